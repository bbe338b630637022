#!/usr/bin/env bash
# Memory per state on large objects (issue 50, item 2): loops that change
# one element of a 16 KiB array, global (large_objects/array.c) or on a
# thread's stack (frame.c), one state per iteration. Each program is
# checked at two loop lengths (N1, N2); the marginal bytes per state is
# the growth of the check's peak RSS (ru_maxrss) over the growth in states,
# so the fixed start-up memory drops out. With --base OLD_DIVM both builds
# run in this one invocation and the ratios new/old are printed (memory
# per state, and user CPU seconds for the longer run).
#
#   benches/large_objects.sh [--divm PATH] [--base PATH] [--n1 20000] [--n2 80000]
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
divm="$ROOT/target/release/divm"
base=""
n1=20000
n2=80000
while [ $# -gt 0 ]; do
    case "$1" in
        --divm) divm=$2; shift 2 ;;
        --base) base=$2; shift 2 ;;
        --n1) n1=$2; shift 2 ;;
        --n2) n2=$2; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "large_objects.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
[ -x "$divm" ] || { echo "large_objects.sh: no divm binary at $divm" >&2; exit 3; }
[ -z "$base" ] || [ -x "$base" ] || { echo "large_objects.sh: no divm binary at $base" >&2; exit 3; }
work=$(mktemp -d "${TMPDIR:-/tmp}/divm-large.XXXXXX")
trap 'rm -rf "$work"' EXIT

# measure BIN PROGRAM N: "states rss_kb user_s"
measure() {
    local bin=$1 prog=$2 n=$3
    "$bin" cc "$ROOT/benches/large_objects/$prog.c" -DN="$n" -o "$work/$prog-$n.bc" >/dev/null 2>&1 ||
        { echo "large_objects.sh: cannot compile $prog.c" >&2; exit 3; }
    /usr/bin/time -f "%M %U" -o "$work/time" "$bin" check --threads 1 "$work/$prog-$n.bc" >"$work/out" 2>&1
    local states
    states=$(sed -n 's/^states: \([0-9]*\),.*/\1/p' "$work/out")
    grep -q '^verdict: safe' "$work/out" || { echo "large_objects.sh: $prog N=$n is not safe:" >&2; tail -3 "$work/out" >&2; exit 3; }
    echo "$states $(cat "$work/time")"
}

# row BIN PROGRAM: "bytes_per_state user_s_at_n2 states_at_n2"
row() {
    local a b
    a=$(measure "$1" "$2" "$n1") || exit 3
    b=$(measure "$1" "$2" "$n2") || exit 3
    set -- $a $b
    awk -v s1="$1" -v r1="$2" -v s2="$4" -v r2="$5" -v u2="$6" 'BEGIN { printf "%.0f %s %d\n", (r2 - r1) * 1024 / (s2 - s1), u2, s2 }'
}

printf "%-8s %10s %14s %10s" program states "bytes/state" "user s"
[ -n "$base" ] && printf " %14s %10s %10s %10s" "base bytes/st" "base s" "memory" "time"
echo
for prog in array frame; do
    set -- $(row "$divm" "$prog")
    printf "%-8s %10s %14s %10s" "$prog" "$3" "$1" "$2"
    if [ -n "$base" ]; then
        new_b=$1 new_u=$2
        set -- $(row "$base" "$prog")
        awk -v nb="$new_b" -v nu="$new_u" -v ob="$1" -v ou="$2" 'BEGIN { printf " %14s %10s %10.3f %10.3f", ob, ou, nb / ob, (ou > 0 ? nu / ou : 0) }'
    fi
    echo
done
echo "(bytes/state: growth of peak RSS from N=$n1 to N=$n2 over the growth in states; memory and time: this build / base)"
