// GettingStarted.md's "Render a proof": a two-run proof in light and dark, written to ./example-proof,
// and each cell printed.
import TextProof

let spec = try SpecParser(file: "example.yaml", baseDirectory: ".").parse(
    """
    runs:
      - {text: "Primary label", color: label}
      - {text: "Tertiary label", color: tertiaryLabel, size: 13}
    """, defaultName: "example")
let proof = try ProofRenderer(fonts: FontProvider(fontsDirectory: FontProvider.defaultDirectory())).render(spec)
try ProofWriter.write(proof, to: "example-proof")
for cell in proof.report.cells {
    print(cell.appearance, cell.text, cell.measured.map { "\($0.wcag):1" } ?? "-", cell.level)
}
