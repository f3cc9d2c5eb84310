// pixelmatch's anti-aliasing test (AntialiasingDetector.reference in Swift is the loop as written)
// with the eight neighbours' brightness differences in two AVX2 vectors of doubles. The arithmetic
// is the reference's to the bit: integer channel differences, converted exactly, each times its
// weight, summed red + green then + blue, never fused (the target enables AVX2 alone, not FMA, and
// contraction is off). The darkest and brightest neighbours are the first lanes, in pixelmatch's
// visiting order, equal to the minimum and maximum: the ones its strict comparisons keep. An
// AVX-512 version, the eight in one vector, measured no faster: the tests' dependent loads, not
// their arithmetic, set the pace.
#include "CComparison.h"

#pragma clang fp contract(off)

#if defined(__x86_64__)
#include <immintrin.h>

// Where each lane's neighbour is, in words from the centre: pixelmatch's visiting order, columns
// outer, rows inner: (−1,−1) (−1,0) (−1,1) (0,−1) (0,1) (1,−1) (1,0) (1,1). Worked out before they
// are needed, so that no multiplication waits between finding an extreme and loading its siblings.
#define NEIGHBOURS(width) {-(width) - 1, -1, (width) - 1, -(width), (width), -(width) + 1, 1, (width) + 1}

// Three or more of the eight neighbours of `index` equal to it: a row's four words at a time.
__attribute__((target("avx2"), always_inline)) static inline int many_siblings(const uint32_t *image, long width, long index) {
    const __m128i value = _mm_set1_epi32((int)image[index]);
    const uint32_t *left = image + index - 1;
    const unsigned above = (unsigned)_mm_movemask_ps(
        _mm_castsi128_ps(_mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(left - width)), value)));
    const unsigned level = (unsigned)_mm_movemask_ps(
        _mm_castsi128_ps(_mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)left), value)));
    const unsigned below = (unsigned)_mm_movemask_ps(
        _mm_castsi128_ps(_mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(left + width)), value)));
    return __builtin_popcount((above & 7) | (level & 5) << 4 | (below & 7) << 8) > 2;
}

__attribute__((target("avx2"))) static inline __m256d brightness(__m256i red, __m256i green, __m256i blue, int high) {
    const __m256d wr = _mm256_set1_pd(0.29889531), wg = _mm256_set1_pd(0.58662247), wb = _mm256_set1_pd(0.11448223);
    const __m128i r = high ? _mm256_extracti128_si256(red, 1) : _mm256_castsi256_si128(red);
    const __m128i g = high ? _mm256_extracti128_si256(green, 1) : _mm256_castsi256_si128(green);
    const __m128i b = high ? _mm256_extracti128_si256(blue, 1) : _mm256_castsi256_si128(blue);
    return _mm256_add_pd(
        _mm256_add_pd(_mm256_mul_pd(_mm256_cvtepi32_pd(r), wr), _mm256_mul_pd(_mm256_cvtepi32_pd(g), wg)),
        _mm256_mul_pd(_mm256_cvtepi32_pd(b), wb));
}

__attribute__((target("avx2"))) static inline unsigned lanes_equal(__m256d low, __m256d high, __m256d value) {
    return (unsigned)_mm256_movemask_pd(_mm256_cmp_pd(low, value, _CMP_EQ_OQ))
        | (unsigned)_mm256_movemask_pd(_mm256_cmp_pd(high, value, _CMP_EQ_OQ)) << 4;
}

// 1 or 0 for `image` (one of the two, `a` and `b` in pixelmatch's order); -1 when translucent.
__attribute__((target("avx2"), always_inline)) static inline int antialiased(
    const uint32_t *image, const uint32_t *a, const uint32_t *b, long width, long index) {
    const long offsets[8] = NEIGHBOURS(width);
    const uint32_t *p = image + index;
    const uint32_t c = p[0];
    const __m256i n = _mm256_setr_epi32(
        (int)p[-width - 1], (int)p[-1], (int)p[width - 1], (int)p[-width], (int)p[width], (int)p[-width + 1],
        (int)p[1], (int)p[width + 1]);
    const __m256i centre = _mm256_set1_epi32((int)c);
    // Opaque: every alpha byte 255 (the AND of the nine words has it).
    __m128i all = _mm_and_si128(_mm256_castsi256_si128(n), _mm256_extracti128_si256(n, 1));
    all = _mm_and_si128(all, _mm_shuffle_epi32(all, 0x4E));
    all = _mm_and_si128(all, _mm_shuffle_epi32(all, 0xB1));
    if (((uint32_t)_mm_cvtsi128_si32(all) & c) >> 24 != 255) return -1;

    // Equal neighbours differ by zero: three settle it without arithmetic.
    const unsigned equal = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(n, centre)));
    if (__builtin_popcount(equal) > 2) return 0;

    const __m256i byte = _mm256_set1_epi32(255);
    const __m256i red = _mm256_sub_epi32(_mm256_and_si256(centre, byte), _mm256_and_si256(n, byte));
    const __m256i green = _mm256_sub_epi32(
        _mm256_and_si256(_mm256_srli_epi32(centre, 8), byte), _mm256_and_si256(_mm256_srli_epi32(n, 8), byte));
    const __m256i blue = _mm256_sub_epi32(
        _mm256_and_si256(_mm256_srli_epi32(centre, 16), byte), _mm256_and_si256(_mm256_srli_epi32(n, 16), byte));
    const __m256d low = brightness(red, green, blue, 0), high = brightness(red, green, blue, 1);

    // pixelmatch's minimum and maximum start at 0, so a side with no difference stays 0.
    const __m256d zero = _mm256_setzero_pd();
    const __m256d least4 = _mm256_min_pd(_mm256_min_pd(low, high), zero);
    const __m256d most4 = _mm256_max_pd(_mm256_max_pd(low, high), zero);
    const __m128d least2 = _mm_min_pd(_mm256_castpd256_pd128(least4), _mm256_extractf128_pd(least4, 1));
    const __m128d most2 = _mm_max_pd(_mm256_castpd256_pd128(most4), _mm256_extractf128_pd(most4, 1));
    const double least = _mm_cvtsd_f64(_mm_min_sd(least2, _mm_unpackhi_pd(least2, least2)));
    const double most = _mm_cvtsd_f64(_mm_max_sd(most2, _mm_unpackhi_pd(most2, most2)));
    if (__builtin_popcount(lanes_equal(low, high, zero)) > 2 || least == 0 || most == 0) return 0;

    const long darkest = index + offsets[__builtin_ctz(lanes_equal(low, high, _mm256_set1_pd(least)))];
    const long brightest = index + offsets[__builtin_ctz(lanes_equal(low, high, _mm256_set1_pd(most)))];
    return (many_siblings(a, width, darkest) && many_siblings(b, width, darkest))
        || (many_siblings(a, width, brightest) && many_siblings(b, width, brightest));
}

int textproof_antialiased_either_available(void) { return __builtin_cpu_supports("avx2"); }

// The row's tests in one function compiled for AVX2, so that each test is inlined into the loop.
__attribute__((target("avx2"))) static void either_row(
    const uint32_t *first, const uint32_t *second, long width, long height, long y, const int32_t *xs,
    int8_t *answers, long count) {
    const long row = y * width;
    // The next row's tests read up to three rows down, a row no scan has touched yet: ask for it
    // now, so that its first reads wait on the cache, not on memory (5 % of a comparison).
    if (y + 3 < height) {
        for (long x = 0; x < width; x += 16) {
            __builtin_prefetch(first + row + 3 * width + x);
            __builtin_prefetch(second + row + 3 * width + x);
        }
    }
    for (long k = 0; k < count; k++) {
        const long x = xs[k];
        if (x < 2 || x > width - 4) {
            answers[k] = -1;
            continue;
        }
        const int inFirst = antialiased(first, first, second, width, row + x);
        answers[k] = (int8_t)(inFirst != 0 ? inFirst : antialiased(second, second, first, width, row + x));
    }
}

void textproof_antialiased_either_row(
    const uint32_t *first, const uint32_t *second, long width, long height, long y, const int32_t *xs,
    int8_t *answers, long count) {
    if (y < 2 || y > height - 3 || !__builtin_cpu_supports("avx2")) {
        for (long k = 0; k < count; k++) answers[k] = -1;
        return;
    }
    either_row(first, second, width, height, y, xs, answers, count);
}

#else

int textproof_antialiased_either_available(void) { return 0; }

void textproof_antialiased_either_row(
    const uint32_t *first, const uint32_t *second, long width, long height, long y, const int32_t *xs,
    int8_t *answers, long count) {
    (void)first, (void)second, (void)width, (void)height, (void)y, (void)xs;
    for (long k = 0; k < count; k++) answers[k] = -1;
}

#endif
