#include "CPNG.h"
#include "CProcessMemory.h"
#include "PNGBytes.h"
#include "PNGProfile.h"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// The fast reader: well-formed, non-interlaced 8- or 16-bit RGBA or RGB files (every proof,
// golden and diff image TextProof writes), inflated whole by libdeflate straight into the caller's buffer and unfiltered
// there in place. Anything else or anything odd (a CRC error, a chunk out of order, a profile
// libpng might refuse, a short stream) is declined and read by libpng instead, so every file reads
// to the same pixels, profile and errors as before; this path only accepts what libpng would
// accept unchanged.

enum { DECLINED = textproof_png_declined };

static uint8_t *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    uint8_t *bytes = NULL;
    if (fseek(file, 0, SEEK_END) == 0) {
        long size = ftell(file);
        if (size > 0 && fseek(file, 0, SEEK_SET) == 0 && (bytes = malloc((size_t)size)) != NULL) {
            if (fread(bytes, 1, (size_t)size, file) != (size_t)size) {
                free(bytes);
                bytes = NULL;
            }
            *length = (size_t)size;
        }
    }
    fclose(file);
    return bytes;
}

static uint8_t *inflate_profile(const uint8_t *compressed, size_t length, uint32_t *profileLength) {
    // A profile's first four bytes give its size: read them first, then inflate exactly that much.
    uint8_t head[4];
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return NULL;
    stream.next_in = (Bytef *)compressed;
    stream.avail_in = (uInt)length;
    stream.next_out = head;
    stream.avail_out = 4;
    int status = inflate(&stream, Z_SYNC_FLUSH);
    uint8_t *profile = NULL;
    const uint32_t size = textproof_get32(head);
    if ((status == Z_OK || status == Z_STREAM_END) && stream.avail_out == 0 && size >= 132 && size <= (1u << 26)) {
        profile = malloc(size);
        if (profile != NULL) {
            memcpy(profile, head, 4);
            stream.next_out = profile + 4;
            stream.avail_out = size - 4;
            status = inflate(&stream, Z_FINISH);
            if (status != Z_STREAM_END || stream.avail_out != 0) {
                free(profile);
                profile = NULL;
            }
        }
    }
    inflateEnd(&stream);
    *profileLength = size;
    return profile;
}

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    const int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// One row unfiltered into `row` (`above`: the previous row unfiltered, or NULL for the first).
// `row` may trail `source` in the same buffer: each byte is read before anything writes over it.
// Returns 0, or DECLINED for an unknown filter type.
static int unfilter_row(uint8_t filter, const uint8_t *source, uint8_t *row, const uint8_t *above, size_t rowBytes,
                        size_t bpp) {
    switch (filter) {
    case 0:
        memmove(row, source, rowBytes);
        return 0;
    case 1:
        for (size_t i = 0; i < rowBytes; i++) row[i] = (uint8_t)(source[i] + (i >= bpp ? row[i - bpp] : 0));
        return 0;
    case 2:
        if (above == NULL) memmove(row, source, rowBytes);
        else for (size_t i = 0; i < rowBytes; i++) row[i] = (uint8_t)(source[i] + above[i]);
        return 0;
    case 3:
        for (size_t i = 0; i < rowBytes; i++) {
            const unsigned left = i >= bpp ? row[i - bpp] : 0, up = above != NULL ? above[i] : 0;
            row[i] = (uint8_t)(source[i] + ((left + up) >> 1));
        }
        return 0;
    case 4:
        for (size_t i = 0; i < rowBytes; i++) {
            const uint8_t left = i >= bpp ? row[i - bpp] : 0, up = above != NULL ? above[i] : 0;
            const uint8_t corner = i >= bpp && above != NULL ? above[i - bpp] : 0;
            row[i] = (uint8_t)(source[i] + paeth(left, up, corner));
        }
        return 0;
    default:
        return DECLINED;
    }
}

// 8-bit RGBA: row y's filtered bytes sit at buffer + y·(rowBytes + 1) + 1 and its pixels go to
// buffer + y·rowBytes; the destination trails the source, so one forward pass does it in place.
static int unfilter_in_place(uint8_t *buffer, uint32_t height, size_t rowBytes, size_t bpp) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = buffer + (size_t)y * (rowBytes + 1);
        uint8_t *row = buffer + (size_t)y * rowBytes;
        if (unfilter_row(source[0], source + 1, row, y == 0 ? NULL : row - rowBytes, rowBytes, bpp)) return DECLINED;
    }
    return 0;
}

// RGB, and 16-bit files: the filtered rows were inflated to the end of the buffer (from `offset`,
// chosen so that row y's pixels, stored from the start, end before row y + 1's filtered bytes
// begin). Each row is unfiltered into a scratch row (the previous one kept for Up, Average and
// Paeth) unless it is unfiltered already, then stored as RGBA in host order: RGB widened, opaque;
// 16-bit samples byte-swapped.
static int unfilter_to_rgba(uint8_t *buffer, size_t offset, uint32_t width, uint32_t height, int channels,
                            int depth) {
    const size_t sample = depth == 16 ? 2 : 1, bpp = (size_t)channels * sample, rowBytes = (size_t)width * bpp;
    const size_t finalRow = (size_t)width * 4 * sample, stride = rowBytes + 8;
    // Two scratch rows, each with bytes to spare for the widening's whole-word loads.
    uint8_t *scratch = calloc(2, stride);
    if (scratch == NULL) return DECLINED;
    const int little = textproof_host_is_little_endian();
    int status = 0;
    // The previous row's unfiltered bytes: in scratch, or where they were inflated.
    const uint8_t *above = NULL;
    for (uint32_t y = 0; y < height && status == 0; y++) {
        const uint8_t *source = buffer + offset + (size_t)y * (rowBytes + 1);
        uint8_t *target = buffer + (size_t)y * finalRow;
        const uint8_t *row;
        if (source[0] == 0 && target + finalRow <= source && y + 1 < height) {
            // Filter None, the widened row ends before its bytes begin (every row but the last
            // few), and a row follows (the widening's last load reads its filter byte): read
            // straight from where it was inflated, no copy into scratch.
            row = source + 1;
        } else {
            uint8_t *unfiltered = scratch + (y & 1) * stride;
            status = unfilter_row(source[0], source + 1, unfiltered, above, rowBytes, bpp);
            row = unfiltered;
        }
        above = row;
        if (depth == 8) {
            // RGB to RGBA: four bytes loaded from each pixel's start (the fourth is the next
            // pixel's, or spare), alpha set.
            const uint32_t alpha = little ? 0xFF000000u : 0xFFu;
            for (uint32_t x = 0; x < width; x++) {
                uint32_t word;
                memcpy(&word, row + 3 * (size_t)x, 4);
                word |= alpha;
                memcpy(target + 4 * (size_t)x, &word, 4);
            }
        } else {
            // Big-endian samples to host order; a missing alpha is opaque.
            for (uint32_t x = 0; x < width; x++) {
                const uint8_t *from = row + bpp * x;
                uint16_t samples[4] = {0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF};
                for (int c = 0; c < channels; c++) samples[c] = (uint16_t)(from[2 * c] << 8 | from[2 * c + 1]);
                memcpy(target + 8 * (size_t)x, samples, 8);
            }
        }
    }
    free(scratch);
    return status;
}

textproof_png_status textproof_png_read_rgba_fast(const char *path, void *buffer, size_t capacity, uint32_t *width,
                                 uint32_t *height, int *bitDepth, uint8_t **icc, uint32_t *iccLength) {
    size_t length = 0;
    uint8_t *file = read_file(path, &length);
    if (file == NULL) return DECLINED;
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    textproof_png_status result = textproof_png_declined;
    uint8_t *idat = NULL, *profile = NULL;
    uint32_t profileLength = 0;
    size_t idatLength = 0;
    uint32_t w = 0, h = 0;
    int depth = 0, channels = 4, sawIDAT = 0, afterIDAT = 0, sawIEND = 0, sawSRGB = 0, sawICCP = 0;
    if (length < 8 || memcmp(file, signature, 8) != 0) goto done;
    // Pass 1: every chunk's CRC and order; the IDAT payloads' total size.
    size_t offset = 8;
    for (int index = 0; offset + 12 <= length && !sawIEND; index++) {
        const uint32_t size = textproof_get32(file + offset);
        const uint8_t *type = file + offset + 4, *data = file + offset + 8;
        if (size > 0x7FFFFFFFu || size > length - offset - 12) goto done;
        if ((uint32_t)libdeflate_crc32(0, type, size + 4) != textproof_get32(data + size)) goto done;
        const int isIDAT = memcmp(type, "IDAT", 4) == 0;
        if (index == 0) {
            if (memcmp(type, "IHDR", 4) != 0 || size != 13) goto done;
            w = textproof_get32(data);
            h = textproof_get32(data + 4);
            depth = data[8];
            // RGBA or RGB at 8 or 16 bits, deflate, adaptive filtering, not interlaced; libpng's
            // default size limits.
            if (w == 0 || h == 0 || w > 1000000 || h > 1000000 || (depth != 8 && depth != 16) ||
                (data[9] != 6 && data[9] != 2) || data[10] != 0 || data[11] != 0 || data[12] != 0)
                goto done;
            channels = data[9] == 6 ? 4 : 3;
        } else if (isIDAT) {
            if (afterIDAT) goto done;
            sawIDAT = 1;
            idatLength += size;
        } else {
            if (sawIDAT) afterIDAT = 1;
            if (memcmp(type, "IEND", 4) == 0) sawIEND = 1;
            else if (memcmp(type, "iCCP", 4) == 0) {
                if (sawIDAT || sawICCP) goto done;
                sawICCP = 1;
                const uint8_t *end = memchr(data, 0, size < 81 ? size : 81);
                if (end == NULL || end == data || (size_t)(end - data) + 2 > size || end[1] != 0) goto done;
                const size_t header = (size_t)(end - data) + 2;
                profile = inflate_profile(data + header, size - header, &profileLength);
                if (profile == NULL || !textproof_png_plausible_profile(profile, profileLength)) goto done;
            } else if (memcmp(type, "sRGB", 4) == 0) {
                sawSRGB = 1;
            } else if (memcmp(type, "tRNS", 4) == 0 || memcmp(type, "IHDR", 4) == 0) {
                goto done;
            } else if (!(type[0] & 0x20) && memcmp(type, "PLTE", 4) != 0) {
                goto done;  // an unknown critical chunk: libpng's to refuse
            }
        }
        offset += (size_t)size + 12;
    }
    if (!sawIDAT || !sawIEND || (sawICCP && sawSRGB)) goto done;
    const size_t bpp = (size_t)channels * (depth == 16 ? 2 : 1), rowBytes = (size_t)w * bpp;
    const size_t filtered = (size_t)h * (rowBytes + 1);
    if (buffer == NULL || filtered > capacity) goto done;
    // Pass 2: the IDAT payloads joined (they are one zlib stream), inflated into the caller's buffer.
    idat = malloc(idatLength ? idatLength : 1);
    if (idat == NULL) goto done;
    size_t joined = 0;
    for (offset = 8; offset + 12 <= length;) {
        const uint32_t size = textproof_get32(file + offset);
        if (memcmp(file + offset + 4, "IDAT", 4) == 0) {
            memcpy(idat + joined, file + offset + 8, size);
            joined += size;
        } else if (memcmp(file + offset + 4, "IEND", 4) == 0) {
            break;
        }
        offset += (size_t)size + 12;
    }
    free(file);
    file = NULL;
    // 8-bit RGBA is unfiltered where it lands; anything else is inflated to the end of the
    // buffer and unfiltered row by row to the start (see unfilter_to_rgba).
    const int inPlace = depth == 8 && channels == 4;
    const size_t pixels = (size_t)w * h * 4 * (depth == 16 ? 2 : 1), total = pixels + h;
    if (!inPlace && total > capacity) goto done;
    const size_t start = inPlace ? 0 : total - filtered;
    textproof_advise_huge_pages(buffer, inPlace ? filtered : total);
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    if (decompressor == NULL) goto done;
    size_t produced = 0;
    const enum libdeflate_result inflated = libdeflate_zlib_decompress(
        decompressor, idat, idatLength, (uint8_t *)buffer + start, filtered, &produced);
    libdeflate_free_decompressor(decompressor);
    if (inflated != LIBDEFLATE_SUCCESS || produced != filtered) goto done;
    if (inPlace ? unfilter_in_place(buffer, h, rowBytes, bpp)
                : unfilter_to_rgba(buffer, start, w, h, channels, depth))
        goto done;
    *width = w;
    *height = h;
    *bitDepth = depth;
    *icc = profile;
    *iccLength = profile != NULL ? profileLength : 0;
    profile = NULL;
    result = textproof_png_ok;
done:
    free(file);
    free(idat);
    free(profile);
    return result;
}
