#!/usr/bin/env bash
# SMC throughput: runs per second of `divm smc` on every model of the
# concurrent benchmark set (../shared/bench/models, default parameters from
# expected.tsv) and on ../shared/acceptance/threads/race_counter.c, with 1
# and with 2 workers in this one invocation, and the speedup of 2 over 1.
#
#   benches/smc.sh [--runs N] [--bound N] [--divm PATH]
#
# Each model is compiled once (`divm cc`, not measured), then
#   divm smc MODEL.bc -q 'Pr[<=BOUND](<> error)' --max-runs N --epsilon 1e-9 --threads T
# runs exactly N runs (the tiny epsilon never stops it earlier); runs/s is
# from divm's own time. The estimated probability of reaching an error is
# shown as a sanity check (0 for safe models). Not run by `cargo test`.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SHARED=${SHARED:-$ROOT/../shared}
RUNS=2000
BOUND=5000
DIVM=$ROOT/target/release/divm
while [ $# -gt 0 ]; do
    case $1 in
        --runs) RUNS=$2; shift 2 ;;
        --bound) BOUND=$2; shift 2 ;;
        --divm) DIVM=$2; shift 2 ;;
        *) echo "usage: benches/smc.sh [--runs N] [--bound N] [--divm PATH]" >&2; exit 3 ;;
    esac
done
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cp "$DIVM" "$WORK/divm"
DIVM=$WORK/divm

measure() { # NAME BC
    local name=$1 bc=$2 r1 r2
    r1=$("$DIVM" smc "$bc" -q "Pr[<=$BOUND](<> error)" --max-runs "$RUNS" --epsilon 1e-9 --threads 1 --report=json 2>/dev/null)
    r2=$("$DIVM" smc "$bc" -q "Pr[<=$BOUND](<> error)" --max-runs "$RUNS" --epsilon 1e-9 --threads 2 --report=json 2>/dev/null)
    python3 - "$name" "$r1" "$r2" <<'PY'
import json, sys
name, a, b = sys.argv[1], sys.argv[2], sys.argv[3]
try:
    one, two = json.loads(a)["results"][0], json.loads(b)["results"][0]
except Exception:
    print(f"{name:<24} failed"); sys.exit(0)
r1, r2 = one["runs_per_second"], two["runs_per_second"]
edges = "-"
print(f"{name:<24} {one['runs']:>6} {one['estimate'] if one.get('estimate') is not None else float('nan'):>8.4f} {r1:>10.0f} {r2:>10.0f} {r2 / r1:>8.2f}x")
PY
}

printf '%-24s %6s %8s %10s %10s %9s\n' model runs Pr_error runs/s_1w runs/s_2w speedup
tail -n +2 "$SHARED/bench/models/expected.tsv" | while IFS=$'\t' read -r model params _; do
    defs=()
    for p in $params; do defs+=("-D$p"); done
    "$DIVM" cc "$SHARED/bench/models/$model.c" "${defs[@]}" -o "$WORK/$model.bc" 2>/dev/null || { echo "$model: compile failed"; continue; }
    measure "$model" "$WORK/$model.bc"
done
"$DIVM" cc "$SHARED/acceptance/threads/race_counter.c" -o "$WORK/race_counter.bc" 2>/dev/null && measure race_counter "$WORK/race_counter.bc"
