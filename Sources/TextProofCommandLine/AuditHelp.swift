/// `textproof audit`'s words, shared by the `audit` entry in `textproof` and the `textproof-audit`
/// program that runs it.
package enum AuditHelp {
    package static let abstract =
        "Find the text in screenshots and measure its contrast from the pixels (WCAG 2.x and APCA)."

    package static let discussion = """
        Reads PNG screenshots (snapshot-test references, simulator or App Store screenshots) and \
        finds every text line with Tesseract's page layout analysis, run on a picture of each \
        pixel's distance from the ground around it, so faint text (down to about 1.5:1) and light \
        text on dark are found. Each line's ground is read around its glyphs and its ink in their \
        cores, in strips half the line's height wide; the worst strip is judged, so text over a \
        gradient, a photo or glass is judged where it is weakest. Sizes come from the glyphs' \
        height above the baseline and the screenshot's scale (2× when its short side is a 2× \
        iPhone's or iPad's, else 3×; --scale to say), bold from their strokes' width.

        Lines that fail are read by Tesseract's recognition (--recognize), to name them in \
        reports and to match waivers; a failing shape that reads as no text (a switch, an icon) \
        is reported as not text and not judged. Waivers are `audit: allow:` entries in \
        textproof.yaml: {image: GLOB, text: TEXT | region: [x, y, width, height], reason: WHY}.

        Writes report.json, summary.md, index.html (each screenshot with its lines' boxes; hover \
        for the figures) and annotated/PATH.png (the screenshot with a frame around each line: red \
        below the requirement, orange AA, green AAA, blue waived, grey not text) into --out; \
        junit.xml (a test case per screenshot) and results.sarif (a result per failing line, on \
        the image) with --format. Folders are searched for .png files; images are audited on \
        every core, one at a time on each, never all held at once.

        Exit status: 0 every line meets --require (AA by default); 1 a line is below it (or an \
        image could not be read); 2 bad input (config, output folder, Tesseract's model missing); \
        64 bad command line.
        """
}
