/// The comparison of one band of rows: scan, measure each differing pixel, draw the diff image.
///
/// Holds only plain values: bands run at once on several cores, and a shared reference touched
/// per pixel (an options array, the LittleCMS converter) would make them take turns on its
/// reference count.
struct BandComparison: Sendable {
    let first: PixelGrid
    let second: PixelGrid
    let measure: DeltaEMeasure
    let metric: ComparisonOptions.Metric
    /// Pixels over this CIEDE2000 are counted apart (infinity: none asked for).
    let deltaELimit: Double
    let includeAntialiasing: Bool
    let diffMask: Bool
    let diffImageAlpha: Double
    let antialiasingColor: (UInt8, UInt8, UInt8)
    let differenceColor: (UInt8, UInt8, UInt8)
    let darkerDifferenceColor: (UInt8, UInt8, UInt8)
    let overDeltaEColor: (UInt8, UInt8, UInt8)
    /// When set, the diff image is drawn as palette indices, one byte a pixel, not RGBA.
    let indices: DiffImageIndices?
    /// The comparison's ΔE caches, one a band at a time (taken per band, not touched per pixel).
    let caches: DeltaECachePool

    init(
        first: PixelGrid, second: PixelGrid, options: ComparisonOptions, measure: DeltaEMeasure,
        caches: DeltaECachePool = DeltaECachePool(), indices: DiffImageIndices? = nil
    ) {
        self.caches = caches
        self.first = first
        self.second = second
        self.indices = indices
        self.measure = measure
        metric = options.metric
        deltaELimit = options.deltaELimit ?? .infinity
        includeAntialiasing = options.includeAntialiasing
        diffMask = options.diffMask
        diffImageAlpha = options.diffImageAlpha
        antialiasingColor = options.antialiasingColor
        differenceColor = options.differenceColor
        darkerDifferenceColor = options.darkerDifferenceColor ?? options.differenceColor
        overDeltaEColor = options.overDeltaEColor
    }

    /// What a changed pixel is drawn as (the golden's grey, as an unchanged one, for `none`).
    /// `overDeltaE`: over the ΔE limit though the metric did not count it (or took it for
    /// anti-aliasing), so that a failure by colour alone shows where.
    enum Mark: UInt8 {
        case none, antialiasing, difference, darkerDifference, overDeltaE
    }

    /// Compares `rows`, drawing their diff image into `output` (the band's first row, RGBA8 or, with
    /// `indices`, one palette index a pixel; rows `width` pixels apart) when given, and each changed
    /// pixel's mark into `marks` (one byte a pixel of the whole image) when given.
    func run(
        rows: Range<Int>, kernel: ImageComparison.Kernel, into output: UnsafeMutablePointer<UInt8>?,
        marks: UnsafeMutablePointer<UInt8>? = nil
    ) -> Tally {
        var tally = Tally()
        let cache = caches.take()
        defer { caches.give(cache) }
        let width = first.width
        if let output { drawBackground(rows: rows, into: output) }
        // Each row: its changed pixels found, each measured; those over the threshold wait for
        // their anti-aliasing tests, which the vector kernel runs back to back (their rows still in
        // cache); then every changed pixel's mark. One loop a stage, no closure holding its state.
        let changed = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        let waiting = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        let waitingPixels = UnsafeMutablePointer<OverThreshold>.allocate(capacity: width)
        let answers = UnsafeMutablePointer<Int8>.allocate(capacity: width)
        defer {
            changed.deallocate()
            waiting.deallocate()
            waitingPixels.deallocate()
            answers.deallocate()
        }
        let testsNow = includeAntialiasing || kernel == .reference
        for y in rows {
            let row = y * width
            let bandRow = output.map { $0 + (y - rows.lowerBound) * width * bytesPerPixel }
            @inline(__always) func finish(_ mark: Mark, at x: Int) {
                marks?[row + x] = mark.rawValue
                if let bandRow { draw(mark, at: x, in: bandRow) }
            }
            let changes = ChangedPixelScan.indices(
                kernel, first.words + row, second.words + row, count: width, into: changed)
            var count = 0
            for k in 0..<changes {
                let x = Int(changed[k])
                switch measurePixel(index: row + x, tally: &tally, cache: cache) {
                case .finished(let mark): finish(mark, at: x)
                case .overThreshold(let pixel) where testsNow:
                    // Counted anti-aliasing, or the reference kernel: pixelmatch's loop for both images.
                    let antialiased =
                        !includeAntialiasing
                        && (AntialiasingDetector.reference(first, x: x, y: y, first: first, second: second)
                            || AntialiasingDetector.reference(second, x: x, y: y, first: second, second: first))
                    finish(mark(pixel, antialiased: antialiased, tally: &tally), at: x)
                case .overThreshold(let pixel):
                    waiting[count] = Int32(truncatingIfNeeded: x)
                    waitingPixels[count] = pixel
                    count += 1
                }
            }
            guard count > 0 else { continue }
            AntialiasingDetector.vectorInEither(
                row: y, xs: waiting, count: count, first: first, second: second, answers: answers)
            for k in 0..<count {
                let x = Int(waiting[k])
                let antialiased =
                    answers[k] >= 0
                    ? answers[k] == 1 : AntialiasingDetector.inEither(x: x, y: y, first: first, second: second)
                finish(mark(waitingPixels[k], antialiased: antialiased, tally: &tally), at: x)
            }
        }
        return tally
    }

    /// Draws `rows` of the diff image as `run` draws them, from the marks a run of the same images
    /// and options left in `marks`: no pixel is measured again.
    func redraw(rows: Range<Int>, from marks: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) {
        let width = first.width
        drawBackground(rows: rows, into: output)
        for y in rows {
            let row = y * width, bandRow = output + (y - rows.lowerBound) * width * bytesPerPixel
            ChangedPixelScan.simd(first.words + row, second.words + row, count: width) { x in
                draw(Mark(rawValue: marks[row + x]) ?? .none, at: x, in: bandRow)
            }
        }
    }

    private var bytesPerPixel: Int { indices == nil ? 4 : 1 }

    /// Every pixel of `rows` as the golden's grey (or clear, in a mask), as palette indices with `indices`.
    private func drawBackground(rows: Range<Int>, into output: UnsafeMutablePointer<UInt8>) {
        if let indices {
            drawBackgroundIndices(rows: rows, into: output, indices)
        } else {
            drawBackgroundColors(rows: rows, into: output)
        }
    }

    /// pixelmatch draws every pixel under the threshold as the golden's grey (or clear, in a
    /// mask); pixels over it are drawn again by `measurePixel`.
    private func drawBackgroundColors(rows: Range<Int>, into output: UnsafeMutablePointer<UInt8>) {
        let count = rows.count * first.width
        guard !diffMask else {
            output.initialize(repeating: 0, count: count * 4)
            return
        }
        output.withMemoryRebound(to: UInt32.self, capacity: count) { words in
            drawGreys(rows: rows, into: words) { grey in
                let grey = UInt32(grey)
                return UInt32(littleEndian: grey | grey << 8 | grey << 16 | 0xFF00_0000)
            }
        }
    }

    /// `drawBackgroundColors` as palette indices: each grey's index from the table.
    private func drawBackgroundIndices(
        rows: Range<Int>, into output: UnsafeMutablePointer<UInt8>, _ indices: DiffImageIndices
    ) {
        drawGreys(rows: rows, into: output) { indices.greys[Int($0)] }
    }

    /// Each pixel of `rows` as `drawn(grey)`. Eight pixels a step: eight equal to the last one
    /// seen (a background) are one fill; others look their grey up in a cache of the colours
    /// anti-aliased text repeats.
    @inline(__always)
    private func drawGreys<Drawn>(
        rows: Range<Int>, into output: UnsafeMutablePointer<Drawn>, _ drawn: (UInt8) -> Drawn
    ) {
        let count = rows.count * first.width, start = rows.lowerBound * first.width
        let cache = GreyCache(alpha: diffImageAlpha)
        var last = first[start], current = drawn(cache.grey(last))
        @inline(__always) func pixel(_ value: UInt32) -> Drawn {
            if value != last {
                current = drawn(cache.grey(value))
                last = value
            }
            return current
        }
        var offset = 0
        while offset + 8 <= count {
            if first.eightEqual(start + offset, to: last) {
                (output + offset).update(repeating: current, count: 8)
            } else {
                for lane in 0..<8 { output[offset + lane] = pixel(first[start + offset + lane]) }
            }
            offset += 8
        }
        while offset < count {
            output[offset] = pixel(first[start + offset])
            offset += 1
        }
    }

    /// What measuring a changed pixel found: its mark, or that it is over the threshold and its
    /// mark waits on the anti-aliasing test.
    enum Measured {
        case finished(Mark)
        case overThreshold(OverThreshold)
    }

    /// A pixel over the threshold: whether it is also over the ΔE limit, and darker in the actual.
    struct OverThreshold {
        let overLimit: Bool
        let actualIsDarker: Bool
    }

    /// Tallies one changed pixel up to the anti-aliasing test.
    @inline(__always)
    private func measurePixel(index: Int, tally: inout Tally, cache: DeltaECache) -> Measured {
        let p = first[index], q = second[index]
        tally.changed += 1
        // Everything that depends on the pair alone comes from the pair's cache slot.
        let deltaE = cache.lookup(p, q, measure: measure)
        tally.maxChannel = max(tally.maxChannel, deltaE.maxChannel)
        tally.record(deltaE: deltaE.ciede2000, at: index)
        let overLimit = deltaE.ciede2000 > deltaELimit
        if overLimit { tally.overDeltaE += 1 }

        let exceeds: Bool, actualIsDarker: Bool
        switch metric {
        case .yiq(let threshold):
            // Translucent pixels are blended over a backdrop that depends on their place.
            let delta =
                deltaE.yiqSquared.isNaN ? YIQDifference.squared(p, q, offset: index * 4) : deltaE.yiqSquared
            exceeds = abs(delta) > YIQDifference.maximum * threshold * threshold
            actualIsDarker = delta < 0
        case .okLabHyAB(let threshold):
            let delta = OKLabDifference.exceeds(p, q, offset: index * 4, threshold: threshold)
            exceeds = delta != 0
            actualIsDarker = delta < 0
        case .perceptual(let precision):
            exceeds = deltaE.cie94 > (1 - precision) * 100
            actualIsDarker = YIQDifference.brightness(p, q, offset: index * 4) > 0
        }
        guard exceeds else { return .finished(overLimit ? .overDeltaE : .none) }
        return .overThreshold(OverThreshold(overLimit: overLimit, actualIsDarker: actualIsDarker))
    }

    /// Tallies a pixel over the threshold by its anti-aliasing test and says what it is drawn as.
    @inline(__always)
    private func mark(_ pixel: OverThreshold, antialiased: Bool, tally: inout Tally) -> Mark {
        if antialiased {
            tally.antialiased += 1
            if pixel.overLimit { return .overDeltaE }
            // pixelmatch leaves anti-aliasing out of a mask.
            return diffMask ? .none : .antialiasing
        }
        tally.different += 1
        return pixel.actualIsDarker ? .darkerDifference : .difference
    }

    @inline(__always)
    private func draw(_ mark: Mark, at x: Int, in row: UnsafeMutablePointer<UInt8>) {
        if let indices {
            switch mark {
            case .none: return
            case .antialiasing: row[x] = indices.antialiasing
            case .difference: row[x] = indices.difference
            case .darkerDifference: row[x] = indices.darkerDifference
            case .overDeltaE: row[x] = indices.overDeltaE
            }
            return
        }
        let color: (UInt8, UInt8, UInt8)
        switch mark {
        case .none: return
        case .antialiasing: color = antialiasingColor
        case .difference: color = differenceColor
        case .darkerDifference: color = darkerDifferenceColor
        case .overDeltaE: color = overDeltaEColor
        }
        row[x * 4] = color.0
        row[x * 4 + 1] = color.1
        row[x * 4 + 2] = color.2
        row[x * 4 + 3] = 255
    }
}

/// Where each colour of an indexed diff image sits in its palette: every grey pixelmatch can draw
/// (`greys[g]`, 256 entries) and the three marks.
struct DiffImageIndices: @unchecked Sendable {
    let greys: UnsafePointer<UInt8>
    let antialiasing: UInt8
    let difference: UInt8
    let darkerDifference: UInt8
    let overDeltaE: UInt8
}

/// pixelmatch's greys of the colours seen last: anti-aliased text repeats a few hundred colours, and
/// each grey is worked out in `Double`. One band's, on one thread.
final class GreyCache {
    let alpha: Double
    /// 512 slots: the colour in the high 32 bits, 1 << 8 when filled, the grey in the low 8.
    private let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: 512)

    init(alpha: Double) {
        self.alpha = alpha
        slots.initialize(repeating: 0, count: 512)
    }

    deinit { slots.deallocate() }

    @inline(__always)
    func grey(_ pixel: UInt32) -> UInt8 {
        let slot = Int((pixel &* 0x9E37_79B1) >> 23), entry = slots[slot]
        if entry >> 32 == UInt64(pixel), entry & 0x100 != 0 { return UInt8(truncatingIfNeeded: entry) }
        let grey = YIQDifference.grey(pixel, alpha: alpha)
        slots[slot] = UInt64(pixel) << 32 | 0x100 | UInt64(grey)
        return grey
    }
}
