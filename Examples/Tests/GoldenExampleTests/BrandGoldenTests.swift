// The README's golden test: a suite named unlike its file, so the goldens are
// __Snapshots__/BrandGoldenTests/SettingsGoldens.brandLabels.1-light.png, …-dark.png and
// SettingsGoldens.brandLabels.2.json beside this file.
import Testing
import TextProof
import TextProofTesting

@Suite struct SettingsGoldens {
    @Test func brandLabels() throws {
        let spec = try SpecParser.load(fixture: "Fixtures/labels.yaml")
        assertGolden(of: spec, as: .proof)  // one golden per appearance: light, dark
        assertGolden(of: spec, as: .report)  // report.json, without the spec's path and lines
    }
}
