import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Colours written as functions, in the spirit of CSS Color 4's `color()`:
/// `display-p3(1 0 0)`, `srgb(0.2 0.4 0.6 / 0.5)`, `extended-srgb(1.2 0 0)`, `gray-gamma-22(0.5)`.
/// Components are numbers (commas optional); extended spaces accept values outside 0…1.
/// CSS Color 4's own form is read too: `color(display-p3 1 0 0 / 0.5)`, `color(srgb …)`,
/// `color(srgb-linear …)`.
enum ColorFunction {
    /// CSS `color()` space names and the space each stands for.
    static let cssSpaces: [String: ColorSpace] = [
        "srgb": .sRGB, "display-p3": .displayP3, "srgb-linear": .extendedLinearSRGB,
    ]

    struct Problem: Error {
        let message: String
    }

    static func parse(_ text: String) throws(Problem) -> ColorValue {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            throw Problem(message: "malformed colour '\(text)' (expected a form such as display-p3(1 0 0 / 0.5))")
        }
        var name = text[..<open].trimmingWhitespace()
        var inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        if name.lowercased() == "color" {
            // color(SPACE c1 c2 c3 [/ alpha]): the space is the first word inside.
            let trimmed = inside.drop { $0 == " " }
            let word = trimmed.prefix { $0 != " " && $0 != "/" }
            guard let space = cssSpaces[word.lowercased()] else {
                throw Problem(
                    message:
                        "color(\(word) …) is not a space this reader knows (expected \(cssSpaces.keys.sorted().joined(separator: ", ")))"
                )
            }
            name = space.rawValue
            inside = trimmed.dropFirst(word.count)
        }
        guard let space = ColorSpace(rawValue: name) else {
            throw Problem(
                message:
                    "unknown colour space '\(name)' (expected \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        let parts = inside.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw Problem(message: "'\(text)' has more than one '/' before alpha") }
        let components = try numbers(parts[0], in: text)
        let alpha = parts.count == 2 ? try numbers(parts[1], in: text) : [1]
        guard components.count == space.componentCount, alpha.count == 1 else {
            throw Problem(
                message:
                    "\(name) takes \(space.componentCount) component\(space.componentCount == 1 ? "" : "s") and an optional / alpha, in '\(text)'"
            )
        }
        guard space.isExtended || components.allSatisfy({ (0...1).contains($0) }) else {
            throw Problem(
                message: "\(name) components run from 0 to 1 in '\(text)'; use an extended space for values beyond")
        }
        guard components.allSatisfy(NumberRange.extendedComponent.contains) else {
            throw Problem(message: "\(name) components must be \(NumberRange.extendedComponent.text) in '\(text)'")
        }
        guard (0...1).contains(alpha[0]) else { throw Problem(message: "alpha must be 0…1 in '\(text)'") }
        guard let value = ColorValue(space: space, components: components, alpha: alpha[0]) else {
            throw Problem(message: "malformed colour '\(text)'")
        }
        return value
    }

    private static func numbers(_ text: Substring, in whole: String) throws(Problem) -> [Double] {
        var values: [Double] = []
        for token in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            var token = token
            var scale = 1.0
            if token.hasSuffix("%") {
                token = token.dropLast()
                scale = 0.01
            }
            guard let value = Double(token), value.isFinite else {
                throw Problem(message: "'\(token)' is not a number in '\(whole)'")
            }
            // -0 reads as 0.
            values.append(value == 0 ? 0 : value * scale)
        }
        return values
    }
}
