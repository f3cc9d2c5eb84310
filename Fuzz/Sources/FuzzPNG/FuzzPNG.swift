import Foundation
import FuzzSupport
import TextProof
import TextProofRaster

/// PNG reading: one input as both comparison inputs (the golden diff's reader, at its own depth and
/// with its ICC profile), and as a plain decode.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let golden = FuzzSupport.file("golden.png", data), actual = FuzzSupport.file("actual.png", data)
    _ = try? PNGCodec.read(golden)
    if let (first, second) = try? ComparableImage.pair(golden: golden, actual: actual) {
        _ = try? GoldenComparison.goldenDefault.compare(golden: first, actual: second, drawDiffImage: true)
        // The diff image drawn straight into indexed PNG bands and written, as `textproof diff` does.
        let comparison = GoldenComparison.goldenDefault, bands = comparison.diffImageBands(for: first)
        if (try? comparison.compare(golden: first, actual: second, diffImageInto: bands)) != nil {
            try? bands.write(to: FuzzSupport.file("diff.png", Data()))
        }
    }
    return 0
}

@_cdecl("FuzzPNG_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.main(argc, argv, fuzz)
}
