#!/usr/bin/env bash
# Fuzzes divm (issue 49): every run must end in a verdict (exit 0, 1 or 2)
# or a clean refusal (exit 3), never a panic (exit 4, "internal error"), a
# signal or a hang.
#
#   tests/fuzz/run.sh [--minutes N | --runs N] [--divm PATH] [--unit PATH|none]
#                     [--legs LIST] [--seed S] [--keep DIR] [--log FILE]
#
# Each round runs, in turn:
#   stress:  a random valid module from llvm-stress-19, called from a small C
#            main with three buffers, through `divm check` (bounded in time);
#   bitcode: a byte-level mutation (flips, truncation, splices) of a program
#            of tests/programs compiled to bitcode, through `divm check`;
#   source:  a byte-level mutation of such a C file, through `divm check`;
#   inputs:  a mutation of one of divm's own inputs, made for real by divm at
#            the start (tests/fuzz/mutate.py, with the format's words), in
#            turn: a trace through `divm replay`, a YAML or GraphML witness
#            through `divm validate`, a task through `divm check TASK.yml`,
#            an smc query through `divm smc --query-file`, an LTL formula
#            through `divm check --ltl`, a `.prp` through `--property`;
#   unit:    every fifth round, the proptest fuzzers of the parsers
#            (tools/src/fuzz.rs) in process, with the round's seed and 1,000
#            cases each (a failure, a crash or 5 minutes is a failure).
# The unit leg uses the unit-test binary --unit PATH; with --minutes and no
# --unit, run.sh builds it with cargo (--unit none skips the leg; --runs
# skips it unless --unit is given: CI's cargo test runs those tests).
# --log FILE appends each run's name, exit status and first line of
# stderr (to review the messages). --legs picks some of the legs (comma-separated; all by default).
# --minutes N runs rounds until N minutes have passed (default 1); --runs N
# runs exactly N rounds. Failing inputs are kept in --keep DIR (default a
# temporary directory, printed), each with the command that failed. The
# summary line is `fuzz: R rounds, K runs, F failures (exit counts; ...)`;
# the exit status is 1 on a failure.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
divm="$ROOT/target/release/divm"
minutes=1
runs=""
seed=$$
keep=""
unit=""
log=/dev/null
legs=",stress,bitcode,source,inputs,unit,"
while [ $# -gt 0 ]; do
    case "$1" in
        --minutes) minutes=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --divm) divm=$2; shift 2 ;;
        --unit) unit=$2; shift 2 ;;
        --seed) seed=$2; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        --legs) legs=",$2,"; shift 2 ;;
        --log) log=$2; shift 2 ;;
        -h|--help) sed -n '2,33p' "$0"; exit 0 ;;
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
mutator="$ROOT/tests/fuzz/mutate.py"

# leg NAME: whether the leg runs.
leg() { [[ $legs == *",$1,"* ]]; }
leg unit || unit=none
if [ -z "$unit" ] && [ -z "$runs" ]; then
    # The unit-test binary of tools/src (its path from cargo's JSON lines).
    unit=$(cd "$ROOT" && cargo test --release --bin divm --no-run --message-format=json 2>/dev/null |
        sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -1)
    [ -n "$unit" ] || { echo "run.sh: cannot build the unit tests (give --unit PATH or --unit none)" >&2; exit 2; }
fi
[ "$unit" = none ] && unit=""

# The seed programs: every C test program without extra files.
mapfile -t sources < <(grep -L -e '--file' -e '--stdin' -e '--os' "$ROOT"/tests/programs/{seq,diff,threads,nondet}/*.c)
if [ ${#sources[@]} -eq 0 ]; then echo "run.sh: no seed programs" >&2; exit 2; fi

rounds=0 total=0 failures=0
declare -A exits=()

# judge NAME CMD...: runs CMD (killed after 60 s) and classifies its
# outcome; on a failure keeps the files among its arguments and the command.
judge() {
    local name=$1; shift
    total=$((total + 1))
    timeout -s KILL 60 "$@" >"$work/out" 2>"$work/err" </dev/null
    local rc=$?
    exits[$rc]=$(( ${exits[$rc]:-0} + 1 ))
    printf '%s %s %s\n' "$name" "$rc" "$(head -1 "$work/err" | head -c 300)" >>"$log"
    local why=""
    case $rc in
        0|1|2|3) grep -q -e 'internal error' -e 'panicked' "$work/err" && why="internal error with exit $rc" ;;
        4) why="internal error (exit 4)" ;;
        137) why="hang: killed after 60 s" ;;
        *) why="exit $rc (a signal?)" ;;
    esac
    if [ -n "$why" ]; then
        failures=$((failures + 1))
        local dir="$keep/$name" a
        mkdir -p "$dir"
        for a in "$@"; do [ -f "$a" ] && [ "$a" != "$divm" ] && cp "$a" "$dir/"; done
        printf '%q ' "$@" >"$dir/command"
        cp "$work/out" "$work/err" "$dir/"
        echo "FAIL $name: $why ($(head -c 200 "$work/err" | tr '\n' ' '))"
    fi
}

# check NAME ARGS...: `divm check` bounded in time, memory and threads.
check() {
    local name=$1; shift
    judge "$name" "$divm" check --time-limit 10 --max-memory 2G --threads 1 "$@"
}

# mutate IN OUT [KIND]: see tests/fuzz/mutate.py.
mutate() {
    python3 "$mutator" "$1" "$2" "$RANDOM" "${3:-bytes}"
}

# The inputs leg's material, made by divm itself: traces (with the program
# each replays on), witnesses and tasks (in a copy of tests/svcomp, so a
# mutated task's relative paths still name its files), queries and formulas.
inp="$work/inputs"
mkdir -p "$inp"
cp -r "$ROOT/tests/svcomp/tasks" "$ROOT/tests/svcomp/properties" "$inp/"
traces=() witnesses=() tasks=() queries=() formulas=()
flags_of() { sed -n 's,^// FLAGS: ,,p' "$1" | head -1; }
for p in ltl/globally_bound.c ltl/tocks_sometimes.c termination/toggle.c races/memcpy_race.c \
    symbolic/$(cd "$ROOT/tests/programs/symbolic" && grep -l 'EXPECT: error' *.c | head -1) \
    seq/$(cd "$ROOT/tests/programs/seq" && grep -l 'EXPECT: error' *.c | grep -v -e '--file' | head -1); do
    src="$ROOT/tests/programs/$p"
    [ -f "$src" ] || continue
    n=${#traces[@]}
    # shellcheck disable=SC2046
    "$divm" check --time-limit 20 --threads 1 $(flags_of "$src") "$src" --trace-out "$inp/t$n.json" >/dev/null 2>&1
    [ -s "$inp/t$n.json" ] && traces+=("$src|$inp/t$n.json")
done
"$divm" smc "$ROOT/tests/smc/coins.c" -q 'Pr[<=100](<> label:both)' --epsilon 0.1 --threads 1 --trace-out "$inp/smc.json" >/dev/null 2>&1
[ -s "$inp/smc.json" ] && traces+=("$ROOT/tests/smc/coins.c|$inp/smc.json")
for t in deref_past_end racy_flag reach_deep_value loop_globals countdown; do
    for ext in yml graphml; do
        n=${#witnesses[@]}
        "$divm" check --time-limit 20 --threads 1 --witness "$inp/w$n.$ext" "$inp/tasks/$t.yml" >/dev/null 2>&1
        [ -s "$inp/w$n.$ext" ] && witnesses+=("$inp/tasks/$t.yml|$inp/w$n.$ext")
    done
done
for t in "$inp"/tasks/*.yml; do tasks+=("$t"); done
queries=("$ROOT/tests/smc/coins.c|Pr[<=100](<> count == 2 && label:both)"
    "$ROOT/tests/smc/coins.c|Pr[<=100](<> !(count < 1) || exit) >= 0.5"
    "$ROOT/tests/smc/coins.c|Estimate[<=100, 50]{max count * 2 - 1}")
for src in "$ROOT"/tests/programs/ltl/*.c; do
    f=$(flags_of "$src" | sed -n 's/^--ltl //p')
    [ -n "$f" ] && formulas+=("$src|$f")
done
if [ ${#traces[@]} -eq 0 ] || [ ${#witnesses[@]} -eq 0 ] || [ ${#formulas[@]} -eq 0 ]; then
    echo "run.sh: divm made ${#traces[@]} traces and ${#witnesses[@]} witnesses, found ${#formulas[@]} formulas: too few to mutate" >&2
    exit 2
fi
echo "fuzz inputs: ${#traces[@]} traces, ${#witnesses[@]} witnesses, ${#tasks[@]} tasks, ${#queries[@]} queries, ${#formulas[@]} formulas"

# inputs N: one mutated input of divm's own, the kind by turn.
inputs() {
    local n=$1 pick prog base r="$work/r"
    rm -rf "$r"
    mkdir -p "$r"
    case $((rounds % 6)) in
        0)
            pick=${traces[$((RANDOM % ${#traces[@]}))]}
            mutate "${pick#*|}" "$r/t.json" json
            judge "trace-$n" "$divm" replay "${pick%%|*}" "$r/t.json" ;;
        1)
            pick=${witnesses[$((RANDOM % ${#witnesses[@]}))]}
            base=${pick#*|}
            case $base in *.graphml) mutate "$base" "$r/w.graphml" xml; base="$r/w.graphml" ;;
                *) mutate "$base" "$r/w.yml" yaml; base="$r/w.yml" ;; esac
            judge "witness-$n" "$divm" validate --time-limit 10 --max-memory 2G --threads 1 "${pick%%|*}" "$base" ;;
        2)
            pick=${tasks[$((RANDOM % ${#tasks[@]}))]}
            # (Beside the original, so that relative paths resolve.)
            mutate "$pick" "$inp/tasks/fuzz$n.yml" yaml
            check "task-$n" "$inp/tasks/fuzz$n.yml"
            rm -f "$inp/tasks/fuzz$n.yml" ;;
        3)
            pick=${queries[$((RANDOM % ${#queries[@]}))]}
            printf '%s\n' "${pick#*|}" >"$r/query"
            mutate "$r/query" "$r/q" query
            judge "query-$n" "$divm" smc --time-limit 10 --epsilon 0.1 --threads 1 "${pick%%|*}" --query-file "$r/q" ;;
        4)
            pick=${formulas[$((RANDOM % ${#formulas[@]}))]}
            printf '%s' "${pick#*|}" >"$r/formula"
            mutate "$r/formula" "$r/ltl" query
            # (Arguments hold no NUL; a formula is one argument.)
            check "ltl-$n" --ltl "$(tr -d '\0' <"$r/ltl" | head -c 100000)" "${pick%%|*}" ;;
        5)
            prog=$(ls "$inp"/properties/*.prp | sed -n "$((RANDOM % 6 + 1))p")
            mutate "$prog" "$r/p.prp" prp
            check "prp-$n" --property "$r/p.prp" "$inp/tasks/reach_guarded.c" ;;
    esac
}

# unit N: the in-process fuzzers with seed N.
unit() {
    local n=$1
    total=$((total + 1))
    PROPTEST_RNG_SEED=$n PROPTEST_CASES=1000 timeout -s KILL 300 "$unit" fuzz:: >"$work/out" 2>&1
    local rc=$?
    exits[$rc]=$(( ${exits[$rc]:-0} + 1 ))
    if [ $rc -ne 0 ]; then
        failures=$((failures + 1))
        mkdir -p "$keep/unit-$n"
        cp "$work/out" "$keep/unit-$n/"
        echo "FAIL unit-$n: exit $rc (PROPTEST_RNG_SEED=$n $unit fuzz::; $(grep -m1 -e 'minimal failing input' -e 'panicked' "$work/out"))"
    fi
}

while :; do
    if [ -n "$runs" ]; then
        [ "$rounds" -ge "$runs" ] && break
    elif [ "$(date +%s)" -ge "$deadline" ]; then
        break
    fi
    rounds=$((rounds + 1))
    n=$RANDOM
    if [ -n "$stress" ] && leg stress; then
        "$stress" --seed="$n" --size=$((20 + RANDOM % 100)) -o "$work/s$n.ll"
        printf 'void autogen_SD%d(void *, void *, void *, int, long, char);\nint main(void) {\n    static char a[512], b[512], c[512];\n    autogen_SD%d(a, b, c, 1, 2, 3);\n    return 0;\n}\n' "$n" "$n" >"$work/m$n.c"
        check "stress-$n" "$work/m$n.c" "$work/s$n.ll"
    fi
    src=${sources[$((RANDOM % ${#sources[@]}))]}
    if leg bitcode && "$divm" cc "$src" -o "$work/p.bc" >/dev/null 2>&1; then
        mutate "$work/p.bc" "$work/bc$n.bc"
        check "bitcode-$n" "$work/bc$n.bc"
    fi
    if leg source; then
        mutate "$src" "$work/c$n.c"
        check "source-$n" "$work/c$n.c"
    fi
    leg inputs && inputs "$n"
    [ -n "$unit" ] && [ $((rounds % 5)) -eq 1 ] && unit "$n"
    rm -f "$work"/s*.ll "$work"/m*.c "$work"/bc*.bc "$work"/c*.c
done
tally=""
for rc in $(printf "%s\n" "${!exits[@]}" | sort -n); do tally="${tally:+$tally, }exit $rc: ${exits[$rc]}"; done
if [ "$failures" -eq 0 ]; then
    rmdir "$keep" 2>/dev/null # (only when empty: a --keep DIR given with files stays)
    echo "fuzz: $rounds rounds, $total runs, 0 failures ($tally; seed $seed)"
    exit 0
fi
echo "fuzz: $rounds rounds, $total runs, $failures failures ($tally; seed $seed; failing inputs in $keep)"
exit 1
