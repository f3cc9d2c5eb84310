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
        // vertical passes read memory in order instead of one short run every row.
        var tiled = [UInt16](repeating: 0, count: strips * stripLanes * height)
        var output = surface
        surface.bytes.withUnsafeBufferPointer { source in
            tiled.withUnsafeMutableBufferPointer { rows in
                guard let sourceBase = source.baseAddress, let rowsBase = rows.baseAddress else { return }
                let from = ReadPointer(base: sourceBase), to = BandPointer(base: rowsBase)
                RowBands.run(rows: height, minimumRows: 16, maximumBands: bands) { band in
                    horizontalRows(from.base, to.base, width: width, height: height, rows: band, radii: radii)
                }
            }
        }
        tiled.withUnsafeBufferPointer { rows in
            output.bytes.withUnsafeMutableBufferPointer { target in
                guard let rowsBase = rows.baseAddress, let targetBase = target.baseAddress else { return }
                let from = ReadPointer(base: rowsBase), to = BandPointer(base: targetBase)
                RowBands.run(rows: strips, minimumRows: 1, maximumBands: bands) { band in
                    for strip in band {
                        let first = strip * stripLanes
                        verticalStrip(
                            from.base + first * height, to.base, lanes: first..<min(lanes, first + stripLanes),
                            rowLanes: lanes,
                            height: height, radii: radii)
                    }
                }
            }
        }
        return output
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
        let pad = radii.reduce(0, +) + 1, padded = 2 * (width + 2 * pad), lanes = width * 4
        let a = UnsafeMutablePointer<SIMD8<UInt16>>.allocate(capacity: padded),
            b = UnsafeMutablePointer<SIMD8<UInt16>>.allocate(capacity: padded)
        let row = UnsafeMutablePointer<UInt16>.allocate(capacity: lanes)
        defer { a.deallocate(); b.deallocate(); row.deallocate() }
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
            let out = UnsafeMutableRawPointer(row), scratch = UnsafeRawPointer(b)
            for member in 0..<min(4, rows.upperBound - group) {
                // Member m's pixel x: the (m mod 2)th half of vector 2x + m / 2.
                let offset = (member / 2) * 16 + (member % 2) * 8
                for x in 0..<width {
                    out.storeBytes(
                        of: scratch.load(fromByteOffset: x * 32 + offset, as: UInt64.self), toByteOffset: x * 8,
                        as: UInt64.self)
                }
                for first in Swift.stride(from: 0, to: lanes, by: stripLanes) {
                    (target + first * height + (group + member) * stripLanes).update(
                        from: row + first, count: min(stripLanes, lanes - first))
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

    // MARK: - Vertical: a strip of columns through three passes, eight lanes at a time.

    /// One strip (`source`: its rows, `stripLanes` apart) through the three vertical passes into
    /// `target`'s `lanes`.
    static func verticalStrip(
        _ source: UnsafePointer<UInt16>, _ target: UnsafeMutablePointer<UInt8>, lanes: Range<Int>, rowLanes: Int,
        height: Int, radii: [Int]
    ) {
        let count = lanes.count, extents = extents(radii, count: height)
        // Buffers hold the widest extent's rows; row y of any pass lives at y − extents[0].lowerBound.
        let rows = extents[0].count, top = extents[0].lowerBound
        let a = UnsafeMutablePointer<UInt16>.allocate(capacity: count * rows),
            b = UnsafeMutablePointer<UInt16>.allocate(capacity: count * rows)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        defer { a.deallocate(); b.deallocate(); sums.deallocate() }
        let image = Columns(base: source, stride: stripLanes, rows: 0..<height)
        let first = Columns(base: a - top * count, stride: count, rows: extents[0])
        let second = Columns(base: b - top * count, stride: count, rows: extents[1])
        runningColumns(image, into: first, lanes: count, radius: radii[0], sums: sums)
        runningColumns(first, into: second, lanes: count, radius: radii[1], sums: sums)
        let third = Columns(base: a - top * count, stride: count, rows: extents[2])
        runningColumns(second, into: third, lanes: count, radius: radii[2], sums: sums)
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
    static func runningColumns(
        _ input: Columns, into output: Columns, lanes: Int, radius: Int, sums: UnsafeMutablePointer<Int32>
    ) {
        let scalarReciprocal = reciprocal(radius: radius)
        let reciprocal = SIMD8<Float>(repeating: scalarReciprocal)
        let vectorLanes = lanes / 8 * 8
        let raw = UnsafeMutableRawPointer(sums)
        @inline(__always) func load(_ pointer: UnsafeMutablePointer<UInt16>, _ lane: Int) -> SIMD8<Int32> {
            SIMD8<Int32>(widening: UnsafeRawPointer(pointer + lane).loadUnaligned(as: SIMD8<UInt16>.self))
        }
        let start = output.rows.lowerBound
        for lane in 0..<lanes { sums[lane] = 0 }
        for y in (start - radius)...(start + radius) {
            let from = input.row(y)
            for lane in 0..<lanes { sums[lane] &+= Int32(from[lane]) }
        }
        for y in output.rows {
            let entering = input.row(y + radius + 1), leaving = input.row(y - radius), out = output.row(y)
            var lane = 0
            while lane < vectorLanes {
                var sum = raw.loadUnaligned(fromByteOffset: lane * 4, as: SIMD8<Int32>.self)
                UnsafeMutableRawPointer(out + lane).storeBytes(
                    of: SIMD8<UInt16>(truncating: normalized(sum, reciprocal: reciprocal)), as: SIMD8<UInt16>.self)
                sum &+= load(entering, lane) &- load(leaving, lane)
                raw.storeBytes(of: sum, toByteOffset: lane * 4, as: SIMD8<Int32>.self)
                lane += 8
            }
            while lane < lanes {
                out[lane] = UInt16(truncatingIfNeeded: normalized(sums[lane], reciprocal: scalarReciprocal))
                sums[lane] &+= Int32(entering[lane]) &- Int32(leaving[lane])
                lane += 1
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
