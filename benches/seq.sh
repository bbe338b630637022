#!/usr/bin/env bash
# Raw interpretation speed: each program of the sequential benchmark set
# (default /work/shared/bench/seq) is compiled natively with clang-19 -O0 and
# timed natively, under `divm run` and under `divm check --threads 1` in this
# one invocation (best of N wall clock runs each), then a table is printed:
# native seconds, divm run seconds, the slowdown ratio, the VM's
# instructions per second, divm check seconds and check/run (a sequential
# program's loops run on within long edges, so check costs little more
# than run; the target is at most 2x).
#
#   benches/seq.sh [--runs N] [--divm PATH | --pgo] [--base PATH] [--dir DIR] [--cflags "-DREPS=3 ..."] [PROGRAM.c ...]
#
# --pgo measures the profile-guided build (../pgo.sh builds it) instead of
# target/release/divm. --base PATH also times another divm binary (say, the
# previous build) in the same invocation: columns base_s and divm/base.
# The instruction count comes from one more run, `DIVM_STATS=1 divm run`,
# which prints "divm: N instructions, M edges" on stderr. It is not timed:
# DIVM_STATS also counts instructions per function, which slows every
# instruction and turns off the register-only call path. If the binary does not print it,
# instructions/s is estimated from the static count in bench/README.md
# (about 3e8..7e8 per program at -O0; 5e8 is used) and marked with '~'.
# --cflags passes the same -D size overrides to both sides, to get a quick
# (less precise) table. Not run by `cargo test`.
set -u

runs=3
divm=""
base=""
dir=/work/shared/bench/seq
cflags=""
progs=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --divm) divm=$2; shift 2 ;;
        --pgo) divm=pgo; shift ;;
        --base) base=$2; shift 2 ;;
        --dir) dir=$2; shift 2 ;;
        --cflags) cflags=$2; shift 2 ;;
        -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
        *) progs+=("$1"); shift ;;
    esac
done
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="cargo build --release"
if [ -z "$divm" ]; then
    divm="$ROOT/target/release/divm"
elif [ "$divm" = pgo ]; then
    divm="$ROOT/target/pgo/release/divm"
    build="./pgo.sh"
fi
[ -x "$divm" ] || { echo "seq.sh: no divm binary at $divm ($build)" >&2; exit 3; }
[ -z "$base" ] || [ -x "$base" ] || { echo "seq.sh: no base divm binary at $base" >&2; exit 3; }
CC=${CC:-clang-19}
command -v "$CC" >/dev/null || CC=clang
[ ${#progs[@]} -eq 0 ] && progs=("$dir"/*.c)

work=$(mktemp -d "${TMPDIR:-/tmp}/divm-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
# best_of N OUTFILE ERRFILE CMD... : prints the best wall time in seconds.
best_of() {
    local n=$1 out=$2 err=$3; shift 3
    local best="" t0 t1 d
    for _ in $(seq "$n"); do
        t0=$(now)
        "$@" >"$out" 2>"$err" </dev/null
        t1=$(now)
        d=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", b - a }')
        if [ -z "$best" ] || awk -v d="$d" -v b="$best" 'BEGIN { exit !(d < b) }'; then best=$d; fi
    done
    echo "$best"
}

estimated=0
mismatch=()
printf '%-12s %10s %10s %10s %14s %10s %10s' program native_s divm_s slowdown vm_instr/s check_s check/run
[ -z "$base" ] && echo || printf ' %10s %10s\n' base_s divm/base
for c in "${progs[@]}"; do
    name=$(basename "$c" .c)
    # shellcheck disable=SC2086
    if ! "$CC" -O0 -w $cflags "$c" -o "$work/$name" -lm 2>"$work/$name.cc"; then
        printf '%-12s compile failed: %s\n' "$name" "$(head -c 200 "$work/$name.cc")"
        continue
    fi
    tn=$(best_of "$runs" "$work/$name.nout" /dev/null "$work/$name")
    # shellcheck disable=SC2086
    td=$(best_of "$runs" "$work/$name.dout" /dev/null "$divm" run --cflags -w $cflags "$c")
    if ! cmp -s "$work/$name.nout" "$work/$name.dout"; then mismatch+=("$name"); fi
    # shellcheck disable=SC2086
    tc=$(best_of "$runs" "$work/$name.cout" /dev/null "$divm" check --threads 1 --cflags -w $cflags "$c")
    if ! grep -q '^verdict: safe' "$work/$name.cout"; then mismatch+=("$name (check: $(tail -1 "$work/$name.cout"))"); fi
    tb=0
    if [ -n "$base" ]; then
        # shellcheck disable=SC2086
        tb=$(best_of "$runs" "$work/$name.bout" /dev/null "$base" run --cflags -w $cflags "$c")
        if ! cmp -s "$work/$name.nout" "$work/$name.bout"; then mismatch+=("$name (base)"); fi
    fi
    # shellcheck disable=SC2086
    DIVM_STATS=1 "$divm" run --cflags -w $cflags "$c" >/dev/null 2>"$work/$name.derr" </dev/null
    insns=$(grep -oE 'divm: [0-9]+ instructions' "$work/$name.derr" | grep -oE '[0-9]+' | tail -1)
    mark=""
    if [ -z "$insns" ]; then insns=500000000; mark="~"; estimated=1; fi
    awk -v n="$name" -v tn="$tn" -v td="$td" -v tb="$tb" -v tc="$tc" -v i="$insns" -v m="$mark" 'BEGIN {
        ratio = tn > 0 ? td / tn : 0
        printf "%-12s %10.3f %10.3f %9.1fx %13s%.3g", n, tn, td, ratio, m, (td > 0 ? i / td : 0)
        printf " %10.3f %9.2fx", tc, (td > 0 ? tc / td : 0)
        if (tb > 0) printf " %10.3f %10.3f", tb, td / tb
        printf "\n"
    }'
done
echo "(best of $runs wall-clock runs each of $divm${base:+ and base $base}${cflags:+, cflags: $cflags}; instructions counted by one more, untimed run with DIVM_STATS=1)"
if [ $estimated -eq 1 ]; then
    echo "~ this divm binary prints no instruction count (DIVM_STATS=1): instructions/s estimated from the static count in bench/README.md (about 3e8..7e8 per program; 5e8 assumed)"
fi
if [ ${#mismatch[@]} -gt 0 ]; then
    echo "WARNING: divm output differs from native for: ${mismatch[*]}"
    exit 1
fi
