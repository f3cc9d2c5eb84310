/// The traits a resolved colour depends on: light or dark, normal or increased contrast, base or
/// elevated level (dark mode's raised surfaces, such as sheets and popovers).
///
/// Names in specs and reports join the non-default traits with hyphens: `light`, `dark`,
/// `dark-increased-contrast`, `dark-elevated`, `dark-increased-contrast-elevated`. `vibrant-light`
/// and `vibrant-dark` draw text the way vibrancy does over a material (plus-darker in light,
/// plus-lighter in dark); their colours resolve as light and dark.
public struct Appearance: Hashable, Sendable {
    public enum ColorScheme: String, Sendable, CaseIterable { case light, dark }
    public enum Contrast: String, Sendable, CaseIterable { case normal, increased }
    public enum Level: String, Sendable, CaseIterable { case base, elevated }

    public var colorScheme: ColorScheme
    public var contrast: Contrast
    public var level: Level
    /// Text is blended with vibrancy (over a material) rather than composited source-over.
    public var isVibrant: Bool

    public init(colorScheme: ColorScheme, contrast: Contrast = .normal, level: Level = .base, isVibrant: Bool = false) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.level = level
        self.isVibrant = isVibrant
    }

    public static let vibrantLight = Appearance(colorScheme: .light, isVibrant: true)
    public static let vibrantDark = Appearance(colorScheme: .dark, isVibrant: true)

    public static let light = Appearance(colorScheme: .light)
    public static let dark = Appearance(colorScheme: .dark)

    /// The set a spec gets when it names none.
    public static let defaultSet: [Appearance] = [.light, .dark]

    public var name: String {
        var parts = isVibrant ? ["vibrant", colorScheme.rawValue] : [colorScheme.rawValue]
        if contrast == .increased { parts.append("increased-contrast") }
        if level == .elevated { parts.append("elevated") }
        return parts.joined(separator: "-")
    }

    /// Parses a name as written by `name`.
    public init?(name: String) {
        var rest = Substring(name)
        let isVibrant = rest.hasPrefix("vibrant-")
        if isVibrant { rest = rest.dropFirst("vibrant-".count) }
        guard let scheme = ColorScheme.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else {
            return nil
        }
        rest = rest.dropFirst(scheme.rawValue.count)
        var contrast = Contrast.normal
        if rest.hasPrefix("-increased-contrast") {
            contrast = .increased
            rest = rest.dropFirst("-increased-contrast".count)
        }
        var level = Level.base
        if rest == "-elevated" {
            level = .elevated
            rest = ""
        }
        guard rest.isEmpty, !isVibrant || (contrast == .normal && level == .base) else { return nil }
        self.init(colorScheme: scheme, contrast: contrast, level: level, isVibrant: isVibrant)
    }
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
        guard let appearance = Appearance(name: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(name)' is not an appearance")
        }
        self = appearance
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
