#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// How a committed file takes the place of one already at its final path.
    public enum Replacement: Sendable {
        /// Renamed over it. On ext4 (its default `auto_da_alloc`) such a rename first writes the new
        /// file's data out, so a crash leaves the old file or the new one, never an empty one: for
        /// files a run cannot make again (goldens).
        case durable
        /// The old file is renamed aside, the new one renamed in, the old one removed. Nothing is
        /// written out first: for a proof's sheet that took longer than writing every report
        /// together. A crash just after can leave an empty file, as after any unsynced write; for
        /// files the next run writes again (proofs, reports, diff images).
        case regenerable
    }

    public private(set) var staged: [(temporary: String, final: String)] = []
    public let replacement: Replacement

    public init(replacing replacement: Replacement = .durable) {
        self.replacement = replacement
    }

    /// The temporary path for `final` in this process.
    public static func temporaryPath(for final: String) -> String {
        let folder = final.deletingLastPathComponent, name = final.lastPathComponent
        return folder.appendingPathComponent(".\(name).tmp-\(ThisProcess.id)")
    }

    /// Stages `final`: `write` writes the temporary path it is given. If it throws, that
    /// temporary is removed and the error passes on (the files staged before stay staged).
    public mutating func stage<E: Error>(_ final: String, _ write: (_ temporary: String) throws(E) -> Void) throws(E) {
        let temporary = Self.temporaryPath(for: final)
        do { try write(temporary) } catch {
            try? FileSystem.remove(temporary)
            throw error
        }
        staged.append((temporary, final))
    }

    /// Stages `data` as `final`. Written with plain calls, not `Data.write`: that syncs each file to
    /// disk, which the PNGs beside them never did; how a final file
    /// replaces an old one is `replacement`'s business.
    public mutating func stage(_ data: Data, as final: String) throws(Failure) {
        try stage(final) { (file: Writer) in file.append(data) }
    }

    /// Stages `final` written piece by piece by `write` into a `Writer`: a file of megabytes (the
    /// report of thousands of cells) is never held whole.
    public mutating func stage(_ final: String, writing write: (Writer) -> Void) throws(Failure) {
        try stage(final) { temporary throws(Failure) in
            let file = try Writer(path: temporary, final: final)
            write(file)
            try file.close()
        }
    }

    /// A file being written: pieces are gathered into 64 KiB and written with plain calls. The first
    /// failure is kept and thrown by `close()`; pieces after it are dropped.
    public final class Writer {
        private var descriptor: FileDescriptor?
        private let final: String
        private var buffer: [UInt8] = []
        private var failure: String?
        private static let chunk = 64 << 10

        init(path: String, final: String) throws(Failure) {
            self.final = final
            do { descriptor = try FileDescriptor.openForWriting(path) } catch {
                throw Failure(path: final, message: "cannot write (\(error.reason))")
            }
            buffer.reserveCapacity(Self.chunk)
        }

        deinit { try? descriptor?.close() }

        /// Appends `bytes`.
        public func append(_ bytes: some Sequence<UInt8>) {
            buffer.append(contentsOf: bytes)
            if buffer.count >= Self.chunk { flush() }
        }

        /// Appends `data`; a piece larger than the gathering goes straight to the file.
        public func append(_ data: Data) {
            guard data.count >= Self.chunk else {
                buffer.append(contentsOf: data)
                if buffer.count >= Self.chunk { flush() }
                return
            }
            flush()
            data.withUnsafeBytes { write($0) }
        }

        /// Appends `text` as UTF-8.
        public func append(_ text: String) { append(text.utf8) }

        private func flush() {
            buffer.withUnsafeBytes { write($0) }
            buffer.removeAll(keepingCapacity: true)
        }

        private func write(_ bytes: UnsafeRawBufferPointer) {
            guard failure == nil, let descriptor else { return }
            do { try descriptor.write(bytes) } catch { failure = error.reason }
        }

        /// Writes what is gathered and closes the file; throws the first failure.
        func close() throws(Failure) {
            flush()
            var closing: SystemCallError?
            do { try descriptor?.close() } catch { closing = error }
            descriptor = nil
            if let reason = failure ?? closing?.reason {
                throw Failure(path: final, message: "cannot write (\(reason))")
            }
        }
    }

    /// Records a temporary written elsewhere (concurrent encoders) as staged for `final`.
    public mutating func adopt(temporary: String, as final: String) {
        staged.append((temporary, final))
    }

    /// Renames every staged file into place, in order, and returns the final paths. If a rename
    /// fails, the file it was to replace stays, the temporaries not yet renamed are removed and the
    /// failure names its path.
    @discardableResult
    public mutating func commit() throws(Failure) -> [String] {
        defer { staged = [] }
        for (index, file) in staged.enumerated() {
            let aside = replacement == .regenerable ? Self.moveAside(file.final) : nil
            do { try FileSystem.rename(file.temporary, to: file.final) } catch {
                if let aside { try? FileSystem.rename(aside, to: file.final) }
                for rest in staged[index...] { try? FileSystem.remove(rest.temporary) }
                throw Failure(path: file.final, message: error.reason)
            }
            if let aside { try? FileSystem.remove(aside) }
        }
        return staged.map(\.final)
    }

    /// Renames the regular file at `final` (if there is one) to a hidden name beside it and returns
    /// that name. Anything else (nothing, a folder) stays for the rename to meet as before.
    private static func moveAside(_ final: String) -> String? {
        guard FileSystem.kind(of: final) == .regular else { return nil }
        let folder = final.deletingLastPathComponent, name = final.lastPathComponent
        let aside = folder.appendingPathComponent(".\(name).old-\(ThisProcess.id)")
        return (try? FileSystem.rename(final, to: aside)) != nil ? aside : nil
    }

    /// Removes every staged temporary; nothing is renamed.
    public mutating func discard() {
        for file in staged { try? FileSystem.remove(file.temporary) }
        staged = []
    }

    /// `data` written to `final` through a temporary and a rename.
    public static func write(_ data: Data, to final: String) throws(Failure) {
        try write([(final, data)])
    }

    /// Every file written, all or nothing: none is renamed into place unless all were written.
    public static func write(_ files: [(path: String, data: Data)], replacing replacement: Replacement = .durable)
        throws(Failure)
    {
        var staged = StagedFiles(replacing: replacement)
        do {
            for file in files { try staged.stage(file.data, as: file.path) }
            try staged.commit()
        } catch {
            staged.discard()
            throw error
        }
    }

    /// `final` written by `write` (given the temporary path) and renamed into place; a failed rename
    /// is `failure`'s error, so a writer keeps its own error type.
    public static func write<E: Error>(
        _ final: String, replacing replacement: Replacement = .durable,
        by write: (_ temporary: String) throws(E) -> Void, failure: (Failure) -> E
    ) throws(E) {
        var files = StagedFiles(replacing: replacement)
        try files.stage(final, write)
        do { try files.commit() } catch { throw failure(error) }
    }
}
