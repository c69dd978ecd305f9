// PipGrid mp32: open() on plain POSIX files, sys.stdin/stdout/stderr, and
// mp_import_stat, for a unix build without MicroPython's VFS (MICROPY_VFS=0).
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "py/runtime.h"
#include "py/stream.h"
#include "py/builtin.h"
#include "py/mphal.h"

typedef struct _mp32_file_t {
    mp_obj_base_t base;
    int fd;
} mp32_file_t;

static void check_open(mp32_file_t *self) {
    if (self->fd < 0) {
        mp_raise_ValueError(MP_ERROR_TEXT("I/O operation on closed file"));
    }
}

static void mp32_file_print(const mp_print_t *print, mp_obj_t self_in, mp_print_kind_t kind) {
    mp32_file_t *self = MP_OBJ_TO_PTR(self_in);
    mp_printf(print, "<io.%s %d>", mp_obj_get_type_str(self_in), self->fd);
}

// One read() or write(), retried when a signal interrupted it.
static mp_uint_t mp32_file_io(mp_obj_t o_in, void *buf, mp_uint_t size, int *errcode, bool writing) {
    mp32_file_t *o = MP_OBJ_TO_PTR(o_in);
    check_open(o);
    ssize_t r;
    for (;;) {
        r = writing ? write(o->fd, buf, size) : read(o->fd, buf, size);
        if (r == -1 && errno == EINTR) {
            mp_handle_pending(MP_HANDLE_PENDING_CALLBACKS_AND_EXCEPTIONS);
            continue;
        }
        break;
    }
    if (r == -1) {
        *errcode = errno;
        return MP_STREAM_ERROR;
    }
    return (mp_uint_t)r;
}

static mp_uint_t mp32_file_read(mp_obj_t o_in, void *buf, mp_uint_t size, int *errcode) {
    return mp32_file_io(o_in, buf, size, errcode, false);
}

static mp_uint_t mp32_file_write(mp_obj_t o_in, const void *buf, mp_uint_t size, int *errcode) {
    return mp32_file_io(o_in, (void *)buf, size, errcode, true);
}

static mp_uint_t mp32_file_ioctl(mp_obj_t o_in, mp_uint_t request, uintptr_t arg, int *errcode) {
    mp32_file_t *o = MP_OBJ_TO_PTR(o_in);
    if (request != MP_STREAM_CLOSE) {
        check_open(o);
    }
    switch (request) {
        case MP_STREAM_FLUSH:
            return 0;
        case MP_STREAM_SEEK: {
            struct mp_stream_seek_t *s = (struct mp_stream_seek_t *)arg;
            off_t off = lseek(o->fd, s->offset, s->whence);
            if (off == (off_t)-1) {
                *errcode = errno;
                return MP_STREAM_ERROR;
            }
            s->offset = off;
            return 0;
        }
        case MP_STREAM_CLOSE:
            if (o->fd > STDERR_FILENO) { // never close the process's stdio
                close(o->fd);
                o->fd = -1;
            }
            return 0;
        case MP_STREAM_GET_FILENO:
            return o->fd;
        #if MICROPY_STREAMS_DELEGATE_ERROR
        case MP_STREAM_RAISE_ERROR:
            return 0;
        #endif
        default:
            *errcode = MP_EINVAL;
            return MP_STREAM_ERROR;
    }
}

static mp_obj_t mp32_file_fileno(mp_obj_t self_in) {
    mp32_file_t *self = MP_OBJ_TO_PTR(self_in);
    check_open(self);
    return MP_OBJ_NEW_SMALL_INT(self->fd);
}
static MP_DEFINE_CONST_FUN_OBJ_1(mp32_file_fileno_obj, mp32_file_fileno);

static const mp_rom_map_elem_t mp32_file_locals_dict_table[] = {
    { MP_ROM_QSTR(MP_QSTR_fileno), MP_ROM_PTR(&mp32_file_fileno_obj) },
    { MP_ROM_QSTR(MP_QSTR_read), MP_ROM_PTR(&mp_stream_read_obj) },
    { MP_ROM_QSTR(MP_QSTR_readinto), MP_ROM_PTR(&mp_stream_readinto_obj) },
    { MP_ROM_QSTR(MP_QSTR_readline), MP_ROM_PTR(&mp_stream_unbuffered_readline_obj) },
    { MP_ROM_QSTR(MP_QSTR_readlines), MP_ROM_PTR(&mp_stream_unbuffered_readlines_obj) },
    { MP_ROM_QSTR(MP_QSTR_write), MP_ROM_PTR(&mp_stream_write_obj) },
    { MP_ROM_QSTR(MP_QSTR_seek), MP_ROM_PTR(&mp_stream_seek_obj) },
    { MP_ROM_QSTR(MP_QSTR_tell), MP_ROM_PTR(&mp_stream_tell_obj) },
    { MP_ROM_QSTR(MP_QSTR_flush), MP_ROM_PTR(&mp_stream_flush_obj) },
    { MP_ROM_QSTR(MP_QSTR_close), MP_ROM_PTR(&mp_stream_close_obj) },
    { MP_ROM_QSTR(MP_QSTR___del__), MP_ROM_PTR(&mp_stream_close_obj) },
    { MP_ROM_QSTR(MP_QSTR___enter__), MP_ROM_PTR(&mp_identity_obj) },
    { MP_ROM_QSTR(MP_QSTR___exit__), MP_ROM_PTR(&mp_stream___exit___obj) },
};
static MP_DEFINE_CONST_DICT(mp32_file_locals_dict, mp32_file_locals_dict_table);

static const mp_stream_p_t mp32_fileio_stream_p = {
    .read = mp32_file_read,
    .write = mp32_file_write,
    .ioctl = mp32_file_ioctl,
};

static const mp_stream_p_t mp32_textio_stream_p = {
    .read = mp32_file_read,
    .write = mp32_file_write,
    .ioctl = mp32_file_ioctl,
    .is_text = true,
};

MP_DEFINE_CONST_OBJ_TYPE(
    mp32_type_fileio,
    MP_QSTR_FileIO,
    MP_TYPE_FLAG_ITER_IS_STREAM,
    print, mp32_file_print,
    protocol, &mp32_fileio_stream_p,
    locals_dict, &mp32_file_locals_dict
    );

MP_DEFINE_CONST_OBJ_TYPE(
    mp32_type_textio,
    MP_QSTR_TextIOWrapper,
    MP_TYPE_FLAG_ITER_IS_STREAM,
    print, mp32_file_print,
    protocol, &mp32_textio_stream_p,
    locals_dict, &mp32_file_locals_dict
    );

// open(file, mode='r', ...): plain POSIX open(2)
mp_obj_t mp_builtin_open(size_t n_args, const mp_obj_t *args, mp_map_t *kwargs) {
    enum { ARG_file, ARG_mode, ARG_buffering, ARG_encoding };
    static const mp_arg_t allowed_args[] = {
        { MP_QSTR_file, MP_ARG_OBJ | MP_ARG_REQUIRED, {.u_rom_obj = MP_ROM_NONE} },
        { MP_QSTR_mode, MP_ARG_OBJ, {.u_rom_obj = MP_ROM_QSTR(MP_QSTR_r)} },
        { MP_QSTR_buffering, MP_ARG_INT, {.u_int = -1} },
        { MP_QSTR_encoding, MP_ARG_OBJ, {.u_rom_obj = MP_ROM_NONE} },
    };
    mp_arg_val_t a[MP_ARRAY_SIZE(allowed_args)];
    mp_arg_parse_all(n_args, args, kwargs, MP_ARRAY_SIZE(allowed_args), allowed_args, a);

    const char *mode = mp_obj_str_get_str(a[ARG_mode].u_obj);
    int rw = O_RDONLY, extra = 0;
    const mp_obj_type_t *type = &mp32_type_textio;
    for (const char *m = mode; *m; m++) {
        switch (*m) {
            case 'r':
                rw = O_RDONLY;
                break;
            case 'w':
                rw = O_WRONLY;
                extra = O_CREAT | O_TRUNC;
                break;
            case 'a':
                rw = O_WRONLY;
                extra = O_CREAT | O_APPEND;
                break;
            case 'x':
                rw = O_WRONLY;
                extra = O_CREAT | O_EXCL;
                break;
            case '+':
                rw = O_RDWR;
                break;
            case 'b':
                type = &mp32_type_fileio;
                break;
            case 't':
                type = &mp32_type_textio;
                break;
            default:
                mp_raise_ValueError(MP_ERROR_TEXT("invalid mode"));
        }
    }

    mp_obj_t fid = a[ARG_file].u_obj;
    int fd;
    if (mp_obj_is_small_int(fid)) {
        fd = MP_OBJ_SMALL_INT_VALUE(fid);
    } else {
        const char *fname = mp_obj_str_get_str(fid);
        for (;;) {
            fd = open(fname, rw | extra, 0644);
            if (fd == -1 && errno == EINTR) {
                mp_handle_pending(MP_HANDLE_PENDING_CALLBACKS_AND_EXCEPTIONS);
                continue;
            }
            break;
        }
        if (fd == -1) {
            mp_raise_OSError(errno);
        }
    }
    mp32_file_t *o = mp_obj_malloc_with_finaliser(mp32_file_t, type);
    o->fd = fd;
    return MP_OBJ_FROM_PTR(o);
}
MP_DEFINE_CONST_FUN_OBJ_KW(mp_builtin_open_obj, 1, mp_builtin_open);

mp_import_stat_t mp_import_stat(const char *path) {
    struct stat st;
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            return MP_IMPORT_STAT_DIR;
        } else if (S_ISREG(st.st_mode)) {
            return MP_IMPORT_STAT_FILE;
        }
    }
    return MP_IMPORT_STAT_NO_EXIST;
}

#if MICROPY_PY_SYS_STDFILES
const mp32_file_t mp_sys_stdin_obj = {{&mp32_type_textio}, STDIN_FILENO};
const mp32_file_t mp_sys_stdout_obj = {{&mp32_type_textio}, STDOUT_FILENO};
const mp32_file_t mp_sys_stderr_obj = {{&mp32_type_textio}, STDERR_FILENO};
#endif
