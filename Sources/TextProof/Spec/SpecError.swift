/// A spec that cannot be rendered: names the file, the field (`runs[1].color`) and, where the
/// parser knows it, the line and column.
public struct SpecError: Error, CustomStringConvertible, Equatable {
    /// The spec file (or `<built-in demo>`).
    public var file: String
    /// The field, as a path (`runs[2].color`).
    public var field: String
    /// The line, when known.
    public var line: Int?
    /// The column, when known.
    public var column: Int?
    /// What is wrong and what would be right.
    public var message: String

    /// An error in `file` at `field`.
    public init(file: String, field: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.field = field
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: FIELD: MESSAGE`.
    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return field.isEmpty ? "\(location): \(message)" : "\(location): \(field): \(message)"
    }
}
