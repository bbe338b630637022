//! `divm check --termination`: lassos that replay, the same verdicts in
//! every search order, and what the option refuses. (The verdicts of the
//! programs themselves are tests/programs/termination/, run by programs.rs.)

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const DIVM: &str = env!("CARGO_BIN_EXE_divm");

fn programs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/termination")
}

fn divm(args: &[&str]) -> Output {
    Command::new(DIVM).args(args).output().expect("divm runs")
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("no JSON ({}): {}", e, String::from_utf8_lossy(&out.stderr)))
}

#[test]
fn a_lasso_replays_and_returns_to_where_its_cycle_began() {
    let tmp = common::scratch("lasso");
    let trace = tmp.join("t.json");
    let prog = programs().join("toggle.c");
    let out = divm(&["check", "--report=json", "--termination", "--trace-out", trace.to_str().unwrap(), prog.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let report = json(&out);
    assert_eq!(report["error"]["kind"], "nontermination");
    let steps = report["trace"]["steps"].as_array().unwrap().len();
    let cycle = report["trace"]["cycle"].as_u64().expect("the trace marks its cycle") as usize;
    // toggle.c's cycle is two turns of its loop: the flag goes 1, 0, 1.
    assert_eq!(steps - cycle, 2, "{}", report);

    let rep = divm(&["replay", prog.to_str().unwrap(), trace.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&rep.stdout);
    assert_eq!(rep.status.code(), Some(1), "{}{}", text, String::from_utf8_lossy(&rep.stderr));
    assert!(text.contains("error (nontermination)") && text.contains("cycle: steps"), "{}", text);

    // Half a cycle does not come back: the replay says so, and finds no error.
    let mut t: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    t["steps"].as_array_mut().unwrap().pop();
    std::fs::write(&trace, serde_json::to_string(&t).unwrap()).unwrap();
    let rep = divm(&["replay", prog.to_str().unwrap(), trace.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&rep.stdout);
    assert_eq!(rep.status.code(), Some(2), "{}", text);
    assert!(text.contains("did not return to the state where it began"), "{}", text);
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn every_cycle_algorithm_gives_the_same_verdict() {
    let checked = common::cycle_algorithms_agree(DIVM, &programs());
    assert!(checked >= 10, "only {} programs", checked);
}

#[test]
fn every_search_order_gives_the_same_verdict() {
    let checked = common::search_orders_agree(DIVM, &programs());
    assert!(checked >= 10, "only {} programs", checked);
}

#[test]
fn fairness_decides_a_spin_that_another_thread_ends() {
    let prog = programs().join("spin_unfair_only.c");
    let fair = json(&divm(&["check", "--report=json", "--termination", prog.to_str().unwrap()]));
    assert_eq!(fair["verdict"], "safe", "{}", fair);
    let unfair = json(&divm(&["check", "--report=json", "--termination", "--no-fairness", prog.to_str().unwrap()]));
    assert_eq!(unfair["error"]["kind"], "nontermination", "{}", unfair);
}

#[test]
fn without_the_option_a_cycle_is_safe_and_symbolic_mode_is_refused() {
    let prog = programs().join("empty_loop.c");
    let plain = json(&divm(&["check", "--report=json", prog.to_str().unwrap()]));
    assert_eq!(plain["verdict"], "safe", "{}", plain);
    let out = divm(&["check", "--termination", "--symbolic", prog.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--termination does not work with --symbolic"));
    let out = divm(&["check", "--no-fairness", prog.to_str().unwrap()]);
    assert!(!out.status.success(), "--no-fairness alone is refused");
}
