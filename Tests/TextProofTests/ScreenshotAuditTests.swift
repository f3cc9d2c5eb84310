import Foundation
import TestScratch
import Testing
import TextProof
import TextProofColor
import TextProofRaster
import TextProofTesting

@testable import TextProofAudit

/// The audit of real screenshots (home-assistant/iOS's PrivacyView references, Fixtures/screenshots)
/// against what Apple's published colours say their pixels are, and of drawn images whose every
/// pixel is known.
@Suite("Screenshot audit")
struct ScreenshotAuditTests {
    static func screenshot(_ name: String) throws -> RGBAImage {
        try PNGCodec.read(Checkout.fixture("screenshots/\(name).png"))
    }

    static func audit(_ image: RGBAImage, _ configure: (inout ScreenshotAuditor.Options) -> Void = { _ in }) throws
        -> AuditedScreenshot
    {
        var options = ScreenshotAuditor.Options()
        configure(&options)
        return try ScreenshotAuditor(options: options).audit(image, name: "screen.png")
    }

    /// The line whose box holds the point.
    static func line(at x: Int, _ y: Int, in shot: AuditedScreenshot) -> AuditedLine? {
        shot.lines.first { $0.box.x <= x && x < $0.box.maxX && $0.box.y <= y && y < $0.box.maxY }
    }

    @Test("light: the footers and subtitle are secondaryLabel composited, 3.29:1 and 3.44:1, below AA; titles 21:1")
    func privacyLight() throws {
        let shot = try Self.audit(try Self.screenshot("privacy-light"))
        // secondaryLabel (#3C3C43 at 60 %) over #F2F2F7 is #85858B: WCAG 3.29:1, worked by hand in
        // SOURCE.md's terms (L 0.2362 and 0.8911); over the white cell #8A8A8E, 3.44:1.
        let footers = [(200, 1014), (200, 1053), (200, 1347), (200, 1386)]
        for (x, y) in footers {
            let line = try #require(Self.line(at: x, y, in: shot), "no line at \(x),\(y)")
            #expect(line.ink == "#85858B" && line.ground == "#F2F2F7", "\(line)")
            #expect(abs(line.worstRatio - 3.29) < 0.01 && !line.passes && line.level == .fail)
            #expect(line.kind == .text && line.text != nil)
            #expect(line.points >= 11.5 && line.points <= 14 && !line.bold, "footnote is 13 pt regular: \(line.points)")
        }
        let subtitle = try #require(Self.line(at: 580, 628, in: shot))
        #expect(subtitle.ink == "#8A8A8E" && subtitle.ground == "#FFFFFF")
        #expect(abs(subtitle.worstRatio - 3.44) < 0.01 && !subtitle.passes)
        #expect(subtitle.text == "You are in control of your data.")
        for (x, y) in [(580, 555), (300, 893), (150, 1222)] {
            let title = try #require(Self.line(at: x, y, in: shot))
            #expect(title.ink == "#000000" && title.ground == "#FFFFFF" && title.level == .aaa, "\(title)")
        }
        // The switches (systemGreen, white knob) are taken for lines but read as no text.
        for y in [890, 1230] {
            let toggle = try #require(Self.line(at: 985, y, in: shot))
            #expect(toggle.kind == .graphic && toggle.passes)
        }
        #expect(shot.failures.count == 5, "\(shot.failures.map(\.label))")
    }

    @Test("dark: the same lines are #8D8D93 on black (6.36:1) and #98989F on #1C1C1E: all pass AA")
    func privacyDark() throws {
        let shot = try Self.audit(try Self.screenshot("privacy-dark"))
        for (x, y) in [(200, 1014), (200, 1053), (200, 1347), (200, 1386)] {
            let line = try #require(Self.line(at: x, y, in: shot), "no line at \(x),\(y)")
            #expect(line.ink == "#8D8D93" && line.ground == "#000000", "\(line)")
            #expect(abs(line.worstRatio - 6.36) < 0.01 && line.passes && line.level == .aa)
        }
        let subtitle = try #require(Self.line(at: 580, 628, in: shot))
        #expect(subtitle.ink == "#98989F" && subtitle.ground == "#1C1C1E" && subtitle.passes)
        #expect(shot.failures.isEmpty, "\(shot.failures)")
    }

    @Test("the annotated copy frames each line outside its box in its verdict's colour (the README's image)")
    func annotated() throws {
        let image = try Self.screenshot("privacy-light")
        let shot = try Self.audit(image)
        let drawn = AnnotatedScreenshot.draw(shot, over: image)
        assertGolden(of: drawn, as: .image, named: "privacy-light.annotated", goldens: Checkout.goldens + "/audit")
        // Inside every box the pixels are the screenshot's own: frames never cover what was measured.
        for line in shot.lines {
            for (x, y) in [(line.box.x, line.box.y), (line.box.maxX - 1, line.box.maxY - 1)] {
                #expect(drawn[x, y] == image[x, y])
            }
        }
    }

    @Test("a batch on two threads, each with its own Tesseract, gives each screenshot's audit as one thread does")
    func batch() throws {
        let paths = ["privacy-light", "privacy-dark", "privacy-light"].map { Checkout.fixture("screenshots/\($0).png") }
        let options = ScreenshotAuditor.Options()
        let auditor = try ScreenshotAuditor(options: options)
        let alone = try paths.map { auditor.audit(try PNGCodec.read($0), name: $0) }
        let outcome = ScreenshotBatch.audit(
            paths + [Checkout.fixture("screenshots/SOURCE.md")], options: options, first: auditor, jobs: 2,
            annotatedFolder: nil, progress: { _, _ in })
        #expect(outcome.screenshots == alone)
        #expect(outcome.unreadable.map(\.image) == [Checkout.fixture("screenshots/SOURCE.md")])
    }

    @Test("waivers accept a failure by text or by region, with their reason; other images are not waived")
    func waivers() throws {
        let image = try Self.screenshot("privacy-light")
        let shot = try Self.audit(image) { options in
            options.waivers = [
                AuditWaiver(
                    image: "screen.png", text: "you are in control of  your data.", reason: "Subtitle, tracked"),
                AuditWaiver(region: PixelRect(x: 0, y: 980, width: 1170, height: 100), reason: "First footer"),
                AuditWaiver(image: "other/*.png", text: "vulnerabilities.", reason: "Another screen's"),
            ]
        }
        #expect(Self.line(at: 580, 628, in: shot)?.waiver == "Subtitle, tracked")
        #expect(Self.line(at: 200, 1014, in: shot)?.waiver == "First footer")
        #expect(Self.line(at: 200, 1053, in: shot)?.waiver == "First footer")
        #expect(Self.line(at: 200, 1386, in: shot)?.waiver == nil)
        #expect(shot.failures.count == 2 && shot.waived.count == 3)
    }

    @Test("a requirement of apple or apca judges by its own rule; the verdicts of each standard asked for are given")
    func otherStandards() throws {
        let shot = try Self.audit(try Self.screenshot("privacy-light")) { options in
            options.requirement = .apca
            options.standards = [.wcag2, .apple, .apca]
            options.recognition = .none
        }
        let footer = try #require(Self.line(at: 200, 1014, in: shot))
        #expect(footer.verdicts["apple"]?.level == .fail && footer.verdicts["apple"]?.requiredRatio == 4.5)
        // Its Lc is under what APCA's lookup asks of 13 pt regular body text.
        #expect(footer.verdicts["apca"]?.passes == false && !footer.passes)
        let measured = APCAContrast.lightnessContrast(
            text: try #require(ColorU8(hex: "#85858B")), background: try #require(ColorU8(hex: "#F2F2F7")))
        #expect(footer.worstLc == measured)
    }
}

/// `LineMeasurement` on drawn images: every pixel known, so the ink, ground and worst strip are too.
@Suite("Screenshot line measurement")
struct LineMeasurementTests {
    /// A `width`×`height` image of `ground` with `strokes` (x ranges) of `ink` in rows `rows`, their
    /// edges anti-aliased a third of the way to the ink.
    static func image(
        width: Int, height: Int, ground: (Int) -> ColorU8, ink: ColorU8, strokes: [Range<Int>], rows: Range<Int>
    ) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                var color = ground(x)
                if rows.contains(y) {
                    if strokes.contains(where: { $0.contains(x) }) {
                        color = ink
                    } else if strokes.contains(where: { $0.lowerBound - 1 == x || $0.upperBound == x }) {
                        color = ColorU8(
                            red: UInt8((Int(ink.red) + 2 * Int(color.red)) / 3),
                            green: UInt8((Int(ink.green) + 2 * Int(color.green)) / 3),
                            blue: UInt8((Int(ink.blue) + 2 * Int(color.blue)) / 3))
                    }
                }
                pixels += [color.red, color.green, color.blue, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test("on a flat ground the ink is the strokes' core colour, not their anti-aliased edges")
    func flatGround() throws {
        let ground = try #require(ColorU8(hex: "#F2F2F7")), ink = try #require(ColorU8(hex: "#85858B"))
        let strokes = stride(from: 12, to: 180, by: 14).map { $0..<($0 + 4) }
        let image = Self.image(
            width: 200, height: 60, ground: { _ in ground }, ink: ink, strokes: strokes, rows: 15..<45)
        let measured = try #require(
            LineMeasurement(box: PixelRect(x: 11, y: 15, width: 175, height: 30), in: ScreenPixels(image)))
        #expect(measured.ink == ink && measured.ground == ground && !measured.groundVaries)
        #expect(measured.worst.ink == ink && measured.worst.ground == ground)
        // 4 px of ink and an edge on each side a third of the way to it: 4⅔ px of coverage.
        #expect(abs(measured.strokeWidth - 14.0 / 3) < 0.05, "\(measured.strokeWidth)")
    }

    @Test("over a ground that changes along the line, the worst strip is the one on the ground nearest the ink")
    func varyingGround() throws {
        let white = ColorU8(red: 255, green: 255, blue: 255), grey = try #require(ColorU8(hex: "#C7C7CC"))
        let ink = try #require(ColorU8(hex: "#8E8E93"))
        let strokes = stride(from: 12, to: 380, by: 14).map { $0..<($0 + 4) }
        let image = Self.image(
            width: 400, height: 60, ground: { $0 < 200 ? white : grey }, ink: ink, strokes: strokes, rows: 15..<45)
        let measured = try #require(
            LineMeasurement(box: PixelRect(x: 11, y: 15, width: 375, height: 30), in: ScreenPixels(image)))
        #expect(measured.groundVaries && measured.worst.ground == grey && measured.worst.ink == ink)
        // #8E8E93 on #C7C7CC: L 0.2721 and 0.5736 (by hand), (0.6236)/(0.3221) = 1.94:1.
        #expect(abs(WCAGContrast.ratio(measured.worst.ink, measured.worst.ground) - 1.94) < 0.01)
    }

    @Test("light text on a dark ground and dark on light both become dark on white for Tesseract")
    func emphasis() throws {
        let luma = try #require(
            GrayImage(width: 64, height: 32, pixels: (0..<(64 * 32)).map { $0 % 64 == 10 ? 200 : 20 }))
        let picture = TextEmphasis.picture(of: luma)
        #expect(picture.pixels[10] == 0 && picture.pixels[11] == 255)
        let inverted = try #require(GrayImage(width: 64, height: 32, pixels: luma.pixels.map { 255 - $0 }))
        #expect(TextEmphasis.picture(of: inverted).pixels == picture.pixels)
        // A faint line: 40 levels from its ground, 160 after the gain.
        let faint = try #require(
            GrayImage(width: 64, height: 32, pixels: (0..<(64 * 32)).map { $0 % 64 == 10 ? 202 : 242 }))
        #expect(GrayImage(width: 64, height: 32, pixels: [0]) == nil)
        #expect(TextEmphasis.picture(of: faint).pixels[10] == 255 - 160)
    }
}
