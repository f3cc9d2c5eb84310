#ifndef TEXTPROOF_CPNG_H
#define TEXTPROOF_CPNG_H
// libpng behind a status-returning interface. libpng's classic API reports errors by longjmp;
// every setjmp lives in CPNG.c, so a longjmp never crosses a Swift frame.
#include <stddef.h>
#include <stdint.h>

/// Writes 8-bit straight-alpha RGBA rows (top row first) as a PNG. When `icc` is non-null the profile
/// is embedded as an iCCP chunk named `iccName`; otherwise an sRGB chunk (perceptual) is written.
/// No tIME chunk is written, so equal pixels give equal bytes.
/// Returns 0 on success; otherwise a non-zero status and a message in `message`.
int textproof_png_write_rgba8(const char *path,
                              const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                              const uint8_t *icc, size_t iccLength, const char *iccName,
                              char *message, size_t messageCapacity);

/// Reads any PNG libpng understands (any bit depth or colour type) as 8-bit straight-alpha RGBA.
/// On success returns 0 and sets *pixels (free with textproof_png_free), *width and *height.
int textproof_png_read_rgba8(const char *path,
                             uint8_t **pixels, uint32_t *width, uint32_t *height,
                             char *message, size_t messageCapacity);

void textproof_png_free(uint8_t *pixels);
#endif
