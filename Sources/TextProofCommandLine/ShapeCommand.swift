import ArgumentParser
import TextProof
import TextProofText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct ShapeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shape",
        abstract: "Print HarfBuzz's glyphs for a string as JSON, comparable with hb-shape.",
        usage: "textproof shape [<options>] <text>",
        discussion: """
            Glyph ids, clusters (UTF-8 byte offsets), advances (ax, ay) and offsets (dx, dy), with \
            hb-shape's field names. Units are font units — the font shaped at its units-per-em size, \
            unhinted, as hb-shape prints by default — or, with --size, points at that size.

            Examples:
              textproof shape --font Inter "AVATAR"
              textproof shape --font DejaVu\\ Sans --features liga=0,tnum "office 1234"
              hb-shape --output-format=json --utf8-clusters --no-glyph-names \\
                fonts/Inter/Inter-roman.var.ttf "AVATAR"
            """)

    @Option(
        help: ArgumentHelp("A family in the fonts folder (Inter, DejaVu Sans) or a .ttf/.otf path.", valueName: "font"))
    var font: String = "Inter"

    @Option(help: ArgumentHelp("Scale positions to points at this size (default: font units).", valueName: "points"))
    var size: Double?

    @Option(help: ArgumentHelp("The font weight.", valueName: "weight"))
    var weight: FontWeight = .regular

    @Flag(help: "Use the family's italic face.")
    var italic = false

    @Option(
        help: ArgumentHelp(
            "Comma-separated OpenType features in HarfBuzz syntax: liga=0,tnum,-kern.", valueName: "list"))
    var features: String?

    @Option(help: ArgumentHelp("Where font families are looked up (default as for render).", valueName: "dir"))
    var fonts: String?

    @Argument(help: "The text to shape.")
    var text: String

    func validate() throws {
        if let size, !NumberRange.size.contains(size) {
            throw ValidationError("--size must be \(NumberRange.size.text)")
        }
    }

    func run() async throws {
        try shape()
    }

    func shape() throws {
        let settings = try (features ?? "").split(separator: ",").map { text in
            guard let feature = Feature(String(text).trimmingWhitespace()) else {
                throw ValidationError(
                    "--features: '\(text)' is not an OpenType feature setting (such as liga=0, tnum, -kern)")
            }
            return feature
        }
        let lowered = font.lowercased()
        let reference: FontReference =
            font.contains("/") || lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf")
            ? .file(path: font) : .family(font)
        let provider = try FontProvider(fontsDirectory: fonts ?? FontProvider.defaultDirectory())
        let report = try ShapeReport(
            text: text, font: reference, weight: weight, italic: italic,
            pointSize: size,
            features: settings, fonts: provider)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}
