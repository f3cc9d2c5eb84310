import TextProofPlatform

/// `CascadedBoxBlur`'s fast path: running sums. A box's window moves one sample by adding the one
/// that enters and subtracting the one that leaves, so each pass costs the same for any width.
/// Work is in eight-lane vectors (256 bits): wider ones split badly in the code the compiler makes.
extension CascadedBoxBlur {
    /// Lanes (channels) in one vertical strip: 16 pixels, so a strip's three passes (two 16-bit
    /// buffers of `height` rows) stay in the L2 cache.
    static let stripLanes = 64

    static func simd(_ surface: Surface, radii: [Int], bands: Int) -> Surface {
        let width = surface.width, height = surface.height, lanes = width * 4
        let strips = (lanes + stripLanes - 1) / stripLanes
        // The horizontal passes' result, strip by strip (each strip's rows contiguous), so the
        // vertical passes read memory in order instead of one short run every row. Neither it nor
        // the output is filled or copied first: every lane is written, and a fill of megabytes was
        // one core's work before the bands could start.
        let tiled = UnsafeMutablePointer<UInt16>.allocate(capacity: strips * stripLanes * height)
        defer { tiled.deallocate() }
        surface.bytes.withUnsafeBufferPointer { source in
            guard let sourceBase = source.baseAddress else { return }
            let from = ReadPointer(base: sourceBase), to = BandPointer(base: tiled)
            RowBands.run(rows: height, minimumRows: 16, maximumBands: bands) { band in
                horizontalRows(from.base, to.base, width: width, height: height, rows: band, radii: radii)
            }
        }
        return Surface(width: width, height: height) { target in
            guard let targetBase = target.baseAddress else { return }
            let from = ReadPointer(base: UnsafePointer(tiled)), to = BandPointer(base: targetBase)
            RowBands.run(rows: strips, minimumRows: 1, maximumBands: bands) { band in
                // A band's two pass buffers serve all its strips (fresh ones for each strip were
                // mapped and faulted in page by page every time).
                let rows = extents(radii, count: height)[0].count
                let a = UnsafeMutablePointer<UInt16>.allocate(capacity: stripLanes * rows),
                    b = UnsafeMutablePointer<UInt16>.allocate(capacity: stripLanes * rows)
                defer { a.deallocate(); b.deallocate() }
                for strip in band {
                    let first = strip * stripLanes
                    verticalStrip(
                        from.base + first * height, to.base, lanes: first..<min(lanes, first + stripLanes),
                        rowLanes: lanes, height: height, radii: radii, scratch: (a, b))
                }
            }
        }
    }

    // MARK: - Horizontal: four rows at a time through three passes in a padded scratch row.

    /// The rows each pass computes: wider than the image by what the later passes still read, so
    /// the edges are extended once, as in the reference.
    static func extents(_ radii: [Int], count: Int) -> [Range<Int>] {
        [(radii[1] + radii[2]), radii[2], 0].map { -$0..<count + $0 }
    }

    /// Rows `rows` of `source` through the three horizontal passes into `target`, strip by strip.
    /// Four rows at a time, interleaved pixel by pixel (two vectors a pixel column: rows 0–1 and
    /// 2–3, RGBA each), so the running sums carry four rows and the work is in full vectors.
    static func horizontalRows(
        _ source: UnsafePointer<UInt8>, _ target: UnsafeMutablePointer<UInt16>, width: Int, height: Int,
        rows: Range<Int>, radii: [Int]
    ) {
        // Rows extended by their edge pixels, `pad` each side: every window of every pass fits.
        let pad = radii.reduce(0, +) + 1, padded = 2 * (width + 2 * pad)
        let a = UnsafeMutablePointer<SIMD8<UInt16>>.allocate(capacity: padded),
            b = UnsafeMutablePointer<SIMD8<UInt16>>.allocate(capacity: padded)
        defer { a.deallocate(); b.deallocate() }
        let extents = extents(radii, count: width)
        let raw = UnsafeRawPointer(source)
        for group in Swift.stride(from: rows.lowerBound, to: rows.upperBound, by: 4) {
            // A short last group repeats its last row; the repeats are not written out.
            let r0 = group * width * 4, r1 = min(group + 1, rows.upperBound - 1) * width * 4
            let r2 = min(group + 2, rows.upperBound - 1) * width * 4,
                r3 = min(group + 3, rows.upperBound - 1) * width * 4
            for x in 0..<width {
                let pair = SIMD2<UInt32>(
                    raw.loadUnaligned(fromByteOffset: r0 + x * 4, as: UInt32.self),
                    raw.loadUnaligned(fromByteOffset: r1 + x * 4, as: UInt32.self))
                let other = SIMD2<UInt32>(
                    raw.loadUnaligned(fromByteOffset: r2 + x * 4, as: UInt32.self),
                    raw.loadUnaligned(fromByteOffset: r3 + x * 4, as: UInt32.self))
                a[2 * (pad + x)] = SIMD8<UInt16>(widening: unsafeBitCast(pair, to: SIMD8<UInt8>.self)) &<< 8
                a[2 * (pad + x) + 1] = SIMD8<UInt16>(widening: unsafeBitCast(other, to: SIMD8<UInt8>.self)) &<< 8
            }
            for index in 0..<pad {
                (a[2 * index], a[2 * index + 1]) = (a[2 * pad], a[2 * pad + 1])
                (a[2 * (pad + width + index)], a[2 * (pad + width + index) + 1]) = (
                    a[2 * (pad + width - 1)], a[2 * (pad + width - 1) + 1]
                )
            }
            runningRows(a + 2 * pad, into: b + 2 * pad, extent: extents[0], radius: radii[0])
            runningRows(b + 2 * pad, into: a + 2 * pad, extent: extents[1], radius: radii[1])
            runningRows(a + 2 * pad, into: b, extent: extents[2], radius: radii[2])
            let scratch = UnsafeRawPointer(b), pixelsPerStrip = stripLanes / 4
            for member in 0..<min(4, rows.upperBound - group) {
                // Member m's pixel x: the (m mod 2)th half of vector 2x + m / 2, stored straight
                // into its strip (16 pixels, 128 bytes, a strip's row).
                let offset = (member / 2) * 16 + (member % 2) * 8
                var x = 0
                while x < width {
                    let out = UnsafeMutableRawPointer(target + x * 4 * height + (group + member) * stripLanes)
                    let end = min(width, x + pixelsPerStrip)
                    for column in x..<end {
                        out.storeBytes(
                            of: scratch.load(fromByteOffset: column &* 32 &+ offset, as: UInt64.self),
                            toByteOffset: (column &- x) &* 8, as: UInt64.self)
                    }
                    x = end
                }
            }
        }
    }

    /// One box along four interleaved rows (two vectors a column): columns x in `extent`, reading
    /// `input` from `extent.lowerBound − radius` to `extent.upperBound + radius`.
    @inline(__always)
    static func runningRows(
        _ input: UnsafePointer<SIMD8<UInt16>>, into output: UnsafeMutablePointer<SIMD8<UInt16>>, extent: Range<Int>,
        radius: Int
    ) {
        let reciprocal = SIMD8<Float>(repeating: reciprocal(radius: radius))
        var low = SIMD8<Int32>(repeating: 0), high = low
        for x in (extent.lowerBound - radius)...(extent.lowerBound + radius) {
            low &+= SIMD8<Int32>(widening: input[2 * x])
            high &+= SIMD8<Int32>(widening: input[2 * x + 1])
        }
        for x in extent {
            output[2 * x] = SIMD8<UInt16>(truncating: normalized(low, reciprocal: reciprocal))
            output[2 * x + 1] = SIMD8<UInt16>(truncating: normalized(high, reciprocal: reciprocal))
            let entering = 2 * (x + radius + 1), leaving = 2 * (x - radius)
            low &+= SIMD8<Int32>(widening: input[entering]) &- SIMD8<Int32>(widening: input[leaving])
            high &+= SIMD8<Int32>(widening: input[entering + 1]) &- SIMD8<Int32>(widening: input[leaving + 1])
        }
    }

    // MARK: - Vertical: a strip of columns through three passes, 32 lanes at a time.

    /// One strip (`source`: its rows, `stripLanes` apart) through the three vertical passes into
    /// `target`'s `lanes`, by way of `scratch`: two buffers of `stripLanes` lanes by the widest
    /// extent's rows (row y of any pass lives at y − extents[0].lowerBound).
    static func verticalStrip(
        _ source: UnsafePointer<UInt16>, _ target: UnsafeMutablePointer<UInt8>, lanes: Range<Int>, rowLanes: Int,
        height: Int, radii: [Int], scratch: (UnsafeMutablePointer<UInt16>, UnsafeMutablePointer<UInt16>)
    ) {
        let count = lanes.count, extents = extents(radii, count: height)
        let top = extents[0].lowerBound
        let (a, b) = scratch
        let image = Columns(base: source, stride: stripLanes, rows: 0..<height)
        let first = Columns(base: a - top * count, stride: count, rows: extents[0])
        let second = Columns(base: b - top * count, stride: count, rows: extents[1])
        runningColumns(image, into: first, lanes: count, radius: radii[0])
        runningColumns(first, into: second, lanes: count, radius: radii[1])
        let third = Columns(base: a - top * count, stride: count, rows: extents[2])
        runningColumns(second, into: third, lanes: count, radius: radii[2])
        for y in 0..<height {
            let from = third.row(y), to = target + y * rowLanes + lanes.lowerBound
            for lane in 0..<count { to[lane] = UInt8(truncatingIfNeeded: (UInt32(from[lane]) + 128) >> 8) }
        }
    }

    /// Rows of a strip: `base` is where row 0 would start; rows outside `rows` read its nearest row.
    struct Columns {
        let base: UnsafeMutablePointer<UInt16>
        let stride: Int
        let rows: Range<Int>

        init(base: UnsafeMutablePointer<UInt16>, stride: Int, rows: Range<Int>) {
            (self.base, self.stride, self.rows) = (base, stride, rows)
        }

        init(base: UnsafePointer<UInt16>, stride: Int, rows: Range<Int>) {
            self.init(base: UnsafeMutablePointer(mutating: base), stride: stride, rows: rows)
        }

        @inline(__always)
        func row(_ y: Int) -> UnsafeMutablePointer<UInt16> {
            base + min(max(y, rows.lowerBound), rows.upperBound - 1) * stride
        }
    }

    /// One box down `lanes` columns, for every row of `output`'s extent.
    static func runningColumns(_ input: Columns, into output: Columns, lanes: Int, radius: Int) {
        let scalarReciprocal = reciprocal(radius: radius)
        let reciprocal = SIMD8<Float>(repeating: scalarReciprocal)
        let vectorLanes = lanes / 8 * 8
        @inline(__always) func load(_ pointer: UnsafeMutablePointer<UInt16>, _ lane: Int) -> SIMD8<Int32> {
            SIMD8<Int32>(widening: UnsafeRawPointer(pointer + lane).loadUnaligned(as: SIMD8<UInt16>.self))
        }
        let start = output.rows.lowerBound
        // Lanes in groups all the way down, their running sums kept in registers: four vectors (32
        // lanes, half a strip's row) a step, then eight lanes a step for what is left.
        @inline(__always) func store(_ sum: SIMD8<Int32>, _ pointer: UnsafeMutablePointer<UInt16>, _ lane: Int) {
            UnsafeMutableRawPointer(pointer + lane).storeBytes(
                of: SIMD8<UInt16>(truncating: normalized(sum, reciprocal: reciprocal)), as: SIMD8<UInt16>.self)
        }
        var lane = 0
        while lane + 32 <= vectorLanes {
            var s0 = SIMD8<Int32>(repeating: 0), s1 = s0, s2 = s0, s3 = s0
            for y in (start - radius)...(start + radius) {
                let from = input.row(y)
                s0 &+= load(from, lane)
                s1 &+= load(from, lane + 8)
                s2 &+= load(from, lane + 16)
                s3 &+= load(from, lane + 24)
            }
            for y in output.rows {
                let out = output.row(y), entering = input.row(y &+ radius &+ 1), leaving = input.row(y &- radius)
                store(s0, out, lane)
                store(s1, out, lane + 8)
                store(s2, out, lane + 16)
                store(s3, out, lane + 24)
                s0 &+= load(entering, lane) &- load(leaving, lane)
                s1 &+= load(entering, lane + 8) &- load(leaving, lane + 8)
                s2 &+= load(entering, lane + 16) &- load(leaving, lane + 16)
                s3 &+= load(entering, lane + 24) &- load(leaving, lane + 24)
            }
            lane += 32
        }
        while lane < vectorLanes {
            var sum = SIMD8<Int32>(repeating: 0)
            for y in (start - radius)...(start + radius) { sum &+= load(input.row(y), lane) }
            for y in output.rows {
                store(sum, output.row(y), lane)
                sum &+= load(input.row(y &+ radius &+ 1), lane) &- load(input.row(y &- radius), lane)
            }
            lane += 8
        }
        for lane in vectorLanes..<lanes {
            var sum: Int32 = 0
            for y in (start - radius)...(start + radius) { sum &+= Int32(input.row(y)[lane]) }
            for y in output.rows {
                output.row(y)[lane] = UInt16(truncatingIfNeeded: normalized(sum, reciprocal: scalarReciprocal))
                sum &+= Int32(input.row(y &+ radius &+ 1)[lane]) &- Int32(input.row(y &- radius)[lane])
            }
        }
    }

    // MARK: - The shared division, in lanes.

    /// `normalized` lane by lane: the same Float operations in the same order.
    @inline(__always)
    static func normalized(_ sum: SIMD8<Int32>, reciprocal: SIMD8<Float>) -> SIMD8<Int32> {
        let f = SIMD8<Float>(
            Float(sum[0]), Float(sum[1]), Float(sum[2]), Float(sum[3]), Float(sum[4]), Float(sum[5]), Float(sum[6]),
            Float(sum[7]))
        return unsafeBitCast(f * reciprocal + roundingBias, to: SIMD8<Int32>.self) &- roundingBiasBits
    }
}
