import TextProofColor
import TextProofText
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A one-line check of two colours, as `textproof contrast FG BG` runs it: each written in any form
/// a spec takes, resolved for an appearance, converted to sRGB through LittleCMS, the foreground
/// composited over the background (and a translucent background over the window behind it) with
/// the compositor's arithmetic, then judged as a proof judges its pixels.
public struct ContrastCheck: Sendable {
    /// What `textproof contrast` reports for one appearance.
    public struct Result: Codable, Sendable, Equatable {
        /// The foreground as given.
        public var foreground: String
        /// The background as given.
        public var background: String
        /// The appearance's name.
        public var appearance: String
        /// The release of the colour tables.
        public var palette: String
        /// The colours resolved, `#RRGGBBAA`.
        public var color: String
        /// The background resolved, `#RRGGBBAA`.
        public var backgroundColor: String
        /// The pixels a proof would measure: text at full coverage and the background.
        public var text: String
        /// The background pixel measured (over the window when translucent).
        public var backgroundPixel: String
        /// The WCAG 2.x ratio of the pixels.
        public var wcag: Double
        /// APCA Lc of the pixels.
        public var apcaLc: Double
        /// The WCAG 2.x level.
        public var level: ContrastLevel
        /// The size judged, in points.
        public var sizePoints: Double
        /// The weight judged.
        public var weight: FontWeight
        /// Whether WCAG counts it as large text.
        public var largeText: Bool
        /// For a result below `required`: the nearest colour that reaches it.
        public var suggestion: ProofReport.Suggestion?
        /// Every standard's verdict: `wcag2`, `apple`, `apca`.
        public var levels: [String: StandardVerdict]
        /// The space the colours were converted to and measured in (`srgb`, `display-p3`).
        public var colorSpace: String = OutputColorSpace.sRGB.rawValue
        /// Which of FG and BG lie outside that space's gamut (clipped to measure them); nil when none.
        public var outOfGamut: [String]?
    }

    /// The text colour.
    public let foreground: ColorReference
    /// The background colour.
    public let background: ColorReference
    /// The text colour as given on the command line.
    public let foregroundText: String
    /// The background as given on the command line.
    public let backgroundText: String
    /// Whose colours names resolve against.
    public let platform: Platform
    /// The release of the colour tables.
    public let palette: Palette

    /// Parses both colours (`secondaryLabel`, `"#3C3C4399"`, `display-p3(1 0 0)`,
    /// `{light: "#B34700", dark: "#FFB340"}`); an error names the argument.
    public init(foreground: String, background: String, platform: Platform = .ios, palette: Palette = .default)
        throws(SpecError)
    {
        let catalog = SystemColorCatalog(platform: platform, palette: palette)
        self.foreground = try Self.parse(foreground, field: "FG", catalog: catalog)
        self.background = try Self.parse(background, field: "BG", catalog: catalog)
        foregroundText = foreground
        backgroundText = background
        self.platform = platform
        self.palette = palette
    }

    static func parse(_ text: String, field: String, catalog: SystemColorCatalog) throws(SpecError) -> ColorReference {
        let parser = SpecParser(file: "<command line>", baseDirectory: ".")
        let trimmed = text.trimmingWhitespace()
        // Quote a plain value so YAML keeps `#` (a comment otherwise); a mapping is read as written.
        let yaml: String
        if trimmed.hasPrefix("{") {
            yaml = trimmed
        } else {
            let quoted = (try? String(data: JSONEncoder().encode(trimmed), encoding: .utf8)) ?? "\"\(trimmed)\""
            yaml = quoted
        }
        let node: YAMLNode
        do {
            guard let composed = try YAMLDocument.compose(yaml) else {
                throw SpecError(file: "<command line>", field: field, message: "is empty")
            }
            node = composed
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError(file: "<command line>", field: field, message: "'\(text)' is not a colour (\(error))")
        }
        do { return try parser.color(node, field: field, catalog: catalog) } catch {
            // A line and column of a one-line argument say nothing.
            var error = error
            error.line = nil
            error.column = nil
            throw error
        }
    }

    /// Judges the pair in `appearance` for text of `points` at `weight`; a suggestion when below `required`.
    /// Colours are converted to `space` and measured there: a Display P3 colour outside sRGB is
    /// measured as it is in `.displayP3`, and in `.sRGB` clipped and listed in `outOfGamut`.
    public func check(
        appearance: Appearance, points: Double = 17, weight: FontWeight = .regular, required: ContrastLevel = .aa,
        space: OutputColorSpace = .sRGB, standard: ContrastStandard = .wcag2
    ) throws(ProofError) -> Result {
        let catalog = SystemColorCatalog(platform: platform, palette: palette)
        let converter: ColorConverter
        do { converter = try ColorConverter(output: space) } catch { throw .colorManagement(error) }
        var outside: [String] = []
        func resolve(_ reference: ColorReference, _ field: String) throws(ProofError) -> ColorU8 {
            guard let value = reference.resolved(for: appearance, in: catalog) else {
                throw .spec(
                    SpecError(
                        file: "<command line>", field: field,
                        message: "'\(reference)' has no value in the \(catalog.name) colours for \(appearance.name)"))
            }
            let converted: ConvertedColor
            do { converted = try converter.convert(value) } catch { throw .colorManagement(error) }
            if converted.outOfGamut, !outside.contains(field) { outside.append(field) }
            return converted.color
        }
        let color = try resolve(foreground, "FG")
        var backgroundColor = try resolve(background, "BG")
        let declaredBackground = backgroundColor
        if !backgroundColor.isOpaque {
            let window = try resolve(.named(catalog.windowBackgroundName), "BG")
            backgroundColor =
                PassingColor.judge(text: backgroundColor, on: window, largeText: false, space: space).textPixel
        }
        let largeText = ContrastLevel.isLargeText(points: points, isBold: weight.isBold)
        let judgement = PassingColor.judge(text: color, on: backgroundColor, largeText: largeText, space: space)
        func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        var result = Result(
            foreground: foregroundText, background: backgroundText, appearance: appearance.name, palette: catalog.name,
            color: color.hexRGBA, backgroundColor: declaredBackground.hexRGBA, text: judgement.textPixel.hexRGB,
            backgroundPixel: judgement.backgroundPixel.hexRGB, wcag: round(judgement.wcag),
            apcaLc: round(judgement.apcaLc),
            level: judgement.level, sizePoints: points, weight: weight, largeText: largeText,
            levels: Dictionary(
                uniqueKeysWithValues: ContrastStandard.allCases.map { standard in
                    (
                        standard.rawValue,
                        StandardVerdict.judge(
                            standard, ratio: judgement.wcag, lc: judgement.apcaLc, points: points,
                            weight: weight.openTypeWeight)
                    )
                }))
        result.colorSpace = space.rawValue
        result.outOfGamut = outside.isEmpty ? nil : outside
        if standard == .apca {
            // APCA's goal: the font lookup's Lc for this size and weight, not a WCAG ratio.
            if let verdict = result.levels[ContrastStandard.apca.rawValue], !verdict.passes, let lc = verdict.requiredLc
            {
                result.suggestion = PassingColor(
                    text: color, background: backgroundColor, largeText: largeText, level: required, space: space,
                    minimumLc: lc
                ).suggestion()
            }
        } else if judgement.level < required {
            result.suggestion = PassingColor(
                text: color, background: backgroundColor, largeText: largeText, level: required, space: space
            ).suggestion()
        }
        return result
    }
}
