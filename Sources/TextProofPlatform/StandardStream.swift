#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Standard output or standard error, written to whole: what Foundation's
/// `FileHandle.standardOutput.write(_:)` did, without Foundation (see Architecture.md).
package enum StandardStream {
    case output, error

    package func write(_ data: Data) {
        // A closed or full stream loses the text, as FileHandle's write did not report either.
        data.withUnsafeBytes { try? descriptor.write($0) }
    }

    package var descriptor: FileDescriptor { self == .output ? .standardOutput : .standardError }

    /// Whether the stream is a terminal.
    package var isTerminal: Bool { descriptor.isTerminal }

    package func write(_ text: String) { write(Data(text.utf8)) }
}
