import Foundation
import TextProof
import TextProofColor
import TextProofRaster

/// Inputs shared by every contender: the same bytes for TextProof's kernels and for pixman.
enum Workloads {
    /// Coverage of real text: the built-in demo's runs, rendered by TextProof and tiled to size
    /// (about three quarters zero, as text at 17 pt is).
    static func textMask(width: Int, height: Int) throws -> CoverageMask {
        let fonts = try FontProvider(fontsDirectory: FontProvider.defaultDirectory())
        let layout = try CanvasLayout(spec: DemoSpec.spec(), fonts: fonts)
        var mask = CoverageMask(width: width, height: height)
        var y = 0
        while y < height {
            for run in layout.runs where y < height {
                for row in 0..<run.mask.height where y < height {
                    for x in 0..<width {
                        mask[x, y] = run.mask[(x + row * 7) % run.mask.width, row]
                    }
                    y += 1
                }
            }
        }
        return mask
    }

    /// A premultiplied image like a composited layer: transparent, opaque and soft-edged regions.
    static func image(width: Int, height: Int) -> Surface {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for y in 0..<height {
            for x in 0..<width {
                // 32×32 blocks: a quarter clear, a quarter opaque, half with graded alpha.
                let block = ((x >> 5) * 7 + (y >> 5) * 13) & 3
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let alpha: UInt8 = block == 0 ? 0 : block == 1 ? 255 : UInt8(truncatingIfNeeded: (x + y) * 3)
                let color = ColorU8(
                    red: UInt8(truncatingIfNeeded: state >> 40), green: UInt8(truncatingIfNeeded: state >> 48),
                    blue: UInt8(truncatingIfNeeded: state >> 56), alpha: alpha)
                let p = PremultipliedColorU8(color)
                let offset = (y * width + x) * 4
                bytes[offset] = p.red
                bytes[offset + 1] = p.green
                bytes[offset + 2] = p.blue
                bytes[offset + 3] = p.alpha
            }
        }
        return Surface(width: width, height: height, premultipliedBytes: bytes)!
    }

    /// systemGroupedBackground (light): an opaque solid, as most proofs' backgrounds are.
    static let backgroundColor = PremultipliedColorU8(ColorU8(red: 242, green: 242, blue: 247))

    static func background(width: Int, height: Int) -> Surface {
        Surface(width: width, height: height, filledWith: backgroundColor)
    }
}
