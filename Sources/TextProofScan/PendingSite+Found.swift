import TextProof
import TextProofColor

extension PendingSite {
    /// The site as found, its style turned into colours: a button's title and bezel, a list row's
    /// background, what the system draws. nil when the text is never drawn.
    func found(platform: Platform) -> FoundSite? {
        if style.notDrawn != nil { return nil }
        var site = FoundSite(
            line: line, column: column, kind: kind, text: text, foreground: style.foreground,
            defaultForeground: .primary,
            background: style.background, font: style.font ?? .body, framework: .swiftUI, waiverLines: waiverLines)
        if let weight = style.weight { site.font.weight = weight }
        // `.foregroundStyle(.tint)`: the tint, else the accent.
        if let written = style.foreground?.written,
            [".tint", "TintShapeStyle()", "Color.accentColor", ".accentColor"].contains(written)
        {
            // No tint above it: the accent, whatever a button or row around it would draw its text in.
            site.foreground = tintOrAccent
            site.defaultForeground = .accent
        }
        // `Text("[netnewswire.com](https://…)")`: SwiftUI draws a Markdown link in the tint.
        switch kind == "Text" ? MarkdownLink.in(markdown ?? text) : nil {
        case .whole?:
            site.foreground = tintOrAccent
            site.defaultForeground = .accent
        case .part?:
            site.unresolvedReasons.append(
                "markdown link: SwiftUI draws the link in the tint, the rest in the text's colour")
        case nil: break
        }
        site.blank = blank
        site.systemDrawn = style.systemDrawn
        site.unresolvedReasons = style.unresolved + site.unresolvedReasons
        site.opacity = style.opacity
        // Only when a branch dims it: `isIdle ? 1 : 0` is drawn at 1 or not at all.
        if style.opacity < 1 { site.opacityCondition = style.opacityWritten.first { $0.contains("?") } }
        site.forcedScheme = style.forcedAppearance?.colorScheme
        site.usedAt = usedAt
        site.route = route
        let unknownUnder = unknownBackground(platform: platform)
        if let button = style.button {
            let model = ButtonModel(
                style: style.buttonStyle, kind: button.kind, role: button.role, inList: style.list != nil,
                platform: platform, defaultAction: style.defaultAction)
            if let reason = model.unresolved, !button.backgroundInsideLabel || style.foreground == nil {
                site.unresolvedReasons.append(reason)
            }
            // `.foregroundStyle(.secondary)` in a tinted title is the tint faded by an amount not published.
            if let level = style.foregroundLevel, !style.foregroundLevelRebased, button.foregroundInsideLabel,
                let title = model.foreground,
                title != .primary, platform != .macos
            {
                site.unresolvedReasons.append(
                    "\(level) inside a \(button.kind) drawn in \(title == .accent ? "the tint" : "its role's colour"): a level of that colour, whose opacity SwiftUI does not publish"
                )
            }
            if site.foreground == nil {
                if model.foregroundIsTint, let tint = style.tint {
                    site.foreground = tint
                } else if let foreground = model.foreground {
                    site.defaultForeground = foreground
                }
            }
            if let bezel = model.bezel, !button.backgroundInsideLabel {
                if model.bezelIsTint, let tint = style.tint {
                    site.background = tint
                } else {
                    site.background = nil
                    site.defaultBackground = bezel
                }
                // A translucent bezel (controlColor in dark) shows what the row or sidebar draws.
                site.underlayUnknown = unknownUnder
                return site
            }
        }
        site.underlay = style.underlay
        if site.background == nil, let list = style.list, platform == .ios {
            site.background = rowBackground(list)
        } else if site.background != nil, site.underlay == nil, let list = style.list, platform == .ios {
            site.underlay = rowBackground(list)
        }
        if let model = style.placedByModel, site.background == nil, site.defaultBackground == nil {
            site.unresolvedReasons.append(
                "shown from code the scan cannot follow: \(model), a view made by a member used on values elsewhere")
        }
        if let unknownUnder {
            if site.background == nil {
                site.unresolvedReasons.append(unknownUnder)
            } else if site.underlay == nil {
                site.underlayUnknown = unknownUnder
            }
        }
        return site
    }

    /// What a link or `.foregroundStyle(.tint)` draws in: the tint set around it, else the accent.
    private var tintOrAccent: WrittenColor {
        style.tint ?? WrittenColor(written: "Color.accentColor", resolution: .color(.named("Color.accentColor")))
    }

    /// Why what is behind the text is not known, where the system draws it: a widget's container, a
    /// grouped Form's section, a List or sidebar on macOS (materials and fills Apple does not publish).
    private func unknownBackground(platform: Platform) -> String? {
        if style.inWidget {
            return "in a widget: the system draws what is behind it (its container background, or the wallpaper)"
        }
        guard platform == .macos else { return nil }
        if style.inSidebar || ["sidebar", "sidebar()"].contains(style.listStyle ?? "") {
            return "sidebar material: macOS draws a sidebar on a material whose colour Apple does not publish"
        }
        if style.inPopover {
            return "popover material: macOS draws a popover on a material whose colour Apple does not publish"
        }
        if style.list == .form, style.formStyle == "grouped" {
            return "grouped form row: macOS draws a grouped Form's sections on a fill Apple does not publish"
        }
        if style.list == .list {
            return
                "list background: a List on macOS draws on the sidebar's material or the content background, by where it is placed"
        }
        // The climb ended at the `body` of a type only generic code shows (a tab enum handed to a
        // panel): a window, sidebar, inspector or popover may show it.
        if let shownBy {
            return
                "shown from code the scan cannot follow: \(shownBy) is not a View struct placed by name, and on macOS what is behind a view depends on the window, sidebar, inspector or popover showing it"
        }
        return nil
    }

    /// A List or Form row's background on iOS: the app's `.listRowBackground`, else the style's.
    private func rowBackground(_ list: InheritedStyle.ListContainer) -> WrittenColor? {
        if let row = style.rowBackground { return row }
        let grouped = "secondarySystemGroupedBackground"
        let name: String
        let plain = ["plain", "inset", "plain()", "inset()"].contains(style.listStyle ?? "")
        switch (list, style.listStyle) {
        case _ where style.clearRows: name = list == .list && plain ? "systemBackground" : "systemGroupedBackground"
        case (.list, _) where plain: name = "systemBackground"
        case (.list, "sidebar"), (.list, "sidebar()"): return nil
        default: name = grouped
        }
        return WrittenColor(written: "\(list.rawValue) row: \(name)", resolution: .color(.named(name)))
    }
}

/// A Markdown link in a `Text`'s literal (`[title](url)`), which SwiftUI draws in the tint.
enum MarkdownLink {
    case whole, part

    static func `in`(_ text: String) -> MarkdownLink? {
        guard let match = text.firstMatch(of: /\[[^\]\n]+\]\([^)\s]+\)/) else { return nil }
        return match.range == text.startIndex..<text.endIndex ? .whole : .part
    }
}
