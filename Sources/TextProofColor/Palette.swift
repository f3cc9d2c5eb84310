/// A release's table of UIKit colours.
///
/// `ios15` is the default: today's UIKit values (iOS 15 through 18) in every trait. `ios13` is the
/// 2019 table, light and dark only; its light and dark values differ from `ios15` only in dark
/// systemIndigo and dark systemTeal, which Apple revised after 2019.
public enum Palette: String, Sendable, CaseIterable {
    case ios13
    case ios15

    public static let `default` = Palette.ios15

    var table: KeyValuePairs<String, [String: UInt32]> {
        switch self {
        case .ios13: UIKitColorTable.ios13
        case .ios15: UIKitColorTable.ios15
        }
    }
}

/// "Did you mean" candidates for a misspelt name.
public enum NameSuggestions {
    /// The `candidates` within two edits of `name`, ignoring case.
    public static func close(to name: String, in candidates: [String]) -> [String] {
        let lowered = name.lowercased()
        return candidates.filter { editDistance($0.lowercased(), lowered) <= 2 }
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
