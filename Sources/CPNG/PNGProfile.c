#include "PNGProfile.h"
#include "PNGBytes.h"

#include <string.h>

int textproof_png_plausible_profile(const uint8_t *profile, size_t length) {
    if (length < 132 || (length & 3) != 0 || textproof_get32(profile) != length) return 0;
    if (memcmp(profile + 36, "acsp", 4) != 0 || memcmp(profile + 16, "RGB ", 4) != 0) return 0;
    if (memcmp(profile + 20, "XYZ ", 4) != 0 && memcmp(profile + 20, "Lab ", 4) != 0) return 0;
    if (textproof_get32(profile + 64) > 3) return 0;
    const uint32_t tags = textproof_get32(profile + 128);
    return tags <= (length - 132) / 12;
}
