import Testing
import TextProofPlatform
import XCTest

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A test file: where its goldens and artifacts go, and its package.
package struct TestFile: Sendable {
    /// Its full path (`#filePath`).
    package let path: String
    /// `Module/File.swift` (`#fileID`).
    package let fileID: String

    package init(path: String, fileID: String) {
        self.path = path
        self.fileID = fileID
    }

    /// The file's name without `.swift`.
    package var name: String { fileID.lastPathComponent.deletingPathExtension }

    /// The test file's folder.
    package var directory: String { path.deletingLastPathComponent }

    /// The nearest folder above the test file that holds Package.swift.
    package var packageRoot: String {
        var folder = directory
        while folder != "/" && !folder.isEmpty {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            folder = folder.deletingLastPathComponent
        }
        return directory
    }

    /// `path` from the package root when it is inside it (short enough to read in a failure);
    /// else as it is.
    package func shown(_ path: String) -> String {
        let root = packageRoot + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}

/// Where an assertion was called from: its test file, and where failures and warnings are
/// reported to whichever test library is running.
struct CallLocation {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: Int
    let function: String

    var file: TestFile { TestFile(path: String(describing: filePath), fileID: fileID) }
    var directory: String { file.directory }
    var packageRoot: String { file.packageRoot }
    func shown(_ path: String) -> String { file.shown(path) }

    /// Records the failure with Swift Testing when a test of it is running, else with XCTest.
    func fail(_ message: String, attaching files: [String] = []) {
        if Test.current != nil {
            for path in files {
                if let data = FileManager.default.contents(atPath: path) {
                    Attachment.record([UInt8](data), named: path.lastPathComponent)
                }
            }
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }

    /// Tells without failing: a Swift Testing warning, or a line on standard error under XCTest
    /// (which has no warnings).
    func warn(_ message: String) {
        #if compiler(>=6.2)
            if Test.current != nil {
                Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
                return
            }
        #endif
        StandardStream.error.write("\(fileID):\(line): warning: \(message)\n")
    }

    private var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: String(describing: filePath), line: Int(line), column: column)
    }
}
