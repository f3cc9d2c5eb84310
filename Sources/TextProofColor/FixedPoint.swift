import TextProofPlatform

extension String {
    /// `value` with `digits` digits after the point, as C's printf writes `%.Nf` (the exact binary
    /// value rounded, ties to even): the text `String(format:)` gives, without Foundation's
    /// CFString formatting, which a sheet's badges waited for on its critical path.
    package init(fixed value: Double, digits: Int) {
        self = Self.fixedExactly(value, digits: digits) ?? Self.printed(value, digits: digits)
    }

    /// The same text by integer arithmetic, for every finite value below 2^67 and up to 18 digits
    /// (nil otherwise): a double is an integer significand times a power of two, so `value` ×
    /// 10^digits is that significand times 10^digits, shifted, and the bits shifted out say how it
    /// rounds. Why not printf for these too: its C variadic arguments are passed as `CVarArg`
    /// existentials, and the Swift runtime's first look-up of each such conformance scans every
    /// conformance record of the program.
    static func fixedExactly(_ value: Double, digits: Int) -> String? {
        guard value.isFinite, (0...18).contains(digits) else { return nil }
        let magnitude = value.magnitude
        let significand: UInt128, exponent: Int
        if magnitude == 0 {
            (significand, exponent) = (0, 0)
        } else if magnitude.isNormal {
            significand = UInt128(1 << 52 | magnitude.significandBitPattern)
            exponent = Int(magnitude.exponent) - 52
        } else {
            (significand, exponent) = (UInt128(magnitude.significandBitPattern), -1074)
        }
        var scale: UInt128 = 1
        for _ in 0..<digits { scale *= 10 }
        // The significand is below 2^53 and the scale below 2^60: their product fits with room.
        let scaled = significand * scale
        var units: UInt128
        if exponent >= 0 {
            guard exponent <= 14 else { return nil }
            units = scaled << exponent
        } else if -exponent >= 120 {
            units = 0  // below half a unit in the last digit: rounds to zero
        } else {
            let shift = -exponent
            units = scaled >> shift
            let rest = scaled & ((1 << shift) - 1), half: UInt128 = 1 << (shift - 1)
            if rest > half || (rest == half && units & 1 == 1) { units += 1 }
        }
        var text = String(units)
        if digits > 0 {
            if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        }
        // printf keeps the sign of a negative value that rounds to zero, and of -0.
        return value.sign == .minus ? "-" + text : text
    }

    /// printf's own text, for what `fixedExactly` does not take.
    private static func printed(_ value: Double, digits: Int) -> String {
        printfText("%.*f", [Int32(digits), value])
    }

    /// C's printf text for `format` (`%.2g`, `%02X`): for messages, off any hot path; Foundation's
    /// `String(format:)` without Foundation.
    package init(printf format: String, _ arguments: any CVarArg...) {
        self = printfText(format, arguments)
    }
}
