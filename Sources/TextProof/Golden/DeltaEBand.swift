import TextProofColor

/// A range of CIEDE2000 differences and the colour the failure sheet shades it in.
///
/// Cool colours for differences people barely see, warm and darker ones as they grow: a ΔE 2.4
/// change (amber) and a ΔE 53 one (deep magenta) never look alike, and none of them is the grey
/// the unchanged golden is faded to.
public struct DeltaEBand: Sendable, Equatable {
    /// The smallest ΔE in the band.
    public let lowerBound: Double
    /// The first ΔE above the band (infinity for the last).
    public let upperBound: Double
    /// How a changed pixel in the band is drawn.
    public let color: ColorU8
    /// How the legend names the band: `< 1`, `2–5`, `≥ 10`.
    public let label: String

    /// The bands, smallest first; together they cover every ΔE from 0. Their edges (1, 2, 5, 10)
    /// follow the usual reading of ΔE2000: under 1 not seen, about 2 seen at a glance, over 10 a
    /// different colour.
    public static let all: [DeltaEBand] = [
        DeltaEBand(lowerBound: 0, upperBound: 1, color: ColorU8(red: 0xA8, green: 0xCC, blue: 0xF5), label: "< 1"),
        DeltaEBand(lowerBound: 1, upperBound: 2, color: ColorU8(red: 0x2E, green: 0x7B, blue: 0xE0), label: "1–2"),
        DeltaEBand(lowerBound: 2, upperBound: 5, color: ColorU8(red: 0xFF, green: 0xB0, blue: 0x00), label: "2–5"),
        DeltaEBand(lowerBound: 5, upperBound: 10, color: ColorU8(red: 0xF0, green: 0x50, blue: 0x00), label: "5–10"),
        DeltaEBand(
            lowerBound: 10, upperBound: .infinity, color: ColorU8(red: 0x96, green: 0x00, blue: 0x5A), label: "≥ 10"),
    ]

    /// The band `deltaE` falls in; an unmeasurable (NaN) ΔE counts as the largest.
    public static func band(for deltaE: Double) -> DeltaEBand {
        all.first { deltaE < $0.upperBound } ?? all[all.count - 1]
    }
}
