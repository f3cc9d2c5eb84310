import Testing
import TextProofTesting
import XCTest

/// A failure a strategy reports itself (swift-snapshot-testing's strategies cannot throw): to
/// Swift Testing at the running test, else to XCTest.
enum SnapshotIssue {
    static func record(_ message: String) {
        if let test = Test.current {
            Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
        } else {
            XCTFail(message)
        }
    }
}
