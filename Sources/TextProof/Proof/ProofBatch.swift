import TextProofColor
import TextProofText

/// Renders many specs, on all cores: one task per spec, each with its own fonts (FreeType faces
/// are not thread-safe), all sharing one glyph cache. The proofs are byte-identical to rendering
/// the specs one after another.
public enum ProofBatch {
    /// Renders `specs` on all cores, each task with its own fonts and the shared glyph cache; results
    /// in the specs' order; `progress` gets (done, total). With `writingImagesInto`, each
    /// appearance's images are written there as soon as they are painted
    /// (`ProofRenderer.writesImagesInto`): a long proof's pages hold one appearance's image at a
    /// time. `finishing` runs on each proof in its task as soon as it is rendered.
    public static func render(
        _ specs: [ProofSpec], fontsDirectory: String?, glyphCache: GlyphCache = FontProvider.sharedGlyphCache,
        colorSpace: OutputColorSpace? = nil, required: Requirement = .aa, drawsSheets: Bool = true,
        writingImagesInto: String? = nil, finishing: (@Sendable (Proof) throws -> Proof)? = nil,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) async throws -> [Proof] {
        try await withThrowingTaskGroup(of: (Int, Proof).self) { group in
            for (index, spec) in specs.enumerated() {
                group.addTask {
                    let fonts = try FontProvider(fontsDirectory: fontsDirectory, glyphCache: glyphCache)
                    var renderer = ProofRenderer(
                        fonts: fonts, colorSpace: colorSpace, required: required, drawsSheet: drawsSheets)
                    renderer.writesImagesInto = writingImagesInto
                    let proof = try renderer.render(spec)
                    return (index, try finishing?(proof) ?? proof)
                }
            }
            var proofs = [Proof?](repeating: nil, count: specs.count)
            var done = 0
            progress?(0, specs.count)
            for try await (index, proof) in group {
                proofs[index] = proof
                done += 1
                progress?(done, specs.count)
            }
            return proofs.compactMap { $0 }
        }
    }
}
