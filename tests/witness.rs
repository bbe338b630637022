//! Violation witnesses: every task of tests/svcomp whose expected verdict
//! is false gets a witness from `divm check --witness`, which must match
//! the format's schema (tests/svcomp/violation-witness.schema.json, read
//! with PyYAML and checked with jsonschema) and be confirmed by
//! `divm validate`; a witness with a wrong input value, or for another
//! program, is not.

use std::path::PathBuf;
use std::process::{Command, Output};

const DIVM: &str = env!("CARGO_BIN_EXE_divm");

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn divm(args: &[&str]) -> Output {
    Command::new(DIVM).args(args).output().expect("divm runs")
}

fn last_line(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).lines().last().unwrap_or("").to_string()
}

/// (task, property) pairs whose expected verdict is false, from the task
/// files themselves.
fn false_tasks() -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut tasks: Vec<PathBuf> = std::fs::read_dir(root().join("tests/svcomp/tasks"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yml"))
        .collect();
    tasks.sort();
    for t in tasks {
        let text = std::fs::read_to_string(&t).unwrap();
        let mut prp = None;
        for line in text.lines().map(str::trim) {
            if let Some(p) = line.strip_prefix("- property_file:") {
                prp = Some(p.trim().to_string());
            } else if line == "expected_verdict: false" {
                let p = prp.clone().unwrap();
                if !p.contains("termination") {
                    out.push((t.clone(), p));
                }
            }
        }
    }
    out
}

fn schema_check(witnesses: &[PathBuf]) {
    let python = root().join("target/pyenv/bin/python3");
    assert!(python.exists(), "run ./setup.sh first: it installs jsonschema and PyYAML");
    let script = "import json, sys, yaml, jsonschema\n\
                  schema = json.load(open(sys.argv[1]))\n\
                  v = jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)\n\
                  bad = 0\n\
                  for f in sys.argv[2:]:\n\
                  \x20   for e in v.iter_errors(yaml.safe_load(open(f))):\n\
                  \x20       bad += 1; print(f, e.message, list(e.absolute_path))\n\
                  sys.exit(1 if bad else 0)\n";
    let out =
        Command::new(python).arg("-c").arg(script).arg(root().join("tests/svcomp/violation-witness.schema.json")).args(witnesses).output().unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}

#[test]
fn every_witness_matches_the_schema_and_is_confirmed() {
    let dir = std::env::temp_dir().join(format!("divm-witness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let tasks = false_tasks();
    assert!(tasks.len() >= 10, "{:?}", tasks);
    let mut written = Vec::new();
    for (i, (task, prp)) in tasks.iter().enumerate() {
        let prp = task.parent().unwrap().join(prp);
        let w = dir.join(format!("w{}.yml", i));
        let (t, p, ws) = (task.to_str().unwrap(), prp.to_str().unwrap(), w.to_str().unwrap());
        let check = divm(&["check", "--property", p, "--witness", ws, t]);
        let answer = last_line(&check);
        assert!(answer.starts_with("divm: result: false("), "{}: {}", t, answer);
        assert!(w.exists(), "{}: no witness", t);
        let val = divm(&["validate", "--property", p, t, ws]);
        assert_eq!(last_line(&val), answer, "{} not confirmed:\n{}", t, String::from_utf8_lossy(&val.stdout));
        written.push(w);
    }
    schema_check(&written);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_wrong_witness_is_not_confirmed() {
    let dir = std::env::temp_dir().join(format!("divm-badwitness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svcomp = root().join("tests/svcomp");
    let prp = svcomp.join("properties/unreach-call.prp");
    let task = svcomp.join("tasks/reach_deep_value.yml");
    let w = dir.join("w.yml");
    let (p, t, ws) = (prp.to_str().unwrap(), task.to_str().unwrap(), w.to_str().unwrap());
    divm(&["check", "--property", p, "--witness", ws, t]);
    let text = std::fs::read_to_string(&w).unwrap();
    // Another value for the one input: reach_error() is not reached.
    let value = text.lines().find_map(|l| l.trim().strip_prefix("value: \"\\\\result == ")).unwrap().trim_end_matches('"').to_string();
    std::fs::write(&w, text.replace(&format!("== {}", value), "== 5")).unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(last_line(&val), "divm: result: unknown");
    assert!(String::from_utf8_lossy(&val.stdout).contains("no run violates the property"), "{}", String::from_utf8_lossy(&val.stdout));
    // The right value, but the witness is for another version of the file.
    std::fs::write(&w, text.replace(&sha_of(&text), &"0".repeat(64))).unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(last_line(&val), "divm: result: unknown");
    assert!(String::from_utf8_lossy(&val.stdout).contains("another version"), "{}", String::from_utf8_lossy(&val.stdout));
    // Not a witness at all: one line, and no answer.
    std::fs::write(&w, "- entry_type: invariant_set\n").unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(val.status.code(), Some(3), "{}", String::from_utf8_lossy(&val.stderr));
    assert!(String::from_utf8_lossy(&val.stderr).contains("no violation_sequence entry"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The file hash a witness text gives (the first 64-hex-digit word).
fn sha_of(text: &str) -> String {
    text.split(|c: char| !c.is_ascii_hexdigit()).find(|w| w.len() == 64).unwrap().to_string()
}
