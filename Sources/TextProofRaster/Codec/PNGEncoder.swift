import CPNG
import Dispatch

/// An image to be written as a PNG: its pixels, its depth and the colour profile it carries. Opaque
/// images are stored as RGB, others as RGBA; both read back as the same RGBA pixels.
public struct PNGFile: Sendable {
    enum Pixels: Sendable {
        case bytes([UInt8])
        case samples([UInt16])
    }

    /// Where the file is written (exactly this path; stage and rename for atomicity).
    public let path: String
    let pixels: Pixels
    let width: Int
    let height: Int
    let bitDepth: Int
    let iccProfile: [UInt8]?
    let profileName: String

    /// `image` at `bitDepth` 8, or 16 (each sample widened by ×257), with `iccProfile` in an iCCP
    /// chunk named `profileName`, or sRGB, gAMA and cHRM chunks when it is nil.
    public init(
        _ image: RGBAImage, path: String, bitDepth: Int = 8, iccProfile: [UInt8]? = nil, profileName: String = "sRGB"
    ) {
        self.path = path
        pixels = bitDepth == 16 ? .samples(image.pixels.map { UInt16($0) * 257 }) : .bytes(image.pixels)
        width = image.width
        height = image.height
        self.bitDepth = bitDepth
        self.iccProfile = iccProfile
        self.profileName = profileName
    }

    /// Straight-alpha RGBA16 `samples` (host order) as a 16-bit PNG.
    public init(
        samples: [UInt16], width: Int, height: Int, path: String, iccProfile: [UInt8]? = nil,
        profileName: String = "sRGB"
    ) {
        self.path = path
        pixels = .samples(samples)
        self.width = width
        self.height = height
        bitDepth = 16
        self.iccProfile = iccProfile
        self.profileName = profileName
    }

    /// What is wrong with the file's description, before any work.
    var problem: String? {
        if bitDepth != 8 && bitDepth != 16 { return "bit depth must be 8 or 16, not \(bitDepth)" }
        if width <= 0 || height <= 0 { return "a PNG needs at least one pixel (\(width)×\(height))" }
        let count: Int
        switch pixels {
        case .bytes(let bytes): count = bytes.count
        case .samples(let samples): count = samples.count
        }
        return count == width * height * 4 ? nil : "\(count) samples for a \(width)×\(height) RGBA image"
    }

    func withPixels<R>(_ body: (UnsafeRawPointer) -> R) -> R {
        switch pixels {
        case .bytes(let bytes): bytes.withUnsafeBytes { body($0.baseAddress!) }
        case .samples(let samples): samples.withUnsafeBytes { body($0.baseAddress!) }
        }
    }
}

/// Writes PNG files with their rows deflated in bands of about 1 MiB, every band of every file at
/// once on all cores, then each file's bands joined (see CPNG's `textproof_png_write_bands`). Band
/// boundaries depend on the image alone, never on the core count: equal pixels give equal bytes on
/// every machine.
///
/// Rows are unfiltered, at zlib level 1. Measured on the paragraph benchmark's proof (an image and
/// a sheet, 29 MB of pixels): no filter deflates 5–20 % smaller than Sub, Up, Paeth or a per-row
/// choice, because text on flat backgrounds repeats whole pixel runs that filters break up; level 1
/// is 5 % larger than level 3 (the level before) and 8–13 % faster. libdeflate compressed the sheet
/// about a quarter faster on one core, but it cannot end a band on a byte boundary without ending
/// the stream, so its bands could not be joined; zlib's sync flush can.
enum PNGEncoder {
    static let level: Int32 = 1
    static let bandBytes = 1 << 20

    /// Writes every file; the outcome of each, in order (nil: written).
    static func write(_ files: [PNGFile]) -> [PNGError?] {
        var outcomes = files.map { file in file.problem.map { PNGError(path: file.path, message: $0) } }
        // Every band of every valid file: (file, first row, row count, last).
        var tasks: [(file: Int, first: Int, rows: Int, last: Bool)] = []
        var starts: [Int] = []
        for (index, file) in files.enumerated() {
            starts.append(tasks.count)
            guard outcomes[index] == nil else { continue }
            let rows = max(1, bandBytes / (file.width * file.bitDepth / 2))
            for first in stride(from: 0, to: file.height, by: rows) {
                tasks.append((index, first, min(rows, file.height - first), first + rows >= file.height))
            }
        }
        starts.append(tasks.count)
        let firstTask = starts
        let bands = UnsafeMutableBufferPointer<textproof_png_band>.allocate(capacity: max(1, tasks.count))
        bands.initialize(repeating: textproof_png_band())
        let statuses = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(1, tasks.count))
        statuses.initialize(repeating: 0)
        defer {
            for index in bands.indices { textproof_png_band_free(&bands[index]) }
            bands.deallocate()
            statuses.deallocate()
        }
        let bandsToDeflate = tasks
        // An opaque image is written as RGB: the same pixels read back, a quarter less to deflate.
        let opaqueBands = UnsafeMutableBufferPointer<Bool>.allocate(capacity: max(1, tasks.count))
        defer { opaqueBands.deallocate() }
        withPixels(of: files[...], []) { addresses in
            // Each task writes only its own slots.
            nonisolated(unsafe) let bandSlots = bands, statusSlots = statuses, opaqueSlots = opaqueBands
            DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
                let task = bandsToDeflate[index], file = files[task.file]
                opaqueSlots[index] =
                    textproof_png_rows_opaque(
                        UnsafeRawPointer(bitPattern: addresses[task.file]), file.width * file.bitDepth / 2,
                        UInt32(file.width), Int32(file.bitDepth), UInt32(task.first), UInt32(task.rows)) != 0
            }
            DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
                let task = bandsToDeflate[index], file = files[task.file]
                let opaque = (firstTask[task.file]..<firstTask[task.file + 1]).allSatisfy { opaqueSlots[$0] }
                statusSlots[index] = textproof_png_deflate_band(
                    UnsafeRawPointer(bitPattern: addresses[task.file]), file.width * file.bitDepth / 2,
                    UInt32(file.width), Int32(file.bitDepth), opaque ? 3 : 4, UInt32(task.first), UInt32(task.rows),
                    task.last ? 1 : 0, level, &bandSlots[index])
            }
        }
        for (index, file) in files.enumerated() where outcomes[index] == nil {
            let range = firstTask[index]..<firstTask[index + 1]
            let channels: Int32 = range.allSatisfy { opaqueBands[$0] } ? 3 : 4
            if range.contains(where: { statuses[$0] != 0 }) {
                outcomes[index] = PNGError(path: file.path, message: "out of memory deflating the image")
                continue
            }
            var message = [CChar](repeating: 0, count: 512)
            let icc = file.iccProfile ?? []
            let status = icc.withUnsafeBufferPointer { profile in
                textproof_png_write_bands(
                    file.path, UInt32(file.width), UInt32(file.height), Int32(file.bitDepth), channels, level,
                    bands.baseAddress! + range.lowerBound, range.count,
                    file.iccProfile == nil ? nil : profile.baseAddress, profile.count, file.profileName, &message,
                    message.count)
            }
            if status != 0 {
                let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                outcomes[index] = PNGError(path: file.path, message: text)
            }
        }
        return outcomes
    }

    /// Runs `body` with the address of every file's pixels (as integers, to cross into tasks).
    private static func withPixels(of files: ArraySlice<PNGFile>, _ collected: [UInt], _ body: ([UInt]) -> Void) {
        guard let first = files.first else { return body(collected) }
        first.withPixels { address in
            withPixels(of: files.dropFirst(), collected + [UInt(bitPattern: address)], body)
        }
    }
}
