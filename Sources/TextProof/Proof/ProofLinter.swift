import TextProofColor

/// Lints: the colour mistakes Apple's guidance calls out, found in a spec's resolved colours.
/// Each finding says what is wrong and what to use instead.
struct ProofLinter {
    let spec: ProofSpec
    let catalog: SystemColorCatalog
    let colors: ResolvedColors

    static let lowEmphasis: Set<String> = [
        "tertiaryLabel", "quaternaryLabel", "placeholderText",
        "tertiaryLabelColor", "quaternaryLabelColor", "placeholderTextColor",
    ]

    /// Marks raw findings about a run's highlight until `findings` names their subject.
    private static let highlightMark = "\u{0}highlight"

    /// Every lint id, for `rules:` in specs and configs.
    static let ids = [
        "no-foreground-color", "fixed-light-dark-text", "low-emphasis-body-text", "no-dark-variant",
        "no-increased-contrast-variant", "wide-gamut-body-text", "extended-range-text", "label-color-for-document-text",
    ]

    /// A system colour's name as the platform spells it: `label` on iOS, `labelColor` on macOS.
    func platformName(_ uiKitName: String) -> String {
        catalog.platform == .ios ? uiKitName : uiKitName + "Color"
    }

    func findings(cells: [ProofReport.Cell]) throws(ColorManagementError) -> [ProofReport.Finding] {
        // Name what a generated run stands for (a colour set or token), once per finding: a
        // catalog colour drawn in many runs gives one finding, not one per run.
        var seen = Set<[String]>()
        return try rawFindings(cells: cells).compactMap { finding in
            var finding = finding
            if !spec.source.hasPrefix("<") { finding.source = spec.source }
            if let run = finding.run {
                finding.sourceLine = spec.runs[run].line
                finding.sourceColumn = spec.runs[run].column
            }
            if let run = finding.run, let annotation = spec.runs[run].annotation {
                finding.source = annotation.source
                finding.sourceLine = annotation.line
                finding.sourceColumn = nil
                // A finding about the run's highlight is about the background it names.
                finding.subject =
                    finding.subject == Self.highlightMark
                    ? (annotation.backgroundName ?? annotation.subject) : annotation.subject
            }
            if finding.subject == Self.highlightMark { finding.subject = nil }
            guard let subject = finding.subject else { return finding }
            return seen.insert([finding.id, subject, finding.color, finding.appearance ?? ""]).inserted ? finding : nil
        }
    }

    private func rawFindings(cells: [ProofReport.Cell]) throws(ColorManagementError) -> [ProofReport.Finding] {
        var findings: [ProofReport.Finding] = []
        func add(
            _ id: String, _ severity: ProofReport.Finding.Severity, run: Int?, color: String, appearance: String? = nil,
            _ message: String
        ) {
            findings.append(
                .init(id: id, severity: severity, run: run, color: color, appearance: appearance, message: message))
        }
        if let background = spec.background {
            findings += try customColorFindings(background, run: nil, role: "background")
        }
        // The proof's own converter when it converts to sRGB already (each one builds LittleCMS
        // profiles and a transform: about 0.2 ms).
        let sRGBGamut = colors.converter.output == .sRGB ? colors.converter : try ColorConverter(output: .sRGB)
        for (index, run) in spec.runs.enumerated() {
            // A palette swatch is no text: none of the text lints apply, and a ramp without dark
            // values is how palettes are made (semantic colours pick from them per appearance).
            if run.annotation?.role == .palette { continue }
            let (points, weight) = spec.metrics(of: run)
            let largeText = ContrastLevel.isLargeText(points: points, isBold: weight.isBold)
            guard let color = run.color else {
                add(
                    "no-foreground-color", .warning, run: index, color: "default (opaque black)",
                    "No foreground colour: NSAttributedString draws opaque black in every appearance, so the text vanishes in dark mode. Set a foreground colour such as \(platformName("label")) (SwiftUI's .primary)."
                )
                continue
            }
            if let background = run.background {
                findings += try customColorFindings(background, run: index, role: "highlight").map { finding in
                    var marked = finding
                    marked.subject = Self.highlightMark
                    return marked
                }
            }
            let names = color.names.map(catalog.canonicalName)
            for name in names where name == "lightText" || name == "darkText" {
                add(
                    "fixed-light-dark-text", .warning, run: index, color: name,
                    "\(name) is the same in light and dark mode: it does not adapt. Use \(platformName("label")) or \(platformName("secondaryLabel")), which do."
                )
            }
            if !largeText {
                for name in names where Self.lowEmphasis.contains(name) {
                    add(
                        "low-emphasis-body-text", .warning, run: index, color: name,
                        "\(name) is for de-emphasised, incidental text; on normal-size body text it falls below WCAG AA. Use \(platformName("label")) or \(platformName("secondaryLabel")), or make the text large (18 pt, or 14 pt bold)."
                    )
                }
            }
            // Over a material, labelColor's translucency is what vibrancy needs: no finding there.
            if catalog.platform == .macos, names.contains("labelColor"), !spec.isOverMaterial,
                (spec.background ?? .named(catalog.defaultBackgroundName)).names.map(catalog.canonicalName).contains(
                    "textBackgroundColor")
            {
                add(
                    "label-color-for-document-text", .info, run: index, color: "labelColor",
                    "labelColor is translucent and meant for labels; document body text on textBackgroundColor should use textColor, which is opaque."
                )
            }
            findings += try customColorFindings(
                color, run: index, role: run.annotation?.role == .decoration ? "decoration" : "text")
            var seen = Set<ColorValue>()
            for appearance in spec.appearances {
                guard let value = color.resolved(for: appearance, in: catalog), seen.insert(value).inserted else {
                    continue
                }
                if value.components.contains(where: { $0 > 1 }) {
                    add(
                        "extended-range-text", .warning, run: index, color: value.specDescription,
                        appearance: appearance.name,
                        "A component above 1.0 is extended range (EDR): it shows brighter than white only on HDR displays and is clipped elsewhere. Keep text colours within 0…1."
                    )
                }
                let inSRGB = try sRGBGamut.convert(value)
                if value.space != .sRGB, inSRGB.outOfGamut, !largeText {
                    add(
                        "wide-gamut-body-text", .warning, run: index, color: value.specDescription,
                        appearance: appearance.name,
                        "This colour lies outside sRGB (ΔE2000 \(Self.format(inSRGB.deltaE)) when clipped): on sRGB displays body text shows a different colour and contrast. Keep Display P3 for accents; give body text an sRGB colour."
                    )
                }
            }
        }
        return findings
    }

    /// Lints for a colour the spec defines itself rather than naming a system colour.
    private func customColorFindings(_ reference: ColorReference, run: Int?, role: String) throws(ColorManagementError)
        -> [ProofReport
        .Finding]
    {
        let choices: [Appearance: ColorReference]
        switch reference {
        case .named: return []
        case .value: choices = [.light: reference]
        case .dynamic(let values):
            // Choices that are all system colours adapt as those colours do.
            if values.values.allSatisfy({ if case .named = $0 { true } else { false } }) { return [] }
            choices = values
        }
        var findings: [ProofReport.Finding] = []
        let light = reference.resolved(for: .light, in: catalog), dark = reference.resolved(for: .dark, in: catalog)
        if light == dark {
            findings.append(
                .init(
                    id: "no-dark-variant", severity: .warning, run: run, color: reference.description, appearance: nil,
                    message:
                        "This custom \(role) colour is the same in dark mode. Give it a dark value ({light: …, dark: …}) or use a system colour that adapts."
                ))
        }
        let increased = Appearance.allCases.filter { $0.contrast == .increased }
        if catalog.supportedAppearances.contains(where: { $0.contrast == .increased }),
            !increased.contains(where: { choices[$0] != nil })
        {
            findings.append(
                .init(
                    id: "no-increased-contrast-variant", severity: .info, run: run, color: reference.description,
                    appearance: nil,
                    message:
                        "This custom \(role) colour has no increased-contrast value, so Increase Contrast leaves it unchanged. Add light-increased-contrast and dark-increased-contrast values."
                ))
        }
        return findings
    }

    static func format(_ value: Double) -> String { String((value * 10).rounded() / 10) }
}
