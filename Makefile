# PipGrid: `make play` runs the simulator, `make test` runs every check.
# Both create .venv and install the pinned packages when needed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cksum < requirements.txt | cut -d' ' -f1)
# A 32-bit MicroPython (unix port) built from source, for heap figures as on a 32-bit
# board (host_sim/mp32/build.sh, about 20 s); .venv/bin/micropython is the 64-bit one.
MP32 := $(VENV)/bin/micropython32

.PHONY: play test bench lint format deploy bundle clean mp32 wasm FORCE

$(STAMP): requirements.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@rm -f $(VENV)/.installed-*
	@touch $(STAMP)

play: $(STAMP)
	$(PY) -m host_sim $(ARGS)

# Its ROM holds the names of this repository that the 64-bit port holds in ROM: rebuilt
# when those names change (the list is rewritten only then).
MP32_NAMES := $(VENV)/mp32-names.txt
$(MP32_NAMES): FORCE | $(STAMP)
	@$(PY) host_sim/mp32/rom_qstrs.py --names $@

$(MP32): host_sim/mp32/build.sh host_sim/mp32/rom_qstrs.py $(shell find host_sim/mp32/overlay -type f) $(MP32_NAMES) | $(STAMP)
	bash host_sim/mp32/build.sh $@

FORCE:

# Older MicroPythons (WebAssembly builds from npm, run by node) for
# tests/host/test_micropython_older.py: CircuitPython's language core is older than 1.29.
WASM := host_sim/wasm/node_modules/.package-lock.json
$(WASM): host_sim/wasm/package.json host_sim/wasm/package-lock.json
	npm ci --prefix host_sim/wasm --no-audit --no-fund
	@touch $@

wasm: $(WASM)

mp32: $(MP32)

# The 32-bit MicroPython is tried, not required: if it cannot be built here, its
# heap tests are reported as skipped (with the reason) and everything else runs.
test: $(STAMP)
	-@$(MAKE) --no-print-directory mp32 > $(VENV)/mp32-build.log 2>&1 || echo "note: the 32-bit MicroPython was not built (see $(VENV)/mp32-build.log); its heap tests will be skipped"
	-@$(MAKE) --no-print-directory wasm > $(VENV)/wasm-install.log 2>&1 || echo "note: the older MicroPythons (host_sim/wasm, npm) were not installed (see $(VENV)/wasm-install.log); their tests will be skipped"
	$(VENV)/bin/ruff check firmware host_sim tests bench hardware
	$(VENV)/bin/pytest -q -n 2

bench: $(STAMP)
	-@$(MAKE) --no-print-directory mp32 > $(VENV)/mp32-build.log 2>&1 || echo "note: the 32-bit MicroPython was not built (see $(VENV)/mp32-build.log)"
	$(PY) -m bench $(ARGS)

lint: $(STAMP)
	$(VENV)/bin/ruff check firmware host_sim tests bench hardware

format: $(STAMP)
	$(VENV)/bin/ruff format firmware host_sim tests bench hardware

deploy: $(STAMP)
	$(PY) -m host_sim.deploy $(DRIVE) $(ARGS)

# dist/pipgrid-<version>.zip: code.py, settings.toml, lib/pipgrid as CircuitPython .mpy, README.txt
bundle: $(STAMP)
	$(PY) -m host_sim.bundle $(ARGS)

clean:
	rm -rf $(VENV) .pytest_cache host_sim/wasm/node_modules dist
