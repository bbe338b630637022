//! The short fuzzing run CI makes (tests/fuzz/run.sh): llvm-stress modules,
//! mutated bitcode and mutated C through `divm check`, and mutated traces,
//! witnesses, tasks, queries, formulas and property files through the
//! commands that read them, each ending in a verdict or a clean refusal,
//! never a panic, a signal or a hang. Also the inputs the fuzzers found
//! that crashed or hung divm, each now a clean refusal.

mod common;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

#[test]
fn thirty_fuzz_rounds_end_in_verdicts_or_clean_refusals() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fuzz/run.sh");
    let o = Command::new("bash").args([script, "--runs", "30", "--seed", "49", "--divm", env!("CARGO_BIN_EXE_divm")]).output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    let summary =
        out.lines().find(|l| l.starts_with("fuzz: ")).unwrap_or_else(|| panic!("no summary: {}{}", out, String::from_utf8_lossy(&o.stderr)));
    assert!(summary.contains(" 0 failures"), "{}", out);
    assert!(summary.starts_with("fuzz: 30 rounds, "), "{}", summary);
    // Each round ran the inputs leg too (stress, bitcode and source: up to 3).
    let runs: usize = summary.split(", ").nth(1).and_then(|r| r.strip_suffix(" runs")).and_then(|r| r.parse().ok()).unwrap();
    assert!(runs > 60, "{}", summary);
    assert!(o.status.success(), "{}", out);
}

/// Runs divm in `dir`, expecting the clean refusal of a bad input: exit 3
/// with one line on stderr, within a few seconds.
fn refused(dir: &Path, args: &[&str]) -> String {
    let o = common::run(Command::new(env!("CARGO_BIN_EXE_divm")).args(args).current_dir(dir), Duration::from_secs(60)).unwrap();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(!o.timed_out, "{:?} hung", args);
    assert_eq!(o.status, Some(3), "{:?}: {}", args, err);
    assert_eq!(err.lines().count(), 1, "{:?}: {}", args, err);
    assert!(err.len() < 400, "{:?}: {}", args, err);
    err
}

#[test]
fn inputs_the_fuzzers_found_are_refused_in_one_line() {
    let dir = tempfile_dir("crafted");
    let w = |name: &str, text: &str| std::fs::write(dir.join(name), text).unwrap();
    w("a.c", "extern void reach_error(void);\nextern int __VERIFIER_nondet_int(void);\nint x;\nint main(void) {\n  int a = __VERIFIER_nondet_int();\n  if (a > 3) reach_error();\n  return 0;\n}\n");
    w("u.prp", "CHECK( init(main()), LTL(G ! call(reach_error())) )\n");
    // Before: SIGABRT, a stack overflow in yaml-rust2's loader.
    w("deep.yml", &"- ".repeat(100_000));
    assert!(refused(&dir, &["validate", "--property", "u.prp", "a.c", "deep.yml"]).contains("deep"));
    // Before: 7 GiB and still growing after 30 s (aliases copied).
    let mut laugh = String::from("format_version: '2.0'\ninput_files: a.c\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..12 {
        laugh.push_str(&format!("a{}: &a{} [{}]\n", i, i, vec![format!("*a{}", i - 1); 10].join(", ")));
    }
    w("laugh.yml", &laugh);
    assert!(refused(&dir, &["check", "laugh.yml"]).contains("aliases"));
    // Before: exit 4, a slice past the end of the text.
    w("open.graphml", "<graphml><graph /");
    refused(&dir, &["validate", "--property", "u.prp", "a.c", "open.graphml"]);
    // Before: SIGABRT, the recursive descent overflowed the stack.
    let deep = format!("Pr[<=10](<> {}error)", "!".repeat(4000));
    assert!(refused(&dir, &["smc", "a.c", "--query", &deep]).contains("nested"));
    assert!(refused(&dir, &["check", "a.c", "--ltl", &format!("{}x", "G ".repeat(4000))]).contains("nested"));
    // Before: ran on for minutes (an automaton exponential in the formula).
    let chain = (0..19).map(|i| format!("(x{} U x{})", i, i + 1)).collect::<Vec<_>>().join(" U ");
    let globals: String = (0..20).map(|i| format!("int x{};\n", i)).collect();
    w("g.c", &format!("{}int main(void) {{ return 0; }}\n", globals));
    assert!(refused(&dir, &["check", "g.c", "--ltl", &chain]).contains("too large"));
    // Before: SIGABRT, a vector of 2^32 input values.
    let o =
        Command::new(env!("CARGO_BIN_EXE_divm")).args(["check", "--symbolic", "a.c", "--trace-out", "t.json"]).current_dir(&dir).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
    let trace = std::fs::read_to_string(dir.join("t.json")).unwrap();
    assert!(trace.contains("\"index\": 0"), "{}", trace);
    w("t.json", &trace.replace("\"index\": 0", "\"index\": 4000000000"));
    assert!(refused(&dir, &["replay", "a.c", "t.json"]).contains("no such input"));
    let _ = std::fs::remove_dir_all(&dir);
}

fn tempfile_dir(name: &str) -> std::path::PathBuf {
    let d = common::scratch(&format!("fuzz-{}", name));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}
