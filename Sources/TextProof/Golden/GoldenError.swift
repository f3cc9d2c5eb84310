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
    /// A comparison option out of range (threshold, tolerance, region).
    case invalidOption(String)
    /// A record mode that is not never, missing, failed or all, and the variable that named it.
    case invalidRecordMode(String, variable: String = RecordMode.environmentVariable)

    /// The message, naming the file.
    public var description: String {
        switch self {
        case .unreadable(let path, let message): "\(path): cannot read the PNG: \(message)"
        case .colorProfile(let path, let message): "\(path): iCCP colour profile: \(message)"
        case .unwritable(let path, let message): "\(path): cannot write: \(message)"
        case .invalidOption(let message): message
        case .invalidRecordMode(let value, let variable):
            "\(variable)=\(value): expected one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }
}
