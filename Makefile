# Two commands on a fresh machine: `make run` and `make test`. Everything installs itself.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: run test openapi lint-docker lock bench arena install clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

install: $(VENV)/.installed

run: install  ## the API on 127.0.0.1:8000, an RQ worker, and an embedded Redis unless REDIS_URL is set
	$(PY) -m service.run

test: install  ## every test, against a real (embedded) Redis server
	$(PY) -m pytest

openapi: install  ## rewrite openapi.yaml from the code
	$(PY) -m service.openapi openapi.yaml

lock: install  ## pin the runtime dependencies (with hashes) for the image; UPGRADE=1 takes the newest in range
	$(VENV)/bin/pip-compile --quiet --generate-hashes --strip-extras --no-emit-index-url --no-emit-find-links \
		$(if $(UPGRADE),--upgrade) --output-file requirements.lock pyproject.toml

lint-docker: install
	$(VENV)/bin/hadolint Dockerfile

bench: install  ## throughput and latency; writes bench/results/
	$(PY) -m bench.run

arena: install  ## bot levels against each other, in-process, fixed seeds (GAMES=200 per pairing; CPU-heavy)
	nice -n 10 $(PY) -m bench.arena --games $(or $(GAMES),200) --processes 2

clean:
	rm -rf $(VENV) *.egg-info
