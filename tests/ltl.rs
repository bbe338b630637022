//! `divm check --ltl`: properties of the benchmark models, lassos and
//! ended runs that replay, fairness, the same verdicts in every search
//! order, and bad formulas. (The verdicts of the programs themselves are
//! tests/programs/ltl/, run by programs.rs.)

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const DIVM: &str = env!("CARGO_BIN_EXE_divm");

fn programs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/ltl")
}

fn models() -> Option<PathBuf> {
    let m = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/bench/models");
    if m.is_dir() {
        Some(m)
    } else {
        eprintln!("note: ../shared/bench/models not found; the benchmark models are not checked");
        None
    }
}

fn divm(args: &[&str]) -> Output {
    Command::new(DIVM).args(args).output().expect("divm runs")
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("no JSON ({}): {}", e, String::from_utf8_lossy(&out.stderr)))
}

fn check(formula: &str, prog: &Path, more: &[&str]) -> serde_json::Value {
    let mut args = vec!["check", "--report=json", "--ltl", formula];
    args.extend_from_slice(more);
    args.push(prog.to_str().unwrap());
    json(&divm(&args))
}

#[test]
fn requests_are_served_in_peterson_and_bakery_under_fairness_only() {
    let Some(m) = models() else { return };
    // A raised flag is lowered again: the thread got through.
    let peterson = m.join("peterson2.c");
    let served = "G (flag[0] == 1 -> F flag[0] == 0) && G (flag[1] == 1 -> F flag[1] == 0)";
    let r = check(served, &peterson, &["--threads", "1"]);
    assert_eq!(r["verdict"], "safe", "{}", r);
    // Without fairness the other thread may spin forever while the
    // flag's owner never runs again.
    let r = check(served, &peterson, &["--threads", "1", "--no-fairness"]);
    assert_eq!(r["error"]["kind"], "ltl", "{}", r);
    assert!(r["trace"]["cycle"].is_u64(), "{}", r);
    // A held ticket is eventually given back (10^5 states, two workers).
    let bakery = m.join("bakery3.c");
    let r = check("G (number[0] != 0 -> F number[0] == 0)", &bakery, &["--threads", "2"]);
    assert_eq!(r["verdict"], "safe", "{}", r);
    assert!(r["stats"]["states"].as_u64().unwrap() > 100_000, "{}", r);
    // And a property that is false: the critical section is not always empty.
    let r = check("G in_cs == 0", &peterson, &[]);
    assert_eq!(r["error"]["kind"], "ltl", "{}", r);
}

#[test]
fn a_lasso_replays_and_the_replay_checks_the_formula() {
    let tmp = common::scratch("ltl");
    let trace = tmp.join("t.json");
    let prog = programs().join("peterson_no_turn.c");
    let out =
        divm(&["check", "--report=json", "--ltl", "G(flag[0]==1->F(flag[0]==0))", "--trace-out", trace.to_str().unwrap(), prog.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let report = json(&out);
    assert_eq!(report["error"]["kind"], "ltl");
    assert!(report["error"]["message"].as_str().unwrap().contains("repeat forever"), "{}", report);
    let steps = report["trace"]["steps"].as_array().unwrap().len();
    let cycle = report["trace"]["cycle"].as_u64().expect("the trace marks its cycle") as usize;
    assert!(cycle < steps, "{}", report);
    assert_eq!(report["trace"]["flags"]["ltl"], "G(flag[0]==1->F(flag[0]==0))");

    let rep = divm(&["replay", prog.to_str().unwrap(), trace.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&rep.stdout);
    assert_eq!(rep.status.code(), Some(1), "{}{}", text, String::from_utf8_lossy(&rep.stderr));
    assert!(text.contains("error (ltl)") && text.contains("cycle: steps"), "{}", text);

    // The same run does not violate a formula it satisfies: the replay
    // evaluates the formula on the lasso and says so.
    let mut t: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    t["flags"]["ltl"] = "G F flag[1] == 1".into();
    std::fs::write(&trace, serde_json::to_string(&t).unwrap()).unwrap();
    let rep = divm(&["replay", prog.to_str().unwrap(), trace.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&rep.stdout);
    assert_eq!(rep.status.code(), Some(2), "{}", text);
    assert!(text.contains("satisfies the LTL property"), "{}", text);
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn a_run_that_ends_violates_f_and_replays_to_its_end() {
    let tmp = common::scratch("ltl-end");
    let trace = tmp.join("t.json");
    let prog = programs().join("ends_without_done.c");
    let out = divm(&["check", "--report=json", "--ltl", "F label:done", "--trace-out", trace.to_str().unwrap(), prog.to_str().unwrap()]);
    let report = json(&out);
    assert_eq!(report["error"]["kind"], "ltl", "{}", report);
    assert!(report["trace"]["cycle"].is_null(), "an ended run has no cycle: {}", report);
    assert!(report["error"]["message"].as_str().unwrap().contains("stays there"), "{}", report);
    let rep = divm(&["replay", prog.to_str().unwrap(), trace.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&rep.stdout);
    assert_eq!(rep.status.code(), Some(1), "{}{}", text, String::from_utf8_lossy(&rep.stderr));
    assert!(text.contains("error (ltl)"), "{}", text);
    // Every run through the label satisfies it.
    let r = check("F label:done", &programs().join("ends_with_done_ok.c"), &[]);
    assert_eq!(r["verdict"], "safe", "{}", r);
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn every_cycle_algorithm_gives_the_same_verdict() {
    let checked = common::cycle_algorithms_agree(DIVM, &programs());
    assert!(checked >= 8, "only {} programs", checked);
}

#[test]
fn every_search_order_gives_the_same_verdict() {
    let checked = common::search_orders_agree(DIVM, &programs());
    assert!(checked >= 8, "only {} programs", checked);
}

#[test]
fn bad_formulas_and_options_are_one_line_usage_errors() {
    let prog = programs().join("response_ok.c");
    let p = prog.to_str().unwrap();
    for (formula, says) in [
        ("G (", "expected"),
        ("G (label:want -> F", "expected"),
        ("G nosuch == 1", "no global variable 'nosuch'"),
        ("G F call:nosuch", "no function 'nosuch'"),
        ("want crit", "after the formula"),
    ] {
        let out = divm(&["check", "--ltl", formula, p]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(3), "{}: {}", formula, err);
        assert_eq!(err.trim().lines().count(), 1, "{}: {}", formula, err);
        assert!(err.contains("--ltl") && err.contains(says), "{}: {}", formula, err);
    }
    let out = divm(&["check", "--ltl", "G true", "--symbolic", p]);
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--ltl does not work with --symbolic"));
    let out = divm(&["check", "--ltl", "G true", "--termination", p]);
    assert!(!out.status.success(), "--ltl with --termination is refused");
}
