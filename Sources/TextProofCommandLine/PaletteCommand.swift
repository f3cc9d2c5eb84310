import ArgumentParser
import TextProof
import TextProofColor

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct PaletteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "List a palette's colours with their values per appearance and where each value came from.",
        discussion: """
            Palettes: ios26 (the default: what UIKit returns on iOS 26), ios18 (iOS 15–18; ios15 is its \
            old name), ios13 (the 2019 table, light and dark only). Each value is marked with its \
            source: R runtime (what UIKit returned, recorded in WebKit's layout-test baselines), T a \
            transcription of Apple's values (Flutter's CupertinoColors, a HIG table), P a table \
            published with its method, F not published for that release (the previous release's value), = \
            the value of the base level or normal contrast, by Apple's fallback rules.

            Examples:
              textproof palette
              textproof palette ios18 --json
            """)

    @Argument(help: ArgumentHelp("ios26, ios18 (or ios15) or ios13.", valueName: "name"))
    var name: Palette = .default

    @Option(
        help: ArgumentHelp(
            "text, or json (every colour with its value and source per appearance).", valueName: "format"))
    var format: ContrastCommand.Format = .text

    @Flag(help: "Same as --format json.")
    var json = false

    struct Entry: Codable {
        var name: String
        var values: [String: String]
        var sources: [String: String]
    }

    func run() async throws {
        try list()
    }

    func list() throws {
        let catalog = SystemColorCatalog(platform: .ios, palette: name)
        let appearances = name == .ios13 ? [Appearance.light, .dark] : catalog.allAppearances
        let entries = catalog.colorNames.map { color in
            var entry = Entry(name: color, values: [:], sources: [:])
            for appearance in appearances {
                entry.values[appearance.name] =
                    catalog.color(named: color)?.resolved(for: appearance).exactSRGB8?.hexRGBA ?? "-"
                entry.sources[appearance.name] = name.provenance(of: color, in: appearance)?.rawValue ?? "derived"
            }
            return entry
        }
        if json || format == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(entries), as: UTF8.self))
            return
        }
        print("\(name.rawValue): \(name.summary)")
        let marks: [String: String] = [
            "runtime": "R", "transcription": "T", "table": "P", "fallback": "F", "derived": "=",
        ]
        let width = (entries.map(\.name.count).max() ?? 10) + 2
        let header =
            "colour".padded(toLength: width)
            + appearances.map { Self.short($0).padded(toLength: 12) }.joined()
        print(header)
        for entry in entries {
            let cells = appearances.map { appearance in
                ((entry.values[appearance.name] ?? "-") + " " + (marks[entry.sources[appearance.name] ?? ""] ?? "-"))
                    .padded(toLength: 12)
            }
            print(
                (entry.name.padded(toLength: width) + cells.joined()).trimmingWhitespace())
        }
        print(
            "R runtime · T transcription · P published table · F fallback to the previous release · = the base level's value (Apple's fallback rule)"
        )
    }

    static func short(_ appearance: Appearance) -> String {
        appearance.name.replacing("increased-contrast", with: "IC").replacing("elevated", with: "elev")
    }
}

extension String {
    /// NSString's `padding(toLength:withPad: " ", startingAt: 0)`: spaces added, or cut, to
    /// `length` UTF-16 units.
    func padded(toLength length: Int) -> String {
        let units = utf16.count
        if units >= length { return String(decoding: Array(utf16.prefix(length)), as: UTF16.self) }
        return self + String(repeating: " ", count: length - units)
    }
}
