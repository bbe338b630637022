#!/usr/bin/env bash
# The accepting-cycle phase of --termination and --ltl (issue 51, item 3),
# in one run: for each instance and check, with --threads 1 (nested DFS)
# and --threads 2 (OWCTY), the whole check's time, the cycle phase's (the
# graph or product built from the logs, the algorithm, the lasso: DIVM_STATS
# "the cycle search took") and the algorithm's alone (its lasso included);
# the cycle phase's share of the check, and the speedups from one worker to
# two. Times are the best of --runs (default 3), interleaved. Instances are
# MODEL or MODEL:-DNAME=V,-DNAME=V over ../shared/bench/models (the source is
# checked: --ltl names globals' elements; compiling is in the check's time
# but not in the phase's).
#
#   benches/cycles.sh [--divm PATH] [--runs 3] [--instances "bakery3 philosophers5:-DN=6"]
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
divm="$ROOT/target/release/divm"
runs=3
instances="bakery3 philosophers5:-DN=6 philosophers5:-DROUNDS=2"
while [ $# -gt 0 ]; do
    case "$1" in
        --divm) divm=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --instances) instances=$2; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "cycles.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
[ -x "$divm" ] || { echo "cycles.sh: no divm binary at $divm" >&2; exit 3; }
MODELS=${MODELS:-/work/shared/bench/models}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The LTL property measured on a model (one per model).
formula() {
    case "$1" in
        bakery3) echo 'G (number[0] != 0 -> F number[0] == 0)' ;;
        philosophers*) echo 'G (user[0] != 0 -> G user[0] != 0)' ;;
        *) echo 'G true' ;;
    esac
}

# run THREADS ARGS...: "verdict states total phase algorithm" of a check.
run() {
    local threads=$1; shift
    DIVM_STATS=1 "$divm" check --report=json --threads "$threads" "$@" 2>"$tmp/err" >"$tmp/out"
    python3 - "$tmp/out" "$tmp/err" <<'EOF'
import json, re, sys
r = json.load(open(sys.argv[1]))
err = open(sys.argv[2]).read()
phase = re.search(r"the cycle search took ([0-9.]+) s", err)
alg = re.search(r"divm: (\w+) on \d+ thread\(s\) took ([0-9.]+) s", err)
k = (r.get("error") or {}).get("kind")
print(r["verdict"] + ("(" + k + ")" if k else ""), r["stats"]["states"], "%.3f" % r["stats"]["seconds"],
      phase.group(1) if phase else "nan", (alg.group(1) + ":" + alg.group(2)) if alg else "-:nan")
EOF
}

best() { python3 -c 'import sys; print("%.3f" % min(float(x) for x in sys.argv[1:]))' "$@"; }
ratio() { python3 -c 'import sys; a, b = float(sys.argv[1]), float(sys.argv[2]); print("%.2f" % (a / b) if b > 0 else "-")' "$1" "$2"; }

printf '%-24s %-12s %-12s %8s | %-5s %7s %7s %7s %6s | %-5s %7s %7s %7s %6s | %6s %6s %6s\n' \
    instance check verdict states alg1 check phase alg share alg2 check phase alg share "x chk" "x phs" "x alg"
for inst in $instances; do
    model=${inst%%:*}
    flags=()
    [ "$model" != "$inst" ] && IFS=, read -r -a flags <<<"${inst#*:}"
    src="$MODELS/$model.c"
    [ -f "$src" ] || { echo "cycles.sh: no model $src" >&2; continue; }
    for check in termination ltl; do
        if [ "$check" = termination ]; then args=(--termination); else args=(--ltl "$(formula "$model")"); fi
        declare -a c1=() p1=() a1=() c2=() p2=() a2=()
        for _ in $(seq "$runs"); do
            read -r v s t p a <<<"$(run 1 "${flags[@]}" "${args[@]}" "$src")"; c1+=("$t"); p1+=("$p"); a1+=("${a#*:}"); n1=${a%%:*}
            read -r _ _ t p a <<<"$(run 2 "${flags[@]}" "${args[@]}" "$src")"; c2+=("$t"); p2+=("$p"); a2+=("${a#*:}"); n2=${a%%:*}
        done
        C1=$(best "${c1[@]}"); P1=$(best "${p1[@]}"); A1=$(best "${a1[@]}")
        C2=$(best "${c2[@]}"); P2=$(best "${p2[@]}"); A2=$(best "${a2[@]}")
        printf '%-24s %-12s %-12s %8s | %-5s %7s %7s %7s %6s | %-5s %7s %7s %7s %6s | %6s %6s %6s\n' \
            "$inst" "$check" "$v" "$s" "$n1" "$C1" "$P1" "$A1" "$(ratio "$P1" "$C1")" "$n2" "$C2" "$P2" "$A2" "$(ratio "$P2" "$C2")" \
            "$(ratio "$C1" "$C2")" "$(ratio "$P1" "$P2")" "$(ratio "$A1" "$A2")"
    done
done
echo "(times in s; share: cycle phase / check; x: speedup from 1 worker to 2; load average: $(cut -d' ' -f1-3 /proc/loadavg))"
