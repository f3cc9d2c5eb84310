#ifndef TEXTPROOF_CUNIBREAK_SHIM_H
#define TEXTPROOF_CUNIBREAK_SHIM_H
#include <linebreak.h>
#endif
