#ifndef TEXTPROOF_CPNG_H
#define TEXTPROOF_CPNG_H
// PNG files behind a status-returning interface. Writing: bands of rows deflated at once (Deflate.c),
// joined into one file. Reading: a fast path for TextProof's own kind of file (libdeflate) and
// libpng for everything else; libpng reports errors by longjmp, and every setjmp lives in
// PNGRead.c, so a longjmp never crosses a Swift frame.
#include <stddef.h>
#include <stdint.h>

#define TEXTPROOF_SWIFT_NAME(name) __attribute__((swift_name(#name)))

/// What a call that reads, deflates or writes a PNG did: one meaning a value, in every function.
typedef enum __attribute__((enum_extensibility(closed))) TEXTPROOF_SWIFT_NAME(PNGStatus) textproof_png_status {
    textproof_png_ok TEXTPROOF_SWIFT_NAME(ok) = 0,
    /// The fast reader leaves the file to libpng (not an error; nothing was set).
    textproof_png_declined TEXTPROOF_SWIFT_NAME(declined) = -1,
    /// The file could not be opened (`message` says why).
    textproof_png_cannot_open TEXTPROOF_SWIFT_NAME(cannotOpen) = 1,
    /// The file does not start with PNG's signature.
    textproof_png_not_png TEXTPROOF_SWIFT_NAME(notPNG) = 2,
    textproof_png_out_of_memory TEXTPROOF_SWIFT_NAME(outOfMemory) = 3,
    /// libpng found the file malformed (`message` has libpng's words).
    textproof_png_malformed TEXTPROOF_SWIFT_NAME(malformed) = 4,
    /// An indexed band met a pixel whose colour is not in the palette.
    textproof_png_pixel_not_in_palette TEXTPROOF_SWIFT_NAME(pixelNotInPalette) = 5,
    /// Writing or closing the file failed (`message` says why).
    textproof_png_write_failed TEXTPROOF_SWIFT_NAME(writeFailed) = 6,
    /// A bit depth, channel count or palette size the call does not take.
    textproof_png_invalid_argument TEXTPROOF_SWIFT_NAME(invalidArgument) = 7,
    /// The ICC profile to embed is not a plausible RGB profile.
    textproof_png_invalid_icc_profile TEXTPROOF_SWIFT_NAME(invalidICCProfile) = 8,
    /// An 8-bit band to be stored as RGB (an opaque image's) held a pixel that is not opaque:
    /// nothing was deflated; the image is stored as RGBA instead.
    textproof_png_translucent TEXTPROOF_SWIFT_NAME(translucent) = 9,
} textproof_png_status;

/// One band of rows deflated on its own: a raw deflate stream that ends on a byte boundary (a sync
/// flush) unless it is the image's last band, with the Adler-32 of its `rawLength` filtered bytes.
typedef struct {
    uint8_t *bytes;
    size_t length;
    uint32_t adler;
    size_t rawLength;
} textproof_png_band;

/// The most bytes textproof_deflate writes for `length` input bytes.
size_t textproof_deflate_bound(size_t length);

/// Deflates `data[0..<length)` as one raw deflate stream (RFC 1951) into `out` (Deflate.c: repeats
/// looked for one pixel left, one row up, then by a one-entry hash). `rowBytes` is the distance to
/// the same byte one row up (0 for none); `pixelBytes` the distance to the same byte one pixel
/// left. With `final`, the last block is marked final; without, the stream ends with an empty
/// stored block, on a byte boundary (zlib's sync flush), so another stream can follow it. Returns
/// the bytes written, or 0 when out of memory or `capacity` is below textproof_deflate_bound.
size_t textproof_deflate(const uint8_t *data, size_t length, size_t rowBytes, size_t pixelBytes, int final,
                         uint8_t *out, size_t capacity);

/// Huffman code lengths of at most `limit` bits for `count` (≤ 286) symbols from their
/// frequencies (0: unused, length 0), as the encoder builds them for each block (exposed for tests).
void textproof_deflate_code_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths);

/// A row of `width` RGBA pixels stored as RGB at `to` (3 × `width` bytes), and whether every pixel
/// was opaque (1) or not (0): SSSE3 where the CPU has it, or with `reference` the plain loop (exposed
/// for tests holding the two equal).
int textproof_png_rgba_to_rgb(uint8_t *to, const uint8_t *from, uint32_t width, int reference);

/// A row of `width` RGB pixels stored as opaque RGBA at `to` (4 × `width` bytes), reading only the
/// row's 3 × `width` bytes: SSSE3 where the CPU has it, or with `reference` the plain loop (exposed for
/// tests holding the two equal).
void textproof_png_rgb_to_rgba(uint8_t *to, const uint8_t *from, uint32_t width, int reference);

/// Whether every pixel of rows [firstRow, firstRow + rowCount) of RGBA `pixels` is opaque.
int textproof_png_rows_opaque(const void *pixels, size_t stride, uint32_t width, int bitDepth, uint32_t firstRow,
                              uint32_t rowCount);

/// Deflates rows [firstRow, firstRow + rowCount) of straight-alpha RGBA `pixels` (bytes for 8 bits,
/// host-order uint16 samples for 16; `stride` in bytes), each unfiltered, as
/// `channels` 4 (RGBA), 3 (RGB: alpha dropped, for an opaque image; at 8 bits each alpha is checked
/// as it is dropped) or 1 (8-bit only: each pixel's index in `palette`, `paletteCount` ≤ 256 opaque
/// colours as RGBA words in memory order, sorted ascending; or, with `palette` NULL, `pixels`
/// already one index a byte, below `paletteCount`). Bands of one image can be deflated at once on
/// different threads. Returns ok, translucent (an 8-bit RGB band with a pixel that is not opaque),
/// pixel_not_in_palette, out_of_memory or invalid_argument. Free the band with textproof_png_band_free.
textproof_png_status textproof_png_deflate_band(const void *pixels, size_t stride, uint32_t width, int bitDepth, int channels,
                               const uint32_t *palette, int paletteCount, uint32_t firstRow, uint32_t rowCount,
                               int isLast, textproof_png_band *band);

void textproof_png_band_free(textproof_png_band *band);

/// Writes an RGBA (`channels` 4), RGB (3) or indexed (1, with a PLTE chunk of `palette`) PNG of
/// `bitDepth` 8 or 16 from its bands (top first; the
/// last deflated with isLast): one IDAT chunk a band, behind one zlib header, before the combined Adler-32. When
/// `icc` is non-null the profile is embedded as an iCCP chunk named `iccName`; otherwise sRGB
/// (perceptual), gAMA and cHRM chunks are written. No tIME chunk: equal pixels give equal bytes.
/// Returns ok, or another status with a message in `message`.
textproof_png_status textproof_png_write_bands(const char *path, uint32_t width, uint32_t height, int bitDepth, int channels,
                              const uint32_t *palette, int paletteCount,
                              const textproof_png_band *bands, size_t bandCount,
                              const uint8_t *icc, size_t iccLength, const char *iccName,
                              char *message, size_t messageCapacity);

/// Reads any PNG libpng understands (any bit depth, colour type, palette, transparency or
/// interlacing) as straight-alpha RGBA into `buffer` (`capacity` bytes: width × height × 4, times
/// 2 for 16-bit files, as the IHDR chunk gives them, plus one byte a row so that RGBA files can be
/// inflated in place): 8-bit samples for files of 8 bits or fewer, 16-bit host-order samples for
/// 16-bit files (*bitDepth says which: 8 or 16). *sourceDepth is the file's own bit depth; the ICC
/// profile is returned if the file embeds one (free *icc with textproof_png_free).
textproof_png_status textproof_png_read_rgba(const char *path, void *buffer, size_t capacity, uint32_t *width, uint32_t *height,
                            int *bitDepth, int *sourceDepth, uint8_t **icc, uint32_t *iccLength,
                            char *message, size_t messageCapacity);

/// The fast path alone: well-formed, non-interlaced 8- or 16-bit RGBA or RGB files, inflated by
/// libdeflate and unfiltered in place (RGB then widened to RGBA in place) (`capacity` ≥ height × (row bytes + 1)). Returns ok,
/// or declined for any file it leaves to libpng, having set nothing.
textproof_png_status textproof_png_read_rgba_fast(const char *path, void *buffer, size_t capacity, uint32_t *width,
                                 uint32_t *height, int *bitDepth, uint8_t **icc, uint32_t *iccLength);

/// Rows `firstRow` ..< `firstRow + rowCount` of an 8-bit RGB or RGBA PNG TextProof wrote (one IDAT
/// chunk a band of `rowsPerBand` rows, each band deflated on its own), as RGBA in `buffer`
/// (`capacity` ≥ rowCount × width × 4), inflating only the bands that hold them; the file's size in
/// `width`, `height`. Returns ok, or declined for a file of any other shape (read it whole).
textproof_png_status textproof_png_read_rows(const char *path, uint32_t firstRow, uint32_t rowCount,
                                             uint32_t rowsPerBand, void *buffer, size_t capacity,
                                             uint32_t *width, uint32_t *height);

/// libpng alone (the reference the fast path is tested against), with the same contract as
/// textproof_png_read_rgba.
textproof_png_status textproof_png_read_rgba_libpng(const char *path, void *buffer, size_t capacity, uint32_t *width,
                                   uint32_t *height, int *bitDepth, int *sourceDepth, uint8_t **icc,
                                   uint32_t *iccLength, char *message, size_t messageCapacity);

void textproof_png_free(void *pointer);
#endif
