#ifndef TEXTPROOF_CTESSERACT_SHIM_H
#define TEXTPROOF_CTESSERACT_SHIM_H
// Tesseract's C API (capi.h): page layout analysis for text line and word boxes, and line
// recognition for labels. TextLineFinder in TextProofAudit owns each TessBaseAPI.
#include <tesseract/capi.h>
#endif
