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
    public var background: ColorReference
    public var palette: Palette
    public var runs: [RunSpec]
    /// Where the spec came from, for error messages: its path, or a description.
    public var source: String

    public init(
        name: String, source: String = "<spec>", font: FontReference = .family("Inter"), size: Double = 17, weight: FontWeight = .regular,
        scale: Double = 2, appearances: [Appearance] = Appearance.defaultSet,
        background: ColorReference = .named("systemBackground"), palette: Palette = .default, runs: [RunSpec]
    ) {
        self.name = name
        self.font = font
        self.size = size
        self.weight = weight
        self.scale = scale
        self.appearances = appearances
        self.background = background
        self.palette = palette
        self.runs = runs
        self.source = source
    }
}

/// One attributed run, drawn on its own line.
public struct RunSpec: Sendable {
    public var text: String
    /// nil draws opaque black in every appearance, as NSAttributedString does with no
    /// foreground colour — invisible on a dark background, which the proof shows.
    public var color: ColorReference?
    public var size: Double?
    public var weight: FontWeight?

    public init(text: String, color: ColorReference? = nil, size: Double? = nil, weight: FontWeight? = nil) {
        self.text = text
        self.color = color
        self.size = size
        self.weight = weight
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

/// A colour as a spec writes it: a UIKit name, a hex value, or a per-appearance choice of either.
public indirect enum ColorReference: Sendable, Hashable, CustomStringConvertible {
    case named(String)
    case fixed(ColorU8)
    /// Values per appearance, resolved with `DynamicColor`'s fallback rules (`light` stands for
    /// "any"). Must hold a light value.
    case dynamic([Appearance: ColorReference])

    /// The colour in `appearance`, or nil when a name is not in `palette`.
    public func resolved(for appearance: Appearance, in palette: Palette) -> ColorU8? {
        switch self {
        case .named(let name):
            return palette.color(named: name)?.resolved(for: appearance)
        case .fixed(let color):
            return color
        case .dynamic(let choices):
            var resolved: [Appearance: ColorU8] = [:]
            for (key, reference) in choices {
                guard let color = reference.resolved(for: appearance, in: palette) else { return nil }
                resolved[key] = color
            }
            return DynamicColor(values: resolved)?.resolved(for: appearance)
        }
    }

    public var description: String {
        switch self {
        case .named(let name): name
        case .fixed(let color): color.hexRGBA
        case .dynamic(let choices):
            "{" + choices.sorted { $0.key.name < $1.key.name }.map { "\($0.key.name): \($0.value)" }
                .joined(separator: ", ") + "}"
        }
    }
}
