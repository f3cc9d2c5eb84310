import TextProofColor
import TextProofRaster

/// A rendered proof: one image per appearance and the report.
public struct Proof: Sendable {
    /// The proof's name, the prefix of its files.
    public let name: String
    /// The space of its images.
    public let colorSpace: OutputColorSpace
    /// One image per appearance (and per simulated vision).
    public internal(set) var images: [ProofImage]
    /// What was measured, judged and suggested: report.json's content.
    public internal(set) var report: ProofReport
    /// Every appearance side by side with measured contrast: `NAME.png`, then `NAME-2.png` … when
    /// the grid is too big for one image.
    public internal(set) var sheets: [ProofSheet] = []
    /// The sheet's first page.
    public var sheet: ProofSheet? { sheets.first }

    init(name: String, colorSpace: OutputColorSpace, images: [ProofImage], report: ProofReport) {
        self.name = name
        self.colorSpace = colorSpace
        self.images = images
        self.report = report
    }
}

/// One image of a proof: an appearance, or that appearance as a colour-vision deficiency sees it.
public struct ProofImage: Sendable {
    /// The appearance drawn.
    public let appearance: Appearance
    /// `NAME-APPEARANCE.png`
    public let fileName: String
    /// Where its pixels are: in memory, or in a PNG file written already (a long proof's pages
    /// are written as they are rendered, so memory stays flat however many there are).
    private(set) var storage: Storage
    /// Its pixels: 8 bits per sample, and 16 for a proof composited at 16 bits (Display P3); read
    /// back from its file when it was written already.
    public var pixels: ImagePixels {
        switch storage {
        case .memory(let pixels): pixels
        case .file(let file): file.pixels
        }
    }
    /// Straight-alpha RGBA, 8 bits per sample (a 16-bit image's samples rounded).
    public var image: RGBAImage { pixels.image }
    /// Its size in pixels (known without reading a written image back).
    public var width: Int {
        switch storage {
        case .memory(let pixels): pixels.width
        case .file(let file): file.width
        }
    }
    public var height: Int {
        switch storage {
        case .memory(let pixels): pixels.height
        case .file(let file): file.height
        }
    }

    enum Storage: Sendable {
        case memory(ImagePixels)
        case file(WrittenImage)
    }
    /// The colour-vision deficiency this image simulates, if any (`NAME-APPEARANCE-VISION.png`).
    public let vision: VisionDeficiency?

    /// The palette's name when a proof compares several.
    public let palette: String?

    /// The sheet's column title: "light", "dark · protanopia", "ios18 · light".
    public var title: String {
        (palette.map { "\($0) · " } ?? "") + appearance.name + (vision.map { " · \($0.rawValue)" } ?? "")
    }

    init(
        appearance: Appearance, fileName: String, pixels: ImagePixels, vision: VisionDeficiency? = nil,
        palette: String? = nil
    ) {
        self.palette = palette
        self.appearance = appearance
        self.fileName = fileName
        storage = .memory(pixels)
        self.vision = vision
    }

    /// Straight-alpha pixels (8 bits per sample) holding its rows `rows`, and the row of the image
    /// the result's first row is: the whole image when it is in memory (top 0); the bands holding
    /// those rows, read back, when it is written already (`WrittenImage.rows`).
    func rows(_ rows: Range<Int>) -> (image: RGBAImage, top: Int) {
        if case .file(let file) = storage, let part = file.rows(rows) { return part }
        return (image, 0)
    }

    /// Whether its pixels are in a file written already, not in memory.
    var isWritten: Bool {
        if case .file = storage { return true }
        return false
    }

    /// This image with its pixels in `file` instead of memory.
    func written(to file: WrittenImage) -> ProofImage {
        var image = self
        image.storage = .file(file)
        return image
    }
}
