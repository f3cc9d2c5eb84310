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
        /// Pixels per point; nil: 3 for images at least 1,080 px wide (iPhone, iPad at 3×), else 2.
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
    private let finder: TextLineFinder

    /// An auditor with its own Tesseract (`dataPath`: see `TextLineFinder`).
    public init(options: Options = Options(), dataPath: String? = nil) throws(TextLineFinder.Unavailable) {
        self.options = options
        finder = try TextLineFinder(dataPath: dataPath)
    }

    /// The scale of an image `width` pixels wide when none is given: 3 from 1,080 px (iPhones and
    /// iPads at 3×), else 2.
    public static func defaultScale(forWidth width: Int) -> Double {
        width >= 1080 ? 3 : 2
    }

    /// Audits `image` (straight-alpha RGBA, as `PNGCodec.read` gives it); `name` is how reports
    /// and waivers name it (its path).
    public func audit(_ image: RGBAImage, name: String) -> AuditedScreenshot {
        audit(image, name: name, options: options)
    }

    /// `audit(_:name:)` judged by `options` instead of the auditor's own (one Tesseract, many kinds of test).
    public func audit(_ image: RGBAImage, name: String, options: Options) -> AuditedScreenshot {
        let screen = ScreenPixels(image, matte: options.matte)
        let picture = TextEmphasis.picture(of: screen.luma)
        let scale = options.scale ?? Self.defaultScale(forWidth: image.width)
        var lines: [AuditedLine] = []
        for found in finder.lines(in: picture) {
            guard found.box.height >= 4, let measured = LineMeasurement(box: found.box, in: screen) else { continue }
            var line = judged(found, measured, scale: scale, options: options)
            // Smaller than any text a screen draws (caption 2 is 11 pt): a rounded corner, a rule.
            if line.points < Self.smallestText {
                line.kind = .graphic
                line.passes = true
            }
            let readsText = options.recognition == .all || (options.recognition == .failing && !line.passes)
            if readsText, line.kind == .text {
                let read = finder.recognize(Self.padded(found.box, within: image), in: picture)
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
        lines.sort { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }
        return AuditedScreenshot(image: name, width: image.width, height: image.height, scale: scale, lines: lines)
    }

    /// Lines whose size reads under this many points are not text.
    static let smallestText = 7.0

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
        let size = TextSize(box: found.box, baseline: found.baseline, strokeWidth: measured.strokeWidth, scale: scale)
        let ratio = WCAGContrast.ratio(measured.ink, measured.ground)
        let lc = APCAContrast.lightnessContrast(text: measured.ink, background: measured.ground)
        let worstRatio = min(ratio, WCAGContrast.ratio(measured.worst.ink, measured.worst.ground))
        let stripLc = APCAContrast.lightnessContrast(text: measured.worst.ink, background: measured.worst.ground)
        let worstLc = abs(stripLc) < abs(lc) ? stripLc : lc
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

/// A line's type size read from its pixels: the height its glyphs reach above the baseline is a
/// cap or ascender height, about 0.72 of the em in SF Pro and Inter alike; a stroke a tenth of the
/// em or wider is bold (SF Pro's regular stems measure 0.078 em in screenshots, its bold 0.11).
struct TextSize {
    var points: Double
    var bold: Bool

    static let capHeightPerEm = 0.72
    static let boldStrokePerEm = 0.1

    init(box: PixelRect, baseline: Int?, strokeWidth: Double, scale: Double) {
        var above = Double(box.height) * 0.78
        if let baseline, baseline > box.y, baseline <= box.maxY, Double(baseline - box.y) >= 0.5 * Double(box.height) {
            above = Double(baseline - box.y)
        }
        let em = above / Self.capHeightPerEm
        points = (em / scale * 10).rounded() / 10
        bold = em > 0 && strokeWidth / em >= Self.boldStrokePerEm
    }
}
