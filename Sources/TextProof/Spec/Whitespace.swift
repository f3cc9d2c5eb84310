extension StringProtocol {
    /// The text without the white space at either end that Foundation's `CharacterSet.whitespaces`
    /// holds (tab, the space separators of Unicode category Zs, and ZERO WIDTH SPACE, which
    /// Foundation's set kept from Unicode 3), without bridging to NSString:
    /// Foundation's `trimmingCharacters(in:)` did, and its first call in a process cost a spec
    /// about 0.15 ms of runtime type look-ups. Scalar by scalar, as Foundation trims.
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0) }),
            let last = scalars.lastIndex(where: { !Self.isWhitespace($0) })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            ? scalar == " " || scalar == "\t"
            : scalar.properties.generalCategory == .spaceSeparator || scalar == "\u{200B}"
    }
}
