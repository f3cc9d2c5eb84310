/// A composed YAML (or JSON) node: scalars kept as written (no type resolution: what a field
/// means is decided by the field), aliases replaced by the node their anchor names.
public enum YAMLNode: Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    /// Where a node starts, 1-based, as messages name it.
    public struct Mark: Sendable, Equatable {
        public var line: Int
        public var column: Int
    }

    public struct Scalar: Sendable {
        /// How a scalar was written; only plain scalars are numbers, booleans or null in JSON.
        public enum Style: Sendable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }

        public var string: String
        public var style: Style
        public var mark: Mark
    }

    /// Key–value pairs in the order written.
    public struct Mapping: RandomAccessCollection, Sendable {
        public var pairs: [(key: YAMLNode, value: YAMLNode)]
        public var mark: Mark

        public var startIndex: Int { pairs.startIndex }
        public var endIndex: Int { pairs.endIndex }
        public subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) { pairs[position] }
        public var keys: [YAMLNode] { pairs.map(\.key) }
    }

    /// Items in the order written.
    public struct Sequence: RandomAccessCollection, Sendable {
        public var items: [YAMLNode]
        public var mark: Mark

        public var startIndex: Int { items.startIndex }
        public var endIndex: Int { items.endIndex }
        public subscript(position: Int) -> YAMLNode { items[position] }
    }

    public var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }
}
