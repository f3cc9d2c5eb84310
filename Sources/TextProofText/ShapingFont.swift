import CFreeType
import CHarfBuzz

/// HarfBuzz on a `FontFace`: owns one `hb_font_t` made with `hb_ft_font_create_referenced`, which
/// holds its own reference to the FreeType face.
public final class ShapingFont {
    public let face: FontFace
    private let handle: OpaquePointer

    public init(face: FontFace) throws(FontError) {
        guard let font = hb_ft_font_create_referenced(face.handle) else {
            throw FontError(path: face.file.path, message: "hb_ft_font_create_referenced returned no font")
        }
        // Unhinted advances, as the outlines are drawn; and pick up the face's variation coordinates.
        hb_ft_font_set_load_flags(font, CFreeType_LOAD_NO_HINTING | CFreeType_LOAD_NO_BITMAP)
        hb_ft_font_changed(font)
        self.face = face
        handle = font
    }

    deinit { hb_font_destroy(handle) }

    /// Whether this font has a glyph for every character of `text` that is not white space, and
    /// for the ellipsis a cut line ends in: a span led by it then never draws from its fallbacks
    /// (a paragraph takes each character from the first font of the span's chain that has it).
    public func drawsAll(of text: String) -> Bool {
        face.hasGlyph(for: 0x2026)
            && text.unicodeScalars.allSatisfy { ParagraphText.isWhiteSpace($0.value) || face.hasGlyph(for: $0.value) }
    }

    /// Shapes `text` as one run with HarfBuzz's default features (kerning, ligatures, marks),
    /// direction, script and language guessed from the text. Positions are in 26.6 pixels.
    public func shape(_ text: String, features: [Feature] = []) -> [ShapedGlyph] {
        let utf8 = Array(text.utf8)
        return shape(utf8: utf8, range: 0..<utf8.count, direction: nil, features: features)
    }

    /// Shapes the UTF-8 bytes `range` of `utf8` (a whole paragraph, so HarfBuzz sees the context
    /// around the item), in `direction` (nil: guessed). Clusters are byte offsets into `utf8`.
    public func shape(utf8: [UInt8], range: Range<Int>, direction: ShapingDirection?, features: [Feature])
        -> [ShapedGlyph]
    {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(
                    buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound), Int32(range.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        if let direction {
            hb_buffer_set_direction(buffer, direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        }
        let settings = features.map(\.setting)
        hb_shape(handle, buffer, settings, UInt32(settings.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { index in
            ShapedGlyph(
                glyph: infos[index].codepoint, cluster: infos[index].cluster,
                xAdvance: Int(positions[index].x_advance), yAdvance: Int(positions[index].y_advance),
                xOffset: Int(positions[index].x_offset), yOffset: Int(positions[index].y_offset))
        }
    }
}

/// One glyph of shaped text. Advances and offsets are 26.6 fixed-point pixels, y up.
public struct ShapedGlyph: Hashable, Sendable {
    public let glyph: UInt32
    /// UTF-8 byte offset of the cluster this glyph belongs to.
    public let cluster: UInt32
    public let xAdvance: Int
    public let yAdvance: Int
    public let xOffset: Int
    public let yOffset: Int
}

public enum ShapingDirection: Sendable {
    case leftToRight
    case rightToLeft
}

/// An OpenType feature setting in HarfBuzz's syntax: `liga=0`, `tnum`, `-kern`, `ss01`, `aalt=2`.
public struct Feature: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    let setting: hb_feature_t

    public init?(_ text: String) {
        // HarfBuzz's parser is lenient ("li ga" reads as "li"): insist on a 1–4 character tag
        // followed by nothing, a value (=…) or a range ([…]).
        let body = text.drop { $0 == "+" || $0 == "-" }
        let tag = body.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        let rest = body.dropFirst(tag.count)
        guard (1...4).contains(tag.count), rest.isEmpty || rest.first == "=" || rest.first == "[",
            !text.contains(where: \.isWhitespace)
        else { return nil }
        var feature = hb_feature_t()
        guard hb_feature_from_string(text, Int32(text.utf8.count), &feature) != 0 else { return nil }
        description = text
        setting = feature
    }

    public static func == (lhs: Feature, rhs: Feature) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
