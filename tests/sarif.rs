//! `--report=sarif`: SARIF 2.1.0 logs, validated against the official
//! schema (fetched by setup.sh) with the `jsonschema` package, and what they
//! say: the rule, the location, the counterexample's thread flows.

mod common;

use std::path::PathBuf;
use std::process::Command;

const DIVM: &str = env!("CARGO_BIN_EXE_divm");

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn sarif(args: &[&str]) -> serde_json::Value {
    let mut all = vec!["check", "--report=sarif"];
    all.extend_from_slice(args);
    let out = Command::new(DIVM).args(&all).output().expect("divm runs");
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{:?}: not JSON ({}): {}", args, e, String::from_utf8_lossy(&out.stderr)))
}

/// Validates logs against the SARIF 2.1.0 schema, formats included.
fn validate(logs: &[serde_json::Value]) {
    let python = root().join("target/pyenv/bin/python3");
    let schema = root().join("target/schemas/sarif-2.1.0-rtm.5.json");
    assert!(python.exists() && schema.exists(), "run ./setup.sh first: it installs jsonschema and fetches the SARIF schema");
    let dir = common::scratch("sarif");
    let mut files = Vec::new();
    for (i, l) in logs.iter().enumerate() {
        let f = dir.join(format!("{}.sarif", i));
        std::fs::write(&f, serde_json::to_string(l).unwrap()).unwrap();
        files.push(f);
    }
    let script = "import json, sys, jsonschema\n\
                  schema = json.load(open(sys.argv[1]))\n\
                  v = jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)\n\
                  bad = 0\n\
                  for f in sys.argv[2:]:\n\
                  \x20   for e in v.iter_errors(json.load(open(f))):\n\
                  \x20       bad += 1; print(f, e.message, list(e.absolute_path))\n\
                  sys.exit(1 if bad else 0)\n";
    let out = Command::new(&python).arg("-c").arg(script).arg(&schema).args(&files).output().expect("python runs");
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

fn path(p: &str) -> String {
    root().join(p).to_string_lossy().into_owned()
}

#[test]
fn logs_are_valid_sarif_and_say_what_the_report_says() {
    let error = sarif(&[&path("examples/hello.c")]);
    let race = sarif(&["--data-races", &path("tests/programs/races/join_one_of_two.c")]);
    let lasso = sarif(&["--termination", &path("tests/programs/termination/toggle.c")]);
    let safe = sarif(&[&path("tests/programs/races/different_fields_ok.c")]);
    // (a program of 456 states: two workers may pass a limit by a few states
    // before they stop, and a small program could then be finished)
    let unknown = sarif(&["--max-states", "2", &path("tests/programs/threads/once_ok.c")]);
    let svcomp = sarif(&["--property", &path("tests/svcomp/properties/unreach-call.prp"), &path("tests/svcomp/tasks/reach_empty_body.yml")]);
    let deadlock = sarif(&[&path("tests/programs/threads/deadlock_names_heap_lock.c")]);
    validate(&[error.clone(), race.clone(), lasso.clone(), safe.clone(), unknown.clone(), svcomp.clone(), deadlock.clone()]);

    let run = |l: &serde_json::Value| l["runs"][0].clone();
    // One result per error: its rule is the kind, at the reported line.
    let r = &run(&error)["results"][0];
    assert_eq!(r["ruleId"], "memory");
    assert_eq!(run(&error)["tool"]["driver"]["rules"][r["ruleIndex"].as_u64().unwrap() as usize]["id"], "memory");
    let region = &r["locations"][0]["physicalLocation"];
    assert!(region["artifactLocation"]["uri"].as_str().unwrap().ends_with("examples/hello.c"));
    assert!(region["region"]["startLine"].as_u64().unwrap() > 0);
    // A race: a thread flow per thread, the steps numbered in one order.
    let r = &run(&race)["results"][0];
    assert_eq!(r["ruleId"], "race");
    let flows = r["codeFlows"][0]["threadFlows"].as_array().unwrap();
    assert!(flows.len() >= 2, "{}", r);
    let mut order: Vec<u64> =
        flows.iter().flat_map(|f| f["locations"].as_array().unwrap().iter().map(|l| l["executionOrder"].as_u64().unwrap())).collect();
    order.sort_unstable();
    assert_eq!(order, (1..=order.len() as u64).collect::<Vec<_>>());
    // A lasso's cycle is marked on its steps.
    let text = serde_json::to_string(&run(&lasso)["results"][0]["codeFlows"]).unwrap();
    assert!(text.contains("repeats forever"), "{}", text);
    // No error, no result; unknown says why.
    assert_eq!(run(&safe)["results"].as_array().unwrap().len(), 0);
    assert_eq!(run(&safe)["properties"]["verdict"], "safe");
    assert_eq!(run(&unknown)["invocations"][0]["executionSuccessful"], false);
    assert!(run(&unknown)["invocations"][0]["toolExecutionNotifications"][0]["message"]["text"].as_str().unwrap().contains("verdict unknown"));
    assert_eq!(run(&svcomp)["properties"]["svcompResult"], "false(unreach-call)");
    // A deadlock's other blocked thread (main, in pthread_join) is a
    // related location with its message.
    let related = &run(&deadlock)["results"][0]["relatedLocations"][0];
    assert!(related["message"]["text"].as_str().unwrap().contains("thread 1 blocked in pthread_join on thread 2"), "{}", related);
    assert_eq!(related["physicalLocation"]["region"]["startLine"], 25);
}

#[test]
fn an_unknown_report_format_is_refused() {
    let out = Command::new(DIVM).args(["check", "--report=xml", &path("examples/hello.c")]).output().unwrap();
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("possible values: text, json, sarif"));
}
