#!/usr/bin/env bash
# Fuzzes divm's loader, lowering and evaluator (issue 49): every run must end
# in a verdict (exit 0, 1 or 2) or a clean refusal (exit 3), never a panic
# (exit 4, "internal error"), a signal or a hang.
#
#   tests/fuzz/run.sh [--minutes N | --runs N] [--divm PATH] [--seed S] [--keep DIR]
#
# Each round runs, in turn:
#   stress:  a random valid module from llvm-stress-19, called from a small C
#            main with three buffers, through `divm check` (bounded in time);
#   bitcode: a byte-level mutation (flips, truncation, splices) of a program
#            of tests/programs compiled to bitcode, through `divm check`;
#   source:  a byte-level mutation of such a C file, through `divm check`.
# --minutes N runs rounds until N minutes have passed (default 1); --runs N
# runs exactly N rounds. Failing inputs are kept in --keep DIR (default a
# temporary directory, printed). The summary line is
# `fuzz: R rounds, K runs, F failures (exit counts; ...)`; the exit status
# is 1 on a failure.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
divm="$ROOT/target/release/divm"
minutes=1
runs=""
seed=$$
keep=""
while [ $# -gt 0 ]; do
    case "$1" in
        --minutes) minutes=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --divm) divm=$2; shift 2 ;;
        --seed) seed=$2; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
stress=$(command -v llvm-stress-19 || command -v llvm-stress || true)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
keep=${keep:-$(mktemp -d /tmp/divm-fuzz.XXXXXX)}
mkdir -p "$keep"
RANDOM=$seed
deadline=$(( $(date +%s) + minutes * 60 ))

# The seed programs: every C test program without extra files.
mapfile -t sources < <(grep -L -e '--file' -e '--stdin' -e '--os' "$ROOT"/tests/programs/{seq,diff,threads,nondet}/*.c)
if [ ${#sources[@]} -eq 0 ]; then echo "run.sh: no seed programs" >&2; exit 2; fi

rounds=0 total=0 failures=0
declare -A exits=()

# check NAME ARGS...: runs divm check, classifies the outcome.
check() {
    local name=$1; shift
    total=$((total + 1))
    timeout -s KILL 60 "$divm" check --time-limit 10 --max-memory 2G --threads 1 "$@" >"$work/out" 2>"$work/err" </dev/null
    local rc=$?
    exits[$rc]=$(( ${exits[$rc]:-0} + 1 ))
    local why=""
    case $rc in
        0|1|2|3) grep -q -e 'internal error' -e 'panicked' "$work/err" && why="internal error with exit $rc" ;;
        4) why="internal error (exit 4)" ;;
        137) why="hang: killed after 60 s" ;;
        *) why="exit $rc (a signal?)" ;;
    esac
    if [ -n "$why" ]; then
        failures=$((failures + 1))
        local dir="$keep/$name"
        mkdir -p "$dir"
        cp "$@" "$dir/" 2>/dev/null
        cp "$work/out" "$work/err" "$dir/"
        echo "FAIL $name: $why ($(head -c 200 "$work/err" | tr '\n' ' '))"
    fi
}

# mutate IN OUT: flips, overwrites, a truncation or a splice of a piece.
mutate() {
    python3 - "$1" "$2" "$RANDOM" <<'EOF'
import random, sys
src, dst, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
r = random.Random(seed)
b = bytearray(open(src, "rb").read())
for _ in range(r.randint(1, 8)):
    if not b:
        break
    k = r.randrange(4)
    i = r.randrange(len(b))
    if k == 0:
        b[i] ^= 1 << r.randrange(8)
    elif k == 1:
        b[i] = r.randrange(256)
    elif k == 2:
        del b[r.randrange(i, len(b) + 1):]
    else:
        j = r.randrange(len(b))
        b[i:i] = b[j:j + r.randint(1, 64)]
open(dst, "wb").write(bytes(b))
EOF
}

while :; do
    if [ -n "$runs" ]; then
        [ "$rounds" -ge "$runs" ] && break
    elif [ "$(date +%s)" -ge "$deadline" ]; then
        break
    fi
    rounds=$((rounds + 1))
    n=$RANDOM
    if [ -n "$stress" ]; then
        "$stress" --seed="$n" --size=$((20 + RANDOM % 100)) -o "$work/s$n.ll"
        printf 'void autogen_SD%d(void *, void *, void *, int, long, char);\nint main(void) {\n    static char a[512], b[512], c[512];\n    autogen_SD%d(a, b, c, 1, 2, 3);\n    return 0;\n}\n' "$n" "$n" >"$work/m$n.c"
        check "stress-$n" "$work/m$n.c" "$work/s$n.ll"
    fi
    src=${sources[$((RANDOM % ${#sources[@]}))]}
    if "$divm" cc "$src" -o "$work/p.bc" >/dev/null 2>&1; then
        mutate "$work/p.bc" "$work/bc$n.bc"
        check "bitcode-$n" "$work/bc$n.bc"
    fi
    mutate "$src" "$work/c$n.c"
    check "source-$n" "$work/c$n.c"
    rm -f "$work"/s*.ll "$work"/m*.c "$work"/bc*.bc "$work"/c*.c
done
tally=""
for rc in $(printf "%s\n" "${!exits[@]}" | sort -n); do tally="${tally:+$tally, }exit $rc: ${exits[$rc]}"; done
echo "fuzz: $rounds rounds, $total runs, $failures failures ($tally; seed $seed; failing inputs in $keep)"
[ "$failures" -eq 0 ]
