/// A release's table of UIKit colours.
///
/// `ios26` is the default: what UIKit returns on iOS 26. `ios18` is iOS 15–18 (`ios15` is accepted
/// as its old name). `ios13` is the 2019 table, light and dark only.
public enum Palette: String, Sendable, CaseIterable, Codable {
    case ios13
    case ios18
    case ios26

    /// The newest release.
    public static let `default` = Palette.ios26

    /// A palette by name; `ios15` is the old name of `ios18`.
    public init?(rawValue: String) {
        switch rawValue {
        case "ios13": self = .ios13
        case "ios15", "ios18": self = .ios18
        case "ios26": self = .ios26
        default: return nil
        }
    }

    /// Every name accepted, for help and errors.
    public static let names = ["ios13", "ios18", "ios15", "ios26"]

    /// What the palette covers.
    public var summary: String {
        switch self {
        case .ios13: "iOS 13 (2019): light and dark, read off UIColor"
        case .ios18: "iOS 15–18: every trait, Flutter's CupertinoColors with systemTeal corrected"
        case .ios26: "iOS 26: UIKit's runtime values for light, dark and elevated; the rest transcribed or iOS 18's"
        }
    }

    var table: KeyValuePairs<String, [String: UInt32]> {
        switch self {
        case .ios13: UIKitColorTable.ios13
        case .ios18: UIKitColorTable.ios18
        case .ios26: UIKitColorTable.ios26
        }
    }

    /// Where a colour's value in an appearance came from.
    public func provenance(of name: String, in appearance: Appearance) -> ColorProvenance? {
        switch self {
        case .ios13: UIKitColorTable.ios13.contains { $0.key == name } ? .table : nil
        case .ios18: UIKitColorTable.ios18Sources[name]?[appearance.name]
        case .ios26: UIKitColorTable.ios26Sources[name]?[appearance.name]
        }
    }
}

/// Where a palette's value comes from.
public enum ColorProvenance: String, Sendable, Codable {
    /// What UIKit returned at run time, recorded in WebKit's layout-test baselines.
    case runtime
    /// A transcription of Apple's values (Flutter's CupertinoColors, a HIG table).
    case transcription
    /// A table published with its method (the 2019 iOS 13 table).
    case table
    /// Not published for this release: the previous release's value.
    case fallback
}

/// "Did you mean" candidates for a misspelt name.
public enum NameSuggestions {
    /// The `candidates` within two edits of `name`, ignoring case.
    public static func close(to name: String, in candidates: [String]) -> [String] {
        let lowered = name.lowercased()
        return candidates.filter { editDistance($0.lowercased(), lowered) <= 2 }
    }

    /// The candidate closest to `name` within two edits (the first of a tie), or nil.
    public static func nearest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        return candidates.map { ($0, editDistance($0.lowercased(), lowered)) }.filter { $0.1 <= 2 }
            .min { $0.1 < $1.1 }?.0
    }
}

/// Levenshtein distance; only used on short names.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        previous = current
    }
    return previous[b.count]
}
