import Glibc
import TextProofColor
import TextProofPlatform
import TextProofRaster
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a proof's images and report.json into a folder, all or nothing: every file goes to a
/// temporary name first, and only when all are written are they renamed into place.
public enum ProofWriter {
    /// Returns the paths written. `encodedAhead`: the encoder the renderer gave each finished image
    /// to (`ProofRenderer(imagesFinished:)`), whose bands are taken up here.
    @discardableResult
    public static func write(_ proof: Proof, to directory: String, encodedAhead: PNGEncodingAhead? = nil)
        throws(ProofError) -> [String]
    {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .output(path: directory, message: "cannot create the output folder (\(systemErrorText(error)))")
        }
        let png: ProofPNG
        do { png = try ProofPNG(colorSpace: proof.colorSpace) } catch { throw .colorManagement(error) }

        var files = StagedFiles(replacing: .regenerable)
        // Every band of every image and sheet page is deflated at once, on all cores (deflate is
        // the slow part); the files are the same bytes as one after another. Sheet pages are
        // painted band by band as they are deflated.
        let names = proof.images.map(\.fileName) + proof.sheets.map(\.fileName)
        let finals = names.map { directory.appendingPathComponent($0) }
        // The report's pages are made and staged on another thread meanwhile (deflating leaves a
        // core idle while its last bands finish), one at a time: a report of thousands of cells
        // has megabytes of each.
        let report = proof.report
        let pages = WorkAhead { () -> Result<StagedFiles, StagedFiles.Failure> in
            var staged = StagedFiles(replacing: .regenerable)
            do throws(StagedFiles.Failure) {
                try ReportPages(report).stage(into: &staged, in: directory)
                return .success(staged)
            } catch {
                staged.discard()
                return .failure(error)
            }
        }
        // Images deflated ahead are deflating on the pool's threads, which on two cores are all
        // busy: the pages would wait behind them and be made last, alone. Made here first instead
        // (unless a free thread has begun them), while those bands go on deflating.
        if encodedAhead != nil { pages.beginHereIfNotBegun() }
        let temporaries = finals.map(StagedFiles.temporaryPath(for:))
        // Images written already as this folder's temporaries (a long proof's pages, written as they
        // were rendered) are only renamed into place; the rest are encoded now.
        let written = proof.images.indices.compactMap { index -> (Int, WrittenImage)? in
            guard case .file(let file) = proof.images[index].storage, file.path == temporaries[index] else {
                return nil
            }
            return (index, file)
        }
        let encoded = finals.indices.filter { index in !written.contains { $0.0 == index } }
        func file(_ index: Int) -> PNGFile {
            index < proof.images.count
                ? png.file(
                    proof.images[index], at: temporaries[index],
                    deflatedAhead: encodedAhead?.bands(for: proof.images[index]))
                : png.file(proof.sheets[index - proof.images.count], at: temporaries[index])
        }
        // A file's deflated bands are held until it is written: a long proof's files go in groups
        // of about `groupBytes` of pixels, so its sheet pages are never all held at once.
        var outcomes: [PNGError?] = []
        for group in Self.groups(
            encoded,
            pixelBytes: { index in
                index < proof.images.count
                    ? proof.images[index].width * proof.images[index].height * 4
                    : proof.sheets[index - proof.images.count].geometry.width
                        * proof.sheets[index - proof.images.count].geometry.height * 4
            })
        {
            outcomes += PNGCodec.write(group.map(file))
        }
        var failures = [String?](repeating: nil, count: finals.count)
        for (index, outcome) in zip(encoded, outcomes) { failures[index] = outcome?.message }
        for case let error? in outcomes { unlink(error.path) }
        for (index, final) in finals.enumerated() where failures[index] == nil {
            files.adopt(temporary: StagedFiles.temporaryPath(for: final), as: final)
        }
        // The report's pages after the images, so that a failure anywhere removes them too.
        let reportPages = pages.value
        if case .success(let staged) = reportPages {
            for file in staged.staged { files.adopt(temporary: file.temporary, as: file.final) }
        }
        if let (index, message) = failures.enumerated().first(where: { $0.element != nil }) {
            files.discard()
            throw .output(path: finals[index], message: message ?? "")
        }
        do throws(StagedFiles.Failure) {
            if case .failure(let failure) = reportPages { throw failure }
            let committed = try files.commit()
            for (index, file) in written { file.moved(to: finals[index]) }
            return committed
        } catch {
            files.discard()
            throw .output(path: error.path, message: error.message)
        }
    }
}

extension ProofWriter {
    /// The pixels of the files written together at most (one file alone may be larger).
    static let groupBytes = 256 << 20

    /// `indices` in order, cut into runs whose pixels come to at most `groupBytes` each.
    static func groups(_ indices: [Int], pixelBytes: (Int) -> Int) -> [[Int]] {
        var groups: [[Int]] = [], current: [Int] = [], bytes = 0
        for index in indices {
            let size = pixelBytes(index)
            if !current.isEmpty && bytes + size > groupBytes {
                groups.append(current)
                (current, bytes) = ([], 0)
            }
            current.append(index)
            bytes += size
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }
}

/// A report's three files: index.html, summary.md and report.json, each made as it is staged, so
/// that one at a time is held (a report of thousands of cells has megabytes of each).
struct ReportPages: Sendable {
    let report: ProofReport

    init(_ report: ProofReport) { self.report = report }

    /// Stages the three files in `directory` into `files`: the people's views (an HTML page, a
    /// Markdown summary for CI), then report.json.
    func stage(into files: inout StagedFiles, in directory: String) throws(StagedFiles.Failure) {
        let path = { (name: String) in directory.appendingPathComponent(name) }
        // Each file is written as it is made, a row or a cell at a time.
        try files.stage(path("index.html")) { file in
            var file = file
            ReportHTML.render(report, into: &file)
        }
        try files.stage(path("summary.md")) { file in
            var file = file
            ReportMarkdown.render(report, into: &file)
        }
        var failure: (any Error)?
        try files.stage(path("report.json")) { file in
            do { try ReportJSON.write(report, cellsOneByOne: report.cells.count > 256) { file.append($0) } } catch {
                failure = error
            }
        }
        // The caller discards what was staged, this partial file too.
        if let failure {
            throw StagedFiles.Failure(path: path("report.json"), message: "cannot encode the report (\(failure))")
        }
    }
}

extension ProofWriter {
    /// Rewrites report.json, index.html and summary.md (after golden checks add their results),
    /// all or nothing.
    public static func writeReports(_ report: ProofReport, to directory: String) throws(ProofError) {
        var files = StagedFiles(replacing: .regenerable)
        do throws(StagedFiles.Failure) {
            try ReportPages(report).stage(into: &files, in: directory)
            try files.commit()
        } catch {
            files.discard()
            throw .output(path: error.path, message: error.message)
        }
    }
}

/// report.json's encoding: keys sorted and pretty-printed, so equal reports are equal bytes.
public enum ReportJSON {
    /// The report as report.json's bytes.
    public static func encode(_ report: ProofReport) throws -> Data {
        try encode(report, cellsOneByOne: report.cells.count > 256)
    }

    /// `cellsOneByOne`: the cells are encoded one at a time and spliced into the rest, the same bytes
    /// as encoding the report whole, without JSONEncoder's tree of every value of every cell at once
    /// (for thousands of cells, tens of megabytes more than report.json itself).
    static func encode(_ report: ProofReport, cellsOneByOne: Bool) throws -> Data {
        var data = Data()
        try write(report, cellsOneByOne: cellsOneByOne) { data.append(contentsOf: $0) }
        return data
    }

    /// report.json's bytes handed to `emit` in order, in pieces. `cellsOneByOne`: the cells are
    /// encoded one at a time and spliced into the rest, the same bytes as encoding the report whole,
    /// without JSONEncoder's tree of every value of every cell at once (for thousands of cells, tens
    /// of megabytes more than report.json itself) nor the file whole.
    static func write(_ report: ProofReport, cellsOneByOne: Bool, _ emit: (Data) -> Void) throws {
        let spliced = cellsOneByOne ? try splicingCells(of: report, emit) : false
        if !spliced { emit(try encoded(report)) }
        emit(Data([0x0A]))
    }

    /// `value` as JSONEncoder writes it pretty-printed with sorted keys and slashes as they are:
    /// by PrettyJSONEncoder (the same bytes, a fraction of the time), or by JSONEncoder itself for
    /// the values it writes its own way.
    static func encoded<T: Encodable>(_ value: T) throws -> Data {
        do { return Data(try PrettyJSONEncoder().encode(value)) } catch is PrettyJSONEncoder.Unsupported {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(value)
        }
    }

    /// The report with an empty `cells`, the cells encoded one by one and indented into its place
    /// (a top-level key's array: two spaces, its elements four); false, nothing emitted, if the
    /// place is not found.
    private static func splicingCells(of report: ProofReport, _ emit: (Data) -> Void) throws -> Bool {
        var shell = report
        shell.cells = []
        let head = try encoded(shell)
        // A top-level key starts a line indented by two spaces; a string value holds no raw newline.
        let key = Data("\n  \"cells\" : [".utf8)
        guard let open = head.firstRange(of: key),
            let close = head[open.upperBound...].firstIndex(of: UInt8(ascii: "]"))
        else { return false }
        emit(Data(head[..<open.upperBound]) + [0x0A])
        for (index, cell) in report.cells.enumerated() {
            var piece = Data()
            if index > 0 { piece.append(contentsOf: [UInt8(ascii: ","), 0x0A]) }
            let cellBytes = try encoded(cell)
            for (number, line) in cellBytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
                if number > 0 { piece.append(0x0A) }
                piece.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
                piece.append(contentsOf: line)
            }
            emit(piece)
        }
        emit(Data([0x0A, 0x20, 0x20]) + head[close...])
        return true
    }

    /// A report read back from report.json's bytes.
    public static func decode(_ data: Data) throws -> ProofReport {
        try JSONDecoder().decode(ProofReport.self, from: data)
    }
}
