// FileHandle, for appending to the migration list: not in FoundationEssentials.
import Foundation
import TextProofPlatform

/// Goldens as TextProofTesting named them before 0.2: `<package>/goldens/<TestFile>/<test>.<n>…`,
/// with no suite, class or argument hash. Read for one release when the new golden is missing
/// (with a warning), and copied to the new place in a migration run
/// (`TEXTPROOF_MIGRATE_GOLDENS=1 swift test`, which TextProof's `scripts/migrate-goldens` wraps).
struct PreviousLayout {
    let location: CallLocation
    let naming: GoldenNaming
    let named: String?

    /// The environment variable that turns a run into a migration.
    static let migrationVariable = "TEXTPROOF_MIGRATE_GOLDENS"

    static func migrating(_ environment: [String: String]) -> Bool {
        guard let value = environment[migrationVariable] else { return false }
        return !value.isEmpty && value != "0" && value.lowercased() != "false"
    }

    /// The old file for a golden's new file name, if the name has an old form.
    var path: @Sendable (String) -> String? {
        let folder = location.packageRoot + "/goldens/" + naming.testFile
        let (stem, previousStem, named) = (naming.stem, naming.previousStem, named)
        return { fileName in
            if named != nil { return folder + "/" + fileName }
            guard fileName.hasPrefix(stem + ".") else { return nil }
            return folder + "/" + previousStem + fileName.dropFirst(stem.count)
        }
    }

    /// Appends `from → to` to `.build/textproof-migrated-goldens.txt`, which the script reads to
    /// remove the old files once every test has run (two new goldens may come from one old file).
    static func noteMigrated(_ from: String, to: String, packageRoot: String) {
        let list = packageRoot + "/.build/textproof-migrated-goldens.txt"
        lock.withLock { _ in
            try? FileManager.default.createDirectory(
                atPath: list.deletingLastPathComponent, withIntermediateDirectories: true)
            let line = Data("\(from)\t\(to)\n".utf8)
            if let handle = FileHandle(forWritingAtPath: list) {
                handle.seekToEndOfFile()
                handle.write(line)
                handle.closeFile()
            } else {
                _ = FileManager.default.createFile(atPath: list, contents: line)
            }
        }
    }

    private static let lock = LockedState(())
}
