/// Colour-vision deficiencies a proof can simulate.
///
/// Protanopia, deuteranopia and tritanopia use the matrices of G. M. Machado, M. M. Oliveira and
/// L. A. F. Fernandes, "A Physiologically-based Model for Simulation of Color Vision Deficiency",
/// IEEE TVCG 15(6), 2009, at severity 1.0 (the published table; the same matrices Chrome's and
/// Firefox's developer tools use), applied to linear RGB. Achromatopsia keeps only luminance:
/// R = G = B = Y, with the output space's luminance coefficients.
public enum VisionDeficiency: String, CaseIterable, Sendable, Codable {
    case protanopia, deuteranopia, tritanopia, achromatopsia

    /// Row-major 3×3, linear RGB in, linear RGB out; nil for achromatopsia.
    public var machadoMatrix: [Double]? {
        switch self {
        case .protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998]
        case .deuteranopia:
            [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881]
        case .tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900]
        case .achromatopsia: nil
        }
    }

    /// The simulated linear colour, each component clipped to 0…1.
    public func simulate(linear rgb: (Double, Double, Double), luminance: LuminanceCoefficients) -> (
        Double, Double, Double
    ) {
        func clip(_ x: Double) -> Double { min(max(x, 0), 1) }
        guard let m = machadoMatrix else {
            let y = clip(luminance.luminance(rgb.0, rgb.1, rgb.2))
            return (y, y, y)
        }
        return (
            clip(m[0] * rgb.0 + m[1] * rgb.1 + m[2] * rgb.2),
            clip(m[3] * rgb.0 + m[4] * rgb.1 + m[5] * rgb.2),
            clip(m[6] * rgb.0 + m[7] * rgb.1 + m[8] * rgb.2)
        )
    }
}
