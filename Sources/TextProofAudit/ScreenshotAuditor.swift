import TextProof
import TextProofColor
import TextProofRaster

/// Audits screenshots: finds every text line (Tesseract's layout analysis on `TextEmphasis`'s
/// picture), reads its ink and ground from the pixels (`LineMeasurement`), sizes it, and judges it.
///
/// Holds a `TextLineFinder`, so one auditor serves one thread; make one per thread for parallel work.
public final class ScreenshotAuditor {
    /// Which lines recognition reads: it costs far more than finding them, so by default only the
    /// lines that fail, to name them and to match waivers by text.
    public enum Recognition: String, Sendable, CaseIterable {
        case none, failing, all
    }

    /// What an audit judges by and how it reads the pixels.
    public struct Options: Sendable {
        /// Pixels per point; nil: `defaultScale(width:height:)`.
        public var scale: Double?
        /// What every line must meet.
        public var requirement: Requirement = .aa
        /// Standards whose verdicts the report gives (the requirement's is always among them).
        public var standards: [ContrastStandard] = [.wcag2]
        public var recognition: Recognition = .failing
        /// What translucent pixels are laid over.
        public var matte = ColorU8(red: 255, green: 255, blue: 255, alpha: 255)
        /// Failures accepted, each with its reason.
        public var waivers: [AuditWaiver] = []

        public init() {}
    }

    /// What `audit(_:name:)` judges by.
    public let options: Options

    /// Where the last audit's time went, in seconds (the benchmark reports Tesseract's share).
    public struct Timings: Sendable {
        /// Reading the pixels and drawing `TextEmphasis`'s picture.
        public var preparing = 0.0
        /// Tesseract's layout analysis (and again inside filled shapes).
        public var layout = 0.0
        /// Reading each line's ground and ink, and judging it.
        public var measuring = 0.0
        /// Tesseract's recognition of the lines it reads.
        public var recognition = 0.0
    }

    /// The last audit's timings.
    public private(set) var lastTimings = Timings()
    private let finder: TextLineFinder

    /// An auditor with its own Tesseract (`dataPath`: see `TextLineFinder`).
    public init(options: Options = Options(), dataPath: String? = nil) throws(TextLineFinder.Unavailable) {
        self.options = options
        finder = try TextLineFinder(dataPath: dataPath)
    }

    /// The scale of a screenshot when none is given: 2 when its short side is a 2× device's (iPhone
    /// SE, 8 and XR widths 640, 750, 828; iPads' 1536–2048), else 3, as every other current iPhone
    /// and its widgets are drawn. Watch screenshots (2×) need `scale: 2`.
    public static func defaultScale(width: Int, height: Int) -> Double {
        twoTimesSides.contains(min(width, height)) ? 2 : 3
    }

    static let twoTimesSides: Set<Int> = [640, 750, 828, 1536, 1620, 1640, 1668, 2048]

    /// Audits `image` (straight-alpha RGBA, as `PNGCodec.read` gives it); `name` is how reports
    /// and waivers name it (its path).
    public func audit(_ image: RGBAImage, name: String) -> AuditedScreenshot {
        audit(image, name: name, options: options)
    }

    /// `audit(_:name:)` judged by `options` instead of the auditor's own (one Tesseract, many kinds of test).
    public func audit(_ image: RGBAImage, name: String, options: Options) -> AuditedScreenshot {
        var timings = Timings()
        var clock = ContinuousClock.now
        func lap(_ phase: WritableKeyPath<Timings, Double>) {
            let now = ContinuousClock.now
            let elapsed = clock.duration(to: now).components
            timings[keyPath: phase] += Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
            clock = now
        }
        defer { lastTimings = timings }
        let screen = ScreenPixels(image, matte: options.matte)
        let picture = TextEmphasis.picture(of: screen.luma)
        lap(\.preparing)
        let scale = options.scale ?? Self.defaultScale(width: image.width, height: image.height)
        var lines: [AuditedLine] = []
        var queue = finder.lines(in: picture).map {
            Candidate(found: $0, picture: picture, origin: (0, 0), inside: false)
        }
        lap(\.layout)
        while !queue.isEmpty {
            let candidate = queue.removeFirst(), found = candidate.found
            guard found.box.height >= 4, let measured = LineMeasurement(box: found.box, in: screen) else { continue }
            // A filled shape (a button) taken for a line: its title is looked for inside it. Lines
            // found there much shorter than the shape are its text; otherwise the line was text.
            if !candidate.inside, measured.fill > Self.filledShape, found.box.height >= 24 {
                lap(\.measuring)
                let inner = linesInside(found.box, on: measured.ground, of: screen).filter {
                    Double($0.found.box.height) <= 0.7 * Double(found.box.height)
                }
                lap(\.layout)
                if !inner.isEmpty {
                    queue += inner
                    continue
                }
            }
            var line = judged(found, measured, scale: scale, options: options)
            // Smaller than any text a screen draws (caption 2 is 11 pt; a chart's axis labels read 7): a
            // rounded corner, a rule.
            // Or its ink runs on past its box: a shape, not glyphs.
            if line.points < Self.smallestText || measured.inkAround >= Self.shapeAround {
                line.kind = .graphic
                line.passes = true
            }
            let readsText = options.recognition == .all || (options.recognition == .failing && !line.passes)
            if readsText, line.kind == .text {
                lap(\.measuring)
                let read = finder.recognize(
                    candidate.inPicture(Self.padded(found.box, within: image)), in: candidate.picture)
                lap(\.recognition)
                line.text = read?.text
                line.textConfidence = read?.confidence
                // A shape taken for a line (a switch, an icon) reads as nothing, or as noise.
                if !line.passes, !Self.readsAsText(read) {
                    line.kind = .graphic
                    line.passes = true
                }
            }
            if !line.passes, let waiver = options.waivers.first(where: { $0.accepts(line, in: name) }) {
                line.waiver = waiver.reason
            }
            lines.append(line)
        }
        lap(\.measuring)
        lines.sort { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }
        return AuditedScreenshot(image: name, width: image.width, height: image.height, scale: scale, lines: lines)
    }

    /// A line found in a picture, and where that picture lies on the screen.
    struct Candidate {
        var found: TextLineFinder.Line
        var picture: GrayImage
        var origin: (x: Int, y: Int)
        /// Found inside a filled shape.
        var inside: Bool

        /// `rect` (screen pixels) in the picture's pixels.
        func inPicture(_ rect: PixelRect) -> PixelRect {
            PixelRect(x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
                .clipped(toWidth: picture.width, height: picture.height) ?? rect
        }
    }

    /// A line whose ink fills more than this share of its box may be a filled shape, not glyphs
    /// (text fills a fifth to a third; bold text more).
    static let filledShape = 0.35

    /// The lines inside a filled shape: its inside (a tenth of its height in from each edge) drawn
    /// as `TextEmphasis` draws a screen, against the shape's own fill, and laid out again.
    func linesInside(_ box: PixelRect, on ground: ColorU8, of screen: ScreenPixels) -> [Candidate] {
        let inset = max(2, box.height / 10)
        guard
            let inside = PixelRect(
                x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset
            ).clipped(toWidth: screen.width, height: screen.height), inside.width > 8, inside.height > 8
        else { return [] }
        let outside = (Int(ground.red) * 77 + Int(ground.green) * 150 + Int(ground.blue) * 29) >> 8
        guard let picture = TextEmphasis.picture(of: screen.luma, in: inside, outside: outside) else { return [] }
        return finder.lines(in: picture).map { found in
            var found = found
            found.box.x += inside.x
            found.box.y += inside.y
            found.words = found.words.map {
                PixelRect(x: $0.x + inside.x, y: $0.y + inside.y, width: $0.width, height: $0.height)
            }
            found.baseline = found.baseline.map { $0 + inside.y }
            return Candidate(found: found, picture: picture, origin: (inside.x, inside.y), inside: true)
        }
    }

    /// A line whose ink colour is this share of its margin or more is a shape that runs past it.
    static let shapeAround = 0.15

    /// Lines whose size reads under this many points are not text.
    static let smallestText = 6.0

    /// Whether recognition read text: three letters or digits at any confidence Tesseract keeps,
    /// or one at a confidence of 50 or more. A switch reads as "a@" at 30, a cell's corner as "NY" at 7.
    static func readsAsText(_ read: (text: String, confidence: Int)?) -> Bool {
        guard let read else { return false }
        let characters = read.text.filter { $0.isLetter || $0.isNumber }.count
        return (characters >= 3 && read.confidence >= 15) || (characters >= 1 && read.confidence >= 50)
    }

    /// Recognition reads a line better with some ground around it: a quarter of its height.
    static func padded(_ box: PixelRect, within image: RGBAImage) -> PixelRect {
        let pad = max(2, box.height / 4)
        return PixelRect(x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad)
            .clipped(toWidth: image.width, height: image.height) ?? box
    }

    private func judged(_ found: TextLineFinder.Line, _ measured: LineMeasurement, scale: Double, options: Options)
        -> AuditedLine
    {
        let size = TextSize(
            heightAboveBaseline: measured.heightAboveBaseline, strokeWidth: measured.strokeWidth, scale: scale)
        let ratio = WCAGContrast.ratio(measured.ink, measured.ground)
        let lc = APCAContrast.lightnessContrast(text: measured.ink, background: measured.ground)
        // The strips are what is judged: where the ground varies, the line's most common ink and
        // ground need not lie side by side anywhere.
        let worstRatio = WCAGContrast.ratio(measured.worst.ink, measured.worst.ground)
        let worstLc = APCAContrast.lightnessContrast(text: measured.worst.ink, background: measured.worst.ground)
        let large = ContrastLevel.isLargeText(points: size.points, isBold: size.bold)
        var standards = options.standards
        if !standards.contains(options.requirement.standard) { standards.append(options.requirement.standard) }
        var verdicts: [String: StandardVerdict] = [:]
        for standard in standards {
            verdicts[standard.rawValue] = StandardVerdict.judge(
                standard, ratio: worstRatio, lc: worstLc, points: size.points, weight: size.bold ? 700 : 400)
        }
        let level = CellLevel(ContrastLevel(ratio: worstRatio, largeText: large))
        let passes: Bool
        if options.requirement.standard == .wcag2 {
            passes = (level.contrastLevel ?? .fail) >= options.requirement.level
        } else {
            passes = verdicts[options.requirement.standard.rawValue]?.passes == true
        }
        return AuditedLine(
            box: found.box, words: found.words, text: nil, textConfidence: nil, kind: .text,
            ink: measured.ink.hexRGB, ground: measured.ground.hexRGB, ratio: ratio, lc: lc, worstRatio: worstRatio,
            worstLc: worstLc, worstInk: measured.worst.ink.hexRGB, worstGround: measured.worst.ground.hexRGB,
            groundVaries: measured.groundVaries, points: size.points, bold: size.bold, largeText: large, level: level,
            verdicts: verdicts, passes: passes, waiver: nil)
    }
}

/// A line's type size read from its pixels: its ink's height above the baseline is a cap or
/// ascender height, 0.70–0.76 of the em in SF Pro and Inter; taken as 0.75 (with the row a round
/// glyph overshoots by), sizes read low rather than high, so text a point under 18 is never
/// judged large. A stroke of 0.105 em or wider is bold: stems measured with their anti-aliased
/// edges counted by coverage are 0.076–0.092 em regular (SF Pro, Inter), 0.123 (SF Pro) to 0.164
/// (Inter) bold.
struct TextSize {
    var points: Double
    var bold: Bool

    static let capHeightPerEm = 0.75
    static let boldStrokePerEm = 0.105

    init(heightAboveBaseline: Int, strokeWidth: Double, scale: Double) {
        let em = Double(heightAboveBaseline) / Self.capHeightPerEm
        points = (em / scale * 10).rounded() / 10
        bold = em > 0 && strokeWidth / em >= Self.boldStrokePerEm
    }
}
