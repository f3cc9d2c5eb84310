#ifndef TEXTPROOF_CPIXMAN_SHIM_H
#define TEXTPROOF_CPIXMAN_SHIM_H
#include <pixman.h>
#endif
