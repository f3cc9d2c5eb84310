import Foundation
import SnapshotTesting
import TextProof
import TextProofColor
import TextProofRaster

/// swift-snapshot-testing strategies for proofs, for teams that keep the tool they use:
///
/// ```swift
/// import SnapshotTesting
/// import TextProofSnapshotTesting
///
/// @Test func labels() throws {
///     assertSnapshot(of: try SpecParser.load(path: "Fixtures/labels.yaml"), as: .proof)
///     assertSnapshot(of: try SpecParser.load(path: "Fixtures/labels.yaml"), as: .report)
/// }
/// ```
///
/// `.proof` snapshots the proof sheet (every appearance side by side, with what was measured), a
/// colour-managed PNG compared as TextProof compares goldens: pixelmatch's metric with anti-aliasing
/// detection, and CIEDE2000 so a changed colour cannot pass as rendering noise. `.report` snapshots
/// report.json as lines.
extension Snapshotting where Value == ProofSpec, Format == Data {
    /// The spec rendered with the package's fonts; its proof sheet compared with `comparison`.
    public static var proof: Snapshotting { proof() }

    /// The spec rendered with the fonts in `fonts` (default: the package's `fonts/`, else
    /// `$TEXTPROOF_FONTS`); its proof sheet compared with `comparison`.
    public static func proof(fonts: String? = nil, comparison: GoldenComparison = .goldenDefault) -> Snapshotting {
        Snapshotting<Data, Data>(pathExtension: "png", diffing: .proofImage(comparison: comparison)).pullback {
            (spec: ProofSpec) in
            do {
                let proof = try ProofSnapshots.render(spec, fonts: fonts)
                return ProofSnapshots.png(ProofSnapshots.sheet(of: proof), colorSpace: proof.colorSpace)
            } catch {
                return Data(ProofSnapshots.cannotRender(spec, error).utf8)
            }
        }
    }
}

extension Snapshotting where Value == Proof, Format == Data {
    /// A rendered proof's sheet as PNG, compared with `comparison`.
    public static func proof(comparison: GoldenComparison = .goldenDefault) -> Snapshotting {
        Snapshotting<Data, Data>(pathExtension: "png", diffing: .proofImage(comparison: comparison)).pullback {
            (proof: Proof) in
            ProofSnapshots.png(ProofSnapshots.sheet(of: proof), colorSpace: proof.colorSpace)
        }
    }
}

extension Snapshotting where Value == ProofSpec, Format == String {
    /// The spec rendered; its report.json (keys sorted, pretty-printed) compared line by line.
    public static var report: Snapshotting { report() }

    /// The spec rendered with the fonts in `fonts`; its report.json compared line by line.
    public static func report(fonts: String? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { spec in
            do {
                return ProofSnapshots.reportText(try ProofSnapshots.render(spec, fonts: fonts))
            } catch {
                return ProofSnapshots.cannotRender(spec, error)
            }
        }
    }
}

extension Snapshotting where Value == Proof, Format == String {
    /// A rendered proof's report.json, compared line by line.
    public static var report: Snapshotting {
        SimplySnapshotting.lines.pullback { proof in ProofSnapshots.reportText(proof) }
    }
}

extension Diffing where Value == Data {
    /// Two PNGs compared as TextProof compares goldens (colour-managed, pixelmatch's metric, ΔE2000);
    /// a difference is described by its counts and attaches the diff image.
    public static func proofImage(comparison: GoldenComparison = .goldenDefault) -> Diffing {
        .diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { old, new in ProofSnapshots.difference(reference: old, actual: new, comparison: comparison) })

    }
}

/// The work behind the strategies: rendering, PNG bytes, comparison.
enum ProofSnapshots {
    /// Renders `spec` with the fonts in `fonts`.
    static func render(_ spec: ProofSpec, fonts: String?) throws -> Proof {
        let provider = try FontProvider(fontsDirectory: fonts ?? FontProvider.defaultDirectory())
        return try ProofRenderer(fonts: provider).render(spec)
    }

    /// What a snapshot holds when its spec cannot render (swift-snapshot-testing's strategies
    /// cannot throw): the reason, which the comparison then reports instead of crashing the test.
    static func cannotRender(_ spec: ProofSpec, _ error: any Error) -> String {
        "TextProof could not render \(spec.name): \(error)"
    }

    /// report.json's text.
    static func reportText(_ proof: Proof) -> String {
        (try? ReportJSON.encode(proof.report)).map { String(decoding: $0, as: UTF8.self) }
            ?? "report.json could not be encoded"
    }

    /// The proof sheet's pages stacked top to bottom (one page for most proofs).
    static func sheet(of proof: Proof) -> RGBAImage {
        let pages = proof.sheets.map(\.image)
        guard pages.count > 1 else { return pages.first ?? proof.images[0].image }
        let width = pages.map(\.width).max()!, height = pages.map(\.height).reduce(0, +)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var top = 0
        for page in pages {
            for row in 0..<page.height {
                let from = row * page.width * 4, to = ((top + row) * width) * 4
                pixels.replaceSubrange(to..<to + page.width * 4, with: page.pixels[from..<from + page.width * 4])
            }
            top += page.height
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `image` as a PNG file's bytes with `colorSpace`'s profile.
    static func png(_ image: RGBAImage, colorSpace: OutputColorSpace) -> Data {
        withScratchFile { path in
            try ProofPNG(colorSpace: colorSpace).write(ImagePixels(image), to: path)
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } ?? Data()
    }

    /// nil when `actual` matches `reference`; else the verdict in words and the diff image.
    static func difference(reference: Data, actual: Data, comparison: GoldenComparison) -> (
        String, [DiffAttachment]
    )? {
        if reference == actual { return nil }
        for (side, data) in [("actual", actual), ("reference", reference)] where !data.starts(with: pngSignature) {
            return ("the \(side) snapshot is not a PNG: \(String(decoding: data.prefix(400), as: UTF8.self))", [])
        }
        let outcome = withScratchFile { golden in
            withScratchFile { new in
                try reference.write(to: URL(fileURLWithPath: golden))
                try actual.write(to: URL(fileURLWithPath: new))
                let diff = new + ".diff.png"
                defer { unlink(diff) }
                let verdict = try comparison.compareFiles(golden: golden, actual: new, diffPath: diff)
                let image = FileManager.default.contents(atPath: diff)
                return (verdict, image)
            }
        }
        guard let (verdict, image) = outcome ?? nil else { return ("the snapshots could not be compared", []) }
        if verdict.passed { return nil }
        return (
            "proof differs: \(verdict.summary)", image.map { [.data($0, name: "difference.png")] } ?? []
        )
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Runs `body` with a fresh temporary path, removed after; nil when `body` throws.
    private static func withScratchFile<Result>(_ body: (String) throws -> Result) -> Result? {
        let path = NSTemporaryDirectory() + "textproof-snapshot-\(UUID().uuidString).png"
        defer { unlink(path) }
        return try? body(path)
    }
}
