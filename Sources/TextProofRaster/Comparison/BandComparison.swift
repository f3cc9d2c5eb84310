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

    init(
        first: PixelGrid, second: PixelGrid, options: ComparisonOptions, measure: DeltaEMeasure
    ) {
        self.first = first
        self.second = second
        self.measure = measure
        metric = options.metric
        deltaELimit = options.deltaELimit ?? .infinity
        includeAntialiasing = options.includeAntialiasing
        diffMask = options.diffMask
        diffImageAlpha = options.diffImageAlpha
        antialiasingColor = options.antialiasingColor
        differenceColor = options.differenceColor
        darkerDifferenceColor = options.darkerDifferenceColor ?? options.differenceColor
    }

    /// Compares `rows`, drawing their diff image into `output` (the band's first row, RGBA8, rows
    /// `width` pixels apart) when given.
    func run(rows: Range<Int>, kernel: ImageComparison.Kernel, into output: UnsafeMutablePointer<UInt8>?) -> Tally {
        var tally = Tally()
        let cache = DeltaECache()
        let width = first.width
        if let output { drawBackground(rows: rows, into: output) }
        for y in rows {
            let row = y * width
            let bandRow = output.map { $0 + (y - rows.lowerBound) * width * 4 }
            let visit = { (x: Int) in
                measurePixel(x: x, y: y, index: row + x, tally: &tally, cache: cache, output: bandRow)
            }
            switch kernel {
            case .reference: ChangedPixelScan.reference(first.words + row, second.words + row, count: width, visit)
            case .simd: ChangedPixelScan.simd(first.words + row, second.words + row, count: width, visit)
            }
        }
        return tally
    }

    /// pixelmatch draws every pixel under the threshold as the golden's grey (or clear, in a
    /// mask); pixels over it are drawn again by `measurePixel`. Runs of one colour (a proof's
    /// background) work out their grey once.
    private func drawBackground(rows: Range<Int>, into output: UnsafeMutablePointer<UInt8>) {
        let count = rows.count * first.width
        guard !diffMask else {
            output.initialize(repeating: 0, count: count * 4)
            return
        }
        let start = rows.lowerBound * first.width
        let source = UnsafeRawPointer(first.words + start)
        output.withMemoryRebound(to: UInt32.self, capacity: count) { words in
            let target = UnsafeMutableRawPointer(words)
            var last = first[start] &+ 1, drawn: UInt32 = 0
            // Anti-aliased text repeats a few hundred colours: a small cache of their greys.
            var keys = [UInt32](repeating: 0, count: 512), greys = [UInt32](repeating: 0, count: 512)
            var filled = [Bool](repeating: false, count: 512)
            @inline(__always) func grey(_ pixel: UInt32) -> UInt32 {
                if pixel != last {
                    let slot = Int((pixel &* 0x9E37_79B1) >> 23)
                    if !filled[slot] || keys[slot] != pixel {
                        let grey = UInt32(YIQDifference.grey(pixel, alpha: diffImageAlpha))
                        keys[slot] = pixel
                        greys[slot] = UInt32(littleEndian: grey | grey << 8 | grey << 16 | 0xFF00_0000)
                        filled[slot] = true
                    }
                    drawn = greys[slot]
                    last = pixel
                }
                return drawn
            }
            // Eight pixels a step, as four 64-bit pairs: eight equal to the last one seen (a
            // background) are four stores. (Swift's SIMD8 comparison compiled to a lane loop here.)
            var offset = 0
            while offset + 8 <= count {
                let pair = UInt64(last) | UInt64(last) << 32
                let bytes = offset * 4
                let a = source.loadUnaligned(fromByteOffset: bytes, as: UInt64.self)
                let b = source.loadUnaligned(fromByteOffset: bytes + 8, as: UInt64.self)
                let c = source.loadUnaligned(fromByteOffset: bytes + 16, as: UInt64.self)
                let d = source.loadUnaligned(fromByteOffset: bytes + 24, as: UInt64.self)
                if (a ^ pair) | (b ^ pair) | (c ^ pair) | (d ^ pair) == 0 {
                    let twice = UInt64(drawn) | UInt64(drawn) << 32
                    for step in 0..<4 { target.storeBytes(of: twice, toByteOffset: bytes + step * 8, as: UInt64.self) }
                } else {
                    for lane in 0..<8 { words[offset + lane] = grey(first[start + offset + lane]) }
                }
                offset += 8
            }
            while offset < count {
                words[offset] = grey(first[start + offset])
                offset += 1
            }
        }
    }

    @inline(__always)
    private func measurePixel(
        x: Int, y: Int, index: Int, tally: inout Tally, cache: DeltaECache, output: UnsafeMutablePointer<UInt8>?
    ) {
        let p = first[index], q = second[index]
        tally.changed += 1
        @inline(__always) func channel(_ shift: UInt32) -> Int { abs(Int(p >> shift & 0xFF) &- Int(q >> shift & 0xFF)) }
        tally.maxChannel = max(tally.maxChannel, channel(0), channel(8), channel(16), channel(24))
        let deltaE = cache.lookup(p, q, measure: measure)
        tally.maxDeltaE2000 = max(tally.maxDeltaE2000, deltaE.ciede2000)
        if deltaE.ciede2000 > deltaELimit { tally.overDeltaE += 1 }

        let exceeds: Bool, actualIsDarker: Bool
        switch metric {
        case .yiq(let threshold):
            let delta = YIQDifference.squared(p, q, offset: index * 4)
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
        guard exceeds else { return }

        let excludedAsAntialiasing =
            !includeAntialiasing
            && (AntialiasingDetector.isAntialiased(first, x: x, y: y, first: first, second: second)
                || AntialiasingDetector.isAntialiased(second, x: x, y: y, first: second, second: first))
        if excludedAsAntialiasing {
            tally.antialiased += 1
            if !diffMask { draw(antialiasingColor, at: x, in: output) }
        } else {
            tally.different += 1
            draw(actualIsDarker ? darkerDifferenceColor : differenceColor, at: x, in: output)
        }
    }

    @inline(__always)
    private func draw(_ color: (UInt8, UInt8, UInt8), at x: Int, in row: UnsafeMutablePointer<UInt8>?) {
        guard let row else { return }
        row[x * 4] = color.0
        row[x * 4 + 1] = color.1
        row[x * 4 + 2] = color.2
        row[x * 4 + 3] = 255
    }
}
