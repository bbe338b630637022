#!/usr/bin/env bash
# A checking option (--termination, --data-races, ...) against plain
# `check`, in one run, on the benchmark models (../shared/bench/models):
# verdict, states and time of each with one worker, the cost ratio (time
# with the option / without), and the parallel speedup with the option
# (one worker's time / two workers'). Times are the best of 3, interleaved.
#
#   benches/flag_cost.sh [--divm PATH] [--models "bakery3 peterson2"] --flag --termination
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
divm="$ROOT/target/release/divm"
models="bakery3 peterson2 philosophers5 treiber_stack counter_4x2"
flag=""
while [ $# -gt 0 ]; do
    case "$1" in
        --divm) divm=$2; shift 2 ;;
        --models) models=$2; shift 2 ;;
        --flag) flag=$2; shift 2 ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        *) echo "flag_cost.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
[ -n "$flag" ] || { echo "flag_cost.sh: which option? (--flag --termination)" >&2; exit 2; }
[ -x "$divm" ] || { echo "flag_cost.sh: no divm binary at $divm" >&2; exit 3; }
MODELS=${MODELS:-/work/shared/bench/models}

# run ARGS...: "verdict states seconds" of a check.
run() {
    "$divm" check --report=json "$@" 2>/dev/null | python3 -c '
import json, sys
r = json.load(sys.stdin)
k = (r.get("error") or {}).get("kind")
print(r["verdict"] + ("(" + k + ")" if k else ""), r["stats"]["states"], "%.3f" % r["stats"]["seconds"])'
}

min() { python3 -c 'import sys; print(min(float(x) for x in sys.argv[1:]))' "$@"; }

printf '%-14s | %-10s %9s %8s | %-22s %9s %8s | %6s | %8s %7s\n' model check states time "$flag" states time cost "2 workers" speedup
for m in $models; do
    f="$MODELS/$m.c"
    [ -f "$f" ] || { echo "flag_cost.sh: no model $f" >&2; continue; }
    plain=() term=() par=()
    for _ in 1 2 3; do
        read -r pv ps pt <<<"$(run --threads 1 "$f")"; plain+=("$pt")
        read -r tv ts tt <<<"$(run --threads 1 "$flag" "$f")"; term+=("$tt")
        read -r _ _ t2 <<<"$(run --threads 2 "$flag" "$f")"; par+=("$t2")
    done
    p=$(min "${plain[@]}"); t=$(min "${term[@]}"); t2=$(min "${par[@]}")
    printf '%-14s | %-10s %9s %8s | %-22s %9s %8s | %6.2f | %8s %7.2f\n' "$m" "$pv" "$ps" "$p" "$tv" "$ts" "$t" \
        "$(python3 -c "print($t / max($p, 1e-9))")" "$t2" "$(python3 -c "print($t / max($t2, 1e-9))")"
done
