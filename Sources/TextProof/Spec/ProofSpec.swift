import TextProofColor
import TextProofText

/// What to proof: text runs, their colours and font, and the appearances to render them in.
/// Read from YAML or JSON by `SpecParser`, or built in Swift.
public struct ProofSpec: Sendable {
    /// Output file prefix: images are `NAME-APPEARANCE.png`.
    public var name: String
    public var font: FontReference
    /// Points; runs may override.
    public var size: Double
    public var weight: FontWeight
    /// Pixels per point.
    public var scale: Double
    public var appearances: [Appearance]
    /// nil: the catalog's default, systemBackground on iOS and textBackgroundColor on macOS.
    public var background: ColorReference?
    public var platform: Platform
    public var palette: Palette
    public var colorSpace: OutputColorSpace
    public var runs: [RunSpec]
    /// Where the spec came from, for error messages: its path, or a description.
    public var source: String

    public init(
        name: String, source: String = "<spec>", font: FontReference = .family("Inter"), size: Double = 17, weight: FontWeight = .regular,
        scale: Double = 2, appearances: [Appearance] = Appearance.defaultSet,
        background: ColorReference? = nil, platform: Platform = .ios, palette: Palette = .default,
        colorSpace: OutputColorSpace = .sRGB, runs: [RunSpec]
    ) {
        self.name = name
        self.font = font
        self.size = size
        self.weight = weight
        self.scale = scale
        self.appearances = appearances
        self.background = background
        self.platform = platform
        self.palette = palette
        self.colorSpace = colorSpace
        self.runs = runs
        self.source = source
    }

    /// The system colours names resolve against: the platform's, in the palette's release.
    public var catalog: SystemColorCatalog { SystemColorCatalog(platform: platform, palette: palette) }
}

/// One attributed run, drawn on its own line.
public struct RunSpec: Sendable {
    public var text: String
    /// nil draws opaque black in every appearance, as NSAttributedString does with no
    /// foreground colour — invisible on a dark background, which the proof shows.
    public var color: ColorReference?
    public var size: Double?
    public var weight: FontWeight?
    /// A highlight filling the run's line box, drawn under its text.
    public var background: ColorReference?

    public init(
        text: String, color: ColorReference? = nil, size: Double? = nil, weight: FontWeight? = nil,
        background: ColorReference? = nil
    ) {
        self.text = text
        self.color = color
        self.size = size
        self.weight = weight
        self.background = background
    }
}

/// A font family in the fonts folder, or a font file.
public enum FontReference: Sendable, Hashable, CustomStringConvertible {
    case family(String)
    case file(path: String)

    public var description: String {
        switch self {
        case .family(let name): name
        case .file(let path): path
        }
    }
}

/// A colour as a spec writes it: an Apple name, a value (hex or `display-p3(…)` and the like), or
/// a per-appearance choice of either.
public indirect enum ColorReference: Sendable, Hashable, CustomStringConvertible {
    case named(String)
    case value(ColorValue)
    /// Values per appearance, resolved with `DynamicColor`'s fallback rules (`light` stands for
    /// "any"). Must hold a light value.
    case dynamic([Appearance: ColorReference])

    /// An 8-bit sRGB value.
    public static func fixed(_ color: ColorU8) -> ColorReference { .value(ColorValue(color)) }

    /// The colour in `appearance`, or nil when a name is not in `catalog`.
    public func resolved(for appearance: Appearance, in catalog: SystemColorCatalog) -> ColorValue? {
        switch self {
        case .named(let name):
            return catalog.color(named: name)?.resolved(for: appearance)
        case .value(let value):
            return value
        case .dynamic(let choices):
            var resolved: [Appearance: ColorValue] = [:]
            for (key, reference) in choices {
                guard let color = reference.resolved(for: appearance, in: catalog) else { return nil }
                resolved[key] = color
            }
            return DynamicColor(values: resolved)?.resolved(for: appearance)
        }
    }

    /// The system colour names this reference uses, in any appearance.
    public var names: [String] {
        switch self {
        case .named(let name): [name]
        case .value: []
        case .dynamic(let choices): choices.values.flatMap(\.names)
        }
    }

    public var description: String {
        switch self {
        case .named(let name): name
        case .value(let value): value.specDescription
        case .dynamic(let choices):
            "{" + choices.sorted { $0.key.name < $1.key.name }.map { "\($0.key.name): \($0.value)" }
                .joined(separator: ", ") + "}"
        }
    }
}
