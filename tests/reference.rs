//! The fast paths against the reference mode (`DIVM_REFERENCE=1`: only the
//! general evaluator runs, with no fast runs, no register-call frames and
//! no single-op shortcuts). Every program of tests/programs/,
//! tests/reduction/ and the shared benchmark models (../shared/bench/models,
//! when present) runs both ways and must give the same result: for `check`,
//! the same verdict, error (kind, message, location, backtrace), counterexample
//! and numbers of states and transitions, with one worker so that the search
//! order is the same; for run-diff programs, the same output and exit status
//! of `divm run`. A difference is a tier that does not compute what the
//! general evaluator computes.
//!
//! `DIVM_PROGRAMS_FILTER=substring` restricts the run to matching paths.

mod common;

use common::{collect, failures_in_parallel, run, run_diff_flags, tail};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const DIVM: &str = env!("CARGO_BIN_EXE_divm");
const JOBS: usize = 2;
const TIMEOUT: Duration = Duration::from_secs(300);

/// A program to run both ways.
struct Case {
    path: PathBuf,
    /// `run` for run-diff programs, else `check`.
    run_mode: bool,
    flags: Vec<String>,
}

/// The header annotations of tests/programs (FLAGS, MODE); the other
/// folders' programs have none.
fn case(path: &Path) -> Case {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut c = Case { path: path.to_path_buf(), run_mode: false, flags: Vec::new() };
    for line in text.lines().map(str::trim).take_while(|l| l.starts_with("//") || l.is_empty()) {
        if let Some(f) = line.strip_prefix("// FLAGS:") {
            c.flags.extend(f.split_whitespace().map(String::from));
        } else if line.strip_prefix("// MODE:").is_some_and(|m| m.trim() == "run-diff") {
            c.run_mode = true;
        }
    }
    c
}

fn cases() -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    collect(&root.join("tests/programs"), &mut files);
    collect(&root.join("tests/reduction"), &mut files);
    let models = root.join("../shared/bench/models");
    if models.is_dir() {
        collect(&models, &mut files);
    } else {
        eprintln!("note: ../shared/bench/models not found; the benchmark models are not compared");
    }
    let filter = std::env::var("DIVM_PROGRAMS_FILTER").unwrap_or_default();
    files.iter().filter(|f| f.to_string_lossy().contains(&filter)).map(|f| case(f)).collect()
}

/// What a run shows that must not depend on the evaluator: the report
/// without its timing and memory figures, or `divm run`'s output.
fn outcome(c: &Case, reference: bool) -> Result<String, String> {
    let mut cmd = Command::new(DIVM);
    cmd.env("DIVM_REFERENCE", if reference { "1" } else { "0" }).current_dir(env!("CARGO_MANIFEST_DIR"));
    let flags = if c.run_mode {
        // (As tests/programs.rs runs it.)
        let (_, cflags, flags) = run_diff_flags(&c.flags);
        cmd.args(["run", "--cflags", &cflags]);
        flags
    } else {
        cmd.args(["check", "--report=json", "--threads", "1"]);
        c.flags.clone()
    };
    let out = run(cmd.args(&flags).arg(&c.path), TIMEOUT)?;
    if out.timed_out {
        return Err(format!("timed out after {TIMEOUT:?}"));
    }
    if c.run_mode {
        return Ok(format!("exit {:?}\n{}", out.status, String::from_utf8_lossy(&out.stdout)));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let json = text.find('{').map(|i| &text[i..]).unwrap_or("");
    let mut v: serde_json::Value =
        serde_json::from_str(json).map_err(|e| format!("no JSON report ({e}); exit {:?}; stderr: {}", out.status, tail(&out.stderr, 300)))?;
    let stats = v["stats"].as_object_mut().ok_or("a report without stats")?;
    // Instructions differ by design: fused instructions count as one.
    stats.retain(|k, _| k == "states" || k == "transitions");
    // The solver's times vary from run to run.
    v.as_object_mut().ok_or("a report that is not an object")?.remove("solver");
    Ok(serde_json::to_string_pretty(&v).unwrap())
}

/// The first line where two outcomes differ, with its neighbours.
fn first_difference(fast: &str, reference: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (fast.lines().collect(), reference.lines().collect());
    let i = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i)).unwrap_or(0);
    let around = |l: &[&str]| l[i.saturating_sub(2)..(i + 3).min(l.len())].join("\n");
    format!("line {}:\n--- fast paths\n{}\n--- reference\n{}", i + 1, around(&a), around(&b))
}

#[test]
fn fast_paths_match_the_reference_mode() {
    let cases = cases();
    if std::env::var_os("DIVM_PROGRAMS_FILTER").is_none() {
        assert!(cases.len() > 300, "only {} programs found", cases.len());
    }
    let failures = failures_in_parallel(&cases, JOBS, |c| {
        let name = c.path.display();
        match (outcome(c, false), outcome(c, true)) {
            (Ok(fast), Ok(reference)) if fast == reference => None,
            (Ok(fast), Ok(reference)) => Some(format!("{name}: {}", first_difference(&fast, &reference))),
            (fast, reference) => Some(format!("{name}: fast paths {fast:?}, reference {reference:?}")),
        }
    });
    println!("{} passed, {} failed", cases.len() - failures.len(), failures.len());
    assert!(failures.is_empty(), "{} program(s) differ in reference mode:\n{}", failures.len(), failures.join("\n\n"));
}
