// PipGrid mp32 stand-in: platform strings for the banner / sys.implementation.
#ifndef MICROPY_INCLUDED_MODPLATFORM_H
#define MICROPY_INCLUDED_MODPLATFORM_H
#include "py/misc.h"
#if defined(__i386__)
#define MICROPY_PLATFORM_ARCH "x86"
#elif defined(__x86_64__)
#define MICROPY_PLATFORM_ARCH "x86_64"
#else
#define MICROPY_PLATFORM_ARCH ""
#endif
#if defined(__GNUC__) && !defined(__clang__)
#define MICROPY_PLATFORM_COMPILER "GCC " MP_STRINGIFY(__GNUC__) "." MP_STRINGIFY(__GNUC_MINOR__) "." MP_STRINGIFY(__GNUC_PATCHLEVEL__)
#elif defined(__clang__)
#define MICROPY_PLATFORM_COMPILER "Clang " MP_STRINGIFY(__clang_major__) "." MP_STRINGIFY(__clang_minor__)
#else
#define MICROPY_PLATFORM_COMPILER ""
#endif
#define MICROPY_PLATFORM_SYSTEM "Linux"
#define MICROPY_PLATFORM_VERSION ""
#endif
