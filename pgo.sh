#!/usr/bin/env bash
# Builds divm with profile-guided optimisation: target/pgo/release/divm.
#
#   ./pgo.sh            (after ./setup.sh; about 3 minutes on 2 cores)
#
# 1. an instrumented build (target/pgo-gen) records which branches and calls
#    are hot;
# 2. it runs the project's own C programs (tests/programs: `divm run` on
#    diff/, `divm check` on seq/, threads/ and nondet/), not the benchmark
#    programs of ../shared/bench, so that the benchmarks measure a binary
#    that has never seen them;
# 3. llvm-profdata (LLVM 19, from ./setup.sh) merges the profiles;
# 4. the final build (target/pgo) uses them. It computes exactly what
#    `cargo build --release` computes: only code layout, inlining and
#    branch order differ.
#
# The benches measure it with --pgo (benches/seq.sh, benches/models.sh).
# Exit status: 0 built; 2 a tool is missing; 3 a build or the merge failed.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$ROOT"

say() { echo "pgo.sh: $*" >&2; }

profdata=""
for c in llvm-profdata-19 llvm-profdata; do
    if command -v "$c" >/dev/null 2>&1; then profdata=$c; break; fi
done
[ -n "$profdata" ] || { say "llvm-profdata not found (install llvm-19, or run ./setup.sh)"; exit 2; }
command -v cargo >/dev/null 2>&1 || { say "cargo not found (run ./setup.sh)"; exit 2; }

# Every loop starts on a 64-byte boundary, in both builds: the
# interpreter's loops (`run_fast`, `run_calls`) then do not move across
# fetch boundaries when unrelated code changes size. Measured with
# benches/seq.sh on one build: sieve 6% slower than the previous build
# without it (its instruction count 0.7% lower: layout alone), 2% with it.
align="-Cllvm-args=-align-loops=64"

data="$ROOT/target/pgo-data"
rm -rf "$data"
mkdir -p "$data/raw"

say "1/4 instrumented build (target/pgo-gen)"
if ! RUSTFLAGS="${RUSTFLAGS:-} $align -Cprofile-generate=$data/raw" CARGO_TARGET_DIR="$ROOT/target/pgo-gen" \
    cargo build --release --quiet --bin divm; then
    say "the instrumented build failed"
    exit 3
fi
gen="$ROOT/target/pgo-gen/release/divm"

say "2/4 training on tests/programs"
# Only the profile matters here: verdicts and exit statuses are the test
# suite's business, so they are ignored. Each run is bounded.
n=0
start=$(date +%s)
# train COMMAND FILE... : runs `divm COMMAND FILE` on each, bounded.
train() {
    local cmd=$1 f
    shift
    for f in "$@"; do
        timeout 30 "$gen" "$cmd" "$f" >/dev/null 2>&1 </dev/null || true
        n=$((n + 1))
    done
}
train run tests/programs/diff/*.c
train check tests/programs/seq/*.c tests/programs/threads/*.c tests/programs/nondet/*.c
say "    $n programs in $(( $(date +%s) - start )) s"

say "3/4 merging the profiles ($profdata)"
shopt -s nullglob
raw=("$data"/raw/*.profraw)
[ ${#raw[@]} -gt 0 ] || { say "the instrumented runs wrote no profile"; exit 3; }
if ! "$profdata" merge -o "$data/divm.profdata" "${raw[@]}"; then
    say "$profdata cannot merge rustc's profiles (rustc's LLVM may be newer than this profdata reads)"
    exit 3
fi

say "4/4 optimised build (target/pgo)"
if ! RUSTFLAGS="${RUSTFLAGS:-} $align -Cprofile-use=$data/divm.profdata" CARGO_TARGET_DIR="$ROOT/target/pgo" \
    cargo build --release --quiet --bin divm; then
    say "the profile-guided build failed"
    exit 3
fi
say "built target/pgo/release/divm"
