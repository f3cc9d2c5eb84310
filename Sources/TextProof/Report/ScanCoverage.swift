/// What `textproof scan` found and what became of each site, counted. Every output states it first,
/// before any verdict: "3 of 40 cells fail" means little until the reader knows how many sites were
/// measured at all, and on whose background.
///
/// The counts add up: `sites` is measured (on known pairs and on an assumed background) plus
/// unresolved, system-drawn, blank and hidden. `excluded` (previews, tests) are not in `sites`.
public struct ScanCoverage: Codable, Sendable, Hashable {
    /// Sites sharing one kind of reason (`custom modifier`), and how many.
    public struct ReasonCount: Codable, Sendable, Hashable {
        /// The reason's leading words (see `ScanCoverage.kind(of:)`).
        public var reason: String
        public var count: Int

        public init(reason: String, count: Int) {
            self.reason = reason
            self.count = count
        }
    }

    /// Swift files read.
    public var files: Int
    /// Sites found and kept: every entry of the report's `sites`.
    public var sites: Int
    /// Measured, text and background both the code's (or a framework's model of them).
    public var measuredOnKnownPairs: Int
    /// Measured on the platform's default background, because the code sets none: warnings, not
    /// failures, unless the scan was asked to judge them (`--judge-assumed`).
    public var measuredOnAssumedBackground: Int
    /// Colours or styling the scan cannot know: listed, never measured.
    public var unresolved: Int
    /// `unresolved` by kind of reason, most first.
    public var unresolvedByReason: [ReasonCount]
    /// Drawn by the system in its own colours (alerts, section headers, menu items): not judged.
    public var system: Int
    /// `system` by what the system draws, most first.
    public var systemByReason: [ReasonCount]
    /// Nothing to read: empty or emoji-only strings.
    public var blank: Int
    /// Transparent on purpose.
    public var hidden: Int
    /// Left out before counting: previews and tests (unless included).
    public var excluded: Int

    public init(
        files: Int, sites: Int, measuredOnKnownPairs: Int, measuredOnAssumedBackground: Int, unresolved: Int,
        unresolvedByReason: [ReasonCount], system: Int, systemByReason: [ReasonCount], blank: Int, hidden: Int,
        excluded: Int
    ) {
        self.files = files
        self.sites = sites
        self.measuredOnKnownPairs = measuredOnKnownPairs
        self.measuredOnAssumedBackground = measuredOnAssumedBackground
        self.unresolved = unresolved
        self.unresolvedByReason = unresolvedByReason
        self.system = system
        self.systemByReason = systemByReason
        self.blank = blank
        self.hidden = hidden
        self.excluded = excluded
    }

    /// The coverage of `sites` (a report's entries), read from `files` Swift files, with `excluded`
    /// sites left out before them.
    public init(sites: [SourceSite], files: Int, excluded: Int) {
        func grouped(_ status: SourceSite.Status) -> [ReasonCount] {
            var counts: [String: Int] = [:]
            for site in sites where site.status == status { counts[Self.kind(of: site.reason), default: 0] += 1 }
            return counts.map { ReasonCount(reason: $0.key, count: $0.value) }
                .sorted { ($0.count, $1.reason) > ($1.count, $0.reason) }
        }
        let measured = sites.filter { $0.status == .measured }
        self.init(
            files: files, sites: sites.count,
            measuredOnKnownPairs: measured.count { $0.backgroundAssumed == nil },
            measuredOnAssumedBackground: measured.count { $0.backgroundAssumed != nil },
            unresolved: sites.count { $0.status == .unresolved }, unresolvedByReason: grouped(.unresolved),
            system: sites.count { $0.status == .system }, systemByReason: grouped(.system),
            blank: sites.count { $0.status == .blank }, hidden: sites.count { $0.status == .hidden },
            excluded: excluded)
    }

    /// The kind of a reason, what sites are grouped by. The rule: the first of several reasons (they
    /// are joined by "; "), without the "drawn by the system: " every system reason starts with, up
    /// to its first colon; of that, the words written in lower-case letters only (a trailing comma
    /// dropped), the code between them (`.modifier(…)`, a type's name) left out. Reasons then group
    /// as `custom modifier`, `colour computed`, `modifier from outside the app`, `section header`.
    /// A reason with no such words is its own kind; a site without one is "no reason given".
    public static func kind(of reason: String?) -> String {
        guard var clause = reason?.split(separator: "; ").first.map(String.init) else { return "no reason given" }
        let systemPrefix = "drawn by the system: "
        if clause.hasPrefix(systemPrefix) { clause.removeFirst(systemPrefix.count) }
        let head = clause.split(separator: ":", maxSplits: 1).first.map(String.init) ?? clause
        let words = head.split(separator: " ").map { $0.hasSuffix(",") ? $0.dropLast() : $0 }.filter { word in
            !word.isEmpty && word.allSatisfy { $0.isLowercase || $0 == "-" || $0 == "'" }
        }
        return words.isEmpty ? clause : words.joined(separator: " ")
    }

    /// "242 text sites in 192 Swift files": what the lines that follow count.
    public var headline: String {
        "\(sites) text site\(sites == 1 ? "" : "s") in \(files) Swift file\(files == 1 ? "" : "s")"
    }

    /// One line per kind of outcome, in the order every output gives them: "measured on known
    /// pairs: 3", "unresolved: 53 (24 custom modifier, 9 colour computed, …)". `reasons`: how many
    /// kinds of reason to name before "N more kinds".
    public func lines(reasons: Int = 6) -> [String] {
        [
            "measured on known pairs: \(measuredOnKnownPairs)",
            "measured on an assumed background: \(measuredOnAssumedBackground)",
            "unresolved: \(unresolved)" + Self.listed(unresolvedByReason, limit: reasons),
            "drawn by the system, not judged: \(system)" + Self.listed(systemByReason, limit: reasons),
            "blank: \(blank)", "hidden: \(hidden)", "excluded (previews, tests, debug-only code): \(excluded)",
        ]
    }

    /// Everything on one line, for a single message (an annotation, a SARIF notification).
    public var summary: String {
        "Coverage: \(headline): " + lines().joined(separator: "; ")
    }

    /// " (24 custom modifier, 9 colour computed, 3 more kinds)", or nothing when there are none.
    static func listed(_ groups: [ReasonCount], limit: Int) -> String {
        guard !groups.isEmpty else { return "" }
        let named = groups.prefix(limit).map { "\($0.count) \($0.reason)" }
        let rest = groups.count - named.count
        return " (" + (named + (rest > 0 ? ["\(rest) more kind\(rest == 1 ? "" : "s")"] : [])).joined(separator: ", ")
            + ")"
    }
}
