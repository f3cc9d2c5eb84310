import TextProofPlatform

/// What the linear-light text kernel remembers between pixels and between calls. Every entry holds
/// a result only for its exact key (colour, backdrop pixel, coverage), so using one gives the bytes
/// computing it gives. Memos live in a pool: a row band takes one for the length of a call and gives
/// it back, so each is used by one thread at a time, and its tables serve later calls.
///
/// - `flatTables`: the result for every coverage value over one opaque backdrop pixel. A table is
///   started when sixteen covered pixels in a row lie over one colour, filled entry by entry, and
///   made whole at once (vector arithmetic) when the backdrop proves to be a solid background. Text
///   over a solid background then costs one load and one store per pixel, with no branch.
/// - `byCoverage`: the last result for each coverage value, with its backdrop, for backdrops that
///   are not flat (text over its own earlier output, gradients). It holds one colour's results, so
///   it is cleared for each call.
///
/// Mutable state sits behind pointers: stored properties of a class are checked for exclusive
/// access at run time, on every write.
final class LinearLightMemo: @unchecked Sendable {
    /// What one flat table is for.
    struct FlatTableKey {
        /// The opaque backdrop pixel (0: none; an opaque pixel is never 0).
        var backdrop: UInt32 = 0
        var colorKey: UInt64 = 0
        /// Entries made one at a time since the table was started.
        var misses = 0
        /// Every entry made: lookups need no check.
        var isWhole = false
    }

    /// A few flat tables, so that text over two backgrounds side by side, or whose fully covered
    /// pixels form a second flat backdrop, does not empty one table back and forth.
    static let flatTableCount = 4
    /// Past this many single entries, the backdrop is a solid background and the rest of the table
    /// is worth making at once (256 entries cost about as much as 100 made singly).
    static let missesBeforeWholeTable = 32

    /// `flatTableCount` tables of 256 results, one per coverage 0…255 over the table's backdrop; 0
    /// where not made yet (results are opaque, never 0); entry 0 is the backdrop itself.
    let flatTables: UnsafeMutablePointer<UInt32>
    let flatKeys: UnsafeMutablePointer<FlatTableKey>
    /// The table in use, and the next to replace.
    let flatCursor: UnsafeMutablePointer<(current: Int, next: Int)>
    /// backdrop << 32 | result; 0 is empty (results are opaque, never 0).
    let byCoverage: UnsafeMutablePointer<UInt64>

    init() {
        flatTables = .allocate(capacity: 256 * Self.flatTableCount)
        flatTables.initialize(repeating: 0, count: 256 * Self.flatTableCount)
        flatKeys = .allocate(capacity: Self.flatTableCount)
        flatKeys.initialize(repeating: FlatTableKey(), count: Self.flatTableCount)
        flatCursor = .allocate(capacity: 1)
        flatCursor.initialize(to: (0, 0))
        byCoverage = .allocate(capacity: 256)
        byCoverage.initialize(repeating: 0, count: 256)
    }

    deinit {
        flatTables.deallocate()
        flatKeys.deallocate()
        flatCursor.deallocate()
        byCoverage.deallocate()
    }

    func clearByCoverage() { byCoverage.update(repeating: 0, count: 256) }

    // MARK: Flat tables

    /// The table in use, if it is for this colour: its backdrop (0: none) and entries.
    func currentFlatTable(colorKey: UInt64) -> (backdrop: UInt32, table: UnsafePointer<UInt32>) {
        let current = flatCursor.pointee.current
        return (
            flatKeys[current].colorKey == colorKey ? flatKeys[current].backdrop : 0,
            UnsafePointer(flatTables + current * 256)
        )
    }

    /// Whether the table in use has every entry.
    var currentFlatTableIsWhole: Bool { flatKeys[flatCursor.pointee.current].isWhole }

    /// The table in use, for filling, and its key.
    var currentFlatEntries: (table: UnsafeMutablePointer<UInt32>, key: UnsafeMutablePointer<FlatTableKey>) {
        let current = flatCursor.pointee.current
        return (flatTables + current * 256, flatKeys + current)
    }

    /// Puts a kept table for this colour over `backdrop` in use, if there is one.
    func keptFlatTable(colorKey: UInt64, backdrop: UInt32) -> UnsafePointer<UInt32>? {
        for index in 0..<Self.flatTableCount
        where flatKeys[index].backdrop == backdrop && flatKeys[index].colorKey == colorKey {
            flatCursor.pointee.current = index
            return UnsafePointer(flatTables + index * 256)
        }
        return nil
    }

    /// Puts the next table in turn in use, for this colour over `backdrop`: empty but for entry 0.
    func startFlatTable(colorKey: UInt64, backdrop: UInt32) -> UnsafePointer<UInt32> {
        let index = flatCursor.pointee.next
        flatCursor.pointee = (index, (index + 1) % Self.flatTableCount)
        let table = flatTables + index * 256
        table.update(repeating: 0, count: 256)
        table[0] = backdrop
        flatKeys[index] = FlatTableKey(backdrop: backdrop, colorKey: colorKey)
        return UnsafePointer(table)
    }

    /// Makes every entry of the table in use. Per channel, as the reference computes it:
    ///
    ///     encode((s₁₅ × w + d₁₅ × (65536 − w) + 32768) >> 16),   w = weights[m]
    ///
    /// sixteen coverage values per step; only the 768 encode lookups are scalar.
    func makeWholeFlatTable(
        linearColor: SIMD3<UInt32>, weights: UnsafePointer<UInt32>, decode: UnsafePointer<UInt32>,
        encode: UnsafePointer<UInt8>
    ) {
        let (table, key) = currentFlatEntries
        let backdrop = key.pointee.backdrop
        let d = SIMD3<UInt32>(
            decode[Int(backdrop & 0xFF)], decode[Int((backdrop >> 8) & 0xFF)], decode[Int((backdrop >> 16) & 0xFF)])
        let half = SIMD16<UInt32>(repeating: 32768)
        for start in stride(from: 0, to: 256, by: 16) {
            let w = UnsafeRawPointer(weights + start).loadUnaligned(as: SIMD16<UInt32>.self)
            let inverse = 65536 &- w
            let red = (linearColor.x &* w &+ d.x &* inverse &+ half) &>> 16
            let green = (linearColor.y &* w &+ d.y &* inverse &+ half) &>> 16
            let blue = (linearColor.z &* w &+ d.z &* inverse &+ half) &>> 16
            for lane in 0..<16 {
                table[start + lane] =
                    UInt32(encode[Int(red[lane])]) | UInt32(encode[Int(green[lane])]) << 8
                    | UInt32(encode[Int(blue[lane])]) << 16 | 0xFF00_0000
            }
        }
        key.pointee.isWhole = true
    }

    // MARK: Pool

    private static let pool = LockedState<[LinearLightMemo]>([])

    static func take() -> LinearLightMemo {
        pool.withLock { $0.popLast() } ?? LinearLightMemo()
    }

    static func give(_ memo: LinearLightMemo) {
        pool.withLock { if $0.count < 16 { $0.append(memo) } }
    }
}
