/// Apple's font weight scale (UIFont.Weight / Font.Weight), with the OpenType `wght` value each
/// maps to, as SF Pro's instances do: ultraLight 100 … black 900.
public enum FontWeight: String, Sendable, CaseIterable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public var openTypeWeight: Double {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// Bold or heavier: what WCAG's "14 pt bold" large-text rule counts as bold.
    public var isBold: Bool { openTypeWeight >= 700 }
}
