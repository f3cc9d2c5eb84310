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
    /// Writes `proof` into `directory`; returns the paths written. Images staged there already as
    /// they were rendered (`stage`, a long proof's pages) are renamed into place; the rest, and the
    /// sheet's pages, are encoded now, every band of every file on all cores.
    @discardableResult
    public static func write(_ proof: Proof, to directory: String) throws(ProofError) -> [String] {
        try makeFolder(directory)
        let png: ProofPNG
        do { png = try ProofPNG(colorSpace: proof.colorSpace) } catch { throw .colorManagement(error) }
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
        var files = StagedFiles(replacing: .regenerable)
        var stagedImages: [(image: WrittenImage, final: String)] = []
        var pending: [PendingFile] = []
        for image in proof.images {
            let final = directory.appendingPathComponent(image.fileName)
            if case .file(let file) = image.storage, file.path == StagedFiles.temporaryPath(for: final) {
                stagedImages.append((file, final))
                files.adopt(temporary: file.path, as: final)
            } else {
                pending.append(
                    PendingFile(final: final, pixelBytes: image.width * image.height * 4) {
                        png.file(image.pixels, at: $0)
                    })
            }
        }
        for sheet in proof.sheets {
            let bytes = sheet.geometry.width * sheet.geometry.height * 4
            pending.append(
                PendingFile(final: directory.appendingPathComponent(sheet.fileName), pixelBytes: bytes) {
                    png.file(sheet, at: $0)
                })
        }
        // A file's deflated bands are held until it is written: a long proof's files go in groups
        // of about `groupBytes` of pixels, so its sheet pages are never all held at once.
        var failure: PNGError?
        for group in groups(Array(pending.indices), pixelBytes: { pending[$0].pixelBytes }) where failure == nil {
            let outcomes = PNGCodec.write(group.map { pending[$0].file() })
            for (index, outcome) in zip(group, outcomes) {
                if let outcome {
                    try? FileSystem.remove(outcome.path)
                    failure = failure ?? outcome
                } else {
                    files.adopt(temporary: pending[index].temporary, as: pending[index].final)
                }
            }
        }
        // The report's pages after the images, so that a failure anywhere removes them too.
        let reportPages = pages.value
        if case .success(let staged) = reportPages {
            for file in staged.staged { files.adopt(temporary: file.temporary, as: file.final) }
        }
        do throws(StagedFiles.Failure) {
            if let failure { throw StagedFiles.Failure(path: failure.path, message: failure.message) }
            if case .failure(let failure) = reportPages { throw failure }
            let committed = try files.commit()
            for (image, final) in stagedImages { image.moved(to: final) }
            return committed
        } catch {
            files.discard()
            throw .output(path: error.path, message: error.message)
        }
    }

    /// `images`, each 8-bit one written now as a PNG staged beside its final path in `directory`
    /// and its pixels let go (those staged already, and 16-bit ones, as they are): a long proof's
    /// pages are written as they are rendered, so memory stays flat however many there are.
    /// `write` renames them into place with the rest.
    static func stage(_ images: [ProofImage], colorSpace: OutputColorSpace, into directory: String)
        throws(ProofError) -> [ProofImage]
    {
        let pending = images.indices.filter { !images[$0].isWritten }
        guard colorSpace == .sRGB, !pending.isEmpty else { return images }
        try makeFolder(directory)
        let png: ProofPNG
        do { png = try ProofPNG(colorSpace: colorSpace) } catch { throw .colorManagement(error) }
        let temporaries = pending.map {
            StagedFiles.temporaryPath(for: directory.appendingPathComponent(images[$0].fileName))
        }
        let outcomes = PNGCodec.write(pending.enumerated().map { png.file(images[$1].pixels, at: temporaries[$0]) })
        if let failure = outcomes.compactMap({ $0 }).first {
            for path in temporaries { try? FileSystem.remove(path) }
            throw .output(path: failure.path, message: failure.message)
        }
        var staged = images
        for (slot, index) in pending.enumerated() {
            staged[index] = images[index].written(
                to: WrittenImage(path: temporaries[slot], width: images[index].width, height: images[index].height))
        }
        return staged
    }

    private static func makeFolder(_ directory: String) throws(ProofError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .output(path: directory, message: "cannot create the output folder (\(systemErrorText(error)))")
        }
    }

    /// A file `write` encodes: where it goes, its pixels' size, and its PNG at a temporary path.
    private struct PendingFile {
        let final: String
        let pixelBytes: Int
        let encode: (String) -> PNGFile

        init(final: String, pixelBytes: Int, encode: @escaping (String) -> PNGFile) {
            (self.final, self.pixelBytes, self.encode) = (final, pixelBytes, encode)
        }

        var temporary: String { StagedFiles.temporaryPath(for: final) }
        func file() -> PNGFile { encode(temporary) }
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
