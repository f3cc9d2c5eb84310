import TextProofColor

/// The machine-readable result of one proof, written as `report.json`. A stable public format:
/// fields are only ever added, never renamed or removed (see README, "report.json").
public struct ProofReport: Codable, Hashable, Sendable {
    /// Version of this format.
    public var formatVersion: Int = 1
    public var name: String
    public var palette: String
    public var colorSpace: String
    public var font: String
    public var scale: Double
    public var images: [String]
    /// One per run × appearance, runs in spec order, appearances in spec order within each run.
    public var cells: [Cell]

    public struct Cell: Codable, Hashable, Sendable {
        /// Index of the run in the spec.
        public var run: Int
        public var text: String
        public var appearance: String
        /// The run's colour as declared, resolved for the appearance: `#RRGGBBAA`.
        public var color: String
        /// The background as declared, resolved for the appearance: `#RRGGBBAA`.
        public var background: String
        /// What the pixels say; null when the run drew nothing.
        public var measured: Measured?
        public var sizePoints: Double
        public var weight: String
        public var largeText: Bool
        /// `AAA`, `AA`, `fail`, or `none` when nothing was measured.
        public var level: String
        public var image: String
        /// The run's line box in the image, pixels.
        public var bounds: PixelRect
    }

    public struct Measured: Codable, Hashable, Sendable {
        /// `#RRGGBB` of the text pixel.
        public var text: String
        /// `#RRGGBB` of the background pixel next to the glyphs.
        public var background: String
        /// WCAG 2.x contrast ratio, rounded to two places (the level uses the unrounded value).
        public var wcag: Double
        /// APCA Lc (APCA-W3 0.0.98G-4g), text on background, rounded to two places.
        public var apcaLc: Double

        public init(_ measurement: ContrastMeasurement) {
            text = measurement.text.hexRGB
            background = measurement.background.hexRGB
            wcag = (measurement.wcag * 100).rounded() / 100
            apcaLc = (measurement.apcaLc * 100).rounded() / 100
        }
    }

    /// Cells whose level is below `required` (a cell with nothing measured counts as below).
    public func cells(below required: ContrastLevel) -> [Cell] {
        cells.filter { cell in
            guard let level = ContrastLevel(rawValue: cell.level) else { return true }
            return level < required
        }
    }
}
