import ArgumentParser
import TextProof
import TextProofColor
import TextProofText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct ContrastCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Check one text colour on one background: ratio, APCA Lc, level and a passing colour.",
        usage: "textproof contrast <FG> <BG> [<options>]",
        discussion: """
            FG and BG take every colour form a spec takes: UIKit or AppKit names, hex ("#3C3C4399"), \
            functions (display-p3(1 0 0), CSS's color(display-p3 1 0 0 / 0.5)) and per-appearance mappings ({light: "#B34700", dark: \
            "#FFB340"}). A translucent FG is composited over BG, and a translucent BG over the \
            window background, with the compositor's own arithmetic: the figures are what a proof \
            measures on the pixels of fully covered text. Quote hex values in the shell.

            Below the level (--require, else AA) it suggests the nearest passing colour: the same \
            OKLCH hue, lightness then chroma moved the least CIEDE2000, alpha kept.

            Examples:
              textproof contrast secondaryLabel systemGroupedBackground --appearances dark
              textproof contrast "#3C3C4399" "#FFFFFF" --size 13
              textproof contrast labelColor windowBackgroundColor --platform macos \\
                --format json
              textproof contrast "color(display-p3 1 0 0)" "#FFFFFF" \\
                --color-space display-p3
            """)

    @Argument(help: ArgumentHelp("The text colour.", valueName: "FG"))
    var foreground: String

    @Argument(help: ArgumentHelp("The background colour.", valueName: "BG"))
    var background: String

    @Option(help: ArgumentHelp("Text size in points (large text: 18 pt, or 14 pt bold).", valueName: "pt"))
    var size: Double = 17

    @Option(
        help: ArgumentHelp(
            "The font weight (bold and heavier make 14 pt large text).", valueName: "weight"))
    var weight: FontWeight = .regular

    @Option(help: ArgumentHelp("ios (UIKit colours) or macos (AppKit colours).", valueName: "platform"))
    var platform: Platform = .ios

    @Option(
        name: [.customLong("appearances"), .customLong("appearance")],
        help: ArgumentHelp("Comma-separated appearances, or all.", valueName: "list"))
    var appearance: String = "light"

    @Option(
        name: .customLong("color-space"),
        help: ArgumentHelp(
            "The space colours are measured in: srgb (colours outside it are clipped and reported) or display-p3.",
            valueName: "space"))
    var colorSpace: OutputColorSpace = .sRGB

    @Option(help: ArgumentHelp("The UIKit palette: ios26, ios18 (or ios15) or ios13.", valueName: "name"))
    var palette: Palette = .default

    @Option(
        help: ArgumentHelp(
            "Exit with status 1 when below this level: WCAG aa or aaa, apple or apca; suggestions aim at AAA for aaa, else AA.",
            valueName: "aa|aaa|apple|apca"))
    var require: Requirement?

    /// What `contrast` prints.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
    }

    @Option(help: ArgumentHelp("text, or json (a list, one object per appearance).", valueName: "format"))
    var format: Format = .text

    @Flag(help: "Same as --format json.")
    var json = false

    func validate() throws {
        // A spec's size range: points are printed (and judged) through Int.
        guard NumberRange.size.contains(size) else { throw ValidationError("--size must be \(NumberRange.size.text)") }
    }

    func run() async throws {
        let check = try ContrastCheck(
            foreground: foreground, background: background, platform: platform, palette: palette)
        let catalog = SystemColorCatalog(platform: platform, palette: palette)
        let appearances =
            try AppearanceList.parse(
                appearance, supported: catalog.supportedAppearances.filter { !$0.isVibrant }, platform: platform)
            ?? catalog.allAppearances
        let required = require?.level ?? .aa
        let results = try appearances.map {
            try check.check(
                appearance: $0, points: size, weight: weight, required: required,
                space: colorSpace, standard: require?.standard ?? .wcag2)
        }
        if json || format == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
        } else {
            for result in results { print(Self.describe(result)) }
        }
        if let require, results.contains(where: { !require.passes($0) }) { throw ExitCode(1) }
    }

    static func describe(_ r: ContrastCheck.Result) -> String {
        let thresholds = r.largeText ? "large text: AA 3:1, AAA 4.5:1" : "normal text: AA 4.5:1, AAA 7:1"
        var lines = [
            "\(r.foreground) on \(r.background), \(r.appearance) (\(r.palette)\(r.colorSpace == "srgb" ? "" : ", \(r.colorSpace)")): \(r.color) on \(r.backgroundColor) → pixels \(r.text) on \(r.backgroundPixel)",
            "  WCAG \(String(printf: "%.2f", r.wcag)):1 · APCA Lc \(String(printf: "%.1f", r.apcaLc)) · \(r.level.rawValue) (\(ReportTableNumber.points(r.sizePoints)) pt \(r.weight), \(thresholds))",
            "  Apple: \(RequirementFailure.describe(r.levels["apple"])) · APCA: \(RequirementFailure.describe(r.levels["apca"]))",
        ]
        for field in r.outOfGamut ?? [] {
            let written = field == "FG" ? r.foreground : r.background
            lines.append(
                "  \(field) \(written) lies outside \(r.colorSpace == "srgb" ? "sRGB" : r.colorSpace): measured clipped to \(field == "FG" ? r.color : r.backgroundColor)"
                    + (r.colorSpace == "srgb"
                        ? "; measure it as drawn on a wide-gamut display with --color-space display-p3" : ""))
        }
        if let s = r.suggestion {
            lines.append(
                "  suggestion: \(s.color) (\(s.oklch)) gives \(String(printf: "%.2f", s.wcag)):1, Lc \(String(printf: "%.1f", s.apcaLc)), \(s.level.rawValue); ΔE2000 \(String(printf: "%.2f", s.deltaE2000)) from \(r.color)"
            )
        } else if r.level == .fail {
            lines.append("  suggestion: none of this hue reaches the level at this alpha; make the colour more opaque")
        }
        return lines.joined(separator: "\n")
    }
}

enum ReportTableNumber {
    static func points(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}
