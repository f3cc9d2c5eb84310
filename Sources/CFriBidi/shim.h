#ifndef TEXTPROOF_CFRIBIDI_SHIM_H
#define TEXTPROOF_CFRIBIDI_SHIM_H
#include <fribidi.h>

// FriBidi's paragraph directions are macros built from bit masks; typed constants here.
static const FriBidiParType CFriBidi_PAR_ON = FRIBIDI_PAR_ON;
static const FriBidiParType CFriBidi_PAR_LTR = FRIBIDI_PAR_LTR;
static const FriBidiParType CFriBidi_PAR_RTL = FRIBIDI_PAR_RTL;
static const FriBidiFlags CFriBidi_FLAGS_DEFAULT = FRIBIDI_FLAGS_DEFAULT;
#endif
