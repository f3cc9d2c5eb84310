// The golden diff's vector kernels in C, where Swift's SIMD types cannot say what they need
// (a lane mask as bits, int-to-double conversion of a vector); each has its reference in Swift
// (TextProofRaster's Comparison folder), and tests hold the two equal.
#ifndef TEXTPROOF_CCOMPARISON_H
#define TEXTPROOF_CCOMPARISON_H

#include <stdint.h>

/// Whether `textproof_antialiased_either_row` can answer on this CPU (x86-64 with AVX2).
int textproof_antialiased_either_available(void);

/// pixelmatch's anti-aliasing test of pixels (xs[k], y), k < count, in the first image or, when
/// that says no, in the second (`antialiased(img1, …) || antialiased(img2, …)`): answers[k] is 1 or
/// 0, or -1 where it cannot answer: no AVX2; a pixel nearer than two to the left, top or bottom
/// edge, or than three to the right (a sibling test reads four words of a row); a translucent
/// pixel in either 3 × 3 neighbourhood (pixelmatch's backdrop arithmetic applies there; the
/// caller's path has it). Images are `width` × `height` 32-bit words (R in the low byte). A row's
/// pixels at once: the tests run back to back in one loop, not between the row's other work.
void textproof_antialiased_either_row(
    const uint32_t *first, const uint32_t *second, long width, long height, long y, const int32_t *xs,
    int8_t *answers, long count);

/// The positions of the `count` words where `a` and `b` differ, in order, written to `changed`
/// (room for `count`): how many; -1 without AVX2 (the caller's Swift scan then).
long textproof_changed_pixels(const uint32_t *a, const uint32_t *b, long count, int32_t *changed);

#endif
