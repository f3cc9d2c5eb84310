import FoundationEssentials
import Glibc

/// Standard output or standard error, written to whole: what Foundation's
/// `FileHandle.standardOutput.write(_:)` did, without Foundation (see Architecture.md).
package enum StandardStream {
    case output, error

    package func write(_ data: Data) {
        let descriptor: Int32 = self == .output ? STDOUT_FILENO : STDERR_FILENO
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    package func write(_ text: String) { write(Data(text.utf8)) }
}
