#ifndef TEXTPROOF_CYAML_SHIM_H
#define TEXTPROOF_CYAML_SHIM_H
#include <yaml.h>
#endif
