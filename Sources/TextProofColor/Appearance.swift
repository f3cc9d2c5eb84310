/// The traits a resolved colour depends on: light or dark, normal or increased contrast, base or
/// elevated level (dark mode's raised surfaces, such as sheets and popovers).
///
/// Names in specs and reports join the non-default traits with hyphens: `light`, `dark`,
/// `dark-increased-contrast`, `dark-elevated`, `dark-increased-contrast-elevated`. `vibrant-light`
/// and `vibrant-dark` draw text the way vibrancy does over a material (plus-darker in light,
/// plus-lighter in dark); their colours resolve as light and dark.
///
/// A `variant` is a design system's own mode beside the traits (Primer's `dark-dimmed`,
/// `light-colorblind`): its own column, named `dark-dimmed`, whose colours come from its tokens
/// and whose system colours resolve as the traits it has (dark).
public struct Appearance: Hashable, Sendable {
    public enum ColorScheme: String, Sendable, CaseIterable { case light, dark }
    public enum Contrast: String, Sendable, CaseIterable { case normal, increased }
    public enum Level: String, Sendable, CaseIterable { case base, elevated }

    public var colorScheme: ColorScheme
    public var contrast: Contrast
    public var level: Level
    /// Text is blended with vibrancy (over a material) rather than composited source-over.
    public var isVibrant: Bool
    /// A design system's mode beside the traits, lower-case words joined by hyphens (`dimmed`,
    /// `tritanopia`); nil for the platform's own appearances.
    public var variant: String?

    public init(
        colorScheme: ColorScheme, contrast: Contrast = .normal, level: Level = .base, isVibrant: Bool = false,
        variant: String? = nil
    ) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.level = level
        self.isVibrant = isVibrant
        self.variant = variant.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The same traits without the variant: what system colours resolve for.
    public var withoutVariant: Appearance {
        var plain = self
        plain.variant = nil
        return plain
    }

    public static let vibrantLight = Appearance(colorScheme: .light, isVibrant: true)
    public static let vibrantDark = Appearance(colorScheme: .dark, isVibrant: true)

    public static let light = Appearance(colorScheme: .light)
    public static let dark = Appearance(colorScheme: .dark)

    /// The set a spec gets when it names none.
    public static let defaultSet: [Appearance] = [.light, .dark]

    public var name: String {
        var parts = isVibrant ? ["vibrant", colorScheme.rawValue] : [colorScheme.rawValue]
        if let variant { parts.append(variant) }
        if contrast == .increased { parts.append("increased-contrast") }
        if level == .elevated { parts.append("elevated") }
        return parts.joined(separator: "-")
    }

    /// Parses a name as `name` writes it, a variant included (`dark-dimmed-increased-contrast`):
    /// how reports are read back. Specs and the command line take `init(name:)`, which has none.
    public init?(reportName name: String) {
        if let plain = Appearance(name: name) {
            self = plain
            return
        }
        let scheme = ColorScheme.allCases.first { name.hasPrefix($0.rawValue + "-") }
        guard let scheme else { return nil }
        var words = name.dropFirst(scheme.rawValue.count + 1).split(separator: "-").map(String.init)
        var level = Level.base, contrast = Contrast.normal
        if words.last == "elevated" {
            level = .elevated
            words.removeLast()
        }
        if words.suffix(2) == ["increased", "contrast"] {
            contrast = .increased
            words.removeLast(2)
        }
        guard !words.isEmpty, words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }) else {
            return nil
        }
        self.init(colorScheme: scheme, contrast: contrast, level: level, variant: words.joined(separator: "-"))
    }

    /// Parses a name as written by `name`: one of the ten it writes for the eight trait
    /// combinations and the two vibrant ones. Looked up, not parsed: a colour table asks this of
    /// every value it holds (about 450 a catalog), and matching prefixes character by character
    /// took a third of a spec's parsing.
    public init?(name: String) {
        guard let appearance = Self.byName[name] else { return nil }
        self = appearance
    }

    private static let byName: [String: Appearance] = Dictionary(
        uniqueKeysWithValues: (allCases + [.vibrantLight, .vibrantDark]).map { ($0.name, $0) })
}

extension Appearance: CaseIterable {
    /// All eight trait combinations, light before dark, normal before increased contrast.
    public static let allCases: [Appearance] = ColorScheme.allCases.flatMap { scheme in
        Contrast.allCases.flatMap { contrast in
            Level.allCases.map { Appearance(colorScheme: scheme, contrast: contrast, level: $0) }
        }
    }
}

extension Appearance: CustomStringConvertible {
    public var description: String { name }
}

extension Appearance: Codable {
    /// Encoded as its name (`light`, `dark-increased-contrast`, `vibrant-dark`, …), as reports spell it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let appearance = Appearance(reportName: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(name)' is not an appearance")
        }
        self = appearance
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
