// Renders a two-run proof in light and dark, writes it to ./example-proof and prints each cell.
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
