#ifndef TEXTPROOF_CPNG_H
#define TEXTPROOF_CPNG_H
// libpng behind a status-returning interface. libpng's classic API reports errors by longjmp;
// every setjmp lives in CPNG.c, so a longjmp never crosses a Swift frame.
#include <stddef.h>
#include <stdint.h>

/// Writes straight-alpha RGBA rows (top row first) as a PNG of `bitDepth` 8 or 16. For 8 bits,
/// `pixels` holds bytes; for 16, host-order uint16 samples. `stride` is in bytes. When `icc` is
/// non-null the profile is embedded as an iCCP chunk named `iccName`; otherwise an sRGB chunk
/// (perceptual) is written. No tIME chunk: equal pixels give equal bytes.
/// Returns 0 on success; otherwise a non-zero status and a message in `message`.
int textproof_png_write_rgba(const char *path, const void *pixels, uint32_t width, uint32_t height,
                             size_t stride, int bitDepth,
                             const uint8_t *icc, size_t iccLength, const char *iccName,
                             char *message, size_t messageCapacity);

/// Reads any PNG libpng understands (any bit depth, colour type, palette, transparency or
/// interlacing) as straight-alpha RGBA into `buffer` (`capacity` bytes: width × height × 4, times
/// 2 for 16-bit files, as the IHDR chunk gives them): 8-bit samples for files of 8 bits or fewer,
/// 16-bit host-order samples for 16-bit files (*bitDepth says which: 8 or 16). *sourceDepth is the
/// file's own bit depth; the ICC profile is returned if the file embeds one (free *icc with
/// textproof_png_free).
int textproof_png_read_rgba(const char *path, void *buffer, size_t capacity, uint32_t *width, uint32_t *height,
                            int *bitDepth, int *sourceDepth, uint8_t **icc, uint32_t *iccLength,
                            char *message, size_t messageCapacity);

void textproof_png_free(void *pointer);
#endif
