import Foundation
import Testing
import TextProofText

@Suite("Font files")
struct FontFileTests {
    @Test("a mapped font reports the names and metrics its file declares")
    func mappedFont() throws {
        let library = try FreeTypeLibrary()
        // DejaVu Sans Book: head.unitsPerEm 2048, a static upright regular face.
        let dejaVu = try FontFile(path: Fonts.dejaVu, library: library)
        #expect(dejaVu.familyName == "DejaVu Sans" && dejaVu.styleName == "Book")
        #expect(dejaVu.unitsPerEm == 2048 && dejaVu.weightAxis == nil && !dejaVu.isItalic && !dejaVu.isBold)
        // Inter's variable roman: head.unitsPerEm 2816, an fvar wght axis from 100 to 900.
        let inter = try FontFile(path: Fonts.inter, library: library)
        #expect(inter.unitsPerEm == 2816 && inter.weightAxis == 100...900)
        // A face on the mapped bytes, at a weight the axis sets, draws.
        let face = try FontFace(file: inter, pixelSize: 34, weight: .bold, library: library)
        let glyph = try face.render(glyph: 36, subpixelX: 0, subpixelY: 0)
        #expect(glyph.width > 0 && glyph.coverage.contains(255))
    }

    @Test("a family is found whatever its case, spaces, dashes or underscores; a variable font before a static one")
    func familyLookup() throws {
        let catalog = try FontCatalog(directory: Fonts.root.path, library: FreeTypeLibrary())
        func file(_ family: String, _ weight: FontWeight, italic: Bool = false) -> String? {
            catalog.file(family: family, weight: weight, italic: italic).map {
                URL(fileURLWithPath: $0.path).lastPathComponent
            }
        }
        #expect(file("DejaVu Sans", .regular) == "DejaVuSans.ttf")
        #expect(file("dejavu sans", .bold) == "DejaVuSans-Bold.ttf")
        #expect(file("DejaVu-Sans_Mono", .regular) == "DejaVuSansMono.ttf")
        #expect(file("DEJAVUSANSMONO", .heavy) == "DejaVuSansMono-Bold.ttf")
        // Inter's roman and italic are variable (a wght axis): no static file competes.
        #expect(file("Inter", .bold) == "Inter-roman.var.ttf")
        #expect(file("inter", .light, italic: true) == "Inter-italic.var.ttf")
        #expect(file("Inter Display", .regular) == "InterDisplay-roman.var.ttf")
        #expect(file("Helvetica", .regular) == nil)
        #expect(catalog.familyNames == ["DejaVu Sans", "DejaVu Sans Mono", "Inter", "Inter Display"])
    }

    @Test("a missing, empty, unreadable or non-font file is an error naming it")
    func badFiles() throws {
        let library = try FreeTypeLibrary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.ttf").path
        let text = folder.appendingPathComponent("text.ttf").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(FileManager.default.createFile(atPath: text, contents: Data("not a font at all\n".utf8)))
        let cases: [(path: String, message: String)] = [
            (folder.appendingPathComponent("missing.ttf").path, "no such font file, or it cannot be read"),
            (folder.path, "no such font file, or it cannot be read"),
            (empty, "an empty file, not a font"),
            (text, "not a font FreeType can read"),
        ]
        for (path, message) in cases {
            #expect {
                _ = try FontFile(path: path, library: library)
            } throws: { error in
                guard let error = error as? FontError else { return false }
                return error.path == path && error.message.hasPrefix(message)
            }
        }
    }
}
