import Foundation
import Testing
import TextProof
import XCTest

/// Where an assertion was called from: names the golden, finds the package's folders and reports
/// failures to whichever test library is running.
struct CallLocation {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: Int
    let function: String

    /// The test's name as a file name: Swift Testing's current test, else the calling function,
    /// without its parameter list ("matchesGolden()" → "matchesGolden").
    var testName: String {
        let raw = Test.current?.name ?? function
        let base = raw.split(separator: "(").first.map(String.init) ?? raw
        return String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    var directory: String { (String(describing: filePath) as NSString).deletingLastPathComponent }

    /// The nearest folder above the test file that holds Package.swift.
    var packageRoot: String {
        var folder = directory
        while folder != "/" && !folder.isEmpty {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return directory
    }

    func check(
        goldens: String?, record: RecordMode?, artifacts: String?, comparison: GoldenComparison,
        _ body: (GoldenCheck) throws -> [GoldenOutcome]
    ) throws -> [GoldenOutcome] {
        let environment = ProcessInfo.processInfo.environment
        let artifacts =
            artifacts ?? environment["TEXTPROOF_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? packageRoot
            + "/.build/textproof-artifacts"
        let check = GoldenCheck(
            goldens: goldens ?? packageRoot + "/goldens", mode: try record ?? RecordMode.fromEnvironment(environment),
            comparison: comparison, artifacts: artifacts)
        let outcomes = try body(check)
        for outcome in outcomes where outcome.status != .matched {
            var message = outcome.message
            if outcome.status == .recorded { message += " — re-run without recording to compare" }
            fail(message, attaching: [outcome.actualPath, outcome.diffPath].compactMap { $0 })
        }
        return outcomes
    }

    /// Records the failure with Swift Testing when a test of it is running, else with XCTest.
    func fail(_ message: String, attaching files: [String] = []) {
        if Test.current != nil {
            for path in files {
                if let data = FileManager.default.contents(atPath: path) {
                    Attachment.record([UInt8](data), named: (path as NSString).lastPathComponent)
                }
            }
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: String(describing: filePath), line: Int(line), column: column))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
