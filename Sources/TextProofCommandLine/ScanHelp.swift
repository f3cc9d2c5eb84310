/// `textproof scan`'s words, shared by the `scan` entry in `textproof` and the `textproof-scan`
/// program that runs it.
package enum ScanHelp {
    package static let abstract =
        "Find the text an app's Swift code draws, resolve its colours, and proof the real pairs."

    package static let discussion = """
        Reads Swift with SwiftParser (syntax only: no compiler, no type checking) and finds each \
        text site: SwiftUI Text, Label, Button, Link, Toggle and TextField titles; UIKit and AppKit \
        textColor assignments, setTitleColor(_:for:), NSAttributedString attributes. Colours are \
        resolved as the frameworks resolve them (system colours and SwiftUI styles, the \
        repository's asset catalogs by name and by generated symbol, literals, .opacity and \
        .withAlphaComponent); backgrounds come from the code (.background on the text or an \
        enclosing view, a Color under it in a ZStack, the view's backgroundColor), else the \
        platform's default, marked assumed. Fonts map to size and weight through the platform's \
        text styles (macOS body 13 pt, watchOS 16).

        Each file is read for its target: the Xcode project's (its SDKROOT and accent colour set), \
        else its imports (WatchKit, AppKit) and folders (a watch app's, Mac/). watchOS code is \
        measured in dark only, on black. Previews, tests and #if DEBUG code are left out and \
        counted (--include-previews, --include-tests, --include-debug).

        Every output states the coverage first: sites found, measured on known pairs and on an \
        assumed background, unresolved and system-drawn (by reason), blank, hidden, excluded. \
        Text on an assumed background is a warning below --require, not a failure, unless \
        --judge-assumed. Each measured site is drawn in its own words at its own size, captioned \
        File.swift:LINE on the sheet; results (--format sarif, junit, github) sit on the Swift line. What the code \
        computes (theme.tint, a custom initialiser) is listed as unresolved in report.json, never \
        guessed. `// textproof:ignore <reason>` on a site's line or the line before waives it; \
        the config's allow entries take file:line or the colour expression too. --list-rules \
        lists the framework behaviours the scan models.

        Examples:
          textproof scan MyApp --out proofs/code
          textproof scan Sources/Views/Settings.swift --appearances light,dark
          textproof scan . --require aa --format sarif
          textproof scan --list-rules
        """
}
