// A run's pixels tallied for its contrast measurement, 32 a step: the mask's bytes compared with
// its maximum and with 0 as one vector each, the lanes taken as bits; the pixels near ink from a
// bit dilation of the mask (as NearMask), its rows ORed as each row is walked. A step's counted
// pixels that are all one colour (a glyph's stem, the ground around it) are added at once.
#include "CMeasurement.h"

#include <stdlib.h>
#include <string.h>

// Both the walk and its reference in Swift look this far for ink (StripTallies.radius).
enum { RADIUS = 2 };

uint8_t textproof_maximum_byte(const uint8_t *bytes, long count);

#if defined(__x86_64__)
#include <immintrin.h>

// The colour being counted into one strip's tally and how many times so far (0: none yet).
typedef struct {
    uint32_t color;
    uint32_t count;
} Current;

typedef struct {
    textproof_tally_run *runs;
    long count, capacity;
    int failed;
} Output;

static void emit(Output *out, int32_t strip, int32_t background, uint32_t color, uint32_t count) {
    if (out->count == out->capacity) {
        const long capacity = out->capacity * 2;
        textproof_tally_run *grown = realloc(out->runs, (size_t)capacity * sizeof *grown);
        if (grown == NULL) {
            out->failed = 1;
            return;
        }
        out->runs = grown;
        out->capacity = capacity;
    }
    out->runs[out->count++] = (textproof_tally_run){strip, background, color, count};
}

static inline void add(Output *out, Current *current, int32_t strip, int32_t background, uint32_t color, uint32_t times) {
    if (current->count > 0 && current->color == color) {
        current->count += times;
        return;
    }
    if (current->count > 0) emit(out, strip, background, current->color, current->count);
    current->color = color;
    current->count = times;
}

// A premultiplied RGBA pixel (R in the low byte) as packed RRGGBBAA with straight alpha, each
// channel rounded as PremultipliedColorU8.unpremultiplied rounds it (opaque pixels as they are).
static inline uint32_t packed_straight(uint32_t word) {
    const uint32_t alpha = word >> 24;
    if (alpha == 255) return __builtin_bswap32(word);
    if (alpha == 0) return 0;
    uint32_t channel[3];
    for (int c = 0; c < 3; c++) {
        const uint32_t value = ((word >> (8 * c)) & 0xFF) * 255 + alpha / 2;
        channel[c] = value / alpha > 255 ? 255 : value / alpha;
    }
    return channel[0] << 24 | channel[1] << 16 | channel[2] << 8 | alpha;
}

// Pixels `lanes` (bits, pixel i at bit i) of the eight at `pixels`, into `current`: at once when
// they are one colour.
__attribute__((target("avx2"))) static inline void tally_eight(
    Output *out, Current *current, int32_t strip, int32_t background, const uint8_t *pixels, uint32_t lanes) {
    if (lanes == 0) return;
    const __m256i eight = _mm256_loadu_si256((const __m256i *)pixels);
    uint32_t first;
    memcpy(&first, pixels + 4 * __builtin_ctz(lanes), 4);
    const uint32_t equal = (uint32_t)_mm256_movemask_ps(
        _mm256_castsi256_ps(_mm256_cmpeq_epi32(eight, _mm256_set1_epi32((int)first))));
    if ((lanes & ~equal) == 0) {
        add(out, current, strip, background, packed_straight(first), (uint32_t)__builtin_popcount(lanes));
        return;
    }
    while (lanes != 0) {
        uint32_t word;
        memcpy(&word, pixels + 4 * __builtin_ctz(lanes), 4);
        add(out, current, strip, background, packed_straight(word), 1);
        lanes &= lanes - 1;
    }
}

// Bits x … x + 31 of a row of near bits (the row has a spare zero word at its end).
static inline uint32_t bits32(const uint64_t *row, long x) {
    const long index = x >> 6, shift = x & 63;
    uint64_t bits = row[index] >> shift;
    if (shift > 32) bits |= row[index + 1] << (64 - shift);
    return (uint32_t)bits;
}

// Bits i of the 32 columns from x that lie in [from, to).
static inline uint32_t inside(long x, long from, long to) {
    const long low = from > x ? from - x : 0, high = to < x + 32 ? to - x : 32;
    if (high <= low) return 0;
    const uint32_t span = high - low == 32 ? 0xFFFFFFFFu : ((1u << (high - low)) - 1);
    return span << low;
}

__attribute__((target("avx2"))) static long tallies_avx2(
    const uint8_t *coverage, long coverageStride, long maskWidth, long maskHeight, uint8_t maximum,
    const uint8_t *pixels, long pixelStride, long columns, long rows, long boxX0, long boxX1, long boxY0,
    long boxY1, long fromBounds, long firstStrip, long stripCount, textproof_tally_run **runsOut) {
    const long words = (maskWidth + 63) / 64, rowWords = words + 1;
    // Each mask row's covered pixels as bits, spread `RADIUS` columns each way; then per walked
    // row, the rows within `RADIUS` ORed (the dilation NearMask does, a row at a time).
    uint64_t *horizontal = calloc((size_t)(maskHeight * rowWords + rowWords), sizeof(uint64_t));
    Current *currents = calloc((size_t)(2 * stripCount), sizeof(Current));
    Output out = {malloc(sizeof(textproof_tally_run) * (size_t)(2 * stripCount + 64)), 0, 2 * stripCount + 64, 0};
    if (horizontal == NULL || currents == NULL || out.runs == NULL) {
        free(horizontal), free(currents), free(out.runs);
        return -1;
    }
    uint64_t *covered = horizontal + maskHeight * rowWords;  // one row of scratch
    const uint64_t lastBits = (maskWidth & 63) == 0 ? ~0ull : (1ull << (maskWidth & 63)) - 1;
    const __m256i zero = _mm256_setzero_si256(), top = _mm256_set1_epi8((char)maximum);
    for (long y = 0; y < maskHeight; y++) {
        const uint8_t *row = coverage + y * coverageStride;
        memset(covered, 0, (size_t)rowWords * sizeof(uint64_t));
        long x = 0;
        for (; x + 32 <= maskWidth; x += 32) {
            const __m256i bytes = _mm256_loadu_si256((const __m256i *)(row + x));
            const uint64_t bits = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, zero)) & 0xFFFFFFFFull;
            covered[x >> 6] |= bits << (x & 63);
        }
        for (; x < maskWidth; x++) {
            if (row[x] != 0) covered[x >> 6] |= 1ull << (x & 63);
        }
        uint64_t *spread = horizontal + y * rowWords;
        for (long i = 0; i < words; i++) {
            const uint64_t word = covered[i], before = i > 0 ? covered[i - 1] : 0, after = covered[i + 1];
            uint64_t bits = word;
            for (int s = 1; s <= RADIUS; s++) bits |= word << s | word >> s | before >> (64 - s) | after << (64 - s);
            spread[i] = i + 1 == words ? bits & lastBits : bits;
        }
    }
    uint64_t *near = covered;  // reused: the walked row's near bits
    Current *text = currents, *ground = currents + stripCount;
    for (long y = 0; y < rows; y++) {
        const int inBoxY = y >= boxY0 && y < boxY1;
        if (inBoxY) {
            memset(near, 0, (size_t)rowWords * sizeof(uint64_t));
            const long from = y - RADIUS > 0 ? y - RADIUS : 0, to = y + RADIUS < maskHeight - 1 ? y + RADIUS : maskHeight - 1;
            for (long other = from; other <= to; other++) {
                const uint64_t *spread = horizontal + other * rowWords;
                for (long i = 0; i < words; i++) near[i] |= spread[i];
            }
        }
        const uint8_t *row = coverage + y * coverageStride, *pixelRow = pixels + y * pixelStride;
        // One pixel at a time until a strip starts right of the bounds' left edge (left of it, the
        // division puts up to 15 columns in the first strip), then 32 (four strips) a step, then the rest.
        long x = 0;
        const long start = fromBounds < 0 ? -fromBounds : 0;
        long aligned = start + (8 - (fromBounds + start) % 8) % 8;
        if (aligned > columns) aligned = columns;
        for (int pass = 0; pass < 2; pass++) {
            const long end = pass == 0 ? aligned : columns;
            if (pass == 1) {
                for (; x + 32 <= columns; x += 32) {
                    const __m256i bytes = _mm256_loadu_si256((const __m256i *)(row + x));
                    const uint32_t textLanes = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, top));
                    uint32_t groundLanes = 0;
                    if (inBoxY) {
                        groundLanes = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, zero)) & bits32(near, x)
                                      & inside(x, boxX0, boxX1);
                    }
                    if ((textLanes | groundLanes) == 0) continue;
                    for (int k = 0; k < 4; k++) {
                        const uint32_t t = (textLanes >> (8 * k)) & 0xFF, g = (groundLanes >> (8 * k)) & 0xFF;
                        if ((t | g) == 0) continue;
                        const int32_t strip = (int32_t)((fromBounds + x + 8 * k) / 8 - firstStrip);
                        const uint8_t *eight = pixelRow + (x + 8 * k) * 4;
                        tally_eight(&out, &text[strip], strip, 0, eight, t);
                        tally_eight(&out, &ground[strip], strip, 1, eight, g);
                    }
                }
            }
            for (; x < end; x++) {
                const uint8_t value = row[x];
                const int counted = value == maximum
                                    || (value == 0 && inBoxY && ((near[x >> 6] >> (x & 63)) & 1) && x >= boxX0 && x < boxX1);
                if (!counted) continue;
                const int32_t strip = (int32_t)((fromBounds + x) / 8 - firstStrip);
                uint32_t word;
                memcpy(&word, pixelRow + x * 4, 4);
                if (value == maximum) {
                    add(&out, &text[strip], strip, 0, packed_straight(word), 1);
                } else {
                    add(&out, &ground[strip], strip, 1, packed_straight(word), 1);
                }
            }
        }
    }
    for (long strip = 0; strip < stripCount; strip++) {
        if (text[strip].count > 0) emit(&out, (int32_t)strip, 0, text[strip].color, text[strip].count);
        if (ground[strip].count > 0) emit(&out, (int32_t)strip, 1, ground[strip].color, ground[strip].count);
    }
    free(horizontal);
    free(currents);
    if (out.failed) {
        free(out.runs);
        return -1;
    }
    *runsOut = out.runs;
    return out.count;
}

__attribute__((target("avx2"))) static uint8_t maximum_avx2(const uint8_t *bytes, long count) {
    __m256i most = _mm256_setzero_si256();
    long index = 0;
    for (; index + 32 <= count; index += 32) most = _mm256_max_epu8(most, _mm256_loadu_si256((const __m256i *)(bytes + index)));
    uint8_t lanes[32], result = 0;
    _mm256_storeu_si256((__m256i *)lanes, most);
    for (int i = 0; i < 32; i++) result = lanes[i] > result ? lanes[i] : result;
    for (; index < count; index++) result = bytes[index] > result ? bytes[index] : result;
    return result;
}

long textproof_strip_tallies(
    const uint8_t *coverage, long coverageStride, long maskWidth, long maskHeight, uint8_t maximum,
    const uint8_t *pixels, long pixelStride, long columns, long rows, long boxX0, long boxX1, long boxY0,
    long boxY1, long fromBounds, long firstStrip, long stripCount, textproof_tally_run **runs) {
    if (!__builtin_cpu_supports("avx2") || maskWidth <= 0 || maskHeight <= 0 || stripCount <= 0) return -1;
    return tallies_avx2(
        coverage, coverageStride, maskWidth, maskHeight, maximum, pixels, pixelStride, columns, rows, boxX0, boxX1,
        boxY0, boxY1, fromBounds, firstStrip, stripCount, runs);
}

uint8_t textproof_maximum_byte(const uint8_t *bytes, long count) {
    if (__builtin_cpu_supports("avx2")) return maximum_avx2(bytes, count);
    uint8_t result = 0;
    for (long index = 0; index < count; index++) result = bytes[index] > result ? bytes[index] : result;
    return result;
}

#else

long textproof_strip_tallies(
    const uint8_t *coverage, long coverageStride, long maskWidth, long maskHeight, uint8_t maximum,
    const uint8_t *pixels, long pixelStride, long columns, long rows, long boxX0, long boxX1, long boxY0,
    long boxY1, long fromBounds, long firstStrip, long stripCount, textproof_tally_run **runs) {
    (void)coverage, (void)coverageStride, (void)maskWidth, (void)maskHeight, (void)maximum, (void)pixels;
    (void)pixelStride, (void)columns, (void)rows, (void)boxX0, (void)boxX1, (void)boxY0, (void)boxY1;
    (void)fromBounds, (void)firstStrip, (void)stripCount, (void)runs;
    return -1;
}

uint8_t textproof_maximum_byte(const uint8_t *bytes, long count) {
    uint8_t result = 0;
    for (long index = 0; index < count; index++) result = bytes[index] > result ? bytes[index] : result;
    return result;
}

#endif

void textproof_strip_tallies_free(textproof_tally_run *runs) { free(runs); }
