import TextProofPlatform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a test's failures leave their actual and diff images: the artifacts root (the argument,
/// the trait, `$TEXTPROOF_ARTIFACTS`, else `<package>/.build/textproof-artifacts`), then the test
/// file's path inside the package, so same-named tests in other files or targets never overwrite
/// each other's images and a CI upload mirrors the tests.
package struct ArtifactsFolder {
    package let path: String

    package init(file: TestFile, given: String?) {
        let environment = TestEnvironment.current["TEXTPROOF_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        let root = given ?? environment ?? file.packageRoot + "/.build/textproof-artifacts"
        let shown = file.shown(file.path)
        let mirrored = shown.hasPrefix("/") ? file.fileID : shown
        path = root + "/" + mirrored.deletingPathExtension
    }

    /// The folder at `path` itself.
    package init(path: String) {
        self.path = path
    }

    /// Removes what an earlier run of the test `stem` left (`<stem>.1-light.png`, `<stem>.2.diff.png`, …),
    /// so the folder holds only this run's failures. A stem ending in `.` or `-` is taken as the
    /// whole prefix before the number.
    package func clear(stem: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        let prefix = stem.hasSuffix(".") || stem.hasSuffix("-") ? stem : stem + "."
        for name in names where name.hasPrefix(prefix) {
            guard name.dropFirst(prefix.count).first?.isNumber == true else { continue }
            try? FileManager.default.removeItem(atPath: path + "/" + name)
        }
    }
}
