import Foundation
import SnapshotTesting
import TextProof
import TextProofColor
import TextProofRaster

/// swift-snapshot-testing strategies for proofs, for teams that keep the tool they use:
///
/// ```swift
/// import SnapshotTesting
/// import Testing
/// import TextProof
/// import TextProofSnapshotTesting
/// import TextProofTesting
///
/// @Test func labels() throws {
///     let spec = try SpecParser.load(fixture: "Fixtures/labels.yaml")
///     assertSnapshot(of: spec, as: .proof)
///     assertSnapshot(of: spec, as: .report)
/// }
/// ```
///
/// `.proof` snapshots the proof sheet (every appearance side by side, with what was measured, and
/// no version in its legend, so an upgrade does not change it); `.proof(appearance:)` one
/// appearance's image. Both are colour-managed PNGs compared as TextProof compares goldens:
/// pixelmatch's metric with anti-aliasing detection, and CIEDE2000 so a changed colour cannot pass as
/// rendering noise; a failure writes a diff sheet (golden | actual | difference) into the artifacts
/// folder and names it. `.report` snapshots report.json (`.json`) without the spec's source
/// positions.
///
/// A spec that cannot render fails the test at once, in every record mode, and never becomes a
/// reference: in a mode that would record, the snapshot is never taken (swift-snapshot-testing
/// then also reports its timeout).
extension Snapshotting where Value == ProofSpec, Format == Data {
    /// The spec rendered with TextProof's fonts; its proof sheet compared as goldens are.
    public static var proof: Snapshotting { proof() }

    /// The spec rendered with the fonts in `fonts` (default: `$TEXTPROOF_FONTS`, else the fonts
    /// TextProof ships with); its proof sheet compared with `comparison`.
    public static func proof(fonts: String? = nil, comparison: GoldenComparison = .goldenDefault) -> Snapshotting {
        SnapshotRecording.startIfNeeded()
        return Snapshotting(
            pathExtension: "png", diffing: .proofImage(comparison: comparison),
            asyncSnapshot: ProofSnapshots.taking(failure: ProofSnapshots.renderFailure) { spec in
                let proof = try ProofSnapshots.render(spec, fonts: fonts)
                return try ProofSnapshots.sheetPNG(of: proof, fonts: fonts)
            })
    }

    /// One appearance's image of the spec (`.light`, `.dark`, …), rendered with `fonts`.
    /// `assertSnapshots(of: spec, as: ["light": .proof(appearance: .light), "dark": .proof(appearance: .dark)])`
    /// names them `<test>.light.png` and `<test>.dark.png`.
    public static func proof(
        appearance: Appearance, fonts: String? = nil, comparison: GoldenComparison = .goldenDefault
    ) -> Snapshotting {
        SnapshotRecording.startIfNeeded()
        return Snapshotting(
            pathExtension: "png", diffing: .proofImage(comparison: comparison),
            asyncSnapshot: ProofSnapshots.taking(failure: ProofSnapshots.renderFailure) { spec in
                var spec = spec
                spec.appearances = [appearance]
                let proof = try ProofSnapshots.render(spec, fonts: fonts)
                guard let image = proof.images.first else {
                    throw SnapshotFailure("the proof has no \(appearance) image")
                }
                return ProofSnapshots.png(image.image, colorSpace: proof.colorSpace)
            })
    }
}

extension Snapshotting where Value == Proof, Format == Data {
    /// A rendered proof's sheet as PNG (no version in its legend), compared with `comparison`.
    public static func proof(comparison: GoldenComparison = .goldenDefault) -> Snapshotting {
        SnapshotRecording.startIfNeeded()
        return Snapshotting(
            pathExtension: "png", diffing: .proofImage(comparison: comparison),
            asyncSnapshot: ProofSnapshots.taking(failure: ProofSnapshots.renderFailure) { proof in
                try ProofSnapshots.sheetPNG(of: proof, fonts: nil)
            })
    }
}

extension Snapshotting where Value == ProofSpec, Format == String {
    /// The spec rendered; its report.json (keys sorted, pretty-printed, no source positions)
    /// compared line by line.
    public static var report: Snapshotting { report() }

    /// The spec rendered with the fonts in `fonts`; its report.json compared line by line.
    public static func report(fonts: String? = nil) -> Snapshotting {
        SnapshotRecording.startIfNeeded()
        return Snapshotting(
            pathExtension: "json", diffing: .proofReport,
            asyncSnapshot: ProofSnapshots.taking(failure: ProofSnapshots.renderFailureText) { spec in
                try ProofSnapshots.reportText(try ProofSnapshots.render(spec, fonts: fonts))
            })
    }
}

extension Snapshotting where Value == Proof, Format == String {
    /// A rendered proof's report.json (no source positions), compared line by line.
    public static var report: Snapshotting {
        SnapshotRecording.startIfNeeded()
        return Snapshotting(
            pathExtension: "json", diffing: .proofReport,
            asyncSnapshot: ProofSnapshots.taking(failure: ProofSnapshots.renderFailureText) { proof in
                try ProofSnapshots.reportText(proof)
            })
    }
}

/// A reason a snapshot could not be taken.
struct SnapshotFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
