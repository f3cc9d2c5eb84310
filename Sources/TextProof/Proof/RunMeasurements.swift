import Dispatch
import TextProofColor
import TextProofPlatform
import TextProofRaster
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One appearance's runs measured while the next ones are drawn.
///
/// A run is measured on the pixels as they are just after it is drawn (a later run may draw over
/// its rectangle): on the canvas itself, on this thread, or on a copy of its mask's rectangle, on
/// another core. At most two copies wait there: beyond that this thread measures the run itself,
/// so both cores stay busy and copies never pile up. Either way it is the same measurement: the
/// copy holds the same pixels, and the run is moved with it.
final class RunMeasurements: @unchecked Sendable {
    private let space: OutputColorSpace
    private let results: ConcurrentSlots<ContrastMeasurement?>
    private let group = DispatchGroup()
    /// One worker: drawing keeps this thread's core busy.
    private let worker = DispatchQueue(label: "TextProof.RunMeasurements")
    private let lock = ThreadLock()
    private var waiting = 0
    private let maximumWaiting: Int

    /// `maximumWaiting`: copies that may wait for the other core (0 measures everything here).
    init(count: Int, space: OutputColorSpace, maximumWaiting: Int = 2) {
        self.space = space
        self.maximumWaiting = maximumWaiting
        results = ConcurrentSlots(count: count)
    }

    /// Measures `run` (the `index`th) on `canvas` as it is now.
    func measure(_ run: LaidOutRun, at index: Int, on canvas: Surface) {
        lock.lock()
        let handOff = waiting < maximumWaiting
        if handOff { waiting += 1 }
        lock.unlock()
        guard handOff else {
            results.set(index, ContrastMeasurement(run: run, on: canvas, in: space))
            return
        }
        let copy = canvas.cropped(
            to: PixelRect(x: run.maskOrigin.x, y: run.maskOrigin.y, width: run.mask.width, height: run.mask.height))
        let moved = run.moved(by: -run.maskOrigin.x, -run.maskOrigin.y)
        worker.async(group: group) { [self] in
            results.set(index, ContrastMeasurement(run: moved, on: copy, in: space))
            lock.lock()
            waiting -= 1
            lock.unlock()
        }
    }

    /// Every run's measurement (nil where a run drew nothing), once all are done.
    func all() -> [ContrastMeasurement?] {
        group.wait()
        return results.all.map { $0 ?? nil }
    }
}

extension LaidOutRun {
    /// The run with everything it places moved by (`dx`, `dy`): measured on a copy of part of the
    /// canvas, whose top-left corner is the canvas's (−`dx`, −`dy`).
    func moved(by dx: Int, _ dy: Int) -> LaidOutRun {
        func move(_ rect: PixelRect) -> PixelRect {
            PixelRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
        }
        return LaidOutRun(
            index: index, text: text, color: color, highlight: highlight, points: points, weight: weight,
            bounds: move(bounds), lineBoxes: lineBoxes.map(move), mask: mask,
            maskOrigin: (maskOrigin.x + dx, maskOrigin.y + dy),
            colouredDecorations: colouredDecorations.map { ($0.color, $0.mask, ($0.origin.x + dx, $0.origin.y + dy)) },
            fallbackFamilies: fallbackFamilies)
    }
}
