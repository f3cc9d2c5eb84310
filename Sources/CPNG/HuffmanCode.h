#ifndef TEXTPROOF_HUFFMAN_CODE_H
#define TEXTPROOF_HUFFMAN_CODE_H
#include <stdint.h>

// Deflate's largest alphabet: 286 literal/length symbols.
#define TEXTPROOF_HUFFMAN_MAX_SYMBOLS 286

// Code lengths of at most `limit` bits for `count` (≤ 286) symbols from their frequencies (0: unused).
void textproof_huffman_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths);

// Canonical codes from lengths, bit-reversed for a writer that sends the least significant bit first.
void textproof_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes);
#endif
