/// What a comparison of a golden image with an actual one found.
public struct ImageDifference: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Pixels over the metric's threshold and not anti-aliasing: the count that tolerances judge
    /// (pixelmatch's return value).
    public let differentPixels: Int
    /// Pixels over the threshold that look like anti-aliased edges, counted apart (pixelmatch
    /// draws them yellow and does not count them).
    public let antialiasedPixels: Int
    /// Pixels whose bytes differ at all, whatever the metric says.
    public let changedPixels: Int
    /// The largest difference of one channel (R, G, B or A) between the images, 0…255.
    public let maxChannelDifference: Int
    /// The largest CIEDE2000 difference between two pixels (translucent pixels taken over white).
    public let maxDeltaE2000: Double
    /// Pixels whose CIEDE2000 difference exceeds the tolerance's `maxDeltaE` (0 when none was
    /// given): a colour change counted apart from the metric's count.
    public var pixelsOverDeltaE: Int = 0
    /// The limit `pixelsOverDeltaE` counts against, when one was given.
    public var deltaELimit: Double?
    /// The first pixel (in rows from the top) whose CIEDE2000 is `maxDeltaE2000`; nil when none changed.
    public var maxDeltaE2000At: PixelLocation?
    /// The diff image, when one was asked for: the golden in grey, differences in red,
    /// anti-aliasing in yellow.
    public let diffImage: RGBAImage?

    /// `differentPixels` over all pixels.
    public var differentFraction: Double {
        width * height == 0 ? 0 : Double(differentPixels) / Double(width * height)
    }

    public var isIdentical: Bool { changedPixels == 0 }

    /// Two images with the same pixels.
    public static func identical(width: Int, height: Int) -> ImageDifference {
        ImageDifference(
            width: width, height: height, differentPixels: 0, antialiasedPixels: 0, changedPixels: 0,
            maxChannelDifference: 0,
            maxDeltaE2000: 0, diffImage: nil)
    }
}

/// A pixel's place in an image, from the top left.
public struct PixelLocation: Sendable, Hashable, Codable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// Two images that cannot be compared.
public enum ComparisonError: Error, Equatable, CustomStringConvertible {
    case sizeMismatch(golden: (width: Int, height: Int), actual: (width: Int, height: Int))
    case invalidOption(String)

    public static func == (lhs: ComparisonError, rhs: ComparisonError) -> Bool { lhs.description == rhs.description }

    public var description: String {
        switch self {
        case .sizeMismatch(let golden, let actual):
            "sizes differ: golden is \(golden.width)×\(golden.height), actual is \(actual.width)×\(actual.height)"
        case .invalidOption(let message):
            message
        }
    }
}
