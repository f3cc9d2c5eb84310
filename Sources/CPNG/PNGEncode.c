#include "CPNG.h"
#include "CProcessMemory.h"
#include "PNGBytes.h"
#include "PNGProfile.h"

#include <errno.h>
#include <pthread.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// A PNG writer that deflates independent bands of rows at once, as pigz does: each band is a raw
// deflate stream ending on a byte boundary (a sync flush), so the bands joined, behind one zlib
// header and before the combined Adler-32, are one valid zlib stream. Rows are unfiltered: on
// proofs (flat backgrounds, text) no filter deflates smaller than None. The deflating is
// Deflate.c's, which looks for repeats where rows of pixels have them.

int textproof_png_rows_opaque(const void *pixels, size_t stride, uint32_t width, int bitDepth, uint32_t firstRow,
                              uint32_t rowCount) {
    for (uint32_t y = firstRow; y < firstRow + rowCount; y++) {
        const uint8_t *row = (const uint8_t *)pixels + (size_t)y * stride;
        if (bitDepth == 16) {
            const uint16_t *samples = (const uint16_t *)row;
            uint16_t all = 0xFFFF;
            for (uint32_t x = 0; x < width; x++) all &= samples[4 * x + 3];
            if (all != 0xFFFF) return 0;
        } else {
            // Whole 64-bit words ANDed (two pixels each; the compiler makes it vector code), the
            // alpha bytes of the result checked once a row.
            uint64_t all = UINT64_MAX;
            uint32_t x = 0;
            for (; x + 2 <= width; x += 2) {
                uint64_t word;
                memcpy(&word, row + 4 * (size_t)x, 8);
                all &= word;
            }
            uint8_t alpha = 0xFF;
            for (int byte = 0; byte < 8; byte++) {
                if (byte % 4 == 3) alpha &= ((const uint8_t *)&all)[byte];
            }
            if (x < width) alpha &= row[4 * (size_t)x + 3];
            if (alpha != 0xFF) return 0;
        }
    }
    return 1;
}

// The index of `word` (an RGBA pixel as it lies in memory) in the sorted `palette`, or -1.
static int palette_index(uint32_t word, const uint32_t *palette, int count) {
    int low = 0, high = count - 1;
    while (low <= high) {
        const int middle = (low + high) / 2;
        if (palette[middle] == word) return middle;
        if (palette[middle] < word) low = middle + 1;
        else high = middle - 1;
    }
    return -1;
}

// A row of RGBA pixels as RGB; whether every alpha it dropped was 255 (an opaque image's rows are
// checked as they are converted, not read once more before). The reference: a whole pixel stored
// 3 bytes apart, its alpha overwritten by the next pixel's red; the last pixel copied by its three
// bytes, so nothing lands past the row.
static int rgba_to_rgb_reference(uint8_t *to, const uint8_t *from, uint32_t width) {
    uint8_t alpha = 0xFF;
    for (uint32_t x = 0; x < width; x++) alpha &= from[4 * (size_t)x + 3];
    for (uint32_t x = 0; x + 1 < width; x++) memcpy(to + 3 * (size_t)x, from + 4 * (size_t)x, 4);
    if (width > 0) memcpy(to + 3 * (size_t)(width - 1), from + 4 * (size_t)(width - 1), 3);
    return alpha == 0xFF;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <tmmintrin.h>
// Four pixels a step with SSSE3's byte shuffle (every x86-64 CPU since 2006 has it; checked at run
// time): twice the reference's speed on a sheet's rows. Each 16-byte store stays inside the row;
// the last few pixels go the reference's way.
__attribute__((target("ssse3"))) static int rgba_to_rgb_ssse3(uint8_t *to, const uint8_t *from, uint32_t width) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    __m128i all = _mm_set1_epi8(-1);  // the pixels ANDed: their alphas' common bits
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(from + 4 * (size_t)x));
        all = _mm_and_si128(all, pixels);
        _mm_storeu_si128((__m128i *)(to + 3 * (size_t)x), _mm_shuffle_epi8(pixels, order));
    }
    // Bits 3, 7, 11 and 15 of the mask are the four alpha lanes.
    const int opaque = (_mm_movemask_epi8(_mm_cmpeq_epi8(all, _mm_set1_epi8(-1))) & 0x8888) == 0x8888;
    return rgba_to_rgb_reference(to + 3 * (size_t)x, from + 4 * (size_t)x, width - x) && opaque;
}
#endif

int textproof_png_rgba_to_rgb(uint8_t *to, const uint8_t *from, uint32_t width, int reference) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (!reference && __builtin_cpu_supports("ssse3")) return rgba_to_rgb_ssse3(to, from, width);
#endif
    return rgba_to_rgb_reference(to, from, width);
}

static inline int rgba_to_rgb(uint8_t *to, const uint8_t *from, uint32_t width) {
    return textproof_png_rgba_to_rgb(to, from, width, 0);
}

// Each thread's buffers for a band's filtered rows and its deflated bytes, kept between bands:
// fresh megabytes for every band cost a page fault (and a page zeroed) every 4 KiB.
typedef struct {
    uint8_t *raw, *out;
    size_t rawCapacity, outCapacity;
} BandScratch;

static pthread_key_t scratchKey;
static pthread_once_t scratchOnce = PTHREAD_ONCE_INIT;

static void free_scratch(void *value) {
    BandScratch *scratch = value;
    free(scratch->raw);
    free(scratch->out);
    free(scratch);
}

static void make_scratch_key(void) { pthread_key_create(&scratchKey, free_scratch); }

static BandScratch *band_scratch(size_t rawLength, size_t outLength) {
    textproof_prepare_thread_heap();
    pthread_once(&scratchOnce, make_scratch_key);
    BandScratch *scratch = pthread_getspecific(scratchKey);
    if (scratch == NULL) {
        scratch = calloc(1, sizeof *scratch);
        if (scratch == NULL || pthread_setspecific(scratchKey, scratch) != 0) {
            free(scratch);
            return NULL;
        }
    }
    if (scratch->rawCapacity < rawLength || scratch->raw == NULL) {
        free(scratch->raw);
        scratch->raw = malloc(rawLength ? rawLength : 1);
        scratch->rawCapacity = scratch->raw != NULL ? rawLength : 0;
    }
    if (scratch->outCapacity < outLength || scratch->out == NULL) {
        free(scratch->out);
        scratch->out = malloc(outLength);
        scratch->outCapacity = scratch->out != NULL ? outLength : 0;
    }
    return scratch->raw != NULL && scratch->out != NULL ? scratch : NULL;
}

textproof_png_status textproof_png_deflate_band(const void *pixels, size_t stride, uint32_t width, int bitDepth, int channels,
                               const uint32_t *palette, int paletteCount, uint32_t firstRow, uint32_t rowCount,
                               int isLast, textproof_png_band *band) {
    memset(band, 0, sizeof *band);
    const int indexed = channels == 1;
    // Indexed without a palette: the pixels are one palette index each already.
    const int preindexed = indexed && palette == NULL;
    if (indexed && (bitDepth != 8 || paletteCount < 1 || paletteCount > 256)) return textproof_png_invalid_argument;
    const size_t sampleBytes = bitDepth == 16 ? 2 : 1;
    const size_t pixelBytes = (size_t)channels * sampleBytes;
    const size_t rowBytes = (size_t)width * pixelBytes;
    // The band's filtered rows, laid out as the stream holds them (filter byte, then the samples),
    // for one Adler-32 and one deflate pass.
    const size_t rawLength = (size_t)rowCount * (rowBytes + 1);
    const size_t capacity = textproof_deflate_bound(rawLength);
    BandScratch *scratch = band_scratch(rawLength, capacity);
    if (scratch == NULL) return textproof_png_out_of_memory;
    uint8_t *raw = scratch->raw, *out = scratch->out;
    // 16-bit samples leave in PNG's byte order (big-endian), and an opaque image's alpha is dropped (RGB).
    const int swap = bitDepth == 16 && textproof_host_is_little_endian();
    for (uint32_t y = 0; y < rowCount; y++) {
        const uint8_t *row = (const uint8_t *)pixels + (size_t)(firstRow + y) * stride;
        uint8_t *to = raw + (size_t)y * (rowBytes + 1);
        *to++ = 0;  // filter None
        if (preindexed || (channels == 4 && !swap)) {
            memcpy(to, row, rowBytes);
        } else if (indexed) {
            // Runs of one colour look it up once.
            uint32_t last = 0;
            int lastIndex = -1;
            for (uint32_t x = 0; x < width; x++) {
                uint32_t word;
                memcpy(&word, row + 4 * x, 4);
                if (lastIndex < 0 || word != last) {
                    last = word;
                    lastIndex = palette_index(word, palette, paletteCount);
                    if (lastIndex < 0) return textproof_png_pixel_not_in_palette;
                }
                to[x] = (uint8_t)lastIndex;
            }
        } else if (!swap) {
            if (!rgba_to_rgb(to, row, width)) return textproof_png_translucent;
        } else {
            for (uint32_t x = 0; x < width; x++) {
                for (int c = 0; c < channels; c++, to += 2) {
                    to[0] = row[8 * x + 2 * c + 1];
                    to[1] = row[8 * x + 2 * c];
                }
            }
        }
    }
    const size_t produced = textproof_deflate(raw, rawLength, rowBytes + 1, pixelBytes, isLast, out, capacity);
    if (produced == 0) return textproof_png_out_of_memory;
    // The band keeps only what it deflated to (far below the bound on proofs).
    band->bytes = malloc(produced);
    if (band->bytes == NULL) return textproof_png_out_of_memory;
    memcpy(band->bytes, out, produced);
    const uint32_t adler = (uint32_t)libdeflate_adler32(1, raw, rawLength);
    band->length = produced;
    band->adler = adler;
    band->rawLength = rawLength;
    return textproof_png_ok;
}

void textproof_png_band_free(textproof_png_band *band) {
    free(band->bytes);
    band->bytes = NULL;
    band->length = 0;
}

// One chunk: length, type, then the data in up to three pieces (so the zlib header and trailer
// need no copy of the band between them), then the CRC of type and data.
static int write_chunk(FILE *file, const char type[4], const uint8_t *a, size_t aLength, const uint8_t *b,
                       size_t bLength, const uint8_t *c, size_t cLength) {
    uint8_t head[8];
    textproof_put32(head, (uint32_t)(aLength + bLength + cLength));
    memcpy(head + 4, type, 4);
    uint32_t crc = (uint32_t)libdeflate_crc32(0, type, 4);
    if (aLength) crc = (uint32_t)libdeflate_crc32(crc, a, aLength);
    if (bLength) crc = (uint32_t)libdeflate_crc32(crc, b, bLength);
    if (cLength) crc = (uint32_t)libdeflate_crc32(crc, c, cLength);
    uint8_t tail[4];
    textproof_put32(tail, crc);
    if (fwrite(head, 1, 8, file) != 8) return -1;
    if (aLength && fwrite(a, 1, aLength, file) != aLength) return -1;
    if (bLength && fwrite(b, 1, bLength, file) != bLength) return -1;
    if (cLength && fwrite(c, 1, cLength, file) != cLength) return -1;
    return fwrite(tail, 1, 4, file) == 4 ? 0 : -1;
}

// The profile as an iCCP chunk: name, NUL, method 0, the profile zlib-compressed. A profile libpng
// would refuse to read back is refused here (-2), as libpng refused it when it wrote.
static int write_iccp(FILE *file, const uint8_t *icc, size_t iccLength, const char *iccName) {
    if (!textproof_png_plausible_profile(icc, iccLength)) return -2;
    char name[80];
    snprintf(name, sizeof name, "%s", iccName != NULL && iccName[0] != 0 ? iccName : "ICC profile");
    const size_t nameLength = strlen(name);
    uint8_t header[82];
    memcpy(header, name, nameLength);
    header[nameLength] = 0;
    header[nameLength + 1] = 0;
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(9);
    if (compressor == NULL) return -1;
    const size_t bound = libdeflate_zlib_compress_bound(compressor, iccLength);
    uint8_t *compressed = malloc(bound);
    size_t length = compressed == NULL ? 0 : libdeflate_zlib_compress(compressor, icc, iccLength, compressed, bound);
    libdeflate_free_compressor(compressor);
    int result = length == 0 ? -1 : write_chunk(file, "iCCP", header, nameLength + 2, compressed, length, NULL, 0);
    free(compressed);
    return result;
}

// Without a profile: sRGB (perceptual) with the gAMA and cHRM values the PNG specification
// recommends beside it, as libpng's png_set_sRGB_gAMA_and_cHRM writes them.
static int write_srgb(FILE *file) {
    static const uint8_t gama[4] = {0, 0, 0xB1, 0x8F};  // 45455
    static const uint32_t chrm[8] = {31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000};
    uint8_t chrmBytes[32];
    for (int i = 0; i < 8; i++) textproof_put32(chrmBytes + 4 * i, chrm[i]);
    static const uint8_t intent = 0;
    if (write_chunk(file, "gAMA", gama, 4, NULL, 0, NULL, 0)) return -1;
    if (write_chunk(file, "sRGB", &intent, 1, NULL, 0, NULL, 0)) return -1;
    return write_chunk(file, "cHRM", chrmBytes, 32, NULL, 0, NULL, 0);
}

textproof_png_status textproof_png_write_bands(const char *path, uint32_t width, uint32_t height, int bitDepth, int channels,
                              const uint32_t *palette, int paletteCount,
                              const textproof_png_band *bands, size_t bandCount,
                              const uint8_t *icc, size_t iccLength, const char *iccName,
                              char *message, size_t messageCapacity) {
    if (bitDepth != 8 && bitDepth != 16) {
        textproof_set_message(message, messageCapacity, "bit depth must be 8 or 16");
        return textproof_png_invalid_argument;
    }
    FILE *file = fopen(path, "wb");
    if (file == NULL) {
        textproof_set_message(message, messageCapacity, strerror(errno));
        return textproof_png_cannot_open;
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    uint8_t ihdr[13];
    textproof_put32(ihdr, width);
    textproof_put32(ihdr + 4, height);
    ihdr[8] = (uint8_t)bitDepth;
    ihdr[9] = channels == 1 ? 3 : channels == 3 ? 2 : 6;  // indexed, RGB or RGBA
    ihdr[10] = ihdr[11] = ihdr[12] = 0;
    int failed = fwrite(signature, 1, 8, file) != 8 || write_chunk(file, "IHDR", ihdr, 13, NULL, 0, NULL, 0);
    if (!failed) {
        failed = icc != NULL && iccLength > 0 ? write_iccp(file, icc, iccLength, iccName) : write_srgb(file);
        if (!failed && channels == 1) {
            // PLTE (opaque colours only: an indexed image here has no tRNS).
            uint8_t entries[256 * 3];
            for (int i = 0; i < paletteCount; i++) {
                memcpy(entries + 3 * i, &palette[i], 3);
            }
            failed = write_chunk(file, "PLTE", entries, (size_t)paletteCount * 3, NULL, 0, NULL, 0);
        }
        if (failed == -2) {
            textproof_set_message(message, messageCapacity,
                        "iCCP: not an RGB ICC profile (its header, size or tag table is invalid)");
            fclose(file);
            return textproof_png_invalid_icc_profile;
        }
    }
    // zlib header: deflate, 32 KB window, FLEVEL 0 (the fastest kind of compressor); the check bits
    // make it divisible by 31.
    uint8_t zlibHeader[2] = {0x78, 0};
    zlibHeader[1] |= (uint8_t)(31 - ((zlibHeader[0] << 8) | zlibHeader[1]) % 31);
    uint32_t adler = 1;
    for (size_t i = 0; i < bandCount; i++) {
        adler = (uint32_t)adler32_combine(adler, bands[i].adler, (z_off_t)bands[i].rawLength);
    }
    uint8_t trailer[4];
    textproof_put32(trailer, adler);
    for (size_t i = 0; i < bandCount && !failed; i++) {
        const int first = i == 0, last = i + 1 == bandCount;
        failed = write_chunk(file, "IDAT", zlibHeader, first ? 2 : 0, bands[i].bytes, bands[i].length, trailer,
                             last ? 4 : 0) != 0;
    }
    if (!failed) failed = write_chunk(file, "IEND", NULL, 0, NULL, 0, NULL, 0) != 0;
    if (failed) {
        textproof_set_message(message, messageCapacity, errno != 0 ? strerror(errno) : "write failed");
        fclose(file);
        return textproof_png_write_failed;
    }
    if (fclose(file) != 0) {
        textproof_set_message(message, messageCapacity, strerror(errno));
        return textproof_png_write_failed;
    }
    return textproof_png_ok;
}
