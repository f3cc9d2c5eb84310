import Foundation

/// Files written all or nothing: each goes to a temporary name beside its final path (a hidden
/// `.NAME.tmp-PID` in the same folder, so the rename never crosses a file system), and only
/// `commit()` renames them into place. A failure in any write, or `discard()`, removes every
/// temporary: an interrupted or failed run never leaves part of a file under a final name. The one
/// way this project writes files (proofs, reports, goldens, diff images, results for CI).
public struct StagedFiles {
    /// Why a staged write or the rename failed, with the final path it was for.
    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let message: String
        public var description: String { "\(path): \(message)" }

        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }
    }

    public private(set) var staged: [(temporary: String, final: String)] = []

    public init() {}

    /// The temporary path for `final` in this process.
    public static func temporaryPath(for final: String) -> String {
        let folder = (final as NSString).deletingLastPathComponent, name = (final as NSString).lastPathComponent
        return (folder as NSString).appendingPathComponent(".\(name).tmp-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Stages `final`: `write` writes the temporary path it is given. If it throws, that
    /// temporary is removed and the error passes on (the files staged before stay staged).
    public mutating func stage<E: Error>(_ final: String, _ write: (_ temporary: String) throws(E) -> Void) throws(E) {
        let temporary = Self.temporaryPath(for: final)
        do { try write(temporary) } catch {
            unlink(temporary)
            throw error
        }
        staged.append((temporary, final))
    }

    /// Stages `data` as `final`.
    public mutating func stage(_ data: Data, as final: String) throws(Failure) {
        try stage(final) { temporary throws(Failure) in
            do { try data.write(to: URL(fileURLWithPath: temporary)) } catch {
                throw Failure(path: final, message: "cannot write (\(error.localizedDescription))")
            }
        }
    }

    /// Records a temporary written elsewhere (concurrent encoders) as staged for `final`.
    public mutating func adopt(temporary: String, as final: String) {
        staged.append((temporary, final))
    }

    /// Renames every staged file into place, in order, and returns the final paths. If a rename
    /// fails, the temporaries not yet renamed are removed and the failure names its path.
    @discardableResult
    public mutating func commit() throws(Failure) -> [String] {
        for (index, file) in staged.enumerated() where rename(file.temporary, file.final) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { unlink(rest.temporary) }
            staged = []
            throw Failure(path: file.final, message: reason)
        }
        defer { staged = [] }
        return staged.map(\.final)
    }

    /// Removes every staged temporary; nothing is renamed.
    public mutating func discard() {
        for file in staged { unlink(file.temporary) }
        staged = []
    }

    /// `data` written to `final` through a temporary and a rename.
    public static func write(_ data: Data, to final: String) throws(Failure) {
        var files = StagedFiles()
        try files.stage(data, as: final)
        try files.commit()
    }
}
