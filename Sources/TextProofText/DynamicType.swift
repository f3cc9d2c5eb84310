/// Dynamic Type: Apple's text styles and the point size and weight of each at every content size
/// category.
///
/// Values read off UIFont.preferredFont on the iOS 13.3 simulator, published in
/// temoki/UIKit_DynamicType's README (a copy with its source is in Tests/TextProofTextTests/Reference);
/// the `large` column equals the default sizes in Apple's Human Interface Guidelines.
public enum TextStyle: String, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// Point size at `category`.
    public func pointSize(at category: ContentSizeCategory = .large) -> Double {
        Double(Self.table[self]?.sizes[category.index] ?? 17)
    }

    public var weight: FontWeight { Self.table[self]?.weight ?? .regular }

    private static let table: [TextStyle: (weight: FontWeight, sizes: [Int])] = [
        .largeTitle: (.regular, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        .title1: (.regular, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        .title2: (.regular, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        .title3: (.regular, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        .headline: (.semibold, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        .subheadline: (.regular, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        .body: (.regular, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        .callout: (.regular, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        .footnote: (.regular, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        .caption1: (.regular, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        .caption2: (.regular, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]
}

/// UIContentSizeCategory / SwiftUI DynamicTypeSize, smallest to largest.
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// SwiftUI's names (`xSmall`, `accessibility3`) or UIKit's (`extraSmall`, `accessibilityExtraLarge`).
    public init?(name: String) {
        if let value = ContentSizeCategory(rawValue: name) {
            self = value
            return
        }
        let uikit = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ]
        guard let index = uikit.firstIndex(of: name) else { return nil }
        self = Self.allCases[index]
    }

    /// The names the reference table's columns use (xSmall … accessibilityExtraExtraExtraLarge).
    public var referenceColumn: String {
        [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibilityMedium",
            "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ][index]
    }
}
