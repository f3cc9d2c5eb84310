#ifndef TEXTPROOF_PNG_BYTES_H
#define TEXTPROOF_PNG_BYTES_H
// The small helpers every PNG file of this target uses: PNG's big-endian words, the host's byte
// order, and the message buffer the Swift side reads.
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

static inline uint32_t textproof_get32(const uint8_t *from) {
    return (uint32_t)from[0] << 24 | (uint32_t)from[1] << 16 | (uint32_t)from[2] << 8 | from[3];
}

static inline void textproof_put32(uint8_t *to, uint32_t value) {
    to[0] = (uint8_t)(value >> 24);
    to[1] = (uint8_t)(value >> 16);
    to[2] = (uint8_t)(value >> 8);
    to[3] = (uint8_t)value;
}

static inline int textproof_host_is_little_endian(void) {
    const uint16_t probe = 1;
    return *(const uint8_t *)&probe == 1;
}

static inline void textproof_set_message(char *message, size_t capacity, const char *text) {
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", text);
}
#endif
