import Testing

/// The test an assertion runs in, whichever library runs it: what names its goldens, keeps its
/// counter and goes into the re-record command.
package struct RunningTest: Sendable {
    /// The test's module, when known (Swift Testing gives it; XCTest on Linux does not).
    let module: String?
    /// The suites (or XCTest class) around the test, outermost first.
    let suites: [String]
    /// The test function's name without its parameter list: `brandLabels`.
    let function: String
    /// A parameterised case's arguments, as the test names them (their descriptions), and as
    /// Swift Testing tells cases apart (their encoded identities).
    let arguments: [String]
    let argumentIdentities: [String]
    /// One run of the test (case): a repetition is another run; nil outside any test.
    package let run: String?

    /// The running test: Swift Testing's, else XCTest's, else the calling function alone.
    package static func current(function: String) -> RunningTest {
        if let test = Test.current {
            var components = test.id.nameComponents
            let name = components.popLast() ?? test.name
            let (arguments, identities) = CaseArguments.current()
            return RunningTest(
                module: test.id.moduleName, suites: components, function: baseName(name), arguments: arguments,
                argumentIdentities: identities, run: CurrentTask.identifier.map { "task \($0)" })
        }
        if let run = XCTestRuns.current.withLock({ $0 }) {
            let (className, method) = XCTestRuns.parts(of: run.name)
            return RunningTest(
                module: nil, suites: className.isEmpty ? [] : [className], function: baseName(method), arguments: [],
                argumentIdentities: [], run: "xctest \(run.number)")
        }
        return RunningTest(
            module: nil, suites: [], function: baseName(function), arguments: [], argumentIdentities: [], run: nil)
    }

    /// `matchesGolden(spec:)` → `matchesGolden`.
    static func baseName(_ name: String) -> String {
        String(name.prefix { $0 != "(" })
    }

    /// What tells this test (case) from every other, across runs: its id and its arguments.
    var identity: String {
        ([module ?? ""] + suites + [function]).joined(separator: "/") + "|" + argumentIdentities.joined(separator: "|")
    }

    /// The pattern `swift test --filter` takes for this test (both libraries match it against
    /// `Module.Suite/test`).
    package var filter: String {
        let path = (suites + [function]).joined(separator: "/")
        guard let module else { return path }
        return module + "." + path
    }
}

/// The running task's number, unique in the process (the runtime counts tasks as it makes
/// them): one run of a Swift Testing test case is one task, so its assertions are counted per
/// run. Read through the concurrency runtime's own entry points, which the standard library
/// calls the same way; Swift has no public API for it.
enum CurrentTask {
    static var identifier: UInt64? {
        // UnsafeCurrentTask holds the task's reference alone: the task itself, as the runtime takes it.
        withUnsafeCurrentTask { task in
            task.map { _textProofTaskIdentifier(unsafeBitCast($0, to: UnsafeRawPointer.self)) }
        }
    }
}

@_silgen_name("swift_task_getJobTaskId")
private func _textProofTaskIdentifier(_ task: UnsafeRawPointer) -> UInt64

/// A parameterised case's arguments, read by reflection: Swift Testing keeps them behind SPI,
/// inside its case's kind.
enum CaseArguments {
    /// Each argument's description and its identity; empty for a test that is not parameterised.
    static func current() -> (descriptions: [String], identities: [String]) {
        guard let testCase = Test.Case.current, testCase.isParameterized,
            let arguments = child(labelled: "arguments", in: testCase, depth: 4)
        else { return ([], []) }
        var descriptions: [String] = []
        var identities: [String] = []
        for argument in Mirror(reflecting: arguments).children {
            let fields = Mirror(reflecting: argument.value).children
            guard let value = fields.first(where: { $0.label == "value" })?.value else { continue }
            let description = value as? String ?? String(describingForTest: value)
            descriptions.append(description)
            let id = fields.first { $0.label == "id" }.flatMap { child(labelled: "bytes", in: $0.value, depth: 1) }
            identities.append((id as? [UInt8]).map { $0.map(String.init).joined(separator: ",") } ?? description)
        }
        return (descriptions, identities)
    }

    /// The first value under `label`, searching `depth` levels down.
    static func child(labelled label: String, in value: Any, depth: Int) -> Any? {
        guard depth > 0 else { return nil }
        for child in Mirror(reflecting: value).children {
            if child.label == label { return child.value }
            if let found = Self.child(labelled: label, in: child.value, depth: depth - 1) { return found }
        }
        return nil
    }
}
