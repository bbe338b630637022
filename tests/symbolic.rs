//! Symbolic mode end to end (`divm check --symbolic`): counterexamples
//! carry every input's value and replay concretely to the same error;
//! programs without inputs explore the same states with and without the
//! flag; what symbolic mode cannot decide ends in `unknown` with its
//! reason; and it works with parallel search and `divm run`.
//! (Verdicts of single programs: tests/programs/symbolic/.)

mod common;

use common::{collect, run, tail};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const DIVM: &str = env!("CARGO_BIN_EXE_divm");
const LIMIT: Duration = Duration::from_secs(180);

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// `divm check --report=json ARGS FILE`: the report.
fn check(file: &Path, args: &[&str]) -> Value {
    let out = run(Command::new(DIVM).current_dir(root()).arg("check").arg("--report=json").args(args).arg(file), LIMIT).unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: no JSON report ({e}): {}", file.display(), tail(&out.stderr, 400)))
}

fn line_of(v: &Value) -> Option<u64> {
    v["error"]["location"]["line"].as_u64()
}

fn symbolic_programs() -> Vec<PathBuf> {
    let mut files = Vec::new();
    collect(&root().join("tests/programs/symbolic"), &mut files);
    assert!(files.len() >= 10, "tests/programs/symbolic holds the programs");
    files
}

#[test]
fn counterexamples_list_the_inputs_and_replay_concretely() {
    let dir = common::scratch("symbolic");
    let mut replayed = 0;
    for file in symbolic_programs() {
        let flags = common::flags_of(&file);
        let trace = dir.join("trace.json");
        let mut args: Vec<&str> = flags.iter().map(String::as_str).collect();
        let trace_arg = trace.to_string_lossy().into_owned();
        args.extend(["--trace-out", &trace_arg]);
        let report = check(&file, &args);
        if report["verdict"] != "error" {
            continue;
        }
        let kind = report["error"]["kind"].as_str().unwrap().to_string();
        let inputs = report["inputs"].as_array().cloned().unwrap_or_default();
        assert!(!inputs.is_empty(), "{}: an error with symbolic inputs lists them", file.display());
        for i in &inputs {
            assert!(i["value"].as_str().is_some_and(|v| v.parse::<i128>().is_ok()), "{}: input without a value: {}", file.display(), i);
            assert!(i["location"]["line"].as_u64().is_some(), "{}: input without a line: {}", file.display(), i);
            assert!(i["function"].as_str().is_some_and(|f| f.starts_with("__VERIFIER_nondet_")), "{}: {}", file.display(), i);
        }
        assert!(
            report["caveats"].as_array().is_none_or(|c| c.iter().all(|c| !c.as_str().unwrap_or("").contains("__VERIFIER_nondet_"))),
            "{}: no nondet-range caveat for symbolic inputs: {}",
            file.display(),
            report["caveats"]
        );
        // The replay is concrete: the recorded values, no forks.
        let out = run(Command::new(DIVM).current_dir(root()).arg("replay").args(&flags).arg(&file).arg(&trace), LIMIT).unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status, Some(1), "{}: the replay reproduces an error: {}{}", file.display(), text, tail(&out.stderr, 300));
        let want = format!("{}:{}", report["error"]["location"]["file"].as_str().unwrap(), line_of(&report).unwrap());
        assert!(text.contains(&format!("error ({})", kind)), "{}: replay shows another error: {}", file.display(), text);
        assert!(
            text.lines().any(|l| l.trim_start().starts_with("at ") && l.contains(&want)),
            "{}: replay ends elsewhere than {}: {}",
            file.display(),
            want,
            text
        );
        replayed += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(replayed >= 8, "only {} symbolic counterexamples replayed", replayed);
}

#[test]
fn programs_without_inputs_explore_the_same_states() {
    let mut files = Vec::new();
    collect(&root().join("tests/programs/threads"), &mut files);
    collect(&root().join("tests/programs/seq"), &mut files);
    let mut compared = 0;
    for file in files.iter().filter(|f| !std::fs::read_to_string(f).unwrap().contains("nondet")).step_by(4) {
        let flags = common::flags_of(file);
        let mut args: Vec<&str> = flags.iter().map(String::as_str).collect();
        // (`--symbolic` searches without the sync-point reduction)
        args.extend(["--threads", "1", "--no-por"]);
        let plain = check(file, &args);
        args.push("--symbolic");
        let sym = check(file, &args);
        for key in ["verdict", "error"] {
            // (An address in a message names an object by its id, which
            // depends on what the boot made: symbolic mode's environment
            // differs. mutex_destroy_locked.c's "(0x1100000000)".)
            let (a, b) = (without_addresses(&plain[key]), without_addresses(&sym[key]));
            assert_eq!(a, b, "{}: {} differs with --symbolic", file.display(), key);
        }
        for key in ["states", "transitions"] {
            assert_eq!(plain["stats"][key], sym["stats"][key], "{}: {} differ with --symbolic", file.display(), key);
        }
        compared += 1;
    }
    assert!(compared >= 20, "only {} programs compared", compared);
}

/// `v` with every hexadecimal number in its strings written `0x_`.
fn without_addresses(v: &serde_json::Value) -> serde_json::Value {
    match v {
        serde_json::Value::String(s) => {
            let mut out = String::with_capacity(s.len());
            let mut rest = s.as_str();
            while let Some(i) = rest.find("0x") {
                out.push_str(&rest[..i + 2]);
                rest = rest[i + 2..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
                out.push('_');
            }
            out.push_str(rest);
            serde_json::Value::String(out)
        }
        serde_json::Value::Array(a) => serde_json::Value::Array(a.iter().map(without_addresses).collect()),
        serde_json::Value::Object(o) => serde_json::Value::Object(o.iter().map(|(k, v)| (k.clone(), without_addresses(v))).collect()),
        other => other.clone(),
    }
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn what_symbolic_mode_cannot_decide_is_unknown_with_a_reason() {
    let dir = common::scratch("symbolic-unknown");
    // A float made from an unconstrained symbolic integer is a term: the
    // path past 1e9 is found.
    let float = write(
        &dir,
        "float.c",
        "extern int __VERIFIER_nondet_int(void);\nint main(void) { int x = __VERIFIER_nondet_int(); double d = x; return d > 1e9 ? 1 : 0; }\n",
    );
    let r = check(&float, &["--symbolic"]);
    assert_eq!(r["verdict"], "error", "{}", r);
    // libm has no symbolic rules: sin's argument is the reason.
    let sin = write(
        &dir,
        "sin.c",
        "#include <math.h>\nextern int __VERIFIER_nondet_int(void);\nint main(void) { int x = __VERIFIER_nondet_int(); double d = x; return sin(d) > 2.0 ? 1 : 0; }\n",
    );
    let r = check(&sin, &["--symbolic"]);
    assert_eq!(r["verdict"], "unknown", "{}", r);
    let reason = r["reason"].as_str().unwrap_or("");
    assert!(reason.contains("symbolic") && reason.contains("sin.c:3"), "the reason names the value and the place: {}", reason);
    // A loop whose trip count is symbolic and unbounded: the usual limits end it.
    let count = write(
        &dir,
        "count.c",
        "extern unsigned __VERIFIER_nondet_uint(void);\nvolatile unsigned sink;\nint main(void) { unsigned n = __VERIFIER_nondet_uint(); for (unsigned i = 0; i < n; i++) sink = i; return 0; }\n",
    );
    let r = check(&count, &["--symbolic", "--max-states", "300"]);
    assert_eq!(r["verdict"], "unknown", "{}", r);
    // The same loop bounded by the path condition closes.
    let bounded = write(
        &dir,
        "bounded.c",
        "extern unsigned __VERIFIER_nondet_uint(void);\nextern void __VERIFIER_assume(int);\nvolatile unsigned sink;\nint main(void) { unsigned n = __VERIFIER_nondet_uint(); __VERIFIER_assume(n < 20); for (unsigned i = 0; i < n; i++) sink = i; return 0; }\n",
    );
    let r = check(&bounded, &["--symbolic"]);
    assert_eq!(r["verdict"], "safe", "{}", r);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn parallel_search_and_run_work_with_symbolic_inputs() {
    for file in symbolic_programs().iter().step_by(3) {
        let flags = common::flags_of(file);
        let args: Vec<&str> = flags.iter().map(String::as_str).collect();
        let one = check(file, &[&args[..], &["--threads", "1"]].concat());
        let two = check(file, &[&args[..], &["--threads", "2"]].concat());
        assert_eq!(one["verdict"], two["verdict"], "{}", file.display());
        assert_eq!(line_of(&one), line_of(&two), "{}", file.display());
    }
    // `divm run --symbolic` keeps choosing concrete values: it runs.
    let file = root().join("tests/programs/symbolic/wide_window.c");
    let out = run(Command::new(DIVM).current_dir(root()).args(["run", "--symbolic"]).arg(&file), LIMIT).unwrap();
    assert_eq!(out.status, Some(0), "{}", tail(&out.stderr, 300));
}

#[test]
fn solver_statistics_are_in_the_report() {
    let r = check(&root().join("tests/programs/symbolic/switch_case.c"), &["--symbolic"]);
    let s = &r["solver"];
    assert!(s["queries"].as_u64().unwrap() > 0, "{}", r);
    assert!(s["solver_calls"].as_u64().unwrap() <= s["queries"].as_u64().unwrap() * 8, "{}", r);
}

/// States of a check, with `env` set.
fn states_with(file: &Path, args: &[&str], env: Option<(&str, &str)>) -> (String, u64) {
    let mut cmd = Command::new(DIVM);
    cmd.current_dir(root()).arg("check").arg("--report=json").args(args).arg(file);
    if let Some((k, v)) = env {
        cmd.env(k, v);
    }
    let out = run(&mut cmd, LIMIT).unwrap();
    let r: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{}: {e}: {}", file.display(), tail(&out.stderr, 300)));
    (r["verdict"].as_str().unwrap().to_string(), r["stats"]["states"].as_u64().unwrap())
}

#[test]
fn equivalent_path_conditions_match_and_subsumption_covers_more() {
    let dir = root().join("tests/programs/symbolic");
    let off = Some(("DIVM_NO_SYMBOLIC_MATCHING", "1"));
    for (name, want) in
        [("equivalent_join_ok.c", "safe"), ("equivalent_join.c", "error"), ("equal_terms_join_ok.c", "safe"), ("equal_terms_join.c", "error")]
    {
        let (v, matched) = states_with(&dir.join(name), &["--symbolic", "--threads", "1"], None);
        let (w, plain) = states_with(&dir.join(name), &["--symbolic", "--threads", "1"], off);
        assert_eq!((v.as_str(), w.as_str()), (want, want), "{}", name);
        if want == "safe" {
            assert!(matched * 3 < plain * 2, "{}: equivalence matching keeps {} of {} states", name, matched, plain);
        }
    }
    for (name, want) in [("subsumed_join_ok.c", "safe"), ("subsumed_join.c", "error")] {
        let (v, covered) = states_with(&dir.join(name), &["--symbolic", "--symbolic-subsumption", "--threads", "1"], None);
        let (w, equivalent) = states_with(&dir.join(name), &["--symbolic", "--threads", "1"], None);
        assert_eq!((v.as_str(), w.as_str()), (want, want), "{}", name);
        if want == "safe" {
            assert!(covered * 4 < equivalent * 3, "{}: subsumption keeps {} of {} states", name, covered, equivalent);
        }
    }
}

#[test]
fn user_platforms_work_with_symbolic() {
    // A platform of its own (--os) decides what its nondets are; the flag
    // changes no verdict or line of the example platforms' programs.
    for (os, prog) in [("irq/platform", "irq/ringbuf_bug.c"), ("irq/platform", "irq/ringbuf_ok.c"), ("rounds/platform", "rounds/leader_bug.c")] {
        let os = root().join("examples/platforms").join(os);
        let os = os.to_string_lossy().into_owned();
        let file = root().join("examples/platforms").join(prog);
        let plain = check(&file, &["--os", &os, "-I", &os, "--threads", "1"]);
        let sym = check(&file, &["--os", &os, "-I", &os, "--threads", "1", "--symbolic"]);
        assert_eq!(plain["verdict"], sym["verdict"], "{}", prog);
        assert_eq!(line_of(&plain), line_of(&sym), "{}", prog);
    }
}

/// splitmix64, for reproducible random programs.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len() as u64) as usize]
    }
}

/// A random expression over `vars` of at most `depth` operators.
fn expr(r: &mut Rng, vars: &[&str], depth: u32) -> String {
    if depth == 0 || r.below(4) == 0 {
        return if r.below(3) == 0 { format!("{}", r.below(19) as i64 - 9) } else { r.pick(vars).to_string() };
    }
    let (a, b) = (expr(r, vars, depth - 1), expr(r, vars, depth - 1));
    match r.below(10) {
        0..=5 => format!("({} {} {})", a, r.pick(&["+", "-", "*", "&", "|", "^", "/", "%"]), b),
        6 => format!("({} {} ({} & 7))", a, r.pick(&["<<", ">>"]), b),
        7 => format!("({} {} {})", a, r.pick(&["<", "<=", "==", "!=", ">", ">="]), b),
        8 => format!("(({}) ? {} : {})", expr(r, vars, depth - 1), a, b),
        _ => format!("(({}){})", r.pick(&["unsigned char", "short", "unsigned", "signed char", "long"]), a),
    }
}

/// Runs `count` programs that `program` makes (each an error or safe
/// with inputs in -4..4) by enumeration and symbolically, requiring the
/// same verdict, and at least `least` of each verdict among them.
/// (`DIVM_RANDOM_SEED` and `DIVM_RANDOM_COUNT` run other and more
/// programs; the seed is `salt`ed per test.)
fn agree_with_enumeration(name: &str, seed: u64, salt: u64, count: u64, least: u32, mut program: impl FnMut(&mut Rng) -> String) {
    let dir = common::scratch(&format!("symbolic-{}", name));
    let env = |k: &str, d: u64| std::env::var(k).ok().and_then(|v| v.parse().ok()).unwrap_or(d);
    let mut r = Rng(env("DIVM_RANDOM_SEED", seed) ^ salt);
    let (mut errors, mut safes) = (0, 0);
    for n in 0..env("DIVM_RANDOM_COUNT", count) {
        let text = program(&mut r);
        let file = write(&dir, &format!("{}{}.c", name, n), &text);
        let explicit = check(&file, &["--nondet-range", "-4..4", "--threads", "1"]);
        let symbolic = check(&file, &["--symbolic", "--threads", "1"]);
        let (e, s) = (explicit["verdict"].as_str().unwrap(), symbolic["verdict"].as_str().unwrap());
        assert_eq!(e, s, "{}: enumeration {} but symbolic {}\n{}\n{}\n{}", file.display(), e, s, text, explicit["error"], symbolic["error"]);
        if e == "error" {
            errors += 1;
        } else {
            safes += 1;
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{} errors, {} safe", errors, safes);
    assert!(errors >= least && safes >= least, "the random programs cover both verdicts: {} errors, {} safe", errors, safes);
}

/// Symbolic mode against enumeration on random programs whose inputs are
/// assumed into -4..4: the enumeration covers every value, so the two must
/// agree on safe against error (a symbolic `safe` where enumeration finds
/// an error would be a false safe; the converse a false alarm). The
/// programs mix widths, signedness, division (by zero too), shifts,
/// comparisons, `?:` and casts, so the term rules meet the scalar rules.
#[test]
fn random_programs_agree_with_enumeration() {
    agree_with_enumeration("r", 0x5eed_2026_1128, 0, 40, 8, |r| {
        let a = expr(r, &["x", "y"], 3);
        let b = expr(r, &["x", "y", "a"], 3);
        let c = expr(r, &["x", "a", "b"], 3);
        let cond = expr(r, &["y", "b", "c"], 2);
        let d = expr(r, &["a", "b", "c"], 2);
        let probe = expr(r, &["x", "y", "a", "b", "c"], 3);
        let k = r.below(21) as i64 - 10;
        format!(
            "extern int __VERIFIER_nondet_int(void);\nextern void __VERIFIER_assume(int);\nextern void reach_error(void);\n\
             int main(void) {{\n    int x = __VERIFIER_nondet_int();\n    int y = __VERIFIER_nondet_int();\n\
             \x20   __VERIFIER_assume(x >= -4 && x <= 4 && y >= -4 && y <= 4);\n    int a = {a};\n    unsigned short b = (unsigned short)({b});\n\
             \x20   signed char c = (signed char)({c});\n    if ({cond})\n        c = (signed char)({d});\n\
             \x20   if ((int)({probe}) == {k})\n        reach_error();\n    return 0;\n}}\n"
        )
    });
}

/// As `random_programs_agree_with_enumeration`, with memory at symbolic
/// indices: reads (one term over the entries), writes (a fork per slot),
/// in bounds by a mask or not at all (a memory error when the inputs
/// allow it), on a global, a stack and a heap array.
#[test]
fn random_memory_programs_agree_with_enumeration() {
    agree_with_enumeration("m", 0x7ab1_e5ee_d000, 0x55, 30, 5, |r| {
        let arrays = ["g", "s", "h"];
        let mut body = String::new();
        for _ in 0..4 {
            let arr = r.pick(&arrays);
            let idx = expr(r, &["x", "y", "v"], 2);
            // Mostly masked into bounds; sometimes raw (may fault).
            let index = if r.below(4) == 0 { format!("({})", idx) } else { format!("(({}) & 3)", idx) };
            if r.below(2) == 0 {
                body += &format!("    v = v + {}[{}];\n", arr, index);
            } else {
                body += &format!("    {}[{}] = {};\n", arr, index, expr(r, &["x", "y", "v"], 2));
            }
        }
        let probe = expr(r, &["x", "y", "v", "g[1]", "s[2]", "h[3]"], 2);
        let k = r.below(21) as i64 - 10;
        format!(
            "#include <stdlib.h>\nextern int __VERIFIER_nondet_int(void);\nextern void __VERIFIER_assume(int);\nextern void reach_error(void);\n\
             int g[4] = {{3, -1, 4, 1}};\nint main(void) {{\n    int x = __VERIFIER_nondet_int();\n    int y = __VERIFIER_nondet_int();\n\
             \x20   __VERIFIER_assume(x >= -4 && x <= 4 && y >= -4 && y <= 4);\n    int s[4] = {{5, 9, -2, 6}};\n\
             \x20   int *h = malloc(4 * sizeof(int));\n    if (!h)\n        return 0;\n    for (int i = 0; i < 4; i++)\n        h[i] = i * 7 - 3;\n\
             \x20   int v = 1;\n{body}    if ((int)({probe}) == {k})\n        reach_error();\n    free(h);\n    return 0;\n}}\n"
        )
    });
}

#[test]
fn the_bundled_example_needs_symbolic_mode() {
    let file = root().join("examples/symbolic.c");
    let plain = check(&file, &[]);
    assert_eq!(plain["verdict"], "safe", "{}", plain);
    assert!(plain["caveats"].to_string().contains("explored only"), "{}", plain);
    let sym = check(&file, &["--symbolic"]);
    assert_eq!(sym["verdict"], "error", "{}", sym);
    // Ten PINs break it: the one found must be one of them.
    let pin: u32 = sym["inputs"][0]["value"].as_str().and_then(|v| v.parse().ok()).expect("a PIN");
    let h = pin.wrapping_mul(2_654_435_761);
    assert!((100_000..=999_999).contains(&pin) && ((h ^ (h >> 13)) & 0xffff) == 0xbeef, "{} does not open the service door", pin);
}
