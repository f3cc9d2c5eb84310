import TextProofColor
import TextProofPlatform
import TextProofRaster
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A proof image already written as an 8-bit PNG (to the staged temporary beside its final path,
/// then, once `ProofWriter` commits it, the final path), read back when its pixels are wanted: by
/// the sheet's painter, a golden check. The last few read are kept, since the sheet's bands ask for
/// the same pages again and again.
final class WrittenImage: Sendable {
    let width: Int
    let height: Int
    private let location: LockedState<String>
    /// What the caches of pixels read back know it by: not its path, which a later image of the same
    /// name, staged by this process, takes again once this one is committed.
    private let identity: UInt64

    init(path: String, width: Int, height: Int) {
        location = LockedState(path)
        identity = Self.identities.withLock {
            $0 += 1
            return $0
        }
        self.width = width
        self.height = height
        _ = Self.uncommitted.withLock { $0.insert(path) }
    }

    private static let identities = LockedState<UInt64>(0)

    /// Where the file is now.
    var path: String { location.withLock { $0 } }

    /// Records that the writer renamed the file into place.
    func moved(to path: String) {
        let old = location.withLock { location in
            defer { location = path }
            return location
        }
        Self.uncommitted.withLock { _ = $0.remove(old) }
    }

    /// Temporaries written and not yet renamed into place: removed when the process exits, so a
    /// run that fails after writing pages leaves no hidden files behind.
    private static let uncommitted: LockedState<Set<String>> = {
        ThisProcess.onExit { WrittenImage.removeUncommitted() }
        return LockedState([])
    }()

    private static func removeUncommitted() {
        for path in uncommitted.withLock({ $0 }) { try? FileSystem.remove(path) }
    }

    /// The pixels, read back from the file (a transparent image of the same size if it cannot be
    /// read: the file was written by this process, so that means it was removed under it).
    var pixels: ImagePixels {
        let path = path, identity = identity
        if let cached = Self.recent.withLock({ recent in recent.first { $0.image == identity }?.pixels }) {
            return cached
        }
        let pixels: ImagePixels
        do throws(PNGError) { pixels = ImagePixels(try PNGCodec.decode(path).image) } catch {
            pixels = ImagePixels(
                RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4)))
        }
        Self.recent.withLock { recent in
            recent.insert((identity, pixels), at: 0)
            // The most recent first: as many as a band on every core shows, more within the budget.
            let wanted = Self.wanted.withLock { $0 }
            var bytes = 0
            recent = Array(
                recent.enumerated().prefix { index, entry in
                    defer { bytes += entry.pixels.image.pixels.count }
                    return index < wanted || bytes + entry.pixels.image.pixels.count <= Self.budget
                }.map(\.element))
        }
        return pixels
    }

    /// Rows holding `rows` of the pixels (clamped to the image) and the image row the first of them
    /// is, read back band by band as the file was written (`PNGRowReader`), the bands read last kept
    /// within a budget: a sheet pastes a long proof's page images a few rows at a time, so it never
    /// holds whole pages. Rows within one band are that band, not a copy. Nil when the file cannot
    /// be read so (read `pixels` whole).
    func rows(_ wanted: Range<Int>) -> (image: RGBAImage, top: Int)? {
        let rows = max(0, wanted.lowerBound)..<min(height, wanted.upperBound)
        guard !rows.isEmpty else { return nil }
        let path = path
        let bands = PNGRowReader.bands(width: width, height: height).filter { $0.overlaps(rows) }
        if bands.count == 1, let pixels = pixels(ofBand: bands[0], at: path) {
            return (RGBAImage(width: width, height: bands[0].count, pixels: pixels), bands[0].lowerBound)
        }
        var joined = [UInt8]()
        joined.reserveCapacity(rows.count * width * 4)
        for band in bands {
            guard let bandPixels = pixels(ofBand: band, at: path) else { return nil }
            let from = max(rows.lowerBound, band.lowerBound), to = min(rows.upperBound, band.upperBound)
            joined += bandPixels[((from - band.lowerBound) * width * 4)..<((to - band.lowerBound) * width * 4)]
        }
        return (RGBAImage(width: width, height: rows.count, pixels: joined), rows.lowerBound)
    }

    /// One band's pixels, from the bands read last or from the file.
    private func pixels(ofBand band: Range<Int>, at path: String) -> [UInt8]? {
        let identity = identity
        if let cached = Self.recentBands.withLock({ recent in
            recent.first { $0.image == identity && $0.band == band.lowerBound }?.pixels
        }) {
            return cached
        }
        guard let image = PNGRowReader.rows(band, of: path, width: width) else { return nil }
        let floor = 2 * Self.wanted.withLock { $0 }
        Self.recentBands.withLock { recent in
            recent.insert((identity, band.lowerBound, image.pixels), at: 0)
            var bytes = 0, kept = 0
            recent = Array(
                recent.prefix { entry in
                    defer { (bytes, kept) = (bytes + entry.pixels.count, kept + 1) }
                    return kept < floor || bytes + entry.pixels.count <= Self.bandBudget
                })
        }
        return image.pixels
    }

    private static let recentBands = LockedState([(image: UInt64, band: Int, pixels: [UInt8])]())

    /// How many bytes of bands read back are kept beyond the last two for each image a sheet's band
    /// asks for on every core (`keepAtLeast`): a sheet's band shows a row of pictures from each
    /// column's image, a band or two of each. Sized by what the sheet needs, not a fixed 24 MB: a
    /// proof of two columns kept 17 MB it never read again.
    static let bandBudget = 8 << 20

    /// Keeps at least `count` images read back: the sheet's painter asks for its page's columns on
    /// every core, so that bands going down a page read each image once.
    static func keepAtLeast(_ count: Int) {
        wanted.withLock { $0 = max($0, count) }
    }

    /// Beyond those, how many bytes of images read back are kept.
    static let budget = 48 << 20
    private static let wanted = LockedState(2)
    private static let recent = LockedState([(image: UInt64, pixels: ImagePixels)]())
}

extension Proof {
    /// `ProofBatch`'s step that writes each page's images into `directory` (none when nil), once the
    /// page is rendered whole.
    @available(
        *, deprecated,
        message:
            "pass writingImagesInto: to ProofBatch.render: each appearance is written as it is painted; removed in 0.2.0"
    )
    public static func imageWriter(into directory: String?) -> (@Sendable (Proof) throws -> Proof)? {
        guard let directory else { return nil }
        return { (page: Proof) throws -> Proof in try page.writingImages(into: directory) }
    }

    /// This proof with each 8-bit image written now, as a PNG staged beside its final path in
    /// `directory`, and its pixels let go: pages of a long proof are written as they are rendered,
    /// so memory stays flat however many there are. `ProofWriter.write(_:to:)` renames them into
    /// place with the rest. 16-bit images (Display P3) stay in memory.
    public func writingImages(into directory: String) throws(ProofError) -> Proof {
        var proof = self
        proof.images = try ProofWriter.stage(images, colorSpace: colorSpace, into: directory)
        return proof
    }
}
