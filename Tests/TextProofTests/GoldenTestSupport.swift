import Testing
@testable import TextProofTesting

/// Golden assertions under this trait read no record variable, no `CI` and no artifacts folder
/// from the process: tests of recording behave the same on a laptop and on CI.
struct GoldenEnvironmentTrait: SuiteTrait, TestTrait, TestScoping {
    let values: [String: String]
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TestEnvironment.$override.withValue(values) { try await function() }
    }
}

extension Trait where Self == GoldenEnvironmentTrait {
    /// No record variables, no `CI`.
    static var cleanGoldenEnvironment: Self { GoldenEnvironmentTrait(values: [:]) }
    /// Exactly `values` as the environment.
    static func goldenEnvironment(_ values: [String: String]) -> Self { GoldenEnvironmentTrait(values: values) }
}

/// report.json's text with its `source`, `sourceLine` and `sourceColumn` lines taken out (and the
/// comma before a closing brace they leave), as a person would edit the committed file.
func reportWithoutPositions(_ text: String) -> String {
    let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
        !["\"source\" :", "\"sourceLine\" :", "\"sourceColumn\" :"].contains {
            line.trimmingCharacters(in: .whitespaces).hasPrefix($0)
        }
    }
    var lines = kept.map(String.init)
    for index in lines.indices.dropLast() where lines[index].hasSuffix(",") {
        if lines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("}") { lines[index].removeLast() }
    }
    return lines.joined(separator: "\n")
}
