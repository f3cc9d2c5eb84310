import Foundation

/// The physical limit for a kernel: a plain streaming pass that reads and writes exactly the bytes
/// the kernel must touch — `readOnly` bytes read (a mask or a source image) and `readWrite` bytes
/// read and written back (the destination) — with no arithmetic to speak of.
final class StreamingPass: @unchecked Sendable {  // threads touch disjoint blocks
    let readOnly: UnsafeMutableRawPointer
    let readWrite: UnsafeMutableRawPointer
    let readOnlyCount: Int
    let readWriteCount: Int

    init(readOnly: Int, readWrite: Int) {
        readOnlyCount = readOnly
        readWriteCount = readWrite
        self.readOnly = UnsafeMutableRawPointer.allocate(byteCount: max(readOnly, 64), alignment: 64)
        self.readWrite = UnsafeMutableRawPointer.allocate(byteCount: max(readWrite, 64), alignment: 64)
        self.readOnly.initializeMemory(as: UInt8.self, repeating: 1, count: max(readOnly, 64))
        self.readWrite.initializeMemory(as: UInt8.self, repeating: 2, count: max(readWrite, 64))
    }

    deinit {
        readOnly.deallocate()
        readWrite.deallocate()
    }

    var bytesMoved: Int { readOnlyCount + 2 * readWriteCount }

    /// One pass: each 64-byte block of the read-write buffer is loaded, mixed with the read-only
    /// bytes that go with it (by a mask the optimiser cannot see is zero) and stored.
    func run(mask: SIMD16<UInt8>) {
        run(mask: mask, blocks: 0..<readWriteCount / 64)
    }

    /// The same pass split over `threads` threads, each taking a contiguous part: the limit for
    /// kernels that run on every core.
    func run(mask: SIMD16<UInt8>, threads: Int) {
        let blocks = readWriteCount / 64
        DispatchQueue.concurrentPerform(iterations: threads) { part in
            run(mask: mask, blocks: blocks * part / threads..<blocks * (part + 1) / threads)
        }
    }

    private func run(mask: SIMD16<UInt8>, blocks: Range<Int>) {
        // Read-only bytes per 64 read-write bytes: 16 for a mask, 64 for a source image, 0 for a fill.
        let step = readOnlyCount == 0 ? 0 : 64 * readOnlyCount / readWriteCount
        var readOffset = blocks.lowerBound * step
        var offset = blocks.lowerBound * 64
        let end = blocks.upperBound * 64
        while offset + 64 <= end {
            var extra = SIMD16<UInt8>()
            var lane = 0
            while lane < step {
                extra |= readOnly.loadUnaligned(fromByteOffset: readOffset + lane, as: SIMD16<UInt8>.self)
                lane += 16
            }
            extra &= mask
            for part in Swift.stride(from: 0, to: 64, by: 16) {
                let value = readWrite.loadUnaligned(fromByteOffset: offset + part, as: SIMD16<UInt8>.self) | extra
                readWrite.storeBytes(of: value, toByteOffset: offset + part, as: SIMD16<UInt8>.self)
            }
            offset += 64
            readOffset += step
        }
    }
}

/// memcpy's rate on this machine, GB/s, for buffers of `bytes`.
func memcpyRate(bytes: Int) -> Double {
    let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    let target = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer {
        source.deallocate()
        target.deallocate()
    }
    source.initializeMemory(as: UInt8.self, repeating: 3, count: bytes)
    target.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    let seconds = Measurement.compare(
        [Contender(name: "memcpy") { memcpy(target, source, bytes) }], rounds: 5, minimum: 0.05)["memcpy"]!
    return Double(2 * bytes) / seconds / 1e9
}
