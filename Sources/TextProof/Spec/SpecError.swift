/// A spec that cannot be rendered: names the file, the field (`runs[1].color`) and, where the
/// parser knows it, the line and column.
public struct SpecError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var field: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, field: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.field = field
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return field.isEmpty ? "\(location): \(message)" : "\(location): \(field): \(message)"
    }
}
