// Huffman code lengths limited to a number of bits, and the canonical codes for them (RFC 1951
// §3.2.2), for Deflate.c's blocks.
#include "CPNG.h"
#include "HuffmanCode.h"


typedef struct {
    uint32_t frequency;
    uint16_t symbol;
} Leaf;

// Sorts `count` leaves by frequency, then symbol: an LSD radix sort of 8-bit digits of the key
// frequency·512 + symbol, as many passes as the largest key needs (three for a block's
// frequencies). qsort's call per comparison made it 3 % of a proof's deflating.
static void sort_by_frequency(Leaf *leaves, int count) {
    uint64_t keys[TEXTPROOF_HUFFMAN_MAX_SYMBOLS], other[TEXTPROOF_HUFFMAN_MAX_SYMBOLS], largest = 0;
    for (int i = 0; i < count; i++) {
        keys[i] = (uint64_t)leaves[i].frequency << 9 | leaves[i].symbol;
        if (keys[i] > largest) largest = keys[i];
    }
    uint64_t *from = keys, *to = other;
    for (int shift = 0; shift < 64 && (largest >> shift) != 0; shift += 8) {
        int start[257] = {0};
        for (int i = 0; i < count; i++) start[((from[i] >> shift) & 0xFF) + 1]++;
        for (int d = 0; d < 256; d++) start[d + 1] += start[d];
        for (int i = 0; i < count; i++) to[start[(from[i] >> shift) & 0xFF]++] = from[i];
        uint64_t *swap = from;
        from = to;
        to = swap;
    }
    for (int i = 0; i < count; i++) leaves[i] = (Leaf){(uint32_t)(from[i] >> 9), (uint16_t)(from[i] & 0x1FF)};
}

// Code lengths of at most `limit` bits for `count` symbols from their frequencies (0: unused).
// A Huffman tree by the two-queue method gives each leaf's depth; depths over the limit are moved
// up and the tree rebalanced by lengths (a leaf at the limit removed, a shallower one split), then
// the most frequent symbols take the shortest lengths.
void textproof_huffman_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths) {
    Leaf leaves[TEXTPROOF_HUFFMAN_MAX_SYMBOLS];
    int used = 0;
    for (int s = 0; s < count; s++) {
        lengths[s] = 0;
        if (frequencies[s] != 0) leaves[used++] = (Leaf){frequencies[s], (uint16_t)s};
    }
    if (used == 0) return;
    if (used == 1) {
        lengths[leaves[0].symbol] = 1;
        return;
    }
    sort_by_frequency(leaves, used);
    // Nodes 0..<used are the leaves (ascending); internal nodes follow in the order they are made,
    // which is also ascending, so the two smallest are always at the front of one of two queues.
    uint32_t weight[2 * TEXTPROOF_HUFFMAN_MAX_SYMBOLS];
    int parent[2 * TEXTPROOF_HUFFMAN_MAX_SYMBOLS];
    for (int i = 0; i < used; i++) weight[i] = leaves[i].frequency;
    int nextLeaf = 0, nextNode = used, made = used;
    for (int k = 0; k < used - 1; k++) {
        int pick[2];
        for (int j = 0; j < 2; j++) {
            if (nextLeaf < used && (nextNode >= made || weight[nextLeaf] <= weight[nextNode])) pick[j] = nextLeaf++;
            else pick[j] = nextNode++;
        }
        weight[made] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = made;
        made++;
    }
    // Depths from the root (the last node made) down.
    uint8_t depth[2 * TEXTPROOF_HUFFMAN_MAX_SYMBOLS];
    depth[made - 1] = 0;
    int lengthCount[64] = {0};
    for (int node = made - 2; node >= 0; node--) {
        depth[node] = (uint8_t)(depth[parent[node]] + 1);
        if (node < used) lengthCount[depth[node] > 63 ? 63 : depth[node]]++;
    }
    for (int l = limit + 1; l < 64; l++) {
        lengthCount[limit] += lengthCount[l];
        lengthCount[l] = 0;
    }
    // Kraft sum in units of 2^-limit; above 2^limit the code is over-full.
    uint32_t total = 0;
    for (int l = 1; l <= limit; l++) total += (uint32_t)lengthCount[l] << (limit - l);
    while (total > (1u << limit)) {
        lengthCount[limit]--;
        for (int l = limit - 1; l > 0; l--) {
            if (lengthCount[l] != 0) {
                lengthCount[l]--;
                lengthCount[l + 1] += 2;
                break;
            }
        }
        total--;
    }
    // Least frequent first: longest lengths first.
    int leaf = 0;
    for (int l = limit; l >= 1; l--) {
        for (int i = 0; i < lengthCount[l]; i++) lengths[leaves[leaf++].symbol] = (uint8_t)l;
    }
}

// Canonical codes from lengths, bit-reversed for a least-significant-first writer.
void textproof_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    uint16_t lengthCount[16] = {0}, next[16];
    for (int s = 0; s < count; s++) lengthCount[lengths[s]]++;
    lengthCount[0] = 0;
    uint16_t code = 0;
    for (int l = 1; l < 16; l++) {
        code = (uint16_t)((code + lengthCount[l - 1]) << 1);
        next[l] = code;
    }
    for (int s = 0; s < count; s++) {
        const int l = lengths[s];
        if (l == 0) {
            codes[s] = 0;
            continue;
        }
        uint16_t c = next[l]++, reversed = 0;
        for (int i = 0; i < l; i++) {
            reversed = (uint16_t)(reversed << 1 | (c & 1));
            c >>= 1;
        }
        codes[s] = reversed;
    }
}

void textproof_deflate_code_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths) {
    if (count < 0 || count > TEXTPROOF_HUFFMAN_MAX_SYMBOLS || limit < 1 || limit > 15) return;
    textproof_huffman_lengths(frequencies, count, limit, lengths);
}

