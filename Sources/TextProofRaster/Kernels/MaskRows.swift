import TextProofPlatform

/// The row walk every mask kernel shares: clip the mask at (`x`, `y`) to the surface, split the
/// covered rows into bands across up to `bands` cores, and hand each band's rows — mask bytes,
/// destination samples, pixel count — to the kernel. A kernel with state per band (a memo, a
/// table) sets it up in `forEachBand`'s closure; the rest use `forEach`.
enum MaskRows {
    static func forEach<Pixels: RowMajorPixels>(
        _ mask: CoverageMask, atX x: Int, y: Int, in pixels: inout Pixels, bands: Int,
        _ body:
            @Sendable (_ mask: UnsafePointer<UInt8>, _ destination: UnsafeMutablePointer<Pixels.Sample>, _ count: Int)
            -> Void
    ) {
        forEachBand(mask, atX: x, y: y, in: &pixels, bands: bands) { band in band.walk(body) }
    }

    static func forEachBand<Pixels: RowMajorPixels>(
        _ mask: CoverageMask, atX x: Int, y: Int, in pixels: inout Pixels, bands: Int,
        _ body: @Sendable (_ band: MaskRowBand<Pixels.Sample>) -> Void
    ) {
        guard
            let clip = PixelRect(x: x, y: y, width: mask.width, height: mask.height).clipped(
                toWidth: pixels.width, height: pixels.height)
        else { return }
        let stride = pixels.stride, maskStride = mask.stride
        mask.bytes.withUnsafeBufferPointer { maskBytes in
            pixels.withUnsafeMutableSamples { samples in
                guard let maskBase = maskBytes.baseAddress else { return }
                let source = ReadPointer(base: maskBase + (clip.y - y) * maskStride + (clip.x - x))
                let target = BandPointer(base: samples + clip.y * stride + clip.x * 4)
                RowBands.run(rows: clip.height, maximumBands: bands) { rows in
                    body(
                        MaskRowBand(
                            mask: source.base, maskStride: maskStride, destination: target.base, stride: stride,
                            rows: rows,
                            count: clip.width))
                }
            }
        }
    }
}

/// One band's rows of a clipped mask over its destination.
struct MaskRowBand<Sample> {
    let mask: UnsafePointer<UInt8>
    let maskStride: Int
    let destination: UnsafeMutablePointer<Sample>
    let stride: Int
    /// Rows counted from the clip's top.
    let rows: Range<Int>
    /// Pixels in each row.
    let count: Int

    @inline(__always)
    func walk(_ body: (_ mask: UnsafePointer<UInt8>, _ destination: UnsafeMutablePointer<Sample>, _ count: Int) -> Void)
    {
        for row in rows { body(mask + row * maskStride, destination + row * stride, count) }
    }
}

/// Pixels in rows: four samples a pixel, rows `stride` samples apart (`Surface`, `Surface16`).
protocol RowMajorPixels {
    associatedtype Sample
    var width: Int { get }
    var height: Int { get }
    var stride: Int { get }
    mutating func withUnsafeMutableSamples<R>(_ body: (UnsafeMutablePointer<Sample>) -> R) -> R
}

extension Surface: RowMajorPixels {
    mutating func withUnsafeMutableSamples<R>(_ body: (UnsafeMutablePointer<UInt8>) -> R) -> R {
        bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}

extension Surface16: RowMajorPixels {
    mutating func withUnsafeMutableSamples<R>(_ body: (UnsafeMutablePointer<UInt16>) -> R) -> R {
        samples.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}
