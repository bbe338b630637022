//! SV-COMP's formats: `--property`, task definitions, the `divm: result:`
//! line, and the project's task set (tests/svcomp/tasks), which must score
//! the maximum: every answer right, none unknown.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const DIVM: &str = env!("CARGO_BIN_EXE_divm");

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/svcomp")
}

fn divm(args: &[&str]) -> Output {
    Command::new(DIVM).args(args).output().expect("divm runs")
}

fn prp(name: &str) -> String {
    here().join("properties").join(format!("{}.prp", name)).to_string_lossy().into_owned()
}

fn task(name: &str) -> String {
    here().join("tasks").join(format!("{}.yml", name)).to_string_lossy().into_owned()
}

#[test]
fn the_task_set_scores_the_maximum() {
    let out = Command::new("python3").arg(here().join("run")).args(["--divm", DIVM]).output().expect("python3 runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}{}", text, String::from_utf8_lossy(&out.stderr));
    let last = text.lines().last().unwrap_or("");
    let words: Vec<&str> = last.split_whitespace().collect();
    // "score: S of M (0 wrong)"
    assert!(words.len() >= 4 && words[0] == "score:" && words[1] == words[3], "{}", text);
    assert!(words[3].parse::<u32>().unwrap() >= 30, "{}", text);
}

#[test]
fn the_last_line_is_the_answer() {
    let out = divm(&["check", "--property", &prp("unreach-call"), &task("reach_empty_body")]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.lines().last(), Some("divm: result: false(unreach-call)"), "{}", text);
    assert_eq!(out.status.code(), Some(1));
    // The task's own C file with the property gives the same answer.
    let c = here().join("tasks/reach_empty_body.c");
    let out = divm(&["check", "--property", &prp("unreach-call"), c.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&out.stdout).ends_with("divm: result: false(unreach-call)\n"));
}

#[test]
fn an_ilp32_task_is_checked_under_lp64_with_a_caveat() {
    let out = divm(&["check", "--report=json", "--property", &prp("no-overflow"), &task("add_overflows")]);
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["svcomp"]["result"], "false(no-overflow)");
    assert!(r["caveats"].as_array().unwrap().iter().any(|c| c.as_str().unwrap().contains("ILP32")), "{}", r);
}

#[test]
fn errors_the_property_does_not_count_give_no_true() {
    // An assertion fails, but the property is memory safety: not a
    // violation, and the path it ends is not explored further.
    let dir = common::scratch("svcomp");
    let c = dir.join("assert_only.c");
    std::fs::write(&c, "#include <assert.h>\nint main(void) { int x = 1; assert(x == 2); return 0; }\n").unwrap();
    let out = divm(&["check", "--report=json", "--property", &prp("valid-memsafety"), c.to_str().unwrap()]);
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["verdict"], "unknown", "{}", r);
    assert_eq!(r["svcomp"]["result"], "unknown");
    assert!(r["reason"].as_str().unwrap().contains("which valid-memsafety does not count"), "{}", r);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_property_and_task_files_are_refused_in_one_line() {
    let dir = common::scratch("svcomp-bad");
    let bad = dir.join("bad.prp");
    std::fs::write(&bad, "CHECK( init(main()), LTL(G valid-free) )\n").unwrap();
    let c = here().join("tasks/countdown.c");
    let out = divm(&["check", "--property", bad.to_str().unwrap(), c.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(3));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("divm does not check this property") && err.lines().count() == 1, "{}", err);
    // A task with two properties needs --property.
    let out = divm(&["check", &task("reach_guarded")]);
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("choose one with --property"));
    let yml = dir.join("t.yml");
    std::fs::write(&yml, "format_version: '2.0'\nproperties: []\n").unwrap();
    let out = divm(&["check", yml.to_str().unwrap()]);
    assert_ne!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no input_files"), "{}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}
