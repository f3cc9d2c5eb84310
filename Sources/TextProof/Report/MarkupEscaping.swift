/// Text made safe inside HTML and XML elements and attribute values: `&`, `<`, `>` and `"` as
/// entities (and, for attributes that must keep a line break, newlines as `&#10;`).
///
/// One pass over the UTF-8 bytes, and none at all when nothing needs escaping (most report text):
/// four chained `replacingOccurrences` went through NSString on Linux and cost the report's
/// HTML page a third of its time.
package enum MarkupEscaping {
    package static func escaped(_ text: String, newlines: Bool = false) -> String {
        var text = text
        let needsEscaping = text.withUTF8 { bytes in
            bytes.contains {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                    || $0 == UInt8(ascii: "\"") || (newlines && $0 == UInt8(ascii: "\n"))
            }
        }
        guard needsEscaping else { return text }
        var escaped = [UInt8]()
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "\n") where newlines: escaped.append(contentsOf: "&#10;".utf8)
            default: escaped.append(byte)
            }
        }
        // Only ASCII bytes were replaced, by ASCII: still valid UTF-8.
        return String(decoding: escaped, as: UTF8.self)
    }
}
