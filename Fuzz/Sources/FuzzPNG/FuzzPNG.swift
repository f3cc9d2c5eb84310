import Foundation
import FuzzSupport
import TextProof
import TextProofRaster

/// PNG reading: one input as both comparison inputs (the golden diff's reader, at its own depth and
/// with its ICC profile), and as a plain decode written again and read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let golden = FuzzSupport.file("golden.png", data), actual = FuzzSupport.file("actual.png", data)
    // Whatever decodes is written again by TextProof's encoder (RGB, RGBA or 16-bit bands) and must
    // read back as the same pixels: a difference stops the fuzzer here.
    if let decoded = try? PNGCodec.decode(golden) {
        let copy = FuzzSupport.file("copy.png", Data())
        if let wide = decoded.wideSamples {
            if (try? PNGCodec.write(
                samples: wide, width: decoded.image.width, height: decoded.image.height, to: copy)) != nil
            {
                precondition((try? PNGCodec.decode(copy))?.wideSamples == wide, "16-bit round trip changed the pixels")
            }
        } else {
            if (try? PNGCodec.write(decoded.image, to: copy)) != nil {
                precondition((try? PNGCodec.read(copy)) == decoded.image, "round trip changed the pixels")
                // The copy read back band by band, as a sheet reads a written page: the same rows.
                let image = decoded.image, rows = image.height / 3..<image.height
                if !rows.isEmpty, let part = PNGRowReader.rows(rows, of: copy, width: image.width) {
                    precondition(
                        part.pixels[...] == image.pixels[(rows.lowerBound * image.width * 4)...],
                        "rows read band by band differ")
                }
            }
        }
    }
    // The input itself read band by band: another writer's file is declined, never misread.
    _ = PNGRowReader.rows(0..<4, of: golden, width: 64)
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
