import Foundation

/// The suites' one way to run a program and collect what it printed: the textproof binary, hb-shape,
/// Python's jsonschema, `script`.
public enum Subprocess {
    public struct Result: Sendable {
        public let status: Int32
        public let output: String
        public let error: String
    }

    /// Runs `executable` with `arguments` (and `environment`, else this process's) to its exit.
    /// Standard error is read on another thread, so neither pipe can fill and stall the program;
    /// with `mergingError`, it goes to `output`.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, mergingError: Bool = false
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), error = mergingError ? output : Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorData = LockedData()
        let reading = DispatchGroup()
        if !mergingError {
            DispatchQueue.global().async(group: reading) {
                errorData.set(error.fileHandleForReading.readDataToEndOfFile())
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData.get(), as: UTF8.self))
    }

    private final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }
}
