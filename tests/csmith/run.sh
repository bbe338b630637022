#!/usr/bin/env bash
# Differential test of `divm run` against native execution on csmith programs.
#
#   tests/csmith/run.sh [--seeds N | --from A --to B] [--divm PATH] [--jobs J]
#                       [--timeout S] [--keep DIR] [--csmith-opts "--float ..."]
#                       [--opt 0|1|2]
#
# For each seed: csmith generates a program (deterministic options below), it is
# compiled natively with clang-19 -O0 -w -I/usr/include/csmith and run with a
# 2 s limit (a program that does not terminate natively is skipped), then run
# with `divm run -I /usr/include/csmith -O 0`; --opt N compiles both at -ON
# instead (the same clang, so a mismatch is divm's, or undefined behaviour
# that the optimiser exploits differently); stdout (the checksum line) and the
# exit status must be equal. At -O1/-O2, a program that loops for ever at
# -O0 may crash or end anyhow natively (clang assumes the loop ends): it is
# skipped if divm reports an error there or runs on until its timeout. Prints one line per seed, then
# `N passed, M failed, K skipped` and the failing seeds. Exit status 0 only
# if nothing failed.
#
# csmith options: --no-packed-struct (divm's contract excludes #pragma pack(1)
# layouts csmith emits); floats stay disabled (csmith's default), safe math
# wrappers stay enabled so programs are free of undefined behaviour.
# --csmith-opts adds options (e.g. --float); --keep DIR keeps failing programs
# and divm's stderr; --timeout bounds each divm run (default 300 s, a timeout
# counts as a failure); --jobs runs seeds in parallel (default 2).
set -u

CSMITH_OPTS=(--no-packed-struct)
CSMITH_INC=${CSMITH_INC:-/usr/include/csmith}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)

from=1 to=10 divm="" jobs=2 timeout=300 keep="" one="" extra="" opt=0
while [ $# -gt 0 ]; do
    case "$1" in
        --seeds) from=1; to=$2; shift 2 ;;
        --from) from=$2; shift 2 ;;
        --to) to=$2; shift 2 ;;
        --divm) divm=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        --timeout) timeout=$2; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        --csmith-opts) extra=$2; shift 2 ;;
        --opt) opt=$2; shift 2 ;;
        --one) one=$2; shift 2 ;;   # internal: run one seed
        -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
        *) echo "run.sh: unknown option $1" >&2; exit 3 ;;
    esac
done
case $opt in 0|1|2) ;; *) echo "run.sh: --opt takes 0, 1 or 2" >&2; exit 3 ;; esac

if [ -z "$divm" ]; then
    if [ -x "$ROOT/target/release/divm" ]; then divm="$ROOT/target/release/divm"
    elif command -v divm >/dev/null; then divm=$(command -v divm)
    else echo "run.sh: no divm binary (build with cargo build --release or pass --divm)" >&2; exit 3; fi
fi
CC=${CC:-clang-19}
command -v "$CC" >/dev/null || CC=clang
if ! command -v csmith >/dev/null || [ ! -f "$CSMITH_INC/csmith.h" ]; then
    echo "run.sh: csmith or $CSMITH_INC/csmith.h is not installed" >&2
    exit 4
fi

# loop_ends FILE DIR: whether FILE built at -O0 ends natively within 2 s.
loop_ends() {
    "$CC" -O0 -w -I"$CSMITH_INC" "$1" -o "$2/native0" -lm >/dev/null 2>&1 || return 0
    timeout 2 "$2/native0" >/dev/null 2>&1 </dev/null
    local rc=$?
    [ $rc -ne 124 ] && [ $rc -ne 137 ]
}

# ---- one seed: prints exactly one line "PASS|FAIL|SKIP seed[: reason]" ----
run_one() {
    local s=$1 dir
    dir=$(mktemp -d "${TMPDIR:-/tmp}/divm-csmith-$s.XXXXXX")
    local c="$dir/s$s.c"
    # shellcheck disable=SC2086
    if ! csmith --seed "$s" "${CSMITH_OPTS[@]}" $extra -o "$c" >"$dir/csmith.log" 2>&1; then
        echo "SKIP $s: csmith failed"; rm -rf "$dir"; return
    fi
    if ! "$CC" -O"$opt" -w -I"$CSMITH_INC" "$c" -o "$dir/native" -lm >"$dir/cc.log" 2>&1; then
        echo "SKIP $s: native compile failed"; rm -rf "$dir"; return
    fi
    local t0 t1 t2 nrc drc
    t0=$(date +%s.%N)
    timeout 2 "$dir/native" >"$dir/native.out" 2>/dev/null </dev/null
    nrc=$?
    t1=$(date +%s.%N)
    if [ $nrc -eq 124 ] || [ $nrc -eq 137 ]; then
        echo "SKIP $s: native run does not terminate within 2 s"; rm -rf "$dir"; return
    fi
    timeout "$timeout" "$divm" run -I "$CSMITH_INC" -O "$opt" --cflags -w "$c" >"$dir/divm.out" 2>"$dir/divm.err" </dev/null
    drc=$?
    t2=$(date +%s.%N)
    local times
    times=$(awk -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN { printf "native %.2fs, divm %.2fs", b - a, c - b }')
    if [ $drc -eq 124 ] && [ "$opt" != 0 ] && ! loop_ends "$c" "$dir"; then
        # The same endless loop (below), which divm's build keeps: clang
        # may drop it or not, and divm's checks change what it optimises.
        echo "SKIP $s: loops for ever at -O0, undefined at -O$opt (native exit $nrc, divm runs on: timed out)"
        rm -rf "$dir"; return
    elif [ $drc -eq 124 ]; then
        echo "FAIL $s: divm timed out after ${timeout}s ($times)"
    elif cmp -s "$dir/native.out" "$dir/divm.out" && [ $nrc -eq $drc ]; then
        echo "PASS $s ($times)"
        rm -rf "$dir"; return
    elif [ "$opt" != 0 ] && [ $drc -eq 1 ] && ! loop_ends "$c" "$dir"; then
        # An endless loop without side effects, which C11 lets clang assume
        # ends (6.8.5p6): at -O1/-O2 it drops the loop's exit, and the
        # native run crashes or ends anyhow where divm reports the
        # unreachable code or the access it leads to.
        echo "SKIP $s: loops for ever at -O0, undefined at -O$opt (native exit $nrc, divm: $(grep -m1 '^divm:' "$dir/divm.err" | cut -c1-120))"
        rm -rf "$dir"; return
    else
        local why=""
        if ! cmp -s "$dir/native.out" "$dir/divm.out"; then
            why="stdout: native '$(head -c 200 "$dir/native.out" | tr '\n' ' ')' vs divm '$(head -c 200 "$dir/divm.out" | tr '\n' ' ')'"
        fi
        [ $nrc -ne $drc ] && why="$why; exit native $nrc vs divm $drc"
        local err
        err=$(grep -v '^\s*$' "$dir/divm.err" | grep -iE '^divm:|fault|error:' | head -3 | tr '\n' ' ' | cut -c1-300)
        [ -n "$err" ] && why="$why; divm: $err"
        echo "FAIL $s: ${why#; } ($times)"
    fi
    if [ -n "$keep" ]; then
        mkdir -p "$keep" && cp "$c" "$keep/" && cp "$dir/divm.err" "$keep/s$s.divm.err"
    fi
    rm -rf "$dir"
}

if [ -n "$one" ]; then
    run_one "$one"
    exit 0
fi

results=$(mktemp "${TMPDIR:-/tmp}/divm-csmith-results.XXXXXX")
seq "$from" "$to" | xargs -P "$jobs" -I{} bash "$0" --one {} --divm "$divm" --timeout "$timeout" --opt "$opt" \
        ${keep:+--keep "$keep"} ${extra:+--csmith-opts "$extra"} \
    | tee "$results"

passed=$(grep -c '^PASS' "$results")
failed=$(grep -c '^FAIL' "$results")
skipped=$(grep -c '^SKIP' "$results")
echo "$passed passed, $failed failed, $skipped skipped"
if [ "$failed" -gt 0 ]; then
    echo "failing seeds: $(grep '^FAIL' "$results" | awk '{print $2}' | tr -d ':' | sort -n | tr '\n' ' ')"
fi
rm -f "$results"
[ "$failed" -eq 0 ]
