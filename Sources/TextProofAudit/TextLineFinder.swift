import CTesseract
import TextProofRaster

/// Where Tesseract's page layout analysis finds text: line boxes, their baselines and their words'
/// boxes, in an image's pixels. Owns one `TessBaseAPI` (its English model loaded once, about 80 ms):
/// make one per thread and reuse it for every screenshot that thread audits; never share one.
public final class TextLineFinder {
    /// A line of text as layout analysis found it.
    public struct Line: Sendable, Equatable {
        /// The line's box, tight around its glyphs.
        public var box: PixelRect
        /// The baseline's height (y) at the box's middle; nil when Tesseract gave none.
        public var baseline: Int?
        /// Its words' boxes, left to right.
        public var words: [PixelRect]
    }

    /// Why no finder could be made.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    private let api: OpaquePointer

    /// Loads Tesseract's English model from `dataPath` (default: `$TESSDATA_PREFIX`, else the folder
    /// Debian's tesseract-ocr-eng installs).
    public init(dataPath: String? = nil) throws(Unavailable) {
        guard let api = TessBaseAPICreate() else { throw Unavailable(description: "Tesseract could not be started") }
        // Tesseract writes notes ("Estimating resolution as …") to stderr; a command's output is its own.
        _ = TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        guard TessBaseAPIInit2(api, dataPath, "eng", OEM_LSTM_ONLY) == 0 else {
            TessBaseAPIDelete(api)
            throw Unavailable(
                description:
                    "Tesseract's English model (eng.traineddata) was not found\(dataPath.map { " in \($0)" } ?? ""): install tesseract-ocr-eng (scripts/install-deps does), or set TESSDATA_PREFIX to the folder that holds it"
            )
        }
        // Screens are measured at their own size: no guessing a print resolution from the glyphs.
        _ = TessBaseAPISetVariable(api, "user_defined_dpi", "300")
        self.api = api
    }

    deinit {
        TessBaseAPIEnd(api)
        TessBaseAPIDelete(api)
    }

    /// The text lines of `image` (one byte a pixel, dark text on light), in reading order.
    /// Sparse-text layout: a screen is labels scattered over it, not a page of columns.
    public func lines(in image: GrayImage) -> [Line] {
        image.pixels.withUnsafeBufferPointer { pixels in
            TessBaseAPISetPageSegMode(api, PSM_SPARSE_TEXT)
            TessBaseAPISetImage(api, pixels.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.width))
            defer { TessBaseAPIClear(api) }
            guard let iterator = TessBaseAPIAnalyseLayout(api) else { return [] }
            defer { TessPageIteratorDelete(iterator) }
            // Word by word: a word that begins a line opens it.
            var lines: [Line] = []
            repeat {
                if TessPageIteratorIsAtBeginningOf(iterator, RIL_TEXTLINE) != 0 || lines.isEmpty,
                    let box = Self.box(iterator, RIL_TEXTLINE)
                {
                    lines.append(Line(box: box, baseline: Self.baseline(iterator, box: box), words: []))
                }
                if !lines.isEmpty, let word = Self.box(iterator, RIL_WORD) { lines[lines.count - 1].words.append(word) }
            } while TessPageIteratorNext(iterator, RIL_WORD) != 0
            return lines
        }
    }

    /// The text Tesseract reads in `rect` of `image`, as one line, with its mean confidence (0–100);
    /// nil when it reads nothing.
    public func recognize(_ rect: PixelRect, in image: GrayImage) -> (text: String, confidence: Int)? {
        image.pixels.withUnsafeBufferPointer { pixels in
            TessBaseAPISetPageSegMode(api, PSM_SINGLE_LINE)
            TessBaseAPISetImage(api, pixels.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.width))
            defer { TessBaseAPIClear(api) }
            TessBaseAPISetRectangle(api, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
            guard let utf8 = TessBaseAPIGetUTF8Text(api) else { return nil }
            defer { TessDeleteText(utf8) }
            let text = String(cString: utf8).split(whereSeparator: \.isNewline).joined(separator: " ")
                .trimmingCharacters(in: " \t")
            guard !text.isEmpty else { return nil }
            return (text, Int(TessBaseAPIMeanTextConf(api)))
        }
    }

    private static func box(_ iterator: OpaquePointer, _ level: TessPageIteratorLevel) -> PixelRect? {
        var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
        guard TessPageIteratorBoundingBox(iterator, level, &left, &top, &right, &bottom) != 0, right > left,
            bottom > top
        else { return nil }
        return PixelRect(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }

    private static func baseline(_ iterator: OpaquePointer, box: PixelRect) -> Int? {
        var x1: Int32 = 0, y1: Int32 = 0, x2: Int32 = 0, y2: Int32 = 0
        guard TessPageIteratorBaseline(iterator, RIL_TEXTLINE, &x1, &y1, &x2, &y2) != 0 else { return nil }
        guard x2 != x1 else { return Int(y1) }
        // The baseline's height at the box's middle (a screen's lines are level; this keeps a tilt honest).
        let middle = Double(box.x) + Double(box.width) / 2
        let y = Double(y1) + Double(y2 - y1) * (middle - Double(x1)) / Double(x2 - x1)
        return Int(y.rounded())
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
