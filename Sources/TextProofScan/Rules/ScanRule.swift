import TextProof
import TextProofColor

/// A framework behaviour the scan models, with code that shows it. The tests scan every example and
/// check that the marked site comes out as the example says, as SwiftLint's rules carry theirs: a rule
/// is read, changed and tested in one place.
public struct ScanRule: Sendable {
    /// Kebab-case, unique: `swiftui-bordered-prominent-button`.
    public let id: String
    /// What the framework does, in a sentence, with its source (Apple's documentation) where one exists.
    public let summary: String
    /// At least one example where the rule decides the site and one where it does not.
    public let examples: [Example]

    public init(id: String, summary: String, examples: [Example]) {
        self.id = id
        self.summary = summary
        self.examples = examples
    }

    /// Code, its marked site and what the scan must make of it.
    public struct Example: Sendable, CustomStringConvertible {
        /// One Swift file, `App.swift`; `↓` marks the start of the site (it is removed before scanning).
        public let code: String
        public let expected: Expected
        /// Whether the rule is what decides this site (a triggering example) or not.
        public let triggers: Bool
        /// The platform the scan is told (nil: detected).
        public var platform: TargetPlatform?
        /// Other files of the same app, by path.
        public var otherFiles: [String: String]

        public init(
            _ code: String, _ expected: Expected, triggers: Bool = true, platform: TargetPlatform? = nil,
            otherFiles: [String: String] = [:]
        ) {
            self.code = code
            self.expected = expected
            self.triggers = triggers
            self.platform = platform
            self.otherFiles = otherFiles
        }

        public var description: String {
            code.split(separator: "\n").first { $0.contains("↓") }.map(String.init) ?? code
        }
    }

    /// What the marked site must be. Colours are sRGB hex as `#RRGGBBAA`, from Apple's published
    /// values (the iOS 26 palette by default) or worked out by hand from the literals.
    public enum Expected: Sendable {
        /// Measured on this pair in light (and in dark when given); `assumed`: the background is the
        /// platform's default, not the code's.
        case measured(
            foreground: String, background: String, dark: (foreground: String, background: String)? = nil,
            points: Double? = nil, assumed: Bool = false)
        /// Measured in dark only (watchOS has no light appearance), on this pair.
        case darkOnly(foreground: String, background: String, points: Double? = nil)
        /// Unresolved, with a reason containing this text.
        case unresolved(String)
        /// Drawn by the system, with a reason containing this text.
        case system(String)
        /// An empty or emoji-only string.
        case blank
        /// Transparent text.
        case hidden
        /// Not a site at all (not drawn, or excluded).
        case noSite
    }

    /// Every rule, by family.
    public static var all: [ScanRule] {
        swiftUI + viewUses + placements + textContents + buttons + systemText + colors + uiKitAttributedStrings + uiKit
            + uiKitSurroundings + targets
    }
}
