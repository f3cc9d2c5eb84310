#ifndef TEXTPROOF_CHARFBUZZ_SHIM_H
#define TEXTPROOF_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#endif
