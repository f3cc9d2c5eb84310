import Foundation
import TextProof
import TextProofColor
import TextProofRaster

/// 4096² proof-like PNG pairs for the end-to-end diff rows: the demo's text on white, the same file
/// copied, the same pixels written again with an sRGB ICC profile (other bytes, same image), and a
/// copy with a tenth of its rows of text recoloured.
enum ImagePairs {
    struct Files {
        let a: String, aCopy: String, aReencoded: String, changed: String
    }

    static func make(in folder: String, textproof: String, fonts: String) throws -> Files {
        let size = 4096
        let mask = try Workloads.textMask(width: size, height: size)
        var page = Surface(width: size, height: size, filledWith: PremultipliedColorU8(ColorU8.white))
        CompositeOverSolidA8.composite(
            PremultipliedColorU8(ColorU8(red: 60, green: 60, blue: 67)), through: mask, atX: 0, y: 0, onto: &page)
        var changed = page
        // A tenth of the rows recoloured: bands of 41 rows every 410.
        for top in stride(from: 0, to: size, by: 410) {
            var band = CoverageMask(width: size, height: 41)
            for y in 0..<41 where top + y < size { for x in 0..<size { band[x, y] = mask[x, top + y] } }
            changed.fillOver(
                PixelRect(x: 0, y: top, width: size, height: min(41, size - top)),
                with: PremultipliedColorU8(ColorU8.white))
            CompositeOverSolidA8.composite(
                PremultipliedColorU8(ColorU8(red: 0, green: 136, blue: 255)), through: band, atX: 0, y: top,
                onto: &changed)
        }
        let files = Files(
            a: folder + "/a.png", aCopy: folder + "/a-copy.png", aReencoded: folder + "/a-icc.png",
            changed: folder + "/b.png")
        try PNGCodec.write(page.unpremultiplied(), to: files.a)
        _ = try? FileManager.default.removeItem(atPath: files.aCopy)
        try FileManager.default.copyItem(atPath: files.a, toPath: files.aCopy)
        try PNGCodec.write(
            page.unpremultiplied(), to: files.aReencoded, iccProfile: try ICCProfile.sRGB().data(), profileName: "sRGB")
        try PNGCodec.write(changed.unpremultiplied(), to: files.changed)
        return files
    }
}
