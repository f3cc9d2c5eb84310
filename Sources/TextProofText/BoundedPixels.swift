extension Int {
    /// `pixels` in 26.6 fixed point, rounded; see `init(boundedPixels:)`.
    init(fixed26_6 pixels: Double) {
        self.init(boundedPixels: pixels * 64)
    }

    /// `value` rounded, held within ±2^36 and NaN read as 0: `Int(_:)` traps on a value beyond
    /// `Int`'s range, and layout is public API, so a caller's unchecked tracking, offset or width must
    /// not reach it raw. TextProof's own specs are refused before layout (`ProofSpec.checkNumbers`);
    /// 2^36 leaves room to add up millions of such values without overflowing.
    init(boundedPixels value: Double) {
        let limit = Double(1 << 36)
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value.rounded(), -limit), limit))
    }
}
