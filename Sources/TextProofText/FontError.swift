/// A font that could not be found, opened or used. Names the file and the FreeType call.
public struct FontError: Error, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    init(path: String, call: String, code: Int32) {
        self.init(path: path, message: "\(call) failed with FreeType error 0x\(String(code, radix: 16))")
    }

    public var description: String { "\(path): \(message)" }
}
