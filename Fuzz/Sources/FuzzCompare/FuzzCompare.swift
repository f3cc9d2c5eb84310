import Foundation
import FuzzSupport
import TextProof
import TextProofRaster

/// The image comparison on tiny and mismatched images: the first four bytes give two sizes up to
/// 16 × 16, the rest the pixels (repeated as needed); every option the diff has.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count >= 5 else { return 0 }
    let input = UnsafeBufferPointer(start: bytes, count: count)
    func image(_ w: UInt8, _ h: UInt8, offset: Int) -> RGBAImage {
        let width = Int(w % 17), height = Int(h % 17)
        let pixels = (0..<(width * height * 4)).map { input[4 + (offset + $0) % (count - 4)] }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
    let golden = image(input[0], input[1], offset: 0), actual = image(input[2], input[3], offset: 7)
    for options in [
        ComparisonOptions(), ComparisonOptions(metric: .yiq(threshold: 0), includeAntialiasing: true, diffMask: true),
        ComparisonOptions(
            metric: .okLabHyAB(threshold: 0.05), ignoredRegions: [PixelRect(x: -2, y: 1, width: 3, height: 40)]),
    ] {
        _ = try? ImageComparison.compare(golden: golden, actual: actual, options: options, drawDiffImage: true)
    }
    _ = try? ImageComparison.compare(
        golden: golden, actual: actual, options: ComparisonOptions(metric: .perceptual(precision: 0.98)),
        drawDiffImage: true)
    return 0
}

@_cdecl("FuzzCompare_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.main(argc, argv, fuzz)
}
