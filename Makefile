# PipGrid: `make play` runs the simulator, `make test` runs every check.
# Both create .venv and install the pinned packages when needed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cksum < requirements.txt | cut -d' ' -f1)

.PHONY: play test bench lint format deploy clean

$(STAMP): requirements.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@rm -f $(VENV)/.installed-*
	@touch $(STAMP)

play: $(STAMP)
	$(PY) -m host_sim $(ARGS)

test: $(STAMP)
	$(VENV)/bin/ruff check firmware host_sim tests bench hardware
	$(VENV)/bin/pytest -q -n 2

bench: $(STAMP)
	$(PY) -m bench $(ARGS)

lint: $(STAMP)
	$(VENV)/bin/ruff check firmware host_sim tests bench hardware

format: $(STAMP)
	$(VENV)/bin/ruff format firmware host_sim tests bench hardware

deploy: $(STAMP)
	$(PY) -m host_sim.deploy $(DRIVE) $(ARGS)

clean:
	rm -rf $(VENV) .pytest_cache
