// PipGrid mp32 stand-in: this build has no VFS (MICROPY_VFS=0); files are plain POSIX.
#ifndef MICROPY_INCLUDED_EXTMOD_VFS_POSIX_H
#define MICROPY_INCLUDED_EXTMOD_VFS_POSIX_H
#include "py/obj.h"
#endif
