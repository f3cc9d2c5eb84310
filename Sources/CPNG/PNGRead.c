#include "CPNG.h"
#include "PNGBytes.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    jmp_buf jump;
    char *message;
    size_t capacity;
} error_context;

static void on_error(png_structp png, png_const_charp text) {
    error_context *context = (error_context *)png_get_error_ptr(png);
    textproof_set_message(context->message, context->capacity, text);
    longjmp(context->jump, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

textproof_png_status textproof_png_read_rgba(const char *path, void *buffer, size_t capacity, uint32_t *width, uint32_t *height,
                            int *bitDepth, int *sourceDepth, uint8_t **icc, uint32_t *iccLength,
                            char *message, size_t messageCapacity) {
    int depth = 0;
    if (textproof_png_read_rgba_fast(path, buffer, capacity, width, height, &depth, icc, iccLength) ==
        textproof_png_ok) {
        *bitDepth = depth;
        *sourceDepth = depth;
        return textproof_png_ok;
    }
    return textproof_png_read_rgba_libpng(path, buffer, capacity, width, height, bitDepth, sourceDepth, icc,
                                          iccLength, message, messageCapacity);
}

textproof_png_status textproof_png_read_rgba_libpng(const char *path, void *buffer, size_t capacity, uint32_t *width,
                                   uint32_t *height, int *bitDepth, int *sourceDepth, uint8_t **icc,
                                   uint32_t *iccLength, char *message, size_t messageCapacity) {
    *icc = NULL;
    *iccLength = 0;
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        textproof_set_message(message, messageCapacity, strerror(errno));
        return textproof_png_cannot_open;
    }
    png_byte signature[8];
    if (fread(signature, 1, 8, file) != 8 || png_sig_cmp(signature, 0, 8) != 0) {
        textproof_set_message(message, messageCapacity, "not a PNG file (bad signature)");
        fclose(file);
        return textproof_png_not_png;
    }
    error_context context = {.message = message, .capacity = messageCapacity};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (png == NULL || info == NULL) {
        textproof_set_message(message, messageCapacity, "out of memory");
        png_destroy_read_struct(&png, NULL, NULL);
        fclose(file);
        return textproof_png_out_of_memory;
    }
    // Freed on the error path: volatile, so their values survive the longjmp.
    uint8_t *volatile rows = NULL;
    png_bytep *volatile rowPointers = NULL;
    uint8_t *volatile profileCopy = NULL;
    if (setjmp(context.jump)) {
        free(rows);
        free(rowPointers);
        free(profileCopy);
        png_destroy_read_struct(&png, &info, NULL);
        fclose(file);
        return textproof_png_malformed;
    }
    // libpng allocates a chunk's declared length before reading it, and by default nothing bounds
    // that: a 93-byte file whose iTXt chunk declared 1.7 GB asked for all of it (make fuzz found it).
    // Nothing TextProof reads needs more than an ICC profile, which it caps at 64 MB everywhere.
    png_set_chunk_malloc_max(png, ((png_alloc_size_t)1 << 26) + 4096);
    // Text, time and other metadata are never used: skipped unread, so not inflated either.
    static const png_byte unused[] = "tEXt\0zTXt\0iTXt\0tIME\0eXIf\0sPLT\0";
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, unused, 6);
    png_init_io(png, file);
    png_set_sig_bytes(png, 8);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    int depth = png_get_bit_depth(png, info), colorType = png_get_color_type(png, info);
    if ((size_t)w * h > (size_t)1 << 28) {
        png_error(png, "image too large (over 268 million pixels)");
    }
    png_charp profileName;
    int compression;
    png_bytep profile;
    png_uint_32 profileLength;
    if (png_get_iCCP(png, info, &profileName, &compression, &profile, &profileLength) && profileLength > 0) {
        profileCopy = malloc(profileLength);
        if (profileCopy == NULL) png_error(png, "out of memory");
        memcpy(profileCopy, profile, profileLength);
        *iccLength = profileLength;
    }
    if (colorType == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (colorType == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    int wide = depth == 16;
    png_set_add_alpha(png, wide ? 0xFFFF : 0xFF, PNG_FILLER_AFTER);
    if (wide && textproof_host_is_little_endian()) png_set_swap(png);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t rowBytes = png_get_rowbytes(png, info);
    if (rowBytes != (size_t)w * (wide ? 8 : 4)) png_error(png, "unexpected row size after expansion to RGBA");
    // Decoded straight into the caller's buffer (sized from the IHDR chunk): 8-bit files stay
    // 8-bit (one byte a sample), 16-bit files 16-bit; nothing is widened or copied.
    if (buffer == NULL || rowBytes * h > capacity) png_error(png, "the image is larger than its header said");
    rowPointers = malloc(sizeof(png_bytep) * (h == 0 ? 1 : h));
    if (rowPointers == NULL) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < h; y++) rowPointers[y] = (png_bytep)buffer + (size_t)y * rowBytes;
    png_read_image(png, rowPointers);
    png_read_end(png, NULL);
    free(rowPointers);
    png_destroy_read_struct(&png, &info, NULL);
    fclose(file);
    *icc = profileCopy;
    *width = w;
    *height = h;
    *bitDepth = wide ? 16 : 8;
    *sourceDepth = depth;
    return textproof_png_ok;
}

void textproof_png_free(void *pointer) {
    free(pointer);
}
