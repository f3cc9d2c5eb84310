import TextProofColor

/// The SIMD row of `CompositeOverSolidA8Linear`: the reference's integer arithmetic, the same
/// bytes, reached through tables of results (`LinearLightMemo`) instead of transfer functions.
///
/// Sixteen pixels per step; all-zero coverage is skipped. Two loops, each tight for its case:
/// - `flatRun`: the sixteen backdrop pixels are the flat table's opaque colour (text over a solid
///   background: nearly every covered step of a proof), so each pixel is `table[coverage]`, one
///   load and one store, no branch;
/// - `memoRun`: any other backdrop, four pixels at a time through `byCoverage`, until a covered
///   step lies over one opaque colour again.
///
/// Lookups stay scalar: a gather is slower than scalar loads on some CPUs, and Swift cannot ask for
/// one. The text kernel in encoded space does arithmetic on whole vectors instead; here the transfer
/// functions are 256- and 32,768-entry tables, which no vector instruction reads.
struct LinearLightRow {
    let color: ColorU8
    let colorKey: UInt64
    /// The colour's channels decoded to 15-bit linear.
    let red: UInt32, green: UInt32, blue: UInt32
    let opaqueColorBytes: SIMD16<UInt8>
    let isOpaque: Bool
    let tables: CompositeOverSolidA8Linear.Tables
    let weights: UnsafePointer<UInt32>
    let memo: LinearLightMemo

    init(
        _ color: ColorU8, tables: CompositeOverSolidA8Linear.Tables, weights: UnsafePointer<UInt32>,
        memo: LinearLightMemo
    ) {
        self.color = color
        colorKey =
            UInt64(color.red) << 32 | UInt64(color.green) << 40 | UInt64(color.blue) << 48 | UInt64(color.alpha) << 56
        (red, green, blue) = (
            tables.decode15[Int(color.red)], tables.decode15[Int(color.green)], tables.decode15[Int(color.blue)]
        )
        opaqueColorBytes = SIMD16<UInt8>(
            color.red, color.green, color.blue, 255, color.red, color.green, color.blue, 255,
            color.red, color.green, color.blue, 255, color.red, color.green, color.blue, 255)
        isOpaque = color.alpha == 255
        self.tables = tables
        self.weights = weights
        self.memo = memo
    }

    /// New flat tables a row may start. A solid background needs one (kept across rows and calls);
    /// a backdrop that changes every few dozen pixels (a wide gradient) would start one per change
    /// and make every covered pixel a miss, so past this the row stays with the memo.
    static let tableStartsPerRow = 4

    func run(mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int) {
        // The backdrop the current flat table is for, if it holds this colour's results (0: none).
        var (flatBackdrop, table) = memo.currentFlatTable(colorKey: colorKey)
        var startsLeft = Self.tableStartsPerRow
        var index = 0
        while true {
            if flatBackdrop != 0 {
                index =
                    memo.currentFlatTableIsWhole
                    ? flatRun(
                        mask: mask, destination: destination, from: index, count: count, backdrop: flatBackdrop,
                        table: table, whole: true)
                    : flatRun(
                        mask: mask, destination: destination, from: index, count: count, backdrop: flatBackdrop,
                        table: table, whole: false)
            }
            index = memoRun(
                mask: mask, destination: destination, from: index, count: count, flatBackdrop: flatBackdrop,
                anyFlat: startsLeft > 0)
            guard index &+ 16 <= count else { break }
            // memoRun stopped at sixteen pixels over a flat opaque backdrop: a table for it.
            let backdrop = UnsafeRawPointer(destination + index &* 4).load(as: UInt32.self)
            if backdrop != flatBackdrop {
                if let kept = memo.keptFlatTable(colorKey: colorKey, backdrop: backdrop) {
                    table = kept
                } else {
                    table = memo.startFlatTable(colorKey: colorKey, backdrop: backdrop)
                    startsLeft &-= 1
                }
                flatBackdrop = backdrop
            }
        }
        CompositeOverSolidA8Linear.referenceRow(
            color, mask: mask + index, destination: destination + index &* 4, count: count &- index, tables: tables,
            weights: weights)
    }

    /// Sixteen pixels a step while their backdrop is the flat table's; returns where it is not
    /// (or where fewer than sixteen pixels are left). A `whole` table needs no check for entries not
    /// made yet (`whole` is a constant at each call, so this is two loops).
    @inline(__always)
    func flatRun(
        mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, from start: Int, count: Int,
        backdrop: UInt32,
        table: UnsafePointer<UInt32>, whole: Bool
    ) -> Int {
        let flat = SIMD16<UInt32>(repeating: backdrop)
        var index = start
        while index &+ 16 <= count {
            // Sixteen uncovered pixels at once: most of a text mask.
            if UnsafeRawPointer(mask + index).loadUnaligned(as: SIMD4<UInt32>.self).isAllZero {
                index &+= 16
                continue
            }
            let pixels = UnsafeMutableRawPointer(destination + index &* 4)
            guard (pixels.loadUnaligned(as: SIMD16<UInt32>.self) ^ flat).isAllZero else { return index }
            if whole {
                for lane in 0..<16 {
                    pixels.storeBytes(of: table[Int(mask[index &+ lane])], toByteOffset: lane &* 4, as: UInt32.self)
                }
            } else {
                flatStep(mask: mask + index, pixels: pixels, table: table)
            }
            index &+= 16
        }
        return index
    }

    /// Four pixels a step through the memo, until a covered run of sixteen lies over one opaque
    /// colour — the flat table's, or with `anyFlat` any — (returns its start) or fewer than four
    /// pixels are left. The pointers are locals here: read through `self` they would be read again
    /// after every store.
    @inline(never)
    func memoRun(
        mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, from start: Int, count: Int,
        flatBackdrop: UInt32,
        anyFlat: Bool
    ) -> Int {
        let byCoverage = memo.byCoverage
        let decode = tables.decode15, encode = tables.encode15, weights = weights
        let (red, green, blue) = (red, green, blue)
        let opaqueColorBytes = opaqueColorBytes, isOpaque = isOpaque
        var index = start
        while index &+ 4 <= count {
            if index &+ 16 <= count {
                // Sixteen uncovered pixels at once: most of a text mask.
                if UnsafeRawPointer(mask + index).loadUnaligned(as: SIMD4<UInt32>.self).isAllZero {
                    index &+= 16
                    continue
                }
                // Covered, over one opaque colour? The two ends first: cheap, and false on most
                // backdrops that come here.
                let run = UnsafeRawPointer(destination + index &* 4)
                let first = run.load(as: UInt32.self)
                if first >> 24 == 255 && (anyFlat || first == flatBackdrop)
                    && first == run.load(fromByteOffset: 60, as: UInt32.self)
                    && (run.loadUnaligned(as: SIMD16<UInt32>.self) ^ SIMD16(repeating: first)).isAllZero
                {
                    return index
                }
            }
            let word = UnsafeRawPointer(mask + index).loadUnaligned(as: UInt32.self)
            if word == 0 {
                index &+= 4
                continue
            }
            let pixels = UnsafeMutableRawPointer(destination + index &* 4)
            if isOpaque && word == .max {
                pixels.storeBytes(of: opaqueColorBytes, as: SIMD16<UInt8>.self)
                index &+= 4
                continue
            }
            // All four destinations opaque? Four scalar loads (extracting vector lanes by a loop
            // index spills to the stack) and one AND.
            let b0 = pixels.loadUnaligned(as: UInt32.self),
                b1 = pixels.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
            let b2 = pixels.loadUnaligned(fromByteOffset: 8, as: UInt32.self),
                b3 = pixels.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
            if (b0 & b1 & b2 & b3) >> 24 != 255 {
                CompositeOverSolidA8Linear.referenceRow(
                    color, mask: mask + index, destination: destination + index &* 4, count: 4, tables: tables,
                    weights: weights)
                index &+= 4
                continue
            }
            // Zero coverage leaves a pixel; full coverage of an opaque colour was stored above.
            @inline(__always) func one(_ pixel: Int, _ backdrop: UInt32) {
                let m = (word >> (8 * UInt32(pixel))) & 0xFF
                if m == 0 { return }
                let recent = byCoverage[Int(m)]
                if recent >> 32 == UInt64(backdrop) && UInt32(truncatingIfNeeded: recent) != 0 {
                    pixels.storeBytes(of: UInt32(truncatingIfNeeded: recent), toByteOffset: pixel * 4, as: UInt32.self)
                    return
                }
                let value = Self.overOpaque(
                    backdrop, weight: weights[Int(m)], linear: (red, green, blue), decode: decode, encode: encode)
                pixels.storeBytes(of: value, toByteOffset: pixel * 4, as: UInt32.self)
                byCoverage[Int(m)] = UInt64(backdrop) << 32 | UInt64(value)
            }
            one(0, b0)
            one(1, b1)
            one(2, b2)
            one(3, b3)
            index &+= 4
        }
        return index
    }

    /// Sixteen pixels over the flat table's backdrop. Entry 0 is the backdrop itself, so uncovered
    /// pixels need no test. An entry not made yet is 0 (made ones are opaque): the AND of the sixteen
    /// shows whether any was missing, and only then does `completeFlatStep` run.
    @inline(__always)
    func flatStep(mask: UnsafePointer<UInt8>, pixels: UnsafeMutableRawPointer, table: UnsafePointer<UInt32>) {
        var made: UInt32 = .max
        for lane in 0..<16 {
            let value = table[Int(mask[lane])]
            made &= value
            pixels.storeBytes(of: value, toByteOffset: lane &* 4, as: UInt32.self)
        }
        if made < 0xFF00_0000 { completeFlatStep(mask: mask, pixels: pixels) }
    }

    /// Makes the current flat table's missing entries for these sixteen coverages and stores them.
    /// After enough misses on one backdrop (a solid background, not a short run of a gradient) the
    /// whole table is made at once.
    @inline(never)
    func completeFlatStep(mask: UnsafePointer<UInt8>, pixels: UnsafeMutableRawPointer) {
        let (table, key) = memo.currentFlatEntries
        let backdrop = key.pointee.backdrop
        for lane in 0..<16 {
            let m = Int(mask[lane])
            if table[m] == 0 {
                table[m] = Self.overOpaque(
                    backdrop, weight: weights[m], linear: (red, green, blue), decode: tables.decode15,
                    encode: tables.encode15)
                key.pointee.misses &+= 1
            }
            pixels.storeBytes(of: table[m], toByteOffset: lane &* 4, as: UInt32.self)
        }
        if key.pointee.misses >= LinearLightMemo.missesBeforeWholeTable {
            memo.makeWholeFlatTable(
                linearColor: SIMD3(red, green, blue), weights: weights, decode: tables.decode15, encode: tables.encode15
            )
        }
    }

    /// The result over an opaque backdrop pixel, as the reference computes it.
    @inline(__always)
    static func overOpaque(
        _ backdrop: UInt32, weight w: UInt32, linear: (red: UInt32, green: UInt32, blue: UInt32),
        decode: UnsafePointer<UInt32>,
        encode: UnsafePointer<UInt8>
    ) -> UInt32 {
        let inverse = 65536 &- w
        let r = encode[Int((linear.red &* w &+ decode[Int(backdrop & 0xFF)] &* inverse &+ 32768) >> 16)]
        let g = encode[Int((linear.green &* w &+ decode[Int((backdrop >> 8) & 0xFF)] &* inverse &+ 32768) >> 16)]
        let b = encode[Int((linear.blue &* w &+ decode[Int((backdrop >> 16) & 0xFF)] &* inverse &+ 32768) >> 16)]
        return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
    }
}
