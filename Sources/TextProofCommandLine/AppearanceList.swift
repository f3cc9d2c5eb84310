import ArgumentParser
import TextProofColor

/// `--appearances light,dark` as every command reads it: names from `Appearance`, `all`, each
/// checked against what the platform has, a did-you-mean for a misspelt one.
package enum AppearanceList {
    /// The appearances `text` names, or nil for `all`.
    package static func parse(_ text: String, supported: [Appearance], platform: Platform) throws -> [Appearance]? {
        guard text != "all" else { return nil }
        var chosen: [Appearance] = []
        for part in text.split(separator: ",") {
            let name = part.trimmingWhitespace()
            guard let appearance = Appearance(name: name), supported.contains(appearance) else {
                let names = supported.map(\.name)
                let hint = NameSuggestions.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw ValidationError(
                    "unknown appearance '\(name)' for \(platform.rawValue)\(hint); expected all or \(names.joined(separator: ", "))"
                )
            }
            if !chosen.contains(appearance) { chosen.append(appearance) }
        }
        return chosen
    }
}
