/// The built-in demo: every UIKit label and tint colour on systemBackground, in light and dark,
/// and a run with no colour, which NSAttributedString draws opaque black in every appearance.
public enum DemoSpec {
    /// The demo's name in messages.
    public static let source = "<built-in demo>"

    /// The demo spec's YAML.
    public static let yaml = """
        name: demo
        font: Inter
        size: 17
        weight: regular
        scale: 2
        appearances: [light, dark]
        background: systemBackground
        runs:
          - {text: label, color: label}
          - {text: secondaryLabel, color: secondaryLabel}
          - {text: tertiaryLabel, color: tertiaryLabel}
          - {text: quaternaryLabel, color: quaternaryLabel}
          - {text: placeholderText, color: placeholderText}
          - {text: link, color: link}
          - {text: systemBlue, color: systemBlue}
          - {text: systemBrown, color: systemBrown}
          - {text: systemGray, color: systemGray}
          - {text: systemGreen, color: systemGreen}
          - {text: systemIndigo, color: systemIndigo}
          - {text: systemOrange, color: systemOrange}
          - {text: systemPink, color: systemPink}
          - {text: systemPurple, color: systemPurple}
          - {text: systemRed, color: systemRed}
          - {text: systemTeal, color: systemTeal}
          - {text: systemYellow, color: systemYellow}
          - {text: No colour given (NSAttributedString default)}
        """

    /// The demo parsed.
    public static func spec() throws(SpecError) -> ProofSpec {
        try SpecParser(file: source, baseDirectory: ".").parse(yaml, defaultName: "demo")
    }
}
