import CFreeType
import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A font file mapped into memory once, with the names FreeType reports for it. Faces at any size
/// and weight are made from these bytes without opening the file again.
public final class FontFile {
    public let path: String
    public let familyName: String
    public let styleName: String
    public let isItalic: Bool
    public let isBold: Bool
    /// The `wght` axis range of a variable font, nil for a static one.
    public let weightAxis: ClosedRange<Double>?
    public let unitsPerEm: Int
    let bytes: UnsafeMutableRawBufferPointer

    public init(path: String, library: FreeTypeLibrary) throws(FontError) {
        // Mapped, not read: a catalog scan touches only the few tables FreeType reads for names and
        // axes, and a face only the glyphs it draws, instead of copying every file into fresh memory.
        let (bytes, count) = try Self.map(path)
        self.bytes = bytes
        byteCount = count
        self.path = path
        let face: FT_Face
        do {
            face = try Self.openFace(bytes: bytes, count: count, path: path, library: library)
        } catch {
            FileSystem.unmap(bytes)
            throw error
        }
        defer { FT_Done_Face(face) }
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        isBold = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        weightAxis = Self.weightAxis(of: face, library: library)
        unitsPerEm = Int(face.pointee.units_per_EM)
    }

    let byteCount: Int

    deinit { FileSystem.unmap(bytes) }

    /// The whole file mapped read-only (private, so FreeType never sees another writer's pages as
    /// its own changes).
    static func map(_ path: String) throws(FontError) -> (UnsafeMutableRawBufferPointer, Int) {
        guard let descriptor = try? FileDescriptor.openForReading(path) else {
            throw FontError(path: path, message: "no such font file, or it cannot be read")
        }
        defer { try? descriptor.close() }
        guard let status = try? descriptor.status(), status.kind == .regular else {
            throw FontError(path: path, message: "no such font file, or it cannot be read")
        }
        guard status.size > 0 else { throw FontError(path: path, message: "an empty file, not a font") }
        do {
            return (try descriptor.mapReadOnly(count: status.size), status.size)
        } catch {
            throw FontError(path: path, message: "cannot be mapped into memory (\(error.reason))")
        }
    }

    static func openFace(
        bytes: UnsafeMutableRawBufferPointer, count: Int, path: String, library: FreeTypeLibrary
    ) throws(FontError) -> FT_Face {
        var face: FT_Face?
        let status = FT_New_Memory_Face(
            library.handle, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(count), 0, &face)
        guard status == 0, let face else {
            throw FontError(path: path, message: "not a font FreeType can read (error 0x\(String(status, radix: 16)))")
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face)
            throw FontError(path: path, message: "not a scalable (outline) font")
        }
        return face
    }

    private static func weightAxis(of face: FT_Face, library: FreeTypeLibrary) -> ClosedRange<Double>? {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return nil }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return nil }
        defer { FT_Done_MM_Var(library.handle, master) }
        for index in 0..<Int(master.pointee.num_axis) {
            let axis = master.pointee.axis[index]
            if axis.tag == CFreeType_TAG_wght {
                return Double(axis.minimum) / 65536...Double(axis.maximum) / 65536
            }
        }
        return nil
    }
}
