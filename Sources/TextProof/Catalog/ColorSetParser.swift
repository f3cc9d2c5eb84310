import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads one Xcode `*.colorset/Contents.json`, whatever Xcode (or a person) wrote: every colour
/// space Xcode offers, components as floats ("0.502"), 8-bit integers ("128") or hex bytes
/// ("0x80"), luminosity and contrast appearances, idioms, platforms, display gamuts, and
/// `reference` to a system colour.
struct ColorSetParser {
    let path: String
    let platform: Platform
    let output: OutputColorSpace

    struct Problem: Error {
        let message: String
        /// Where in the file, for syntax errors.
        var line: Int? = nil
        var column: Int? = nil
    }

    /// Xcode's luminosity slots: Any, Light, Dark.
    private enum Luminosity: Hashable { case any, light, dark }

    private struct Slot: Hashable {
        let luminosity: Luminosity
        let contrast: Appearance.Contrast
    }

    /// One `colors` entry, with what it applies to.
    private struct Entry {
        let slot: Slot
        let idiomRank: Int
        let platformRank: Int
        let gamutRank: Int
        let color: ColorReference
    }

    func parse(_ data: Data) throws(Problem) -> ColorReference {
        let json: Any?
        do { json = try JSONObject.parse(data) } catch {
            throw Problem(message: "not valid JSON: \(error.problem)", line: error.line, column: error.column)
        }
        guard let root = json as? [String: Any] else { throw Problem(message: "the top level must be a JSON object") }
        guard let colors = root["colors"] as? [[String: Any]], !colors.isEmpty else {
            throw Problem(message: "no \"colors\" list (an empty colour set)")
        }
        var entries: [Entry] = []
        for (index, entry) in colors.enumerated() {
            if let entry = try parseEntry(entry, field: "colors[\(index)]") { entries.append(entry) }
        }
        // Per slot, the entry for this platform's idiom and the output gamut wins.
        var slots: [Slot: Entry] = [:]
        for entry in entries {
            if let current = slots[entry.slot],
                (entry.idiomRank, entry.platformRank, entry.gamutRank) <= (
                    current.idiomRank, current.platformRank, current.gamutRank
                )
            {
                continue
            }
            slots[entry.slot] = entry
        }
        guard !slots.isEmpty else {
            if colors.allSatisfy({ $0["color"] == nil }) {
                throw Problem(
                    message:
                        "no colour values (an empty colour set, as Xcode creates AccentColor: the system default applies)"
                )
            }
            throw Problem(
                message:
                    "no entry for \(platform == .ios ? "iOS (universal, iphone or ipad)" : "macOS (universal or mac)")")
        }
        // Xcode's most specific match, worked out for each of the four appearances so that no
        // fallback is left to `DynamicColor` (whose light value stands for Any): the requested
        // luminosity before Any (Light overrides Any in light mode; a missing Dark takes Any, never
        // Light), and within each, the requested contrast before normal. A set with high-contrast
        // entries and no Dark ones thus gives dark + increased contrast its Any high-contrast entry.
        var choices: [Appearance: ColorReference] = [:]
        for scheme in Appearance.ColorScheme.allCases {
            let luminosity: Luminosity = scheme == .light ? .light : .dark
            for contrast in Appearance.Contrast.allCases {
                let wanted = contrast == .increased ? [contrast, .normal] : [contrast]
                let order = [luminosity, .any].flatMap { place in wanted.map { Slot(luminosity: place, contrast: $0) } }
                guard let match = order.lazy.compactMap({ slots[$0]?.color }).first else { continue }
                // Kept only where it differs from what `DynamicColor` falls back to anyway
                // (the normal contrast, then light), so a plain set stays one value.
                let fallback = contrast == .increased ? choices[Appearance(colorScheme: scheme)] : nil
                if match != (fallback ?? choices[.light]) {
                    choices[Appearance(colorScheme: scheme, contrast: contrast)] = match
                }
            }
        }
        guard choices[.light] != nil else {
            throw Problem(message: "no Any or Light appearance entry: there is nothing to fall back to")
        }
        // A colour set that only points at one system colour is that colour, adapting as it does.
        if choices.count == 1, let only = choices[.light], case .named = only { return only }
        return .dynamic(choices)
    }

    private func parseEntry(_ entry: [String: Any], field: String) throws(Problem) -> Entry? {
        let idiom = entry["idiom"] as? String ?? "universal"
        guard let idiomRank = rank(idiom: idiom) else { return nil }
        // An entry without a colour is an empty slot (Xcode writes these for a new colour set).
        guard let colorValue = entry["color"] else { return nil }
        guard let color = colorValue as? [String: Any] else {
            throw Problem(message: "\(field).color: must be an object")
        }
        // `platform` says which platform's list a reference was picked from (ios, osx, XR…); the
        // name is resolved in this platform's colours either way, preferring a matching entry.
        var platformRank = 1
        if let target = (color["platform"] as? String)?.lowercased(), target != "universal" {
            let matches =
                (target == "ios" && platform == .ios) || ((target == "osx" || target == "macos") && platform == .macos)
            platformRank = matches ? 2 : 0
        }
        var luminosity = Luminosity.any, contrast = Appearance.Contrast.normal
        for (index, appearance) in (entry["appearances"] as? [[String: Any]] ?? []).enumerated() {
            let kind = appearance["appearance"] as? String, value = appearance["value"] as? String
            switch (kind, value) {
            case ("luminosity", "light"): luminosity = .light
            case ("luminosity", "dark"): luminosity = .dark
            case ("contrast", "high"): contrast = .increased
            case ("luminosity", _), ("contrast", _):
                throw Problem(message: "\(field).appearances[\(index)]: unknown \(kind ?? "") value '\(value ?? "")'")
            default:
                // Other traits (such as a vision idiom's) do not apply to these platforms.
                return nil
            }
        }
        var gamutRank = 1
        if let gamut = entry["display-gamut"] as? String {
            let wanted = output == .sRGB ? "srgb" : "display-p3"
            gamutRank = gamut.lowercased() == wanted ? 2 : 0
        }
        let parsed: ColorReference
        do { parsed = try parseColor(color, field: field + ".color") } catch {
            // Another platform's entry may name colours this platform lacks (controlAccentColor on iOS).
            if platformRank == 0 { return nil }
            throw error
        }
        return Entry(
            slot: Slot(luminosity: luminosity, contrast: contrast), idiomRank: idiomRank, platformRank: platformRank,
            gamutRank: gamutRank, color: parsed)
    }

    /// How well an idiom suits the platform: nil when it does not apply at all.
    private func rank(idiom: String) -> Int? {
        switch (platform, idiom) {
        case (_, "universal"): 1
        case (.ios, "iphone"): 3
        case (.ios, "ipad"): 2
        case (.macos, "mac"): 3
        default: nil
        }
    }

    private func parseColor(_ color: [String: Any], field: String) throws(Problem) -> ColorReference {
        if let reference = color["reference"] as? String {
            let catalog = SystemColorCatalog(platform: platform)
            // Xcode writes Objective-C names (systemBlueColor); UIKit's own drop the suffix.
            for candidate in [reference, reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference]
            where catalog.color(named: candidate) != nil {
                return .named(candidate)
            }
            throw Problem(message: "\(field).reference: unknown system colour '\(reference)'")
        }
        let spaceName = (color["color-space"] as? String) ?? "srgb"
        guard let space = ColorSpace(rawValue: spaceName) else {
            throw Problem(
                message:
                    "\(field).color-space: unknown colour space '\(spaceName)' (expected \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        guard let components = color["components"] as? [String: Any] else {
            throw Problem(message: "\(field): no \"components\" object")
        }
        let channelNames = space.isGray ? ["white"] : ["red", "green", "blue"]
        var raw: [Component] = []
        for name in channelNames {
            guard let value = components[name] else { throw Problem(message: "\(field).components.\(name): missing") }
            raw.append(try Component(value, field: "\(field).components.\(name)"))
        }
        // Integers are 8-bit values, unless every one is 0 or 1: then they read as floats (a
        // hand-written "1" means full intensity; Xcode writes floats with a decimal point).
        let bytes = !raw.allSatisfy { $0.kind != .integer || $0.value == 0 || $0.value == 1 }
        var values = raw.map { $0.normalized(integersAreBytes: bytes) }
        var alpha = 1.0
        if let alphaValue = components["alpha"] {
            let component = try Component(alphaValue, field: "\(field).components.alpha")
            // Xcode writes alpha as a float; an integer alpha above 1 is an 8-bit value.
            alpha = component.normalized(integersAreBytes: component.value > 1)
        }
        if !space.isExtended {
            guard values.allSatisfy({ (-0.0005...1.0005).contains($0) }) else {
                throw Problem(
                    message: "\(field).components: \(spaceName) values run from 0 to 1 (or 0…255), got \(values)")
            }
            values = values.map { min(max($0, 0), 1) }
        } else if let beyond = values.first(where: { !NumberRange.extendedComponent.contains($0) }) {
            throw Problem(
                message:
                    "\(field).components: \(spaceName) values must be \(NumberRange.extendedComponent.text), got \(beyond)"
            )
        }
        // -0 reads as 0.
        values = values.map { $0 == 0 ? 0 : $0 }
        guard (0...1).contains(alpha), let value = ColorValue(space: space, components: values, alpha: alpha) else {
            throw Problem(message: "\(field).components.alpha: must be 0…1, got \(alpha)")
        }
        return .value(value)
    }

    /// A component as written: "0.502", "128", "0x80", or a JSON number.
    private struct Component {
        enum Kind { case float, integer, hex }
        let kind: Kind
        let value: Double

        init(_ raw: Any, field: String) throws(Problem) {
            if let number = raw as? JSONNumber {
                // 1e999 reads as infinity, which no range check below would catch as a number.
                guard number.value.isFinite else {
                    throw Problem(message: "\(field): '\(number.text)' is beyond any colour component")
                }
                kind = number.value == number.value.rounded() && number.isInteger ? .integer : .float
                value = number.value
                return
            }
            guard let text = (raw as? String)?.trimmingWhitespace(), !text.isEmpty else {
                throw Problem(message: "\(field): expected a number such as \"0.502\", \"128\" or \"0x80\"")
            }
            if text.lowercased().hasPrefix("0x"), let byte = UInt32(text.dropFirst(2), radix: 16), byte <= 255 {
                kind = .hex
                value = Double(byte)
            } else if !text.contains("."), !text.lowercased().contains("e"), let integer = Int(text) {
                kind = .integer
                value = Double(integer)
            } else if let double = Double(text), double.isFinite {
                kind = .float
                value = double
            } else {
                throw Problem(message: "\(field): '\(text)' is not a number, 8-bit integer or 0x hex byte")
            }
        }

        func normalized(integersAreBytes: Bool) -> Double {
            switch kind {
            case .float: value
            case .hex: value / 255
            case .integer: integersAreBytes ? value / 255 : value
            }
        }
    }
}
