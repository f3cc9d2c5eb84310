import TextProofColor
import TextProofRaster

/// Why a proof could not be rendered or written.
public enum ProofError: Error, CustomStringConvertible {
    case spec(SpecError)
    case colorManagement(ColorManagementError)
    case output(path: String, message: String)

    public var description: String {
        switch self {
        case .spec(let error): error.description
        case .colorManagement(let error): error.description
        case .output(let path, let message): "\(path): \(message)"
        }
    }
}
