import TextProofColor

/// CIEDE2000 and CIE94 differences of two RGBA8 pixels, through LittleCMS's L*a*b*.
/// Translucent pixels are measured as drawn over white.
struct DeltaEMeasure: Sendable {
    static let sRGBLab: LabConverter? = try? LabConverter(profile: ICCProfile.sRGB())

    let lab: LabConverter?

    func measure(_ first: UInt32, _ second: UInt32) -> (ciede2000: Double, cie94: Double) {
        guard let lab else { return (.nan, .nan) }
        let x = Self.lab(of: first, with: lab), y = Self.lab(of: second, with: lab)
        return (ColorDifference.ciede2000(x, y), ColorDifference.cie94(reference: x, y))
    }

    static func lab(of word: UInt32, with converter: LabConverter) -> CIELab {
        let alpha = Double(word >> 24)
        func channel(_ shift: UInt32) -> Double {
            (Double(word >> shift & 0xFF) * alpha + 255 * (255 - alpha)) / (255 * 255)
        }
        return converter.lab(red: channel(0), green: channel(8), blue: channel(16))
    }
}

/// A small direct-mapped cache of ΔE by pixel pair: an image that changed has few distinct
/// (golden, actual) colour pairs, and LittleCMS per pair is the slow part.
struct DeltaECache {
    private static let size = 4096
    private var keys = [UInt64](repeating: .max, count: size)
    private var values = [(ciede2000: Double, cie94: Double)](repeating: (0, 0), count: size)

    /// The key `.max` never occurs: it would be a pixel compared with itself.
    mutating func lookup(_ first: UInt32, _ second: UInt32, measure: DeltaEMeasure) -> (ciede2000: Double, cie94: Double) {
        let key = UInt64(first) << 32 | UInt64(second)
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 52)
        if keys[slot] == key { return values[slot] }
        let value = measure.measure(first, second)
        keys[slot] = key
        values[slot] = value
        return value
    }
}
