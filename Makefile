# Two commands on a fresh machine: `make run` and `make test`. Everything installs itself.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: run test test-fast test-loaded screenshots drills drills-jobs openapi docs clients clients-python clients-typescript lint-docker lint-spec lock bench bench-tournament arena calibrate install browser postgres axe clean

# uv installs the project and its dev tools into the venv: the same requirements (pyproject.toml's
# ranges) in less time than pip took (17-20 s on this machine, of a fresh clone's `make test`).
# --compile-bytecode: compiled once here, on every core; otherwise the six test workers that start
# at once would each compile every module they import. pip stays, upgraded: the tests use it to
# install the bot kit into throwaway venvs.
#
# Offline first, as npm's --prefer-offline below: uv resolves from the package index pages in its
# cache, and asks the index again only when those are older than ten minutes (6 s of waiting here,
# one request per package). When the cache lacks something (a fresh machine, a new dependency) the
# offline attempt fails in well under a second and the install goes to the index.
#
# The venv is made without pip, and the machine's own pip (22.3 or later: --python) puts pip and
# uv in it: ensurepip's install of the pip bundled with Python, upgraded at once, was 8 of the
# install's 16 s on a fresh clone; this way it is ~3 (`make install`: 16 -> 11 s). A machine
# whose Python has no pip of its own bootstraps the venv's with ensurepip, as `python3 -m venv` did.
UV_INSTALL = $(VENV)/bin/uv pip install --quiet --compile-bytecode --python $(PY) -e '.[dev]'
PIP_AND_UV = install --quiet --upgrade pip 'uv>=0.9,<1'
$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv --without-pip $(VENV)
	$(PYTHON) -m pip --python $(PY) $(PIP_AND_UV) 2>/dev/null || { $(PY) -m ensurepip --default-pip && $(PY) -m pip $(PIP_AND_UV); }
	$(UV_INSTALL) --offline 2>/dev/null || $(UV_INSTALL)
	touch $@

install: $(VENV)/.installed

run: install  ## the API on 127.0.0.1:8000, an RQ worker, and an embedded Redis unless REDIS_URL is set
	$(PY) -m service.run

# Much of the suite waits (on gunicorn starting, on bots' sand timers, on a cluster electing):
# six xdist workers overlap those waits on two cores (here: 4 workers 420 s, 6 workers 326 s,
# 8 workers 365 s: each worker starts its own Redis, stack and browser). Tests that need the
# cluster share one worker (and so one cluster), as do the tests of a module with a stack of its
# own: tests/conftest.py marks them (xdist_group), and fails them when xdist would ignore the marks.
PYTEST_PARALLEL ?= -n 6 --dist loadgroup
FAST := not e2e and not cluster and not npm and not browser and not slow

# Machines that set PYTHONDONTWRITEBYTECODE (this one does) make every Python process of a run
# compile the project from source again, and pytest re-rewrite every test module in each xdist
# worker: ~0.3 s of CPU per process started (gunicorn, workers, CLIs, bots: hundreds a run), a few
# seconds per test worker. The tests let Python keep its bytecode, as it does by default.
test test-fast: export PYTHONDONTWRITEBYTECODE =

# The project's own modules compiled before the workers start, for the same reason (a no-op when
# their bytecode is current).
test: install browser postgres  ## every test, against a real (embedded) Redis server and a throwaway PostgreSQL
	$(PY) -m compileall -q -x /node_modules/ engines schemas service worker bench tests
	$(PY) -m pytest $(PYTEST_PARALLEL) --durations=15

# The suite as a shared machine runs it: two busy CPU hogs (one per core here) beside `make test`,
# killed when it ends, whatever its outcome. A test that passes only on an idle box fails here.
test-loaded: install browser postgres  ## `make test` with two CPU hogs beside it (bench/README.md: how long it takes)
	@$(PYTHON) -c 'while True: pass' & h1=$$!; $(PYTHON) -c 'while True: pass' & h2=$$!; \
		trap 'kill $$h1 $$h2 2>/dev/null' EXIT; $(MAKE) --no-print-directory test

# The browser tests with pictures of the pages they drive (each title's board at 390 and 1280 px,
# the lobby's lists, the replay, /docs) in tmp/artifacts/ (STARPORT_ARTIFACTS moves them): for a
# person to look at, so `make test` takes none (tests/e2e/test_play_page_e2e.py, SCREENSHOTS).
screenshots: install browser  ## the browser tests, keeping a picture of each page they check in tmp/artifacts/
	STARPORT_SCREENSHOTS=1 $(PY) -m pytest -n 2 --dist loadgroup -m browser tests/e2e

# The fast profile runs a fifth of each hypothesis property's examples (tests/examples.py). Four
# workers on two cores, as for `make test`: a few tests wait seconds (a long poll outlasting its
# socket timeout, a seek expiring, a receiver too slow), and two workers idled through them.
test-fast: install  ## the edit-test loop: engines, service and archive, no real processes, cluster, npm or browser
	$(PY) -m pytest -n 4 -m "$(FAST)" --hypothesis-profile=fast --durations=10 tests/engines tests/service

# The browser tests (tests/e2e, marked `browser`) drive Debian's Chromium headless shell through
# Playwright; `playwright install` would download browsers from the internet, so it is never used.
# The shell (the "old headless" build, what Playwright itself runs headless) took 10 s of CPU where
# the full `chromium` in its new headless mode took 25 s for the same replay tests, the same pages.
CHROMIUM ?= /usr/bin/chromium-headless-shell
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
browser:  ## Debian's Chromium headless shell for the browser tests; nothing to do when $(CHROMIUM) exists
	@test -x $(CHROMIUM) || { $(SUDO) apt-get update -qq \
		&& DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends chromium-headless-shell; }

# The archive's tests (tests/service/archive) run against SQLite and a throwaway PostgreSQL server that
# tests/postgres.py starts from Debian's binaries (/usr/lib/postgresql/<version>/bin); no wheel,
# image or download of its own.
postgres:  ## Debian's PostgreSQL server for the archive's tests; nothing to do when it is installed
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { $(SUDO) apt-get update -qq \
		&& DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends postgresql; }

openapi: install  ## rewrite openapi.yaml from the code
	$(PY) -m service.openapi openapi.yaml

# docs/ as a site in site/ (MkDocs with Material, mkdocs.yml), offline. Strict: a broken link or
# anchor, or a page missing from the navigation, fails the build; tests/docs/test_docs_site.py
# runs the same build inside `make test`. NO_MKDOCS_2_WARNING silences the banner Material 9.7+
# prints on every build: its end of life in May 2027, Zensical its successor (docs/developing.md).
docs: install  ## build docs/ into site/ (mkdocs build --strict)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict

# The clients in clients/ are generated from openapi.yaml; a test fails while either is stale
# (tests/clients/test_clients_current.py runs these targets into a temporary directory).
PYTHON_CLIENT ?= clients/python/starport_client
TS_CLIENT := clients/typescript
TS_SCHEMA ?= src/schema.d.ts

clients: clients-python clients-typescript  ## regenerate both clients from openapi.yaml

clients-python: $(if $(wildcard $(VENV)/.installed),,install)  ## clients/python/starport_client, by the pinned openapi-python-client
	rm -rf $(PYTHON_CLIENT)
	$(VENV)/bin/openapi-python-client generate --path openapi.yaml --meta none --config clients/python/openapi-python-client.yaml \
		--output-path $(PYTHON_CLIENT) > /dev/null

# --prefer-offline: packages already in npm's cache are not re-checked with the registry (the lock
# pins each one's version and integrity hash anyway); 1-1.5 s less per install here.
$(TS_CLIENT)/node_modules/.installed: $(TS_CLIENT)/package-lock.json
	cd $(TS_CLIENT) && npm ci --prefer-offline --no-audit --no-fund --loglevel=error
	touch $@

# --default-non-nullable false: clients/typescript/README.md says why. The pinned tools run from
# node_modules/.bin, not through `npx --no-install`, which starts npm first (~0.45 s of CPU a call
# here, three calls in each `make test`).
clients-typescript: $(TS_CLIENT)/node_modules/.installed  ## clients/typescript/src/schema.d.ts, by the pinned openapi-typescript
	cd $(TS_CLIENT) && node_modules/.bin/openapi-typescript ../../openapi.yaml --default-non-nullable false --output $(TS_SCHEMA) --silent

lock: install  ## pin the runtime dependencies (with hashes) for the image; UPGRADE=1 takes the newest in range
	$(VENV)/bin/pip-compile --quiet --generate-hashes --strip-extras --no-emit-index-url --no-emit-find-links \
		$(if $(UPGRADE),--upgrade) --output-file requirements.lock pyproject.toml

lint-docker: install
	$(VENV)/bin/hadolint Dockerfile

# The spec linters are npm packages, pinned in tests/contract/package-lock.json.
SPEC_LINT := tests/contract
SPEC := ../../openapi.yaml

$(SPEC_LINT)/node_modules/.installed: $(SPEC_LINT)/package-lock.json
	cd $(SPEC_LINT) && npm ci --prefer-offline --no-audit --no-fund --loglevel=error
	touch $@

lint-spec: $(SPEC_LINT)/node_modules/.installed  ## openapi.yaml: Redocly's recommended rules, then Spectral's spectral:oas
	cd $(SPEC_LINT) && REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true node_modules/.bin/redocly lint $(SPEC) --format=summary
	cd $(SPEC_LINT) && node_modules/.bin/spectral lint $(SPEC) --ruleset .spectral.yaml --fail-severity=warn

# The accessibility scan's engine, axe-core, pinned in tests/e2e/axe/package-lock.json: the browser
# test (tests/e2e/test_accessibility_e2e.py) runs its axe.min.js in each page it scans.
AXE := tests/e2e/axe

$(AXE)/node_modules/.installed: $(AXE)/package-lock.json
	cd $(AXE) && npm ci --prefer-offline --no-audit --no-fund --loglevel=error
	touch $@

axe: $(AXE)/node_modules/.installed  ## axe-core for the browser test's accessibility scan

bench: install  ## throughput and latency; writes bench/results/. CLUSTER=1 adds the act phase on a 3-master Redis Cluster
	$(PY) -m bench.run $(if $(CLUSTER),--cluster)

bench-tournament: install  ## issue 47: four arenas of 250 entrants (bots and bot-kit players) for MINUTES=3, then a Swiss of 1 000 at tables of 4 (~7 min); bench/README.md
	$(PY) -m bench.tournament --minutes $(or $(MINUTES),3)

arena: install  ## bot levels against each other, in-process, fixed seeds (GAMES=200 per pairing; CPU-heavy)
	nice -n 10 $(PY) -m bench.arena --games $(or $(GAMES),200) --processes 2

calibrate: install  ## the bot levels' ratings from arena games (GAMES=40 per pairing, ~11 min on 2 cores); writes service/bot_ratings.json
	$(PY) -m bench.arena --calibrate --games $(or $(GAMES),40) --processes $(or $(PROCESSES),2)

clean:
	rm -rf $(VENV) *.egg-info

drills: install  ## issue 26: kill -9 the worker, a gunicorn worker, Redis, restart; then schemathesis (~10 min)
	$(PY) -m bench.drills

drills-jobs: install  ## issue 42: jobs lost, re-run after a worker's death, bots with the archive locked, SIGTERM exit times (~3 min)
	$(PY) -m bench.drills --jobs --games 20
