import TextProofColor
import TextProofRaster
import TextProofText

/// Why a proof could not be rendered or written.
public enum ProofError: Error, CustomStringConvertible {
    case spec(SpecError)
    /// A font in the spec could not be loaded, shaped or rasterized (`spec` names the spec's file).
    case font(FontError, spec: String)
    case colorManagement(ColorManagementError)
    case output(path: String, message: String)

    public var description: String {
        switch self {
        case .spec(let error): error.description
        case .font(let error, let spec): SpecError(file: spec, field: "font", message: error.description).description
        case .colorManagement(let error): error.description
        case .output(let path, let message): "\(path): \(message)"
        }
    }
}
