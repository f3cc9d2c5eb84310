import Foundation
import TextProofColor
import TextProofRaster

/// The golden diff on 4096² pairs: an identical pair (memory-bound: one scan of both images) and a
/// pair where text moved one pixel and a band of it was recoloured (about 10 % of pixels change).
/// Reference scan and SIMD scan on one core, SIMD on every core.
enum ImageComparisonBench {
    static func run(mask: CoverageMask, rounds: Int, minimum: Double) -> (rows: [Row], checks: [String]) {
        let size = mask.width
        let (golden, changed) = pair(mask: mask)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var rows: [Row] = [], checks: [String] = []
        for (name, actual) in [("identical", golden), ("10 % changed", changed)] {
            func compare(_ kernel: ImageComparison.Kernel, bands: Int) -> ImageDifference {
                try! ImageComparison.compare(golden: golden, actual: actual, kernel: kernel, maximumBands: bands)
            }
            let results = Measurement.compare(
                [
                    Contender(name: "reference") { _ = compare(.reference, bands: 1) },
                    Contender(name: "simd") { _ = compare(.simd, bands: 1) },
                    Contender(name: "simd, \(cores) cores") { _ = compare(.simd, bands: cores) },
                ], rounds: rounds, minimum: minimum)
            for implementation in ["reference", "simd", "simd, \(cores) cores"] {
                rows.append(
                    Row(
                        kernel: "imageComparison (\(name))", size: size, implementation: implementation,
                        seconds: results[implementation]!, bytes: size * size * 8, pixman: nil, limit: nil))
            }
            let one = compare(.reference, bands: 1), all = compare(.simd, bands: cores)
            let rate = Double(size * size) / results["simd"]! / 1e9
            // The 10 % figure is odiff's (pixelmatch's algorithm with anti-aliasing detection), one core.
            let target = name == "identical" ? 1.0 : 0.45
            checks.append(
                "imageComparison \(name) \(size)²: \(one.changedPixels) pixels changed (\(String(format: "%.1f", 100 * Double(one.changedPixels) / Double(size * size))) %), "
                    + "\(one.differentPixels) counted; simd, \(cores) cores = reference \(one == all ? "yes" : "NO"); "
                    + "one core \(String(format: "%.2f", rate)) Gpix/s (target ≥ \(target)) \(rate >= target ? "met" : "NOT met")"
            )
        }
        return (rows, checks)
    }

    /// `--comparison-profile N`: the 10 %-changed pair compared N times by the SIMD kernel on one
    /// core and nothing else, for a profiler; prints the median time of a run, and whether the
    /// counts equal the reference kernels'.
    static func profile(mask: CoverageMask, runs: Int) {
        let (golden, changed) = pair(mask: mask)
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try! ImageComparison.compare(golden: golden, actual: changed, kernel: .simd, maximumBands: 1)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let median = times.sorted()[times.count / 2]
        // Once, after the timed runs: the same counts as the reference kernels (the scalar scan and
        // pixelmatch's anti-aliasing loop as written).
        let simd = try! ImageComparison.compare(golden: golden, actual: changed, kernel: .simd, maximumBands: 1)
        let reference = try! ImageComparison.compare(
            golden: golden, actual: changed, kernel: .reference, maximumBands: 1)
        print(
            String(
                format: "10 %% changed, simd, one core: %.1f ms a run (%.3f Gpix/s), median of %d; = reference %@",
                median, Double(mask.width * mask.height) / median / 1e6, runs, simd == reference ? "yes" : "NO"))
    }

    /// The golden and its 10 %-changed copy.
    static func pair(mask: CoverageMask) -> (golden: RGBAImage, changed: RGBAImage) {
        let size = mask.width
        let background = Workloads.background(width: size, height: size)
        let label = PremultipliedColorU8(ColorU8(red: 60, green: 60, blue: 67, alpha: 153))
        let tint = PremultipliedColorU8(ColorU8(red: 0, green: 122, blue: 255))

        var goldenSurface = background
        CompositeOverSolidA8.composite(label, through: mask, atX: 0, y: 0, onto: &goldenSurface)
        let golden = goldenSurface.unpremultiplied()
        // Changed: the top 36 % of rows drawn one pixel to the right, in another colour (10 % of
        // the pixels change).
        var changedSurface = background
        let band = size * 36 / 100
        var top = CoverageMask(width: size, height: band), bottom = CoverageMask(width: size, height: size - band)
        for y in 0..<size {
            for x in 0..<size where y < band ? x > 0 : true {
                if y < band { top[x, y] = mask[x - 1, y] } else { bottom[x, y - band] = mask[x, y] }
            }
        }
        CompositeOverSolidA8.composite(tint, through: top, atX: 0, y: 0, onto: &changedSurface)
        CompositeOverSolidA8.composite(label, through: bottom, atX: 0, y: band, onto: &changedSurface)
        let changed = changedSurface.unpremultiplied()
        return (golden, changed)
    }
}
