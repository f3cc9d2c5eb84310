// The contrast measurement's pixel walk in C with AVX2, where Swift's SIMD types cannot say what it
// needs (a comparison's lanes as bits); StripTallies in Swift (TextProof) is its reference and its
// fallback, and tests hold the two equal.
#ifndef TEXTPROOF_CMEASUREMENT_H
#define TEXTPROOF_CMEASUREMENT_H

#include <stdint.h>

/// A run of equal colours counted into one strip's tally: `count` pixels of `color` (packed
/// RRGGBBAA, straight alpha) under the run's text (`background` 0) or around it (1).
typedef struct {
    int32_t strip;
    int32_t background;
    uint32_t color;
    uint32_t count;
} textproof_tally_run;

/// Tallies one run's pixels for its contrast measurement, as StripTallies does: in each 8-pixel
/// strip, the colours under full coverage (the mask's `maximum`) and the uncovered colours within
/// two pixels (Chebyshev) of a covered one inside the run's box. The mask is `maskWidth` ×
/// `maskHeight` bytes, rows `coverageStride` apart; `pixels` is the surface's premultiplied RGBA at
/// the mask's origin, rows `pixelStride` bytes apart, of which `columns` × `rows` lie on the
/// surface. The box is [boxX0, boxX1) × [boxY0, boxY1) in mask coordinates; a pixel at mask column
/// x is in strip (fromBounds + x) / 8 − firstStrip (C's division, as Swift's). Writes the runs to a
/// buffer it allocates (`*runs`, freed by the caller with textproof_strip_tallies_free) and returns their count; -1
/// without AVX2 or memory (the caller's Swift walk then).
long textproof_strip_tallies(
    const uint8_t *coverage, long coverageStride, long maskWidth, long maskHeight, uint8_t maximum,
    const uint8_t *pixels, long pixelStride, long columns, long rows, long boxX0, long boxX1, long boxY0,
    long boxY1, long fromBounds, long firstStrip, long stripCount, textproof_tally_run **runs);

/// Frees the runs textproof_strip_tallies wrote.
void textproof_strip_tallies_free(textproof_tally_run *runs);

/// The largest byte of `count` at `bytes` (0 for none), 32 a step where AVX2 is there.
uint8_t textproof_maximum_byte(const uint8_t *bytes, long count);

#endif
