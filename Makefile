# PipGrid: `make play` runs the simulator, `make test` runs every check.
# Both create .venv and install the pinned packages when needed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
# Two stamps: PLAY_STAMP (requirements-play.txt and the `pipgrid` command, all that
# `make play` needs) and STAMP (everything in requirements.txt, for test/bench/deploy).
# Each name holds a checksum of its files, so an edit to one of them reinstalls.
PIP := $(PY) -m pip install --quiet --disable-pip-version-check
PLAY_STAMP := $(VENV)/.play-$(shell cat requirements-play.txt pyproject.toml | cksum | cut -d' ' -f1)
STAMP := $(VENV)/.installed-$(shell cat requirements.txt requirements-play.txt pyproject.toml | cksum | cut -d' ' -f1)
# A 32-bit MicroPython (unix port) built from source, for heap figures as on a 32-bit
# board (host_sim/mp32/build.sh, about 20 s); .venv/bin/micropython is the 64-bit one.
MP32 := $(VENV)/bin/micropython32
# What `make test` lints and holds to `ruff format` (make format rewrites them).
RUFF_PATHS := firmware host_sim tests bench hardware web

.PHONY: play test test-fast soak bench ladder lint format deploy bundle clean mp32 cp32 wasm images web web-build web-shots chromium FORCE

# The `pipgrid` command: an editable install (-e .) runs this repository's own code
# from any directory (host_sim/build_backend.py: nothing to download). One pip run for
# both, as pip starts slowly; --no-compile: Python compiles what a run imports, when it does.
$(PLAY_STAMP): requirements-play.txt pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) --no-deps --no-compile -r requirements-play.txt -e .
	@rm -f $(VENV)/.play-*
	@touch $@

$(STAMP): requirements.txt $(PLAY_STAMP)
	$(PIP) -r requirements.txt
	@rm -f $(VENV)/.installed-*
	@touch $@

play: $(PLAY_STAMP)
	$(VENV)/bin/pipgrid $(ARGS)

# Its ROM holds the names of this repository that the 64-bit port holds in ROM: rebuilt
# when those names change (the list is rewritten only then).
MP32_NAMES := $(VENV)/mp32-names.txt
$(MP32_NAMES): FORCE | $(STAMP)
	@$(PY) host_sim/mp32/rom_qstrs.py --names $@

$(MP32): host_sim/mp32/build.sh host_sim/mp32/rom_qstrs.py $(shell find host_sim/mp32/overlay -type f) $(MP32_NAMES) | $(STAMP)
	bash host_sim/mp32/build.sh $@

FORCE:

# CircuitPython 10.2.1 and 9.2.1 as 32-bit programs, built by the project's shared script
# (../shared/tools/cp32/build.sh, beside this repository as the rules are; about 4 minutes
# each) from a git directory of adafruit/circuitpython's source holding those tags:
# make cp32 GITDIR=~/src/circuitpython. Not part of `make test` (CI has no such
# directory): the tests that run on them skip with the reason when they are absent.
# gcc -m32 is installed when missing, as for `make mp32`.
CP32_BUILD ?= ../shared/tools/cp32/build.sh
CP32_WORK ?= $(abspath $(VENV))/cp32-work
cp32:
	@test -n "$(GITDIR)" || { echo "usage: make cp32 GITDIR=<a git directory of adafruit/circuitpython with tags 10.2.1 and 9.2.1>"; exit 2; }
	@test -f "$(CP32_BUILD)" || { echo "no $(CP32_BUILD): the shared tools sit beside this repository (or name the script: make cp32 CP32_BUILD=<path to cp32/build.sh>)"; exit 2; }
	@echo 'int main(void){return 0;}' | gcc -m32 -x c - -o /dev/null 2>/dev/null || { \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; $$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends gcc-multilib; }
	@mkdir -p $(VENV)/bin
	WORK=$(CP32_WORK) bash $(CP32_BUILD) $(GITDIR) 10.2.1 $(VENV)/bin/circuitpython10-cpboard32
	WORK=$(CP32_WORK) bash $(CP32_BUILD) $(GITDIR) 9.2.1 $(VENV)/bin/circuitpython92-cpboard32

# Older MicroPythons (WebAssembly builds from npm, run by node) for
# tests/host/test_micropython_older.py: CircuitPython's language core is older than 1.29.
WASM := host_sim/wasm/node_modules/.package-lock.json
$(WASM): host_sim/wasm/package.json host_sim/wasm/package-lock.json
	npm ci --prefix host_sim/wasm --no-audit --no-fund
	@touch $@

wasm: $(WASM)

mp32: $(MP32)

# The board in a web page (web/, web/build.py): a static folder, then served locally.
# Only python3 (its standard library) and npm's MicroPython: no .venv to install first.
WEB_OUT := build/web
web-build: $(WASM)
	$(PYTHON) web/build.py $(WEB_OUT)

# HOST=0.0.0.0 serves the classroom's network (docs/classroom.md); it prints the addresses.
HOST ?= 127.0.0.1
PORT ?= 8000
web: web-build
	@$(PYTHON) web/serve.py $(WEB_OUT) --host $(HOST) --port $(PORT)

# The README's pictures of the page and the mirror, taken by their tests.
web-shots: $(WASM) chromium | $(STAMP)
	PIPGRID_SCREENSHOTS=docs/images $(VENV)/bin/pytest -q tests/host/test_web.py tests/host/test_web_classroom.py tests/host/test_mirror.py

# Headless Chromium (the Debian package) for the browser tests (tests/host/test_web.py):
# tried, not required; without it those tests are skipped with the reason.
chromium:
	@command -v chromium >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq chromium)

# The 32-bit MicroPython is tried, not required: if it cannot be built here, its
# heap tests are reported as skipped (with the reason) and everything else runs.
test: $(STAMP)
	-@$(MAKE) --no-print-directory mp32 > $(VENV)/mp32-build.log 2>&1 || echo "note: the 32-bit MicroPython was not built (see $(VENV)/mp32-build.log); its heap tests will be skipped"
	-@$(MAKE) --no-print-directory wasm > $(VENV)/wasm-install.log 2>&1 || echo "note: the older MicroPythons (host_sim/wasm, npm) were not installed (see $(VENV)/wasm-install.log); their tests will be skipped"
	-@$(MAKE) --no-print-directory chromium > $(VENV)/chromium-install.log 2>&1 || echo "note: chromium was not installed (see $(VENV)/chromium-install.log); the browser tests will be skipped"
	$(VENV)/bin/ruff check $(RUFF_PATHS)
	$(VENV)/bin/ruff format --check $(RUFF_PATHS)
	$(VENV)/bin/pytest -q -n 2

# Everything but the tests marked slow, for the edit-test loop: under 90 s on two cores.
# `make test` runs them all but the soak (the 100,000-event flat-memory runs: make soak).
test-fast: $(STAMP)
	-@$(MAKE) --no-print-directory mp32 > $(VENV)/mp32-build.log 2>&1 || echo "note: the 32-bit MicroPython was not built (see $(VENV)/mp32-build.log); its heap tests will be skipped"
	$(VENV)/bin/ruff check $(RUFF_PATHS)
	$(VENV)/bin/ruff format --check $(RUFF_PATHS)
	$(VENV)/bin/pytest -q -n 2 -m "not slow and not soak"

soak: $(STAMP)
	-@$(MAKE) --no-print-directory mp32 > $(VENV)/mp32-build.log 2>&1 || echo "note: the 32-bit MicroPython was not built (see $(VENV)/mp32-build.log); its heap tests will be skipped"
	$(VENV)/bin/pytest -q -n 2 -m soak

bench: $(STAMP)
	-@$(MAKE) --no-print-directory mp32 > $(VENV)/mp32-build.log 2>&1 || echo "note: the 32-bit MicroPython was not built (see $(VENV)/mp32-build.log)"
	$(PY) -m bench $(ARGS)

# The strength ladder of the computer players (bench/ladder.py, docs/bots.md): its own
# benchmark, not part of `make bench`, run niced. LADDER_PY=pypy3 (apt-get install pypy3)
# runs it about ten times faster with the same decisions (each row prints a CRC of its
# moves to compare): make ladder LADDER_PY=pypy3 ARGS="--matches 1000"
LADDER_PY ?= $(PY)
ladder: $(STAMP)
	nice -n 10 $(LADDER_PY) -m bench ladder $(ARGS)

# Every README and docs picture made again: the simulator's frames at one size and stable
# moments (host_sim/images.py; tests/host/test_images.py fails when one is out of date),
# and the wiring diagrams from the board profiles (hardware/make_diagram.py).
images: $(STAMP)
	$(PY) -m host_sim.how_pages
	$(PY) -m host_sim.images
	$(PY) -m host_sim.screens
	$(PY) -m host_sim.tri_pictures
	$(PY) hardware/make_diagram.py

lint: $(STAMP)
	$(VENV)/bin/ruff check $(RUFF_PATHS)
	$(VENV)/bin/ruff format --check $(RUFF_PATHS)

format: $(STAMP)
	$(VENV)/bin/ruff format $(RUFF_PATHS)

deploy: $(STAMP)
	$(PY) -m host_sim.deploy $(DRIVE) $(ARGS)

# dist/pipgrid-<version>.zip: code.py, settings.toml, lib/pipgrid as CircuitPython .mpy, README.txt
bundle: $(STAMP)
	$(PY) -m host_sim.bundle $(ARGS)

clean:
	rm -rf $(VENV) .pytest_cache host_sim/wasm/node_modules dist
