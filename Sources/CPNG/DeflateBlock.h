#ifndef TEXTPROOF_DEFLATE_BLOCK_H
#define TEXTPROOF_DEFLATE_BLOCK_H
// What Deflate.c's matcher hands its blocks to: deflate's constants and symbol tables, a bit writer
// (least significant bit first), and blocks of tokens written Huffman-coded or stored.
#include <stddef.h>
#include <stdint.h>
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
    STORED_MAX = 65535,
};

// ---- Symbol tables (RFC 1951 §3.2.5), built once by textproof_deflate_tables ----

extern uint8_t textproof_deflate_length_symbol[MAX_MATCH + 1];   // length → index into the length codes
extern uint8_t textproof_deflate_distance_small[256];           // distance − 1 below 256 → distance code
extern uint8_t textproof_deflate_distance_large[256];           // (distance − 1) >> 7 → distance code
void textproof_deflate_tables(void);

static inline int distance_symbol(uint32_t distance) {
    const uint32_t d = distance - 1;
    return d < 256 ? textproof_deflate_distance_small[d] : textproof_deflate_distance_large[d >> 7];
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
static inline void align_to_byte(BitWriter *writer) {
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
void textproof_deflate_start_block(Block *block, size_t rawStart);

// Bytes `length` input bytes take as stored blocks.
size_t textproof_deflate_stored_bytes(size_t length);

// Writes the block as dynamic Huffman codes, or stored when that is smaller. Returns 0 when the
// output would pass `capacity`.
int textproof_deflate_write_block(BitWriter *writer, Block *block, const uint8_t *data, size_t rawEnd, int final,
                                  size_t capacity);
#endif
