/// The row walk every mask kernel shares: clip the mask at (`x`, `y`) to the surface, then hand
/// each covered row — mask bytes, destination pixels, pixel count — to `body`, in row bands across
/// up to `bands` cores.
enum MaskRows {
    static func forEach(
        _ mask: CoverageMask, atX x: Int, y: Int, in surface: inout Surface, bands: Int,
        _ body: @Sendable (_ mask: UnsafePointer<UInt8>, _ destination: UnsafeMutablePointer<UInt8>, _ count: Int) -> Void
    ) {
        let x0 = max(0, x), x1 = min(surface.width, x + mask.width)
        let y0 = max(0, y), y1 = min(surface.height, y + mask.height)
        guard x0 < x1, y0 < y1 else { return }
        let surfaceStride = surface.stride, maskStride = mask.stride
        mask.bytes.withUnsafeBufferPointer { maskBytes in
            surface.bytes.withUnsafeMutableBufferPointer { surfaceBytes in
                guard let maskBase = maskBytes.baseAddress, let surfaceBase = surfaceBytes.baseAddress else { return }
                let source = ReadPointer(base: maskBase), target = BandPointer(base: surfaceBase)
                RowBands.run(rows: y1 - y0, maximumBands: bands) { band in
                    for row in (y0 + band.lowerBound)..<(y0 + band.upperBound) {
                        body(source.base + (row - y) * maskStride + (x0 - x), target.base + row * surfaceStride + x0 * 4, x1 - x0)
                    }
                }
            }
        }
    }
}
