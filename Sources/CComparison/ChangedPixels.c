// The golden diff's scan for changed pixels as a list of positions: sixteen pixels compared a step,
// the lanes that differ taken from the comparison's mask as bits (ChangedPixelScan in Swift is
// its reference and its fallback).
#include "CComparison.h"

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2"))) static long changed_avx2(
    const uint32_t *a, const uint32_t *b, long count, int32_t *changed) {
    long found = 0, index = 0;
    // Sixteen a step: equal images cost one test per sixteen pixels, as the Swift scan's.
    for (; index + 16 <= count; index += 16) {
        const __m256i low = _mm256_cmpeq_epi32(
            _mm256_loadu_si256((const __m256i *)(a + index)), _mm256_loadu_si256((const __m256i *)(b + index)));
        const __m256i high = _mm256_cmpeq_epi32(
            _mm256_loadu_si256((const __m256i *)(a + index + 8)), _mm256_loadu_si256((const __m256i *)(b + index + 8)));
        unsigned differing = ~((unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(low))
                               | (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(high)) << 8) & 0xFFFF;
        while (differing != 0) {
            changed[found++] = (int32_t)(index + __builtin_ctz(differing));
            differing &= differing - 1;
        }
    }
    for (; index < count; index++) {
        if (a[index] != b[index]) changed[found++] = (int32_t)index;
    }
    return found;
}

long textproof_changed_pixels(const uint32_t *a, const uint32_t *b, long count, int32_t *changed) {
    return __builtin_cpu_supports("avx2") ? changed_avx2(a, b, count, changed) : -1;
}

#else

long textproof_changed_pixels(const uint32_t *a, const uint32_t *b, long count, int32_t *changed) {
    (void)a, (void)b, (void)count, (void)changed;
    return -1;
}

#endif
