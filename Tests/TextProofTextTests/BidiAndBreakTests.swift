import Testing

@testable import TextProofText

@Suite("Bidi (UAX #9, FriBidi) and line breaks (UAX #14, libunibreak)")
struct BidiAndBreakTests {
    func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test("LTR paragraph with a Hebrew word: the Hebrew reverses in place (worked by rules W/N/I/L2)")
    func ltrWithHebrew() {
        // "abc אבג def": Hebrew at level 1; the spaces sit between L and R, take the embedding (N2): 0.
        let bidi = BidiParagraph(scalars: scalars("abc אבג def"))
        #expect(!bidi.isRightToLeft)
        #expect(bidi.levels == [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0])
        #expect(bidi.visualOrder(of: 0..<11) == [0, 1, 2, 3, 6, 5, 4, 7, 8, 9, 10])
    }

    @Test("RTL paragraph (first strong character Hebrew) with a Latin word")
    func rtlWithLatin() {
        // Levels: Hebrew 1, the space between R and L takes the embedding (1), Latin 2.
        // L2: reverse level 2 (abc), then all of level ≥ 1.
        let bidi = BidiParagraph(scalars: scalars("אבג abc"))
        #expect(bidi.isRightToLeft)
        #expect(bidi.levels == [1, 1, 1, 1, 2, 2, 2])
        #expect(bidi.visualOrder(of: 0..<7) == [4, 5, 6, 3, 2, 1, 0])
    }

    @Test("Arabic with European digits: digits become AN after AL (W2), level 2, read left to right")
    func arabicDigits() {
        let bidi = BidiParagraph(scalars: scalars("سعر 123"))
        #expect(bidi.levels == [1, 1, 1, 1, 2, 2, 2])
        #expect(bidi.visualOrder(of: 0..<7) == [4, 5, 6, 3, 2, 1, 0])
    }

    @Test("a forced direction overrides the first strong character")
    func forcedDirection() {
        #expect(BidiParagraph(scalars: scalars("abc"), direction: .rightToLeft).levels == [2, 2, 2])
        #expect(!BidiParagraph(scalars: scalars("אבג"), direction: .leftToRight).isRightToLeft)
    }

    @Test("a paragraph all at level 0: every line's visual order is its logical order, as FriBidi reorders it")
    func allLeftToRight() {
        // Latin, digits, punctuation and spaces (trailing ones too): every level 0, nothing moves.
        let bidi = BidiParagraph(scalars: scalars("Proof 12, (lazy) dog — 3.5 ok!  "))
        #expect(bidi.isAllLeftToRight && bidi.levels.allSatisfy { $0 == 0 })
        for range in [0..<32, 0..<6, 6..<20, 20..<32, 31..<32, 5..<5] {
            #expect(bidi.visualOrder(of: range) == Array(range))
            #expect(bidi.visualOrder(of: range) == bidi.reorderedByFriBidi(range), "\(range)")
        }
        // A right-to-left word, or a paragraph whose base is right-to-left: FriBidi reorders them.
        #expect(!BidiParagraph(scalars: scalars("abc אבג")).isAllLeftToRight)
        #expect(!BidiParagraph(scalars: scalars("abc"), direction: .rightToLeft).isAllLeftToRight)
    }

    /// Positions (after scalar i) where the kind is `allowBreak` or `mustBreak`.
    func breakPositions(_ text: String, language: String? = nil) -> [Int] {
        LineBreakOpportunities(scalars: scalars(text), language: language).kinds.enumerated()
            .filter { $0.element != .noBreak }.map { $0.offset }
    }

    @Test("spaces: a break after the space (LB18), none before it (LB7); the end is mandatory")
    func spaces() {
        #expect(breakPositions("hello big world") == [5, 9, 14])
        #expect(LineBreakOpportunities(scalars: scalars("a b")).kinds.last == .mustBreak)
    }

    @Test("hyphens: a break after a hyphen-minus (LB21: × HY, HY ÷)")
    func hyphens() {
        #expect(breakPositions("well-known") == [4, 9])
    }

    @Test("numbers with separators and punctuation hold together (LB25); no break before ! (LB13)")
    func numbersAndPunctuation() {
        #expect(breakPositions("1,000.50 now!") == [8, 12])
    }

    @Test(
        "CJK ideographs break between each other (LB31), not after an opening bracket (LB14) nor before a closing one (LB13)"
    )
    func cjk() {
        #expect(breakPositions("日本語") == [0, 1, 2])
        #expect(breakPositions("「日本」") == [1, 3])
    }

    @Test("a line feed is a mandatory break (LB5)")
    func lineFeed() {
        let kinds = LineBreakOpportunities(scalars: scalars("ab\ncd")).kinds
        #expect(kinds[2] == .mustBreak && kinds[1] == .noBreak)
    }

    @Test("a URL: breaks only after its slashes and dots as UAX #14 classes them, never before them")
    func url() {
        let positions = breakPositions("https://ex.com/a/b")
        // LB13: no break before SY ('/'); every opportunity follows a '/' (SY) or ends the text.
        let text = Array("https://ex.com/a/b")
        #expect(positions.allSatisfy { $0 == text.count - 1 || text[$0] == "/" })
        #expect(!positions.contains(4) && positions.last == text.count - 1)
    }

    @Test(
        "white space is Unicode's White_Space property: the ASCII shortcut agrees with it, and past ASCII it is asked")
    func whiteSpace() {
        // The ASCII ones by the standard's PropList.txt: TAB, LF, VT, FF, CR and SPACE.
        #expect((0..<0x80).filter { ParagraphText.isWhiteSpace(UInt32($0)) } == [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20])
        for scalar in UInt32(0)..<0x80 {
            #expect(ParagraphText.isWhiteSpace(scalar) == Unicode.Scalar(scalar)!.properties.isWhitespace)
        }
        // NEL, NO-BREAK SPACE, EN QUAD, LINE SEPARATOR, IDEOGRAPHIC SPACE are; ZERO WIDTH SPACE and
        // WORD JOINER are not; a surrogate is no scalar.
        for scalar: UInt32 in [0x85, 0xA0, 0x2000, 0x2028, 0x3000] { #expect(ParagraphText.isWhiteSpace(scalar)) }
        for scalar: UInt32 in [0x200B, 0x2060, 0xD800, 0x41] { #expect(!ParagraphText.isWhiteSpace(scalar)) }
    }
}
