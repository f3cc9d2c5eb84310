/// One line of shaped text in one face: glyphs with their pen positions, ready to rasterize.
public struct TextLine {
    public let face: FontFace
    public let glyphs: [ShapedGlyph]
    /// The pen's travel over the whole line, 26.6 pixels.
    public let advance: Int

    public init(text: String, font: ShapingFont) {
        face = font.face
        glyphs = font.shape(text)
        advance = glyphs.reduce(0) { $0 + $1.xAdvance }
    }

    /// Width in whole pixels, rounded up.
    public var width: Int { (advance + 63) >> 6 }

    /// Renders every glyph and hands it to `draw` with the pixel position of its top-left corner,
    /// relative to a pen that starts at x = 0 on the baseline y = 0 (y down).
    public func rasterize(_ draw: (GlyphImage, _ x: Int, _ y: Int) -> Void) throws(FontError) {
        var penX = 0, penY = 0
        for glyph in glyphs {
            let originX = penX + glyph.xOffset
            let originY = penY + glyph.yOffset
            // Whole pixels by floor (arithmetic shift), the fraction to FreeType as a subpixel shift.
            let image = try face.render(glyph: glyph.glyph, subpixelX: originX & 63, subpixelY: originY & 63)
            if image.width > 0 && image.height > 0 {
                draw(image, (originX >> 6) + image.left, -((originY >> 6) + image.top))
            }
            penX += glyph.xAdvance
            penY += glyph.yAdvance
        }
    }
}
