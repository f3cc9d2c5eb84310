import TextProofColor
import TextProofPlatform
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks rendered images against the goldens in a folder, writing goldens as the record mode
/// says and, for every failure, the actual image and a diff image into an artifacts folder.
///
/// A golden is written atomically (temporary file, then rename): an interrupted run leaves the
/// old golden or the new one, never part of one. Goldens are only ever written in a record mode.
public struct GoldenCheck: Sendable {
    /// The goldens folder; an image's golden is `goldens/<file name>`.
    public var goldens: String
    /// When goldens are written (see `RecordMode`).
    public var mode: RecordMode
    /// The comparison and its tolerances.
    public var comparison: GoldenComparison
    /// Where actual and diff images of failures are written when the actual image is not already
    /// in a file (the test API). The diff image always goes beside the actual one.
    public var artifacts: String
    /// Where a golden lived before its current name (TextProofTesting's layout before 0.2): given a
    /// golden's file name, the older file to read while the new one does not exist yet.
    public var previousGolden: (@Sendable (_ fileName: String) -> String?)?
    /// Copy a golden found only at its previous path to its new one (a migration run).
    public var migratesPreviousGoldens = false

    /// Checks against goldens in `goldens`, recording as `mode` says, writing failures' actual and diff images to `artifacts`.
    public init(
        goldens: String, mode: RecordMode = .never, comparison: GoldenComparison = GoldenComparison(), artifacts: String
    ) {
        self.goldens = goldens
        self.mode = mode
        self.comparison = comparison
        self.artifacts = artifacts
    }

    /// Checks every image of `proof`. `actualDirectory` is where the proof was written, if it was.
    public func check(_ proof: Proof, actualDirectory: String? = nil) throws(GoldenError) -> [GoldenOutcome] {
        var outcomes: [GoldenOutcome] = []
        for image in proof.images {
            let actualPath = actualDirectory.map { $0.appendingPathComponent(image.fileName) }
            outcomes.append(
                try check(image.pixels, named: image.fileName, colorSpace: proof.colorSpace, actualPath: actualPath))
        }
        return outcomes
    }

    /// Checks one 8-bit image against `goldens/<name>` (see the `ImagePixels` form).
    public func check(
        _ image: RGBAImage, named name: String, colorSpace: OutputColorSpace, actualPath: String? = nil
    ) throws(GoldenError) -> GoldenOutcome {
        try check(ImagePixels(image), named: name, colorSpace: colorSpace, actualPath: actualPath)
    }

    /// Checks one image against `goldens/<name>`. `actualPath` names the file the image was
    /// already written to; without it, a failing image is written into `artifacts`. A 16-bit
    /// image's golden is written with its 16-bit samples.
    public func check(
        _ pixels: ImagePixels, named name: String, colorSpace: OutputColorSpace, actualPath: String? = nil
    ) throws(GoldenError) -> GoldenOutcome {
        let image = pixels.image
        let goldenPath = goldens.appendingPathComponent(name)
        let png: ProofPNG
        do { png = try ProofPNG(colorSpace: colorSpace) } catch {
            throw .colorProfile(path: goldenPath, message: error.detail)
        }
        let (readPath, warning) = try previousLocation(of: name, at: goldenPath)
        let exists = readPath != nil

        if mode == .all || (!exists && mode != .never) {
            try record(pixels, with: png, to: goldenPath)
            return noting(
                warning,
                GoldenOutcome(
                    name: name, goldenPath: goldenPath, status: .recorded, verdict: nil, actualPath: actualPath,
                    diffPath: nil,
                    reason: exists ? "record mode all" : "there was no golden"))
        }
        guard exists else {
            let actual = try writeArtifact(pixels, with: png, named: name, existing: actualPath)
            return noting(
                warning,
                GoldenOutcome(
                    name: name, goldenPath: goldenPath, status: .failed, verdict: nil, actualPath: actual,
                    diffPath: nil,
                    reason:
                        "no golden at \(goldenPath) (record one with --record or \(RecordMode.environmentVariable)=missing)",
                    goldenWasMissing: true))
        }

        let golden = try ComparableImage(path: readPath ?? goldenPath)
        let actualImage = ComparableImage(path: actualPath ?? name, image: image, colorSpace: colorSpace)
        // The diff image is drawn only for a golden that fails: most match, and drawing it was most
        // of a matching comparison's time. It is the failure sheet (golden | actual | difference);
        // a pair too large for one gets pixelmatch's diff image, streamed, or none for a size change.
        let fitsSheet = comparison.fitsSheet(golden: golden, actual: actualImage)
        let verdict: GoldenComparison.Verdict, pixelmatchImage: PNGBands?
        if fitsSheet {
            verdict = try comparison.compare(golden: golden, actual: actualImage, drawDiffImage: false)
            pixelmatchImage = nil
        } else {
            (verdict, pixelmatchImage) = try comparison.compareDrawingWhenDiffering(golden: golden, actual: actualImage)
        }
        if verdict.passed {
            return noting(
                warning,
                GoldenOutcome(
                    name: name, goldenPath: goldenPath, status: .matched, verdict: verdict, actualPath: actualPath,
                    diffPath: nil, reason: nil))
        }
        let actual = try writeArtifact(pixels, with: png, named: name, existing: actualPath)
        let diffPath = Self.diffPath(besides: actual)
        var wroteDiff = false
        if fitsSheet, let sheet = try comparison.failureSheet(golden: golden, actual: actualImage, verdict: verdict) {
            try comparison.write(sheet, for: golden, to: diffPath)
            wroteDiff = true
        } else if let pixelmatchImage {
            do { try pixelmatchImage.writeAtomically(to: diffPath, replacing: .regenerable) } catch {
                throw .unwritable(path: diffPath, message: error.message)
            }
            wroteDiff = true
        }
        if mode == .failed {
            try record(pixels, with: png, to: goldenPath)
            return noting(
                warning,
                GoldenOutcome(
                    name: name, goldenPath: goldenPath, status: .recorded, verdict: verdict, actualPath: actual,
                    diffPath: wroteDiff ? diffPath : nil,
                    reason: "record mode failed, and it differed"))
        }
        return noting(
            warning,
            GoldenOutcome(
                name: name, goldenPath: goldenPath, status: .failed, verdict: verdict, actualPath: actual,
                diffPath: wroteDiff ? diffPath : nil, reason: nil))
    }

    /// The file to read for the golden at `goldenPath`: itself when it exists, else its previous
    /// path (copied to the new one in a migration run), else nil; and a warning for a previous one.
    func previousLocation(of name: String, at goldenPath: String) throws(GoldenError) -> (
        readPath: String?, warning: String?
    ) {
        let files = FileManager.default
        if files.fileExists(atPath: goldenPath) { return (goldenPath, nil) }
        guard let previous = previousGolden?(name), files.fileExists(atPath: previous) else { return (nil, nil) }
        guard migratesPreviousGoldens else {
            return (
                previous,
                "golden read from its old place \(previous); it belongs at \(goldenPath) now (move it: "
                    + "TEXTPROOF_MIGRATE_GOLDENS=1 swift test, or TextProof's scripts/migrate-goldens)"
            )
        }
        let folder = goldenPath.deletingLastPathComponent
        do {
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard let bytes = files.contents(atPath: previous) else {
                throw GoldenError.unreadable(path: previous, message: "cannot read the old golden")
            }
            try StagedFiles.write([(goldenPath, bytes)], replacing: .durable)
        } catch let error as GoldenError {
            throw error
        } catch {
            throw .unwritable(path: goldenPath, message: "cannot copy the old golden \(previous) here")
        }
        return (goldenPath, "golden migrated from \(previous) to \(goldenPath)")
    }

    /// `outcome` carrying `warning`, when there is one.
    func noting(_ warning: String?, _ outcome: GoldenOutcome) -> GoldenOutcome {
        var outcome = outcome
        outcome.warning = warning
        if migratesPreviousGoldens, warning != nil { outcome.migratedFrom = previousGolden?(outcome.name) }
        return outcome
    }

    /// `NAME.png` → `NAME.diff.png` in the same folder.
    public static func diffPath(besides actual: String) -> String {
        let stem = actual.deletingPathExtension
        return stem + ".diff.png"
    }

    private func record(_ pixels: ImagePixels, with png: ProofPNG, to path: String)
        throws(GoldenError)
    {
        do {
            try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(
                path: goldens, message: "cannot create the goldens folder (\(systemErrorText(error)))")
        }
        do { try png.writeAtomically(pixels, to: path) } catch {
            throw .unwritable(path: path, message: error.message)
        }
    }

    private func writeArtifact(
        _ pixels: ImagePixels, with png: ProofPNG, named name: String, existing: String?
    ) throws(GoldenError) -> String {
        if let existing { return existing }
        do {
            try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(
                path: artifacts, message: "cannot create the artifacts folder (\(systemErrorText(error)))")
        }
        let path = artifacts.appendingPathComponent(name)
        do { try png.writeAtomically(pixels, to: path, replacing: .regenerable) } catch {
            throw .unwritable(path: path, message: error.message)
        }
        return path
    }
}

/// What happened to one image.
public struct GoldenOutcome: Sendable {
    /// What happened to one golden.
    public enum Status: String, Codable, Hashable, Sendable {
        /// Within tolerance.
        case matched
        /// Written (there was none, or the record mode rewrote it).
        case recorded
        /// Over tolerance, or missing and not recorded.
        case failed
    }

    /// The golden's file name (`NAME-APPEARANCE.png`).
    public let name: String
    /// Where the golden is (or was written).
    public let goldenPath: String
    /// Matched, failed, recorded or missing.
    public let status: Status
    /// The comparison, when one was made.
    public let verdict: GoldenComparison.Verdict?
    /// The actual image's file, when it was written (always for a failure).
    public let actualPath: String?
    /// The diff image's file, for a comparison that failed.
    public let diffPath: String?
    let reason: String?
    /// Something to tell even when it matched (a golden read from its old place, or moved).
    public internal(set) var warning: String?
    /// The old golden copied to `goldenPath` in a migration run.
    public internal(set) var migratedFrom: String?
    /// Why it was recorded or failed, in words, when the verdict does not say.
    public var reasonText: String? { reason }
    /// True when there was no golden to compare with (and none was recorded).
    public internal(set) var goldenWasMissing = false

    /// One line for people.
    public var message: String {
        switch status {
        case .matched:
            let detail =
                verdict.map { $0.difference?.isIdentical == true ? "identical" : "within tolerance: \($0.summary)" }
                ?? ""
            return "✓ \(name) matches \(goldenPath) (\(detail))"
        case .recorded:
            var line = "● \(name): recorded \(goldenPath) (\(reason ?? "record mode"))"
            if let verdict { line += "; it was: \(verdict.summary)" }
            if let diffPath { line += "; diff: \(diffPath)" }
            return line
        case .failed:
            var line = "✗ \(name): "
            line += verdict.map { "differs from \(goldenPath): \($0.summary)" } ?? reason ?? "failed"
            if let actualPath { line += "; actual: \(actualPath)" }
            if let diffPath { line += "; diff: \(diffPath)" }
            return line
        }
    }
}
