#!/usr/bin/env bash
# Symbolic mode against enumeration, in one run. For each program of
# benches/symbolic/ (inputs in small ranges, so both modes apply): states,
# transitions and time with `--nondet-range 0..63` and with `--symbolic`,
# and for the symbolic run the solver's queries per second and cache hit
# rate (groups answered from the cache / groups asked). Then the cost of
# `--symbolic` on programs with no symbolic value at all (the models of
# ../shared/bench/models): time with the flag / time without (best of 3,
# interleaved, one worker); the target is at most 1.10.
#
#   benches/symbolic.sh [--divm PATH] [--models "philosophers5 bakery3"]
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
divm="$ROOT/target/release/divm"
models="philosophers5 bakery3 treiber_stack"
while [ $# -gt 0 ]; do
    case "$1" in
        --divm) divm=$2; shift 2 ;;
        --models) models=$2; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "symbolic.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
[ -x "$divm" ] || { echo "symbolic.sh: no divm binary at $divm" >&2; exit 3; }
MODELS=${MODELS:-/work/shared/bench/models}

# report FIELD...: fields of a JSON report on stdin, tab-separated.
fields() {
    python3 -c '
import json, sys
r = json.load(sys.stdin)
s, q = r["stats"], r.get("solver") or {}
asked = q.get("cache_hits", 0) + q.get("solver_calls", 0)
print("\t".join(str(x) for x in [r["verdict"], s["states"], s["transitions"], "%.3f" % s["seconds"],
    "%.0f" % (q.get("queries", 0) / s["seconds"]) if s["seconds"] > 0 else "-",
    "%.2f" % (q.get("cache_hits", 0) / asked) if asked else "-"]))'
}

printf '%-10s | %-8s %8s %9s %8s | %-8s %8s %9s %8s %10s %6s\n' program enum states trans time symbolic states trans time queries/s hits
for f in "$ROOT"/benches/symbolic/*.c; do
    name=$(basename "$f" .c)
    e=$("$divm" check --threads 1 --report=json --nondet-range 0..63 "$f" | fields)
    s=$("$divm" check --threads 1 --report=json --symbolic "$f" | fields)
    IFS=$'\t' read -r ev es et etime _ _ <<<"$e"
    IFS=$'\t' read -r sv ss st stime sq sh <<<"$s"
    printf '%-10s | %-8s %8s %9s %8s | %-8s %8s %9s %8s %10s %6s\n' "$name" "$ev" "$es" "$et" "$etime" "$sv" "$ss" "$st" "$stime" "$sq" "$sh"
done

echo
echo "cost of --symbolic without symbolic values (time with / without, best of 3):"
for m in $models; do
    f="$MODELS/$m.c"
    [ -f "$f" ] || { echo "  $m: missing"; continue; }
    best_plain=999999
    best_sym=999999
    for _ in 1 2 3; do
        for mode in plain sym; do
            flag=""
            [ $mode = sym ] && flag="--symbolic"
            t=$("$divm" check --threads 1 --report=json $flag "$f" | python3 -c 'import json,sys; print(json.load(sys.stdin)["stats"]["seconds"])')
            if [ $mode = plain ]; then
                best_plain=$(python3 -c "print(min($best_plain, $t))")
            else
                best_sym=$(python3 -c "print(min($best_sym, $t))")
            fi
        done
    done
    python3 -c "print('  %-16s %.3f s / %.3f s = %.3f' % ('$m', $best_sym, $best_plain, $best_sym / $best_plain))"
done
