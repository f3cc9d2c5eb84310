import TextProofColor

/// What a named colour is for, which decides how it is proofed and judged.
///
/// - `text`: drawn as text, judged against backgrounds.
/// - `background`: drawn under `label` text; the text on it is judged, not the colour itself.
/// - `decoration`: borders, separators, shadows: drawn and measured, never judged as text.
/// - `any`: unknown, so proofed both as text and as a background.
/// - `palette`: a swatch of a palette ramp (`Blue0…Blue100`, `gray-50…900`): the raw material
///   semantic colours are made of, drawn and measured, never judged as text nor linted as one.
public enum ColorRole: String, Sendable, Hashable, CaseIterable, Codable {
    /// Drawn as text: judged on backgrounds.
    case text
    /// Drawn behind text.
    case background
    /// Borders, separators, shadows: not judged as text.
    case decoration
    /// Used both ways: judged as text and drawn behind text.
    case any
    /// A swatch of a palette ramp: drawn, not judged.
    case palette

    /// Words in a colour's name or path that give its role away (see `inferred(from:)`).
    static let backgroundWords: Set<String> = [
        "background", "backgrounds", "bg", "surface", "fill", "canvas", "backdrop", "highlight", "selection",
    ]
    static let decorationWords: Set<String> = [
        "border", "separator", "divider", "stroke", "shadow", "outline", "hairline", "ring", "rule", "track", "thumb",
    ]
    static let textWords: Set<String> = [
        "text", "label", "title", "foreground", "fg", "ink", "caption", "heading", "subtitle", "body", "placeholder",
    ]

    /// The role a name implies, by these rules (README, "Roles"):
    /// 1. The name is split into words at `/`, `.`, `-`, `_`, spaces, digits and lower→upper case
    ///    changes (`cardBackgroundColor` → card, background, color).
    /// 2. A word right after `on` makes the colour text drawn on that surface (Material's
    ///    `onSurface`, `onPrimary`): `text`.
    /// 3. Otherwise the last word of the last path component that is a role word decides (English
    ///    compounds end in their head noun: `TextBackground` is a background, `BackgroundText` text);
    ///    background words → `background`, decoration words → `decoration`, text words → `text`.
    /// 4. No role word in the last component: the enclosing groups are tried, innermost first.
    /// 5. Nothing matches: `any`.
    public static func inferred(from name: String) -> ColorRole {
        let components = name.split(whereSeparator: { $0 == "/" || $0 == "." }).map(String.init)
        let all = components.flatMap(Self.words)
        if let on = all.lastIndex(of: "on"), on + 1 < all.count { return .text }
        for component in components.reversed() {
            for word in Self.words(component).reversed() {
                if backgroundWords.contains(word) { return .background }
                if decorationWords.contains(word) { return .decoration }
                if textWords.contains(word) { return .text }
            }
        }
        return .any
    }

    /// The names that are swatches of a palette ramp: no role word in them (`inferred` says
    /// `any`), and at least three names differing only in a trailing number (`Blue0`, `Blue5`,
    /// `Blue10`; `gray-50` … `gray-900`; `color.blue.100` …).
    public static func paletteRamps(in names: [String]) -> Set<String> {
        var byStem: [String: [String]] = [:]
        for name in names {
            let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count < name.count, inferred(from: name) == .any else { continue }
            byStem[String(name.dropLast(digits.count)), default: []].append(name)
        }
        return Set(byStem.values.filter { $0.count >= 3 }.joined())
    }

    /// Lower-cased words of one name component.
    static func words(_ text: String) -> [String] {
        var words: [String] = [], current = ""
        var previous: Character?
        for character in text {
            let isSeparator = !character.isLetter
            let startsWord = character.isUppercase && (previous.map { $0.isLowercase } ?? false)
            if isSeparator || startsWord {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = isSeparator ? "" : String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}

/// What a run of a generated proof (catalog, tokens) stands for, carried into its report cells.
public struct CellAnnotation: Sendable, Hashable {
    /// The colour set or token proofed (`Brand/Accent`, `color.text.primary`).
    public var subject: String
    /// The named background it is drawn on, when it is one of the catalog's or a system colour.
    public var backgroundName: String?
    /// The role of `subject` in this cell: `text` (the colour drawn as text) or `background` (label
    /// drawn on the colour), `decoration`.
    public var role: ColorRole
    /// Whether `--require` judges this cell.
    public var judged: Bool
    /// Whether the background is the platform's default, assumed because the code sets none (a
    /// scan's site): judged apart from known pairs (see `ProofReport.judgesAssumedBackgrounds`).
    public var backgroundAssumed = false
    /// Where the colour was defined: a colour set's Contents.json, a token file.
    public var source: String?
    /// The line in `source`, where known (a token's).
    public var line: Int?
    /// Where each appearance's value is written, when the appearances come from different files (a
    /// token file per mode); an appearance not listed is written at `source`/`line`.
    public var placesByAppearance: [Appearance: NamedColor.Place] = [:]

    /// A rule: colours matching `pattern` (a glob) take `role`.
    public init(
        subject: String, backgroundName: String? = nil, role: ColorRole, judged: Bool, source: String? = nil,
        line: Int? = nil
    ) {
        self.line = line
        self.subject = subject
        self.backgroundName = backgroundName
        self.role = role
        self.judged = judged
        self.source = source
    }

    /// The cell of `color` (its file, line and each appearance's place) drawn in `role`.
    init(subject: String, backgroundName: String?, role: ColorRole, judged: Bool, declaredBy color: NamedColor?) {
        self.init(
            subject: subject, backgroundName: backgroundName, role: role, judged: judged, source: color?.source,
            line: color?.line)
        placesByAppearance = color?.placesByAppearance ?? [:]
    }
}

/// A failing combination a team has accepted, with its reason: shown as waived, never counted.
public struct Waiver: Sendable, Hashable {
    /// The text colour's name (a colour set, token or system colour) or, for a spec, the declared colour.
    public var text: String
    /// The background's name; nil: on any background.
    public var background: String?
    /// nil: in every appearance.
    public var appearance: String?
    /// Why the pair is allowed; required.
    public var reason: String

    /// Allows `text` on `background` (globs; any background when nil) in `appearance` (any when nil), for `reason`.
    public init(text: String, background: String? = nil, appearance: String? = nil, reason: String) {
        self.text = text
        self.background = background
        self.appearance = appearance
        self.reason = reason
    }

    /// Whether `text` (a glob) matches `name`: a `file:line`, an expression, a colour's name.
    public func matches(name: String) -> Bool { Glob(text).matches(name) }

    func matches(_ cell: ProofReport.Cell) -> Bool {
        let name = cell.subject ?? cell.declared ?? ""
        guard Glob(text).matches(name) else { return false }
        if let background, !Glob(background).matches(cell.backgroundName ?? "") { return false }
        if let appearance, appearance != cell.appearance.name { return false }
        return true
    }
}

/// `*` matches any run of characters (including `/`); everything else matches itself.
package struct Glob: Hashable {
    let pattern: String
    package init(_ pattern: String) { self.pattern = pattern }

    package var isPattern: Bool { pattern.contains("*") }

    package func matches(_ text: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return pattern == text }
        var rest = Substring(text)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.firstRange(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(parts.last!) && rest.count >= parts.last!.count
    }
}
