import CPNG
import CZlib
import Foundation
import TestScratch
import Testing

/// CPNG's deflate encoder against zlib's inflate, an independent decoder: every stream it writes
/// inflates to exactly its input, alone or joined as a PNG's bands are.
@Suite("Deflate encoder: zlib inflates what it writes")
struct DeflateTests {
    /// Deflates `data`; nil when the encoder refuses.
    static func deflate(_ data: [UInt8], rowBytes: Int = 0, pixelBytes: Int = 0, final: Bool = true) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: textproof_deflate_bound(data.count))
        let written = data.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                textproof_deflate(
                    input.baseAddress, input.count, rowBytes, pixelBytes, final ? 1 : 0, output.baseAddress,
                    output.count)
            }
        }
        guard written > 0 else { return nil }
        return Array(out.prefix(written))
    }

    /// zlib's raw inflate of `stream`: the bytes, and whether the stream ended (a final block).
    static func inflate(_ stream: [UInt8], expectedCount: Int) -> (bytes: [UInt8], ended: Bool)? {
        var z = z_stream()
        guard inflateInit2_(&z, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&z) }
        var out = [UInt8](repeating: 0, count: expectedCount + 64)
        var input = stream
        let status = input.withUnsafeMutableBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                z.next_in = input.baseAddress
                z.avail_in = UInt32(input.count)
                z.next_out = output.baseAddress
                z.avail_out = UInt32(output.count)
                return CZlib.inflate(&z, Z_SYNC_FLUSH)
            }
        }
        guard status == Z_OK || status == Z_STREAM_END, z.avail_in == 0 else { return nil }
        return (Array(out.prefix(Int(z.total_out))), status == Z_STREAM_END)
    }

    static func expectRoundTrip(
        _ data: [UInt8], rowBytes: Int = 0, pixelBytes: Int = 0, _ comment: Comment
    ) throws -> [UInt8] {
        let stream = try #require(Self.deflate(data, rowBytes: rowBytes, pixelBytes: pixelBytes), comment)
        #expect(stream.count <= textproof_deflate_bound(data.count), comment)
        let back = try #require(Self.inflate(stream, expectedCount: data.count), comment)
        #expect(back.ended, comment)
        #expect(back.bytes == data, comment)
        return stream
    }

    /// Rows like a proof's: a flat background, lines of "glyphs" (short anti-aliased ramps that
    /// repeat along the row), blank rows between.
    static func proofLikeRows(width: Int, height: Int, channels: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        let rowBytes = width * channels + 1
        var data = [UInt8](repeating: 0xFF, count: rowBytes * height)
        let glyphs: [[UInt8]] = (0..<6).map { _ in
            (0..<Int.random(in: 3...9, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        for y in 0..<height {
            data[y * rowBytes] = 0  // filter None
            guard (y / 12) % 2 == 1 else { continue }
            var x = Int.random(in: 0..<8, using: &generator)
            while x < width - 10 {
                let glyph = glyphs[Int.random(in: 0..<glyphs.count, using: &generator)]
                for (i, value) in glyph.enumerated() where x + i < width {
                    for c in 0..<channels { data[y * rowBytes + 1 + (x + i) * channels + c] = value }
                }
                x += glyph.count + Int.random(in: 1...6, using: &generator)
            }
        }
        return data
    }

    @Test("an empty input: a final stream of one empty block; a non-final one ends on a byte boundary")
    func empty() throws {
        let final = try #require(Self.deflate([]))
        // BFINAL 1, fixed codes (01), end of block (seven zero bits), padding: 0x03 0x00.
        #expect(final == [0x03, 0x00])
        let open = try #require(Self.deflate([], final: false))
        // An empty stored block: header bits 000, padding, LEN 0000, NLEN FFFF (zlib's sync flush).
        #expect(open == [0x00, 0x00, 0x00, 0xFF, 0xFF])
        #expect(Self.inflate(open, expectedCount: 0)?.bytes == [])
    }

    @Test("rows like a proof's, RGB, RGBA and one byte a pixel: inflated back exactly, and smaller than stored")
    func proofLike() throws {
        for (channels, width) in [(3, 1460), (4, 700), (1, 4000)] {
            let data = Self.proofLikeRows(width: width, height: 90, channels: channels, seed: UInt64(channels))
            let stream = try Self.expectRoundTrip(
                data, rowBytes: width * channels + 1, pixelBytes: channels, "\(channels) channels")
            // A flat background with repeated shapes: far below the raw size (measured about 2 %).
            #expect(stream.count < data.count / 10, "\(channels) channels: \(stream.count) of \(data.count)")
        }
    }

    @Test("noise does not shrink: its blocks are stored, within the bound")
    func noise() throws {
        var generator = SeededGenerator(seed: 99)
        let data = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let stream = try Self.expectRoundTrip(data, rowBytes: 600, pixelBytes: 3, "noise")
        // Stored blocks: 5 bytes of header for each block of 16,384 literals, a byte of padding.
        #expect(stream.count <= data.count + 5 * (data.count / 16_384 + 1) + 1)
    }

    @Test("long runs (the longest match, 258), matches at the window's far end, rows wider than the window")
    func distancesAndLengths() throws {
        _ = try Self.expectRoundTrip([UInt8](repeating: 7, count: 100_000), pixelBytes: 1, "one byte repeated")
        // A random row repeated: every match 32,768 back, the farthest deflate can reach.
        var generator = SeededGenerator(seed: 5)
        let row = (0..<32_768).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let repeated = row + row + row
        let stream = try Self.expectRoundTrip(repeated, rowBytes: 32_768, pixelBytes: 3, "rows 32 KiB apart")
        #expect(stream.count < row.count + row.count / 8, "the second and third rows are matches")
        // Rows farther apart than the window: the row above is not tried, nothing breaks.
        _ = try Self.expectRoundTrip(
            row + row + [1, 2, 3] + row, rowBytes: 40_000, pixelBytes: 4, "rows wider than the window")
    }

    @Test("random inputs with repeats at every distance the matcher tries, including block boundaries")
    func randomStructured() throws {
        var generator = SeededGenerator(seed: 2024)
        for round in 0..<40 {
            let rowBytes = Int.random(in: 1...3000, using: &generator)
            let pixelBytes = [1, 2, 3, 4, 6, 8][Int.random(in: 0..<6, using: &generator)]
            var data: [UInt8] = []
            let target = Int.random(in: 0...300_000, using: &generator)
            while data.count < target {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:  // literals
                    for _ in 0..<Int.random(in: 1...40, using: &generator) {
                        data.append(UInt8.random(in: 0...255, using: &generator))
                    }
                case 1 where data.count >= rowBytes:  // the row above
                    for _ in 0..<Int.random(in: 1...600, using: &generator) { data.append(data[data.count - rowBytes]) }
                case 2 where data.count >= pixelBytes:  // the pixel to the left
                    for _ in 0..<Int.random(in: 1...600, using: &generator) {
                        data.append(data[data.count - pixelBytes])
                    }
                default:  // anything earlier in the window
                    guard !data.isEmpty else { continue }
                    let distance = Int.random(in: 1...min(32_768, data.count), using: &generator)
                    for _ in 0..<Int.random(in: 3...300, using: &generator) { data.append(data[data.count - distance]) }
                }
            }
            _ = try Self.expectRoundTrip(data, rowBytes: rowBytes, pixelBytes: pixelBytes, "round \(round)")
        }
    }

    @Test("streams ended without a final block join, as a PNG's bands do, into one stream")
    func joinedBands() throws {
        let data = Self.proofLikeRows(width: 500, height: 120, channels: 3, seed: 11)
        let rowBytes = 1501
        let cuts = [0, 40 * rowBytes, 41 * rowBytes, 100 * rowBytes, data.count]
        var joined: [UInt8] = []
        for index in 0..<(cuts.count - 1) {
            let band = Array(data[cuts[index]..<cuts[index + 1]])
            let last = index == cuts.count - 2
            let stream = try #require(Self.deflate(band, rowBytes: rowBytes, pixelBytes: 3, final: last))
            if !last { #expect(stream.suffix(4) == [0x00, 0x00, 0xFF, 0xFF], "band \(index) ends with a sync flush") }
            joined += stream
        }
        let back = try #require(Self.inflate(joined, expectedCount: data.count))
        #expect(back.ended && back.bytes == data)
    }

    @Test("code lengths: complete (Kraft sum 1), within the limit, never longer for a more frequent symbol")
    func codeLengths() throws {
        // Fibonacci frequencies make a Huffman tree as deep as it gets: 30 symbols would need 29 bits.
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        var generator = SeededGenerator(seed: 3)
        let cases: [([UInt32], Int)] = [
            (fibonacci, 15), (fibonacci, 7), ([5, 5], 15), ([0, 9, 0, 1, 0], 15),
            ((0..<286).map { _ in UInt32.random(in: 0...5000, using: &generator) }, 15),
            ((0..<19).map { _ in UInt32.random(in: 0...3, using: &generator) }, 7),
        ]
        for (frequencies, limit) in cases {
            var lengths = [UInt8](repeating: 99, count: frequencies.count)
            textproof_deflate_code_lengths(frequencies, Int32(frequencies.count), Int32(limit), &lengths)
            let used = frequencies.indices.filter { frequencies[$0] > 0 }
            #expect(frequencies.indices.allSatisfy { (frequencies[$0] == 0) == (lengths[$0] == 0) })
            #expect(lengths.allSatisfy { Int($0) <= limit })
            let kraft = used.reduce(0.0) { $0 + pow(2.0, -Double(lengths[$1])) }
            #expect(used.count < 2 || kraft == 1.0, "complete code: \(kraft)")
            for a in used {
                for b in used where frequencies[a] > frequencies[b] { #expect(lengths[a] <= lengths[b]) }
            }
        }
    }
}
