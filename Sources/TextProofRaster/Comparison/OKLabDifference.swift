import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The OKLab HyAB metric of pixelmatch's development branch (commit c6fee35): pixels are taken to
/// OKLab (B. Ottosson, 2020) and compared with HyAB, |ΔL| + √(Δa² + Δb²) (Abasi et al., 2020),
/// against a threshold where 1 is black to white.
///
/// pixelmatch evaluates the transfer function and the cube root through lookup tables (a 256-entry
/// sRGB-to-linear table, interpolated for blended values, and a 4096-step cube-root table,
/// interpolated); the same tables are used here so that the decisions, and the counts, match.
enum OKLabDifference {
    /// sRGB byte → linear, with a 257th entry for interpolation.
    static let linear: [Double] = {
        var table = (0..<256).map { index -> Double in
            SRGBTransfer.linear(Double(index) / 255)
        }
        table.append(table[255])
        return table
    }()

    static let cubeRootSteps = 4096
    static let cubeRoot: [Double] = (0...cubeRootSteps + 1).map { Math.cbrt(Double($0) / Double(cubeRootSteps)) }

    @inline(__always)
    static func interpolatedLinear(_ x: Double) -> Double {
        let i = Int(x)
        return linear[i] + (linear[i + 1] - linear[i]) * (x - Double(i))
    }

    @inline(__always)
    static func interpolatedCubeRoot(_ x: Double) -> Double {
        let t = x * Double(cubeRootSteps)
        let i = Int(t)
        return cubeRoot[i] + (cubeRoot[i + 1] - cubeRoot[i]) * (t - Double(i))
    }

    /// LMS cone responses (cube-rooted) of linear RGB, Ottosson's M1 rows.
    @inline(__always)
    static func lms(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        (
            interpolatedCubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b),
            interpolatedCubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b),
            interpolatedCubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        )
    }

    /// 0 when the two pixels are within `threshold`, otherwise −1 when the first is brighter and
    /// +1 when it is not (pixelmatch's sign convention).
    @inline(__always)
    static func exceeds(_ p: UInt32, _ q: UInt32, offset: Int, threshold: Double) -> Double {
        let first: (Double, Double, Double), second: (Double, Double, Double)
        let a1 = Int(p >> 24), a2 = Int(q >> 24)
        if a1 == 255 && a2 == 255 {
            // pixelmatch's opaque path sums per-channel products of the table values, in this order.
            first = opaqueLMS(Int(p & 0xFF), Int(p >> 8 & 0xFF), Int(p >> 16 & 0xFF))
            second = opaqueLMS(Int(q & 0xFF), Int(q >> 8 & 0xFF), Int(q >> 16 & 0xFF))
        } else {
            let back = YIQDifference.backdrop(offset: offset)
            func blended(_ word: UInt32, _ shift: UInt32, _ a: Int, _ backdrop: Int) -> Double {
                interpolatedLinear(
                    (Double(word >> shift & 0xFF) * Double(a) + Double(backdrop) * Double(255 - a)) / 255)
            }
            first = lms(blended(p, 0, a1, back.r), blended(p, 8, a1, back.g), blended(p, 16, a1, back.b))
            second = lms(blended(q, 0, a2, back.r), blended(q, 8, a2, back.g), blended(q, 16, a2, back.b))
        }
        return hyAB(first.0 - second.0, first.1 - second.1, first.2 - second.2, threshold: threshold)
    }

    @inline(__always)
    static func opaqueLMS(_ r: Int, _ g: Int, _ b: Int) -> (Double, Double, Double) {
        let lr = linear[r], lg = linear[g], lb = linear[b]
        return (
            interpolatedCubeRoot(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb),
            interpolatedCubeRoot(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb),
            interpolatedCubeRoot(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        )
    }

    /// HyAB without the square root: within the threshold iff |ΔL| ≤ t and Δa² + Δb² ≤ (t − |ΔL|)².
    @inline(__always)
    static func hyAB(_ dl: Double, _ dm: Double, _ ds: Double, threshold: Double) -> Double {
        let dL = 0.2104542553 * dl + 0.7936177850 * dm - 0.0040720468 * ds
        let rest = threshold - abs(dL)
        if rest > 0 {
            let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
            let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
            if da * da + db * db <= rest * rest { return 0 }
        }
        return dL > 0 ? -1 : 1
    }
}
