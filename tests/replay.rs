//! Every counterexample that `divm check` finds on the project's own error
//! programs must replay with `divm replay` to the same error at the same
//! location.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::{collect, known_failures};

/// (flags, is an error test in check mode)
fn header(p: &Path) -> (Vec<String>, bool) {
    let text = std::fs::read_to_string(p).unwrap_or_default();
    let mut flags = Vec::new();
    let mut error = false;
    let mut diff = false;
    for line in text.lines() {
        let l = line.trim();
        if !l.is_empty() && !l.starts_with("//") {
            break;
        }
        if let Some(v) = l.strip_prefix("// FLAGS:") {
            flags = v.split_whitespace().map(String::from).collect();
        }
        // (Search options: a lasso, an LTL or a race trace says itself
        // what it is; `--ltl` takes the next word.)
        if let Some(i) = flags.iter().position(|f| f == "--ltl") {
            flags.drain(i..(i + 2).min(flags.len()));
        }
        flags.retain(|f| f != "--termination" && f != "--no-fairness" && f != "--data-races" && !f.starts_with("--ltl="));
        if l.starts_with("// EXPECT: error") {
            error = true;
        }
        if l.starts_with("// MODE: run-diff") {
            diff = true;
        }
    }
    (flags, error && !diff)
}

#[test]
fn counterexamples_replay() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let divm = env!("CARGO_BIN_EXE_divm");
    let mut files = Vec::new();
    collect(&root.join("tests/programs"), &mut files);
    let known = known_failures(&root);
    let tmp = common::scratch("replay");
    let mut failures = Vec::new();
    let mut replayed = 0;
    for f in &files {
        let rel = f.strip_prefix(&root).unwrap().to_string_lossy().to_string();
        let (flags, is_error) = header(f);
        // (`divm replay` takes no `--property`: such a trace is replayed
        // with the property's semantic flags, which tests/witness.rs
        // checks through `divm validate`.)
        if !is_error || known.iter().any(|k| rel.ends_with(k.as_str())) || flags.iter().any(|f| f == "--property") {
            continue;
        }
        let trace = tmp.join("t.json");
        let _ = std::fs::remove_file(&trace);
        let out =
            Command::new(divm).arg("check").arg("--report=json").args(common::flags_of(f)).arg("--trace-out").arg(&trace).arg(f).output().unwrap();
        let report: serde_json::Value = match serde_json::from_slice(&out.stdout) {
            Ok(v) => v,
            Err(_) => {
                failures.push(format!("{}: check printed no JSON", rel));
                continue;
            }
        };
        if report["verdict"] != "error" {
            continue; // a verdict mismatch is the programs test's business
        }
        let want = report["error"]["location"]["line"].as_u64().unwrap_or(0);
        let rep = Command::new(divm).arg("replay").args(&flags).arg(f).arg(&trace).output().unwrap();
        let text = String::from_utf8_lossy(&rep.stdout);
        let at = format!(":{} in ", want);
        let reproduced = rep.status.code() == Some(1) && text.lines().any(|l| l.trim_start().starts_with("at ") && l.contains(&at));
        if !reproduced {
            failures.push(format!(
                "{}: replay exit {:?}, expected the error at line {}\n{}{}",
                rel,
                rep.status.code(),
                want,
                text,
                String::from_utf8_lossy(&rep.stderr)
            ));
        }
        replayed += 1;
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(failures.is_empty(), "{} of {} traces did not replay:\n{}", failures.len(), replayed, failures.join("\n"));
    eprintln!("{} counterexamples replayed", replayed);
}
