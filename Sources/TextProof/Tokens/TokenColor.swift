import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A DTCG colour value (Color Module 2025.10) as a `ColorValue`: `srgb` and `display-p3` stay in
/// their own spaces (extended when a component leaves 0…1), `srgb-linear` becomes extended
/// linear sRGB, and the others (`oklch`, `oklab`, `lab`, `lch`, `hsl`, `hwb`, `xyz-d65`,
/// `xyz-d50`) are converted through CIE XYZ to extended linear sRGB, which keeps colours outside
/// sRGB exactly. `none` components count as 0, as CSS Color 4 says for conversion.
enum TokenColor {
    static let spaces = [
        "srgb", "srgb-linear", "display-p3", "oklch", "oklab", "lab", "lch", "hsl", "hwb", "xyz-d65", "xyz-d50",
    ]

    /// Each space's components, as the DTCG Color Module bounds them (hue -360…360; saturation,
    /// lightness, whiteness, blackness 0…100; Lab L 0…100, OKLab L 0…1), with room for colours beyond
    /// a gamut where it sets none (RGB and XYZ as extended components, -16…16; Lab a, b ±1000, LCH
    /// chroma 0…1000; OKLab a, b ±1, OKLCH chroma 0…1). A number past these, such as 1e300, would
    /// overflow the conversion to infinity or NaN.
    static let componentRanges: [String: [NumberRange]] = {
        let extended = NumberRange.extendedComponent, hue = NumberRange(-360...360, unit: "degrees")
        let percent = NumberRange(0...100)
        return [
            "srgb": [extended, extended, extended], "srgb-linear": [extended, extended, extended],
            "display-p3": [extended, extended, extended], "xyz-d65": [extended, extended, extended],
            "xyz-d50": [extended, extended, extended], "hsl": [hue, percent, percent], "hwb": [hue, percent, percent],
            "lab": [percent, NumberRange(-1_000...1_000), NumberRange(-1_000...1_000)],
            "lch": [percent, NumberRange(0...1_000), hue],
            "oklab": [NumberRange.unit, NumberRange(-1...1), NumberRange(-1...1)],
            "oklch": [NumberRange.unit, NumberRange.unit, hue],
        ]
    }()

    static func hex(_ text: String) -> ColorU8? {
        var digits = String(text.dropFirst())
        if digits.count == 3 || digits.count == 4 { digits = digits.map { "\($0)\($0)" }.joined() }
        return ColorU8(hex: "#" + digits)
    }

    static func object(_ mapping: YAMLNode.Mapping, node: YAMLNode, field: String, parser: SpecParser) throws(SpecError)
        -> ColorValue
    {
        for key in mapping.keys where !["colorSpace", "components", "alpha", "hex"].contains(key.plain) {
            throw parser.error(
                "\(field).\(key.plain)", at: key,
                "unknown key in a colour value; expected colorSpace, components, alpha, hex")
        }
        guard let spaceNode = TokenFile.entry(mapping, "colorSpace") else {
            throw parser.error(field, at: node, "missing colorSpace")
        }
        let space = spaceNode.plain
        guard spaces.contains(space) else {
            throw parser.error(
                "\(field).colorSpace", at: spaceNode,
                "unknown or unsupported colour space '\(space)' (expected \(spaces.joined(separator: ", ")))")
        }
        guard let componentsNode = TokenFile.entry(mapping, "components"), case .sequence(let items) = componentsNode,
            items.count == 3
        else {
            throw parser.error(
                "\(field).components", at: TokenFile.entry(mapping, "components") ?? node,
                "must be a list of three numbers (or \"none\")")
        }
        var components: [Double] = []
        for (index, item) in items.enumerated() {
            let text = item.plain
            if text == "none" { components.append(0); continue }
            guard case .scalar = item, let value = Double(text), value.isFinite else {
                throw parser.error(
                    "\(field).components[\(index)]", at: item, "must be a number or \"none\", not '\(text)'")
            }
            let range = componentRanges[space]?[index] ?? .extendedComponent
            guard range.contains(value) else {
                throw parser.error(
                    "\(field).components[\(index)]", at: item, "must be \(range.text) in \(space), not \(text)")
            }
            // -0 reads as 0.
            components.append(value == 0 ? 0 : value)
        }
        var alpha = 1.0
        if let alphaNode = TokenFile.entry(mapping, "alpha") {
            guard let value = Double(alphaNode.plain), NumberRange.unit.contains(value) else {
                throw parser.error(
                    "\(field).alpha", at: alphaNode, "must be a number from 0 to 1, not '\(alphaNode.plain)'")
            }
            alpha = value == 0 ? 0 : value
        }
        if let hexNode = TokenFile.entry(mapping, "hex"), hex(hexNode.plain) == nil || !hexNode.plain.hasPrefix("#") {
            throw parser.error(
                "\(field).hex", at: hexNode, "malformed hex fallback '\(hexNode.plain)' (expected #RRGGBB)")
        }
        let c = ColorMath.Vector(components[0], components[1], components[2])
        switch space {
        case "srgb":
            let inRange = (c.min() >= 0) && (c.max() <= 1)
            return ColorValue(space: inRange ? .sRGB : .extendedSRGB, components: components, alpha: alpha)!
        case "display-p3" where (c.min() >= 0) && (c.max() <= 1):
            return ColorValue(space: .displayP3, components: components, alpha: alpha)!
        case "srgb-linear":
            return ColorValue(space: .extendedLinearSRGB, components: components, alpha: alpha)!
        default:
            let linear = xyz(space: space, c).map(ColorMath.linearSRGB(xyz:))
            guard let linear,
                let value = ColorValue(
                    space: .extendedLinearSRGB, components: [linear.x, linear.y, linear.z], alpha: alpha)
            else {
                throw parser.error("\(field).components", at: componentsNode, "out of range for \(space)")
            }
            // Within each component's range a colour can still lie far beyond any display (lab a = 1000):
            // held to the extended range every colour of a proof keeps to.
            guard value.components.allSatisfy(NumberRange.extendedComponent.contains) else {
                throw parser.error(
                    "\(field).components", at: componentsNode,
                    "beyond any display: in linear sRGB its components must be \(NumberRange.extendedComponent.text)")
            }
            return value
        }
    }

    /// CIE XYZ (D65) of a colour in one of the token spaces, by CSS Color 4's definitions.
    static func xyz(space: String, _ c: ColorMath.Vector) -> ColorMath.Vector? {
        switch space {
        case "display-p3":
            return ColorMath.xyz(linearP3: .init(ColorMath.decode(c.x), ColorMath.decode(c.y), ColorMath.decode(c.z)))
        case "oklab": return ColorMath.xyz(okLab: c)
        case "oklch": return ColorMath.xyz(okLab: ColorMath.okLab(okLCH: c))
        case "lab": return ColorMath.xyz(lab: CIELab(l: c.x, a: c.y, b: c.z))
        case "lch":
            let radians = c.z * .pi / 180
            return ColorMath.xyz(lab: CIELab(l: c.x, a: c.y * Math.cos(radians), b: c.y * Math.sin(radians)))
        case "hsl":
            let rgb = hslToRGB(hue: c.x, saturation: c.y / 100, lightness: c.z / 100)
            return ColorMath.xyz(encoded: rgb, in: .sRGB)
        case "hwb":
            let white = c.y / 100, black = c.z / 100
            if white + black >= 1 {
                let grey = white / (white + black); return ColorMath.xyz(encoded: .init(grey, grey, grey), in: .sRGB)
            }
            let pure = hslToRGB(hue: c.x, saturation: 1, lightness: 0.5)
            return ColorMath.xyz(encoded: pure * (1 - white - black) + white, in: .sRGB)
        case "xyz-d65": return c
        case "xyz-d50":
            // Bradford D50 → D65, as in `ColorMath.xyz(lab:)`.
            return ColorMath.xyz(lab: ColorMath.lab(xyzD50: c))
        default: return nil
        }
    }

    /// CSS Color 4's hslToRgb.
    static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> ColorMath.Vector {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return .init(f(0), f(8), f(4))
    }
}
