import TextProofText

/// `textproof shape`: HarfBuzz's output for a string, in the units and field names `hb-shape
/// --output-format=json --utf8-clusters` uses, so the two can be compared directly.
///
/// Positions are font units (the font is shaped at its units-per-em size, unhinted: hb-shape's
/// default). With a point size they are scaled to points at that size (× size / units per em),
/// unrounded.
public struct ShapeReport: Codable, Sendable {
    /// One glyph as HarfBuzz placed it, in font units.
    public struct Glyph: Codable, Sendable, Equatable {
        /// Glyph id.
        public var g: UInt32
        /// UTF-8 byte offset of the cluster.
        public var cl: UInt32
        /// The glyph's x offset.
        public var dx: Double
        /// The glyph's y offset.
        public var dy: Double
        /// The glyph's x advance.
        public var ax: Double
        /// The glyph's y advance.
        public var ay: Double
    }

    /// The font file used.
    public var font: String
    /// The font's units per em.
    public var unitsPerEm: Int
    /// `font units`, or `points at N`.
    public var units: String
    /// The OpenType features set.
    public var features: [String]
    /// Every glyph, in order.
    public var glyphs: [Glyph]

    /// Shapes `text` in `font` at `pointSize` with `features`, as `hb-shape` would.
    public init(
        text: String, font reference: FontReference, weight: FontWeight = .regular, italic: Bool = false,
        pointSize: Double? = nil, features: [Feature] = [], fonts: FontProvider
    ) throws(FontError) {
        let file = try fonts.fontFile(reference, weight: weight, italic: italic)
        let upem = Double(file.unitsPerEm)
        let shaping = try fonts.font(.file(path: file.path), pixelSize: upem, weight: weight, italic: italic)
        let scale = (pointSize ?? upem) / upem / 64
        font = file.path
        unitsPerEm = file.unitsPerEm
        units = pointSize.map { "points at \($0)" } ?? "font units"
        self.features = features.map(\.description)
        glyphs = shaping.shape(text, features: features).map {
            Glyph(
                g: $0.glyph, cl: $0.cluster, dx: Double($0.xOffset) * scale, dy: Double($0.yOffset) * scale,
                ax: Double($0.xAdvance) * scale, ay: Double($0.yAdvance) * scale)
        }
    }
}
