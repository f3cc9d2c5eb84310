/// A rectangle of whole pixels, y down from the image's top-left corner.
public struct PixelRect: Codable, Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    public func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}

extension PixelRect {
    /// The part of this rectangle on a `width` × `height` surface at the origin, or nil when no
    /// pixel of it is: the one clip every kernel, fill and copy uses.
    public func clipped(toWidth width: Int, height: Int) -> PixelRect? {
        let x0 = max(0, x), x1 = min(width, maxX), y0 = max(0, y), y1 = min(height, maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
