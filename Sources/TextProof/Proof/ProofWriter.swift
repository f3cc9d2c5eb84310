import Foundation
import TextProofColor
import TextProofRaster

/// Writes a proof's images and report.json into a folder, all or nothing: every file goes to a
/// temporary name first, and only when all are written are they renamed into place.
public enum ProofWriter {
    /// Returns the paths written.
    @discardableResult
    public static func write(_ proof: Proof, to directory: String) throws(ProofError) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .output(path: directory, message: "cannot create the output folder (\(error.localizedDescription))")
        }
        let png: ProofPNG
        do { png = try ProofPNG(colorSpace: proof.colorSpace) } catch { throw .colorManagement(error) }

        var staged: [(temporary: String, final: String)] = []
        func temporaryPath(for name: String) -> String {
            (directory as NSString).appendingPathComponent(".\(name).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        }
        func discardStaged() { for file in staged { unlink(file.temporary) } }

        // Every image and sheet page is encoded at once, on all cores (deflate is the slow part);
        // the files are the same bytes as one after another.
        let jobs: [(name: String, image: RGBAImage, samples16: [UInt16]?)] =
            proof.images.map { ($0.fileName, $0.image, $0.samples16) }
            + proof.sheets.map { ($0.fileName, $0.image, nil) }
        let failures = ConcurrentSlots<String>(count: jobs.count)
        let temporaries = jobs.map { temporaryPath(for: $0.name) }
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            do throws(PNGError) { try png.write(job.image, samples16: job.samples16, to: temporaries[index]) } catch {
                failures.set(index, error.message)
            }
        }
        staged = jobs.map { (temporaryPath(for: $0.name), (directory as NSString).appendingPathComponent($0.name)) }
        if let (index, message) = failures.all.enumerated().first(where: { $0.element != nil }) {
            discardStaged()
            throw .output(path: staged[index].final, message: message ?? "")
        }

        // The people's views of the report: an HTML page and a Markdown summary for CI.
        for (name, text) in [
            ("index.html", ReportHTML.render(proof.report)), ("summary.md", ReportMarkdown.render(proof.report)),
        ] {
            let final = (directory as NSString).appendingPathComponent(name)
            let temporary = temporaryPath(for: name)
            do { try Data(text.utf8).write(to: URL(fileURLWithPath: temporary)) } catch {
                unlink(temporary)
                discardStaged()
                throw .output(path: final, message: "cannot write (\(error.localizedDescription))")
            }
            staged.append((temporary, final))
        }

        let reportPath = (directory as NSString).appendingPathComponent("report.json")
        let reportTemporary = temporaryPath(for: "report.json")
        do {
            try ReportJSON.encode(proof.report).write(to: URL(fileURLWithPath: reportTemporary))
        } catch {
            unlink(reportTemporary)
            discardStaged()
            throw .output(path: reportPath, message: "cannot write (\(error.localizedDescription))")
        }
        staged.append((reportTemporary, reportPath))

        for file in staged where rename(file.temporary, file.final) != 0 {
            let reason = String(cString: strerror(errno))
            discardStaged()
            throw .output(path: file.final, message: reason)
        }
        return staged.map(\.final)
    }
}

extension ProofWriter {
    /// Rewrites report.json, index.html and summary.md (after golden checks add their results),
    /// each to a temporary name first.
    public static func writeReports(_ report: ProofReport, to directory: String) throws(ProofError) {
        let files: [(String, Data)]
        do {
            files = [
                ("index.html", Data(ReportHTML.render(report).utf8)),
                ("summary.md", Data(ReportMarkdown.render(report).utf8)),
                ("report.json", try ReportJSON.encode(report)),
            ]
        } catch { throw .output(path: directory, message: "cannot encode the report (\(error))") }
        for (name, data) in files {
            let path = (directory as NSString).appendingPathComponent(name)
            do { try data.write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
                throw .output(path: path, message: "cannot write (\(error.localizedDescription))")
            }
        }
    }
}

/// report.json's encoding: keys sorted and pretty-printed, so equal reports are equal bytes.
public enum ReportJSON {
    public static func encode(_ report: ProofReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(report)
        data.append(0x0A)
        return data
    }

    public static func decode(_ data: Data) throws -> ProofReport {
        try JSONDecoder().decode(ProofReport.self, from: data)
    }
}
