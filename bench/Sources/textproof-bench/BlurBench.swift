import Foundation
import TextProofRaster

/// Blur on a 1024² image, σ = 16 px (no pixman equivalent): the material's three-box cascade beside
/// the exact separable Gaussian it approximates (the reference for its accuracy).
enum BlurBench {
    static func run(quick: Bool, minimum: Double) -> (rows: [Row], checks: [String]) {
        var rows: [Row] = [], checks: [String] = []
        let image = Workloads.image(width: 1024, height: 1024)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let results = Measurement.compare(
            [
                Contender(name: "exact Gaussian, simd") { _ = GaussianBlur.blur(image, sigma: 16, using: .simd) },
                Contender(name: "exact Gaussian, simd, \(cores) cores") {
                    _ = GaussianBlur.blur(image, sigma: 16, using: .simd, bands: cores)
                },
                Contender(name: "box cascade, simd") { _ = CascadedBoxBlur.blur(image, sigma: 16, using: .simd) },
                Contender(name: "box cascade, simd, \(cores) cores") {
                    _ = CascadedBoxBlur.blur(image, sigma: 16, using: .simd, bands: cores)
                },
            ], rounds: quick ? 2 : 5, minimum: minimum)
        for implementation in [
            "exact Gaussian, simd", "exact Gaussian, simd, \(cores) cores", "box cascade, simd",
            "box cascade, simd, \(cores) cores",
        ] {
            rows.append(
                Row(
                    kernel: "blur σ16", size: 1024, implementation: implementation, seconds: results[implementation]!,
                    bytes: 1024 * 1024 * 8, pixman: nil, limit: nil))
        }
        let rate = 1024.0 * 1024 / results["box cascade, simd, \(cores) cores"]! / 1e6
        let small = Workloads.image(width: 256, height: 256)
        let fast = CascadedBoxBlur.blur(image, sigma: 16), exact = GaussianBlur.blur(image, sigma: 16)
        let worst = zip(fast.bytes, exact.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        checks.append(
            "blur 1024² σ16: box cascade \(Int(rate)) Mpixel/s on \(cores) cores (target ≥ 200 \(rate >= 200 ? "met" : "NOT met")), "
                + "\(String(format: "%.1f", results["exact Gaussian, simd, \(cores) cores"]! / results["box cascade, simd, \(cores) cores"]!))× the exact Gaussian; "
                + "largest difference from it \(worst) levels; box cascade simd = reference (256²) "
                + "\(CascadedBoxBlur.blur(small, sigma: 16, using: .simd).bytes == CascadedBoxBlur.blur(small, sigma: 16, using: .reference).bytes ? "yes" : "NO"); "
                + "exact Gaussian simd = reference \(GaussianBlur.blur(small, sigma: 16, using: .simd).bytes == GaussianBlur.blur(small, sigma: 16, using: .reference).bytes ? "yes" : "NO")"
        )
        return (rows, checks)
    }
}
