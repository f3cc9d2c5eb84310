/// SwiftUI's hierarchical styles and standard colours, as the platform colours they resolve to.
///
/// `primary` … `quaternary` are the label hierarchy (HierarchicalShapeStyle); `Color.red` and
/// friends are the system tints (UIColor.systemRed / NSColor.systemRed), as Apple's documentation
/// of each says; `Color.black`, `Color.white` and `Color.clear` are fixed.
enum SwiftUIColors {
    enum Target: Equatable {
        case system(String)
        case fixed(ColorU8)
    }

    static let styles = [
        "primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel",
    ]
    static let tints = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray",
    ]
    static let fixed: [String: ColorU8] = [
        "black": .black, "white": .white, "clear": ColorU8(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// Every name a spec may use: `primary`, `Color.primary`, `Color.red`, …
    static var names: [String] {
        styles.keys.sorted()
            + (styles.keys.sorted() + tints + fixed.keys.sorted() + ["accentColor"]).map { "Color." + $0 }
    }

    static func target(of name: String, on platform: Platform) -> Target? {
        let suffix = platform == .macos ? "Color" : ""
        if let label = styles[name] { return .system(label + suffix) }
        guard name.hasPrefix("Color.") else { return nil }
        let member = String(name.dropFirst("Color.".count))
        if let label = styles[member] { return .system(label + suffix) }
        if tints.contains(member) {
            return .system("system" + member.prefix(1).uppercased() + member.dropFirst() + suffix)
        }
        if member == "accentColor" { return .system(platform == .macos ? "controlAccentColor" : "systemBlue") }
        if let color = fixed[member] { return .fixed(color) }
        return nil
    }
}
