#include "CPNG.h"

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

static void set_message(char *message, size_t capacity, const char *text) {
    if (message != NULL && capacity > 0) {
        snprintf(message, capacity, "%s", text);
    }
}

static void on_error(png_structp png, png_const_charp text) {
    error_context *context = (error_context *)png_get_error_ptr(png);
    set_message(context->message, context->capacity, text);
    longjmp(context->jump, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

int textproof_png_write_rgba8(const char *path,
                              const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                              const uint8_t *icc, size_t iccLength, const char *iccName,
                              char *message, size_t messageCapacity) {
    FILE *file = fopen(path, "wb");
    if (file == NULL) {
        set_message(message, messageCapacity, strerror(errno));
        return 1;
    }
    error_context context = {.message = message, .capacity = messageCapacity};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (png == NULL || info == NULL) {
        set_message(message, messageCapacity, "out of memory");
        png_destroy_write_struct(&png, NULL);
        fclose(file);
        return 2;
    }
    if (setjmp(context.jump)) {
        png_destroy_write_struct(&png, &info);
        fclose(file);
        return 3;
    }
    png_init_io(png, file);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (icc != NULL && iccLength > 0) {
        png_set_iCCP(png, info, iccName != NULL ? iccName : "ICC profile", PNG_COMPRESSION_TYPE_BASE,
                     icc, (png_uint_32)iccLength);
    } else {
        png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    }
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, pixels + (size_t)y * stride);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    if (fclose(file) != 0) {
        set_message(message, messageCapacity, strerror(errno));
        return 4;
    }
    return 0;
}

int textproof_png_read_rgba8(const char *path,
                             uint8_t **pixels, uint32_t *width, uint32_t *height,
                             char *message, size_t messageCapacity) {
    // The simplified API does its own setjmp and reports failure by return value.
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) {
        set_message(message, messageCapacity, image.message);
        return 1;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t size = PNG_IMAGE_SIZE(image);
    uint8_t *buffer = malloc(size);
    if (buffer == NULL) {
        png_image_free(&image);
        set_message(message, messageCapacity, "out of memory");
        return 2;
    }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        set_message(message, messageCapacity, image.message);
        free(buffer);
        png_image_free(&image);
        return 3;
    }
    *pixels = buffer;
    *width = image.width;
    *height = image.height;
    return 0;
}

void textproof_png_free(uint8_t *pixels) {
    free(pixels);
}
