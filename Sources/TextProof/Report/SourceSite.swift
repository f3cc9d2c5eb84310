import TextProofText

/// A place in an app's Swift code that draws text (`textproof scan`): where it is, what it draws
/// with as written, and what became of it. Lists every site, measured or not, in report.json.
public struct SourceSite: Codable, Sendable, Hashable {
    /// What a site is.
    public enum Status: String, Codable, Sendable {
        /// Drawn and measured: its runs are `runs`.
        case measured
        /// A colour the code computes (`theme.tint`, a custom initialiser): listed, never guessed.
        case unresolved
        /// Transparent text (`.clear`, alpha 0): hidden on purpose, nothing to read or judge.
        case hidden
        /// Drawn by the system in its own colours (an alert's buttons, a section header, a menu item):
        /// listed with `reason`, not judged.
        case system
        /// Nothing to read: an empty or emoji-only string.
        case blank
    }

    /// The Swift file, relative to the folder scanned from.
    public var file: String
    public var line: Int
    public var column: Int
    /// The construct: `Text`, `Button`, `UILabel.textColor`, `NSAttributedString`, …
    public var kind: String
    /// The literal text, or a placeholder (`‹title›`) when the code passes a variable.
    public var text: String
    /// The foreground as written (nil: the framework's default, named in `foregroundDefault`).
    public var foreground: String?
    /// The background as written; nil when none was found in the code.
    public var background: String?
    /// Why the background is what it is when the code gives none: the platform's default, assumed.
    public var backgroundAssumed: String?
    /// The font as written, when the code sets one.
    public var font: String?
    /// The size and weight drawn, from the font through the Dynamic Type table (Large).
    public var sizePoints: Double
    public var weight: FontWeight
    public var status: Status
    /// For an unresolved site: the expressions that could not be known statically.
    public var unresolved: [String]?
    /// Why a site is unresolved, system-drawn or blank, in words (`custom modifier .style(appStyle:)`).
    public var reason: String?
    /// For text in one of the app's views: the use of the view (`File.swift:LINE`) this pair comes from.
    public var usedAt: String?
    /// When the pair comes through more than one use: each, `usedAt` first, then the use of the view
    /// holding that one, out to where the pair was decided.
    public var route: [String]?
    /// `dark` or `light` when the code forces one appearance (`.preferredColorScheme(.dark)`) on this
    /// site's route: every column is drawn in it.
    public var forcedAppearance: String?
    /// For a colour chosen by a condition: which choice this entry measures (`text .green`).
    public var choice: String?
    /// `// textproof:ignore <reason>` at the site, or a config `allow` entry.
    public var waived: String?
    /// The report's run of this site (its cells, one per appearance), when measured.
    public var run: Int?
    /// The platform its file's target runs on (`ios`, `macos`, `watchos`): its colours, sizes and appearances.
    public var platform: String?

    public init(
        file: String, line: Int, column: Int, kind: String, text: String, foreground: String?, background: String?,
        backgroundAssumed: String?, font: String?, sizePoints: Double, weight: FontWeight, status: Status,
        unresolved: [String]? = nil, reason: String? = nil, waived: String? = nil, run: Int? = nil,
        platform: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.text = text
        self.foreground = foreground
        self.background = background
        self.backgroundAssumed = backgroundAssumed
        self.font = font
        self.sizePoints = sizePoints
        self.weight = weight
        self.status = status
        self.unresolved = unresolved
        self.reason = reason
        self.waived = waived
        self.run = run
        self.platform = platform
    }

    /// `Views/Settings.swift:42`: how the sheet and results name the site.
    public var location: String { "\(file):\(line)" }
}
