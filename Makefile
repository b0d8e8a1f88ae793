# The two commands the README promises: `make demo` and `make test`.
# Both install the system packages they need first (scripts/setup/install-deps.sh): `make demo` only
# what building and drawing need (its demo set), `make test` the rest as well (its test set).

SWIFT ?= swift
RELEASE_BIN = .build/release/juice-report

# Where `make install` puts the binary, its manual and its completions; DESTDIR is prepended
# to every path (for packaging: make install DESTDIR=/tmp/root PREFIX=/usr).
PREFIX ?= /usr/local
DESTDIR ?=
# The manual page and the three completion scripts, generated from the release binary's own
# command definitions (its --experimental-dump-help and --generate-completion-script).
SHARE_FILES = .build/share
GENERATE_MANUAL = .build/release/generate-manual

.PHONY: format deps deps-demo deps-test test-deps build man completions install uninstall check-install check-docs \
	demo gallery test lint sharded browser-check serve-browser-check bench-serve bench-startup sample clean

## Every system package (the same as deps-test).
deps:
	bash scripts/setup/install-deps.sh

## What building and drawing need: the C libraries' headers and the charts' fonts.
deps-demo:
	bash scripts/setup/install-deps.sh demo

## The demo set and what the tests add: poppler's PDF tools, openssl, sqlite3, PostgreSQL.
deps-test:
	bash scripts/setup/install-deps.sh test

## The tests' Python servers (aiosmtpd) in .build/test-venv.
test-deps: deps-test
	bash scripts/setup/install-test-python.sh

## The release binary at $(RELEASE_BIN), built with the flags it ships with (scripts/setup/build-release.sh).
build: deps-demo
	SWIFT=$(SWIFT) bash scripts/setup/build-release.sh >/dev/null

## The manual page $(SHARE_FILES)/man1/juice-report.1: every subcommand and every option on one page,
## written by swift-argument-parser's generate-manual tool from the release binary's
## --experimental-dump-help. The tool is built from the package's own checkout of the parser (no
## network), with scripts/setup/build-release.sh's flags so the parser's release module is reused.
man: build
	$(SWIFT) build --quiet -c release --static-swift-stdlib --product generate-manual
	mkdir -p $(SHARE_FILES)/man1
	$(GENERATE_MANUAL) $(RELEASE_BIN) --output-directory $(SHARE_FILES)/man1 \
		--date $$(git log -1 --format=%cs 2>/dev/null || date +%F)

## The bash, zsh and fish completion scripts in $(SHARE_FILES)/completions
## (`juice-report --generate-completion-script SHELL`).
completions: build
	mkdir -p $(SHARE_FILES)/completions
	$(RELEASE_BIN) --generate-completion-script bash >$(SHARE_FILES)/completions/juice-report.bash
	$(RELEASE_BIN) --generate-completion-script zsh >$(SHARE_FILES)/completions/_juice-report
	$(RELEASE_BIN) --generate-completion-script fish >$(SHARE_FILES)/completions/juice-report.fish

## Installs the release binary to $(PREFIX)/bin, its manual page to $(PREFIX)/share/man/man1 and
## its bash, zsh and fish completions where those shells look under $(PREFIX)/share
## (PREFIX defaults to /usr/local; DESTDIR is prepended to every path).
install: build man completions
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/juice-report"
	install -m 644 $(SHARE_FILES)/man1/juice-report.1 "$(DESTDIR)$(PREFIX)/share/man/man1/juice-report.1"
	install -m 644 $(SHARE_FILES)/completions/juice-report.bash \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions/juice-report"
	install -m 644 $(SHARE_FILES)/completions/_juice-report \
		"$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_juice-report"
	install -m 644 $(SHARE_FILES)/completions/juice-report.fish \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/juice-report.fish"

## Removes what `make install` put under $(PREFIX) (the same PREFIX and DESTDIR); the folders stay.
uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/juice-report" "$(DESTDIR)$(PREFIX)/share/man/man1/juice-report.1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions/juice-report" \
		"$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_juice-report" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/juice-report.fish"

## Installs into a temporary prefix and checks the result (scripts/checks/install.sh): the manual
## page, as `man` shows it, names every option of every command the binary's
## --experimental-dump-help lists; bash completes a subcommand and a subcommand's option; zsh and fish (when installed)
## accept their scripts. Needs man (man-db, in the test set of scripts/setup/install-deps.sh).
check-install: deps-test
	bash scripts/checks/install.sh

## Fails naming file:line for every --option or `juice-report SUBCOMMAND` in README.md,
## CONTRIBUTING.md and docs/*.md that the release binary does not have, and for an option shown
## after a subcommand that is not that subcommand's (scripts/checks/docs-match-help.py); and
## where CONTRIBUTING's table of layers parts from Package.swift, or a comment cites a path or a
## Markdown section that is not there (scripts/checks/docs-references.py).
check-docs: build
	python3 scripts/checks/docs-match-help.py --binary $(RELEASE_BIN)
	python3 scripts/checks/docs-references.py

## Renders samples/sales.json into output/ as PNG (1× and 2×), SVG and PDF, and a Square export's
## revenue (dollars and cents, non-drinks left out) from its CSV and from its Excel workbook; then
## the period report of the sample month (samples/month.json) as a PDF, a mail message and an HTML
## page, its trend and its hours on their own, and a revenue report of the Square export.
demo: build
	mkdir -p output
	$(RELEASE_BIN) samples/sales.json -o output/pie.png
	$(RELEASE_BIN) samples/sales.json -o output/pie@2x.png --scale 2
	$(RELEASE_BIN) samples/sales.json -o output/pie.svg
	$(RELEASE_BIN) samples/sales.json -o output/pie.pdf
	$(RELEASE_BIN) samples/exports/square-items.csv --metric revenue --exclude "Custom Amount,Merchandise" \
		--tz America/New_York -o output/square-revenue.png
	$(RELEASE_BIN) samples/exports/square-items.xlsx --metric revenue --only Juice,Coffee \
		--tz America/New_York -o output/square-revenue-xlsx.svg
	$(RELEASE_BIN) report samples/month.json --month 2026-11 --tz Asia/Seoul -o output/report.pdf
	$(RELEASE_BIN) report samples/month.json --month 2026-11 --tz Asia/Seoul -o output/report.eml \
		--mail-from reports@juice.example --mail-to owner@juice.example
	$(RELEASE_BIN) report samples/month.json --month 2026-11 --tz Asia/Seoul -o output/report.html
	$(RELEASE_BIN) trend samples/month.json --month 2026-11 --tz Asia/Seoul -o output/trend.png --height 400
	$(RELEASE_BIN) hours samples/month.json --month 2026-11 --tz Asia/Seoul -o output/hours.png
	$(RELEASE_BIN) report samples/exports/square-items.csv --metric revenue --tz America/New_York -o output/square-report.pdf

## Renders every input in samples/gallery into output/gallery/, and every totals file in
## samples/gallery-hard (with the options in its .args file) into output/gallery-hard/ (PNG and SVG).
gallery: build
	mkdir -p output/gallery output/gallery-hard
	for input in samples/gallery/*.json; do \
		name=$$(basename "$$input" .json); \
		$(RELEASE_BIN) "$$input" -o "output/gallery/$$name.png" || exit 1; \
		$(RELEASE_BIN) "$$input" -o "output/gallery/$$name.svg" -q || exit 1; \
	done
	for input in samples/gallery-hard/*.csv; do \
		name=$$(basename "$$input" .csv); \
		eval "set -- $$(cat samples/gallery-hard/$$name.args)"; \
		$(RELEASE_BIN) --totals "$$input" -o "output/gallery-hard/$$name.png" "$$@" || exit 1; \
		$(RELEASE_BIN) --totals "$$input" -o "output/gallery-hard/$$name.svg" -q "$$@" || exit 1; \
	done

## Runs every test, with a throwaway PostgreSQL server holding a million generated orders
## (started as an unprivileged user on 127.0.0.1:55431, offering TLS with a certificate made for
## the run, and stopped afterwards), and aiosmtpd for the mail tests.
test: test-deps
	bash scripts/servers/test-with-postgres.sh $(SWIFT) test

## Lints the Swift code with swift-format (the toolchain's): its rules and its formatter, in check
## mode, each file with the nearest .swift-format (the root's for Sources/ and Package.swift: no
## force unwraps, no force try, no implicitly unwrapped optionals; Tests/.swift-format allows force
## unwraps, as a failing test says where). Any finding fails, a line `make format` would change too,
## and a line of Sources over 120 columns that it leaves alone (a long string or comment).
lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests
	python3 scripts/checks/line-lengths.py Sources

## Formats the Swift code in place (120 columns, .swift-format).
format:
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests

## Checks a chain of three stores' PostgreSQL servers behind a partitioned front
## (scripts/checks/sharded-postgres.sh) against a single server: same totals, every store adds up its own.
sharded: deps-test
	bash scripts/checks/sharded-postgres.sh

## Opens the daily HTML report, the period report's HTML page and its mail body in headless Chromium
## (installed when missing) and checks that every picture decoded.
browser-check: deps-demo
	bash scripts/checks/report-in-browser.sh

## Opens the live page of `serve` in headless Chromium (DevTools protocol, websocket-client in
## .build/test-venv) with a JSON Lines file, a SQLite database and a throwaway PostgreSQL server as
## its sources, and checks that an order reaching each shows in the page's table and pie within 2 s
## without a reload, that the page's script runs under its CSP, and that nothing logs an error.
serve-browser-check: deps-test
	bash scripts/checks/serve-in-browser.sh

## The load figures of `serve` in one run, as a table (bench/serve.sh; installs wrk): warm
## renders of a 12-slice chart (best batch median ≤ 10 ms), cached answers (≥ 1,000/s), 200 event streams
## under 100 orders a second for 60 s (each order seen within 1 s; RSS flat after 35 s), 10,000 stream
## connects (no fd or stream left), a file rotated and truncated under load (totals equal the
## file's). BENCH_SERVE=--long runs the streams for 600 s.
bench-serve:
	bash bench/serve.sh $(BENCH_SERVE)

## Times `juice-report samples/sales.json -o pie.png` against the same chart drawn by a small C
## program (bench/startup/pie.c) and fails above 1.2 times its time (bench/startup.sh). Wall time:
## not part of CI.
bench-startup: deps-demo
	bash bench/startup.sh

## Writes samples/sales.json, samples/month.json and samples/gallery/ anew (the same bytes every time).
sample:
	python3 scripts/fixtures/make-sample.py samples/sales.json
	python3 scripts/fixtures/make-sample.py --month
	python3 scripts/fixtures/make-gallery.py samples/gallery

clean:
	rm -rf .build output/*.png output/*.svg output/*.pdf output/*.eml output/*.html
