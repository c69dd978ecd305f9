// PipGrid mp32 stand-in: no os.dupterm in this build.
#ifndef MICROPY_INCLUDED_EXTMOD_MISC_H
#define MICROPY_INCLUDED_EXTMOD_MISC_H
#include <stddef.h>
#include "py/runtime.h"
static inline int mp_os_dupterm_tx_strn(const char *str, size_t len) {
    (void)str;
    (void)len;
    return -1;
}
#endif
