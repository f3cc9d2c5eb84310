import Foundation
import SnapshotTesting
import Testing
import TextProof
import TextProofPlatform
import TextProofRaster
import TextProofTesting

extension Diffing where Value == Data {
    /// Two PNGs compared as TextProof compares goldens (colour-managed, pixelmatch's metric,
    /// ΔE2000). A difference is described by its figures, and its diff sheet is written into the
    /// artifacts folder and named (swift-snapshot-testing keeps image attachments only in Xcode).
    /// A reference that is not a PNG is a failure, never compared as bytes.
    public static func proofImage(comparison: GoldenComparison = .goldenDefault) -> Diffing {
        .diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { reference, actual in
                SnapshotDifference.image(reference: reference, actual: actual, comparison: comparison)
            })
    }
}

extension Diffing where Value == String {
    /// report.json compared line by line (swift-snapshot-testing's `.lines`); a reference holding
    /// a render error fails.
    public static var proofReport: Diffing {
        .diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { reference, actual in
                // The render's own failure is already reported, and must not be recorded over a reference.
                if actual == ProofSnapshots.renderFailureText { return nil }
                if reference.hasPrefix("TextProof could not render") {
                    return ("the reference holds a render error, not a report: delete it, or re-record it", [])
                }
                return Diffing<String>.lines.diffV2(reference, actual)
            })
    }
}

/// The comparison behind `.proofImage`.
enum SnapshotDifference {
    static func image(reference: Data, actual: Data, comparison: GoldenComparison) -> (String, [DiffAttachment])? {
        // The render's own failure is already reported, and must not be recorded over a reference.
        if actual == ProofSnapshots.renderFailure { return nil }
        guard reference.starts(with: ProofSnapshots.pngSignature) else {
            let shown = String(decoding: reference.prefix(120), as: UTF8.self).split(separator: "\n").first ?? ""
            return (
                "the reference is not a PNG (it begins \"\(shown)\"): delete it, or re-record it with "
                    + "\(RecordMode.environmentVariable)=failed", []
            )
        }
        guard actual.starts(with: ProofSnapshots.pngSignature) else { return ("the snapshot is not a PNG", []) }
        if reference == actual { return nil }
        do {
            return try ScratchFile.use { golden in
                try ScratchFile.use { new in
                    try reference.write(to: URL(fileURLWithPath: golden))
                    try actual.write(to: URL(fileURLWithPath: new))
                    let verdict = try comparison.compareFiles(golden: golden, actual: new, diffPath: nil)
                    if verdict.passed { return nil }
                    var message = "proof differs: \(verdict.summary)"
                    var attachments: [DiffAttachment] = []
                    if let sheet = try? diffSheet(golden: golden, actual: new, comparison: comparison) {
                        message += "\ndiff: \(sheet.path)"
                        attachments.append(.data(sheet.data, name: sheet.path.lastPathComponent))
                    }
                    let test = RunningTest.current(function: "snapshot")
                    message +=
                        "\naccept the change: \(RecordMode.environmentVariable)=failed swift test --filter '\(test.filter)'"
                    return (message, attachments)
                }
            }
        } catch {
            return ("the snapshots could not be compared: \(error)", [])
        }
    }

    /// The failure's diff sheet, written into the artifacts folder of the running test.
    static func diffSheet(golden: String, actual: String, comparison: GoldenComparison) throws -> (
        path: String, data: Data
    ) {
        let test = RunningTest.current(function: "snapshot")
        let file = Test.current.map { TestFile(path: $0.sourceLocation.filePath, fileID: $0.sourceLocation.fileID) }
        let folder =
            file.map { ArtifactsFolder(file: $0, given: nil).path }
            ?? FileManager.default.currentDirectoryPath + "/.build/textproof-artifacts/XCTest"
        let stem =
            file.map { GoldenNaming(file: $0, test: test).stem } ?? test.filter.replacingOccurrences(of: "/", with: ".")
        let number = counters.withLock { counters in
            counters[folder + "/" + stem + (test.run ?? ""), default: 0] += 1
            return counters[folder + "/" + stem + (test.run ?? "")]!
        }
        // A run's first diff clears what earlier runs of the test left, so no message names a stale image.
        if number == 1 { ArtifactsFolder(path: folder).clear(stem: stem + ".snapshot-") }
        let path = folder + "/" + stem + ".snapshot-\(number).diff.png"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: path)
        // The failure sheet: golden | actual | difference shaded by ΔE2000, with a legend.
        let images = try ComparableImage.pair(golden: golden, actual: actual)
        guard try comparison.writeFailureSheet(golden: images.golden, actual: images.actual, to: path),
            let data = FileManager.default.contents(atPath: path)
        else { throw SnapshotFailure("the images are too large for a diff sheet") }
        return (path, data)
    }

    private static let counters = LockedState([String: Int]())
}
