#ifndef TEXTPROOF_CLIBPNG_SHIM_H
#define TEXTPROOF_CLIBPNG_SHIM_H
#include <png.h>
#endif
