import TextProofPlatform
import XCTest

/// The XCTest test case running now, and which run of it: XCTest on Linux tells only observers
/// (registered at load, `CTestingStart`), not the code a test calls.
enum XCTestRuns {
    /// `Class.testMethod` and the number of test cases started before it in this process.
    struct Run: Sendable, Equatable {
        let name: String
        let number: Int
    }

    static let current = LockedState<Run?>(nil)
    private static let started = LockedState(0)

    /// The class and method of a name as XCTest gives it (`BrandXCTests.testLabels`).
    static func parts(of name: String) -> (className: String, method: String) {
        guard let dot = name.lastIndex(of: ".") else { return ("", name) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    final class Observer: NSObject, XCTestObservation {
        func testCaseWillStart(_ testCase: XCTestCase) {
            let number = XCTestRuns.started.withLock { count in
                count += 1
                return count
            }
            XCTestRuns.current.withLock { $0 = Run(name: testCase.name, number: number) }
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            XCTestRuns.current.withLock { $0 = nil }
        }
    }
}

/// Called by `CTestingStart` as the test binary loads.
@_cdecl("textproof_testing_start")
public func _textProofTestingStart() {
    XCTestObservationCenter.shared.addTestObserver(XCTestRuns.Observer())
}
