import Testing
import TextProofColor
import TextProofRaster

@testable import TextProof

/// Runs measured on another core, on a copy of their rectangle, give what measuring the canvas
/// right after each run was drawn gives, even where later runs draw over them.
@Suite("Contrast measurement while drawing: copies = the canvas")
struct RunMeasurementsTests {
    /// A run of `width` × 12 with a 3-pixel-wide fully covered stem every 6 pixels, at `origin`.
    static func run(index: Int, width: Int, origin: (x: Int, y: Int)) -> LaidOutRun {
        var mask = CoverageMask(width: width, height: 12)
        for y in 2..<10 {
            for x in 0..<width where x % 6 < 3 { mask[x, y] = x % 6 == 1 ? 255 : 120 }
        }
        let bounds = PixelRect(x: origin.x + 1, y: origin.y, width: width - 2, height: 12)
        return LaidOutRun(
            index: index, text: "x", color: nil, highlight: nil, points: 17, weight: .regular, bounds: bounds,
            lineBoxes: [bounds], mask: mask, maskOrigin: origin, colouredDecorations: [], fallbackFamilies: [])
    }

    @Test("a run's copy, moved with it, measures as the canvas does", arguments: [(0, 0), (5, 3), (37, 20)])
    func copyMeasuresAsCanvas(origin: (Int, Int)) throws {
        var surface = Surface(
            width: 90, height: 40, filledWith: PremultipliedColorU8(ColorU8(red: 250, green: 240, blue: 230)))
        let run = Self.run(index: 0, width: 60, origin: origin)
        TextCompositor().composite(
            ColorU8(red: 20, green: 40, blue: 90), mode: .sourceOver, through: run.mask, at: run.maskOrigin,
            onto: &surface)
        let copy = surface.cropped(
            to: PixelRect(x: origin.0, y: origin.1, width: run.mask.width, height: run.mask.height))
        #expect(copy.width == min(60, 90 - origin.0) && copy.height == min(12, 40 - origin.1))
        let direct = try #require(ContrastMeasurement(run: run, on: surface))
        #expect(ContrastMeasurement(run: run.moved(by: -origin.0, -origin.1), on: copy) == direct)
        // The text colour drawn at full coverage, the ground around it: read back exactly.
        #expect(direct.text == ColorU8(red: 20, green: 40, blue: 90))
        #expect(direct.background == ColorU8(red: 250, green: 240, blue: 230))
    }

    @Test("later runs drawn over earlier ones: each measured as it was just after it was drawn, on any core")
    func laterRunsOverlap() throws {
        let colors = [
            ColorU8(red: 0, green: 0, blue: 0), ColorU8(red: 200, green: 30, blue: 30),
            ColorU8(red: 30, green: 160, blue: 40), ColorU8(red: 90, green: 90, blue: 250),
        ]
        // Each run starts 20 pixels right of the last, in its rectangle, and first fills a
        // highlight over most of it (six of its eight stems).
        let runs = (0..<4).map { Self.run(index: $0, width: 48, origin: (x: 4 + 20 * $0, y: 6)) }
        func draw(measuring: (Int, LaidOutRun, Surface) -> Void) {
            var surface = Surface(
                width: 140, height: 30, filledWith: PremultipliedColorU8(ColorU8(red: 255, green: 255, blue: 255)))
            for (index, run) in runs.enumerated() {
                surface.fillOver(
                    PixelRect(x: run.maskOrigin.x - 10, y: 4, width: 40, height: 20),
                    with: PremultipliedColorU8(ColorU8(red: 255, green: 250, blue: 200)))
                TextCompositor().composite(
                    colors[index], mode: .sourceOver, through: run.mask, at: run.maskOrigin, onto: &surface)
                measuring(index, run, surface)
            }
        }
        var expected: [ContrastMeasurement?] = []
        draw { _, run, surface in expected.append(ContrastMeasurement(run: run, on: surface)) }
        #expect(expected.compactMap { $0?.text } == colors)
        // Measured on the finished canvas instead, the first three runs would read the highlight
        // drawn over their stems as their text: the order matters, and is kept below.
        var finished: [ContrastMeasurement?] = []
        draw { index, _, surface in
            if index == runs.count - 1 { finished = runs.map { ContrastMeasurement(run: $0, on: surface) } }
        }
        #expect(
            finished.prefix(3).map { $0?.text } == Array(repeating: ColorU8(red: 255, green: 250, blue: 200), count: 3))
        for waiting in [0, 1, 2, 8] {
            let measurements = RunMeasurements(count: runs.count, space: .sRGB, maximumWaiting: waiting)
            draw { index, run, surface in measurements.measure(run, at: index, on: surface) }
            #expect(measurements.all() == expected, "maximumWaiting \(waiting)")
        }
    }
}
