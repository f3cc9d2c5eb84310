/// Which of a kernel's two paths to run. Every kernel keeps a scalar `reference` — the formula in
/// its doc comment, a pixel and a channel at a time — beside its `simd` path, and the tests hold
/// the two equal (to the bit, or within the bound the kernel states). Proofs take `simd`; tests
/// and `--reference` runs take `reference` to check it.
public enum KernelImplementation: Sendable, CaseIterable {
    case reference
    case simd
}
