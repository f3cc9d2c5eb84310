import Foundation

/// The results as a terminal table and as bench/RESULTS.md.
struct BenchReport {
    let rows: [Row]
    let checks: [String]
    let memcpyGBs: Double
    var endToEnd: [EndToEnd.Result] = []
    var appScale: [AppScale.Row] = []
    var audit: AuditBench.Result? = nil
    /// The vector-width rows of a second build for AVX2 (`vectorRowsMarkdown` of that run).
    var avx2Rows: String? = nil

    /// The rows and checks alone, as Markdown, for another run's report to show.
    var vectorRowsMarkdown: String {
        ([
            "| " + Self.header.joined(separator: " | ") + " |",
            "|" + Self.header.map { _ in "---" }.joined(separator: "|") + "|",
        ]
            + rows.map { "| " + line($0).joined(separator: " | ") + " |" } + [""] + checks.map { "- " + $0 })
            .joined(separator: "\n")
    }

    /// The end-to-end rows: medians of alternating whole-process runs.
    var endToEndLines: [String] {
        guard !endToEnd.isEmpty else { return [] }
        var lines = [
            "| end to end | TextProof | peer | peer time | TextProof ÷ peer | limit | peak memory |",
            "|---|---|---|---|---|---|---|",
        ]
        for result in endToEnd {
            let ratio = result.ours / result.peer
            let limit =
                result.limit.map { String(format: "≤ %.2f× ", $0) + (ratio <= $0 ? "(met)" : "(not met)") } ?? "–"
            lines.append(
                "| \(result.name) | \(String(format: "%.3f s", result.ours)) | \(result.peerName) | \(String(format: "%.3f s", result.peer)) | "
                    + "\(String(format: "%.2f×", ratio)) | \(limit) | \(result.memoryKB.map { "\($0 / 1024) MB" } ?? "–") |"
            )
        }
        return lines
    }

    var machine: String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces) }
            ?? "unknown CPU"
        let flags = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") } ?? ""
        let vector = flags.contains("avx512bw") ? "AVX-512BW" : flags.contains("avx2") ? "AVX2" : "SSE2"
        #if TEXTPROOF_NATIVE
            let target = "-target-cpu native"
        #else
            let target = "default x86-64 (SSE2)"
        #endif
        return
            "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores, widest vectors \(vector); built for \(target); memcpy \(String(format: "%.1f", memcpyGBs)) GB/s"
    }

    func line(_ row: Row) -> [String] {
        let ratio = row.pixman.map { String(format: "%.2f×", $0 / row.seconds) } ?? "–"
        let limit = row.limit.map { String(format: "%.0f %%", 100 * $0 / row.seconds) } ?? "–"
        return [
            row.kernel, "\(row.size)²", row.implementation, String(format: "%.0f", row.megapixels),
            String(format: "%.1f", row.gigabytes),
            ratio, limit,
        ]
    }

    static let header = ["kernel", "size", "implementation", "Mpix/s", "GB/s", "vs pixman", "of limit"]

    var table: String {
        let all = [Self.header] + rows.map(line)
        let widths = Self.header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return
            ([machine]
            + all.map { row in
                row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(
                    separator: "  ")
            } + checks + [""] + endToEndLines + [""] + AppScale.lines(appScale)).joined(separator: "\n")
    }

    var markdown: String {
        var lines = [
            "# Benchmark results", "",
            "Written by `make bench` (bench/Sources/textproof-bench). Machine: \(machine).", "",
            "Each figure is the median of alternating rounds in one process, all contenders on the same inputs: "
                + "text-like coverage (the demo's real glyph masks, tiled), a premultiplied image with clear, opaque and "
                + "graded regions, an opaque background (systemGroupedBackground). Text kernels composite onto a fresh copy of "
                + "their background on every run: it is put back before each run, outside the timing, so a kernel whose speed "
                + "depends on the pixels (linear light's result tables) meets what a proof gives it, not the text it drew the run "
                + "before; linear light also has rows over a horizontal gradient and over its own output. *vs pixman* is pixman's time over ours (above 1 is faster than pixman). "
                + "*of limit* is a streaming pass over exactly the bytes the kernel touches (mask or source read, destination "
                + "read and written), timed in the same run, as a fraction of the kernel's time; GB/s counts those bytes. "
                + "*imageComparison* is the golden diff (pixelmatch's metric and anti-aliasing detector) on a 4096² proof-like "
                + "pair, identical and with text moved one pixel and recoloured over 10 % of the pixels; GB/s counts both images read.",
            "",
            "| " + Self.header.joined(separator: " | ") + " |",
            "|" + Self.header.map { _ in "---" }.joined(separator: "|") + "|",
        ]
        lines += rows.map { "| " + line($0).joined(separator: " | ") + " |" }
        if !endToEnd.isEmpty {
            lines +=
                [
                    "", "## End to end", "",
                    "Whole processes, each run alternately with its peer, medians of 21 (5 with QUICK=1): `textproof render` of a "
                        + "2,000-character paragraph (26 runs, DejaVu Sans 17 pt at scale 2, light, white; the image, the sheet, "
                        + "report.json, index.html, summary.md; and with `--no-sheet`) beside `hb-view` drawing the same 26 lines at 34 px to a PNG; "
                        + "`textproof diff` of 4096² proof-like pairs (written by TextProof: opaque, so RGB) beside `png-decode` "
                        + "(libpng's simplified API) reading the slower file of the pair alone, the decode floor. Each process "
                        + "is started with posix_spawn and timed to waitpid. Peak memory from GNU time (MiB; `textproof "
                        + "--version` alone takes about 16).", "",
                ] + endToEndLines
        }
        if !appScale.isEmpty {
            lines +=
                [
                    "", "## App scale", "",
                    "Whole processes on inputs generated by the bench (medians of 7, 3 with QUICK=1; peak memory from GNU "
                        + "time): DTCG token files of text colours in a light and a dark file, and an asset catalog of 150 "
                        + "colour sets with dark and increased-contrast values, proofed in all six appearances.", "",
                ] + AppScale.lines(appScale)
        }
        if audit != nil {
            lines +=
                [
                    "", "## Screenshot audit", "",
                    "`textproof audit` on home-assistant's PrivacyView reference (1170×2532, the test fixture): one "
                        + "audit in the bench's process on one thread (medians of 9, 3 with QUICK=1), by phase, so "
                        + "Tesseract's share shows; then whole processes, one screenshot on one core and a folder of "
                        + "400 copies on every core, with peak memory from GNU time.", "",
                ] + AuditBench.lines(audit)
        }
        if let avx2Rows {
            lines += [
                "", "## Built for AVX2", "",
                "The rows whose speed depends on the vector width (blur, separable blend modes), from the bench built a "
                    + "second time with `-target-cpu haswell` (AVX2, the vector width of the 2-core CI host) and run in the "
                    + "same `make bench` on this machine:", "",
                avx2Rows,
            ]
        }
        lines += ["", "Checks in the same run:", ""] + checks.map { "- " + $0 } + [""]
        return lines.joined(separator: "\n")
    }
}
