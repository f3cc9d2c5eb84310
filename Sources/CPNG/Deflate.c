// A raw deflate encoder for PNG rows (RFC 1951). zlib's fastest level hashes every byte and
// searches for repeats anywhere in its window; rows of a proof repeat in two places above all — the
// pixel to the left (flat backgrounds) and the same pixel a row up (blank rows, vertical edges) —
// so those two distances are tried first, and a one-entry hash catches the rest (repeated glyph
// shapes). Blocks are Huffman-coded with codes built for each block; a block that would not shrink
// is stored. Declared and documented in CPNG.h.
#include "CPNG.h"
#include "DeflateBlock.h"

#include <pthread.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <stdlib.h>
#include <string.h>

enum { HASH_BITS = 14 };

// ---- Matching ----

static inline uint32_t load32(const uint8_t *p) {
    uint32_t value;
    memcpy(&value, p, 4);
    return value;
}

static inline uint64_t load64(const uint8_t *p) {
    uint64_t value;
    memcpy(&value, p, 8);
    return value;
}

// How many bytes at `here` equal those at `earlier`, up to `limit` (a match may overlap itself:
// the decoder copies byte by byte, and the input is all here already). The first eight bytes are
// compared as one word (most probes end there); a long match (a blank row, a flat run) is then
// compared sixteen bytes a step where SSE2 is there (every x86-64), which made a proof's deflating
// about a seventh faster.
static inline size_t match_length(const uint8_t *here, const uint8_t *earlier, size_t limit) {
    size_t n = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (limit >= 8) {
        const uint64_t difference = load64(here) ^ load64(earlier);
        if (difference != 0) return (size_t)(__builtin_ctzll(difference) >> 3);
        n = 8;
    }
#if defined(__SSE2__)
    while (n + 16 <= limit) {
        const __m128i a = _mm_loadu_si128((const __m128i *)(here + n));
        const __m128i b = _mm_loadu_si128((const __m128i *)(earlier + n));
        const unsigned differing = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) ^ 0xFFFFu;
        if (differing != 0) return n + (size_t)__builtin_ctz(differing);
        n += 16;
    }
#endif
    while (n + 8 <= limit) {
        const uint64_t difference = load64(here + n) ^ load64(earlier + n);
        if (difference != 0) return n + (size_t)(__builtin_ctzll(difference) >> 3);
        n += 8;
    }
#endif
    while (n < limit && here[n] == earlier[n]) n++;
    return n;
}

static inline uint32_t hash4(uint32_t bytes) { return (bytes * 2654435761u) >> (32 - HASH_BITS); }

// A thread's block and hash table, kept between calls (freed when the thread ends).
typedef struct {
    Block block;
    uint32_t head[1 << HASH_BITS];
} Workspace;

static pthread_key_t workspaceKey;
static pthread_once_t workspaceOnce = PTHREAD_ONCE_INIT;

static void make_workspace_key(void) { pthread_key_create(&workspaceKey, free); }

static Workspace *thread_workspace(void) {
    pthread_once(&workspaceOnce, make_workspace_key);
    Workspace *workspace = pthread_getspecific(workspaceKey);
    if (workspace == NULL) {
        workspace = malloc(sizeof *workspace);
        if (workspace != NULL && pthread_setspecific(workspaceKey, workspace) != 0) {
            free(workspace);
            workspace = NULL;
        }
    }
    return workspace;
}

size_t textproof_deflate_bound(size_t length) { return textproof_deflate_stored_bytes(length) + 5 * (length / BLOCK_TOKENS + 2) + 64; }

size_t textproof_deflate(const uint8_t *data, size_t length, size_t rowBytes, size_t pixelBytes, int final,
                         uint8_t *out, size_t capacity) {
    textproof_deflate_tables();
    if (capacity < textproof_deflate_bound(length)) return 0;
    Workspace *workspace = thread_workspace();
    if (workspace == NULL) return 0;
    Block *block = &workspace->block;
    uint32_t *head = workspace->head;  // position + 1 of the last 4 bytes hashed there
    textproof_deflate_start_block(block, 0);
    memset(head, 0, sizeof workspace->head);
    BitWriter writer = {out, 0, 0, 0};
    const int tryRow = rowBytes > 0 && rowBytes <= WINDOW;
    const int tryPixel = pixelBytes > 0 && pixelBytes <= WINDOW && pixelBytes != rowBytes;
    // Where no match starts, the rest of the pixel goes as literals unsearched: repeats in an
    // image start at pixel boundaries. On a proof's image and sheet that was 10 % faster and
    // 0.5 % smaller (a match found mid-pixel had cut short a longer one from the next pixel).
    const int toPixelEnd = rowBytes > 0 && pixelBytes > 1 && pixelBytes < rowBytes;
    size_t position = 0, column = 0;  // column: position's offset in its row (0: the filter byte)
    int ok = 1;
    while (position < length && ok) {
        const size_t available = length - position < MAX_MATCH ? length - position : MAX_MATCH;
        const uint8_t *here = data + position;
        size_t best = 0, bestDistance = 0, advance = 1;
        if (available >= MIN_MATCH) {
            if (tryRow && position >= rowBytes) {
                best = match_length(here, here - rowBytes, available);
                bestDistance = rowBytes;
            }
            if (best < available && tryPixel && position >= pixelBytes) {
                const size_t n = match_length(here, here - pixelBytes, available);
                if (n > best) best = n, bestDistance = pixelBytes;
            }
            if (best < available && available >= 4) {
                const uint32_t h = hash4(load32(here));
                const size_t candidate = head[h];
                head[h] = (uint32_t)position + 1;
                if (candidate != 0 && position + 1 - candidate <= WINDOW) {
                    const size_t distance = position + 1 - candidate;
                    if (distance != bestDistance) {
                        const size_t n = match_length(here, here - distance, available);
                        if (n > best) best = n, bestDistance = distance;
                    }
                }
            }
        }
        if (best >= MIN_MATCH) {
            block->tokens[block->tokenCount++] = MATCH_FLAG | (uint32_t)(best - MIN_MATCH) << 15 | (uint32_t)(bestDistance - 1);
            block->litlen[257 + textproof_deflate_length_symbol[best]]++;
            block->distance[distance_symbol((uint32_t)bestDistance)]++;
            advance = best;
        } else {
            if (toPixelEnd && column != 0) {
                const size_t inPixel = pixelBytes == 3   ? (column - 1) % 3
                                       : pixelBytes == 4 ? (column - 1) & 3
                                                         : (column - 1) % pixelBytes;
                advance = pixelBytes - inPixel;
                if (advance > length - position) advance = length - position;
                if (advance > BLOCK_TOKENS - block->tokenCount) advance = BLOCK_TOKENS - block->tokenCount;
            }
            for (size_t i = 0; i < advance; i++) {
                block->tokens[block->tokenCount++] = here[i];
                block->litlen[here[i]]++;
            }
        }
        position += advance;
        if (rowBytes > 0) {
            column += advance;
            if (column >= rowBytes) column = column - rowBytes < rowBytes ? column - rowBytes : column % rowBytes;
        }
        if (block->tokenCount == BLOCK_TOKENS || position == length) {
            ok = textproof_deflate_write_block(&writer, block, data, position, final && position == length, capacity);
            textproof_deflate_start_block(block, position);
        }
    }
    if (ok && length == 0 && final) {
        put_bits(&writer, 1u | 1u << 1, 3);  // a final fixed-code block holding only its end (seven 0 bits)
        put_bits(&writer, 0, 7);
    }
    if (ok && !final) {
        put_bits(&writer, 0, 3);  // an empty stored block: the stream ends on a byte boundary
        align_to_byte(&writer);
        static const uint8_t empty[4] = {0, 0, 0xFF, 0xFF};
        memcpy(writer.out + writer.length, empty, 4);
        writer.length += 4;
    }
    if (ok) align_to_byte(&writer);
    return ok ? writer.length : 0;
}
