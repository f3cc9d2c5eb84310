import TextProofColor

/// What people write for a colour that TextProof reads differently, and what to write instead.
enum ColorHints {
    /// CSS colour names and the system colour each most likely means.
    static let cssNames: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
        "mint": "systemMint",
        "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo",
        "purple": "systemPurple",
        "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "grey": "systemGray",
    ]

    /// A hint for a name that is not a colour of `catalog`, or nil.
    static func forName(_ text: String, catalog: SystemColorCatalog) -> String? {
        let ios = catalog.platform == .ios
        // UIColor.secondaryLabel, NSColor.labelColor, .secondaryLabel, secondaryLabel()
        for prefix in ["UIColor.", "NSColor.", "Color.", "."] where text.hasPrefix(prefix) {
            var bare = String(text.dropFirst(prefix.count))
            if bare.hasSuffix("()") { bare.removeLast(2) }
            if catalog.color(named: bare) != nil { return "write the name without \(prefix): \(bare)" }
        }
        let lowered = text.lowercased()
        if let system = cssNames[lowered] {
            let name = ios ? system : system + "Color"
            return
                "'\(text)' is a CSS name; TextProof takes Apple's: did you mean \(name) (or SwiftUI's Color.\(lowered == "grey" ? "gray" : lowered))?"
        }
        if lowered == "black" || lowered == "white" {
            return
                "'\(text)' is a CSS name: write \"\(lowered == "black" ? "#000000" : "#FFFFFF")\", or a colour that adapts such as \(ios ? "label" : "labelColor")"
        }
        // An AppKit name in an iOS spec, or a UIKit name in a macOS one.
        let other = SystemColorCatalog(platform: ios ? .macos : .ios)
        if other.color(named: text) != nil, !other.colorNames.filter({ $0 == text || $0 == text + "Color" }).isEmpty {
            return ios
                ? "\(text) is an AppKit colour: set platform: macos for a Mac proof\(catalog.color(named: String(text.dropLast(5))) != nil && text.hasSuffix("Color") ? ", or use \(text.dropLast(5)) on iOS" : "")"
                : "\(text) is a UIKit colour: set platform: ios for an iPhone or iPad proof"
        }
        return nil
    }

    /// A hint for a malformed hex value, or nil.
    static func forHex(_ text: String) -> String? {
        let digits = text.dropFirst()
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 || digits.count == 4 {
            let long = "#" + digits.map { "\($0)\($0)" }.joined().uppercased()
            return "#RGB is CSS shorthand: write \"\(long)\""
        }
        return nil
    }

    /// A hint for a colour function TextProof does not read (CSS's), or nil.
    static func forFunction(_ text: String) -> String? {
        let name = text.prefix { $0 != "(" }.trimmingWhitespace().lowercased()
        // color() is read (srgb, display-p3, srgb-linear); its own error says which spaces.
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else { return nil }
        let inner = text.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
        let numbers = inner.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" }).compactMap { Double($0) }
        if name.hasPrefix("rgb"), numbers.count >= 3, numbers.prefix(3).allSatisfy({ (0...255).contains($0) }) {
            let hex = numbers.prefix(3).map { byte in
                let digits = String(Int(byte.rounded()), radix: 16, uppercase: true)
                return digits.count < 2 ? "0" + digits : digits
            }.joined()
            return
                "\(name)() is CSS: write \"#\(hex)\", or srgb(\(numbers.prefix(3).map { String(printf: "%.3g", $0 / 255) }.joined(separator: " "))) with components 0…1"
        }
        return "\(name)() is CSS: write hex (\"#RRGGBB\") or srgb(r g b) with components 0…1"
    }

    /// A hint for a YAML syntax error that unquoted hex in an inline mapping causes, or nil.
    static func forSyntax(problem: String, line: String?) -> String? {
        guard let line, hasHexAfterColon(line) else { return nil }
        return
            "in YAML an unquoted # starts a comment, which cuts an inline {light: #…} short: quote hex colours, {light: \"#B34700\", dark: \"#FFB340\"}"
    }

    /// Whether `line` has a colon, white space, then `#` and a hex digit (`light: #B34700`).
    static func hasHexAfterColon(_ line: String) -> Bool {
        let scalars = Array(line.unicodeScalars)
        for index in scalars.indices where scalars[index] == ":" {
            var next = index + 1
            while next < scalars.count, scalars[next].properties.isWhitespace { next += 1 }
            if next + 1 < scalars.count, scalars[next] == "#", scalars[next + 1].properties.isASCIIHexDigit {
                return true
            }
        }
        return false
    }
}
