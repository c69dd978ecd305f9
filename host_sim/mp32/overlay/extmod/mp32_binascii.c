// PipGrid mp32: a small binascii module (crc32, hexlify, unhexlify).
#include <string.h>
#include "py/runtime.h"
#include "py/binary.h"
#include "py/objstr.h"

#if MICROPY_PY_BINASCII

static mp_obj_t mp32_binascii_crc32(size_t n_args, const mp_obj_t *args) {
    mp_buffer_info_t buf;
    mp_get_buffer_raise(args[0], &buf, MP_BUFFER_READ);
    uint32_t crc = (n_args > 1) ? (uint32_t)mp_obj_get_int_truncated(args[1]) : 0;
    crc = ~crc;
    const uint8_t *p = buf.buf;
    for (size_t i = 0; i < buf.len; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++) {
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
        }
    }
    return mp_obj_new_int_from_uint(~crc);
}
static MP_DEFINE_CONST_FUN_OBJ_VAR_BETWEEN(mp32_binascii_crc32_obj, 1, 2, mp32_binascii_crc32);

static mp_obj_t mp32_binascii_hexlify(size_t n_args, const mp_obj_t *args) {
    mp_buffer_info_t buf;
    mp_get_buffer_raise(args[0], &buf, MP_BUFFER_READ);
    const char *sep = NULL;
    size_t sep_len = 0;
    if (n_args > 1) {
        sep = mp_obj_str_get_data(args[1], &sep_len);
        if (sep_len == 0) {
            sep = NULL;
        }
    }
    if (buf.len == 0) {
        return mp_const_empty_bytes;
    }
    size_t out_len = buf.len * 2 + (sep ? (buf.len - 1) * sep_len : 0);
    vstr_t vstr;
    vstr_init_len(&vstr, out_len);
    char *o = vstr.buf;
    const uint8_t *p = buf.buf;
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; i < buf.len; i++) {
        if (i && sep) {
            memcpy(o, sep, sep_len);
            o += sep_len;
        }
        *o++ = hex[p[i] >> 4];
        *o++ = hex[p[i] & 15];
    }
    return mp_obj_new_bytes_from_vstr(&vstr);
}
static MP_DEFINE_CONST_FUN_OBJ_VAR_BETWEEN(mp32_binascii_hexlify_obj, 1, 2, mp32_binascii_hexlify);

static int hexval(int c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    c |= 0x20;
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    return -1;
}

static mp_obj_t mp32_binascii_unhexlify(mp_obj_t data) {
    mp_buffer_info_t buf;
    mp_get_buffer_raise(data, &buf, MP_BUFFER_READ);
    if (buf.len & 1) {
        mp_raise_ValueError(MP_ERROR_TEXT("odd-length string"));
    }
    vstr_t vstr;
    vstr_init_len(&vstr, buf.len / 2);
    const uint8_t *p = buf.buf;
    for (size_t i = 0; i < buf.len / 2; i++) {
        int hi = hexval(p[2 * i]), lo = hexval(p[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            mp_raise_ValueError(MP_ERROR_TEXT("non-hex digit found"));
        }
        vstr.buf[i] = (char)((hi << 4) | lo);
    }
    return mp_obj_new_bytes_from_vstr(&vstr);
}
static MP_DEFINE_CONST_FUN_OBJ_1(mp32_binascii_unhexlify_obj, mp32_binascii_unhexlify);

static const mp_rom_map_elem_t mp_module_binascii_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_binascii) },
    { MP_ROM_QSTR(MP_QSTR_hexlify), MP_ROM_PTR(&mp32_binascii_hexlify_obj) },
    { MP_ROM_QSTR(MP_QSTR_unhexlify), MP_ROM_PTR(&mp32_binascii_unhexlify_obj) },
    { MP_ROM_QSTR(MP_QSTR_crc32), MP_ROM_PTR(&mp32_binascii_crc32_obj) },
};
static MP_DEFINE_CONST_DICT(mp_module_binascii_globals, mp_module_binascii_globals_table);

const mp_obj_module_t mp_module_binascii = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&mp_module_binascii_globals,
};

MP_REGISTER_MODULE(MP_QSTR_binascii, mp_module_binascii);

#endif // MICROPY_PY_BINASCII
