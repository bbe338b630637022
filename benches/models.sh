#!/usr/bin/env bash
# Model-checking benchmark: every model of the concurrent benchmark set
# (default /work/shared/bench/models, verdicts from its expected.tsv) at its
# default parameters, plus peterson2 -DK=10 (for the memory slope) and the
# larger instance peterson2 -DK=100, is checked with
#   divm cc MODEL.c -D... -o MODEL.bc     (compile once, not measured)
#   divm check MODEL.bc --report=json --threads 1 --time-limit S
# and, when `spin` and a C compiler are installed, its Promela twin
# (benches/promela/*.pml, same parameters as -D) with SPIN, all in this one
# invocation: with partial-order reduction built two ways, SPIN's defaults
# (`cc -o pan pan.c`, no flags, as SPIN's manual builds pan) and tuned
# (-O2 -DSAFETY, about twice as fast), and without it (-O2 -DSAFETY
# -DNOREDUCE). Printed: verdict vs expected, states, transitions,
# seconds, states/s, peak RSS; the SPIN counts and the ratios divm/SPIN; the
# marginal bytes per state from two sizes of peterson2; the speedup of
# --threads 2 over --threads 1 on one model; the throughput target's models
# (peterson2 K=100, bakery3, philosophers5) again with divm's default
# --threads (all cores) against SPIN's defaults. When GenMC is built
# (../shared/bench/peers/build_genmc.sh; --genmc PATH, else its default
# prefix), every instance is also run with GenMC 0.11 (`--sc`, the options
# of ../shared/bench/peers/README.md) with as many threads as divm's
# default workers, against `divm check MODEL.c` with its default workers:
# wall time (both compile the C file), states against GenMC's executions,
# and both verdicts (GenMC counts a deadlocked execution as blocked, not
# as an error). Without GenMC its table is skipped with a message. Besides
# the expected.tsv rows, bakery3 with ROUNDS=3, philosophers5 with
# ROUNDS=2 and six philosophers (philosophers5 -DN=6) are measured.
#
#   benches/models.sh [--time-limit S] [--quick] [--no-spin] [--divm PATH]
#                     [--genmc PATH | --no-genmc]
#                     [--pgo] [--dir DIR] [--speedup-model NAME]
#                     [--only M1,M2,..] [--json FILE] [--repeat N]
#
#   Every model is also checked with --no-por: a second table compares the
#   sync-point reduction's states and time with the full interleaving.
#   --pgo            measure the profile-guided build (../pgo.sh builds it):
#                    --divm target/pgo/release/divm.
#   --time-limit S   per run, passed to divm (default 300); pan gets the same
#                    limit (killed after S s); divm is killed after S+60 s.
#   --quick          skip the largest instances (peterson2 K=100, bakery3,
#                    philosophers5, and the peer comparison's extra ones).
#   --speedup-model  model for the --threads 2 / --threads 1 ratio
#                    (default treiber_stack; "none" to skip).
#   --only           restrict to these models (names from expected.tsv).
#   --json FILE      also write every measurement as JSON.
#   --repeat N       measure the throughput target's rows N times each
#                    (divm with one thread and with all cores, and SPIN with
#                    POR, in turn) and the speedup's two runs too, and keep
#                    each one's best states/s: on a shared machine one run
#                    can be 30% off (default 1).
#
# Seconds and states/s come from the tools' own search times: divm's
# stats.seconds and pan's "elapsed time" (resolution 0.01 s: states/s is
# shown as '-' when pan prints 0). Peak RSS is the ru_maxrss of the measured process (wait4), so
# the clang run of `divm cc` is not in it. A divm `unknown` (a limit hit) is
# reported as unknown with its partial counts (marked '+'), never as a crash.
# The divm binary is copied once at the start, so a rebuild during the run
# does not mix two builds. Uses only bash and the python3 standard library.
# Not run by `cargo test`.
set -u

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
case " $* " in
    *" -h "*|*" --help "*) sed -n '2,52p' "$0"; exit 0 ;;
esac
command -v python3 >/dev/null || { echo "models.sh: python3 is required" >&2; exit 3; }
exec python3 - "$ROOT" "$@" <<'PY'
import json, os, re, shutil, signal, subprocess, sys, tempfile, time

ROOT = sys.argv[1]
args = sys.argv[2:]
GENMC_DEFAULT = os.path.join(os.path.expanduser("~"), ".cache/divm-peers/genmc-0.11.0/bin/genmc")
opt = {"time_limit": 300.0, "quick": False, "spin": True, "genmc": GENMC_DEFAULT,
       "divm": os.path.join(ROOT, "target/release/divm"),
       "dir": "/work/shared/bench/models", "speedup": "treiber_stack",
       "only": None, "json": None, "repeat": 1, "build": "cargo build --release"}
i = 0
def need(i):
    if i + 1 >= len(args):
        sys.exit("models.sh: %s needs a value" % args[i])
    return args[i + 1]
while i < len(args):
    a = args[i]
    if a == "--time-limit": opt["time_limit"] = float(need(i)); i += 2
    elif a == "--quick": opt["quick"] = True; i += 1
    elif a == "--no-spin": opt["spin"] = False; i += 1
    elif a == "--genmc": opt["genmc"] = need(i); i += 2
    elif a == "--no-genmc": opt["genmc"] = None; i += 1
    elif a == "--divm": opt["divm"], opt["build"] = need(i), "cargo build --release"; i += 2
    elif a == "--pgo":
        opt["divm"], opt["build"] = os.path.join(ROOT, "target/pgo/release/divm"), "./pgo.sh"
        i += 1
    elif a == "--dir": opt["dir"] = need(i); i += 2
    elif a == "--speedup-model": opt["speedup"] = need(i); i += 2
    elif a == "--only": opt["only"] = need(i).split(","); i += 2
    elif a == "--json": opt["json"] = need(i); i += 2
    elif a == "--repeat":
        try:
            opt["repeat"] = int(need(i))
        except ValueError:
            opt["repeat"] = 0
        if opt["repeat"] < 1:
            sys.exit("models.sh: --repeat needs a positive integer")
        i += 2
    else:
        print("models.sh: unknown option %s (see --help)" % a, file=sys.stderr)
        sys.exit(3)

DIVM = opt["divm"]
if not (os.path.isfile(DIVM) and os.access(DIVM, os.X_OK)):
    print("models.sh: no divm binary at %s (%s)" % (DIVM, opt["build"]), file=sys.stderr)
    sys.exit(3)
TL = opt["time_limit"]
PML = os.path.join(ROOT, "benches", "promela")
SPIN = shutil.which("spin") if opt["spin"] else None
CC = None
for c in ("gcc", "cc", "clang"):
    if shutil.which(c):
        CC = shutil.which(c); break
GENMC = opt["genmc"] if opt["genmc"] and os.access(opt["genmc"], os.X_OK) else None
GENMC_WHY = None
if opt["genmc"] is None:
    GENMC_WHY = "--no-genmc"
elif GENMC is None:
    GENMC_WHY = "no GenMC at %s (build it with ../shared/bench/peers/build_genmc.sh, or give --genmc PATH)" % opt["genmc"]
if SPIN and not CC:
    print("models.sh: spin found but no C compiler for pan.c: SPIN columns skipped", file=sys.stderr)
    SPIN = None

def log(msg):
    print(msg, file=sys.stderr, flush=True)

# ---------------------------------------------------------------- the models
def read_expected(d):
    rows = []
    with open(os.path.join(d, "expected.tsv")) as f:
        for n, line in enumerate(f):
            parts = line.rstrip("\n").split("\t")
            if n == 0 or len(parts) < 3 or not parts[0]:
                continue
            params = [p for p in parts[1].split() if "=" in p]
            rows.append((parts[0], params, parts[2].strip()))
    return rows

# C model -> (Promela twin, extra -D flags); parameters are passed explicitly.
def twin(model):
    if model in ("peterson2", "peterson_bug", "bakery3", "counter_race", "treiber_stack"):
        return model + ".pml", []
    if model.startswith("philosophers_deadlock"):
        return "philosophers.pml", ["-DNAIVE"]
    if re.fullmatch(r"philosophers\d+", model):
        return "philosophers.pml", []
    if re.fullmatch(r"counter_\d+x\d+", model):
        return "counter.pml", []
    return None, []

LARGE = {("peterson2", "K=100"), ("bakery3", "NT=3 ROUNDS=2"), ("philosophers5", "N=5 ROUNDS=1"),
         ("bakery3", "NT=3 ROUNDS=3"), ("philosophers5", "N=5 ROUNDS=2"), ("philosophers5", "N=6 ROUNDS=1")}
# The peer comparison's larger instances (issue 50), after their model's row.
EXTRA = {"bakery3": [["NT=3", "ROUNDS=3"]], "philosophers5": [["N=5", "ROUNDS=2"], ["N=6", "ROUNDS=1"]]}

expected_rows = read_expected(opt["dir"])
instances = []   # dicts: model, params(list), expected, aux
for model, params, exp in expected_rows:
    if opt["only"] and model not in opt["only"]:
        continue
    instances.append({"model": model, "params": params, "expected": exp})
    if model == "peterson2":
        instances.append({"model": model, "params": ["K=10"], "expected": exp})
        instances.append({"model": model, "params": ["K=100"], "expected": exp})
    for params in EXTRA.get(model, []):
        instances.append({"model": model, "params": params, "expected": exp})
for inst in instances:
    inst["ptext"] = " ".join(inst["params"])
    inst["skipped"] = opt["quick"] and (inst["model"], inst["ptext"]) in LARGE

# ---------------------------------------------------------------- running
def run(cmd, cwd, timeout, out_path, err_path):
    """Runs cmd; returns (status, wall seconds, maxrss bytes, timed_out).
    status is the exit code, or -signal."""
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        t0 = time.monotonic()
        p = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.DEVNULL, stdout=out,
                             stderr=err, start_new_session=True)
        timed_out = False
        while True:
            pid, st, ru = os.wait4(p.pid, os.WNOHANG)
            if pid == p.pid:
                break
            if timeout is not None and time.monotonic() - t0 > timeout:
                timed_out = True
                try:
                    os.killpg(p.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                pid, st, ru = os.wait4(p.pid, 0)
                break
            time.sleep(0.02)
        wall = time.monotonic() - t0
        p.returncode = 0  # reaped by wait4 above
    status = os.waitstatus_to_exitcode(st)
    return status, wall, ru.ru_maxrss * 1024, timed_out

def tail(path, n=1):
    try:
        with open(path, errors="replace") as f:
            lines = [l.strip() for l in f if l.strip()]
        return " | ".join(lines[-n:])
    except OSError:
        return ""

WORK = tempfile.mkdtemp(prefix="divm-models.")
# Snapshot the binary, so that a rebuild during the run cannot mix two builds
# in one table (divm embeds its runtime, so a copy runs the same).
DIVM_ORIG = DIVM
DIVM_STAMP = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(os.stat(DIVM).st_mtime))
try:
    snap = os.path.join(WORK, "divm")
    shutil.copy2(DIVM, snap)
    DIVM = snap
except OSError:
    pass

def divm_compile(inst):
    src = os.path.join(opt["dir"], inst["model"] + ".c")
    tag = inst["model"] + "_" + "_".join(inst["params"]).replace("=", "")
    bc = os.path.join(WORK, tag + ".bc")
    if os.path.exists(bc):
        return bc, None
    cmd = [DIVM, "cc", src, "-o", bc] + ["-D" + p for p in inst["params"]]
    st, _, _, to = run(cmd, WORK, 300, bc + ".out", bc + ".err")
    if st != 0 or to or not os.path.exists(bc):
        return None, "divm cc failed (rc=%s): %s" % (st, tail(bc + ".err", 3))
    return bc, None

def classify_divm(rep):
    v = rep.get("verdict")
    if v == "safe":
        return "safe"
    if v == "error":
        k = (rep.get("error") or {}).get("kind", "other")
        return {"assert": "assertion", "deadlock": "deadlock"}.get(k, "error:" + str(k))
    if v == "unknown":
        return "unknown"
    return "bad-verdict:" + str(v)

def divm_check(inst, threads=1, extra=()):
    r = {"threads": threads}
    bc, err = divm_compile(inst)
    if bc is None:
        r.update(verdict="compile-error", note=err)
        return r
    cmd = [DIVM, "check", bc, "--report=json", "--threads", str(threads),
           "--time-limit", "%g" % TL] + list(extra)
    base = bc + ".t%d%s" % (threads, "".join(extra))
    st, wall, rss, to = run(cmd, WORK, TL + 60, base + ".json", base + ".err")
    r.update(rc=st, wall=wall, rss=rss)
    rep = None
    try:
        with open(base + ".json") as f:
            rep = json.load(f)
    except (OSError, ValueError):
        rep = None
    if to:
        r.update(verdict="timeout", note="killed after %g s (divm ignored --time-limit)" % (TL + 60))
        return r
    if rep is None or not isinstance(rep, dict) or "verdict" not in rep:
        how = "signal %d" % -st if st < 0 else "rc=%d" % st
        r.update(verdict="crash", note="%s, no JSON report: %s" % (how, tail(base + ".err", 2)))
        return r
    r["verdict"] = classify_divm(rep)
    if r["verdict"] == "unknown":
        r["note"] = "unknown: " + str(rep.get("reason", "no reason given"))
    elif rep.get("verdict") == "error":
        e = rep.get("error") or {}
        loc = e.get("location") or {}
        r["note"] = "%s at %s:%s in %s" % (e.get("kind"), os.path.basename(str(loc.get("file", "?"))),
                                          loc.get("line", "?"), loc.get("function", "?"))
    s = rep.get("stats") or {}
    r.update(states=s.get("states"), transitions=s.get("transitions"),
             seconds=s.get("seconds"), peak_self=s.get("peak_memory_bytes"),
             reported_threads=s.get("threads"))
    return r

PAN_BUILT = {}

# The pan builds, by the key their result goes under in an instance:
# pan's C compiler flags and what the build is. SPIN's defaults (its
# manual's `cc -o pan pan.c`) are the throughput target's reference; the
# tuned builds are about twice as fast.
TUNED = ["-O2", "-DSAFETY", "-DMEMLIM=16384"]
PAN_BUILDS = {"spin_def": ([], "POR, default build"),
              "spin_por": (TUNED, "POR, -O2 -DSAFETY"),
              "spin_full": (TUNED + ["-DNOREDUCE"], "no POR, -O2 -DSAFETY")}

def spin_check(inst, build):
    pml, extra = twin(inst["model"])
    if pml is None or not os.path.exists(os.path.join(PML, pml)):
        return {"verdict": "no-twin"}
    defs = extra + ["-D" + p for p in inst["params"]]
    key = (pml, tuple(defs), build)
    d = os.path.join(WORK, "spin_%d" % len(PAN_BUILT))
    if key in PAN_BUILT:
        d = PAN_BUILT[key]
    else:
        os.makedirs(d)
        shutil.copy(os.path.join(PML, pml), d)
        st, _, _, to = run([SPIN, "-a"] + defs + [pml], d, 300, d + "/spin.out", d + "/spin.err")
        if st != 0 or to or not os.path.exists(d + "/pan.c"):
            return {"verdict": "spin-error", "note": tail(d + "/spin.out", 2) + tail(d + "/spin.err", 2)}
        st, _, _, to = run([CC] + PAN_BUILDS[build][0] + ["-o", "pan", "pan.c"], d, 600, d + "/cc.out", d + "/cc.err")
        if st != 0 or to:
            return {"verdict": "spin-error", "note": "pan.c compile: " + tail(d + "/cc.err", 2)}
        PAN_BUILT[key] = d
    depth = 100000
    while True:
        st, wall, rss, to = run(["./pan", "-m%d" % depth], d, TL, d + "/pan.out", d + "/pan.err")
        with open(d + "/pan.out", errors="replace") as f:
            out = f.read()
        if "max search depth too small" in out and depth < 10 ** 8 and not to:
            depth *= 10
            continue
        break
    r = {"rc": st, "wall": wall, "rss": rss, "depth_limit": depth}
    def num(pat, conv=int):
        m = re.search(pat, out)
        return conv(m.group(1)) if m else None
    r["states"] = num(r"(\d+) states, stored")
    r["transitions"] = num(r"(\d+) transitions \(")
    el = num(r"pan: elapsed time ([0-9.eE+-]+) seconds", float)
    r["seconds"] = el if el else None   # pan prints 0 below its 0.01 s resolution
    r["mem_states_mb"] = num(r"([0-9.]+)\s+actual memory usage for states", float)
    errors = num(r"errors: (\d+)")
    if to:
        r["verdict"] = "timeout"
        r["note"] = "pan killed after %g s" % TL
    elif errors is None:
        r["verdict"] = "crash"
        r["note"] = "rc=%s: %s" % (st, tail(d + "/pan.out", 2))
    elif errors == 0:
        r["verdict"] = "safe"
    elif "assertion violated" in out:
        r["verdict"] = "assertion"
    elif "invalid end state" in out:
        r["verdict"] = "deadlock"
    else:
        r["verdict"] = "error"
        r["note"] = tail(d + "/pan.out", 1)
    if "max search depth too small" in out:
        r["note"] = (r.get("note", "") + " search truncated (depth)").strip()
    return r

GENMC_OPTS = ["--sc", "--disable-estimation", "--disable-ipr", "--disable-sr", "--disable-race-detection"]

def genmc_check(inst, threads):
    """GenMC on the C model itself (it compiles it with its clang)."""
    src = os.path.join(opt["dir"], inst["model"] + ".c")
    tag = os.path.join(WORK, "genmc_" + inst["model"] + "_" + "_".join(inst["params"]).replace("=", ""))
    cmd = [GENMC] + GENMC_OPTS + ["--nthreads=%d" % threads, "--"] + ["-D" + p for p in inst["params"]] + [src]
    st, wall, rss, to = run(cmd, WORK, TL, tag + ".out", tag + ".err")
    with open(tag + ".out", errors="replace") as f:
        out = f.read()
    with open(tag + ".err", errors="replace") as f:
        out += f.read()
    r = {"rc": st, "wall": wall, "rss": rss, "threads": threads}
    def num(pat, conv=int):
        m = re.search(pat, out)
        return conv(m.group(1)) if m else None
    r["executions"] = num(r"Number of complete executions explored: (\d+)")
    r["blocked"] = num(r"Number of blocked executions seen: (\d+)") or 0
    r["seconds"] = num(r"Total wall-clock time: ([0-9.]+)", float)
    if to:
        r["verdict"], r["note"] = "timeout", "GenMC killed after %g s" % TL
    elif "No errors were detected" in out:
        r["verdict"] = "safe"
    elif re.search(r"Error detected|Assertion violation|Safety violation", out):
        r["verdict"] = "deadlock" if re.search(r"[Dd]eadlock", out) else "assertion"
    else:
        r["verdict"], r["note"] = "crash", "rc=%s: %s" % (st, tail(tag + ".out", 2) or tail(tag + ".err", 2))
    return r

def divm_check_source(inst, threads):
    """`divm check MODEL.c`: the whole command's wall time, clang included, as GenMC's."""
    src = os.path.join(opt["dir"], inst["model"] + ".c")
    tag = os.path.join(WORK, "src_" + inst["model"] + "_" + "_".join(inst["params"]).replace("=", ""))
    cmd = [DIVM, "check", src, "--report=json", "--threads", str(threads), "--time-limit", "%g" % TL] + \
          ["-D" + p for p in inst["params"]]
    st, wall, rss, to = run(cmd, WORK, TL + 60, tag + ".json", tag + ".err")
    r = {"wall": wall, "threads": threads}
    try:
        with open(tag + ".json") as f:
            rep = json.load(f)
        r["verdict"] = classify_divm(rep)
        r["states"] = (rep.get("stats") or {}).get("states")
    except (OSError, ValueError, AttributeError):
        r["verdict"] = "timeout" if to else "crash"
    return r

# ---------------------------------------------------------------- measure
def ratio(a, b):
    if a is None or b is None or b == 0:
        return None
    return a / b

def sps(res):
    """States per second of a run (None when unknown)."""
    return ratio(res.get("states"), res.get("seconds"))

t_start = time.monotonic()
log("models.sh: divm %s (built %s), time limit %g s/run, models %s, spin %s, GenMC %s" %
    (DIVM_ORIG, DIVM_STAMP, TL, opt["dir"], SPIN or "not used", GENMC or "not used"))
for inst in instances:
    name = "%s %s" % (inst["model"], inst["ptext"])
    if inst["skipped"]:
        log("  skip  %s (--quick)" % name)
        continue
    log("  divm  %s ..." % name)
    inst["divm"] = divm_check(inst)
    log("  divm  %s --no-por ..." % name)
    inst["divm_nopor"] = divm_check(inst, extra=["--no-por"])
    if SPIN:
        for key, (_, what) in PAN_BUILDS.items():
            log("  spin  %s (%s) ..." % (name, what))
            inst[key] = spin_check(inst, key)
    if GENMC:
        threads = os.cpu_count() or 1
        log("  genmc %s --nthreads=%d, and divm check MODEL.c --threads %d ..." % (name, threads, threads))
        inst["genmc"] = genmc_check(inst, threads)
        inst["divm_src"] = divm_check_source(inst, threads)

speed = None
if opt["speedup"] != "none":
    base = next((x for x in instances if x["model"] == opt["speedup"] and not x["skipped"]
                 and x.get("divm")), None)
    if base is None:
        log("  speedup model %s not measured: skipped" % opt["speedup"])
    else:
        log("  divm  %s %s --threads 2 ..." % (base["model"], base["ptext"]))
        speed = {"model": base["model"], "params": base["ptext"], "t1": base["divm"],
                 "t2": divm_check(base, threads=2)}
# The throughput target's instances again with divm's default --threads
# (every core), as SPIN runs with its defaults.
CORES = os.cpu_count() or 1
THROUGHPUT = {("peterson2", "K=100"), ("bakery3", None), ("philosophers5", None)}
def throughput_target(x):
    return (x["model"], x["ptext"]) in THROUGHPUT or (x["model"], None) in THROUGHPUT
if CORES > 1:
    for inst in instances:
        if throughput_target(inst) and not inst["skipped"] and inst.get("divm"):
            log("  divm  %s %s --threads %d ..." % (inst["model"], inst["ptext"], CORES))
            inst["divm_all"] = divm_check(inst, threads=CORES)

def keep_faster(inst, key, r):
    """Keeps the run of more states/s of the same search as inst[key]."""
    old = inst.get(key)
    if old and r and r.get("states") == old.get("states") and (sps(r) or 0) > (sps(old) or 0):
        inst[key] = r

for n in range(2, opt["repeat"] + 1):
    for inst in instances:
        if not (throughput_target(inst) and not inst["skipped"] and inst.get("divm")):
            continue
        name = "%s %s" % (inst["model"], inst["ptext"])
        log("  repeat %d of %d: %s (divm --threads 1, --threads %d%s) ..." % (n, opt["repeat"], name, CORES, ", SPIN POR both builds" if SPIN else ""))
        keep_faster(inst, "divm", divm_check(inst))
        if CORES > 1:
            keep_faster(inst, "divm_all", divm_check(inst, threads=CORES))
        if SPIN:
            for key in ("spin_def", "spin_por"):
                keep_faster(inst, key, spin_check(inst, key))
    # The speedup's two runs too: a busy second core spoils one run.
    if speed:
        base = next(x for x in instances if x["model"] == speed["model"] and x["ptext"] == speed["params"])
        log("  repeat %d of %d: %s %s (divm --threads 1 and 2) ..." % (n, opt["repeat"], speed["model"], speed["params"]))
        keep_faster(speed, "t1", divm_check(base))
        keep_faster(speed, "t2", divm_check(base, threads=2))
total = time.monotonic() - t_start

# ---------------------------------------------------------------- print
def fnum(x):
    return "-" if x is None else str(x)

def g3(x):
    if x is None:
        return "-"
    if x == 0:
        return "0"
    if abs(x) >= 1000:
        return "%.0f" % x
    return "%.3g" % x

def table(headers, rows, right=None):
    w = [len(h) for h in headers]
    for r in rows:
        for j, c in enumerate(r):
            w[j] = max(w[j], len(c))
    right = right or set()
    def line(cells):
        return "  ".join(c.rjust(w[j]) if j in right else c.ljust(w[j])
                         for j, c in enumerate(cells)).rstrip()
    print(line(headers))
    print("  ".join("-" * x for x in w))
    for r in rows:
        print(line(r))

def partial(res):
    return res.get("verdict") in ("unknown", "timeout", "crash", "assertion", "deadlock") \
        or str(res.get("verdict", "")).startswith("error")

def cnt(res, key="states"):
    v = res.get(key)
    if v is None:
        return "-"
    return str(v) + ("+" if res.get("verdict") in ("unknown", "timeout") else "")

def lim(res):
    return "+" if res.get("verdict") in ("unknown", "timeout") and res.get("states") else ""

def match(exp, got):
    if got in ("unknown", "timeout"):
        return "n/a"
    if got in ("crash", "compile-error"):
        return "CRASH"
    return "ok" if got == exp else "MISMATCH"

mib = lambda b: "-" if b is None else "%.1f" % (b / 1048576.0)

print()
print("divm model checking  (divm check --threads 1 --time-limit %g; run %s; %s built %s)" %
      (TL, time.strftime("%Y-%m-%d %H:%M"), DIVM_ORIG, DIVM_STAMP))
print()
rows = []
for inst in instances:
    d = inst.get("divm")
    if d is None:
        rows.append([inst["model"], inst["ptext"], inst["expected"], "skipped (--quick)",
                     "", "", "", "", "", ""])
        continue
    rows.append([inst["model"], inst["ptext"], inst["expected"], d["verdict"],
                 match(inst["expected"], d["verdict"]), cnt(d), cnt(d, "transitions"),
                 g3(d.get("seconds")), g3(sps(d)), mib(d.get("rss"))])
table(["model", "params", "expected", "divm", "match", "states", "transitions",
       "seconds", "states/s", "RSS MiB"], rows, right={5, 6, 7, 8, 9})
print("('+': partial count, the search stopped at a limit; error verdicts stop at the"
      " first error, so their counts are partial too)")

print()
print("divm without the sync-point reduction (--no-por), and what the reduction saves")
print()
rows = []
for inst in instances:
    d, n = inst.get("divm"), inst.get("divm_nopor")
    if d is None or n is None:
        continue
    rows.append([inst["model"], inst["ptext"], n["verdict"], match(inst["expected"], n["verdict"]),
                 cnt(n), g3(n.get("seconds")), g3(sps(n)),
                 g3(ratio(d.get("states"), n.get("states"))), g3(ratio(d.get("seconds"), n.get("seconds")))])
table(["model", "params", "divm --no-por", "match", "states", "seconds", "states/s",
       "states POR/no", "time POR/no"], rows, right={4, 5, 6, 7, 8})
print("(a racy model voids the reduction: its search runs again without it, so its"
      " POR time includes both searches)")

if SPIN:
    print()
    print("SPIN %s on the Promela twins (benches/promela; POR = SPIN's default"
          " partial-order reduction, pan built -O2 -DSAFETY; full = -O2 -DSAFETY -DNOREDUCE), and divm / SPIN" %
          (subprocess.run([SPIN, "-V"], capture_output=True, text=True).stdout.strip()
           .replace("Spin Version ", "").split(" --")[0]))
    print()
    rows = []
    for inst in instances:
        d = inst.get("divm")
        if d is None:
            continue
        p, f = inst.get("spin_por", {}), inst.get("spin_full", {})
        sv = f.get("verdict", "-")
        if p.get("verdict") != f.get("verdict"):
            sv = "%s/%s" % (p.get("verdict"), f.get("verdict"))
        rows.append([inst["model"], inst["ptext"], sv, match(inst["expected"], f.get("verdict")),
                     cnt(p), cnt(f), g3(sps(p)), g3(sps(f)), mib(f.get("rss")),
                     g3(ratio(d.get("states"), f.get("states"))) + lim(d),
                     g3(ratio(d.get("states"), p.get("states"))) + lim(d),
                     g3(ratio(sps(d), sps(f))), g3(ratio(sps(d), sps(p)))])
    # (The throughput target, divm >= 1/10 of the states/s of SPIN's
    # default build, is in its own table below.)
    table(["model", "params", "SPIN", "match", "states POR", "states full",
           "st/s POR", "st/s full", "RSS MiB full", "states divm/full", "states divm/POR",
           "st/s divm/full", "st/s divm/POR"], rows, right=set(range(4, 13)))
    print("(SPIN seconds: pan's own elapsed time, '-' below its 0.01 s resolution;"
          " states/s of searches under ~0.1 s is noisy for both tools)")
    # one summary number per ratio: geometric mean over the instances where
    # divm searched >= 0.1 s and pan >= 0.05 s / where both completed
    import math
    def gmean(xs):
        xs = [x for x in xs if x and x > 0]
        return (math.exp(sum(map(math.log, xs)) / len(xs)), len(xs)) if xs else (None, 0)
    sp, n_sp = gmean([ratio(sps(x["divm"]), sps(x["spin_full"])) for x in instances
                      if x.get("divm") and x.get("spin_full")
                      and (x["divm"].get("seconds") or 0) >= 0.1
                      and (x["spin_full"].get("seconds") or 0) >= 0.05])
    st, n_st = gmean([ratio(x["divm"].get("states"), x["spin_full"].get("states")) for x in instances
                      if x.get("divm") and x.get("spin_full") and x["divm"].get("verdict") == "safe"
                      and x["spin_full"].get("verdict") == "safe"])
    spp, n_spp = gmean([ratio(sps(x["divm"]), sps(x["spin_por"])) for x in instances
                        if x.get("divm") and x.get("spin_por")
                        and (x["divm"].get("seconds") or 0) >= 0.1
                        and (x["spin_por"].get("seconds") or 0) >= 0.05])
    print("geometric means: states/s divm/SPIN-full = %s (over %d instances, divm >= 0.1 s and pan >= 0.05 s);"
          " states/s divm/SPIN-POR = %s (over %d);"
          " states divm/SPIN-full = %s (over %d safe, completed instances)" % (g3(sp), n_sp, g3(spp), n_spp, g3(st), n_st))

    alls = [x for x in instances if x.get("divm_all")]
    if alls:
        print()
        print("Throughput targets: divm with --threads 1 and with its default --threads %d (all cores),"
              " against SPIN with POR on one core, pan built with SPIN's defaults (cc -o pan pan.c: the"
              " target's reference) and tuned (-O2 -DSAFETY)%s:" % (CORES, "; best of %d runs each" % opt["repeat"] if opt["repeat"] > 1 else ""))
        print()
        rows = []
        for x in alls:
            dflt, tuned = sps(x.get("spin_def", {})), sps(x.get("spin_por", {}))
            rows.append([x["model"], x["ptext"], str(x["divm"].get("states", "-")), g3(sps(x["divm"])), g3(sps(x["divm_all"])),
                         g3(ratio(sps(x["divm_all"]), sps(x["divm"]))), g3(dflt), g3(tuned),
                         g3(ratio(sps(x["divm"]), dflt)), g3(ratio(sps(x["divm_all"]), dflt)),
                         g3(ratio(sps(x["divm_all"]), tuned))])
        table(["model", "params", "divm states", "divm st/s t1", "divm st/s t%d" % CORES, "t%d/t1" % CORES, "SPIN st/s", "SPIN -O2 st/s",
               "divm t1/SPIN", "divm t%d/SPIN" % CORES, "divm t%d/SPIN -O2" % CORES], rows, right=set(range(2, 11)))
        print("(t%d/t1: the parallel speedup on these larger models; the speedup target is for models of"
              " 10^5 states or more)" % CORES)
        print("(pan's elapsed time has a 0.01 s resolution: philosophers5's search takes pan 0.03 to 0.1 s, so"
              " its SPIN states/s is the least precise)")

print()
if GENMC:
    threads = os.cpu_count() or 1
    print("GenMC 0.11 (%s, --nthreads=%d) against divm check MODEL.c --threads %d: wall time of"
          " each whole command (both compile the C file), divm's states, GenMC's complete (+ blocked)"
          " executions, and both verdicts" % (" ".join(GENMC_OPTS), threads, threads))
    print()
    rows = []
    for inst in instances:
        g, d = inst.get("genmc"), inst.get("divm_src")
        if not g or not d:
            continue
        ex = "-" if g.get("executions") is None else "%d%s" % (g["executions"], " (+%d)" % g["blocked"] if g.get("blocked") else "")
        rows.append([inst["model"], inst["ptext"], inst["expected"], d["verdict"], g["verdict"],
                     match(inst["expected"], g["verdict"]), fnum(d.get("states")), ex,
                     g3(d.get("wall")), g3(g.get("wall")), g3(ratio(d.get("wall"), g.get("wall")))])
    table(["model", "params", "expected", "divm", "GenMC", "GenMC match", "divm states", "GenMC executions",
           "divm wall s", "GenMC wall s", "divm/GenMC"], rows, right={6, 7, 8, 9, 10})
    slower = ["%s %s" % (x["model"], x["ptext"]) for x in instances if x.get("genmc") and x.get("divm_src")
              and (ratio(x["divm_src"].get("wall"), x["genmc"].get("wall")) or 0) > 1]
    print("divm slower than GenMC on: %s" % (", ".join(slower) if slower else "none"))
else:
    print("GenMC columns skipped: %s" % GENMC_WHY)

print()
print("Marginal memory per state (peterson2, two sizes; RSS = ru_maxrss of the check process):")
pets = {x["ptext"]: x for x in instances if x["model"] == "peterson2" and x.get("divm")}
pairs = [("K=3", "K=10"), ("K=3", "K=100"), ("K=10", "K=100")]
any_pair = False
for a, b in pairs:
    if a not in pets or b not in pets:
        continue
    da, db = pets[a]["divm"], pets[b]["divm"]
    if da.get("states") is None or db.get("states") is None or db["states"] == da["states"]:
        continue
    any_pair = True
    ds = db["states"] - da["states"]
    line = "  divm %s -> %s: %d -> %d states%s, RSS %s -> %s MiB: %s bytes/state (self-reported peak: %s bytes/state)" % (
        a, b, da["states"], db["states"], " (partial)" if db["verdict"] != "safe" else "",
        mib(da.get("rss")), mib(db.get("rss")),
        g3(ratio((db.get("rss") or 0) - (da.get("rss") or 0), ds)),
        g3(ratio((db.get("peak_self") or 0) - (da.get("peak_self") or 0), ds)))
    print(line)
    if SPIN:
        sa, sb = pets[a].get("spin_full", {}), pets[b].get("spin_full", {})
        if sa.get("states") and sb.get("states") and sb["states"] != sa["states"]:
            dss = sb["states"] - sa["states"]
            print("  SPIN full %s -> %s: %d -> %d states, RSS %s -> %s MiB: %s bytes/state; divm/SPIN = %s" % (
                a, b, sa["states"], sb["states"], mib(sa.get("rss")), mib(sb.get("rss")),
                g3(ratio(sb["rss"] - sa["rss"], dss)),
                g3(ratio(ratio((db.get("rss") or 0) - (da.get("rss") or 0), ds),
                         ratio(sb["rss"] - sa["rss"], dss)))))
if not any_pair:
    print("  (no two completed sizes of peterson2)")

print()
if speed:
    t1, t2 = speed["t1"], speed["t2"]
    print("Parallel search: %s %s, --threads 2 vs --threads 1 (machine has %d CPUs%s):" %
          (speed["model"], speed["params"], os.cpu_count() or 0,
           "; best of %d runs each" % opt["repeat"] if opt["repeat"] > 1 else ""))
    for lab, r in (("threads 1", t1), ("threads 2", t2)):
        print("  %s: %s, %s states, %s s search, %s s wall, stats.threads=%s" % (
            lab, r.get("verdict"), cnt(r), g3(r.get("seconds")), g3(r.get("wall")),
            fnum(r.get("reported_threads"))))
    print("  speedup = states/s with 2 threads / states/s with 1 thread = %s"
          " (search seconds t1/t2 = %s; wall-clock t1/t2 = %s)" % (
        g3(ratio(sps(t2), sps(t1))), g3(ratio(t1.get("seconds"), t2.get("seconds"))),
        g3(ratio(t1.get("wall"), t2.get("wall")))))
    if t1.get("states") != t2.get("states") and "unknown" not in (t1.get("verdict"), t2.get("verdict")):
        print("  NOTE: state counts differ between 1 and 2 threads")
    print()

notes = []
for inst in instances:
    d = inst.get("divm")
    if not d:
        continue
    name = "%s %s" % (inst["model"], inst["ptext"])
    if d.get("note"):
        notes.append("  divm %s: %s" % (name, d["note"]))
    for k in list(PAN_BUILDS) + ["genmc"]:
        s = inst.get(k) or {}
        if s.get("note"):
            notes.append("  %s %s: %s" % (k.replace("_", " "), name, s["note"]))
if notes:
    print("Notes:")
    print("\n".join(notes))
    print()
mism = [("%s %s" % (x["model"], x["ptext"]), x["expected"], x["divm"]["verdict"])
        for x in instances if x.get("divm") and match(x["expected"], x["divm"]["verdict"]) in ("MISMATCH", "CRASH")]
undecided = ["%s %s" % (x["model"], x["ptext"]) for x in instances
             if x.get("divm") and match(x["expected"], x["divm"]["verdict"]) == "n/a"]
if mism:
    print("divm verdicts differing from expected.tsv:")
    for n, e, g in mism:
        print("  %s: expected %s, divm %s" % (n, e, g))
else:
    print("divm verdicts: none differs from expected.tsv")
if undecided:
    print("divm undecided (a limit was hit): " + ", ".join(undecided))
if SPIN:
    sm = [("%s %s" % (x["model"], x["ptext"]), x["expected"], (x.get("spin_full") or {}).get("verdict"))
          for x in instances if x.get("divm") and match(x["expected"], (x.get("spin_full") or {}).get("verdict")) != "ok"]
    for n, e, g in sm:
        print("  SPIN twin %s: expected %s, SPIN %s" % (n, e, g))
print("total benchmark time %.0f s" % total)

if opt["json"]:
    with open(opt["json"], "w") as f:
        json.dump({"time_limit": TL, "instances": instances, "speedup": speed}, f, indent=1, default=str)
shutil.rmtree(WORK, ignore_errors=True)
PY
