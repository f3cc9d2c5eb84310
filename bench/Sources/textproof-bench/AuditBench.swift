import Foundation
import TextProofAudit
import TextProofRaster

/// bench-audit: `textproof audit`'s speed on a real 1170×2532 screenshot (home-assistant's PrivacyView
/// reference, the test fixture): in this process on one thread, with Tesseract's share (layout and
/// recognition) beside the pixel work; then whole processes, one screenshot on one core and a
/// folder of 400 on every core, with peak memory (images are streamed, never all held).
enum AuditBench {
    struct Result {
        /// Medians of one in-process audit, by phase (seconds).
        var preparing = 0.0, layout = 0.0, measuring = 0.0, recognition = 0.0, total = 0.0
        var oneScreenshot: Double?
        var folderSeconds: Double?
        var folderMemoryKB: Int?
        var folderCount = 400
        var cores = 1
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/TextProofTests/Fixtures/screenshots/privacy-light.png").path

    static func run(textproof: String?, rounds: Int, work: String) throws -> Result {
        var result = Result()
        let image = try PNGCodec.read(fixture)
        let auditor = try ScreenshotAuditor()
        var phases: [[Double]] = Array(repeating: [], count: 5)
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = auditor.audit(image, name: "privacy-light.png")
            let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let timings = auditor.lastTimings
            for (index, value) in [
                timings.preparing, timings.layout, timings.measuring, timings.recognition, total,
            ].enumerated() { phases[index].append(value) }
        }
        let medians = phases.map { $0.sorted()[$0.count / 2] }
        (result.preparing, result.layout, result.measuring, result.recognition, result.total) =
            (medians[0], medians[1], medians[2], medians[3], medians[4])

        guard let textproof else { return result }
        try? FileManager.default.removeItem(atPath: work)
        let folder = work + "/snapshots"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let one = [textproof, "audit", fixture, "--jobs", "1", "--out", work + "/one", "--quiet"]
        let times = (0..<rounds).map { _ in EndToEnd.seconds(one, allowed: [0, 1]) }.sorted()
        result.oneScreenshot = times[times.count / 2]
        for index in 0..<result.folderCount {
            try FileManager.default.copyItem(
                atPath: fixture, toPath: folder + String(format: "/screen-%03d.png", index))
        }
        let many = [textproof, "audit", folder, "--out", work + "/many", "--quiet"]
        result.folderSeconds = EndToEnd.seconds(many, allowed: [0, 1])
        result.folderMemoryKB = EndToEnd.peakMemory(many)
        result.cores = ProcessInfo.processInfo.activeProcessorCount
        return result
    }

    static func lines(_ result: Result?) -> [String] {
        guard let result else { return [] }
        func ms(_ seconds: Double) -> String { String(format: "%.0f ms", seconds * 1000) }
        func share(_ seconds: Double) -> String { String(format: "%.0f %%", 100 * seconds / result.total) }
        var lines = [
            "| one 1170×2532 screenshot, in process, one thread | time | share |", "|---|---|---|",
            "| reading the pixels, TextEmphasis's picture | \(ms(result.preparing)) | \(share(result.preparing)) |",
            "| Tesseract's layout analysis | \(ms(result.layout)) | \(share(result.layout)) |",
            "| measuring and judging the lines | \(ms(result.measuring)) | \(share(result.measuring)) |",
            "| Tesseract's recognition (the failing lines) | \(ms(result.recognition)) | \(share(result.recognition)) |",
            "| the audit | \(ms(result.total)) | 100 % |",
        ]
        if let one = result.oneScreenshot {
            lines += [
                "",
                "| whole process | time | limit | peak memory |", "|---|---|---|---|",
                "| `textproof audit` of the screenshot, `--jobs 1` (PNG read, Tesseract started, outputs written) | "
                    + String(format: "%.2f s", one) + " | ≤ 1 s " + (one <= 1 ? "(met)" : "(not met)") + " | – |",
            ]
            if let folder = result.folderSeconds {
                lines.append(
                    "| `textproof audit` of a folder of \(result.folderCount) copies, \(result.cores) cores | "
                        + String(format: "%.1f s (%.2f s a screenshot)", folder, folder / Double(result.folderCount))
                        + " | – | \(result.folderMemoryKB.map { "\($0 / 1024) MB" } ?? "–") |")
            }
        }
        return lines
    }
}
