//! `divm check --data-races`: race traces that replay, the same verdicts in
//! every search order, the same state space as without the option, and
//! what the option refuses. (The verdicts of the programs themselves are
//! tests/programs/races/, run by programs.rs.)

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const DIVM: &str = env!("CARGO_BIN_EXE_divm");

fn programs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/races")
}

fn sources() -> Vec<PathBuf> {
    let mut files = Vec::new();
    common::collect(&programs(), &mut files);
    files
}

fn divm(args: &[&str]) -> Output {
    Command::new(DIVM).args(args).output().expect("divm runs")
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("no JSON ({}): {}", e, String::from_utf8_lossy(&out.stderr)))
}

#[test]
fn a_race_trace_replays_and_ends_in_the_two_accesses() {
    let tmp = common::scratch("race");
    let trace = tmp.join("t.json");
    let prog = programs().join("join_one_of_two.c");
    let out = divm(&["check", "--report=json", "--data-races", "--trace-out", trace.to_str().unwrap(), prog.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let report = json(&out);
    assert_eq!(report["error"]["kind"], "race");
    let message = report["error"]["message"].as_str().unwrap();
    // Both accesses, with their lines, and the variable's name.
    assert!(message.contains("`slot`") && message.contains(":15") && message.contains(":24"), "{}", message);
    assert_eq!(report["trace"]["flags"]["data_races"], true);
    let steps = report["trace"]["steps"].as_array().unwrap();
    let (a, b) = (&steps[steps.len() - 2], &steps[steps.len() - 1]);
    assert_ne!(a["thread"], b["thread"], "the last two steps are the two threads'");

    let rep = divm(&["replay", prog.to_str().unwrap(), trace.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&rep.stdout);
    assert_eq!(rep.status.code(), Some(1), "{}{}", text, String::from_utf8_lossy(&rep.stderr));
    assert!(text.contains("error (race)"), "{}", text);

    // Without its last step the trace shows no race.
    let mut t: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    t["steps"].as_array_mut().unwrap().pop();
    std::fs::write(&trace, serde_json::to_string(&t).unwrap()).unwrap();
    let rep = divm(&["replay", prog.to_str().unwrap(), trace.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&rep.stdout);
    assert_eq!(rep.status.code(), Some(2), "{}", text);
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn every_search_order_gives_the_same_verdict() {
    let checked = common::search_orders_agree(DIVM, &programs());
    assert!(checked >= 10, "only {} programs", checked);
}

/// The option only looks: a race-free program has the same states and
/// transitions with it as a check without the sync-point reduction (which
/// `--data-races` turns off), and a racy one is safe without it. (In
/// symbolic mode loads through symbolic offsets fork with it, so only
/// verdicts are compared there.)
#[test]
fn the_option_changes_no_state_space() {
    let mut safe = 0;
    for f in sources() {
        let flags = common::flags_of(&f);
        let symbolic = flags.iter().any(|x| x == "--symbolic");
        let run = |races: bool| {
            let mut args = vec!["check", "--report=json", "--threads", "1", "--no-por"];
            args.extend(flags.iter().map(String::as_str).filter(|x| races || *x != "--data-races"));
            args.push(f.to_str().unwrap());
            json(&divm(&args))
        };
        let (plain, racy) = (run(false), run(true));
        if racy["verdict"] == "safe" {
            assert_eq!(plain["verdict"], "safe", "{}", f.display());
            if !symbolic {
                for k in ["states", "transitions"] {
                    assert_eq!(plain["stats"][k], racy["stats"][k], "{}: {}", f.display(), k);
                }
                safe += 1;
            }
        } else {
            assert_eq!(racy["error"]["kind"], "race", "{}", f.display());
            assert_ne!(plain["error"]["kind"], "race", "{}: a race without --data-races", f.display());
        }
    }
    assert!(safe >= 5, "only {} race-free programs", safe);
}

#[test]
fn a_symbolic_race_names_its_input_and_replays_concretely() {
    let tmp = common::scratch("symrace");
    let trace = tmp.join("t.json");
    let prog = programs().join("symbolic_key_race.c");
    let out = divm(&["check", "--report=json", "--data-races", "--symbolic", "--trace-out", trace.to_str().unwrap(), prog.to_str().unwrap()]);
    let report = json(&out);
    assert_eq!(report["error"]["kind"], "race", "{}", report);
    // The one key that makes the worker write.
    assert_eq!(report["inputs"][0]["value"], "7", "{}", report["inputs"]);
    let rep = divm(&["replay", prog.to_str().unwrap(), trace.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&rep.stdout);
    assert_eq!(rep.status.code(), Some(1), "{}{}", text, String::from_utf8_lossy(&rep.stderr));
    assert!(text.contains("error (race)"), "{}", text);
    let _ = std::fs::remove_dir_all(&tmp);
}
