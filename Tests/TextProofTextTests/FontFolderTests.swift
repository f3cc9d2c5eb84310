import Foundation
import TestScratch
import Testing

@testable import TextProofText

@Suite("Font folders")
struct FontFolderTests {
    @Test(
        "a folder's fonts: .ttf and .otf in any case, through subfolders but not links to folders; a missing folder is nil"
    )
    func fontPaths() throws {
        let folder = TestScratch.folder("font-folder")
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/Family/Sub", withIntermediateDirectories: true)
        for file in [
            "A.ttf", "Family/B.OTF", "Family/Sub/C.TtF", "Family/notes.txt", "Family/D.ttf.bak", ".hidden.ttf",
        ] {
            #expect(manager.createFile(atPath: folder + "/" + file, contents: Data()))
        }
        // A link to a font is a font; a link back up to the folder is not walked (it would loop).
        try manager.createSymbolicLink(atPath: folder + "/Linked.ttf", withDestinationPath: folder + "/A.ttf")
        try manager.createSymbolicLink(atPath: folder + "/Family/Up", withDestinationPath: folder)
        let expected = ["A.ttf", "Family/B.OTF", "Family/Sub/C.TtF", ".hidden.ttf", "Linked.ttf"].map {
            folder + "/" + $0
        }
        #expect(FontCatalog.fontPaths(in: folder)?.sorted() == expected.sorted())
        // A trailing slash gives the same paths, not doubled slashes.
        #expect(FontCatalog.fontPaths(in: folder + "/")?.sorted() == expected.sorted())
        #expect(FontCatalog.fontPaths(in: folder + "/missing") == nil)
        #expect(FontCatalog.fontPaths(in: folder + "/A.ttf") == nil)
    }

    @Test("the project's fonts folder: its eight fonts, each family found")
    func projectFonts() throws {
        let catalog = try FontCatalog(directory: Fonts.root.path, library: FreeTypeLibrary())
        #expect(catalog.files.count == 8)
        #expect(catalog.familyNames == ["DejaVu Sans", "DejaVu Sans Mono", "Inter", "Inter Display"])
        #expect(
            catalog.file(family: "dejavu sans", weight: .bold)?.path.hasSuffix("DejaVu/DejaVuSans-Bold.ttf") == true)
    }
}
