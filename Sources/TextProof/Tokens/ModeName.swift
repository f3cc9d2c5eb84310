import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the name of a token mode says, read word by word from a documented list, so that
/// `light_ax` is light + increased contrast rather than light, and a name with a word nobody
/// listed is never quietly taken for light or dark.
///
/// Words are split at `-`, `_`, `.`, spaces and lower-to-upper case changes (`HighContrast`,
/// `darkHC`) and compared in lower case.
public struct ModeName: Sendable, Equatable {
    /// The words that name a colour scheme.
    public static let schemeWords: [String: Appearance.ColorScheme] = ["light": .light, "dark": .dark]
    /// Words (or pairs of words) that mean increased contrast.
    public static let increasedContrastWords: [[String]] = [
        ["ax"], ["hc"], ["high", "contrast"], ["increased", "contrast"], ["contrast"],
    ]
    /// Words that mean the normal level of a trait and so say nothing.
    public static let normalWords: Set<String> = ["normal", "regular", "standard", "base"]
    /// Words that say nothing about the appearance (`theme-dark.tokens.json`, `Theme Dark`).
    public static let neutralWords: Set<String> = [
        "theme", "themes", "mode", "modes", "color", "colors", "colour", "colours", "token", "tokens", "semantic",
        "scheme", "appearance", "json", "yaml", "yml",
    ]

    /// The names accepted, for errors and help.
    public static let acceptedNames =
        "light, dark, light-increased-contrast, dark-increased-contrast, dark-elevated, "
        + "dark-increased-contrast-elevated; increased contrast also as _ax, -hc, high-contrast, HighContrast"

    /// The appearance named, when the name names a colour scheme or a contrast.
    public let appearance: Appearance?
    /// Words the lists do not know (`dimmed`, `colorblind`, a brand name), in order.
    public let unrecognised: [String]

    /// Reads a mode's name.
    public init(_ name: String) {
        let words = Self.words(name)
        var scheme: Appearance.ColorScheme?, contrast = Appearance.Contrast.normal, level = Appearance.Level.base
        var named = false, unrecognised: [String] = [], index = 0
        while index < words.count {
            let word = words[index]
            if let pair = Self.increasedContrastWords.first(where: { $0.count == 2 && words[index...].starts(with: $0) }
            ) {
                contrast = .increased
                named = true
                index += pair.count
                continue
            }
            if let found = Self.schemeWords[word], scheme == nil || scheme == found {
                scheme = found
                named = true
            } else if Self.increasedContrastWords.contains([word]) {
                contrast = .increased
                named = true
            } else if word == "elevated" {
                level = .elevated
            } else if !Self.normalWords.contains(word), !Self.neutralWords.contains(word) {
                unrecognised.append(word)
            }
            index += 1
        }
        self.unrecognised = unrecognised
        // Light before dark and normal before increased, as Xcode's "Any" stands for light.
        appearance = named ? Appearance(colorScheme: scheme ?? .light, contrast: contrast, level: level) : nil
    }

    /// The appearance when every word of the name is known, else nil.
    public var exactAppearance: Appearance? { unrecognised.isEmpty ? appearance : nil }

    /// The appearance with the other words as its variant (`dark-dimmed` is dark, variant
    /// `dimmed`): a mode of its own, never merged into light or dark. Nil when the name names no
    /// scheme or contrast.
    public var variantAppearance: Appearance? {
        guard var appearance else { return nil }
        appearance.variant = unrecognised.isEmpty ? nil : unrecognised.joined(separator: "-")
        return appearance
    }

    /// A file's mode name: its name without folders and `.json`, `.json5`, `.yaml`, `.yml`, `.tokens`.
    public static func stem(ofFile path: String) -> String {
        var stem = path.lastPathComponent
        for suffix in [".json", ".json5", ".yaml", ".yml", ".tokens"] where stem.lowercased().hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
        }
        return stem
    }

    /// The name's words in lower case.
    static func words(_ name: String) -> [String] {
        var words: [String] = [], current = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
