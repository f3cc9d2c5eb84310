import TextProofColor
import TextProofRaster
import TextProofText
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reading single values of a spec — colours, appearances, fonts, decorations, choices, numbers —
/// each checked and reported by field.
extension SpecParser {
    static let backdropKeys = ["linear-gradient", "radial-gradient", "image", "material"]

    /// `{linear-gradient: {from, to, angle}}`, `{radial-gradient: {inner, outer}}`, `{image: path}`,
    /// or `{material: preset, backdrop: …}` (backdrop default: systemBlue to systemPink at 135°).
    func backdrop(_ node: YAMLNode, field: String, catalog: SystemColorCatalog) throws(SpecError) -> BackdropSpec {
        let fields = try mapping(node, field: field, allowed: Self.backdropKeys + ["backdrop"])
        if let preset = fields["material"] {
            let material = try choice(preset, field: field + ".material", Material.Preset.self)
            var under = BackdropSpec.linearGradient(
                from: .named(catalog.platform == .ios ? "systemBlue" : "systemBlueColor"),
                to: .named(catalog.platform == .ios ? "systemPink" : "systemPinkColor"), angle: 135)
            if let backdropNode = fields["backdrop"] {
                under = try backdrop(backdropNode, field: field + ".backdrop", catalog: catalog)
                if case .material = under {
                    throw error(
                        field + ".backdrop", at: backdropNode, "a material's backdrop must be a gradient or an image")
                }
            }
            return .material(material, backdrop: under)
        }
        if let extra = fields["backdrop"] {
            throw error(field + ".backdrop", at: extra, "only a material has a backdrop")
        }
        guard fields.count == 1, let (key, value) = fields.first else {
            throw error(field, at: node, "give one of \(Self.list(Self.backdropKeys))")
        }
        switch key {
        case "linear-gradient":
            let gradient = try mapping(value, field: field + ".linear-gradient", allowed: ["from", "to", "angle"])
            guard let from = gradient["from"], let to = gradient["to"] else {
                throw error(field + ".linear-gradient", at: value, "needs from and to colours")
            }
            let angle =
                try gradient["angle"].map { node throws(SpecError) in
                    try number(node, field: field + ".linear-gradient.angle", in: .angle)
                } ?? 90
            return .linearGradient(
                from: try color(from, field: field + ".linear-gradient.from", catalog: catalog),
                to: try color(to, field: field + ".linear-gradient.to", catalog: catalog), angle: angle)
        case "radial-gradient":
            let gradient = try mapping(value, field: field + ".radial-gradient", allowed: ["inner", "outer"])
            guard let inner = gradient["inner"], let outer = gradient["outer"] else {
                throw error(field + ".radial-gradient", at: value, "needs inner and outer colours")
            }
            return .radialGradient(
                inner: try color(inner, field: field + ".radial-gradient.inner", catalog: catalog),
                outer: try color(outer, field: field + ".radial-gradient.outer", catalog: catalog))
        default:
            let path = try string(value, field: field + ".image")
            let resolved = path.hasPrefix("/") ? path : baseDirectory.appendingPathComponent(path)
            guard FileManager.default.isReadableFile(atPath: resolved) else {
                throw error(field + ".image", at: value, "no readable image at \(resolved)")
            }
            return .image(path: resolved)
        }
    }

    func decoration(_ node: YAMLNode, field: String, catalog: SystemColorCatalog) throws(SpecError) -> DecorationSpec? {
        if case .scalar = node {
            let name = try string(node, field: field)
            if name == "none" || name == "false" { return nil }
            if name == "true" { return DecorationSpec() }
            return DecorationSpec(style: try choice(node, field: field, DecorationStyle.self))
        }
        let fields = try mapping(node, field: field, allowed: ["style", "color"])
        var decoration = DecorationSpec()
        if let styleNode = fields["style"] {
            decoration.style = try choice(styleNode, field: field + ".style", DecorationStyle.self)
        }
        if let colorNode = fields["color"] {
            decoration.color = try color(colorNode, field: field + ".color", catalog: catalog)
        }
        return decoration
    }

    func font(_ node: YAMLNode, field: String) throws(SpecError) -> FontReference {
        let font = try string(node, field: field)
        let lowered = font.lowercased()
        if font.contains("/") || lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") {
            return .file(path: font.hasPrefix("/") ? font : baseDirectory.appendingPathComponent(font))
        }
        return .family(font)
    }

    func bool(_ node: YAMLNode, field: String) throws(SpecError) -> Bool {
        switch try string(node, field: field).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        case let other: throw error(field, at: node, "must be true or false, not '\(other)'")
        }
    }

    func appearances(_ node: YAMLNode, catalog: SystemColorCatalog) throws(SpecError) -> [Appearance] {
        let supported = catalog.supportedAppearances
        if case .scalar = node, node.plain == "all" {
            guard catalog.allAppearances.allSatisfy(supported.contains) else {
                throw error(
                    "appearances", at: node,
                    "the \(catalog.name) palette has light and dark values only; use palette ios18 or ios26 for all appearances"
                )
            }
            return catalog.allAppearances
        }
        guard case .sequence(let items) = node, !items.isEmpty else {
            throw error("appearances", at: node, "must be all, or a list such as [light, dark]")
        }
        var result: [Appearance] = []
        for (index, item) in items.enumerated() {
            let field = "appearances[\(index)]"
            let name = try string(item, field: field)
            guard let appearance = Appearance(name: name), supported.contains(appearance) else {
                throw error(
                    field, at: item,
                    "unknown appearance '\(name)' for \(catalog.name) (expected \(Self.list(supported.map(\.name))))")
            }
            guard !result.contains(appearance) else { throw error(field, at: item, "'\(name)' is listed twice") }
            result.append(appearance)
        }
        return result
    }

    func color(_ node: YAMLNode, field: String, catalog: SystemColorCatalog) throws(SpecError) -> ColorReference {
        switch node {
        case .mapping(let mapping):
            var choices: [Appearance: ColorReference] = [:]
            for (keyNode, valueNode) in mapping {
                let key = keyNode.plain
                let appearance = key == "any" ? Appearance.light : Appearance(name: key)
                guard let appearance, !appearance.isVibrant, catalog.supportedAppearances.contains(appearance) else {
                    let expected = ["any"] + catalog.supportedAppearances.filter { !$0.isVibrant }.map(\.name)
                    throw error("\(field).\(key)", at: keyNode, "unknown appearance (expected \(Self.list(expected)))")
                }
                guard choices[appearance] == nil else {
                    throw error(
                        "\(field).\(key)", at: keyNode, "gives the light value twice (any and light are the same)")
                }
                if case .mapping = valueNode {
                    throw error("\(field).\(key)", at: valueNode, "must be a colour, not another mapping")
                }
                choices[appearance] = try color(valueNode, field: "\(field).\(key)", catalog: catalog)
            }
            guard choices[.light] != nil else {
                throw error(field, at: node, "needs a light (or any) value for the appearances it does not name")
            }
            return .dynamic(choices)
        case .scalar:
            guard !node.isNull else {
                throw error(
                    field, at: node,
                    "has no value (in YAML, quote hex colours: \"#RRGGBB\"; an unquoted # starts a comment)")
            }
            let text = node.plain.trimmingWhitespace()
            if text.hasPrefix("#") {
                guard let value = ColorU8(hex: text) else {
                    let hint = ColorHints.forHex(text).map { ": \($0)" } ?? ""
                    throw error(
                        field, at: node, "malformed hex colour '\(text)' (expected #RRGGBB or #RRGGBBAA)\(hint)")
                }
                return .fixed(value)
            }
            if text.contains("(") {
                do { return .value(try ColorFunction.parse(text)) } catch let problem {
                    throw error(
                        field, at: node, problem.message + (ColorHints.forFunction(text).map { "; \($0)" } ?? ""))
                }
            }
            guard catalog.color(named: text) != nil else {
                let suggestions = catalog.suggestions(for: text)
                var hint = suggestions.isEmpty ? "" : " (did you mean \(Self.list(suggestions))?)"
                if let better = ColorHints.forName(text, catalog: catalog) { hint = ": " + better }
                throw error(
                    field, at: node,
                    "unknown \(catalog.platform == .ios ? "UIKit" : "AppKit") colour name '\(text)'\(hint)")
            }
            return .named(text)
        default:
            throw error(
                field, at: node,
                "must be a colour name, \"#RRGGBB\", \"#RRGGBBAA\", display-p3(r g b) or {light: …, dark: …}")
        }
    }

    func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, field: String, _ type: Choice.Type
    ) throws(SpecError) -> Choice where Choice.RawValue == String {
        let name = try string(node, field: field)
        guard let value = Choice(rawValue: name) else {
            throw error(
                field, at: node, "unknown \(field) '\(name)' (expected \(Self.list(Choice.allCases.map(\.rawValue))))")
        }
        return value
    }

    func weight(_ node: YAMLNode, field: String) throws(SpecError) -> FontWeight {
        let name = try string(node, field: field)
        guard let weight = FontWeight(rawValue: name) else {
            throw error(
                field, at: node, "unknown weight '\(name)' (expected \(Self.list(FontWeight.allCases.map(\.rawValue))))"
            )
        }
        return weight
    }

    // MARK: - YAMLNode access

    func mapping(_ node: YAMLNode, field: String, allowed: [String]) throws(SpecError) -> [String: YAMLNode] {
        guard case .mapping(let mapping) = node else {
            throw error(
                field, at: node,
                field.isEmpty ? "the spec must be a mapping of keys such as name, font, runs" : "must be a mapping")
        }
        var result: [String: YAMLNode] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.plain
            let path = field.isEmpty ? key : "\(field).\(key)"
            guard allowed.contains(key) else {
                let close = NameSuggestions.close(to: key, in: allowed)
                let hint = close.isEmpty ? "" : " (did you mean \(Self.list(close))?)"
                throw error(path, at: keyNode, "unknown key\(hint); expected one of \(Self.list(allowed))")
            }
            guard result[key] == nil else { throw error(path, at: keyNode, "appears twice") }
            result[key] = value
        }
        return result
    }

    func string(_ node: YAMLNode, field: String) throws(SpecError) -> String {
        guard case .scalar(let scalar) = node, !node.isNull else {
            throw error(field, at: node, "must be a single value")
        }
        return scalar.string
    }

    func number(_ node: YAMLNode, field: String) throws(SpecError) -> Double {
        let text = try string(node, field: field)
        guard let value = Double(text), value.isFinite else {
            throw error(field, at: node, "must be a number, not '\(text)'")
        }
        // -0 reads as 0, so it prints and compares as the 0 it means.
        return value == 0 ? 0 : value
    }

    func error(_ field: String, at node: YAMLNode?, _ message: String) -> SpecError {
        SpecError(file: file, field: field, line: node?.mark.line, column: node?.mark.column, message: message)
    }

    /// The text of line `number` (1-based) of the file being parsed, for hints.
    func sourceLine(_ number: Int) -> String? {
        guard let text = source else { return nil }
        // LF, CRLF (one Character, which "\n" alone never matches) or CR, as the YAML parser counts lines.
        let lines = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        return number >= 1 && number <= lines.count ? String(lines[number - 1]) : nil
    }

    func syntaxError(_ error: YAMLSyntaxError) -> SpecError {
        SpecError(
            file: file, field: "", line: error.line, column: error.column,
            message: "not valid YAML or JSON: \(error.problem)"
                + (ColorHints.forSyntax(
                    problem: error.problem,
                    line: [sourceLine(error.line - 1), sourceLine(error.line)].compactMap { $0 }.joined(
                        separator: "\n")
                ).map { "; \($0)" } ?? ""))
    }
}

extension YAMLNode {
    /// The scalar's text, or a short description of a collection (for messages).
    var plain: String {
        switch self {
        case .scalar(let scalar): scalar.string
        case .mapping: "{…}"
        case .sequence: "[…]"
        }
    }

    var isNull: Bool {
        guard case .scalar(let scalar) = self else { return false }
        return scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
