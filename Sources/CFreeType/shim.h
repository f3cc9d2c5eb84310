#ifndef TEXTPROOF_CFREETYPE_SHIM_H
#define TEXTPROOF_CFREETYPE_SHIM_H
// FreeType names its headers through macros (FT_FREETYPE_H), which a module map cannot;
// and Swift imports no function-like macros, so the load flags we use are typed constants here.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_GLYPH_H
#include FT_MULTIPLE_MASTERS_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H

static const FT_Int32 CFreeType_LOAD_NO_HINTING = FT_LOAD_NO_HINTING;
static const FT_Int32 CFreeType_LOAD_NO_BITMAP = FT_LOAD_NO_BITMAP;
static const FT_Int32 CFreeType_LOAD_TARGET_NORMAL = FT_LOAD_TARGET_NORMAL;
static const FT_ULong CFreeType_TAG_wght = FT_MAKE_TAG('w', 'g', 'h', 't');
#endif
