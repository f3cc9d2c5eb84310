import Foundation
import TextProofColor

/// Colours written as functions, in the spirit of CSS Color 4's `color()`:
/// `display-p3(1 0 0)`, `srgb(0.2 0.4 0.6 / 0.5)`, `extended-srgb(1.2 0 0)`, `gray-gamma-22(0.5)`.
/// Components are numbers (commas optional); extended spaces accept values outside 0…1.
enum ColorFunction {
    struct Problem: Error {
        let message: String
    }

    static func parse(_ text: String) throws(Problem) -> ColorValue {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            throw Problem(message: "malformed colour '\(text)' (expected a form such as display-p3(1 0 0 / 0.5))")
        }
        let name = text[..<open].trimmingCharacters(in: .whitespaces)
        guard let space = ColorSpace(rawValue: name) else {
            throw Problem(
                message:
                    "unknown colour space '\(name)' (expected \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
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
            values.append(value * scale)
        }
        return values
    }
}
