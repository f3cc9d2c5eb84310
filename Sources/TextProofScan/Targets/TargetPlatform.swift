import TextProofColor
import TextProofText

/// The platform a file's code runs on: what the scan reads its colours, sizes and appearances for.
/// watchOS draws with UIKit's colour names but has no light mode, its own type sizes and black
/// behind every app, so it is a platform of the scan and not of `Platform` (a proof's colour table).
public enum TargetPlatform: String, Sendable, CaseIterable, Codable {
    case ios
    case macos
    case watchos

    /// The colour table the platform's sites are drawn with.
    public var colors: Platform { self == .macos ? .macos : .ios }

    /// The appearances its sites are measured in; nil: every one the proof asks for.
    public var appearances: [Appearance]? { self == .watchos ? [.dark] : nil }

    /// The colour table's own platform, as a target.
    public init(_ platform: Platform) { self = platform == .macos ? .macos : .ios }

    /// The size drawn for a text style at the default text size; nil where no value is published.
    func pointSize(_ style: TextStyle) -> Double? {
        switch self {
        case .ios: style.pointSize()
        case .macos: Self.macOSStyles[style]?.size
        case .watchos: Self.watchOSStyles[style]
        }
    }

    /// The weight a text style is drawn in.
    func weight(_ style: TextStyle) -> FontWeight {
        self == .macos ? Self.macOSStyles[style]?.weight ?? .regular : style.weight
    }

    /// Apple's Human Interface Guidelines, Typography, "macOS built-in text styles" (also the
    /// values SwiftUI's `Font` text styles take on macOS): body is 13 pt, not iOS's 17.
    /// https://developer.apple.com/design/human-interface-guidelines/typography#macOS-built-in-text-styles
    static let macOSStyles: [TextStyle: (size: Double, weight: FontWeight)] = [
        .largeTitle: (26, .regular), .title1: (22, .regular), .title2: (17, .regular), .title3: (15, .regular),
        .headline: (13, .bold), .body: (13, .regular), .callout: (12, .regular), .subheadline: (11, .regular),
        .footnote: (10, .regular), .caption1: (10, .regular), .caption2: (10, .medium),
    ]

    /// Apple's Human Interface Guidelines, Typography, "watchOS Dynamic Type sizes", the
    /// "Large (default)" column. watchOS publishes no Callout or Subheadline size: text in those
    /// styles is left unresolved rather than guessed.
    /// https://developer.apple.com/design/human-interface-guidelines/typography#watchOS-Dynamic-Type-sizes
    static let watchOSStyles: [TextStyle: Double] = [
        .largeTitle: 36, .title1: 34, .title2: 27, .title3: 19, .headline: 16, .body: 16, .caption1: 15,
        .caption2: 14, .footnote: 13,
    ]
}
