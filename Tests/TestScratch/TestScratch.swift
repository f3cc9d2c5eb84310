import Foundation

/// Every folder a test makes lives under one folder for its test process, removed when the
/// process exits, so a run of the suite leaves nothing behind in the temporary directory.
public enum TestScratch {
    static let root: String = {
        let path = NSTemporaryDirectory() + "textproof-tests-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestScratch.root) }
        return path
    }()

    /// A fresh empty folder, its name starting with `label`.
    public static func folder(_ label: String) -> String {
        let path = root + "/\(label)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
