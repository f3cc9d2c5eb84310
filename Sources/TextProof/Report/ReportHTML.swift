import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `index.html`: the proof for people browsing a CI artifact. Self-contained (inline style and a
/// few lines of inline script to sort the table; nothing is fetched), readable in light and dark
/// browser themes, and well-formed XML as well as HTML, so that a strict parser can check it.
public enum ReportHTML {
    /// index.html for one proof: the sheet, a sortable table of cells, changes between releases, goldens.
    public static func render(_ report: ProofReport) -> String {
        var html = ""
        render(report, into: &html)
        return html
    }

    /// index.html for one proof, appended piece by piece to `html` (a file being written holds a
    /// row at a time, not a page of thousands of cells).
    static func render<Page: TextOutput>(_ report: ProofReport, into html: inout Page) {
        let failing = report.failingJudgedCells.count
        html += head(title: "TextProof: \(report.name)")
        html += """
            <h1>TextProof: \(escape(report.name))</h1>
            <p class="meta">\(escape(report.font)) · scale \(report.scale) · \(escape(report.colorSpace)) · palette \(escape(report.palette))\(report.platform.map { " · \(escape($0))" } ?? "") · TextProof \(TextProofVersion.current)</p>

            """
        if let coverage = report.coverage {
            // What was measured at all comes before any verdict on it.
            html +=
                "<section class=\"coverage\">\n<p><strong>Coverage, before any verdict:</strong> \(escape(coverage.headline)).</p>\n<ul>\n"
                + coverage.lines(reasons: .max).map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n</section>\n"
        }
        html += """
            <p class="\(failing == 0 ? "pass" : "fail")">\(escape(report.headline)), measured from the rendered pixels.</p>

            """
        for sheet in report.sheets ?? report.sheet.map({ [$0] }) ?? [] {
            html +=
                "<p class=\"sheet\"><a href=\"\(escape(sheet))\"><img src=\"\(escape(sheet))\" alt=\"Proof sheet: every run in every appearance with its measured contrast\" /></a></p>\n"
        }
        for note in report.notes ?? [] { html += "<p class=\"muted\">Note: \(escape(note))</p>\n" }
        if let skipped = report.skipped, !skipped.isEmpty {
            html +=
                "<p class=\"muted\">Skipped: "
                + skipped.map { "<code>\(escape($0.path))</code>: \(escape($0.message))" }.joined(separator: "; ")
                + "</p>\n"
        }
        html +=
            "<p>Images: " + report.images.map { "<a href=\"\(escape($0))\">\(escape($0))</a>" }.joined(separator: " · ")
            + " · <a href=\"report.json\">report.json</a></p>\n"
        html += """
            <h2>Cells</h2>
            <p class="muted">Failures first. Click a heading to sort.</p>
            <table id="cells">
            <thead><tr><th aria-sort="none">run</th><th aria-sort="none">appearance</th><th aria-sort="none">text</th><th aria-sort="none">colour\(report.colorSpace == "srgb" ? "" : " (" + escape(report.colorSpace) + ")")</th><th aria-sort="none">measured</th><th aria-sort="none">on</th><th aria-sort="none">WCAG</th><th aria-sort="none">APCA Lc</th><th aria-sort="none">level</th><th aria-sort="none">standards</th><th aria-sort="none">suggestion</th></tr></thead>
            <tbody>

            """
        for index in report.cellIndicesFailuresFirst {
            let cell = report.cells[index], measured = cell.measured
            func swatch(_ hex: String) -> String { ReportHTML.swatch(hex) }
            html +=
                "<tr>"
                + "<td class=\"num\" data-sort=\"\(cell.run)\">\(cell.run)</td>"
                + "<td>\(escape(cell.column))</td>"
                + "<td>\(escape(cell.text))\(cell.subject.map { subject in "<br /><span class=\"muted\">\(escape(cell.pairLabel))\(cell.role.map { " · \(escape($0.rawValue))" } ?? "")\(cell.judged == false ? " · not judged" : "")</span>" } ?? "")</td>"
                + "<td>\(ReportTable.declaredName(cell).map { escape($0) + " " } ?? "")\(swatch(cell.color))</td>"
                + "<td>\(measured.map { swatch($0.text) } ?? "–")</td>"
                + "<td>\(measured.map { swatch($0.background) } ?? "–")</td>"
                + "<td class=\"num\" data-sort=\"\(measured?.wcag ?? 0)\">\(measured.map { String(fixed: $0.wcag, digits: 2) + ":1" } ?? "–")</td>"
                + "<td class=\"num\" data-sort=\"\(measured?.apcaLc ?? 0)\">\(measured.map { String(fixed: $0.apcaLc, digits: 1) } ?? "–")</td>"
                + "<td class=\"\(cell.waived != nil || cell.judged == false ? "muted" : cell.level == .fail ? "fail" : "pass")\" data-sort=\"\(cell.judged == false ? 3 : cell.level == .fail ? 0 : cell.level == .aa ? 1 : 2)\">\(escape(cell.verdictLabel))\(cell.waived.map { "<br /><span class=\"muted\">waived: \(escape($0))</span>" } ?? "")</td>"
                + "<td>\(escape(standardsText(cell, report)))</td>"
                + "<td>\(cell.suggestion.map { "\($0.target == nil ? "" : "background ")\(swatch($0.color)) \(String(fixed: $0.wcag, digits: 2) + ":1"), ΔE2000 \(String(fixed: $0.deltaE2000, digits: 1))<br /><code>\(escape($0.oklch))</code>" } ?? "")</td>"
                + "</tr>\n"
        }
        html += "</tbody>\n</table>\n"
        html += goldensSection(report)
        if let changes = report.changes, !changes.isEmpty {
            html +=
                "<h2>Changes between releases</h2>\n<table>\n<thead><tr><th>run</th><th>text</th><th>appearance</th><th>before</th><th>after</th></tr></thead>\n<tbody>\n"
            for change in changes {
                func side(_ side: ProofReport.ReleaseChange.Side) -> String {
                    "\(escape(side.palette)): <code>\(escape(side.color))</code> \(String(fixed: side.wcag, digits: 2) + ":1") <span class=\"\(side.level == .fail ? "fail" : "pass")\">\(escape(side.level.rawValue))</span>"
                }
                html +=
                    "<tr><td class=\"num\">\(change.run)</td><td>\(escape(change.text))</td><td>\(escape(change.appearance.name))</td><td>\(side(change.from))</td><td>\(side(change.to))</td></tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        if let findings = report.findings, !findings.isEmpty {
            html += "<h2>Lints</h2>\n<ul>\n"
            for finding in findings {
                let subject = escape(finding.subjectLabel)
                html +=
                    "<li><strong class=\"\(finding.severity == .warning ? "fail" : "muted")\">\(escape(finding.severity.rawValue))</strong> "
                    + "<code>\(escape(finding.id))</code> (\(subject), <code>\(escape(finding.color))</code>): \(escape(finding.message))</li>\n"
            }
            html += "</ul>\n"
        }
        html += """
            <script>//<![CDATA[
            document.querySelectorAll("#cells th").forEach(function (th, column) {
              th.addEventListener("click", function () {
                var body = document.querySelector("#cells tbody");
                var ascending = th.getAttribute("aria-sort") !== "ascending";
                document.querySelectorAll("#cells th").forEach(function (other) { other.setAttribute("aria-sort", "none"); });
                th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
                var key = function (row) { var cell = row.children[column]; var v = cell.getAttribute("data-sort"); return v === null ? cell.textContent : parseFloat(v); };
                Array.prototype.slice.call(body.rows).sort(function (a, b) {
                  var x = key(a), y = key(b); var order = x === y ? 0 : (x > y ? 1 : -1); return ascending ? order : -order;
                }).forEach(function (row) { body.appendChild(row); });
              });
            });
            //]]></script>
            </body>
            </html>

            """
    }

    /// A colour sample that keeps its alpha, over a checkerboard so translucency shows, and its hex.
    static func swatch(_ hex: String) -> String {
        guard let color = ColorU8(hex: hex) else { return "<code>\(escape(hex))</code>" }
        let rgba =
            "rgba(\(color.red), \(color.green), \(color.blue), \(String(fixed: Double(color.alpha) / 255, digits: 3)))"
        return "<span class=\"swatch\"><span style=\"background: \(rgba)\"></span></span><code>\(escape(hex))</code>"
    }

    /// Golden comparisons: a line each, and for a failure the expected, actual and diff images side
    /// by side, with a slider that fades the actual image over the expected one.
    static func goldensSection(_ report: ProofReport) -> String {
        guard let goldens = report.goldens, !goldens.isEmpty else { return "" }
        var html = "<h2>Goldens</h2>\n<ul>\n"
        for golden in goldens {
            let state = golden.status == .failed ? "fail" : golden.status == .matched ? "pass" : "muted"
            html +=
                "<li><span class=\"\(state)\">\(escape(golden.status.rawValue))</span> <code>\(escape(golden.image))</code>: \(escape(golden.message))</li>\n"
        }
        html += "</ul>\n"
        for (index, golden) in goldens.enumerated() where golden.status == .failed {
            let goldenPath =
                golden.golden.hasPrefix("/")
                ? golden.golden : FileManager.default.currentDirectoryPath + "/" + golden.golden
            let expected = escape(goldenPath),
                actual = escape(golden.actual.map { $0.lastPathComponent } ?? golden.image)
            html += "<figure class=\"golden\"><figcaption>\(escape(golden.image))</figcaption>\n"
            html +=
                "<div class=\"sidebyside\"><div><p class=\"muted\">expected</p><img src=\"file://\(expected)\" alt=\"expected\" /></div>"
            html += "<div><p class=\"muted\">actual</p><img src=\"\(actual)\" alt=\"actual\" /></div>"
            if let diff = golden.diff {
                html +=
                    "<div><p class=\"muted\">diff</p><img src=\"\(escape(diff.lastPathComponent))\" alt=\"diff\" />"
                    + diffLegend + "</div>"
            }
            html +=
                "</div>\n<div class=\"overlay\"><img src=\"file://\(expected)\" alt=\"expected\" /><img id=\"actual\(index)\" class=\"over\" src=\"\(actual)\" alt=\"actual over expected\" /></div>\n"
            html +=
                "<label>expected <input type=\"range\" min=\"0\" max=\"100\" value=\"50\" oninput=\"document.getElementById('actual\(index)').style.opacity = this.value / 100\" /> actual</label></figure>\n"
        }
        return html
    }

    /// What the diff image is: `render --golden`'s failure sheet, whose own legend explains its colours.
    static let diffLegend =
        "<p class=\"legend\">golden | actual | difference, each changed pixel shaded by its ΔE2000 "
        + "(the sheet's legend gives the bands and marks the limit)</p>"

    /// Each standard's verdict on a cell: "Apple pass · APCA fail (needs Lc 85)".
    static func standardsText(_ cell: ProofReport.Cell, _ report: ProofReport) -> String {
        guard cell.judged != false else { return "not judged" }
        let standards = (report.standards ?? ["wcag2"]).compactMap(ContrastStandard.init(rawValue:))
        return standards.compactMap { standard in
            guard let verdict = cell.levels?[standard.rawValue] ?? cell.verdict(standard) else { return nil }
            let needs = verdict.requiredLc.map { " (needs Lc \(SheetNumber.format($0)))" } ?? ""
            return "\(standard.title) \(verdict.level)\(verdict.passes ? "" : needs)"
        }.joined(separator: " · ")
    }

    /// The page's head and the start of its body: one style for every page, light and dark.
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>\(escape(title))</title>
        <style>
        :root { color-scheme: light dark; --ink: #1c1c1e; --paper: #ffffff; --muted: #5c5c61; --rule: #d1d1d6; --fail: #b3261e; --pass: #1e6b34; }
        @media (prefers-color-scheme: dark) { :root { --ink: #f2f2f7; --paper: #1c1c1e; --muted: #aeaeb2; --rule: #48484a; --fail: #ff8a80; --pass: #7ee2a0; } }
        body { font: 15px/1.45 -apple-system, "Inter", "DejaVu Sans", sans-serif; color: var(--ink); background: var(--paper); margin: 2rem; }
        h1 { font-size: 1.5rem; margin: 0 0 .25rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
        .meta, .muted { color: var(--muted); }
        .sheet img { max-width: 100%; height: auto; border: 1px solid var(--rule); }
        table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
        th, td { text-align: left; padding: .3rem .6rem; border-bottom: 1px solid var(--rule); vertical-align: top; }
        th { cursor: pointer; user-select: none; } th[aria-sort]::after { content: " ↕"; color: var(--muted); }
        td.num { text-align: right; } .fail { color: var(--fail); font-weight: 600; } .pass { color: var(--pass); font-weight: 600; }
        code { font: 13px ui-monospace, "DejaVu Sans Mono", monospace; }
        .sidebyside { display: flex; gap: 1rem; flex-wrap: wrap; } .sidebyside img, .overlay img { max-width: 32rem; height: auto; border: 1px solid var(--rule); }
        .overlay { position: relative; display: inline-block; } .overlay .over { position: absolute; left: 0; top: 0; opacity: .5; }
        .swatch { display: inline-block; width: .9em; height: .9em; border: 1px solid var(--rule); vertical-align: -.1em; margin-right: .3em; background: repeating-conic-gradient(#bbb 0 25%, #fff 0 50%) 0 0 / .45em .45em; }
        .swatch span { display: block; width: 100%; height: 100%; }
        </style>
        </head>
        <body>

        """
    }

    static func escape(_ text: String) -> String { MarkupEscaping.escaped(text) }
}

extension ReportHTML {
    /// `index.html` of a batch: one line per proof, linking to its own page, with its failing cells.
    public static func render(_ batch: BatchReport) -> String {
        var html = head(title: "TextProof: \(batch.proofs.count) proofs")
        html += """
            <h1>TextProof: \(batch.proofs.count) proofs\(batch.shard.map { " (shard \(escape($0)))" } ?? "")</h1>
            <ul>

            """
        for report in batch.proofs {
            let failing = report.failingJudgedCells.count
            html +=
                "<li><a href=\"\(escape(report.name))/index.html\">\(escape(report.name))</a>: "
                + "<span class=\"\(failing == 0 ? "pass" : "fail")\">\(escape(report.headline))</span></li>\n"
        }
        html += "</ul>\n"
        if let skipped = batch.skipped, !skipped.isEmpty {
            html +=
                "<h2>Skipped</h2>\n<ul>\n"
                + skipped.map { "<li><code>\(escape($0.path))</code>: \(escape($0.message))</li>\n" }.joined()
                + "</ul>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }
}
