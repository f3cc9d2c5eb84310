import Foundation
import TestScratch
import Testing

@testable import TextProof

/// PrettyJSONEncoder against Foundation's JSONEncoder (pretty-printed, sorted keys, slashes as
/// they are), the independent reference: the same bytes for reports, for every kind of value
/// Codable has, and for random trees of them.
@Suite("PrettyJSONEncoder writes what JSONEncoder writes")
struct PrettyJSONEncoderTests {
    static func reference<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(value))
    }

    @Test("the demo's report and a cell of it")
    func report() throws {
        let (report, golden) = try ReportJSONTests.demo()
        let bytes = try PrettyJSONEncoder().encode(report)
        #expect(bytes == (try Self.reference(report)))
        #expect(bytes + [0x0A] == [UInt8](golden))
        #expect(try PrettyJSONEncoder().encode(report.cells[0]) == (try Self.reference(report.cells[0])))
        // batch.json: the demo's report twice, in a batch.
        let batch = BatchReport(shard: "1/2", proofs: [report, report], skipped: [])
        #expect([UInt8](try batch.encoded()) == (try Self.reference(batch)) + [0x0A])
    }

    /// Every primitive, optional, collection and container call Codable has.
    struct Everything: Encodable {
        var flag = true
        var off = false
        var text =
            "quote \" backslash \\ slash / tab \t line \n return \r bell \u{07} nul \u{00} unit \u{1F} del \u{7F}"
        var unicode = "é 日本 🙂 \u{2028} \u{FEFF}"
        var int = Int.min
        var int8 = Int8.min
        var int16 = Int16.max
        var int32 = Int32.min
        var int64 = Int64.max
        var uint = UInt.max
        var uint8 = UInt8.max
        var uint16 = UInt16(7)
        var uint32 = UInt32.max
        var uint64 = UInt64.max
        var doubles = [0, -0.0, 21, 0.1, 1e-05, 1e16, 1.5e300, 5e-324, 123.456, -2.5, 1.7976931348623157e308]
        var floats: [Float] = [0, 3.5, 0.1, 1e-7, 16_777_216, -0.0]
        var none: String? = nil
        var some: Int? = 4
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nested: [[String]] = [["a", "b"], [], ["c"]]
        var byName = ["zeta": 1, "Alpha": 2, "alpha": 3, "ä": 4, "a b": 5, "10": 6, "9": 7]
        var byNumber = [3: "three", 1: "one", 20: "twenty"]
        var optionals: [Int?] = [1, nil, 3]
        var custom = Custom()
        var date = Date(timeIntervalSinceReferenceDate: 12.5)
    }

    /// A hand-written encode: nested containers, explicit nils, a super encoder.
    struct Custom: Encodable {
        enum Keys: String, CodingKey { case point, list, gone, parent }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var point = container.nestedContainer(keyedBy: Keys.self, forKey: .point)
            try point.encode(1.25, forKey: .list)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode("x")
            try list.encodeNil()
            var inner = list.nestedContainer(keyedBy: Keys.self)
            try inner.encode([1, 2], forKey: .gone)
            var deeper = list.nestedUnkeyedContainer()
            try deeper.encode(false)
            try container.encodeNil(forKey: .gone)
            try "base".encode(to: container.superEncoder(forKey: .parent))
            try "super".encode(to: container.superEncoder())
        }
    }

    @Test("every primitive, optional, collection and nested container")
    func everything() throws {
        #expect(try PrettyJSONEncoder().encode(Everything()) == (try Self.reference(Everything())))
    }

    @Test("top-level scalars and empty containers")
    func topLevel() throws {
        #expect(try PrettyJSONEncoder().encode("text/plain") == (try Self.reference("text/plain")))
        #expect(try PrettyJSONEncoder().encode(2.0) == (try Self.reference(2.0)))
        #expect(try PrettyJSONEncoder().encode([String]()) == (try Self.reference([String]())))
        #expect(try PrettyJSONEncoder().encode([String: [Int]]()) == (try Self.reference([String: [Int]]())))
        #expect(try PrettyJSONEncoder().encode(Optional<Int>.none) == (try Self.reference(Optional<Int>.none)))
    }

    @Test("what JSONEncoder writes its own way is refused, and ReportJSON hands it to JSONEncoder")
    func leftToJSONEncoder() throws {
        struct Special: Encodable {
            var data = Data([1, 2, 3])
            var url = URL(string: "https://example.com/a b")
            var decimal = Decimal(string: "1.10")
        }
        #expect(throws: PrettyJSONEncoder.Unsupported.self) { try PrettyJSONEncoder().encode(Special()) }
        #expect([UInt8](try ReportJSON.encoded(Special())) == (try Self.reference(Special())))
    }

    @Test("NaN and infinities are refused, as JSONEncoder refuses them")
    func nonFinite() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) { try PrettyJSONEncoder().encode(["x": value]) }
        }
    }

    /// A random JSON-like value.
    indirect enum Value: Encodable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([Value])
        case object([String: Value])
        func encode(to encoder: any Encoder) throws {
            var single = encoder.singleValueContainer()
            switch self {
            case .null: try single.encodeNil()
            case .bool(let value): try single.encode(value)
            case .int(let value): try single.encode(value)
            case .double(let value): try single.encode(value)
            case .string(let value): try single.encode(value)
            case .array(let values): try single.encode(values)
            case .object(let values): try single.encode(values)
            }
        }

        static func random(_ generator: inout SeededGenerator, depth: Int = 0) -> Value {
            let pieces = ["a", "Z", "é", "\"", "\\", "/", "\n", "\u{01}", "🙂", " ", "key", "10"]
            func text() -> String {
                (0..<Int(generator.next() % 5)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
                    .joined()
            }
            switch generator.next() % (depth < 4 ? 7 : 5) {
            case 0: return .null
            case 1: return .bool(generator.next() & 1 == 0)
            case 2: return .int(Int(bitPattern: UInt(generator.next())) >> Int(generator.next() % 64))
            case 3:
                let bits = generator.next()
                let value = Double(bitPattern: bits)
                return .double(value.isFinite ? value : Double(Int64(bitPattern: bits) >> 20) / 1024)
            case 4: return .string(text())
            case 5: return .array((0..<Int(generator.next() % 4)).map { _ in random(&generator, depth: depth + 1) })
            default:
                var object: [String: Value] = [:]
                for _ in 0..<Int(generator.next() % 5) { object[text()] = random(&generator, depth: depth + 1) }
                return .object(object)
            }
        }
    }

    @Test("500 random trees of nulls, booleans, integers, doubles of any bits, strings and containers")
    func randomTrees() throws {
        var generator = SeededGenerator(seed: 0x0050_4A53_4F4E)
        for _ in 0..<500 {
            let value = Value.random(&generator)
            #expect(try PrettyJSONEncoder().encode(value) == (try Self.reference(value)))
        }
    }
}
