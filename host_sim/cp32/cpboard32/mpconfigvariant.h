// cpboard32 (host_sim/cp32): CircuitPython's unix port, 32-bit, with the settings of a CircuitPython
// board build (py/circuitpy_mpconfig.h, a full build such as the RP2040 Pico) that
// change how Python code behaves or what it allocates:
//   object repr C (floats are immediate 30-bit values, no heap), single-precision float,
//   pystack (Python call frames off the heap; 2048 bytes as CIRCUITPY_PYSTACK_SIZE's
//   default; the environment variable CIRCUITPY_PYSTACK_SIZE overrides it, as
//   settings.toml does on a board), exception chaining, error reporting NORMAL,
//   and CircuitPython's own traceback and struct modules (shared-bindings/), as a board has.
// Everything else: the unix "standard" variant (EXTRA_FEATURES + common unix settings).
#define MICROPY_CONFIG_ROM_LEVEL (MICROPY_CONFIG_ROM_LEVEL_EXTRA_FEATURES)
#define MICROPY_FLOAT_IMPL       (MICROPY_FLOAT_IMPL_FLOAT)
#define MICROPY_OBJ_REPR         (MICROPY_OBJ_REPR_C)
#include "../mpconfigvariant_common.h"
#undef MICROPY_ERROR_REPORTING
#define MICROPY_ERROR_REPORTING  (MICROPY_ERROR_REPORTING_NORMAL)
#define MICROPY_ENABLE_PYSTACK   (1)
#define MICROPY_CPYTHON_EXCEPTION_CHAIN (1)
#ifndef CPBOARD_PYSTACK_BYTES
#define CPBOARD_PYSTACK_BYTES    (2048)
#endif
// Not buildable in CircuitPython's tree (its ringbuf lacks the MicroPython helpers).
#define MICROPY_PY_MICROPYTHON_RINGIO  (0)
// struct: CircuitPython's (shared-bindings/struct), not py/modstruct.c
#define MICROPY_PY_STRUCT              (0)
