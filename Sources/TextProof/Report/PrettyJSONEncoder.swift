#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// JSON text for `Encodable` values, byte for byte what Foundation's `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` and its default strategies: two-space
/// indents, `"key" : value`, keys in UTF-8 order, doubles as their shortest text without a
/// trailing `.0`, non-finite numbers refused. Why not JSONEncoder: a report of 26 cells took it
/// about 0.6 ms, most of a proof's report pages, in a process that writes one; this builds a plain
/// tree and writes it. Values JSONEncoder writes specially (`Data`, `URL`, `Decimal`) are refused
/// with `PrettyJSONEncoder.Unsupported`, for the caller to hand to JSONEncoder instead.
package struct PrettyJSONEncoder {
    /// A value this encoder leaves to JSONEncoder.
    struct Unsupported: Error {}

    package init() {}

    package func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let root = Node()
        try Tree.encode(value, into: root, key: nil, parent: nil)
        guard !root.isUnset else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        var writer = Writer()
        writer.write(root)
        return writer.bytes
    }

    /// One value of the tree: a scalar's text, or a container filled in place as it is encoded.
    final class Node {
        enum Scalar {
            case null
            case bool(Bool)
            case number(String)
            case string(String)
        }
        var scalar: Scalar?
        var object: [String: Node]?
        var array: [Node]?

        var isUnset: Bool { scalar == nil && object == nil && array == nil }

        /// The object this node is, made one if nothing was encoded into it yet.
        func becomeObject() {
            if object == nil {
                (scalar, array) = (nil, nil)
                object = [:]
            }
        }

        func becomeArray() {
            if array == nil {
                (scalar, object) = (nil, nil)
                array = []
            }
        }

        func set(_ value: Scalar) { (scalar, object, array) = (value, nil, nil) }
    }

    /// The `Encoder` a value encodes itself to: one per value, knowing its key and parent for the
    /// coding path (asked for only in errors).
    final class Tree: Encoder, SingleValueEncodingContainer {
        let node: Node
        let key: (any CodingKey)?
        let parent: Tree?

        init(node: Node, key: (any CodingKey)?, parent: Tree?) {
            (self.node, self.key, self.parent) = (node, key, parent)
        }

        var codingPath: [any CodingKey] {
            var path: [any CodingKey] = []
            var tree: Tree? = self
            while let current = tree {
                if let key = current.key { path.append(key) }
                tree = current.parent
            }
            return path.reversed()
        }

        var userInfo: [CodingUserInfoKey: Any] { [:] }

        static func encode<T: Encodable>(_ value: T, into node: Node, key: (any CodingKey)?, parent: Tree?) throws {
            // JSONEncoder writes these its own way (base64, absolute strings, decimal text).
            if value is Data || value is URL || value is Decimal { throw Unsupported() }
            try value.encode(to: Tree(node: node, key: key, parent: parent))
            // A value that encoded nothing is an empty object, as in JSONEncoder.
            if node.isUnset { node.becomeObject() }
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            node.becomeObject()
            return KeyedEncodingContainer(Keyed<Key>(tree: self))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            node.becomeArray()
            return Unkeyed(tree: self)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() throws { node.set(.null) }
        func encode(_ value: Bool) throws { node.set(.bool(value)) }
        func encode(_ value: String) throws { node.set(.string(value)) }
        func encode(_ value: Double) throws { node.set(try Self.number(value, at: codingPath)) }
        func encode(_ value: Float) throws { node.set(try Self.number(value, at: codingPath)) }
        func encode(_ value: Int) throws { node.set(.number(String(value))) }
        func encode(_ value: Int8) throws { node.set(.number(String(value))) }
        func encode(_ value: Int16) throws { node.set(.number(String(value))) }
        func encode(_ value: Int32) throws { node.set(.number(String(value))) }
        func encode(_ value: Int64) throws { node.set(.number(String(value))) }
        func encode(_ value: UInt) throws { node.set(.number(String(value))) }
        func encode(_ value: UInt8) throws { node.set(.number(String(value))) }
        func encode(_ value: UInt16) throws { node.set(.number(String(value))) }
        func encode(_ value: UInt32) throws { node.set(.number(String(value))) }
        func encode(_ value: UInt64) throws { node.set(.number(String(value))) }
        func encode<T: Encodable>(_ value: T) throws { try Self.encode(value, into: node, key: key, parent: parent) }

        /// A double's shortest text without a trailing ".0" (21.0 is 21); JSONEncoder refuses NaN and
        /// infinities by default, and so does this.
        static func number<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F, at path: [any CodingKey])
            throws -> Node.Scalar
        {
            guard value.isFinite else {
                throw EncodingError.invalidValue(
                    value,
                    .init(codingPath: path, debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
            }
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            return .number(text)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let tree: Tree
        var codingPath: [any CodingKey] { tree.codingPath }

        private func child(_ key: Key) -> Node {
            let node = Node()
            tree.node.object?[key.stringValue] = node
            return node
        }

        /// The node at `name` if one is there already (a container asked for twice), else a new one.
        private func existing(_ name: String) -> Node {
            if let node = tree.node.object?[name] { return node }
            let node = Node()
            tree.node.object?[name] = node
            return node
        }

        mutating func encodeNil(forKey key: Key) throws { child(key).set(.null) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).set(.bool(value)) }
        mutating func encode(_ value: String, forKey key: Key) throws { child(key).set(.string(value)) }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            child(key).set(try Tree.number(value, at: codingPath + [key]))
        }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            child(key).set(try Tree.number(value, at: codingPath + [key]))
        }
        mutating func encode(_ value: Int, forKey key: Key) throws { child(key).set(.number(String(value))) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { child(key).set(.number(String(value))) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { child(key).set(.number(String(value))) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { child(key).set(.number(String(value))) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { child(key).set(.number(String(value))) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { child(key).set(.number(String(value))) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { child(key).set(.number(String(value))) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { child(key).set(.number(String(value))) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { child(key).set(.number(String(value))) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { child(key).set(.number(String(value))) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try Tree.encode(value, into: child(key), key: key, parent: tree)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            Tree(node: existing(key.stringValue), key: key, parent: tree).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Tree(node: existing(key.stringValue), key: key, parent: tree).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { Tree(node: existing("super"), key: nil, parent: tree) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            Tree(node: existing(key.stringValue), key: key, parent: tree)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let tree: Tree
        var codingPath: [any CodingKey] { tree.codingPath }
        var count: Int { tree.node.array?.count ?? 0 }

        private func next() -> Node {
            let node = Node()
            tree.node.array?.append(node)
            return node
        }

        mutating func encodeNil() throws { next().set(.null) }
        mutating func encode(_ value: Bool) throws { next().set(.bool(value)) }
        mutating func encode(_ value: String) throws { next().set(.string(value)) }
        mutating func encode(_ value: Double) throws { next().set(try Tree.number(value, at: codingPath)) }
        mutating func encode(_ value: Float) throws { next().set(try Tree.number(value, at: codingPath)) }
        mutating func encode(_ value: Int) throws { next().set(.number(String(value))) }
        mutating func encode(_ value: Int8) throws { next().set(.number(String(value))) }
        mutating func encode(_ value: Int16) throws { next().set(.number(String(value))) }
        mutating func encode(_ value: Int32) throws { next().set(.number(String(value))) }
        mutating func encode(_ value: Int64) throws { next().set(.number(String(value))) }
        mutating func encode(_ value: UInt) throws { next().set(.number(String(value))) }
        mutating func encode(_ value: UInt8) throws { next().set(.number(String(value))) }
        mutating func encode(_ value: UInt16) throws { next().set(.number(String(value))) }
        mutating func encode(_ value: UInt32) throws { next().set(.number(String(value))) }
        mutating func encode(_ value: UInt64) throws { next().set(.number(String(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try Tree.encode(value, into: next(), key: nil, parent: tree)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            Tree(node: next(), key: nil, parent: tree).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            Tree(node: next(), key: nil, parent: tree).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { Tree(node: next(), key: nil, parent: tree) }
    }

    /// The tree as text, laid out as Foundation's JSONWriter lays out pretty-printed JSON.
    struct Writer {
        var bytes: [UInt8] = []
        var indent = 0

        mutating func write(_ node: Node) {
            if let object = node.object {
                bytes.append(UInt8(ascii: "{"))
                bytes.append(0x0A)
                indent += 1
                var first = true
                for (key, value) in object.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                    if !first { separate() }
                    first = false
                    writeIndent()
                    writeString(key)
                    bytes.append(0x20)
                    bytes.append(UInt8(ascii: ":"))
                    bytes.append(0x20)
                    write(value)
                }
                bytes.append(0x0A)
                indent -= 1
                writeIndent()
                bytes.append(UInt8(ascii: "}"))
            } else if let array = node.array {
                bytes.append(UInt8(ascii: "["))
                bytes.append(0x0A)
                indent += 1
                var first = true
                for element in array {
                    if !first { separate() }
                    first = false
                    writeIndent()
                    write(element)
                }
                bytes.append(0x0A)
                indent -= 1
                writeIndent()
                bytes.append(UInt8(ascii: "]"))
            } else {
                switch node.scalar ?? .null {
                case .null: bytes.append(contentsOf: "null".utf8)
                case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
                case .number(let text): bytes.append(contentsOf: text.utf8)
                case .string(let text): writeString(text)
                }
            }
        }

        mutating func separate() {
            bytes.append(UInt8(ascii: ","))
            bytes.append(0x0A)
        }

        mutating func writeIndent() {
            bytes.append(contentsOf: repeatElement(0x20, count: 2 * indent))
        }

        /// A string in quotes: quote, backslash and control characters escaped as JSONWriter escapes
        /// them (short forms where JSON has them, else \u00xx), slashes and everything else as is.
        mutating func writeString(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, UInt8(ascii: "\"")])
                case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0x00...0x1F:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [
                        0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)],
                    ])
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }
}
