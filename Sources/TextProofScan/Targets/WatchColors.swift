import TextProof
import TextProofColor

/// What the scan knows of watchOS's colours. watchOS has no light appearance and its apps draw on
/// black (Apple's Human Interface Guidelines for watchOS: black backgrounds, blending with the
/// device's bezel), with white primary text: UIKit's `label` in dark, which a watch site's text is
/// drawn in. Apple publishes no watchOS values for the other system colours
/// (`secondary`, `systemRed`, the default accent): a site using one is left unresolved, not given
/// iOS's value.
enum WatchColors {
    static let background = "black (watchOS draws apps on black)"
    static let black = ColorReference.fixed(ColorU8(red: 0, green: 0, blue: 0, alpha: 255))

    /// Names a watch site may use: the primary label (white in dark) and SwiftUI's fixed colours.
    static let published: Set<String> = [
        "label", "primary", "Color.primary", "Color.white", "Color.black", "Color.clear", "white", "black", "clear",
    ]

    /// `site` unresolved when its colours name a system colour whose watchOS value is not published.
    static func checked(_ site: SourceScan.Site) -> SourceScan.Site {
        guard site.entry.status == .measured else { return site }
        let names = ((site.foreground?.names ?? []) + site.background.names).filter { !published.contains($0) }
        guard !names.isEmpty else { return site }
        var site = site
        let written = names.map { $0 == "Color.accentColor" ? "Color.accentColor (no accent colour set)" : $0 }
        site.entry.status = .unresolved
        site.entry.unresolved = (site.entry.unresolved ?? []) + written
        site.entry.reason = "watch colours not published: no watchOS value of \(written.joined(separator: ", "))"
        return site
    }
}
