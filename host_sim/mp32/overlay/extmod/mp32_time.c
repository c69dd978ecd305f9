// PipGrid mp32: the time module (the unix port's ports/unix/modtime.c supplies
// time(), sleep(), clock, gmtime, localtime, mktime; this adds the ticks_* API).
#include "py/mphal.h"
#include "py/runtime.h"
#include "py/smallint.h"

#if MICROPY_PY_TIME

#include MICROPY_PY_TIME_INCLUDEFILE

#define TICKS_PERIOD (MICROPY_PY_TIME_TICKS_PERIOD)
#define TICKS_MAX (TICKS_PERIOD - 1)
#define TICKS_HALFPERIOD (TICKS_PERIOD / 2)

static mp_obj_t mp32_time_time(void) {
    return mp_time_time_get();
}
static MP_DEFINE_CONST_FUN_OBJ_0(mp32_time_time_obj, mp32_time_time);

static mp_obj_t mp32_time_time_ns(void) {
    return mp_obj_new_int_from_ull(mp_hal_time_ns());
}
static MP_DEFINE_CONST_FUN_OBJ_0(mp32_time_time_ns_obj, mp32_time_time_ns);

static MP_DEFINE_CONST_FUN_OBJ_1(mp32_time_sleep_obj, mp_time_sleep);

static mp_obj_t mp32_time_sleep_ms(mp_obj_t arg) {
    mp_int_t ms = mp_obj_get_int(arg);
    if (ms >= 0) {
        mp_hal_delay_ms(ms);
    }
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(mp32_time_sleep_ms_obj, mp32_time_sleep_ms);

static mp_obj_t mp32_time_sleep_us(mp_obj_t arg) {
    mp_int_t us = mp_obj_get_int(arg);
    if (us > 0) {
        mp_hal_delay_us(us);
    }
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(mp32_time_sleep_us_obj, mp32_time_sleep_us);

static mp_obj_t mp32_time_ticks_ms(void) {
    return MP_OBJ_NEW_SMALL_INT(mp_hal_ticks_ms() & TICKS_MAX);
}
static MP_DEFINE_CONST_FUN_OBJ_0(mp32_time_ticks_ms_obj, mp32_time_ticks_ms);

static mp_obj_t mp32_time_ticks_us(void) {
    return MP_OBJ_NEW_SMALL_INT(mp_hal_ticks_us() & TICKS_MAX);
}
static MP_DEFINE_CONST_FUN_OBJ_0(mp32_time_ticks_us_obj, mp32_time_ticks_us);

static mp_obj_t mp32_time_ticks_cpu(void) {
    return MP_OBJ_NEW_SMALL_INT(mp_hal_ticks_cpu() & TICKS_MAX);
}
static MP_DEFINE_CONST_FUN_OBJ_0(mp32_time_ticks_cpu_obj, mp32_time_ticks_cpu);

static mp_obj_t mp32_time_ticks_diff(mp_obj_t end_in, mp_obj_t start_in) {
    // same wrap-around arithmetic as MicroPython's time.ticks_diff
    mp_uint_t start = MP_OBJ_SMALL_INT_VALUE(start_in);
    mp_uint_t end = MP_OBJ_SMALL_INT_VALUE(end_in);
    mp_int_t diff = ((end - start + TICKS_HALFPERIOD) & TICKS_MAX) - TICKS_HALFPERIOD;
    return MP_OBJ_NEW_SMALL_INT(diff);
}
static MP_DEFINE_CONST_FUN_OBJ_2(mp32_time_ticks_diff_obj, mp32_time_ticks_diff);

static mp_obj_t mp32_time_ticks_add(mp_obj_t ticks_in, mp_obj_t delta_in) {
    mp_uint_t ticks = MP_OBJ_SMALL_INT_VALUE(ticks_in);
    mp_uint_t delta = mp_obj_get_int(delta_in);
    return MP_OBJ_NEW_SMALL_INT((ticks + delta) & TICKS_MAX);
}
static MP_DEFINE_CONST_FUN_OBJ_2(mp32_time_ticks_add_obj, mp32_time_ticks_add);

static const mp_rom_map_elem_t mp_module_time_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_time) },
    { MP_ROM_QSTR(MP_QSTR_time), MP_ROM_PTR(&mp32_time_time_obj) },
    { MP_ROM_QSTR(MP_QSTR_time_ns), MP_ROM_PTR(&mp32_time_time_ns_obj) },
    { MP_ROM_QSTR(MP_QSTR_sleep), MP_ROM_PTR(&mp32_time_sleep_obj) },
    { MP_ROM_QSTR(MP_QSTR_sleep_ms), MP_ROM_PTR(&mp32_time_sleep_ms_obj) },
    { MP_ROM_QSTR(MP_QSTR_sleep_us), MP_ROM_PTR(&mp32_time_sleep_us_obj) },
    { MP_ROM_QSTR(MP_QSTR_ticks_ms), MP_ROM_PTR(&mp32_time_ticks_ms_obj) },
    { MP_ROM_QSTR(MP_QSTR_ticks_us), MP_ROM_PTR(&mp32_time_ticks_us_obj) },
    { MP_ROM_QSTR(MP_QSTR_ticks_cpu), MP_ROM_PTR(&mp32_time_ticks_cpu_obj) },
    { MP_ROM_QSTR(MP_QSTR_ticks_add), MP_ROM_PTR(&mp32_time_ticks_add_obj) },
    { MP_ROM_QSTR(MP_QSTR_ticks_diff), MP_ROM_PTR(&mp32_time_ticks_diff_obj) },
    #ifdef MICROPY_PY_TIME_EXTRA_GLOBALS
    MICROPY_PY_TIME_EXTRA_GLOBALS
    #endif
};
static MP_DEFINE_CONST_DICT(mp_module_time_globals, mp_module_time_globals_table);

const mp_obj_module_t mp_module_time = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&mp_module_time_globals,
};

MP_REGISTER_EXTENSIBLE_MODULE(MP_QSTR_time, mp_module_time);

#endif // MICROPY_PY_TIME
