import TextProofPlatform
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GoldenCheck {
    /// Checks `text` (a report, a table) against `goldens/<name>` byte for byte, recording as the mode
    /// says; a failure writes the actual text into `artifacts` and names the first line that differs.
    public func check(text: String, named name: String) throws(GoldenError) -> GoldenOutcome {
        let goldenPath = goldens.appendingPathComponent(name)
        let actual = Data(text.utf8)
        let (readPath, warning) = try previousLocation(of: name, at: goldenPath)
        let golden = readPath.flatMap { FileManager.default.contents(atPath: $0) }
        if mode == .all || (golden == nil && mode != .never) {
            try write(actual, to: goldenPath, replacing: .durable)
            return noting(
                warning,
                GoldenOutcome(
                    name: name, goldenPath: goldenPath, status: .recorded, verdict: nil, actualPath: nil, diffPath: nil,
                    reason: golden == nil ? "there was no golden" : "record mode all"))
        }
        guard let golden else {
            let actualPath = try writeArtifact(actual, named: name)
            return noting(
                warning,
                GoldenOutcome(
                    name: name, goldenPath: goldenPath, status: .failed, verdict: nil, actualPath: actualPath,
                    diffPath: nil,
                    reason: "no golden at \(goldenPath) (record one with \(RecordMode.environmentVariable)=missing)",
                    goldenWasMissing: true))
        }
        if golden == actual {
            return noting(
                warning,
                GoldenOutcome(
                    name: name, goldenPath: goldenPath, status: .matched, verdict: nil, actualPath: nil, diffPath: nil,
                    reason: nil))
        }
        let actualPath = try writeArtifact(actual, named: name)
        let difference = Self.firstDifference(golden: String(decoding: golden, as: UTF8.self), actual: text)
        if mode == .failed {
            try write(actual, to: goldenPath, replacing: .durable)
            return noting(
                warning,
                GoldenOutcome(
                    name: name, goldenPath: goldenPath, status: .recorded, verdict: nil, actualPath: actualPath,
                    diffPath: nil, reason: "record mode failed, and it differed: \(difference)"))
        }
        return noting(
            warning,
            GoldenOutcome(
                name: name, goldenPath: goldenPath, status: .failed, verdict: nil, actualPath: actualPath,
                diffPath: nil,
                reason: "differs from \(goldenPath): \(difference)"))
    }

    /// "line 12: golden `…` actual `…`", or which one has more lines.
    static func firstDifference(golden: String, actual: String) -> String {
        let old = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<min(old.count, new.count) where old[index] != new[index] {
            return "line \(index + 1): golden `\(old[index].prefix(120))`, actual `\(new[index].prefix(120))`"
        }
        return old.count < new.count
            ? "the actual text has \(new.count - old.count) more line(s) from line \(old.count + 1)"
            : "the actual text ends at line \(new.count) of \(old.count)"
    }

    private func write(_ data: Data, to path: String, replacing: StagedFiles.Replacement) throws(GoldenError) {
        let folder = path.deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw .unwritable(path: folder, message: "cannot create the folder (\(systemErrorText(error)))")
        }
        do throws(StagedFiles.Failure) { try StagedFiles.write([(path, data)], replacing: replacing) } catch {
            throw .unwritable(path: path, message: error.message)
        }
    }

    private func writeArtifact(_ data: Data, named name: String) throws(GoldenError) -> String {
        let path = artifacts.appendingPathComponent(name)
        try write(data, to: path, replacing: .regenerable)
        return path
    }
}
