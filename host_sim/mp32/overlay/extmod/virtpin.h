// PipGrid mp32 stand-in: the virtual-pin API declarations (no machine.Pin in this build).
#ifndef MICROPY_INCLUDED_EXTMOD_VIRTPIN_H
#define MICROPY_INCLUDED_EXTMOD_VIRTPIN_H
#include "py/obj.h"
int mp_virtual_pin_read(mp_obj_t pin);
void mp_virtual_pin_write(mp_obj_t pin, int value);
#endif
