import TextProofColor
import TextProofRaster

/// A golden comparison that could not be made. Each names the file it is about.
public enum GoldenError: Error, CustomStringConvertible, Equatable {
    /// A PNG that libpng cannot read (missing, corrupt, not a PNG).
    case unreadable(path: String, message: String)
    /// A PNG whose embedded ICC profile LittleCMS cannot use.
    case colorProfile(path: String, message: String)
    /// An output (diff image, golden, actual) that could not be written.
    case unwritable(path: String, message: String)
    case invalidOption(String)
    case invalidRecordMode(String)

    public var description: String {
        switch self {
        case let .unreadable(path, message): "\(path): cannot read the PNG: \(message)"
        case let .colorProfile(path, message): "\(path): iCCP colour profile: \(message)"
        case let .unwritable(path, message): "\(path): cannot write: \(message)"
        case let .invalidOption(message): message
        case let .invalidRecordMode(value):
            "\(RecordMode.environmentVariable)=\(value): expected one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }
}
