/// An image's straight-alpha RGBA pixels: 8 bits per sample, and 16 as well for an image composited
/// or stored at 16 bits (Display P3 proofs). One value for what a proof image, a golden check and a
/// PNG writer take, whatever the depth.
public struct ImagePixels: Sendable, Equatable {
    /// 8 bits per sample (a 16-bit image's samples rounded to nearest): what is measured and shown.
    public let image: RGBAImage
    /// 16 bits per sample, host order, for a 16-bit image; nil at 8 bits.
    public let wideSamples: [UInt16]?

    /// An 8-bit image.
    public init(_ image: RGBAImage) {
        self.image = image
        wideSamples = nil
    }

    /// A 16-bit image: its `wideSamples` and their 8-bit rounding `image`. Samples for another size
    /// of image are not the image's: then it is an 8-bit image (`wideSamples` nil), never a trap.
    public init(image: RGBAImage, wideSamples: [UInt16]) {
        self.image = image
        self.wideSamples = wideSamples.count == image.pixels.count ? wideSamples : nil
    }

    public var width: Int { image.width }
    public var height: Int { image.height }
    /// 8 or 16.
    public var bitDepth: Int { wideSamples == nil ? 8 : 16 }
}
