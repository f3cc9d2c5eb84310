#ifndef TEXTPROOF_CZLIB_SHIM_H
#define TEXTPROOF_CZLIB_SHIM_H
#include <zlib.h>
#endif
