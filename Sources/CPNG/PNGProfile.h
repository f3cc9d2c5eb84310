#ifndef TEXTPROOF_PNG_PROFILE_H
#define TEXTPROOF_PNG_PROFILE_H
#include <stddef.h>
#include <stdint.h>

/// Whether an ICC profile passes the checks libpng makes of an RGB image's profile (its
/// png_icc_check_length and png_icc_check_header), in their strictest reading: the writer refuses
/// to embed any other, the fast reader leaves any other to libpng.
int textproof_png_plausible_profile(const uint8_t *profile, size_t length);
#endif
