#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON number as written: its text says whether it was an integer (Xcode's colour components
/// "128" and "0.502" mean different scales, and "1" and "1.0" differ).
public struct JSONNumber: Sendable, Equatable {
    public var text: String
    public var value: Double

    /// Written without a fraction or exponent.
    public var isInteger: Bool { !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) }
}

/// JSON's null.
public struct JSONNull: Sendable, Equatable {}

/// JSON read into the shapes `JSONSerialization` gives (`[String: Any]`, `[Any]`, `String`, `Bool`),
/// numbers as `JSONNumber` and null as `JSONNull`, composed by `JSONDocument`, for files read as
/// loosely typed trees: a catalog's Contents.json, a themes file.
public enum JSONObject {
    public static func parse(_ data: Data) throws(YAMLSyntaxError) -> Any {
        object(try JSONDocument.compose(data))
    }

    public static func parse(_ text: String) throws(YAMLSyntaxError) -> Any {
        object(try JSONDocument.compose(text))
    }

    /// The tree under `node`.
    public static func object(_ node: YAMLNode) -> Any {
        switch node {
        case .mapping(let mapping):
            var result: [String: Any] = [:]
            for (key, value) in mapping { result[key.plain] = object(value) }
            return result
        case .sequence(let items):
            return items.map(object)
        case .scalar(let scalar):
            guard scalar.style == .plain else { return scalar.string }
            switch scalar.string {
            case "true": return true
            case "false": return false
            case "null": return JSONNull()
            default:
                if let first = scalar.string.first, first == "-" || first.isASCII && first.isNumber,
                    let value = Double(scalar.string)
                {
                    return JSONNumber(text: scalar.string, value: value)
                }
                return scalar.string
            }
        }
    }
}
