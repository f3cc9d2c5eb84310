import TextProof
import TextProofColor
import TextProofRaster

/// One screenshot's audit: every text line found, its colours and contrast read from the pixels.
/// report.json holds one per image.
public struct AuditedScreenshot: Codable, Sendable, Equatable {
    /// The image's path as given (a folder's images: relative to the current folder when inside it).
    public var image: String
    public var width: Int
    public var height: Int
    /// Pixels per point the sizes were read at (`--scale`, else from the width).
    public var scale: Double
    /// The lines found, top to bottom.
    public var lines: [AuditedLine]

    /// Text lines judged and failing the requirement, not waived.
    public var failures: [AuditedLine] { lines.filter { $0.kind == .text && $0.waiver == nil && !$0.passes } }
    /// Lines whose failure a waiver accepts.
    public var waived: [AuditedLine] { lines.filter { $0.waiver != nil } }
}

/// A line of text in a screenshot, measured.
public struct AuditedLine: Codable, Sendable, Equatable {
    /// What the line is: text, or a shape layout analysis took for a line whose recognition read
    /// nothing (a switch, an icon), reported but not judged.
    public enum Kind: String, Codable, Sendable {
        case text, graphic
    }

    /// The line's box in pixels, tight around its glyphs.
    public var box: PixelRect
    /// Its words' boxes.
    public var words: [PixelRect]
    /// What recognition read (failing lines, or every line with `--recognize all`); nil when not read.
    public var text: String?
    /// Recognition's mean confidence, 0–100.
    public var textConfidence: Int?
    public var kind: Kind
    /// The ink: the most common colour of the glyphs' cores (`#RRGGBB`).
    public var ink: String
    /// The ground: the most common colour around the glyphs, or its median where none dominates.
    public var ground: String
    /// WCAG 2.x ratio and APCA Lc of ink on ground, unrounded.
    public var ratio: Double
    public var lc: Double
    /// The worst strip's ratio and Lc (equal to the line's on a flat ground); the level follows these.
    public var worstRatio: Double
    public var worstLc: Double
    /// The worst strip's colours.
    public var worstInk: String
    public var worstGround: String
    /// Whether the ground varies under the line (gradient, photo, glass).
    public var groundVaries: Bool
    /// The text's size in points, from its height above the baseline and the scale.
    public var points: Double
    /// Whether its strokes are bold (a stroke at least 0.105 of the size).
    public var bold: Bool
    /// WCAG 2's large text: 18 pt, or 14 pt bold.
    public var largeText: Bool
    /// The WCAG 2 level of the worst strip for the size.
    public var level: CellLevel
    /// Each standard's verdict, by name (`wcag2`, `apple`, `apca`).
    public var verdicts: [String: StandardVerdict]
    /// Whether it meets the requirement (graphics always do: they are not judged).
    public var passes: Bool
    /// The reason a waiver accepts its failure.
    public var waiver: String?

    /// The box as messages write it: `x,y w×h`.
    public var boxText: String { "\(box.x),\(box.y) \(box.width)×\(box.height)" }

    /// How the line is named in messages: its text when read, else "line".
    public var label: String { text.map { "“\($0)”" } ?? "line" }
}
