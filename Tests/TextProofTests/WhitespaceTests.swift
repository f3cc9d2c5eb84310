import Foundation
import Testing

@testable import TextProof

@Suite("Trimming a spec value's white space as Foundation's .whitespaces does")
struct WhitespaceTests {
    @Test("tab, the space separators and ZWSP go from both ends; line breaks stay")
    func sameAsFoundation() {
        let samples = [
            "", " ", "\t", "label", "  label  ", "\tsystemBlue\t", "\u{00A0}#FF0000\u{00A0}", "\u{2003}link\u{3000}",
            "\nlabel\n", " \u{200B}x\u{FEFF} ", "display-p3(1 0 0) ", " a b ", "\u{1680}ogham\u{202F}", " é\u{301} ",
        ]
        for sample in samples {
            #expect(
                sample.trimmingWhitespace() == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)"
            )
        }
        // Worked by hand: NBSP and IDEOGRAPHIC SPACE are Zs, and ZERO WIDTH SPACE is in Foundation's
        // set; LINE FEED and ZERO WIDTH NO-BREAK SPACE are not.
        #expect("\u{00A0} x \u{3000}\u{200B}".trimmingWhitespace() == "x")
        #expect("\n x \u{FEFF}".trimmingWhitespace() == "\n x \u{FEFF}")
    }

    @Test("every Unicode scalar is white space here exactly when Foundation's set holds it")
    func everyScalar() {
        var differing: [UInt32] = []
        for value in UInt32(0)..<0x11_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if String.isWhitespace(scalar) != CharacterSet.whitespaces.contains(scalar) { differing.append(value) }
        }
        #expect(differing.isEmpty)
    }
}
