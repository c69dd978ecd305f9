// PipGrid mp32: a small os module on POSIX calls (the unix port's ports/unix/modos.c
// supplies getenv/putenv/unsetenv/system/errno).
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/stat.h>
#include "py/runtime.h"
#include "py/objstr.h"
#include "py/mphal.h"

#if MICROPY_PY_OS

#include MICROPY_PY_OS_INCLUDEFILE

static void mp32_check(int res) {
    if (res == -1) {
        mp_raise_OSError(errno);
    }
}

static mp_obj_t mp32_os_remove(mp_obj_t path) {
    mp32_check(unlink(mp_obj_str_get_str(path)));
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(mp32_os_remove_obj, mp32_os_remove);

static mp_obj_t mp32_os_rename(mp_obj_t a, mp_obj_t b) {
    mp32_check(rename(mp_obj_str_get_str(a), mp_obj_str_get_str(b)));
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_2(mp32_os_rename_obj, mp32_os_rename);

static mp_obj_t mp32_os_mkdir(mp_obj_t path) {
    mp32_check(mkdir(mp_obj_str_get_str(path), 0777));
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(mp32_os_mkdir_obj, mp32_os_mkdir);

static mp_obj_t mp32_os_rmdir(mp_obj_t path) {
    mp32_check(rmdir(mp_obj_str_get_str(path)));
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(mp32_os_rmdir_obj, mp32_os_rmdir);

static mp_obj_t mp32_os_chdir(mp_obj_t path) {
    mp32_check(chdir(mp_obj_str_get_str(path)));
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(mp32_os_chdir_obj, mp32_os_chdir);

static mp_obj_t mp32_os_getcwd(void) {
    char buf[MICROPY_ALLOC_PATH_MAX + 1];
    if (getcwd(buf, sizeof(buf)) == NULL) {
        mp_raise_OSError(errno);
    }
    return mp_obj_new_str(buf, strlen(buf));
}
static MP_DEFINE_CONST_FUN_OBJ_0(mp32_os_getcwd_obj, mp32_os_getcwd);

static mp_obj_t mp32_os_stat(mp_obj_t path) {
    struct stat sb;
    mp32_check(stat(mp_obj_str_get_str(path), &sb));
    mp_obj_tuple_t *t = MP_OBJ_TO_PTR(mp_obj_new_tuple(10, NULL));
    t->items[0] = MP_OBJ_NEW_SMALL_INT(sb.st_mode);
    t->items[1] = mp_obj_new_int_from_uint(sb.st_ino);
    t->items[2] = mp_obj_new_int_from_uint(sb.st_dev);
    t->items[3] = mp_obj_new_int_from_uint(sb.st_nlink);
    t->items[4] = mp_obj_new_int_from_uint(sb.st_uid);
    t->items[5] = mp_obj_new_int_from_uint(sb.st_gid);
    t->items[6] = mp_obj_new_int_from_ull(sb.st_size);
    t->items[7] = mp_obj_new_int_from_ll(sb.st_atime);
    t->items[8] = mp_obj_new_int_from_ll(sb.st_mtime);
    t->items[9] = mp_obj_new_int_from_ll(sb.st_ctime);
    return MP_OBJ_FROM_PTR(t);
}
static MP_DEFINE_CONST_FUN_OBJ_1(mp32_os_stat_obj, mp32_os_stat);

static mp_obj_t mp32_os_listdir(size_t n_args, const mp_obj_t *args) {
    const char *path = n_args ? mp_obj_str_get_str(args[0]) : ".";
    DIR *d = opendir(path);
    if (d == NULL) {
        mp_raise_OSError(errno);
    }
    mp_obj_t list = mp_obj_new_list(0, NULL);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) {
            continue;
        }
        mp_obj_list_append(list, mp_obj_new_str(e->d_name, strlen(e->d_name)));
    }
    closedir(d);
    return list;
}
static MP_DEFINE_CONST_FUN_OBJ_VAR_BETWEEN(mp32_os_listdir_obj, 0, 1, mp32_os_listdir);

static mp_obj_t mp32_os_urandom(mp_obj_t num) {
    mp_int_t n = mp_obj_get_int(num);
    vstr_t vstr;
    vstr_init_len(&vstr, n);
    mp_hal_get_random(n, (uint8_t *)vstr.buf);
    return mp_obj_new_bytes_from_vstr(&vstr);
}
static MP_DEFINE_CONST_FUN_OBJ_1(mp32_os_urandom_obj, mp32_os_urandom);

static const mp_rom_map_elem_t mp_module_os_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_os) },
    { MP_ROM_QSTR(MP_QSTR_sep), MP_ROM_QSTR(MP_QSTR__slash_) },
    { MP_ROM_QSTR(MP_QSTR_remove), MP_ROM_PTR(&mp32_os_remove_obj) },
    { MP_ROM_QSTR(MP_QSTR_unlink), MP_ROM_PTR(&mp32_os_remove_obj) },
    { MP_ROM_QSTR(MP_QSTR_rename), MP_ROM_PTR(&mp32_os_rename_obj) },
    { MP_ROM_QSTR(MP_QSTR_mkdir), MP_ROM_PTR(&mp32_os_mkdir_obj) },
    { MP_ROM_QSTR(MP_QSTR_rmdir), MP_ROM_PTR(&mp32_os_rmdir_obj) },
    { MP_ROM_QSTR(MP_QSTR_chdir), MP_ROM_PTR(&mp32_os_chdir_obj) },
    { MP_ROM_QSTR(MP_QSTR_getcwd), MP_ROM_PTR(&mp32_os_getcwd_obj) },
    { MP_ROM_QSTR(MP_QSTR_stat), MP_ROM_PTR(&mp32_os_stat_obj) },
    { MP_ROM_QSTR(MP_QSTR_listdir), MP_ROM_PTR(&mp32_os_listdir_obj) },
    { MP_ROM_QSTR(MP_QSTR_urandom), MP_ROM_PTR(&mp32_os_urandom_obj) },
    { MP_ROM_QSTR(MP_QSTR_getenv), MP_ROM_PTR(&mp_os_getenv_obj) },
    { MP_ROM_QSTR(MP_QSTR_putenv), MP_ROM_PTR(&mp_os_putenv_obj) },
    { MP_ROM_QSTR(MP_QSTR_unsetenv), MP_ROM_PTR(&mp_os_unsetenv_obj) },
    { MP_ROM_QSTR(MP_QSTR_system), MP_ROM_PTR(&mp_os_system_obj) },
    { MP_ROM_QSTR(MP_QSTR_errno), MP_ROM_PTR(&mp_os_errno_obj) },
};
static MP_DEFINE_CONST_DICT(mp_module_os_globals, mp_module_os_globals_table);

const mp_obj_module_t mp_module_os = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&mp_module_os_globals,
};

MP_REGISTER_EXTENSIBLE_MODULE(MP_QSTR_os, mp_module_os);

#endif // MICROPY_PY_OS
