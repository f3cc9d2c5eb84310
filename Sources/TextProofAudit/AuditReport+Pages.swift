import TextProof
import TextProofColor

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// summary.md and index.html: for people, the failures first.
extension AuditReport {
    /// summary.md: the headline, then each screenshot's failing and waived lines with their figures.
    public func markdown() -> String {
        var text = "# Screenshot audit\n\n\(headline).\n\n"
        text += "Judged by \(requirementTitle), on the worst 8-pixel strip of each line; sizes from the pixels.\n\n"
        for shot in screenshots {
            let failing = shot.failures, waived = shot.waived
            let judged = shot.lines.filter { $0.kind == .text }.count
            text += "## \(shot.image)\n\n\(judged) text lines at \(Self.number(shot.scale))×"
            text +=
                failing.isEmpty
                ? ", none below \(requirementTitle).\n\n" : ", \(failing.count) below \(requirementTitle):\n\n"
            let listed = failing + waived
            guard !listed.isEmpty else { continue }
            text += "| line | box (px) | ink | ground | ratio (worst) | APCA Lc | size | level |\n"
            text += "|---|---|---|---|---:|---:|---|---|\n"
            for line in listed {
                let size = "\(Self.number(line.points)) pt\(line.bold ? " bold" : "")"
                let level = line.waiver.map { "waived: \($0)" } ?? line.level.rawValue
                text +=
                    "| \(Self.cell(line.text ?? "–")) | \(line.boxText) | \(line.worstInk) | \(line.worstGround) | \(Self.ratio(line.worstRatio)) | \(Self.number(line.worstLc)) | \(size) | \(Self.cell(level)) |\n"
            }
            text += "\n"
        }
        for problem in unreadable { text += "- **unreadable** \(problem.image): \(problem.message)\n" }
        return text
    }

    /// index.html: each screenshot (its annotated copy, `annotatedPath(image)` relative to the
    /// page) with a box over every line, coloured by level; hovering a box shows its figures.
    public func html(annotatedPath: (String) -> String) -> String {
        var page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Screenshot audit</title>
            <style>
            body{font:14px -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e}
            .shot{display:inline-block;vertical-align:top;margin:0 24px 32px 0}
            .frame{position:relative;width:390px}
            .frame img{width:100%;display:block}
            .box{position:absolute;box-sizing:border-box;border:2px solid}
            .box:hover{background:rgba(255,255,255,.25)}
            .fail{border-color:#ff3b30}.AA{border-color:#ff9500}.AAA{border-color:#34c759}
            .waived{border-color:#007aff}.graphic{border-color:#8e8e93;border-style:dashed}
            h2{font-size:14px;word-break:break-all;width:390px}
            </style></head><body>
            <h1>Screenshot audit</h1>
            <p>\(MarkupEscaping.escaped(headline)). Red: below the requirement; orange: AA; green: AAA; blue: waived; dashed: not text.</p>

            """
        for shot in screenshots {
            page += "<div class=\"shot\"><h2>\(MarkupEscaping.escaped(shot.image))</h2><div class=\"frame\">"
            page += "<img src=\"\(MarkupEscaping.escaped(annotatedPath(shot.image)))\" alt=\"\">"
            let across = 100 / Double(shot.width), down = 100 / Double(shot.height)
            for line in shot.lines {
                let style =
                    "left:\(Self.percent(Double(line.box.x) * across));top:\(Self.percent(Double(line.box.y) * down));width:\(Self.percent(Double(line.box.width) * across));height:\(Self.percent(Double(line.box.height) * down))"
                page +=
                    "<div class=\"box \(Self.cssClass(line))\" style=\"\(style)\" title=\"\(MarkupEscaping.escaped(Self.figures(line), newlines: true))\"></div>"
            }
            page += "</div></div>\n"
        }
        return page + "</body></html>\n"
    }

    /// What hovering a line's box shows.
    static func figures(_ line: AuditedLine) -> String {
        var lines = [line.text.map { "“\($0)”" } ?? "(not read)"]
        lines.append("\(line.worstInk) on \(line.worstGround): \(ratio(line.worstRatio)), Lc \(number(line.worstLc))")
        if line.groundVaries { lines.append("ground varies; line \(ratio(line.ratio)), \(line.ink) on \(line.ground)") }
        lines.append(
            "\(number(line.points)) pt\(line.bold ? " bold" : ""): \(line.kind == .graphic ? "not text" : line.level.rawValue)"
        )
        if let waiver = line.waiver { lines.append("waived: \(waiver)") }
        lines.append("box \(line.boxText)")
        return lines.joined(separator: "\n")
    }

    static func cssClass(_ line: AuditedLine) -> String {
        if line.kind == .graphic { return "graphic" }
        if line.waiver != nil { return "waived" }
        return line.passes ? line.level.rawValue : "fail"
    }

    static func ratio(_ value: Double) -> String { String(fixed: value, digits: 2) + ":1" }
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(fixed: value, digits: 1)
    }
    static func percent(_ value: Double) -> String { String(fixed: value, digits: 3) + "%" }
    static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
