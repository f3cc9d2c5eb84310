import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster
import XCTest

/// Golden-image assertions for Swift Testing and XCTest: one call renders (or takes) an image,
/// compares it with `goldens/<name>.png` and, on failure, records an issue (Swift Testing) or an
/// `XCTFail` naming the golden, the actual image, the diff image and the figures. Actual and diff
/// images go to `artifacts`, else `$TEXTPROOF_ARTIFACTS`, else `<package>/.build/textproof-artifacts`.
///
/// The record mode is `record`, else `$TEXTPROOF_RECORD` (never, missing, all, failed), as in
/// swift-snapshot-testing; a call that writes a golden fails, so that a run with recording on
/// never passes unnoticed.

/// Renders `spec` and compares each appearance's image with `goldens/<name>-<appearance>.png`.
/// `name` defaults to the test's name; `goldens` to the `goldens` folder at the package root (the
/// folder above `Tests/` that holds Package.swift).
@discardableResult
public func assertProofMatchesGoldens(
    _ spec: ProofSpec, named name: String? = nil, goldens: String? = nil, record: RecordMode? = nil,
    artifacts: String? = nil,
    comparison: GoldenComparison = .goldenDefault, colorSpace: OutputColorSpace? = nil, fonts: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
    function: String = #function
) -> [GoldenOutcome] {
    let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    do {
        var spec = spec
        spec.name = name ?? location.testName
        let provider = try FontProvider(fontsDirectory: fonts ?? FontProvider.defaultDirectory())
        let proof = try ProofRenderer(fonts: provider, colorSpace: colorSpace).render(spec)
        return try location.check(goldens: goldens, record: record, artifacts: artifacts, comparison: comparison) {
            check in
            try check.check(proof)
        }
    } catch {
        location.fail("\(error)")
        return []
    }
}

/// Loads the spec at `path` (relative paths are taken from the test file's folder) and checks
/// it as `assertProofMatchesGoldens(_:)` does.
@discardableResult
public func assertProofMatchesGoldens(
    specFile path: String, named name: String? = nil, goldens: String? = nil, record: RecordMode? = nil,
    artifacts: String? = nil,
    comparison: GoldenComparison = .goldenDefault, colorSpace: OutputColorSpace? = nil, fonts: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
    function: String = #function
) -> [GoldenOutcome] {
    let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let resolved = path.hasPrefix("/") ? path : location.directory + "/" + path
    do {
        let spec = try SpecParser.load(path: resolved)
        return assertProofMatchesGoldens(
            spec, named: name, goldens: goldens, record: record, artifacts: artifacts, comparison: comparison,
            colorSpace: colorSpace,
            fonts: fonts,
            fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    } catch {
        location.fail("\(error)")
        return []
    }
}

/// Compares an image (straight-alpha RGBA8, in `colorSpace`) with `goldens/<name>.png`.
@discardableResult
public func assertImageMatchesGolden(
    _ image: RGBAImage, named name: String? = nil, colorSpace: OutputColorSpace = .sRGB, goldens: String? = nil,
    record: RecordMode? = nil, artifacts: String? = nil, comparison: GoldenComparison = .goldenDefault,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
    function: String = #function
) -> GoldenOutcome? {
    let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    do {
        return try location.check(goldens: goldens, record: record, artifacts: artifacts, comparison: comparison) {
            check in
            [try check.check(image, named: (name ?? location.testName) + ".png", colorSpace: colorSpace)]
        }.first
    } catch {
        location.fail("\(error)")
        return nil
    }
}

/// Compares a premultiplied surface with `goldens/<name>.png`.
@discardableResult
public func assertSurfaceMatchesGolden(
    _ surface: Surface, named name: String? = nil, colorSpace: OutputColorSpace = .sRGB, goldens: String? = nil,
    record: RecordMode? = nil, artifacts: String? = nil, comparison: GoldenComparison = .goldenDefault,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
    function: String = #function
) -> GoldenOutcome? {
    assertImageMatchesGolden(
        surface.unpremultiplied(), named: name, colorSpace: colorSpace, goldens: goldens, record: record,
        artifacts: artifacts,
        comparison: comparison,
        fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}
