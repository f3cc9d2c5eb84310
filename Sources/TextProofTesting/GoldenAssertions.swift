import Foundation
import TextProof
import TextProofColor
import TextProofRaster

// Four functions deprecated in TextProof 0.1.0 and removed in 0.2.0: thin wrappers over
// `assertGolden(of:as:)`. A relative `goldens:` here is taken from the working directory.

/// Renders `spec` and compares each appearance's image with `goldens/<name>-<appearance>.png`.
@available(*, deprecated, message: "removed in 0.2.0: use assertGolden(of: spec, as: .proof(fonts:colorSpace:))")
@discardableResult
public func assertProofMatchesGoldens(
    _ spec: ProofSpec, named name: String? = nil, goldens: String? = nil, record: RecordMode? = nil,
    artifacts: String? = nil,
    comparison: GoldenComparison = .goldenDefault, colorSpace: OutputColorSpace? = nil, fonts: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
    function: String = #function
) -> [GoldenOutcome] {
    assertGolden(
        of: spec, as: .proof(fonts: fonts, colorSpace: colorSpace), named: name, goldens: absolute(goldens),
        record: record,
        artifacts: artifacts, comparison: comparison, fileID: fileID, filePath: filePath, line: line, column: column,
        function: function)
}

/// Loads the spec at `path` (relative to the test file's folder) and checks it as `assertProofMatchesGoldens(_:)` does.
@available(*, deprecated, message: "removed in 0.2.0: use assertGolden(of: try SpecParser.load(path:), as: .proof)")
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
    return assertGolden(
        of: try SpecParser.load(path: resolved), as: .proof(fonts: fonts, colorSpace: colorSpace), named: name,
        goldens: absolute(goldens),
        record: record, artifacts: artifacts, comparison: comparison, fileID: fileID, filePath: filePath,
        line: line, column: column, function: function)
}

/// Compares an image (straight-alpha RGBA8, in `colorSpace`) with `goldens/<name>.png`.
@available(*, deprecated, message: "removed in 0.2.0: use assertGolden(of: image, as: .image(colorSpace:))")
@discardableResult
public func assertImageMatchesGolden(
    _ image: RGBAImage, named name: String? = nil, colorSpace: OutputColorSpace = .sRGB, goldens: String? = nil,
    record: RecordMode? = nil, artifacts: String? = nil, comparison: GoldenComparison = .goldenDefault,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
    function: String = #function
) -> GoldenOutcome? {
    assertGolden(
        of: image, as: .image(colorSpace: colorSpace), named: name, goldens: absolute(goldens), record: record,
        artifacts: artifacts, comparison: comparison, fileID: fileID, filePath: filePath, line: line, column: column,
        function: function
    ).first
}

/// Compares a premultiplied surface with `goldens/<name>.png`.
@available(*, deprecated, message: "removed in 0.2.0: use assertGolden(of: surface, as: .surface(colorSpace:))")
@discardableResult
public func assertSurfaceMatchesGolden(
    _ surface: Surface, named name: String? = nil, colorSpace: OutputColorSpace = .sRGB, goldens: String? = nil,
    record: RecordMode? = nil, artifacts: String? = nil, comparison: GoldenComparison = .goldenDefault,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
    function: String = #function
) -> GoldenOutcome? {
    assertGolden(
        of: surface, as: .surface(colorSpace: colorSpace), named: name, goldens: absolute(goldens), record: record,
        artifacts: artifacts, comparison: comparison, fileID: fileID, filePath: filePath, line: line, column: column,
        function: function
    ).first
}

/// The old API's relative `goldens:` came from the working directory.
private func absolute(_ path: String?) -> String? {
    path.map { $0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 }
}
