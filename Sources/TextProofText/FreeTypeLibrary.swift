import CFreeType

/// Owns one `FT_Library`. Faces keep their library alive; FreeType libraries are not thread-safe,
/// so each rendering job makes its own.
public final class FreeTypeLibrary {
    let handle: FT_Library

    public init() throws(FontError) {
        var library: FT_Library?
        let status = FT_Init_FreeType(&library)
        guard status == 0, let library else {
            throw FontError(path: "FreeType", call: "FT_Init_FreeType", code: status)
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
