//! Calls of functions whose frames hold only registers run without heap
//! frames until something needs them (`Unplaced` in vm/src/eval/fast/calls.rs).
//! Counting instructions per function (`DIVM_STATS`) turns that off, so
//! every call places its frame at once: both must show the user the same
//! verdict, state space, error and backtrace.

use std::path::PathBuf;
use std::process::Command;

fn program(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/programs").join(rel)
}

/// `divm check --report=json` of a program under tests/programs, with or
/// without `DIVM_STATS`.
fn check(rel: &str, stats: bool) -> serde_json::Value {
    let mut c = Command::new(env!("CARGO_BIN_EXE_divm"));
    c.args(["check", "--report=json", "--threads", "1"]).arg(program(rel));
    if stats {
        c.env("DIVM_STATS", "1");
    } else {
        c.env_remove("DIVM_STATS");
    }
    let o = c.output().unwrap();
    serde_json::from_slice(&o.stdout).unwrap_or_else(|_| panic!("{}: no JSON report: {}", rel, String::from_utf8_lossy(&o.stderr)))
}

/// What must not depend on where frames live.
fn seen(r: &serde_json::Value) -> (serde_json::Value, serde_json::Value, serde_json::Value, serde_json::Value) {
    (r["verdict"].clone(), r["stats"]["states"].clone(), r["stats"]["transitions"].clone(), r["error"].clone())
}

#[test]
fn frames_out_of_the_heap_change_nothing_a_user_sees() {
    for rel in ["threads/recursion_race.c", "threads/recursion_race_fixed.c", "seq/call_chain_fault.c", "seq/call_chain_fault_ok.c"] {
        let (fast, placed) = (check(rel, false), check(rel, true));
        assert!(matches!(fast["verdict"].as_str(), Some("safe" | "error")), "{}: {}", rel, fast);
        // (the sequential ones run to their fault in one long edge)
        let least = if rel.starts_with("threads/") { 2 } else { 1 };
        assert!(fast["stats"]["transitions"].as_u64().is_some_and(|n| n >= least), "{}: {}", rel, fast);
        assert_eq!(seen(&fast), seen(&placed), "{}", rel);
    }
}

#[test]
fn a_fault_four_register_only_calls_deep_has_every_caller_in_its_backtrace() {
    let r = check("seq/call_chain_fault.c", false);
    assert_eq!(r["verdict"], "error");
    assert_eq!(r["error"]["kind"], "arith");
    let frames: Vec<(String, u64)> = r["error"]["backtrace"]
        .as_array()
        .expect("a backtrace")
        .iter()
        .map(|f| (f["function"].as_str().unwrap_or("").to_string(), f["line"].as_u64().unwrap_or(0)))
        .collect();
    let expect = [("quotient", 8), ("level3", 11), ("level2", 12), ("level1", 13), ("main", 18)];
    assert!(frames.len() > expect.len(), "{:?}", frames);
    for (got, (name, line)) in frames.iter().zip(expect) {
        assert_eq!((got.0.as_str(), got.1), (name, line), "{:?}", frames);
    }
}

#[test]
fn a_thread_switched_out_eight_register_only_calls_deep_resumes_there() {
    // The race needs the switch between the read and the write at the
    // bottom of the recursion; the safe twin's atomic increment has none.
    let race = check("threads/recursion_race.c", false);
    assert_eq!((race["verdict"].as_str(), race["error"]["kind"].as_str()), (Some("error"), Some("assert")), "{}", race);
    let fixed = check("threads/recursion_race_fixed.c", false);
    assert_eq!(fixed["verdict"], "safe", "{}", fixed);
}
