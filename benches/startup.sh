#!/usr/bin/env bash
# The fixed cost of one divm command: CPU seconds (user + system) and wall
# seconds per run of `divm --version`, of `divm check` of a small compiled
# model, and of `divm check` of its C source (with clang). Small checks are
# dominated by this cost (the models the peers finish in 50 ms), and the
# test suite runs divm thousands of times. With --base OLD_DIVM both builds
# run alternately in this one invocation, and the ratios new/old are
# printed, so the machine's load falls on both alike.
#
#   benches/startup.sh [--divm PATH] [--base PATH] [--runs 20] [--model counter_race]
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
divm="$ROOT/target/release/divm"
base=""
runs=20
model=counter_race
while [ $# -gt 0 ]; do
    case "$1" in
        --divm) divm=$2; shift 2 ;;
        --base) base=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --model) model=$2; shift 2 ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "startup.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
MODELS=${MODELS:-/work/shared/bench/models}
for b in "$divm" $base; do
    [ -x "$b" ] || { echo "startup.sh: no divm binary at $b" >&2; exit 3; }
done
[ -f "$MODELS/$model.c" ] || { echo "startup.sh: no model $MODELS/$model.c" >&2; exit 3; }
work=$(mktemp -d "${TMPDIR:-/tmp}/divm-startup.XXXXXX")
trap 'rm -rf "$work"' EXIT
"$divm" cc "$MODELS/$model.c" -o "$work/model.bc" >/dev/null 2>&1 || { echo "startup.sh: cannot compile $model.c" >&2; exit 3; }

# once BIN ARGS...: "cpu wall" seconds of one run (its exit status ignored:
# a model with an error exits 1).
once() {
    /usr/bin/time -f "%U %S %e" -o "$work/time" "$@" >/dev/null 2>&1
    # (time writes "Command exited with non-zero status" first when it did.)
    tail -n 1 "$work/time" | awk '{ printf "%.4f %.4f\n", $1 + $2, $3 }'
}

# measure NAME ARGS...: runs each build `runs` times, alternating, and
# prints the mean CPU and wall seconds per run (and the ratios).
measure() {
    local name=$1; shift
    local i new_cpu=0 new_wall=0 old_cpu=0 old_wall=0 c w
    for i in $(seq "$runs"); do
        read -r c w <<<"$(once "$divm" "$@")"
        new_cpu=$(python3 -c "print($new_cpu + $c)"); new_wall=$(python3 -c "print($new_wall + $w)")
        if [ -n "$base" ]; then
            read -r c w <<<"$(once "$base" "$@")"
            old_cpu=$(python3 -c "print($old_cpu + $c)"); old_wall=$(python3 -c "print($old_wall + $w)")
        fi
    done
    python3 - "$name" "$runs" "$new_cpu" "$new_wall" "$old_cpu" "$old_wall" "${base:+1}" <<'EOF'
import sys
name, runs = sys.argv[1], int(sys.argv[2])
nc, nw, oc, ow = (float(x) / runs for x in sys.argv[3:7])
if sys.argv[7:] and sys.argv[7] == "1":
    print(f"{name:<28} {nc:8.3f} {nw:8.3f} {oc:8.3f} {ow:8.3f} {nc / oc if oc else 0:6.2f} {nw / ow if ow else 0:6.2f}")
else:
    print(f"{name:<28} {nc:8.3f} {nw:8.3f}")
EOF
}

if [ -n "$base" ]; then
    printf "%-28s %8s %8s %8s %8s %6s %6s\n" "seconds per run" "cpu" "wall" "base cpu" "wall" "cpu" "wall"
else
    printf "%-28s %8s %8s\n" "seconds per run" "cpu" "wall"
fi
measure "divm --version" --version
measure "check $model.bc" check "$work/model.bc"
measure "check $model.c" check "$MODELS/$model.c"
