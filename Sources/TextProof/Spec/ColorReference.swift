import TextProofColor

/// A colour as a spec writes it: an Apple name, a value (hex or `display-p3(…)` and the like), or
/// a per-appearance choice of either.
public indirect enum ColorReference: Sendable, Hashable, CustomStringConvertible {
    /// A system colour (`secondaryLabel`, `labelColor`) resolved per appearance.
    case named(String)
    /// A fixed colour (hex, `display-p3(…)`), the same in every appearance.
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

    /// The colour as the spec writes it.
    public var description: String {
        switch self {
        case .named(let name): name
        case .value(let value): value.specDescription
        case .dynamic(let choices):
            "{"
                + choices.sorted { $0.key.name < $1.key.name }.map { "\($0.key.name): \($0.value)" }
                .joined(separator: ", ") + "}"
        }
    }
}
