import TextProofPlatform

/// An 8-bit coverage mask (A8): 0 is untouched, 255 fully covered. Rows are `stride` bytes apart.
public struct CoverageMask: Sendable {
    public let width: Int
    public let height: Int
    public let stride: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.stride = self.width
        ProcessMemory.prepareThreadHeap(forBytes: self.width * self.height)
        self.bytes = [UInt8](repeating: 0, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { bytes[y * stride + x] }
        set { bytes[y * stride + x] = newValue }
    }

    /// Adds `source` (rows `sourceStride` apart) at (`x`, `y`), saturating at 255 and clipping to
    /// the mask. Abutting glyphs share edge pixels; their coverages add. Rows `source` is too
    /// short to hold add nothing.
    public mutating func accumulate(
        _ source: UnsafeBufferPointer<UInt8>, width sourceWidth: Int, height sourceHeight: Int,
        sourceStride: Int, atX x: Int, y: Int, using implementation: KernelImplementation = .simd
    ) {
        guard
            let clip = PixelRect(x: x, y: y, width: sourceWidth, height: sourceHeight).clipped(
                toWidth: width, height: height)
        else {
            return
        }
        let (x0, x1, y0, y1) = (clip.x, clip.maxX, clip.y, clip.maxY)
        guard let sourceBase = source.baseAddress else { return }
        let stride = stride
        bytes.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            for row in y0..<y1 {
                // Rows are read through a pointer: a row the source does not hold adds nothing.
                let from = (row - y) * sourceStride + (x0 - x)
                guard from >= 0, from + (x1 - x0) <= source.count else { continue }
                MaskAccumulate.row(
                    sourceBase + from, onto: base + row * stride + x0, count: x1 - x0, using: implementation)
            }
        }
    }
}

extension CoverageMask {
    /// Adds the coverage of an axis-aligned rectangle with fractional edges (x0 ≤ x < x1,
    /// y0 ≤ y < y1 in mask pixels): each pixel gets the area it has inside, saturating at 255.
    /// Underlines and strikethroughs are drawn this way.
    public mutating func accumulateRectangle(x0: Double, y0: Double, x1: Double, y1: Double) {
        guard x1 > x0, y1 > y0 else { return }
        let columns = max(0, Int(x0.rounded(.down)))..<min(width, Int(x1.rounded(.up)))
        let rows = max(0, Int(y0.rounded(.down)))..<min(height, Int(y1.rounded(.up)))
        for row in rows {
            let coverY = min(y1, Double(row + 1)) - max(y0, Double(row))
            for column in columns {
                let coverX = min(x1, Double(column + 1)) - max(x0, Double(column))
                let added = Int((coverX * coverY * 255).rounded())
                let index = row * stride + column
                bytes[index] = UInt8(min(255, Int(bytes[index]) + added))
            }
        }
    }
}
