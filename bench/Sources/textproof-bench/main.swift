import CPixman
import Foundation
import TextProofColor
import TextProofRaster

// textproof-bench: blend throughput of TextProof's kernels beside pixman's, same inputs, same run.
// Usage: textproof-bench [--quick] [--out PATH]   (writes a Markdown table, default RESULTS.md)

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
// --comparison-only: just the golden diff rows, to iterate on them (RESULTS.md is not written).
let comparisonOnly = arguments.contains("--comparison-only")
// --kernels-only: just the compositor kernels (no blur, no diff), to iterate on them.
let kernelsOnly = arguments.contains("--kernels-only")
// --e2e-only: just the end-to-end rows (whole processes).
let endToEndOnly = arguments.contains("--e2e-only")
// --materials-only: just the blur and blend-mode rows.
let materialsOnly = arguments.contains("--materials-only")
// --vector-rows FILE: the rows whose speed depends on the vector width (blur, blend modes), as
// Markdown into FILE for another run's --avx2-rows: on an AVX-512 host, make bench builds the bench
// a second time for AVX2 (the width CI has), so one RESULTS.md shows both.
let vectorRowsPath = arguments.firstIndex(of: "--vector-rows").flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}
// --app-only: just the app-scale rows (tokens, a catalog, memory against cells).
let appOnly = arguments.contains("--app-only")
let partial = comparisonOnly || kernelsOnly || endToEndOnly || materialsOnly || appOnly
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
// bench-e2e needs the release textproof and png-decode (make bench passes both).
let textproofBinary = option("--textproof"), decoderBinary = option("--decoder")

// --comparison-profile N: only the 10 %-changed comparison, N times, for a profiler.
if let runs = option("--comparison-profile").flatMap(Int.init) {
    ImageComparisonBench.profile(mask: try Workloads.textMask(width: 4096, height: 4096), runs: runs)
    exit(0)
}

let outPath =
    arguments.firstIndex(of: "--out").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    ?? "RESULTS.md"
let rounds = quick ? 3 : 7
let minimum = quick ? 0.02 : 0.08

struct Row {
    let kernel: String
    let size: Int
    let implementation: String
    let seconds: Double
    let bytes: Int
    var pixman: Double?
    var limit: Double?

    var megapixels: Double { Double(size * size) / seconds / 1e6 }
    var gigabytes: Double { Double(bytes) / seconds / 1e9 }
}

var rows: [Row] = []
var linearToEncoded: [Int: Double] = [:]
var checks: [String] = []
let opaqueBlue = PremultipliedColorU8(ColorU8(red: 0, green: 122, blue: 255))
let translucentLabel = PremultipliedColorU8(ColorU8(red: 60, green: 60, blue: 67, alpha: 153))
let zero = SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: arguments.count &- arguments.count))

/// The benchmark background again, in place (outside the timing): text kernels meet the background
/// on every run, as a proof's runs do, not the text they drew the run before.
func restore(_ surface: inout Surface) {
    FillSolid.copy(Workloads.backgroundColor, x: 0, y: 0, width: surface.width, height: surface.height, into: &surface)
}

func log(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

if let vectorRowsPath {
    var vectorRows: [Row] = [], vectorChecks: [String] = []
    for size in [256, 4096] {
        log("blend modes \(size)×\(size)")
        let blendModes = BlendModeBench.run(
            size: size, mask: try Workloads.textMask(width: size, height: size),
            background: Workloads.background(width: size, height: size), label: translucentLabel, rounds: rounds,
            minimum: minimum)
        vectorRows += blendModes.rows
        vectorChecks += blendModes.checks
    }
    let blur = BlurBench.run(quick: quick, minimum: minimum)
    let report = BenchReport(rows: vectorRows + blur.rows, checks: vectorChecks + blur.checks, memcpyGBs: 0)
    print(report.table)
    try report.vectorRowsMarkdown.write(toFile: vectorRowsPath, atomically: true, encoding: .utf8)
    exit(0)
}

for size in comparisonOnly || endToEndOnly || appOnly ? [] : [256, 4096] {
    log("size \(size)×\(size)")
    let mask = try Workloads.textMask(width: size, height: size)
    let image = Workloads.image(width: size, height: size)
    let background = Workloads.background(width: size, height: size)
    if materialsOnly {
        let blendModes = BlendModeBench.run(
            size: size, mask: mask, background: background, label: translucentLabel, rounds: rounds, minimum: minimum)
        rows += blendModes.rows
        checks += blendModes.checks
        continue
    }

    // Text path: A8 coverage × solid colour OVER RGBA8 (pixman: over_n_8_8888).
    for (label, color) in [("opaque", opaqueBlue), ("translucent", translucentLabel)] {
        var reference = background, simd = background
        let pixmanDestination = PixmanImage(surface: background)
        let pixmanMask = PixmanImage(mask: mask)
        let pixmanSource = PixmanImage.solid(color)
        defer { pixman_image_unref(pixmanSource) }
        let limit = StreamingPass(readOnly: size * size, readWrite: size * size * 4)
        pixmanDestination.remember()
        let results = Measurement.compare(
            [
                Contender(name: "reference", reset: { restore(&reference) }) {
                    CompositeOverSolidA8.composite(
                        color, through: mask, atX: 0, y: 0, onto: &reference, using: .reference)
                },
                Contender(name: "simd", reset: { restore(&simd) }) {
                    CompositeOverSolidA8.composite(color, through: mask, atX: 0, y: 0, onto: &simd, using: .simd)
                },
                Contender(name: "pixman", reset: pixmanDestination.restore) {
                    pixmanDestination.composite(PIXMAN_OP_OVER, source: pixmanSource, mask: pixmanMask.handle)
                },
                Contender(name: "limit") { limit.run(mask: zero) },
            ], rounds: rounds, minimum: minimum)
        let bytes = limit.bytesMoved
        for implementation in ["reference", "simd", "pixman"] {
            rows.append(
                Row(
                    kernel: "compositeOverSolidA8 (\(label))", size: size, implementation: implementation,
                    seconds: results[implementation]!, bytes: bytes, pixman: results["pixman"], limit: results["limit"])
            )
        }
        // One pass each on fresh copies: the outputs must be identical bytes.
        var one = background, two = background
        CompositeOverSolidA8.composite(color, through: mask, atX: 0, y: 0, onto: &one, using: .reference)
        CompositeOverSolidA8.composite(color, through: mask, atX: 0, y: 0, onto: &two, using: .simd)
        let peer = PixmanImage(surface: background)
        peer.composite(PIXMAN_OP_OVER, source: pixmanSource, mask: pixmanMask.handle)
        checks.append(
            "compositeOverSolidA8 \(label) \(size)²: simd = reference \(one.bytes == two.bytes ? "yes" : "NO"), = pixman \(peer.rgbaBytes == one.bytes ? "yes" : "NO")"
        )
    }

    // The text path on every core (row bands), and in linear light (no pixman equivalent): over the
    // background (its flat tables), over a horizontal gradient (at 256² no sixteen equal backdrop
    // pixels in a row; at 4096² a new colour every few dozen pixels), and composited again and again
    // onto its own output (backdrops that are the text's earlier results).
    do {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var encoded = background, parallel = background, linearReference = background, linearSIMD = background
        let gradient = Backdrop.linearGradient(
            width: size, height: size, from: PremultipliedColorU8(ColorU8(red: 242, green: 242, blue: 247)),
            to: PremultipliedColorU8(ColorU8(red: 255, green: 214, blue: 165)), angle: 0)
        var overGradient = gradient, overItself = background
        let straight = ColorU8(red: 60, green: 60, blue: 67, alpha: 153)
        let limit = StreamingPass(readOnly: size * size, readWrite: size * size * 4)
        let results = Measurement.compare(
            [
                Contender(name: "simd", reset: { restore(&encoded) }) {
                    CompositeOverSolidA8.composite(translucentLabel, through: mask, atX: 0, y: 0, onto: &encoded)
                },
                Contender(name: "simd, \(cores) cores", reset: { restore(&parallel) }) {
                    CompositeOverSolidA8.composite(
                        translucentLabel, through: mask, atX: 0, y: 0, onto: &parallel, bands: cores)
                },
                Contender(name: "linear reference", reset: { restore(&linearReference) }) {
                    CompositeOverSolidA8Linear.composite(
                        straight, through: mask, atX: 0, y: 0, onto: &linearReference, using: .reference)
                },
                Contender(name: "linear simd", reset: { restore(&linearSIMD) }) {
                    CompositeOverSolidA8Linear.composite(
                        straight, through: mask, atX: 0, y: 0, onto: &linearSIMD, using: .simd)
                },
                Contender(
                    name: "linear simd, gradient",
                    reset: { CompositeOverRGBA8.composite(gradient, atX: 0, y: 0, onto: &overGradient) }
                ) {
                    CompositeOverSolidA8Linear.composite(
                        straight, through: mask, atX: 0, y: 0, onto: &overGradient, using: .simd)
                },
                Contender(name: "linear simd, own output") {
                    CompositeOverSolidA8Linear.composite(
                        straight, through: mask, atX: 0, y: 0, onto: &overItself, using: .simd)
                },
                Contender(name: "limit") { limit.run(mask: zero) },
                Contender(name: "limit, all cores") { limit.run(mask: zero, threads: cores) },
            ], rounds: rounds, minimum: minimum)
        // On every core, the limit is the streaming pass on every core.
        rows.append(
            Row(
                kernel: "compositeOverSolidA8 (translucent)", size: size, implementation: "simd, \(cores) cores",
                seconds: results["simd, \(cores) cores"]!, bytes: limit.bytesMoved, pixman: nil,
                limit: results["limit, all cores"]))
        checks.append(
            "streaming limit \(size)²: one core \(String(format: "%.1f", Double(limit.bytesMoved) / results["limit"]! / 1e9)) GB/s, "
                + "\(cores) cores \(String(format: "%.1f", Double(limit.bytesMoved) / results["limit, all cores"]! / 1e9)) GB/s"
        )
        for (implementation, label) in [
            ("linear reference", "reference"), ("linear simd", "simd"),
            ("linear simd, gradient", "simd, over a gradient"),
            ("linear simd, own output", "simd, over its own output"),
        ] {
            rows.append(
                Row(
                    kernel: "compositeOverSolidA8Linear", size: size, implementation: label,
                    seconds: results[implementation]!, bytes: limit.bytesMoved, pixman: nil, limit: results["limit"]))
        }
        func ratio(_ name: String) -> String { String(format: "%.2f", results["simd"]! / results[name]!) }
        linearToEncoded[size] = results["simd"]! / results["linear simd"]!
        var one = background, two = background
        CompositeOverSolidA8Linear.composite(straight, through: mask, atX: 0, y: 0, onto: &one, using: .reference)
        CompositeOverSolidA8Linear.composite(straight, through: mask, atX: 0, y: 0, onto: &two, using: .simd)
        var three = gradient, four = gradient
        CompositeOverSolidA8Linear.composite(straight, through: mask, atX: 0, y: 0, onto: &three, using: .reference)
        CompositeOverSolidA8Linear.composite(straight, through: mask, atX: 0, y: 0, onto: &four, using: .simd)
        checks.append(
            "compositeOverSolidA8Linear \(size)²: simd = reference \(one.bytes == two.bytes ? "yes" : "NO") (over a gradient \(three.bytes == four.bytes ? "yes" : "NO")); "
                + "rate vs encoded-space simd \(ratio("linear simd"))× over the background (target ≥ 0.50 \(linearToEncoded[size]! >= 0.5 ? "met" : "NOT met")), "
                + "\(ratio("linear simd, gradient"))× over a gradient, \(ratio("linear simd, own output"))× over its own output"
        )
    }

    // The text path on a 16-bit surface (Display P3 proofs; no pixman equivalent).
    do {
        let deepBackground = Surface16(width: size, height: size, filledWith: PremultipliedColorU16(background[0, 0]))
        let deepLabel = PremultipliedColorU16(red: 0.2355, green: 0.2355, blue: 0.2627, alpha: 0.6)
        var reference = deepBackground, simd = deepBackground
        let limit = StreamingPass(readOnly: size * size, readWrite: size * size * 8)
        let results = Measurement.compare(
            [
                Contender(
                    name: "reference",
                    reset: {
                        reference.fillOver(PixelRect(x: 0, y: 0, width: size, height: size), with: deepBackground[0, 0])
                    }
                ) {
                    CompositeOverSolidA8RGBA16.composite(
                        deepLabel, through: mask, atX: 0, y: 0, onto: &reference, using: .reference)
                },
                Contender(
                    name: "simd",
                    reset: {
                        simd.fillOver(PixelRect(x: 0, y: 0, width: size, height: size), with: deepBackground[0, 0])
                    }
                ) {
                    CompositeOverSolidA8RGBA16.composite(
                        deepLabel, through: mask, atX: 0, y: 0, onto: &simd, using: .simd)
                },
                Contender(name: "limit") { limit.run(mask: zero) },
            ], rounds: rounds, minimum: minimum)
        for implementation in ["reference", "simd"] {
            rows.append(
                Row(
                    kernel: "compositeOverSolidA8RGBA16 (translucent)", size: size, implementation: implementation,
                    seconds: results[implementation]!, bytes: limit.bytesMoved, pixman: nil, limit: results["limit"]))
        }
        var one = deepBackground, two = deepBackground
        CompositeOverSolidA8RGBA16.composite(deepLabel, through: mask, atX: 0, y: 0, onto: &one, using: .reference)
        CompositeOverSolidA8RGBA16.composite(deepLabel, through: mask, atX: 0, y: 0, onto: &two, using: .simd)
        checks.append(
            "compositeOverSolidA8RGBA16 \(size)²: simd = reference \(one.samples == two.samples ? "yes" : "NO")")
    }

    // Blend modes through the same mask (also in --materials-only).
    let blendModes = BlendModeBench.run(
        size: size, mask: mask, background: background, label: translucentLabel, rounds: rounds, minimum: minimum)
    rows += blendModes.rows
    checks += blendModes.checks

    // Image OVER image (pixman: over_8888_8888).
    do {
        var reference = background, simd = background
        let pixmanDestination = PixmanImage(surface: background)
        let pixmanSource = PixmanImage(surface: image)
        let limit = StreamingPass(readOnly: size * size * 4, readWrite: size * size * 4)
        let results = Measurement.compare(
            [
                Contender(name: "reference") {
                    CompositeOverRGBA8.composite(image, atX: 0, y: 0, onto: &reference, using: .reference)
                },
                Contender(name: "simd") {
                    CompositeOverRGBA8.composite(image, atX: 0, y: 0, onto: &simd, using: .simd)
                },
                Contender(name: "pixman") {
                    pixmanDestination.composite(PIXMAN_OP_OVER, source: pixmanSource.handle, mask: nil)
                },
                Contender(name: "limit") { limit.run(mask: zero) },
            ], rounds: rounds, minimum: minimum)
        for implementation in ["reference", "simd", "pixman"] {
            rows.append(
                Row(
                    kernel: "compositeOverRGBA8", size: size, implementation: implementation,
                    seconds: results[implementation]!,
                    bytes: limit.bytesMoved, pixman: results["pixman"], limit: results["limit"]))
        }
        var one = background, two = background
        CompositeOverRGBA8.composite(image, atX: 0, y: 0, onto: &one, using: .reference)
        CompositeOverRGBA8.composite(image, atX: 0, y: 0, onto: &two, using: .simd)
        let peer = PixmanImage(surface: background)
        peer.composite(PIXMAN_OP_OVER, source: pixmanSource.handle, mask: nil)
        checks.append(
            "compositeOverRGBA8 \(size)²: simd = reference \(one.bytes == two.bytes ? "yes" : "NO"), = pixman \(peer.rgbaBytes == one.bytes ? "yes" : "NO")"
        )
    }

    // Solid fill (pixman: src_n_8888).
    do {
        var reference = background, simd = background
        let pixmanDestination = PixmanImage(surface: background)
        let pixmanSource = PixmanImage.solid(opaqueBlue)
        defer { pixman_image_unref(pixmanSource) }
        let limit = StreamingPass(readOnly: 0, readWrite: size * size * 4)
        let results = Measurement.compare(
            [
                Contender(name: "reference") {
                    FillSolid.copy(
                        opaqueBlue, x: 0, y: 0, width: size, height: size, into: &reference, using: .reference)
                },
                Contender(name: "simd") {
                    FillSolid.copy(opaqueBlue, x: 0, y: 0, width: size, height: size, into: &simd, using: .simd)
                },
                Contender(name: "pixman") {
                    pixmanDestination.composite(PIXMAN_OP_SRC, source: pixmanSource, mask: nil)
                },
                Contender(name: "limit") { limit.run(mask: zero) },
            ], rounds: rounds, minimum: minimum)
        for implementation in ["reference", "simd", "pixman"] {
            rows.append(
                Row(
                    kernel: "fillSolid", size: size, implementation: implementation, seconds: results[implementation]!,
                    bytes: size * size * 4, pixman: results["pixman"], limit: results["limit"]))
        }
    }
}

if !partial || materialsOnly {
    let blur = BlurBench.run(quick: quick, minimum: minimum)
    rows += blur.rows
    checks += blur.checks
}

// The golden diff on 4096² pairs (no pixman equivalent).
if !kernelsOnly && !endToEndOnly && !materialsOnly && !appOnly {
    log("image comparison 4096×4096")
    let comparison = ImageComparisonBench.run(
        mask: try Workloads.textMask(width: 4096, height: 4096), rounds: quick ? 3 : 5, minimum: minimum)
    rows += comparison.rows
    checks += comparison.checks
}

// What a user waits for: whole processes beside their peers (hb-view, a plain libpng decode).
var endToEnd: [EndToEnd.Result] = []
let checkoutFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("fonts").path
if !kernelsOnly && !comparisonOnly && !materialsOnly && !appOnly, let textproofBinary, let decoderBinary {
    log("end to end (whole processes)")
    endToEnd = try EndToEnd.run(
        textproof: textproofBinary, decoder: decoderBinary, fonts: checkoutFonts, rounds: quick ? 5 : 21,
        work: NSTemporaryDirectory() + "textproof-bench-e2e")
}

// Where users wait longest: app-scale proofs, generated at the issue's sizes.
var appScale: [AppScale.Row] = []
if !kernelsOnly && !comparisonOnly && !materialsOnly && !endToEndOnly, let textproofBinary {
    log("app scale (whole processes)")
    appScale = try AppScale.run(
        textproof: textproofBinary, fonts: checkoutFonts, rounds: quick ? 3 : 7,
        work: NSTemporaryDirectory() + "textproof-bench-app")
}

// Screenshots audited: Tesseract's share of one, and a folder of 400 on every core.
var audit: AuditBench.Result?
if !kernelsOnly && !comparisonOnly && !materialsOnly && !endToEndOnly && !appOnly {
    log("screenshot audit")
    audit = try AuditBench.run(
        textproof: textproofBinary, rounds: quick ? 3 : 9, work: NSTemporaryDirectory() + "textproof-bench-audit")
}

let memcpyGBs = memcpyRate(bytes: 64 << 20)
var report = BenchReport(
    rows: rows, checks: checks, memcpyGBs: memcpyGBs, endToEnd: endToEnd, appScale: appScale)
report.audit = audit
// --avx2-rows FILE: another build's --vector-rows, shown under their own heading.
if let avx2RowsPath = option("--avx2-rows") {
    report.avx2Rows = try String(contentsOfFile: avx2RowsPath, encoding: .utf8)
}
print(report.table)
if !partial {
    try report.markdown.write(toFile: outPath, atomically: true, encoding: .utf8)
    log("wrote \(outPath)")
}
