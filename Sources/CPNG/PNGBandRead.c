#include "CPNG.h"
#include "PNGBytes.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <libdeflate.h>

// Rows of a PNG TextProof wrote, without inflating the rest. The writer deflates each band of
// rows on its own (no match reaches into the band before) and stores each in one IDAT chunk, so
// the bands holding the rows wanted are inflated alone, as raw deflate (libdeflate): a sheet that shows a
// page image a few rows at a time never holds the whole image. Any file of another shape is
// declined, and the caller reads it whole.

enum { DECLINED = textproof_png_declined };

// Inflates one band's raw deflate data (`size` bytes, with room for 5 more after them) into exactly
// `length` bytes. A band before the last ends on a sync flush (an empty stored block), not on a
// final block, which libdeflate needs: an empty final stored block is appended to it.
// A row of RGB pixels as opaque RGBA. The reference, byte by byte; a sheet's read-back spent 8 % of
// a real app's scan in it.
static void rgb_to_rgba_reference(uint8_t *to, const uint8_t *from, uint32_t width) {
    for (uint32_t x = 0; x < width; x++) {
        to[4 * (size_t)x] = from[3 * (size_t)x];
        to[4 * (size_t)x + 1] = from[3 * (size_t)x + 1];
        to[4 * (size_t)x + 2] = from[3 * (size_t)x + 2];
        to[4 * (size_t)x + 3] = 255;
    }
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <tmmintrin.h>
// Four pixels a step with SSSE3's byte shuffle (checked at run time, as the encoder's RGBA to RGB):
// each 16-byte load ends inside the row (12 bytes used), each store is exactly four pixels; the
// last few pixels go the reference's way.
__attribute__((target("ssse3"))) static void rgb_to_rgba_ssse3(uint8_t *to, const uint8_t *from, uint32_t width) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(from + 3 * (size_t)x));
        _mm_storeu_si128((__m128i *)(to + 4 * (size_t)x), _mm_or_si128(_mm_shuffle_epi8(pixels, order), opaque));
    }
    rgb_to_rgba_reference(to + 4 * (size_t)x, from + 3 * (size_t)x, width - x);
}
#endif

void textproof_png_rgb_to_rgba(uint8_t *to, const uint8_t *from, uint32_t width, int reference) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (!reference && __builtin_cpu_supports("ssse3")) {
        rgb_to_rgba_ssse3(to, from, width);
        return;
    }
#endif
    rgb_to_rgba_reference(to, from, width);
}

static int inflate_band(struct libdeflate_decompressor *decompressor, uint8_t *data, size_t size, int isLast,
                        uint8_t *out, size_t length) {
    if (!isLast) {
        static const uint8_t finalEmptyBlock[5] = {0x01, 0x00, 0x00, 0xFF, 0xFF};
        memcpy(data + size, finalEmptyBlock, 5);
        size += 5;
    }
    size_t produced = 0;
    return libdeflate_deflate_decompress(decompressor, data, size, out, length, &produced) == LIBDEFLATE_SUCCESS &&
                   produced == length
               ? 0
               : -1;
}

// Reads exactly `length` bytes at `offset`.
static int read_at(int descriptor, void *to, size_t length, off_t offset) {
    size_t done = 0;
    while (done < length) {
        const ssize_t got = pread(descriptor, (uint8_t *)to + done, length - done, offset + (off_t)done);
        if (got <= 0) return -1;
        done += (size_t)got;
    }
    return 0;
}

textproof_png_status textproof_png_read_rows(const char *path, uint32_t firstRow, uint32_t rowCount,
                                             uint32_t rowsPerBand, void *buffer, size_t capacity,
                                             uint32_t *width, uint32_t *height) {
    const int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return DECLINED;
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    textproof_png_status result = DECLINED;
    uint8_t *scratch = NULL, *compressed = NULL;
    struct libdeflate_decompressor *decompressor = NULL;
    off_t *offsets = NULL;  // each IDAT's data, in order: only the chunk headers are read to find them
    uint32_t *sizes = NULL;
    uint8_t head[8 + 25];
    struct stat status;
    if (fstat(descriptor, &status) != 0 || read_at(descriptor, head, sizeof head, 0) != 0) goto done;
    const off_t length = status.st_size;
    if (memcmp(head, signature, 8) != 0 || rowsPerBand == 0) goto done;
    // IHDR: 8-bit RGB or RGBA, not interlaced.
    const uint8_t *ihdr = head + 8;
    if (textproof_get32(ihdr) != 13 || memcmp(ihdr + 4, "IHDR", 4) != 0) goto done;
    const uint32_t w = textproof_get32(ihdr + 8), h = textproof_get32(ihdr + 12);
    if (w == 0 || h == 0 || w > 1000000 || ihdr[16] != 8 || (ihdr[17] != 2 && ihdr[17] != 6) || ihdr[20] != 0)
        goto done;
    if (firstRow >= h || rowCount == 0 || rowCount > h - firstRow) goto done;
    if (buffer == NULL || capacity < (size_t)rowCount * w * 4) goto done;
    const size_t channels = ihdr[17] == 6 ? 4 : 3, rowBytes = (size_t)w * channels;
    const uint32_t bandCount = (h + rowsPerBand - 1) / rowsPerBand;
    offsets = malloc(sizeof *offsets * bandCount);
    sizes = malloc(sizeof *sizes * bandCount);
    if (offsets == NULL || sizes == NULL) goto done;
    uint32_t found = 0, largest = 0;
    for (off_t offset = 8; offset + 12 <= length;) {
        uint8_t chunk[8];
        if (read_at(descriptor, chunk, 8, offset) != 0) goto done;
        const uint32_t size = textproof_get32(chunk);
        if ((off_t)size > length - offset - 12) goto done;
        if (memcmp(chunk + 4, "IDAT", 4) == 0) {
            if (found == bandCount) goto done;  // more IDATs than bands: not one band a chunk
            offsets[found] = offset + 8;
            sizes[found++] = size;
            if (size > largest) largest = size;
        } else if (memcmp(chunk + 4, "IEND", 4) == 0) {
            break;
        }
        offset += (off_t)size + 12;
    }
    if (found != bandCount || sizes[0] < 2 || sizes[bandCount - 1] < 4) goto done;
    scratch = malloc((size_t)rowsPerBand * (rowBytes + 1));
    compressed = malloc((size_t)largest + 5);
    decompressor = libdeflate_alloc_decompressor();
    if (scratch == NULL || compressed == NULL || decompressor == NULL) goto done;
    const uint32_t last = firstRow + rowCount;
    for (uint32_t band = firstRow / rowsPerBand; band * rowsPerBand < last; band++) {
        const uint32_t bandTop = band * rowsPerBand;
        const uint32_t bandRows = h - bandTop < rowsPerBand ? h - bandTop : rowsPerBand;
        if (read_at(descriptor, compressed, sizes[band], offsets[band]) != 0) goto done;
        // The first band carries the zlib header, the last the Adler-32 trailer.
        uint8_t *data = compressed + (band == 0 ? 2 : 0);
        const size_t size = sizes[band] - (band == 0 ? 2 : 0) - (band + 1 == bandCount ? 4 : 0);
        if (inflate_band(decompressor, data, size, band + 1 == bandCount, scratch, (size_t)bandRows * (rowBytes + 1)) != 0)
            goto done;
        const uint32_t from = firstRow > bandTop ? firstRow : bandTop;
        const uint32_t to = last < bandTop + bandRows ? last : bandTop + bandRows;
        for (uint32_t y = from; y < to; y++) {
            const uint8_t *source = scratch + (size_t)(y - bandTop) * (rowBytes + 1);
            if (source[0] != 0) goto done;  // TextProof's rows are unfiltered
            uint8_t *target = (uint8_t *)buffer + (size_t)(y - firstRow) * w * 4;
            if (channels == 4) {
                memcpy(target, source + 1, rowBytes);
            } else {
                textproof_png_rgb_to_rgba(target, source + 1, w, 0);
            }
        }
    }
    *width = w;
    *height = h;
    result = textproof_png_ok;
done:
    close(descriptor);
    if (decompressor != NULL) libdeflate_free_decompressor(decompressor);
    free(scratch);
    free(compressed);
    free(offsets);
    free(sizes);
    return result;
}
