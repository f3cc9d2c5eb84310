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
    // A large image compresses to little (8192² of one colour is 256 KB), and this input is decoded
    // twice, compared, drawn as a diff and written again: that one took 1.1 GB and 55 s under
    // AddressSanitizer, and libFuzzer's RSS is the process's peak, so one such input raises every
    // later figure and counts against the 2 GB limit for the rest of the run. Sizes past the bound
    // are read only by the row reader; over 2²⁸ pixels the decoder refuses before allocating.
    if let pixels = declaredPixels(bytes, count), pixels > maximumPixels, pixels <= 1 << 28 {
        _ = PNGRowReader.rows(0..<4, of: golden, width: 64)
        return 0
    }
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

/// Large enough for every path (bands, 16-bit, several deflate blocks), small enough that an
/// input stays well under a second and a few hundred MB.
let maximumPixels = 1 << 22

/// Width × height from the IHDR chunk a PNG starts with, if the input has one.
func declaredPixels(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int? {
    guard count >= 24, bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52 else { return nil }
    func number(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) } }
    // Each side is up to 2³² − 1: the product can overflow Int (this harness once trapped on it).
    let (pixels, overflow) = number(16).multipliedReportingOverflow(by: number(20))
    return overflow ? .max : pixels
}

@_cdecl("FuzzPNG_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.main(argc, argv, fuzz)
}
