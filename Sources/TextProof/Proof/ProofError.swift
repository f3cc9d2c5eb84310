import TextProofColor
import TextProofRaster
import TextProofText

/// Why a proof could not be rendered or written.
public enum ProofError: Error, CustomStringConvertible {
    /// The spec (or config, tokens, catalog) is wrong: the error names the file and the field.
    case spec(SpecError)
    /// A font in the spec could not be loaded, shaped or rasterized (`spec` names the spec's file).
    case font(FontError, spec: String)
    /// LittleCMS could not make a profile or a transform.
    case colorManagement(ColorManagementError)
    /// An output file or folder could not be written.
    case output(path: String, message: String)

    /// The message, naming the file and the field.
    public var description: String {
        switch self {
        case .spec(let error): error.description
        case .font(let error, let spec): SpecError(file: spec, field: "font", message: error.description).description
        case .colorManagement(let error): error.description
        case .output(let path, let message): "\(path): \(message)"
        }
    }
}
