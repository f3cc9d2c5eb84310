# TextProof — the two commands a user needs are `make demo` and `make test` (see README.md).
SWIFT ?= swift
# Library targets carry no unsafe flags; the CLI is built for this machine's vector width.
RELEASE := -c release -Xswiftc -target-cpu -Xswiftc native
OUT ?= proofs

.PHONY: all deps build build-textproof check-hardening static-libstdc++ demo test test-tsan test-asan lint format examples docs fuzz bench report-screenshots clean

all: build

## deps: install missing system libraries (apt-get) — run by every other target
deps:
	@scripts/install-deps

## build: the textproof command line, optimised for this CPU and hardened: position-independent
## (ASLR: it parses untrusted specs, catalogs, fonts and PNGs), with full RELRO, its C targets with stack protectors
## (and _FORTIFY_SOURCE=2 from Package.swift in every release build); `make check-hardening` checks
## the binaries (TrustingInput.md). textproof-audit (`textproof audit` runs it) holds Tesseract, whose
## libraries textproof itself never loads. The Swift runtime is linked in, so a run does not spend 6 of its
## first 12 ms resolving its symbols; its symbols are not exported (SwiftPM exports an executable's
## for tests that import it; none does), so the runtime's start-up dladdr has 600, not 40,000, to
## search. With it, textproof-scan (`textproof scan` runs it), which holds swift-syntax so textproof
## need not. The C++ library the Swift runtime needs is linked in too (its archive, where the
## compiler has one): the swift driver asks for it as -lstdc++, so a folder searched first holds a
## libstdc++.so that is a linker script naming the archive; with no archive there, the folder stays
## empty and the shared one is used.
STATIC_CXX := $(CURDIR)/.build/static-libstdc++
HARDEN := -Xcc -fstack-protector-strong
LINK := --static-swift-stdlib -Xlinker --no-export-dynamic -Xlinker -z -Xlinker now -Xlinker -z -Xlinker relro -Xswiftc -L$(STATIC_CXX) $(HARDEN)
build: build-textproof
	$(SWIFT) build $(RELEASE) $(LINK) --product textproof-scan
	$(SWIFT) build $(RELEASE) $(LINK) --product textproof-audit

## check-hardening: the release binaries are PIE with RELRO, stack protectors and fortified calls, and start
check-hardening: build
	@scripts/install-deps --test
	@scripts/check-hardening "$$($(SWIFT) build $(RELEASE) $(LINK) --show-bin-path)"

# The demo needs textproof alone: a first build skips compiling swift-syntax (minutes on 2 cores).
build-textproof: deps static-libstdc++
	$(SWIFT) build $(RELEASE) $(LINK) --product textproof

static-libstdc++:
	@mkdir -p "$(STATIC_CXX)"
	@archive="$$(c++ -print-file-name=libstdc++.a 2>/dev/null || clang -print-file-name=libstdc++.a 2>/dev/null)"; \
	if [ -f "$$archive" ]; then echo "INPUT ( $$archive )" > "$(STATIC_CXX)/libstdc++.so.tmp"; \
		cmp -s "$(STATIC_CXX)/libstdc++.so.tmp" "$(STATIC_CXX)/libstdc++.so" || mv "$(STATIC_CXX)/libstdc++.so.tmp" "$(STATIC_CXX)/libstdc++.so"; \
		rm -f "$(STATIC_CXX)/libstdc++.so.tmp"; \
	else rm -f "$(STATIC_CXX)/libstdc++.so"; fi

## demo: render the built-in demo proof sheet into $(OUT)/
demo: build-textproof
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/textproof" render --out $(OUT)

# Golden failures write their actual and diff images here: one folder for CI to keep.
export TEXTPROOF_ARTIFACTS ?= $(CURDIR)/.build/textproof-artifacts

## test: the whole test suite (also installs hb-shape, which shaping tests compare against)
test: deps lint
	@scripts/install-deps --test
	@rm -rf "$(TEXTPROOF_ARTIFACTS)"
	@$(SWIFT) test || { status=$$?; [ -d "$(TEXTPROOF_ARTIFACTS)" ] && \
		echo "Golden failures: actual and diff images are in $(TEXTPROOF_ARTIFACTS)/"; exit $$status; }
	@$(MAKE) --no-print-directory examples

SWIFT_FILES := Package.swift Sources Tests Examples/Package.swift Examples/Sources Examples/Tests bench/Package.swift bench/Sources Fuzz/Package.swift Fuzz/Sources

## lint: swift-format with the committed .swift-format, strict (make test runs it; make format fixes)
lint:
	$(SWIFT) format lint --strict --recursive $(SWIFT_FILES)

## format: rewrite the sources as .swift-format says
format:
	$(SWIFT) format format --in-place --recursive $(SWIFT_FILES)

## test-tsan, test-asan: the whole suite under ThreadSanitizer / AddressSanitizer (own build folders)
test-tsan: deps
	@scripts/install-deps --test
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan
# Leaks are make fuzz's job (LeakSanitizer after every input): at exit, the test runner holds objects
# of its own (XCTest, Foundation's Process) that LeakSanitizer reports, none of them TextProof's.
test-asan: deps
	@scripts/install-deps --test
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build/asan

## fuzz: every parser and reader under libFuzzer + ASan, FUZZ_SECONDS (default 60) per target
fuzz: deps
	scripts/fuzz

# SwiftPM keeps a package's build plan, with the source files of its path dependency (this package)
# in it, and reuses it while that package's own manifest is unchanged: a file added to Sources/ since
# the last build would be missing ("cannot find type … in scope"). Dropping the plan costs a second.
fresh_plan = rm -f $(1)/.build/debug.yaml $(1)/.build/release.yaml

## examples: build the Examples package (the library by path; every ```swift block of the docs is in
## it), run its two programs and its golden and snapshot tests
examples:
	@$(call fresh_plan,Examples)
	cd Examples && $(SWIFT) build
	@work="$$(mktemp -d)" && cd "$$work" && "$(CURDIR)/Examples/.build/debug/RenderProof" && test -f example-proof/report.json && \
		"$(CURDIR)/Examples/.build/debug/WriteProof" && test -f out/report.json && rm -rf "$$work"
	cd Examples && CI=true $(SWIFT) test
	cd Examples && CI=true $(SWIFT) test --parallel
	cd Examples && CI=true $(SWIFT) test --filter 'SettingsGoldens|buttonTitle|StrictColourXCTests'
	cd Examples && CI=true .build/debug/TextProofExamplesPackageTests.xctest --testing-library swift-testing --repetitions 2
	@if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
		written="$$(git status --porcelain --untracked-files=all -- Examples/Tests)"; \
		if [ -n "$$written" ]; then echo "make examples: the example tests wrote files:"; echo "$$written"; exit 1; fi; fi

## docs: the DocC documentation of TextProof and TextProofTesting, in .build/docs/ (swift-docc-plugin)
docs: deps
	@mkdir -p .build/docs
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target TextProof \
		--output-path .build/docs/TextProof --warnings-as-errors
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target TextProofTesting \
		--output-path .build/docs/TextProofTesting --warnings-as-errors
	@echo "Documentation: .build/docs/TextProof, .build/docs/TextProofTesting (static archives; any web server serves them)"

## bench: blend throughput beside pixman and whole processes beside hb-view and a libpng decode,
## written to bench/RESULTS.md (QUICK=1 for a short run). On an AVX-512 host the bench is built a
## second time for AVX2 (the vector width CI has), and its blur and blend-mode rows join RESULTS.md.
BENCH_AVX2 := $(shell grep -q avx512bw /proc/cpuinfo 2>/dev/null && echo 1)
bench: build
	@scripts/install-deps --bench
	@$(call fresh_plan,bench)
	cd bench && $(SWIFT) build $(RELEASE) -Xswiftc -DTEXTPROOF_NATIVE
ifeq ($(BENCH_AVX2),1)
	@rm -f bench/.build/avx2/release.yaml
	cd bench && $(SWIFT) build -c release -Xswiftc -target-cpu -Xswiftc haswell -Xswiftc -DTEXTPROOF_NATIVE \
		--scratch-path .build/avx2
	cd bench && .build/avx2/release/textproof-bench $(if $(QUICK),--quick) --vector-rows .build/avx2-rows.md
endif
	cd bench && bin="$$($(SWIFT) build $(RELEASE) -Xswiftc -DTEXTPROOF_NATIVE --show-bin-path)" && "$$bin/textproof-bench" \
		$(if $(QUICK),--quick) --out RESULTS.md --decoder "$$bin/png-decode" \
		$(if $(BENCH_AVX2),--avx2-rows .build/avx2-rows.md) \
		--textproof "$$(cd .. && $(SWIFT) build $(RELEASE) --show-bin-path)/textproof"

## report-screenshots: the demo's index.html in headless chromium, light and dark, as PNGs in $(OUT)/
report-screenshots: demo
	@scripts/install-deps --browser
	scripts/screenshot-report $(OUT)

clean:
	rm -rf .build bench/.build Examples/.build $(OUT)
