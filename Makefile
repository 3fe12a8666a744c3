# Compagnon: `make run` serves the app, `make test` runs every test.
# Both set everything up on a fresh machine (Python, Node and apt only).

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 5000
HOST   ?= 127.0.0.1
WORKERS ?= 4
THREADS ?= 8
SUDO   := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
HTMX   := static/vendor/htmx.min.js
MORPH  := static/vendor/idiomorph-ext.min.js
DIGEST := static/cache_manifest.json
MINIFIED := static/app.min.css static/app.min.js static/sw.min.js
STATIC := $(MINIFIED) static/app.css static/sheet.css static/app.js static/sw.js static/icon.svg \
          static/manifest.webmanifest \
          $(wildcard static/icons/*.png)
AXE    := node_modules/axe-core/axe.min.js
CATALOG := compagnon/translations/en/LC_MESSAGES/messages
# every gettext catalog: the interface's (messages) and the rules engine's (engine)
CATALOGS := $(patsubst %.po,%.mo,$(wildcard compagnon/translations/*/LC_MESSAGES/*.po))

.PHONY: run test setup test-setup chromium nginx sheet-tools casebook bench typecheck messages clean

# several processes over one SQLite database (WAL): a club evening on one small server
run: setup
	$(BIN)/gunicorn --config python:compagnon.serve --workers $(WORKERS) --threads $(THREADS) --bind $(HOST):$(PORT) --access-logfile - \
		--forwarded-allow-ips "127.0.0.1" 'compagnon:create_app()' 

# pytest runs the tests on every core (pytest-xdist); a core that is done
# takes tests queued for another (--dist worksteal), so a long browser file
# does not leave the other cores idle at the end. A file's module fixtures
# (the browser tests' server and phone) are built once per core that runs it.
# Each test has its own database and its servers take a free port.
test: test-setup chromium nginx
	$(BIN)/ruff check compagnon tests bench
	$(BIN)/mypy
	$(BIN)/pytest -n auto --dist worksteal

# The package compiled ahead (where PYTHONDONTWRITEBYTECODE is set, every
# `compagnon` command would compile it again: 0.57 s a `compagnon score`, 0.31 s compiled).
setup: $(VENV)/.installed $(HTMX) $(MORPH) $(DIGEST) $(CATALOGS) sheet-tools
	$(BIN)/python -m compileall -q compagnon
	$(BIN)/compagnon init-db

test-setup: setup $(VENV)/.installed-test $(AXE)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --editable .
	touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(BIN)/pip install --quiet --editable '.[test]'
	touch $@

# htmx and its morph swap (idiomorph's htmx extension) come from the npm
# packages pinned in package-lock.json.
$(HTMX): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	mkdir -p static/vendor
	cp node_modules/htmx.org/dist/htmx.min.js $@
$(MORPH): package.json package-lock.json $(HTMX)
	cp node_modules/idiomorph/dist/idiomorph-ext.min.js $@

# The stylesheet and the script the pages link, and the service worker
# (served at /sw.js), without their comments and spaces (rcssmin, rjsmin):
# the first load of a game page stays small.
static/%.min.css: static/%.css $(VENV)/.installed
	$(BIN)/python -m rcssmin < $< > $@
static/%.min.js: static/%.js $(VENV)/.installed
	$(BIN)/python -m rjsmin < $< > $@
# The pages' script is idiomorph's extension (minified already) followed by
# app.js: one request less on a first load, and one compression of both.
static/app.min.js: static/app.js $(MORPH) Makefile $(VENV)/.installed
	{ cat $(MORPH) && echo && $(BIN)/python -m rjsmin < static/app.js; } > $@

# Static files with content-hashed names, gzip and brotli copies beside
# them (Flask-Static-Digest): the pages link the hashed names, served with a
# year-long cache.
$(DIGEST): $(STATIC) $(HTMX) $(MORPH) $(VENV)/.installed
	$(BIN)/flask --app 'compagnon:create_app()' digest clean
	$(BIN)/flask --app 'compagnon:create_app()' digest compile
# The words, in gettext catalogs that setup compiles (.po to .mo): the
# interface's (domain messages), French being the source language of every
# message, which `make messages` gathers from the code and templates into the
# English catalog (to translate); and the rules engine's (domain engine), one
# .po per language whose msgids are message ids, written by hand.
compagnon/translations/%.mo: compagnon/translations/%.po $(VENV)/.installed
	$(BIN)/pybabel compile --statistics -l $(firstword $(subst /, ,$*)) -i $< -o $@

messages: $(VENV)/.installed
	$(BIN)/pybabel extract --no-location --sort-output -F babel.cfg -k lazy_gettext -k _l -o compagnon/translations/messages.pot .
	$(BIN)/pybabel update --no-wrap --no-fuzzy-matching --ignore-obsolete -i compagnon/translations/messages.pot \
		-d compagnon/translations -D messages

# axe-core (a devDependency, never served) is what the accessibility tests
# inject into the pages; the same `npm ci` installs it.
$(AXE): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Browser tests drive Debian's chromium.
chromium:
	@command -v chromium >/dev/null || { $(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium; }

# nginx: a club's server puts it in front of the app (deploy/nginx.conf,
# README « Serving a club »); a test runs that configuration under a flood.
nginx:
	@command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || { $(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq nginx; }

# Score sheets: the fonts they embed (DejaVu, Noto for other scripts and
# symbols, Noto Color Emoji for what players type), HarfBuzz's subsetter,
# with which WeasyPrint keeps only the glyphs a sheet uses (without it,
# WeasyPrint warns and falls back on fontTools, which took more than half
# of every render), and poppler's pdftotext, pdfinfo and pdftoppm, which
# the sheet tests read the PDFs with.
SHEET_PACKAGES := fonts-dejavu-core fonts-noto-core fonts-noto-color-emoji libharfbuzz-subset0 poppler-utils
sheet-tools:
	@missing=$$(for p in $(SHEET_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then $(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; fi

# Refresh the project's copy of the casebook from ../shared when it is there.
casebook:
	@if [ -d ../shared/casebook ]; then \
		mkdir -p tests/casebook && rm -f tests/casebook/*.json && \
		cp ../shared/casebook/*.json ../shared/casebook/README.md tests/casebook/ && \
		echo "tests/casebook: $$(ls tests/casebook/*.json | wc -l) cases"; \
	else echo "no ../shared/casebook: tests/casebook kept as it is"; fi

typecheck: test-setup
	$(BIN)/ruff check compagnon tests bench
	$(BIN)/mypy

bench: test-setup chromium nginx
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) node_modules static/vendor
