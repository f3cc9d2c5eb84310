import Foundation
import TestScratch
import TextProof
import TextProofRaster

/// Paths inside this checkout, found from this file's location so tests run from any directory
/// and never depend on fonts installed on the machine.
enum Checkout {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = root.appendingPathComponent("fonts").path
    static let goldens = root.appendingPathComponent("goldens").path
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    static func fixture(_ name: String) -> String { fixtures + "/" + name }
}

/// A fresh empty folder, removed with the rest of the test process's scratch when it exits.
func makeTemporaryDirectory(_ label: String = "textproof") -> String { TestScratch.folder(label) }

func render(_ spec: ProofSpec, implementation: CompositeOverSolidA8.Implementation = .simd) throws -> Proof {
    try ProofRenderer(fonts: FontProvider(fontsDirectory: Checkout.fonts), implementation: implementation).render(spec)
}

func parse(_ yaml: String, file: String = "test.yaml") throws -> ProofSpec {
    try SpecParser(file: file, baseDirectory: Checkout.fixtures).parse(yaml, defaultName: "test")
}
