#ifndef TEXTPROOF_CLITTLECMS_SHIM_H
#define TEXTPROOF_CLITTLECMS_SHIM_H
// lcms2's pixel formats (TYPE_RGB_DBL, …) are function-like macros Swift cannot import:
// re-exported as typed constants.
#include <lcms2.h>

static const cmsUInt32Number CLittleCMS_TYPE_RGB_DBL = TYPE_RGB_DBL;
static const cmsUInt32Number CLittleCMS_TYPE_RGB_8 = TYPE_RGB_8;
static const cmsUInt32Number CLittleCMS_TYPE_RGBA_8 = TYPE_RGBA_8;
static const cmsUInt32Number CLittleCMS_TYPE_RGBA_16 = TYPE_RGBA_16;
static const cmsUInt32Number CLittleCMS_TYPE_RGBA_FLT = TYPE_RGBA_FLT;
static const cmsUInt32Number CLittleCMS_TYPE_GRAY_DBL = TYPE_GRAY_DBL;
static const cmsUInt32Number CLittleCMS_TYPE_GRAYA_16 = TYPE_GRAYA_16;
static const cmsUInt32Number CLittleCMS_TYPE_Lab_DBL = TYPE_Lab_DBL;
#endif
