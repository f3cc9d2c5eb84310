import TextProofText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds font files for specs and keeps the faces made from them, so each file is read once and
/// each (file, size, weight) face made once per render job. Not thread-safe: one per job.
public final class FontProvider {
    /// The folder fonts are read from, if one was found.
    public let fontsDirectory: String?
    /// Rendered glyphs, shared with other providers (and threads) that use the same cache.
    public let glyphCache: GlyphCache
    let library: FreeTypeLibrary
    private var catalog: FontCatalog?
    private var filesByPath: [String: FontFile] = [:]
    private var fonts: [FaceKey: ShapingFont] = [:]
    private var twins: [String: FontFace] = [:]

    private struct FaceKey: Hashable {
        let path: String
        let pixelSize: Double
        let weight: FontWeight
    }

    /// A cache every provider shares unless given its own.
    public static let sharedGlyphCache = GlyphCache()

    /// `fontsDirectory` is where `font: Inter` is looked up; see `FontProvider.defaultDirectory()`.
    public init(fontsDirectory: String?, glyphCache: GlyphCache = FontProvider.sharedGlyphCache) throws(FontError) {
        self.fontsDirectory = fontsDirectory
        self.glyphCache = glyphCache
        library = try FreeTypeLibrary()
    }

    /// Where SF switches from Text to Display, InterDisplay takes over from Inter (optical size).
    public static let displayOpticalSize = 20.0

    /// The folder of fonts to use when none is given: `$TEXTPROOF_FONTS`, else `fonts/` in the
    /// working directory, else the fonts TextProof ships with (`packageDirectory()`). The command
    /// line's lookup: a project's own `fonts/` is what its proofs should use.
    public static func defaultDirectory() -> String? {
        if let fromEnvironment = environmentDirectory() { return fromEnvironment }
        let local = FileManager.default.currentDirectoryPath + "/fonts"
        return isDirectory(local) ? local : packageDirectory()
    }

    /// The fonts golden tests use when they name none: `$TEXTPROOF_FONTS`, else TextProof's own.
    /// Never the working directory's `fonts/`: an app repository often has one, and a test's
    /// goldens must not change with the folder `swift test` runs in.
    public static func testDirectory() -> String? {
        environmentDirectory() ?? packageDirectory()
    }

    /// The `fonts/` folder of the TextProof checkout this code was built from (Inter, Inter Display,
    /// DejaVu Sans and DejaVu Sans Mono, with their licences); nil when that checkout is gone.
    public static func packageDirectory() -> String? {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../fonts").standardizedFileURL.path
        return isDirectory(path) ? path : nil
    }

    private static func environmentDirectory() -> String? {
        guard let value = ProcessInfo.processInfo.environment["TEXTPROOF_FONTS"], !value.isEmpty else { return nil }
        return value
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    /// A shaping font for `reference` at `pixelSize` and `weight`; `points` picks the optical size
    /// (Inter below 20 pt, Inter Display from 20 pt, as SF Text and SF Display).
    public func font(
        _ reference: FontReference, pixelSize: Double, weight: FontWeight, italic: Bool = false, points: Double? = nil
    ) throws(FontError) -> ShapingFont {
        var reference = reference
        if case .family(let family) = reference, FontCatalog.normalized(family) == "inter",
            (points ?? 0) >= Self.displayOpticalSize,
            (try? fontCatalog().file(family: "Inter Display", weight: weight, italic: italic)) != nil
        {
            reference = .family("Inter Display")
        }
        let file = try fontFile(reference, weight: weight, italic: italic)
        let key = FaceKey(path: file.path, pixelSize: pixelSize, weight: weight)
        if let font = fonts[key] { return font }
        let face = try FontFace(file: file, pixelSize: pixelSize, weight: weight, library: library)
        let font = try ShapingFont(face: face)
        fonts[key] = font
        return font
    }

    /// A second face for `face` (see `FontFace.twin`), made once: glyphs render on two cores.
    func twin(of face: FontFace) throws(FontError) -> FontFace {
        if let twin = twins[face.cacheKey] { return twin }
        let twin = try face.twin()
        twins[face.cacheKey] = twin
        return twin
    }

    /// The font file for `reference` at `weight` (and `italic`): a family in the fonts folder, or a file path; an error names what is missing and what is there.
    public func fontFile(_ reference: FontReference, weight: FontWeight, italic: Bool = false) throws(FontError)
        -> FontFile
    {
        switch reference {
        case .file(let path):
            if let file = filesByPath[path] { return file }
            let file = try FontFile(path: path, library: library)
            filesByPath[path] = file
            return file
        case .family(let family):
            let catalog = try fontCatalog()
            guard let file = catalog.file(family: family, weight: weight, italic: italic) else {
                // The folder as a full path: "fonts" alone does not say which working directory.
                throw FontError(
                    path: catalog.directory.hasPrefix("/")
                        ? catalog.directory : FileManager.default.currentDirectoryPath + "/" + catalog.directory,
                    message:
                        "no font family '\(family)' here (available: \(catalog.familyNames.joined(separator: ", ")))")
            }
            return file
        }
    }

    private func fontCatalog() throws(FontError) -> FontCatalog {
        if let catalog { return catalog }
        guard let directory = fontsDirectory else {
            throw FontError(path: "fonts", message: "no fonts folder found: pass --fonts DIR or set TEXTPROOF_FONTS")
        }
        let catalog = try FontCatalog(directory: directory, library: library)
        self.catalog = catalog
        return catalog
    }
}
