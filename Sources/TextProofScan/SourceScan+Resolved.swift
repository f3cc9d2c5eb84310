import Foundation
import SwiftParser
import SwiftSyntax
import TextProof
import TextProofColor
import TextProofPlatform
import TextProofText

/// A found site's colours resolved into the sites a proof measures: one per colour a condition can
/// choose, translucent backgrounds composited, forced schemes applied.
extension SourceScan {
    /// A found site with its colours resolved: one site per colour a condition can choose, or one
    /// unresolved site listing the expressions and reasons; system-drawn and blank text kept apart.
    static func resolved(
        _ found: FoundSite, file: String, path: String, platform: TargetPlatform, config: ProofConfig, waiver: String?,
        accent: ColorReference? = nil, catalog: SystemColorCatalog
    ) -> [Site] {
        var unresolved: [String] = []
        func choices(_ color: WrittenColor?) -> [(ColorReference, String?)]? {
            switch color?.resolution {
            // A background in the tint (a filled button's) is the app's accent when it has one.
            case .color(let reference):
                return [(reference == .named("Color.accentColor") ? accent ?? reference : reference, nil)]
            case .choices(let references, let written): return zip(references, written).map { ($0, $1) }
            case .unresolved(let expression):
                unresolved.append(expression)
                return nil
            case nil: return nil
            }
        }
        func framework(_ color: FrameworkColor) -> ColorReference {
            switch color {
            // SwiftUI's accent colour is the app's AccentColor colour set when it has one.
            case .accent: accent ?? .named("Color.accentColor")
            case .primary: .named("primary")
            case .named(let name): .named(name)
            }
        }
        var foregrounds: [(ColorReference?, String?)] = choices(found.foreground) ?? []
        if found.foreground == nil { foregrounds = [(found.defaultForeground.map(framework), nil)] }
        let assumed = assumedBackground(platform, isTextView: found.isTextView, isTableCell: found.isTableCell)
        var backgrounds: [(ColorReference, String?)] = choices(found.background) ?? []
        if found.background == nil {
            let platformDefault = platform == .watchos ? WatchColors.black : ColorReference.named(assumed)
            backgrounds = [(found.defaultBackground.map(framework) ?? platformDefault, nil)]
        }
        // A translucent background shows what is under it: the code's next background out, composited here;
        // else the window, as the proof draws it; unknown where the site's surroundings are.
        let translucent = backgrounds.contains { background, _ in
            [Appearance.light, .dark].contains { (background.resolved(for: $0, in: catalog)?.alpha ?? 1) < 1 }
        }
        var reasons = found.unresolvedReasons
        if translucent, let reason = found.underlayUnknown {
            reasons.append(reason)
        } else if translucent, let underlay = choices(found.underlay)?.first?.0 {
            backgrounds = backgrounds.map { (composited($0.0, over: underlay, catalog), $0.1) }
        }
        // A style whose size the platform does not publish (watchOS's Callout) is not guessed.
        if found.font.points(on: platform) == nil, let style = found.font.style {
            unresolved.append("\(found.font.written ?? style.rawValue): no published \(platform.rawValue) size")
        }
        unresolved += reasons
        let location = "\(file):\(found.line)"
        let allowed = config.waivers.first { waiver in
            waiver.matches(name: location) || (found.foreground.map { waiver.matches(name: $0.written) } ?? false)
        }
        let backgroundWritten =
            found.background?.written ?? found.defaultBackground.map { "default: \(framework($0).description)" }
        let isAssumed = found.background == nil && found.defaultBackground == nil
        var entry = SourceSite(
            file: file, line: found.line, column: found.column, kind: found.kind, text: found.text,
            foreground: found.foreground?.written ?? found.defaultForeground.map { "default: \($0.written)" },
            background: backgroundWritten,
            backgroundAssumed: isAssumed ? "\(assumed) (assumed: the code sets none)" : nil,
            font: found.font.written, sizePoints: found.font.points(on: platform) ?? 0,
            weight: found.font.drawnWeight(on: platform), status: .measured, waived: waiver ?? allowed?.reason,
            platform: platform.rawValue)
        entry.usedAt = found.usedAt
        // Through more than one use: the whole route, since a shared view's pair can hold on one route only.
        entry.route = found.route.count > 1 ? found.route : nil
        entry.forcedAppearance = found.forcedScheme?.rawValue
        let style = found.font.size == nil ? found.font.style : nil
        let isDefault = found.foreground == nil && found.defaultForeground != nil
        // Nothing to read: an empty string or spaces (icons padded with " "), before any other reason.
        // A literal's escapes are as written: `"\n"` is a line break, nothing to read.
        let visible = ["\\n", "\\t", "\\r"].reduce(found.text) { $0.replacingOccurrences(of: $1, with: "") }
        let blank =
            found.blank ?? (visible.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "an empty string" : nil)
        if let blank {
            entry.status = .blank
            entry.reason = blank
        } else if let system = found.systemDrawn {
            entry.status = .system
            entry.reason = "drawn by the system: \(system)"
        } else if !unresolved.isEmpty || foregrounds.isEmpty || backgrounds.isEmpty {
            entry.status = .unresolved
            entry.unresolved = unresolved.filter { !reasons.contains($0) }.nilIfEmpty
            entry.reason =
                (reasons.isEmpty ? ["colour computed: \(unresolved.joined(separator: ", "))"] : reasons)
                .joined(separator: "; ")
        }
        guard entry.status == .measured else {
            return [
                Site(
                    entry: entry, path: path, foreground: nil, background: .named(assumed), style: style,
                    foregroundIsDefault: isDefault, platform: platform)
            ]
        }
        let resolver = ColorExpressionResolver(system: catalog, assets: [:])
        var sites: [Site] = []
        for (foreground, foregroundChoice) in foregrounds {
            // `foreground(for: kind)` on `background(for: kind)`: only the pairs some case draws.
            for (background, backgroundChoice) in backgrounds
            where found.foreground?.cases.flatMap({ text in
                found.background?.cases.map { text.allows(foregroundChoice, with: $0, backgroundChoice) }
            }) ?? true {
                var foreground = foreground
                var background = background
                if found.opacity < 1, let drawn = foreground {
                    foreground = resolver.multiplyingAlpha(drawn, by: found.opacity)
                }
                if let scheme = found.forcedScheme {
                    foreground = foreground.map { forced($0, scheme, catalog) }
                    background = forced(background, scheme, catalog)
                }
                var variant = entry
                // A conditional opacity is judged at its faintest: say which state that is.
                let faintest = found.opacityCondition.map {
                    "at opacity \(found.opacity), the faintest visible of \($0)"
                }
                variant.choice =
                    [foregroundChoice.map { "text \($0)" }, backgroundChoice.map { "on \($0)" }, faintest]
                    .compactMap { $0 }.joined(separator: ", ").nilIfEmpty
                // Transparent in every appearance: text hidden on purpose (an animation's start, a placeholder).
                if let drawn = foreground,
                    [Appearance.light, .dark].allSatisfy({ drawn.resolved(for: $0, in: catalog)?.alpha == 0 })
                {
                    variant.status = .hidden
                }
                sites.append(
                    Site(
                        entry: variant, path: path, foreground: foreground, background: background, style: style,
                        foregroundIsDefault: isDefault, platform: platform))
            }
        }
        return sites
    }

    /// `top` drawn over `bottom` in each appearance (source-over on the encoded sRGB values, as the
    /// proof composites); `top` as it is where either is not an sRGB colour there.
    static func composited(_ top: ColorReference, over bottom: ColorReference, _ catalog: SystemColorCatalog)
        -> ColorReference
    {
        var choices: [Appearance: ColorReference] = [:]
        for appearance in Appearance.allCases {
            guard let upper = top.resolved(for: appearance, in: catalog) else { continue }
            guard upper.alpha < 1, let lower = bottom.resolved(for: appearance, in: catalog),
                upper.space == .sRGB, lower.space == .sRGB
            else {
                choices[appearance] = .value(upper)
                continue
            }
            let alpha = upper.alpha + lower.alpha * (1 - upper.alpha)
            let components = zip(upper.components, lower.components).map { top, bottom in
                alpha == 0 ? 0 : (top * upper.alpha + bottom * lower.alpha * (1 - upper.alpha)) / alpha
            }
            choices[appearance] = ColorValue(space: .sRGB, components: components, alpha: alpha).map { .value($0) }
        }
        return .dynamic(choices)
    }

    /// The colour as drawn in one scheme whatever the appearance: `.environment(\.colorScheme, .dark)`.
    static func forced(_ reference: ColorReference, _ scheme: Appearance.ColorScheme, _ catalog: SystemColorCatalog)
        -> ColorReference
    {
        var choices: [Appearance: ColorReference] = [:]
        for appearance in Appearance.allCases {
            var drawn = appearance
            drawn.colorScheme = scheme
            if let value = reference.resolved(for: drawn, in: catalog) { choices[appearance] = .value(value) }
        }
        return .dynamic(choices)
    }
}
