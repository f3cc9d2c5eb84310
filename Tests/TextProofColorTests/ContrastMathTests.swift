import Testing
import TextProofColor

@Suite("WCAG 2.x and APCA arithmetic")
struct ContrastMathTests {
    @Test("black on white is 21:1, Lc 106.04; white on black Lc -107.88 (worked by hand)")
    func extremes() {
        // WCAG: (1 + 0.05) / (0 + 0.05) = 21 exactly.
        #expect(WCAGContrast.ratio(.black, .white) == 21)
        #expect(WCAGContrast.ratio(.white, .black) == 21)
        // APCA: Ytxt = 0 → 0.022^1.414 = 0.004547; BoW S = (1 − 0.004547^0.57) × 1.14 = 1.06741; − 0.027.
        #expect(abs(APCAContrast.lightnessContrast(text: .black, background: .white) - 106.04) < 0.005)
        // WoB: S = (0.004547^0.65 − 1) × 1.14 = −1.10583; + 0.027.
        #expect(abs(APCAContrast.lightnessContrast(text: .white, background: .black) - -107.88) < 0.005)
        #expect(APCAContrast.lightnessContrast(text: .white, background: .white) == 0)
    }

    @Test("secondaryLabel's pixel over white: (138, 138, 142) is 3.44:1 (worked by hand)")
    func secondaryLabelPixel() {
        // Linearised: 138/255 = 0.541176 → ((0.541176 + 0.055) / 1.055)^2.4 = 0.254152;
        // 142/255 = 0.556863 → 0.270498. L = (0.2126 + 0.7152) × 0.254152 + 0.0722 × 0.270498 = 0.255332.
        // Ratio = 1.05 / 0.305332 = 3.4389.
        let pixel = ColorU8(red: 138, green: 138, blue: 142)
        #expect(abs(WCAGContrast.relativeLuminance(pixel) - 0.255332) < 0.000002)
        #expect(abs(WCAGContrast.ratio(pixel, .white) - 3.4389) < 0.0001)
        #expect(ContrastLevel(ratio: WCAGContrast.ratio(pixel, .white), largeText: false) == .fail)
        #expect(ContrastLevel(ratio: WCAGContrast.ratio(pixel, .white), largeText: true) == .aa)
    }

    @Test("every pair of contrast-pairs.csv: WCAG to two places, APCA Lc to two places")
    func referencePairs() throws {
        let table = try ReferenceTable("contrast-pairs.csv")
        #expect(table.rows.count == 11)
        for row in table.rows {
            let text = try #require(ColorU8(hex: row["text"] ?? ""))
            let background = try #require(ColorU8(hex: row["background"] ?? ""))
            let wcag = try #require(Double(row["wcag"] ?? ""))
            let apca = try #require(Double(row["apcaLc"] ?? ""))
            #expect((WCAGContrast.ratio(text, background) * 100).rounded() / 100 == wcag, "\(text) on \(background)")
            #expect(
                abs(APCAContrast.lightnessContrast(text: text, background: background) - apca) <= 0.005,
                "\(text) on \(background)")
        }
    }

    @Test("levels: 4.5:1 and 7:1 for normal text, 3:1 and 4.5:1 for large, unrounded")
    func levels() {
        #expect(ContrastLevel(ratio: 4.5, largeText: false) == .aa)
        #expect(ContrastLevel(ratio: 4.4999, largeText: false) == .fail)
        #expect(ContrastLevel(ratio: 7, largeText: false) == .aaa)
        #expect(ContrastLevel(ratio: 6.99, largeText: false) == .aa)
        #expect(ContrastLevel(ratio: 3, largeText: true) == .aa)
        #expect(ContrastLevel(ratio: 2.99, largeText: true) == .fail)
        #expect(ContrastLevel(ratio: 4.5, largeText: true) == .aaa)
        // The published boundary greys on white.
        #expect(ContrastLevel(ratio: WCAGContrast.ratio(ColorU8(hex: "#767676")!, .white), largeText: false) == .aa)
        #expect(ContrastLevel(ratio: WCAGContrast.ratio(ColorU8(hex: "#777777")!, .white), largeText: false) == .fail)
    }

    @Test("large text: 18 pt, or 14 pt bold")
    func largeText() {
        #expect(ContrastLevel.isLargeText(points: 18, isBold: false))
        #expect(!ContrastLevel.isLargeText(points: 17.9, isBold: false))
        #expect(ContrastLevel.isLargeText(points: 14, isBold: true))
        #expect(!ContrastLevel.isLargeText(points: 13.9, isBold: true))
    }
}
