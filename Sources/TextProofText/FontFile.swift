import CFreeType
import Foundation

/// A font file read into memory once, with the names FreeType reports for it. Faces at any size
/// and weight are made from these bytes without touching the file again.
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
        // Read straight into the buffer FreeType keeps (a Data first was a second copy of every file).
        guard let (bytes, count) = Self.read(path) else {
            throw FontError(path: path, message: "no such font file, or it cannot be read")
        }
        self.bytes = bytes
        byteCount = count
        self.path = path
        let face: FT_Face
        do {
            face = try Self.openFace(bytes: bytes, count: count, path: path, library: library)
        } catch {
            bytes.deallocate()
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

    deinit { bytes.deallocate() }

    /// The whole file in a new buffer, or nil when it cannot be opened or read.
    static func read(_ path: String) -> (UnsafeMutableRawBufferPointer, Int)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let count = Int(status.st_size)
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count, 1), alignment: 16)
        var done = 0
        while done < count {
            let got = Foundation.read(descriptor, bytes.baseAddress! + done, count - done)
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                bytes.deallocate()
                return nil
            }
            done += got
        }
        return (bytes, count)
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
