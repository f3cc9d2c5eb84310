import CPNG
import Dispatch

/// An image to be written as a PNG: its pixels, its depth and the colour profile it carries. Opaque
/// images are stored as RGB, others as RGBA; both read back as the same RGBA pixels.
public struct PNGFile: Sendable {
    enum Pixels: Sendable {
        case bytes([UInt8])
        case samples([UInt16])
        /// 8-bit rows painted when their band is deflated: straight RGBA, tightly packed.
        case painted(@Sendable (Range<Int>) -> [UInt8])
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
        self.init(
            path: path, pixels: bitDepth == 16 ? .samples(image.pixels.map { UInt16($0) * 257 }) : .bytes(image.pixels),
            width: image.width, height: image.height, bitDepth: bitDepth, iccProfile: iccProfile,
            profileName: profileName)
    }

    /// Straight-alpha RGBA16 `samples` (host order) as a 16-bit PNG.
    public init(
        samples: [UInt16], width: Int, height: Int, path: String, iccProfile: [UInt8]? = nil,
        profileName: String = "sRGB"
    ) {
        self.init(
            path: path, pixels: .samples(samples), width: width, height: height, bitDepth: 16, iccProfile: iccProfile,
            profileName: profileName)
    }

    /// An 8-bit image that is never held whole: `paint(rows)` returns those rows (straight-alpha
    /// RGBA, tightly packed) when their band is deflated, and may be called for different bands at
    /// once. Stored as RGB when every band is opaque; otherwise painted again whole, as RGBA.
    public init(
        width: Int, height: Int, path: String, iccProfile: [UInt8]? = nil, profileName: String = "sRGB",
        paint: @escaping @Sendable (Range<Int>) -> [UInt8]
    ) {
        self.init(
            path: path, pixels: .painted(paint), width: width, height: height, bitDepth: 8, iccProfile: iccProfile,
            profileName: profileName)
    }

    private init(
        path: String, pixels: Pixels, width: Int, height: Int, bitDepth: Int, iccProfile: [UInt8]?, profileName: String
    ) {
        (self.path, self.pixels, self.width, self.height) = (path, pixels, width, height)
        (self.bitDepth, self.iccProfile, self.profileName) = (bitDepth, iccProfile, profileName)
    }

    /// What is wrong with the file's description, before any work.
    var problem: String? {
        if bitDepth != 8 && bitDepth != 16 { return "bit depth must be 8 or 16, not \(bitDepth)" }
        if width <= 0 || height <= 0 { return "a PNG needs at least one pixel (\(width)×\(height))" }
        let count: Int
        switch pixels {
        case .bytes(let bytes): count = bytes.count
        case .samples(let samples): count = samples.count
        case .painted: return nil
        }
        return count == width * height * 4 ? nil : "\(count) samples for a \(width)×\(height) RGBA image"
    }

    /// Bytes from one row to the next.
    var stride: Int { width * bitDepth / 2 }

    /// The rows' painter, for a file painted band by band.
    var painter: (@Sendable (Range<Int>) -> [UInt8])? {
        if case .painted(let paint) = pixels { paint } else { nil }
    }

    /// Runs `body` with the first pixel held in memory (nil for a painted file).
    func withPixels<R>(_ body: (UnsafeRawPointer?) -> R) -> R {
        switch pixels {
        case .bytes(let bytes): bytes.withUnsafeBytes { body($0.baseAddress!) }
        case .samples(let samples): samples.withUnsafeBytes { body($0.baseAddress!) }
        case .painted: body(nil)
        }
    }
}

/// Writes PNG files: every band of every file deflated at once on all cores (`PNGBands`), then
/// each file written. An opaque image is stored as RGB; a painted one is painted band by band as
/// its bands are deflated.
enum PNGEncoder {
    /// Writes every file; the outcome of each, in order (nil: written).
    static func write(_ files: [PNGFile]) -> [PNGError?] {
        var outcomes = files.map { file in file.problem.map { PNGError(path: file.path, message: $0) } }
        let valid = files.indices.filter { outcomes[$0] == nil }
        for (index, outcome) in zip(valid, writeBanded(valid.map { files[$0] })) { outcomes[index] = outcome }
        return outcomes
    }

    /// One band of one file: the file's slot, the band's index in it, its rows.
    private typealias BandTask = (slot: Int, band: Int, rows: Range<Int>)

    /// Files held in memory or painted band by band: every band of every file deflated at once on
    /// all cores, then each file written.
    private static func writeBanded(_ files: [PNGFile]) -> [PNGError?] {
        // The split depends on width and depth only.
        let tasks: [BandTask] = files.enumerated().flatMap { slot, file in
            PNGBands.bandRows(width: file.width, height: file.height, bitDepth: file.bitDepth).enumerated().map {
                (slot, $0, $1)
            }
        }
        // A painted file's bands, each written by the one task painting it: .opaque, or why not.
        let painted = UnsafeMutableBufferPointer<PaintedBand>.allocate(capacity: max(1, tasks.count))
        painted.initialize(repeating: .opaque)
        defer { painted.deallocate() }
        nonisolated(unsafe) let paintedSlots = painted
        var outcomes = [PNGError?](repeating: nil, count: files.count)
        withPixels(of: files[...], []) { addresses in
            let bands = storedBands(files, tasks: tasks, addresses: addresses)
            DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
                let task = tasks[index], file = files[task.slot]
                if let paint = file.painter {
                    paintedSlots[index] = deflate(task, painting: paint, file: file, into: bands[task.slot])
                } else {
                    let first = UnsafeRawPointer(bitPattern: addresses[task.slot])! + task.rows.lowerBound * file.stride
                    bands[task.slot].deflate(band: task.band, from: first, stride: file.stride)
                }
            }
            for (slot, file) in files.enumerated() {
                let problems = tasks.indices.filter { tasks[$0].slot == slot }.map { painted[$0] }
                outcomes[slot] = finish(file, bands: bands[slot], paintedBands: problems)
            }
        }
        return outcomes
    }

    /// Each file's bands, stored as RGB when every band held in memory is opaque (one pass over them
    /// on all cores). A painted file is taken to be opaque (a sheet always is) and checked band by band.
    private static func storedBands(_ files: [PNGFile], tasks: [BandTask], addresses: [UInt]) -> [PNGBands] {
        let opaque = UnsafeMutableBufferPointer<Bool>.allocate(capacity: max(1, tasks.count))
        defer { opaque.deallocate() }
        nonisolated(unsafe) let opaqueSlots = opaque
        DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
            let task = tasks[index], file = files[task.slot]
            opaqueSlots[index] =
                file.painter != nil
                || textproof_png_rows_opaque(
                    UnsafeRawPointer(bitPattern: addresses[task.slot]), file.stride, UInt32(file.width),
                    Int32(file.bitDepth), UInt32(task.rows.lowerBound), UInt32(task.rows.count)) != 0
        }
        return files.enumerated().map { slot, file in
            let allOpaque = tasks.indices.allSatisfy { tasks[$0].slot != slot || opaque[$0] }
            return PNGBands(width: file.width, height: file.height, bitDepth: file.bitDepth, opaque: allOpaque)
        }
    }

    /// Paints a band's rows and deflates them (as RGB: each pixel's alpha is checked as it is
    /// dropped), if they are whole rows and opaque.
    private static func deflate(
        _ task: BandTask, painting paint: @Sendable (Range<Int>) -> [UInt8], file: PNGFile, into bands: PNGBands
    ) -> PaintedBand {
        let pixels = paint(task.rows)
        guard pixels.count == task.rows.count * file.stride else { return .wrongSize(pixels.count) }
        pixels.withUnsafeBytes { bands.deflate(band: task.band, from: $0.baseAddress!, stride: file.stride) }
        return bands.status(of: task.band) == .translucent ? .translucent : .opaque
    }

    /// Writes a file whose bands are deflated; a painted one that was not opaque after all is
    /// painted again whole and stored as RGBA.
    private static func finish(_ file: PNGFile, bands: PNGBands, paintedBands: [PaintedBand]) -> PNGError? {
        if let size = paintedBands.lazy.compactMap(\.wrongSize).first {
            return PNGError(path: file.path, message: "a band was painted as \(size) bytes, not whole RGBA rows")
        }
        if paintedBands.contains(.translucent), let paint = file.painter {
            let whole = RGBAImage(width: file.width, height: file.height, pixels: paint(0..<file.height))
            return write([PNGFile(whole, path: file.path, iccProfile: file.iccProfile, profileName: file.profileName)])[
                0]
        }
        do throws(PNGError) {
            try bands.write(to: file.path, iccProfile: file.iccProfile, profileName: file.profileName)
        } catch { return error }
        return nil
    }

    /// How a painted band turned out.
    private enum PaintedBand: Equatable {
        case opaque, translucent
        case wrongSize(Int)

        var wrongSize: Int? { if case .wrongSize(let count) = self { count } else { nil } }
    }

    /// Runs `body` with the address of every file's pixels (as integers, to cross into tasks; 0 for
    /// a painted file).
    private static func withPixels(of files: ArraySlice<PNGFile>, _ collected: [UInt], _ body: ([UInt]) -> Void) {
        guard let first = files.first else { return body(collected) }
        first.withPixels { address in
            withPixels(of: files.dropFirst(), collected + [address.map { UInt(bitPattern: $0) } ?? 0], body)
        }
    }
}
