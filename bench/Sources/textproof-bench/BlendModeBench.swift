import Foundation
import TextProofColor
import TextProofRaster

/// The separable blend modes through text coverage at one size: vibrancy's plus-darker, two
/// integer separable modes and soft-light (Float in vectors), the Double model beside each.
enum BlendModeBench {
    static func run(
        size: Int, mask: CoverageMask, background: Surface, label translucentLabel: PremultipliedColorU8, rounds: Int,
        minimum: Double
    ) -> (rows: [Row], checks: [String]) {
        var rows: [Row] = [], checks: [String] = []
        var rates: [String: Double] = [:]
        // Over a gradient no four backdrop pixels repeat, so no result is reused: the arithmetic's own rate.
        let gradient = Backdrop.linearGradient(
            width: size, height: size, from: PremultipliedColorU8(ColorU8(red: 0, green: 136, blue: 255)),
            to: PremultipliedColorU8(ColorU8(red: 255, green: 141, blue: 40)), angle: 0)
        for mode in [BlendMode.plusDarker, .multiply, .overlay, .softLight] {
            var reference = background, simd = background, overGradient = gradient
            let results = Measurement.compare(
                [
                    Contender(name: "reference", reset: { restore(&reference) }) {
                        CompositeBlendSolidA8.composite(
                            translucentLabel, mode: mode, through: mask, atX: 0, y: 0, onto: &reference,
                            using: .reference)
                    },
                    Contender(name: "simd", reset: { restore(&simd) }) {
                        CompositeBlendSolidA8.composite(
                            translucentLabel, mode: mode, through: mask, atX: 0, y: 0, onto: &simd, using: .simd)
                    },
                    Contender(
                        name: "simd, over a gradient",
                        reset: { CompositeOverRGBA8.composite(gradient, atX: 0, y: 0, onto: &overGradient) }
                    ) {
                        CompositeBlendSolidA8.composite(
                            translucentLabel, mode: mode, through: mask, atX: 0, y: 0, onto: &overGradient, using: .simd
                        )
                    },
                ], rounds: rounds, minimum: minimum)
            rates[mode.rawValue + " gradient"] = Double(size * size) / results["simd, over a gradient"]! / 1e6
            for implementation in ["reference", "simd", "simd, over a gradient"] {
                rows.append(
                    Row(
                        kernel: "compositeBlendSolidA8 (\(mode.rawValue))", size: size, implementation: implementation,
                        seconds: results[implementation]!, bytes: size * size * 9, pixman: nil, limit: nil))
            }
            rates[mode.rawValue] = Double(size * size) / results["simd"]! / 1e6
            var one = background, two = background
            CompositeBlendSolidA8.composite(
                translucentLabel, mode: mode, through: mask, atX: 0, y: 0, onto: &one, using: .reference)
            CompositeBlendSolidA8.composite(
                translucentLabel, mode: mode, through: mask, atX: 0, y: 0, onto: &two, using: .simd)
            let worst = zip(one.bytes, two.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
            rates[mode.rawValue + " worst"] = Double(worst)
        }
        let slowest = ["plus-darker", "multiply", "overlay", "soft-light"].map { rates[$0]! }.min()!
        let slowestOverGradient = ["plus-darker", "multiply", "overlay", "soft-light"].map { rates[$0 + " gradient"]! }
            .min()!
        checks.append(
            "blend modes \(size)²: slowest separable mode \(Int(slowest)) Mpixel/s on one core over the solid background (target ≥ 1000 \(slowest >= 1000 ? "met" : "NOT met")), "
                + "\(Int(slowestOverGradient)) over a gradient; "
                + "largest difference from the Double model \(Int(["plus-darker", "multiply", "overlay", "soft-light"].map { rates[$0 + " worst"]! }.max()!)) (target ≤ 1)"
        )
        return (rows, checks)
    }
}
