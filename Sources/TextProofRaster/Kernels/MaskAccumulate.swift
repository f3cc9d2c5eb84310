/// Adds one coverage row onto another, saturating at 255: `d = min(255, d + s)` — how a run's
/// mask collects its glyphs (abutting glyphs share edge pixels, and their coverages add).
/// `reference` is that formula a byte at a time; `simd` adds sixteen bytes a step (an unsigned
/// saturating add). Identical bytes.
public enum MaskAccumulate {
    public typealias Implementation = KernelImplementation

    public static func row(
        _ source: UnsafePointer<UInt8>, onto destination: UnsafeMutablePointer<UInt8>, count: Int,
        using implementation: Implementation = .simd
    ) {
        switch implementation {
        case .reference: referenceRow(source, onto: destination, count: count)
        case .simd: simdRow(source, onto: destination, count: count)
        }
    }

    public static func referenceRow(
        _ source: UnsafePointer<UInt8>, onto destination: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        for index in 0..<count {
            destination[index] = UInt8(min(255, UInt16(destination[index]) + UInt16(source[index])))
        }
    }

    public static func simdRow(
        _ source: UnsafePointer<UInt8>, onto destination: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(destination)
        var index = 0
        while index + 16 <= count {
            let a = to.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let b = from.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let sum = a &+ b
            // A lane wrapped exactly when its sum came out below an addend.
            to.storeBytes(of: sum.replacing(with: 255, where: sum .< a), toByteOffset: index, as: SIMD16<UInt8>.self)
            index += 16
        }
        referenceRow(source + index, onto: destination + index, count: count - index)
    }
}
