/// Apple's named colours for one platform: UIKit's (in a `Palette` release) on iOS, AppKit's on
/// macOS, and SwiftUI's styles and colours on both, each resolving per `Appearance`.
public struct SystemColorCatalog: Sendable {
    public let platform: Platform
    /// The UIKit release; AppKit has one table.
    public let palette: Palette
    private let colors: [String: DynamicColor]
    /// Every name of the platform's own table, in table order.
    public let colorNames: [String]

    public init(platform: Platform = .ios, palette: Palette = .default) {
        self.platform = platform
        self.palette = palette
        let table = platform == .ios ? palette.table : AppKitColorTable.colors
        var colors: [String: DynamicColor] = [:]
        var names: [String] = []
        for (name, values) in table {
            var resolved: [Appearance: ColorValue] = [:]
            for (appearance, rgba) in values {
                if let appearance = Appearance(name: appearance) {
                    resolved[appearance] = ColorValue(ColorU8(rgba: rgba))
                }
            }
            if let color = DynamicColor(values: resolved) {
                colors[name] = color
                names.append(name)
            }
        }
        self.colors = colors
        colorNames = names
    }

    /// What reports call this table: `ios26`, `ios18`, `ios13` or `appkit`.
    public var name: String { platform == .ios ? palette.rawValue : "appkit" }

    /// The appearances this table has values for (or falls back for, by Xcode's rules).
    public var supportedAppearances: [Appearance] {
        switch (platform, palette) {
        case (.ios, .ios13): [.light, .dark, .vibrantLight, .vibrantDark]
        case (.ios, _): Appearance.allCases + [.vibrantLight, .vibrantDark]
        case (.macos, _): Appearance.allCases.filter { $0.level == .base } + [.vibrantLight, .vibrantDark]
        }
    }

    /// `appearances: all`: every combination whose colours differ, in a fixed order so file
    /// names stay stable (light-elevated equals light on iOS; macOS has no elevated level).
    public var allAppearances: [Appearance] {
        let base: [Appearance] = [
            .light, .dark, Appearance(colorScheme: .light, contrast: .increased),
            Appearance(colorScheme: .dark, contrast: .increased),
        ]
        guard platform == .ios else { return base }
        return base + [
            Appearance(colorScheme: .dark, level: .elevated),
            Appearance(colorScheme: .dark, contrast: .increased, level: .elevated),
        ]
    }

    /// The colour behind a translucent background: the window's.
    public var windowBackgroundName: String { platform == .ios ? "systemBackground" : "windowBackgroundColor" }

    /// The background a proof gets when its spec names none.
    public var defaultBackgroundName: String { platform == .ios ? "systemBackground" : "textBackgroundColor" }

    /// The colour `name` stands for: the platform's own name (`secondaryLabel`, `labelColor`;
    /// on macOS the `Color` suffix may be left off: `systemBlue`), or a SwiftUI style or colour
    /// (`secondary`, `Color.red`).
    public func color(named name: String) -> DynamicColor? {
        if let color = colors[name] { return color }
        if platform == .macos, let color = colors[name + "Color"] { return color }
        if let alias = SwiftUIColors.target(of: name, on: platform) {
            switch alias {
            case .system(let target): return colors[target]
            case .fixed(let color): return DynamicColor(ColorValue(color))
            }
        }
        return nil
    }

    /// The platform name a SwiftUI name stands for, if `name` is one (`secondary` → `secondaryLabel`).
    public func canonicalName(of name: String) -> String {
        if colors[name] != nil { return name }
        if platform == .macos, colors[name + "Color"] != nil { return name + "Color" }
        if case .system(let target) = SwiftUIColors.target(of: name, on: platform) { return target }
        return name
    }

    /// Names close to `name`, for "did you mean" hints.
    public func suggestions(for name: String) -> [String] {
        NameSuggestions.close(to: name, in: colorNames + SwiftUIColors.names)
    }
}
