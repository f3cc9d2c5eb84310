import Foundation
import Testing
import TextProof
import TextProofColor

/// Numbers that reach a proof other than through a spec file: a `ProofSpec` built in Swift, a token
/// file's colour objects, a colour set's components. Each out-of-range value is an error naming its
/// field, never a trap.
@Suite("Numbers from specs built in Swift, token files and catalogs")
struct NumberSourcesTests {
    struct Change: CustomTestStringConvertible, Sendable {
        let field: String
        let apply: @Sendable (inout ProofSpec) -> Void
        var testDescription: String { field }
    }

    static let changes: [Change] = [
        Change(field: "size") { $0.size = .nan },
        Change(field: "scale") { $0.scale = .infinity },
        Change(field: "runs[0].size") { $0.runs[0].size = 9_223_372_036_854_775_807 },
        Change(field: "runs[0].tracking") { $0.runs[0].tracking = 1e300 },
        Change(field: "runs[0].baselineOffset") { $0.runs[0].baselineOffset = 888_888_888_888_888_888_888_888_888_888 },
        Change(field: "paragraphs[0].width") { $0.paragraphs[0].width = 1e308 },
        Change(field: "paragraphs[0].spacingAfter") { $0.paragraphs[0].spacingAfter = -1e300 },
        Change(field: "paragraphs[0].lineHeightMultiple") { $0.paragraphs[0].lineHeightMultiple = .nan },
        Change(field: "background.linear-gradient.angle") {
            $0.backdrop = .linearGradient(from: .named("label"), to: .named("systemBlue"), angle: -1e300)
        },
        Change(field: "runs[0].color") {
            $0.runs[0].color = .value(ColorValue(space: .extendedSRGB, components: [1e300, 0, 0])!)
        },
        Change(field: "runs[0].background.dark") {
            $0.runs[0].background = .dynamic([
                .light: .named("label"), .dark: .value(ColorValue(space: .extendedSRGB, components: [0, -1e300, 0])!),
            ])
        },
    ]

    @Test("a spec built in Swift with a value layout cannot hold is an error naming the field", arguments: changes)
    func builtInSwift(_ change: Change) throws {
        var spec = ProofSpec(name: "swift", source: "Built.swift", runs: [RunSpec(text: "a", color: .named("label"))])
        change.apply(&spec)
        #expect {
            try render(spec)
        } throws: { error in
            guard case .spec(let error) = error as? ProofError else { return false }
            return error.file == "Built.swift" && error.field == change.field && error.message.hasPrefix("must be")
        }
    }

    @Test("a huge colour component still prints: no Int conversion without a bound")
    func hugeComponentPrints() {
        let value = ColorValue(space: .extendedSRGB, components: [1e300, -0.5, 0])!
        #expect(value.specDescription.hasPrefix("extended-srgb(1") && value.specDescription.contains("e+300 -0.5 0)"))
    }

    // MARK: - Token files

    /// Each colour space's component ranges, as DesignTokens.md gives them.
    static let tokenRanges: [(space: String, ranges: [String])] = [
        ("srgb", ["from -16 to 16", "from -16 to 16", "from -16 to 16"]),
        ("srgb-linear", ["from -16 to 16", "from -16 to 16", "from -16 to 16"]),
        ("display-p3", ["from -16 to 16", "from -16 to 16", "from -16 to 16"]),
        ("xyz-d65", ["from -16 to 16", "from -16 to 16", "from -16 to 16"]),
        ("xyz-d50", ["from -16 to 16", "from -16 to 16", "from -16 to 16"]),
        ("hsl", ["from -360 to 360 degrees", "from 0 to 100", "from 0 to 100"]),
        ("hwb", ["from -360 to 360 degrees", "from 0 to 100", "from 0 to 100"]),
        ("lab", ["from 0 to 100", "from -1000 to 1000", "from -1000 to 1000"]),
        ("lch", ["from 0 to 100", "from 0 to 1000", "from -360 to 360 degrees"]),
        ("oklab", ["from 0 to 1", "from -1 to 1", "from -1 to 1"]),
        ("oklch", ["from 0 to 1", "from 0 to 1", "from -360 to 360 degrees"]),
    ]

    /// A token file whose one colour has `components` (JSON text) and `alpha`.
    /// A token file holding one colour; `.yaml` for YAML's own values (`.nan`), which JSON has not.
    func tokenFile(space: String, components: [String], alpha: String = "1", as fileExtension: String = "json")
        throws -> String
    {
        let path = makeTemporaryDirectory() + "/light.\(fileExtension)"
        let json =
            #"{"a": {"$type": "color", "x": {"$value": {"colorSpace": "\#(space)", "components": [\#(components.joined(separator: ", "))], "alpha": \#(alpha)}}}}"#
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(
        "a token colour component outside its space's range is an error naming file, line, field and range",
        arguments: ["1e300", "-1e300", "9223372036854775807", "888888888888888888888888888888888888888886"])
    func tokenComponents(_ value: String) throws {
        for (space, ranges) in Self.tokenRanges {
            for index in 0..<3 {
                var components = ["0", "0", "0"]
                components[index] = value
                let path = try tokenFile(space: space, components: components)
                let error = try #require(throws: SpecError.self) { try TokenModes.load(files: [path]) }
                #expect(error.file == path && error.line == 1 && error.field == "a.x.components[\(index)]")
                #expect(error.message == "must be \(ranges[index]) in \(space), not \(value)", "\(error)")
            }
        }
    }

    @Test("NaN and infinities in a token file (YAML's .nan, strings) are not numbers")
    func tokenNotNumbers() throws {
        for value in [".nan", ".inf", "-.inf", "\"nan\"", "\"inf\""] {
            let format = value.hasPrefix("\"") ? "json" : "yaml"
            let path = try tokenFile(space: "srgb", components: ["0", value, "0"], as: format)
            let error = try #require(throws: SpecError.self) { try TokenModes.load(files: [path]) }
            #expect(error.field == "a.x.components[1]" && error.line == 1, "\(error)")
            #expect(error.message.hasPrefix("must be a number or \"none\""), "\(error)")
            let alphaPath = try tokenFile(space: "srgb", components: ["0", "0", "0"], alpha: value, as: format)
            let alphaError = try #require(throws: SpecError.self) { try TokenModes.load(files: [alphaPath]) }
            #expect(alphaError.field == "a.x.alpha" && alphaError.message.hasPrefix("must be a number from 0 to 1"))
        }
        let huge = try tokenFile(space: "srgb", components: ["0", "0", "0"], alpha: "1e300")
        let error = try #require(throws: SpecError.self) { try TokenModes.load(files: [huge]) }
        #expect(error.field == "a.x.alpha" && error.message == "must be a number from 0 to 1, not '1e300'")
    }

    @Test("a token colour in range component by component but beyond any display is an error naming it")
    func tokenBeyondDisplay() throws {
        // lab(50 1000 0): a = 1000 is within lab's range; in linear sRGB, red is about 50.
        let path = try tokenFile(space: "lab", components: ["50", "1000", "0"])
        let error = try #require(throws: SpecError.self) { try TokenModes.load(files: [path]) }
        #expect(error.file == path && error.line == 1 && error.field == "a.x.components")
        #expect(error.message == "beyond any display: in linear sRGB its components must be from -16 to 16")
    }

    @Test("-0 in a token colour is 0")
    func tokenNegativeZero() throws {
        let path = try tokenFile(space: "srgb", components: ["-0", "-0.0", "1"], alpha: "-0")
        let colors = try TokenModes.load(files: [path]).namedColors()
        guard case .value(let value) = colors.first?.reference else {
            Issue.record("expected a colour value, got \(String(describing: colors.first?.reference))")
            return
        }
        #expect(value.components == [0, 0, 1] && value.components.allSatisfy { $0.sign == .plus })
        #expect(value.alpha == 0 && value.alpha.sign == .plus)
    }

    // MARK: - Swift sources

    @Test("a scanned colour with a component no proof allows leaves its site unresolved; the scan goes on")
    func scannedColor() throws {
        let (_, scan) = try SourceScanTests.scan([
            "App/V.swift": """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Huge").foregroundColor(Color(red: 1e300, green: 0, blue: 0))
                        Text("Fine").foregroundColor(Color(red: 1, green: 0, blue: 0))
                    }
                }
            }
            """
        ])
        #expect(try SourceScanTests.site(scan, line: 5).entry.status == .unresolved)
        #expect(try SourceScanTests.site(scan, line: 6).entry.status == .measured)
    }

    // MARK: - Asset catalogs

    /// A catalog with one colour set, `Odd`, whose red component is written `red` (JSON text).
    func catalog(red: String, space: String = "extended-srgb") throws -> String {
        let folder = makeTemporaryDirectory() + "/Numbers.xcassets/Odd.colorset"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let json = """
            {"colors": [{"idiom": "universal", "color": {"color-space": "\(space)",
              "components": {"red": \(red), "green": "0", "blue": "0", "alpha": "1"}}}]}
            """
        try json.write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        return folder.replacingOccurrences(of: "/Odd.colorset", with: "")
    }

    @Test(
        "a colour set's component beyond any range is a problem naming the file and field, not a colour",
        arguments: [
            "1e300", "-1e300", "1e999", "\"1e300\"", "\"nan\"", "\"888888888888888888888888888888888888888886\"",
        ]
    )
    func catalogComponents(_ red: String) throws {
        let catalog = try AssetCatalog(path: try catalog(red: red), platform: .ios, output: .sRGB)
        #expect(catalog.colors.isEmpty)
        let problem = try #require(catalog.problems.first)
        #expect(problem.path.hasSuffix("Odd.colorset/Contents.json"))
        #expect(problem.message.hasPrefix("colors[0].color.components"), "\(problem.message)")
    }

    @Test("a colour set's -0 component is 0")
    func catalogNegativeZero() throws {
        let catalog = try AssetCatalog(path: try catalog(red: "\"-0.0\"", space: "srgb"), platform: .ios, output: .sRGB)
        // A colour set is a per-appearance colour, here with only its light (Any) value.
        guard case .dynamic(let choices) = catalog.colors.first?.reference, case .value(let value) = choices[.light]
        else {
            Issue.record("expected a colour value: \(catalog.problems)")
            return
        }
        #expect(value.components[0] == 0 && value.components[0].sign == .plus)
    }
}
