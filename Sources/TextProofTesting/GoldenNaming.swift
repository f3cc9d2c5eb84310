import Foundation
import Testing
import TextProofPlatform

/// Where a golden lives and what it is called when the call does not say, as swift-snapshot-testing
/// names snapshots: `goldens/<TestFile>/<test>.<n>`, `n` counting the test's assertions from 1, a
/// parameterised test's case named by its arguments (`matches-small.yaml.1`).
struct GoldenNaming {
    let location: CallLocation

    /// The test file's name without `.swift`: the folder of its goldens.
    var testFile: String {
        let file = (location.fileID as NSString).lastPathComponent
        return (file as NSString).deletingPathExtension
    }

    /// The test, and for a parameterised test's case its arguments: `matches-small.yaml`.
    var testCase: String {
        let arguments = Self.caseArguments().map(Self.fileNameSafe)
        return ([location.testName] + arguments).joined(separator: "-")
    }

    /// The next default name in the running test (case): `<test>.1`, `<test>.2`, …
    func nextName() -> String {
        let key = "\(location.fileID)|\(Test.current?.id.description ?? location.function)|\(testCase)"
        let count = Self.counters.withLock { counters in
            counters[key, default: 0] += 1
            return counters[key]!
        }
        return "\(testCase).\(count)"
    }

    /// Assertions made so far by each test (case), in this process.
    private static let counters = LockedState([String: Int]())

    /// The running test case's arguments as text, read by reflection (Swift Testing keeps them
    /// behind SPI, inside its case's kind): empty for a test that is not parameterised.
    static func caseArguments() -> [String] {
        guard let testCase = Test.Case.current, testCase.isParameterized,
            let arguments = child(labelled: "arguments", in: testCase, depth: 4)
        else { return [] }
        return Mirror(reflecting: arguments).children.compactMap { argument in
            Mirror(reflecting: argument.value).children.first { $0.label == "value" }.map {
                $0.value as? String ?? String(describingForTest: $0.value)
            }
        }
    }

    /// The first value under `label`, searching `depth` levels down.
    private static func child(labelled label: String, in value: Any, depth: Int) -> Any? {
        guard depth > 0 else { return nil }
        for child in Mirror(reflecting: value).children {
            if child.label == label { return child.value }
            if let found = Self.child(labelled: label, in: child.value, depth: depth - 1) { return found }
        }
        return nil
    }

    /// Letters, digits, `.`, `-` and `_` kept; anything else a `-`.
    static func fileNameSafe(_ text: String) -> String {
        String(text.prefix(60).map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" })
    }
}
