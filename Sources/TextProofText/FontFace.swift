import CFreeType

/// A face of a `FontFile` at one pixel size and weight. Owns its `FT_Face`.
///
/// Outlines are loaded unhinted and placed at subpixel offsets (26.6), so glyph shapes and advances
/// are the font's own, scaled — as Core Text draws them.
public final class FontFace {
    public let file: FontFile
    public let pixelSize: Double
    /// The `wght` value in use, nil for a static font.
    public let weight: Double?
    let handle: FT_Face
    let library: FreeTypeLibrary

    /// Ascender and descender (positive below the baseline) in pixels, from the font's hhea metrics.
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double

    public convenience init(file: FontFile, pixelSize: Double, weight: FontWeight, library: FreeTypeLibrary)
        throws(FontError)
    {
        try self.init(
            file: file, pixelSize: pixelSize,
            designWeight: file.weightAxis.map { min(max(weight.openTypeWeight, $0.lowerBound), $0.upperBound) },
            library: library)
    }

    /// `designWeight`: the `wght` axis value of a variable font, nil for a static one.
    private init(file: FontFile, pixelSize: Double, designWeight: Double?, library: FreeTypeLibrary) throws(FontError) {
        self.file = file
        self.pixelSize = pixelSize
        self.library = library
        // FreeType takes the size as a 26.6 integer: a size beyond any canvas (or NaN) is refused
        // here rather than trapping the conversion.
        guard pixelSize > 0, pixelSize <= 100_000 else {
            throw FontError(path: file.path, message: "pixel size \(pixelSize) is not more than 0 and at most 100000")
        }
        handle = try FontFile.openFace(bytes: file.bytes, count: file.byteCount, path: file.path, library: library)
        // FreeType sizes in 26.6 points at 72 dpi: one point is one pixel.
        let sizeStatus = FT_Set_Char_Size(handle, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72)
        guard sizeStatus == 0 else {
            FT_Done_Face(handle)
            throw FontError(path: file.path, call: "FT_Set_Char_Size", code: sizeStatus)
        }
        weight = designWeight
        if let designWeight {
            do { try Self.setWeight(designWeight, on: handle, library: library, path: file.path) } catch {
                FT_Done_Face(handle)
                throw error
            }
        }
        let unitsPerEm = Double(handle.pointee.units_per_EM)
        ascender = Double(handle.pointee.ascender) * pixelSize / unitsPerEm
        descender = -Double(handle.pointee.descender) * pixelSize / unitsPerEm
        lineGap = max(0, Double(handle.pointee.height) * pixelSize / unitsPerEm - ascender - descender)
        cacheKey = "\(file.path)#\(pixelSize)#\(self.weight ?? 0)"
        cacheKeyHash = cacheKey.hashValue
    }

    deinit { FT_Done_Face(handle) }

    /// Another face of the same file, size and weight: it renders the same bytes, and can render on
    /// another thread while this one does (a face renders on one thread at a time). Made on the
    /// thread that owns the library, as every face is.
    public func twin() throws(FontError) -> FontFace {
        try FontFace(file: file, pixelSize: pixelSize, designWeight: weight, library: library)
    }

    /// Identifies this face (file, size, weight) in a shared `GlyphCache`; made once, not per glyph
    /// looked up.
    public let cacheKey: String
    /// `cacheKey.hashValue`, worked out once.
    let cacheKeyHash: Int

    public var unitsPerEm: Int { Int(handle.pointee.units_per_EM) }

    /// Whether the font maps `scalar` to a glyph (not .notdef).
    public func hasGlyph(for scalar: UInt32) -> Bool {
        FT_Get_Char_Index(handle, FT_ULong(scalar)) != 0
    }

    /// Underline and strikethrough placement from the font (post and OS/2 tables), in pixels:
    /// offsets are of the line's centre, positive above the baseline.
    public var decorationMetrics: DecorationMetrics {
        let scale = pixelSize / Double(unitsPerEm)
        let underlineThickness = max(Double(handle.pointee.underline_thickness) * scale, 1)
        var underline = Double(handle.pointee.underline_position) * scale
        if underline == 0 { underline = -descender / 3 }
        var strikeout = ascender / 3, strikeoutThickness = underlineThickness
        if let os2 = FT_Get_Sfnt_Table(handle, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
            os2.pointee.yStrikeoutSize > 0
        {
            strikeout = Double(os2.pointee.yStrikeoutPosition) * scale + Double(os2.pointee.yStrikeoutSize) * scale / 2
            strikeoutThickness = Double(os2.pointee.yStrikeoutSize) * scale
        }
        return DecorationMetrics(
            underlineOffset: underline, underlineThickness: underlineThickness, strikethroughOffset: strikeout,
            strikethroughThickness: strikeoutThickness)
    }

    private static func setWeight(_ value: Double, on face: FT_Face, library: FreeTypeLibrary, path: String)
        throws(FontError)
    {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        let status = FT_Get_MM_Var(face, &master)
        guard status == 0, let master else { throw FontError(path: path, call: "FT_Get_MM_Var", code: status) }
        defer { FT_Done_MM_Var(library.handle, master) }
        var coordinates = (0..<Int(master.pointee.num_axis)).map { index -> FT_Fixed in
            let axis = master.pointee.axis[index]
            return axis.tag == CFreeType_TAG_wght ? FT_Fixed((value * 65536).rounded()) : axis.def
        }
        let setStatus = FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
        guard setStatus == 0 else {
            throw FontError(path: path, call: "FT_Set_Var_Design_Coordinates", code: setStatus)
        }
    }

    /// The anti-aliased coverage of `glyph` with its origin shifted right by `subpixelX`/64 and up by
    /// `subpixelY`/64 of a pixel (each 0…63).
    public func render(glyph: UInt32, subpixelX: Int, subpixelY: Int) throws(FontError) -> GlyphImage {
        var delta = FT_Vector(x: FT_Pos(subpixelX), y: FT_Pos(subpixelY))
        FT_Set_Transform(handle, nil, &delta)
        defer { FT_Set_Transform(handle, nil, nil) }
        let loadStatus = FT_Load_Glyph(handle, glyph, CFreeType_LOAD_NO_HINTING | CFreeType_LOAD_NO_BITMAP)
        guard loadStatus == 0 else {
            throw FontError(path: file.path, call: "FT_Load_Glyph(\(glyph))", code: loadStatus)
        }
        guard let slot = handle.pointee.glyph else {
            throw FontError(path: file.path, message: "FT_Load_Glyph(\(glyph)) left no glyph slot")
        }
        let renderStatus = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
        guard renderStatus == 0 else {
            throw FontError(path: file.path, call: "FT_Render_Glyph(\(glyph))", code: renderStatus)
        }
        return Self.image(
            of: slot.pointee.bitmap, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }
}

extension FontFace {
    /// `glyph` rendered at each of `offsets` (subpixel x and y, 26.6, each 0…63), its outline loaded
    /// once: the same bytes as `render(glyph:subpixelX:subpixelY:)` gives for each offset (both
    /// translate the loaded outline by the offset and hand it to the same rasteriser), at about
    /// two-thirds of the cost when a glyph is drawn at many offsets, as a paragraph's letters are.
    /// Nil when the glyph is not an outline or FreeType fails: render it one offset at a time,
    /// which reports why.
    public func render(glyph: UInt32, at offsets: [(x: Int, y: Int)]) -> [GlyphImage]? {
        FT_Set_Transform(handle, nil, nil)
        guard FT_Load_Glyph(handle, glyph, CFreeType_LOAD_NO_HINTING | CFreeType_LOAD_NO_BITMAP) == 0,
            let slot = handle.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        var loaded: FT_Glyph?
        guard FT_Get_Glyph(slot, &loaded) == 0, let outline = loaded else { return nil }
        defer { FT_Done_Glyph(outline) }
        var images: [GlyphImage] = []
        images.reserveCapacity(offsets.count)
        for offset in offsets {
            // With `destroy` 0, FreeType renders a translated copy and moves the outline back.
            var rendered: FT_Glyph? = outline
            var origin = FT_Vector(x: FT_Pos(offset.x), y: FT_Pos(offset.y))
            guard FT_Glyph_To_Bitmap(&rendered, FT_RENDER_MODE_NORMAL, &origin, 0) == 0, let rendered,
                rendered.pointee.format == FT_GLYPH_FORMAT_BITMAP
            else { return nil }
            defer { FT_Done_Glyph(rendered) }
            let bitmapGlyph = UnsafeMutableRawPointer(rendered).assumingMemoryBound(to: FT_BitmapGlyphRec.self)
            images.append(
                Self.image(
                    of: bitmapGlyph.pointee.bitmap, left: Int(bitmapGlyph.pointee.left),
                    top: Int(bitmapGlyph.pointee.top)))
        }
        return images
    }

    /// A FreeType bitmap's coverage copied into a `GlyphImage`, top row first.
    static func image(of bitmap: FT_Bitmap, left: Int, top: Int) -> GlyphImage {
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        // An empty bitmap (a space) is a plain empty array: making one with no capacity writes a
        // count into the stdlib's shared empty storage, a race when two threads render at once.
        let coverage =
            width * rows == 0
            ? []
            : [UInt8](unsafeUninitializedCapacity: width * rows) { target, count in
                count = target.count
                guard let to = target.baseAddress else { return }
                guard let buffer = bitmap.buffer else {
                    to.initialize(repeating: 0, count: target.count)
                    return
                }
                for row in 0..<rows {
                    // A negative pitch means rows run bottom-up in memory.
                    let source = pitch >= 0 ? buffer + row * pitch : buffer + (rows - 1 - row) * (-pitch)
                    (to + row * width).initialize(from: source, count: width)
                }
            }
        return GlyphImage(width: width, height: rows, left: left, top: top, coverage: coverage)
    }
}

/// Where a face draws underlines and strikethroughs, in pixels (offsets of the line's centre above
/// the baseline; an underline's is negative).
public struct DecorationMetrics: Sendable, Equatable {
    public let underlineOffset: Double
    public let underlineThickness: Double
    public let strikethroughOffset: Double
    public let strikethroughThickness: Double
}

/// A rendered glyph: `coverage` is `width × height` bytes, top row first. Its top-left pixel lies
/// `left` pixels right of the glyph origin and `top` pixels above the baseline.
public struct GlyphImage: Sendable {
    public let width: Int
    public let height: Int
    public let left: Int
    public let top: Int
    public let coverage: [UInt8]
}
