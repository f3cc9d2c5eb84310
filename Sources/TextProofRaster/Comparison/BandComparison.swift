/// The comparison of one band of rows: scan, measure each differing pixel, draw the diff image.
struct BandComparison: Sendable {
    let first: PixelGrid
    let second: PixelGrid
    let options: ComparisonOptions
    let output: BandPointer<UInt8>?
    let measure: DeltaEMeasure

    func run(rows: Range<Int>, kernel: ImageComparison.Kernel) -> Tally {
        var tally = Tally()
        var cache = DeltaECache()
        let width = first.width
        if let output { drawBackground(rows: rows, into: output.base) }
        for y in rows {
            let row = y * width
            let visit = { (x: Int) in
                measurePixel(x: x, y: y, index: row + x, tally: &tally, cache: &cache)
            }
            switch kernel {
            case .reference: ChangedPixelScan.reference(first.words + row, second.words + row, count: width, visit)
            case .simd: ChangedPixelScan.simd(first.words + row, second.words + row, count: width, visit)
            }
        }
        return tally
    }

    /// pixelmatch draws every pixel under the threshold as the golden's grey (or leaves it clear
    /// in a mask); pixels over it are drawn again by `measurePixel`.
    private func drawBackground(rows: Range<Int>, into output: UnsafeMutablePointer<UInt8>) {
        guard !options.diffMask else { return }
        for index in rows.lowerBound * first.width..<rows.upperBound * first.width {
            let grey = YIQDifference.grey(first.channels(index), alpha: options.diffImageAlpha)
            output[index * 4] = grey
            output[index * 4 + 1] = grey
            output[index * 4 + 2] = grey
            output[index * 4 + 3] = 255
        }
    }

    @inline(__always)
    private func measurePixel(x: Int, y: Int, index: Int, tally: inout Tally, cache: inout DeltaECache) {
        let p = first.channels(index), q = second.channels(index)
        tally.changed += 1
        let channelDifference = (p &- q).replacing(with: q &- p, where: q .> p)
        tally.maxChannel = max(tally.maxChannel, Int(channelDifference.max()))
        let deltaE = cache.lookup(first[index], second[index], measure: measure)
        tally.maxDeltaE2000 = max(tally.maxDeltaE2000, deltaE.ciede2000)

        let exceeds: Bool, actualIsDarker: Bool
        switch options.metric {
        case let .yiq(threshold):
            let delta = YIQDifference.squared(p, q, offset: index * 4)
            exceeds = abs(delta) > YIQDifference.maximum * threshold * threshold
            actualIsDarker = delta < 0
        case let .okLabHyAB(threshold):
            let delta = OKLabDifference.exceeds(p, q, offset: index * 4, threshold: threshold)
            exceeds = delta != 0
            actualIsDarker = delta < 0
        case let .perceptual(precision):
            exceeds = deltaE.cie94 > (1 - precision) * 100
            actualIsDarker = YIQDifference.brightness(p, q, offset: index * 4) > 0
        }
        guard exceeds else { return }

        let excludedAsAntialiasing = !options.includeAntialiasing
            && (AntialiasingDetector.isAntialiased(first, x: x, y: y, first: first, second: second)
                || AntialiasingDetector.isAntialiased(second, x: x, y: y, first: second, second: first))
        if excludedAsAntialiasing {
            tally.antialiased += 1
            if !options.diffMask { draw(options.antialiasingColor, at: index) }
        } else {
            tally.different += 1
            draw(actualIsDarker ? options.darkerDifferenceColor ?? options.differenceColor : options.differenceColor, at: index)
        }
    }

    @inline(__always)
    private func draw(_ color: (UInt8, UInt8, UInt8), at index: Int) {
        guard let output else { return }
        output.base[index * 4] = color.0
        output.base[index * 4 + 1] = color.1
        output.base[index * 4 + 2] = color.2
        output.base[index * 4 + 3] = 255
    }
}
