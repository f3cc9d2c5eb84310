// The README's "In Swift" (TextProof.md's overview is its first lines): a spec built in code, rendered
// with TextProof's fonts, written to ./out, and each cell's contrast printed.
import TextProof

let spec = ProofSpec(name: "labels", runs: [RunSpec(text: "Secondary label", color: .named("secondaryLabel"))])
let proof = try ProofRenderer(fonts: FontProvider(fontsDirectory: FontProvider.defaultDirectory())).render(spec)
try ProofWriter.write(proof, to: "out")
print(proof.report.cells.map { "\($0.appearance): \($0.measured?.wcag ?? 0):1" })
