import CComparison

/// Finds the pixels whose 32-bit words differ between two rows: the pass every comparison makes
/// over all pixels, so the one that decides its speed on mostly equal images. Both versions call
/// `visit` with the same indices in the same order; tests hold them equal.
enum ChangedPixelScan {
    /// One pixel at a time.
    @inline(__always)
    static func reference(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, count: Int, _ visit: (Int) -> Void) {
        for index in 0..<count where a[index] != b[index] {
            visit(index)
        }
    }

    /// Sixteen pixels (64 bytes) at a time: XOR the blocks and skip them when the OR of the
    /// result is zero, the common case; look at single pixels only inside blocks that differ.
    @inline(__always)
    static func simd(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, count: Int, _ visit: (Int) -> Void) {
        let rawA = UnsafeRawPointer(a), rawB = UnsafeRawPointer(b)
        var index = 0
        while index + 16 <= count {
            let x = rawA.loadUnaligned(fromByteOffset: index * 4, as: SIMD16<UInt32>.self)
            let y = rawB.loadUnaligned(fromByteOffset: index * 4, as: SIMD16<UInt32>.self)
            let difference = x ^ y
            let half = difference.lowHalf | difference.highHalf
            let quarter = half.lowHalf | half.highHalf
            if !quarter.isAllZero {
                for lane in 0..<16 where difference[lane] != 0 {
                    visit(index + lane)
                }
            }
            index += 16
        }
        while index < count {
            if a[index] != b[index] { visit(index) }
            index += 1
        }
    }

    /// The indices `visit` would be called with, written to `changed` (room for `count`): how
    /// many. A row's work can then run in one loop, with no closure holding its state (a closure
    /// that counted into the row's state cost run-time exclusivity checks on every pixel). The SIMD
    /// kernel takes CComparison's AVX2 scan where the CPU has it (the lanes that differ as the bits
    /// of a mask, which Swift's SIMD types do not give), `simd` elsewhere.
    @inline(__always)
    static func indices(
        _ kernel: ImageComparison.Kernel, _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, count: Int,
        into changed: UnsafeMutablePointer<Int32>
    ) -> Int {
        switch kernel {
        case .reference:
            var found = 0
            reference(a, b, count: count) { index in
                changed[found] = Int32(truncatingIfNeeded: index)
                found &+= 1
            }
            return found
        case .simd:
            let vector = textproof_changed_pixels(a, b, count, changed)
            return vector >= 0 ? vector : swiftIndices(a, b, count: count, into: changed)
        }
    }

    /// `indices` by the Swift SIMD scan, whatever the CPU: the fallback without AVX2, and the
    /// AVX2 scan's reference in tests.
    @inline(__always)
    static func swiftIndices(
        _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, count: Int, into changed: UnsafeMutablePointer<Int32>
    ) -> Int {
        var found = 0
        simd(a, b, count: count) { index in
            changed[found] = Int32(truncatingIfNeeded: index)
            found &+= 1
        }
        return found
    }
}
