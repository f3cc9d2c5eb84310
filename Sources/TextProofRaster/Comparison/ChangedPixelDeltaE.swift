import TextProofColor

extension ImageComparison {
    /// Calls `visit(x, y, ΔE)` for each pixel whose bytes differ in the area `golden` and `actual`
    /// share from their top-left corners (the images need not be the same size), in rows from the
    /// top, with its CIEDE2000 measured as `compare` measures it: translucent pixels over white,
    /// through `lab` (sRGB when nil), each distinct pair once. NaN when no converter could be made.
    ///
    /// For pictures of where colour moved and by how much (the golden failure sheet); one core,
    /// since only changed pixels are measured and an image that changed has few distinct pairs.
    public static func forEachChangedPixel(
        golden: RGBAImage, actual: RGBAImage, lab: LabConverter? = nil,
        _ visit: (_ x: Int, _ y: Int, _ deltaE: Double) -> Void
    ) {
        let width = min(golden.width, actual.width), height = min(golden.height, actual.height)
        guard width > 0, height > 0 else { return }
        let converter = lab ?? DeltaEMeasure.sRGBLab
        let measure = DeltaEMeasure(lab: converter)
        let cache = DeltaECache()
        withExtendedLifetime(converter) {
            golden.pixels.withUnsafeBytes { goldenBytes in
                actual.pixels.withUnsafeBytes { actualBytes in
                    let first = goldenBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    let second = actualBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    for y in 0..<height {
                        let a = first + y * golden.width, b = second + y * actual.width
                        ChangedPixelScan.simd(a, b, count: width) { x in
                            visit(x, y, cache.lookup(a[x], b[x], measure: measure).ciede2000)
                        }
                    }
                }
            }
        }
    }
}
