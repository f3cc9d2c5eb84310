import Foundation
@_spi(Internals) import SnapshotTesting
import TextProof
import TextProofColor
import TextProofPlatform
import TextProofRaster
import TextProofTesting

/// The work behind the strategies: rendering, the files a snapshot holds, and what happens when a
/// spec cannot render.
enum ProofSnapshots {
    /// Renders `spec` with the fonts in `fonts` (default: `$TEXTPROOF_FONTS`, else TextProof's own).
    static func render(_ spec: ProofSpec, fonts: String?) throws -> Proof {
        let provider = try FontProvider(fontsDirectory: fonts ?? FontProvider.testDirectory())
        return try ProofRenderer(fonts: provider).render(spec)
    }

    /// What a snapshot holds in place of a render in `never` mode, where nothing is written: the
    /// diffing knows it and defers to the failure already reported. It starts with bytes no PNG and
    /// no report.json starts with.
    static let renderFailure = Data(renderFailureText.utf8)
    static let renderFailureText = "TextProof could not render this snapshot (see the test's failure)\n"

    /// A snapshot taken by `make`; when it throws, the test fails at once with the reason, and the
    /// snapshot is only handed over (as `failure`) where nothing can be recorded from it: in `never`
    /// mode. In any other mode it is never taken, so swift-snapshot-testing records nothing and
    /// reports its timeout: an error never becomes a reference, nor replaces one.
    static func taking<Value, Format>(failure: Format, _ make: @escaping (Value) throws -> Format) -> (Value) -> Async<
        Format
    > {
        { value in
            Async { callback in
                do { callback(try make(value)) } catch {
                    SnapshotIssue.record("TextProof could not render the snapshot: \(error)")
                    if SnapshotRecording.effectiveMode == .never { callback(failure) }
                }
            }
        }
    }

    /// report.json's text without the spec's source positions (a whitespace edit, or another
    /// checkout, leaves it equal).
    static func reportText(_ proof: Proof) throws -> String {
        String(decoding: try ReportJSON.encode(proof.report.withoutSourcePositions()), as: UTF8.self)
    }

    /// The proof sheet's pages stacked top to bottom, without the version in its legend, as PNG.
    static func sheetPNG(of proof: Proof, fonts: String?) throws -> Data {
        let provider = try FontProvider(fontsDirectory: fonts ?? FontProvider.testDirectory())
        let pages = try ProofSheet.pages(for: proof, fonts: provider, showsVersion: false).map(\.image)
        return png(stacked(pages) ?? proof.images[0].image, colorSpace: proof.colorSpace)
    }

    /// Pages stacked top to bottom, left-aligned on transparent; nil for none.
    static func stacked(_ pages: [RGBAImage]) -> RGBAImage? {
        guard pages.count > 1 else { return pages.first }
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
        (try? ScratchFile.use { path in
            try ProofPNG(colorSpace: colorSpace).write(ImagePixels(image), to: path)
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }) ?? Data()
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}

/// A temporary file path for one use, removed after.
enum ScratchFile {
    static func use<Result>(_ body: (String) throws -> Result) throws -> Result {
        let path = NSTemporaryDirectory() + "textproof-snapshot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }
}
