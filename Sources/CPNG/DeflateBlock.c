// Deflate's blocks (RFC 1951 §3.2.4–3.2.7): a block of tokens from Deflate.c's matcher written with
// Huffman codes built for it, or stored when that would not be smaller. Declared in DeflateBlock.h.
#include "DeflateBlock.h"
#include "HuffmanCode.h"

#include <pthread.h>

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

uint8_t textproof_deflate_length_symbol[MAX_MATCH + 1];
uint8_t textproof_deflate_distance_small[256];
uint8_t textproof_deflate_distance_large[256];
static pthread_once_t tablesOnce = PTHREAD_ONCE_INIT;

static void build_tables(void) {
    for (int symbol = 0; symbol < 29; symbol++) {
        const int count = 1 << lengthExtra[symbol];
        for (int i = 0; i < count && lengthBase[symbol] + i <= MAX_MATCH; i++)
            textproof_deflate_length_symbol[lengthBase[symbol] + i] = (uint8_t)symbol;
    }
    textproof_deflate_length_symbol[MAX_MATCH] = 28;  // 258 has a code of its own (227 + 31 would also reach it)
    for (int symbol = 0; symbol < 30; symbol++) {
        const int first = distanceBase[symbol] - 1, count = 1 << distanceExtra[symbol];
        for (int d = first; d < first + count; d++) {
            if (d < 256) textproof_deflate_distance_small[d] = (uint8_t)symbol;
            else textproof_deflate_distance_large[d >> 7] = (uint8_t)symbol;
        }
    }
}


void textproof_deflate_tables(void) { pthread_once(&tablesOnce, build_tables); }

// ---- Blocks ----


void textproof_deflate_start_block(Block *block, size_t rawStart) {
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

size_t textproof_deflate_stored_bytes(size_t length) { return length + 5 * (length / STORED_MAX + 1) + 1; }

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

int textproof_deflate_write_block(BitWriter *writer, Block *block, const uint8_t *data, size_t rawEnd, int final,
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
    if (textproof_deflate_stored_bytes(rawLength) <= codedBytes) {
        if (writer->length + textproof_deflate_stored_bytes(rawLength) + 8 > capacity) return 0;
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
        const int ls = textproof_deflate_length_symbol[length], symbol = 257 + ls;
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
