#!/usr/bin/env bash
# Host instructions per unit of work, counted by callgrind: a measure that
# does not depend on the load of the machine, so two builds can be compared
# on a shared machine. For each sequential program (small sizes) it prints
# the host instructions per VM instruction inside the interpreter loop
# (Machine::exec); for each model, the host instructions per transition
# and per stored state inside the search workers (run_worker: interpretation, canonical form,
# storage, visited set), and the whole search in millions: a reduction
# that merges transitions raises the cost per transition, not the total.
# With --base OLD_DIVM, both builds run in this one
# invocation and the ratio new/old is printed. The sequential programs also
# get the whole run's count, since lowering decides how many VM
# instructions a program takes. The first row is the start-up: a whole
# `divm run` of an empty main, in millions. The per-VM-instruction rows
# are marginal: the interpreter's count and the VM instructions of an
# empty main (booting DiOS, a fixed cost the start-up row shows) are
# taken off both, so that a larger OS does not read as a slower
# interpreter.
#
# --flags ARGS adds ARGS to this build's `check` of the models (not the
# base's): `--flags --no-por` compares transitions with a base that has
# no partial-order reduction, whose transitions are other ones.
#
#   benches/cost.sh [--divm PATH] [--base PATH] [--flags ARGS] [--models "philosophers4 treiber_stack"]
#
# Needs valgrind. Takes a few minutes (callgrind runs ~50x slower).
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
divm="$ROOT/target/release/divm"
base=""
flags=""
models="philosophers4 treiber_stack counter_4x2"
while [ $# -gt 0 ]; do
    case "$1" in
        --divm) divm=$2; shift 2 ;;
        --base) base=$2; shift 2 ;;
        --flags) flags=$2; shift 2 ;;
        --models) models=$2; shift 2 ;;
        -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
        *) echo "cost.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
command -v valgrind >/dev/null || { echo "cost.sh: valgrind is not installed" >&2; exit 3; }
[ -x "$divm" ] || { echo "cost.sh: no divm binary at $divm" >&2; exit 3; }
SEQ=${SEQ:-/work/shared/bench/seq}
MODELS=${MODELS:-/work/shared/bench/models}
work=$(mktemp -d "${TMPDIR:-/tmp}/divm-cost.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Snapshots of the binaries, so a rebuild during the run mixes nothing.
cp "$divm" "$work/divm-new" && divm="$work/divm-new"
if [ -n "$base" ]; then cp "$base" "$work/divm-base" && base="$work/divm-base"; fi

# collected BIN TOGGLE ARGS...: callgrind's instruction count within TOGGLE.
collected() {
    local bin=$1 toggle=$2; shift 2
    valgrind --tool=callgrind --toggle-collect="$toggle" --callgrind-out-file="$work/cg.out" "$bin" "$@" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# seq_cost BIN FILE DEFS...: host instructions per VM instruction, and
# for the whole run in millions (lowering changes how many VM instructions
# a program takes, so builds are compared on both).
seq_cost() {
    local bin=$1 file=$2; shift 2
    local ir n ir0 n0
    ir=$(collected "$bin" '*Machine*exec*' run "$SEQ/$file" "$@")
    n=$(vm_instructions "$bin" "$SEQ/$file" "$@")
    read -r ir0 n0 <<<"$(empty_cost "$bin")"
    python3 -c "print(f'{($ir - $ir0)/($n - $n0):.1f} {$ir/1e6:.1f}')"
}

# vm_instructions BIN FILE DEFS...: the VM instructions of `divm run`.
vm_instructions() {
    local bin=$1; shift
    DIVM_STATS=1 "$bin" run "$@" 2>&1 >/dev/null | sed -n 's/divm: \([0-9]*\) instructions.*/\1/p'
}

# empty_cost BIN: the interpreter's host instructions and the VM
# instructions of an empty main (booting DiOS), once per binary.
empty_cost() {
    local bin=$1 key
    key=$(basename "$bin")
    if [ ! -f "$work/empty-$key" ]; then
        printf 'int main(void) { return 0; }\n' >"$work/empty.c"
        echo "$(collected "$bin" '*Machine*exec*' run "$work/empty.c") $(vm_instructions "$bin" "$work/empty.c")" >"$work/empty-$key"
    fi
    cat "$work/empty-$key"
}

# start_cost BIN: host instructions (millions) of `divm run` of a compiled
# empty main: reading the runtime, linking and lowering, booting DiOS.
start_cost() {
    local bin=$1
    printf 'int main(void) { return 0; }\n' >"$work/empty.c"
    "$bin" cc "$work/empty.c" -o "$work/empty.bc" >/dev/null 2>&1 || { echo "-"; return; }
    local ir
    ir=$(valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$bin" run "$work/empty.bc" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
    python3 -c "print(f'{$ir/1e6:.1f}')"
}

# model_cost BIN MODEL: host instructions per transition and per stored
# state (a reduction that stores fewer states for the same transitions
# shows in the second).
model_cost() {
    local bin=$1 model=$2; shift 2
    "$bin" cc "$MODELS/$model.c" -o "$work/$model.bc" >/dev/null 2>&1 || { echo "- -"; return; }
    local ir ts
    ir=$(collected "$bin" '*run_worker*' check "$work/$model.bc" --threads 1 "$@")
    ts=$("$bin" check "$work/$model.bc" --threads 1 "$@" --report=json 2>/dev/null | python3 -c "import json,sys; s=json.load(sys.stdin)['stats']; print(s['transitions'], s['states'])")
    python3 -c "t, s = map(int, '$ts'.split()); print(f'{$ir/t:.0f} {$ir/s:.0f} {$ir/1e6:.1f}')"
}

row() {
    local name=$1 new=$2 old=${3:-}
    if [ -n "$old" ]; then
        printf "%-34s %12s %12s %8s\n" "$name" "$new" "$old" "$(python3 -c "print(f'{$new/$old:.2f}')")"
    else
        printf "%-34s %12s\n" "$name" "$new"
    fi
}

if [ -n "$base" ]; then
    printf "%-34s %12s %12s %8s\n" "host instructions per ..." "this build" "base" "ratio"
else
    printf "%-34s %12s\n" "host instructions per ..." "this build"
fi
new=$(start_cost "$divm")
old=""
[ -n "$base" ] && old=$(start_cost "$base")
row "start-up (millions)" "$new" "$old"
for spec in "fib.c -DN=17 -DREPS=2" "sieve.c -DLIMIT=20000 -DREPS=2" "bytecode.c -DOUTER=60 -DINNER=60" \
            "mandelbrot.c -DWIDTH=40 -DHEIGHT=20 -DMAXITER=100" "strhash.c -DNSTR=1000 -DREPS=2"; do
    set -- $spec
    f=$1; shift
    read -r new new_run <<<"$(seq_cost "$divm" "$f" "$@")"
    old=""; old_run=""
    [ -n "$base" ] && read -r old old_run <<<"$(seq_cost "$base" "$f" "$@")"
    row "VM instruction, ${f%.c}" "$new" "$old"
    row "whole run (millions), ${f%.c}" "$new_run" "$old_run"
done
for m in $models; do
    # shellcheck disable=SC2086 # $flags is a list of arguments
    read -r new_t new_s new_all <<<"$(model_cost "$divm" "$m" $flags)"
    old_t=""; old_s=""; old_all=""
    [ -n "$base" ] && read -r old_t old_s old_all <<<"$(model_cost "$base" "$m")"
    row "transition, $m" "$new_t" "$old_t"
    row "stored state, $m" "$new_s" "$old_s"
    row "whole search (millions), $m" "$new_all" "$old_all"
done
