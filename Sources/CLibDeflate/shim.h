#ifndef TEXTPROOF_CLIBDEFLATE_SHIM_H
#define TEXTPROOF_CLIBDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
