import Foundation
import TextProofText

enum Fonts {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fonts")
    static let inter = root.appendingPathComponent("Inter/Inter-roman.var.ttf").path
    static let interItalic = root.appendingPathComponent("Inter/Inter-italic.var.ttf").path
    static let dejaVu = root.appendingPathComponent("DejaVu/DejaVuSans.ttf").path

    /// A font at `pixelSize` (default: its units per em, so 26.6 positions / 64 are font units).
    static func shaping(_ path: String, pixelSize: Double? = nil, weight: FontWeight = .regular) throws -> ShapingFont {
        let library = try FreeTypeLibrary()
        let file = try FontFile(path: path, library: library)
        let probe = try FontFace(file: file, pixelSize: 100, weight: weight, library: library)
        return try ShapingFont(
            face: FontFace(
                file: file, pixelSize: pixelSize ?? Double(probe.unitsPerEm), weight: weight, library: library))
    }
}
