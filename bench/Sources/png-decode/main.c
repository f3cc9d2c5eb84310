// png-decode: the decode floor for bench-e2e — libpng's simplified API reading one PNG to RGBA in
// memory, nothing else, as a whole process (the baseline `textproof diff` is compared with).
#include <png.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: png-decode FILE.png\n");
        return 64;
    }
    png_image image = {0};
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, argv[1])) {
        fprintf(stderr, "%s: %s\n", argv[1], image.message);
        return 2;
    }
    image.format = (image.format & PNG_FORMAT_FLAG_LINEAR) ? PNG_FORMAT_LINEAR_RGB_ALPHA : PNG_FORMAT_RGBA;
    void *buffer = malloc(PNG_IMAGE_SIZE(image));
    if (buffer == NULL || !png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        fprintf(stderr, "%s: %s\n", argv[1], image.message);
        return 2;
    }
    free(buffer);
    return 0;
}
