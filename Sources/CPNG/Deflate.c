// A raw deflate encoder for PNG rows (RFC 1951). zlib's fastest level hashes every byte and
// searches for repeats anywhere in its window; rows of a proof repeat in two places above all — the
// pixel to the left (flat backgrounds) and the same pixel a row up (blank rows, vertical edges) —
// so those two distances are tried first, and a one-entry hash catches the rest (repeated glyph
// shapes). Blocks are Huffman-coded with codes built for each block; a block that would not shrink
// is stored. Declared and documented in CPNG.h.
#include "CPNG.h"
#include "HuffmanCode.h"

#include <pthread.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <stdlib.h>
#include <string.h>

enum {
    WINDOW = 32768,
    MIN_MATCH = 3,
    MAX_MATCH = 258,
    LITLEN_SYMBOLS = 286,
    DIST_SYMBOLS = 30,
    CODELEN_SYMBOLS = 19,
    END_OF_BLOCK = 256,
    // Tokens a block: enough that the code tables (about 70 bytes) cost little, few enough that
    // the codes follow the image's regions.
    BLOCK_TOKENS = 16384,
    HASH_BITS = 14,
    STORED_MAX = 65535,
};

// ---- Symbol tables (RFC 1951 §3.2.5) ----

static const uint16_t lengthBase[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                        31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t lengthExtra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                        2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distanceBase[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,    65,    97,    129,
                                          193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distanceExtra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                          6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
// The order code-length code lengths are sent in.
static const uint8_t codeLengthOrder[CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

static uint8_t lengthSymbol[MAX_MATCH + 1];  // length → index into lengthBase
static uint8_t distanceSymbolSmall[256];     // distance − 1 below 256 → distance code
static uint8_t distanceSymbolLarge[256];     // (distance − 1) >> 7 → distance code
static pthread_once_t tablesOnce = PTHREAD_ONCE_INIT;

static void build_tables(void) {
    for (int symbol = 0; symbol < 29; symbol++) {
        const int count = 1 << lengthExtra[symbol];
        for (int i = 0; i < count && lengthBase[symbol] + i <= MAX_MATCH; i++) lengthSymbol[lengthBase[symbol] + i] = (uint8_t)symbol;
    }
    lengthSymbol[MAX_MATCH] = 28;  // 258 has a code of its own (227 + 31 would also reach it)
    for (int symbol = 0; symbol < 30; symbol++) {
        const int first = distanceBase[symbol] - 1, count = 1 << distanceExtra[symbol];
        for (int d = first; d < first + count; d++) {
            if (d < 256) distanceSymbolSmall[d] = (uint8_t)symbol;
            else distanceSymbolLarge[d >> 7] = (uint8_t)symbol;
        }
    }
}

static inline int distance_symbol(uint32_t distance) {
    const uint32_t d = distance - 1;
    return d < 256 ? distanceSymbolSmall[d] : distanceSymbolLarge[d >> 7];
}

// ---- Bits, least significant first ----

typedef struct {
    uint8_t *out;
    size_t length;
    uint64_t bits;
    int count;
} BitWriter;

// `n` ≤ 56 less what is pending (at most 7 bits after a flush): two codes with their extra bits fit
// between flushes.
static inline void add_bits(BitWriter *writer, uint64_t value, int n) {
    writer->bits |= value << writer->count;
    writer->count += n;
}

// Writes the whole bytes pending: eight bytes stored, `count / 8` of them kept (the output has
// eight bytes of slack, see textproof_deflate_bound).
static inline void flush_bits(BitWriter *writer) {
    uint8_t *to = writer->out + writer->length;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(to, &writer->bits, 8);
#else
    uint64_t bits = writer->bits;
    for (int i = 0; i < 8; i++, bits >>= 8) to[i] = (uint8_t)bits;
#endif
    // At most 63 bits are pending (see add_bits): at most seven whole bytes, so the shift is < 64.
    const int bytes = writer->count >> 3;
    writer->length += (size_t)bytes;
    writer->bits >>= 8 * bytes;
    writer->count &= 7;
}

static inline void put_bits(BitWriter *writer, uint32_t value, int n) {
    add_bits(writer, value, n);
    flush_bits(writer);
}

// Pads to a byte boundary with zero bits and writes out whatever is pending.
static void align_to_byte(BitWriter *writer) {
    while (writer->count > 0) {
        writer->out[writer->length++] = (uint8_t)writer->bits;
        writer->bits >>= 8;
        writer->count = writer->count > 8 ? writer->count - 8 : 0;
    }
    writer->bits = 0;
}

// ---- Blocks ----

// A token is a literal byte (below 2^31) or a match: bit 31, length − 3 from bit 15, distance − 1 below.
#define MATCH_FLAG 0x80000000u

typedef struct {
    uint32_t tokens[BLOCK_TOKENS];
    int tokenCount;
    uint32_t litlen[LITLEN_SYMBOLS];
    uint32_t distance[DIST_SYMBOLS];
    size_t rawStart;  // where the block's input starts (for a stored block)
} Block;

// An empty block from `rawStart` (its tokens are overwritten, not cleared).
static void start_block(Block *block, size_t rawStart) {
    block->tokenCount = 0;
    memset(block->litlen, 0, sizeof block->litlen);
    memset(block->distance, 0, sizeof block->distance);
    block->rawStart = rawStart;
}

static void write_stored(BitWriter *writer, const uint8_t *data, size_t length, int final) {
    do {
        const size_t piece = length < STORED_MAX ? length : STORED_MAX;
        length -= piece;
        put_bits(writer, final && length == 0 ? 1 : 0, 3);
        align_to_byte(writer);
        uint8_t *to = writer->out + writer->length;
        to[0] = (uint8_t)piece;
        to[1] = (uint8_t)(piece >> 8);
        to[2] = (uint8_t)~piece;
        to[3] = (uint8_t)(~piece >> 8);
        memcpy(to + 4, data, piece);
        writer->length += 4 + piece;
        data += piece;
    } while (length > 0);
}

static size_t stored_bytes(size_t length) { return length + 5 * (length / STORED_MAX + 1) + 1; }

// The code-length sequence of a block's two tables, run-length coded (symbols 16, 17, 18).
typedef struct {
    uint8_t symbol[LITLEN_SYMBOLS + DIST_SYMBOLS];
    uint8_t extra[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int count;
} CodeLengthRuns;

static void code_length_runs(const uint8_t *lengths, int count, CodeLengthRuns *runs, uint32_t *frequencies) {
    runs->count = 0;
    for (int i = 0; i < count;) {
        const uint8_t value = lengths[i];
        int run = 1;
        while (i + run < count && lengths[i + run] == value) run++;
        int left = run;
        if (value == 0) {
            while (left >= 11) {
                const int piece = left > 138 ? 138 : left;
                runs->symbol[runs->count] = 18, runs->extra[runs->count++] = (uint8_t)(piece - 11);
                left -= piece;
            }
            if (left >= 3) {
                runs->symbol[runs->count] = 17, runs->extra[runs->count++] = (uint8_t)(left - 3);
                left = 0;
            }
        } else {
            runs->symbol[runs->count] = value, runs->extra[runs->count++] = 0;
            left--;
            while (left >= 3) {
                const int piece = left > 6 ? 6 : left;
                runs->symbol[runs->count] = 16, runs->extra[runs->count++] = (uint8_t)(piece - 3);
                left -= piece;
            }
        }
        while (left-- > 0) runs->symbol[runs->count] = value, runs->extra[runs->count++] = 0;
        i += run;
    }
    for (int i = 0; i < runs->count; i++) frequencies[runs->symbol[i]]++;
}

static const uint8_t runExtraBits[CODELEN_SYMBOLS] = {[16] = 2, [17] = 3, [18] = 7};

// Writes the block as dynamic Huffman codes, or stored when that is smaller. Returns 0 when the
// output would pass `capacity`.
static int write_block(BitWriter *writer, Block *block, const uint8_t *data, size_t rawEnd, int final,
                       size_t capacity) {
    block->litlen[END_OF_BLOCK]++;
    // Two distance codes at least: a one-code tree is incomplete, which some decoders refuse.
    if (block->distance[0] == 0) block->distance[0] = 1;
    if (block->distance[1] == 0) block->distance[1] = 1;
    uint8_t litlenLengths[LITLEN_SYMBOLS], distanceLengths[DIST_SYMBOLS];
    textproof_huffman_lengths(block->litlen, LITLEN_SYMBOLS, 15, litlenLengths);
    textproof_huffman_lengths(block->distance, DIST_SYMBOLS, 15, distanceLengths);
    int hlit = LITLEN_SYMBOLS, hdist = DIST_SYMBOLS;
    while (hlit > 257 && litlenLengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && distanceLengths[hdist - 1] == 0) hdist--;
    uint8_t all[LITLEN_SYMBOLS + DIST_SYMBOLS];
    memcpy(all, litlenLengths, (size_t)hlit);
    memcpy(all + hlit, distanceLengths, (size_t)hdist);
    CodeLengthRuns runs;
    uint32_t codeLengthFrequencies[CODELEN_SYMBOLS] = {0};
    code_length_runs(all, hlit + hdist, &runs, codeLengthFrequencies);
    uint8_t codeLengthLengths[CODELEN_SYMBOLS];
    textproof_huffman_lengths(codeLengthFrequencies, CODELEN_SYMBOLS, 7, codeLengthLengths);
    int hclen = CODELEN_SYMBOLS;
    while (hclen > 4 && codeLengthLengths[codeLengthOrder[hclen - 1]] == 0) hclen--;

    // The block's exact size in bits, to choose between coded and stored.
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (int i = 0; i < runs.count; i++) bits += codeLengthLengths[runs.symbol[i]] + runExtraBits[runs.symbol[i]];
    for (int s = 0; s < LITLEN_SYMBOLS; s++) {
        if (block->litlen[s] == 0) continue;
        bits += (uint64_t)block->litlen[s] * (litlenLengths[s] + (s > 256 ? lengthExtra[s - 257] : 0));
    }
    for (int s = 0; s < DIST_SYMBOLS; s++) bits += (uint64_t)block->distance[s] * (distanceLengths[s] + distanceExtra[s]);
    const size_t rawLength = rawEnd - block->rawStart;
    const size_t codedBytes = (size_t)(bits / 8) + 8;
    if (stored_bytes(rawLength) <= codedBytes) {
        if (writer->length + stored_bytes(rawLength) + 8 > capacity) return 0;
        write_stored(writer, data + block->rawStart, rawLength, final);
        return 1;
    }
    if (writer->length + codedBytes + 8 > capacity) return 0;

    uint16_t litlenCodes[LITLEN_SYMBOLS], distanceCodes[DIST_SYMBOLS], codeLengthCodes[CODELEN_SYMBOLS];
    textproof_huffman_codes(litlenLengths, LITLEN_SYMBOLS, litlenCodes);
    textproof_huffman_codes(distanceLengths, DIST_SYMBOLS, distanceCodes);
    textproof_huffman_codes(codeLengthLengths, CODELEN_SYMBOLS, codeLengthCodes);
    put_bits(writer, (final ? 1u : 0u) | 2u << 1, 3);
    put_bits(writer, (uint32_t)(hlit - 257), 5);
    put_bits(writer, (uint32_t)(hdist - 1), 5);
    put_bits(writer, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(writer, codeLengthLengths[codeLengthOrder[i]], 3);
    for (int i = 0; i < runs.count; i++) {
        const int symbol = runs.symbol[i];
        put_bits(writer, codeLengthCodes[symbol], codeLengthLengths[symbol]);
        if (runExtraBits[symbol]) put_bits(writer, runs.extra[i], runExtraBits[symbol]);
    }
    // Each length's code and extra bits as one value, for this block's codes.
    uint32_t lengthBits[MAX_MATCH + 1];
    uint8_t lengthBitCount[MAX_MATCH + 1];
    for (int length = MIN_MATCH; length <= MAX_MATCH; length++) {
        const int ls = lengthSymbol[length], symbol = 257 + ls;
        lengthBits[length] = litlenCodes[symbol] | (uint32_t)(length - lengthBase[ls]) << litlenLengths[symbol];
        lengthBitCount[length] = (uint8_t)(litlenLengths[symbol] + lengthExtra[ls]);
    }
    for (int i = 0; i < block->tokenCount; i++) {
        const uint32_t token = block->tokens[i];
        if (!(token & MATCH_FLAG)) {
            add_bits(writer, litlenCodes[token], litlenLengths[token]);
        } else {
            const uint32_t length = ((token >> 15) & 0xFF) + MIN_MATCH, distance = (token & 0x7FFF) + 1;
            const int ds = distance_symbol(distance);
            add_bits(writer, lengthBits[length], lengthBitCount[length]);
            add_bits(writer, distanceCodes[ds] | (uint64_t)(distance - distanceBase[ds]) << distanceLengths[ds],
                     distanceLengths[ds] + distanceExtra[ds]);
        }
        flush_bits(writer);
    }
    put_bits(writer, litlenCodes[END_OF_BLOCK], litlenLengths[END_OF_BLOCK]);
    return 1;
}

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

size_t textproof_deflate_bound(size_t length) { return stored_bytes(length) + 5 * (length / BLOCK_TOKENS + 2) + 64; }

size_t textproof_deflate(const uint8_t *data, size_t length, size_t rowBytes, size_t pixelBytes, int final,
                         uint8_t *out, size_t capacity) {
    pthread_once(&tablesOnce, build_tables);
    if (capacity < textproof_deflate_bound(length)) return 0;
    Workspace *workspace = thread_workspace();
    if (workspace == NULL) return 0;
    Block *block = &workspace->block;
    uint32_t *head = workspace->head;  // position + 1 of the last 4 bytes hashed there
    start_block(block, 0);
    memset(head, 0, sizeof workspace->head);
    BitWriter writer = {out, 0, 0, 0};
    const int tryRow = rowBytes > 0 && rowBytes <= WINDOW;
    const int tryPixel = pixelBytes > 0 && pixelBytes <= WINDOW && pixelBytes != rowBytes;
    size_t position = 0;
    int ok = 1;
    while (position < length && ok) {
        const size_t available = length - position < MAX_MATCH ? length - position : MAX_MATCH;
        const uint8_t *here = data + position;
        size_t best = 0, bestDistance = 0;
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
            block->litlen[257 + lengthSymbol[best]]++;
            block->distance[distance_symbol((uint32_t)bestDistance)]++;
            position += best;
        } else {
            block->tokens[block->tokenCount++] = *here;
            block->litlen[*here]++;
            position++;
        }
        if (block->tokenCount == BLOCK_TOKENS || position == length) {
            ok = write_block(&writer, block, data, position, final && position == length, capacity);
            start_block(block, position);
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
