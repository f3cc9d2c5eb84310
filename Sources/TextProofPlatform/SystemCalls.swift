// The one file of TextProof that calls the C library for files, paths, processes and text (pthread
// locks are ThreadLock.swift's, math TextProofColor's Math.swift): every other file calls these
// wrappers, so the C library's differences between platforms are met here only.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A C library call that failed: its name and `errno`, as swift-system's `Errno` and NIO's
/// `IOError` carry them.
package struct SystemCallError: Error, Equatable, CustomStringConvertible {
    /// The call's name ("open", "rename").
    package let call: String
    /// `errno` after the call.
    package let code: Int32

    package init(_ call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// The failed call with the current `errno`.
    static func last(_ call: String) -> SystemCallError { SystemCallError(call, code: errno) }

    /// The C library's text for the error ("Permission denied").
    package var reason: String { Self.reason(for: code) }

    package var description: String { "\(call): \(reason)" }

    /// The C library's text for the error number `code` (`strerror`).
    package static func reason(for code: Int32) -> String { String(cString: strerror(code)) }
}

/// What a path names, as `lstat` says (links not followed).
package enum FileKind: Sendable {
    case regular, directory, symbolicLink, other
}

/// A file descriptor and the calls on it. Not closed on its own: `close()` it.
package struct FileDescriptor: Sendable {
    package let rawValue: Int32

    package static let standardOutput = FileDescriptor(rawValue: STDOUT_FILENO)
    package static let standardError = FileDescriptor(rawValue: STDERR_FILENO)

    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// Opens `path` for reading.
    package static func openForReading(_ path: String) throws(SystemCallError) -> FileDescriptor {
        try open(path, O_RDONLY | O_CLOEXEC)
    }

    /// Creates `path`, or empties the file there, for writing.
    package static func openForWriting(_ path: String) throws(SystemCallError) -> FileDescriptor {
        try open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC)
    }

    private static func open(_ path: String, _ flags: Int32) throws(SystemCallError) -> FileDescriptor {
        let descriptor = systemOpen(path, flags, 0o666)
        guard descriptor >= 0 else { throw .last("open") }
        return FileDescriptor(rawValue: descriptor)
    }

    /// Up to `buffer.count` bytes read into `buffer`; 0 at the end of the file.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        while true {
            let count = systemRead(rawValue, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw .last("read") }
        }
    }

    /// All of `bytes` written, however many calls that takes.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(SystemCallError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(rawValue, base + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .last("write") }
            offset += count
        }
    }

    package func close() throws(SystemCallError) {
        guard systemClose(rawValue) == 0 else { throw .last("close") }
    }

    /// The kind and size of the open file (`fstat`).
    package func status() throws(SystemCallError) -> (kind: FileKind, size: Int) {
        var status = stat()
        guard fstat(rawValue, &status) == 0 else { throw .last("fstat") }
        return (FileKind(mode: status.st_mode), Int(status.st_size))
    }

    /// Whether the descriptor is a terminal (`isatty`).
    package var isTerminal: Bool { isatty(rawValue) == 1 }

    /// The first `count` bytes of the open file mapped read-only; `FileSystem.unmap` them.
    package func mapReadOnly(count: Int) throws(SystemCallError) -> UnsafeMutableRawBufferPointer {
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, rawValue, 0), address != MAP_FAILED else {
            throw .last("mmap")
        }
        return UnsafeMutableRawBufferPointer(start: address, count: count)
    }
}

// The C names, reachable from inside FileDescriptor, whose methods of the same names hide them.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func systemRealpath(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
}

extension FileKind {
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }
}

/// Calls on paths.
package enum FileSystem {
    /// What `path` names itself (a link is `.symbolicLink`); nil when nothing can be found there.
    package static func kind(of path: String) -> FileKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// The absolute path with every link, `.` and `..` resolved (`realpath`); nil when it does not
    /// exist.
    package static func realPath(_ path: String) -> String? { systemRealpath(path) }

    /// Removes the file at `path` (`unlink`).
    package static func remove(_ path: String) throws(SystemCallError) {
        guard unlink(path) == 0 else { throw .last("unlink") }
    }

    /// Renames `source` to `destination`, replacing what is there (`rename`).
    package static func rename(_ source: String, to destination: String) throws(SystemCallError) {
        guard systemRename(source, destination) == 0 else { throw .last("rename") }
    }

    /// The names in `folder` (not `.` and `..`) with their kinds as the directory itself records
    /// them (nil where it does not: then ask `kind(of:)`).
    package static func entries(in folder: String) throws(SystemCallError) -> [(name: String, kind: FileKind?)] {
        guard let directory = opendir(folder) else { throw .last("opendir") }
        defer { closedir(directory) }
        var entries: [(name: String, kind: FileKind?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: FileKind? =
                switch Int(entry.pointee.d_type) {
                case Int(DT_REG): .regular
                case Int(DT_DIR): .directory
                case Int(DT_LNK): .symbolicLink
                case Int(DT_UNKNOWN): nil
                default: .other
                }
            entries.append((name, kind))
        }
        return entries
    }

    /// Unmaps what `FileDescriptor.mapReadOnly` mapped.
    package static func unmap(_ bytes: UnsafeMutableRawBufferPointer) {
        munmap(bytes.baseAddress, bytes.count)
    }
}

/// This process: its id, environment, home folder, program file and processors.
package enum ThisProcess {
    package static var id: Int32 { getpid() }

    /// Runs `handler` when the process exits normally (`atexit`).
    package static func onExit(_ handler: @escaping @convention(c) () -> Void) { atexit(handler) }

    /// The environment variable `name`; nil when it is not set.
    package static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// HOME for the current user (`user` nil) when set and not empty, else the password database's
    /// home of `user` or of the current user; "/" when there is none.
    package static func homeDirectory(of user: String?) -> String {
        if user == nil, let home = getenv("HOME"), home.pointee != 0 { return String(cString: home) }
        if let entry = user.map({ getpwnam($0) }) ?? getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            return String(cString: directory)
        }
        return "/"
    }

    /// The running program's file, as the kernel knows it (links resolved); nil where that cannot
    /// be asked.
    package static var executablePath: String? {
        #if os(Linux)
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBufferPointer { target in
                target.withMemoryRebound(to: CChar.self) { readlink("/proc/self/exe", $0.baseAddress!, $0.count) }
            }
            guard count > 0, count < buffer.count else { return nil }
            return String(decoding: buffer[..<count], as: UTF8.self)
        #else
            return nil
        #endif
    }

    /// Replaces this process with `program`, given `arguments` after its name (`execv`); returns
    /// only when that failed.
    package static func replace(with program: String, arguments: [String]) -> SystemCallError {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        let failure = SystemCallError.last("execv")
        for argument in argv { free(argument) }
        return failure
    }

    /// The processors online (`sysconf`), at least one.
    package static var onlineProcessors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// C's printf text for `format`: for messages and the rare number `String(fixed:)` does not take.
package func printfText(_ format: String, _ arguments: [any CVarArg]) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    var written = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
    if written >= buffer.count {
        buffer = [CChar](repeating: 0, count: Int(written) + 1)
        written = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
