//! The sync-point reduction (on by default; docs/internals.md) against
//! `--no-por`: every multi-threaded program of tests/programs/,
//! tests/reduction/ and the shared benchmark models must give the same
//! verdict, error kind and error line both ways (the counterexample and the
//! numbers of states may differ: that is the reduction). And the reduction
//! must reduce: on race-free models it stores fewer states.
//!
//! `DIVM_PROGRAMS_FILTER=substring` restricts the run to matching paths.

mod common;

use common::{collect, error_marker, failures_in_parallel, flags_of, run, tail};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const DIVM: &str = env!("CARGO_BIN_EXE_divm");
const JOBS: usize = 2;
const TIMEOUT: Duration = Duration::from_secs(300);

/// The programs with threads, check mode, with their flags.
fn cases() -> Vec<(PathBuf, Vec<String>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    collect(&root.join("tests/programs"), &mut files);
    collect(&root.join("tests/reduction"), &mut files);
    let models = root.join("../shared/bench/models");
    if models.is_dir() {
        collect(&models, &mut files);
    }
    let filter = std::env::var("DIVM_PROGRAMS_FILTER").unwrap_or_default();
    files
        .into_iter()
        .filter(|f| f.to_string_lossy().contains(&filter))
        .filter(|f| {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            (text.contains("pthread_create") || text.contains("thrd_create")) && !text.contains("// MODE: run-diff")
        })
        .map(|f| {
            let flags = flags_of(&f);
            (f, flags)
        })
        .collect()
}

/// The report of `divm check` (one worker, so that the search is the same
/// each time).
fn report(path: &Path, flags: &[String], extra: &[&str]) -> Result<serde_json::Value, String> {
    let mut cmd = Command::new(DIVM);
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).args(["check", "--report=json", "--threads", "1"]).args(flags).args(extra).arg(path);
    let out = run(&mut cmd, TIMEOUT)?;
    if out.timed_out {
        return Err(format!("timed out after {TIMEOUT:?}"));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let json = text.find('{').map(|i| &text[i..]).unwrap_or("");
    serde_json::from_str(json).map_err(|e| format!("no JSON report ({e}); exit {:?}; stderr: {}", out.status, tail(&out.stderr, 300)))
}

/// What must not depend on the reduction.
fn verdict(r: &serde_json::Value) -> String {
    let e = &r["error"];
    format!("{} {} {}", r["verdict"], e["kind"], e["location"]["line"])
}

/// Whether the two reports give the same verdict and kind at lines that
/// are both marked `// ERROR-ANY` (tests/programs.rs): the program lets the
/// error be found at either, and the two searches may meet them in another
/// order (a deadlock reported where one of its threads waits).
fn both_marked_any(path: &Path, a: &serde_json::Value, b: &serde_json::Value) -> bool {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let marked = |r: &serde_json::Value| {
        r["error"]["location"]["line"].as_u64().and_then(|l| lines.get((l as usize).checked_sub(1)?)).and_then(|l| error_marker(l))
            == Some("ERROR-ANY")
    };
    a["verdict"] == b["verdict"] && a["error"]["kind"] == b["error"]["kind"] && marked(a) && marked(b)
}

#[test]
fn the_reduction_changes_no_verdict() {
    let cases = cases();
    if std::env::var_os("DIVM_PROGRAMS_FILTER").is_none() {
        assert!(cases.len() > 120, "only {} programs with threads found", cases.len());
    }
    let failures = failures_in_parallel(&cases, JOBS, |(path, flags)| {
        let name = path.display();
        match (report(path, flags, &[]), report(path, flags, &["--no-por"])) {
            (Ok(a), Ok(b)) if verdict(&a) == verdict(&b) || both_marked_any(path, &a, &b) => None,
            (Ok(a), Ok(b)) => Some(format!("{name}: {} with the reduction, {} without", verdict(&a), verdict(&b))),
            (a, b) => Some(format!("{name}: {a:?} / {b:?}")),
        }
    });
    println!("{} agree, {} differ", cases.len() - failures.len(), failures.len());
    assert!(failures.is_empty(), "{} program(s) differ with the reduction:\n{}", failures.len(), failures.join("\n"));
}

fn states(path: &Path, extra: &[&str]) -> u64 {
    let r = report(path, &[], extra).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    assert_eq!(r["verdict"], "safe", "{}", path.display());
    r["stats"]["states"].as_u64().unwrap()
}

#[test]
fn race_free_programs_store_fewer_states() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut programs = vec![root.join("tests/programs/por/locked_updates_ok.c")];
    let models = root.join("../shared/bench/models");
    if models.is_dir() {
        programs.extend(["philosophers4.c", "counter_4x2.c", "treiber_stack.c"].map(|m| models.join(m)));
    }
    for p in &programs {
        let (reduced, full) = (states(p, &[]), states(p, &["--no-por"]));
        println!("{}: {} states with the reduction, {} without", p.display(), reduced, full);
        assert!(reduced * 3 < full * 2, "{}: {} states with the reduction, {} without", p.display(), reduced, full);
    }
}

#[test]
fn a_loop_between_synchronisations_is_no_interleaving_point() {
    // main's 2,000 turns beside a live thread: one step under the
    // reduction; a state per turn without it, and a run of the rest of
    // the loop from each point where the thread may end.
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/por/long_loop_beside_thread_ok.c");
    let (reduced, full) = (states(&p, &[]), states(&p, &["--no-por"]));
    assert!(reduced <= 10 && full > 2000, "{reduced} states with the reduction, {full} without");
}

#[test]
fn a_local_loop_beside_a_thread_is_no_interleaving_point_without_the_reduction_either() {
    // 20,000 turns over main's own locals beside a live thread: part of
    // one step under the τ-reduction alone (--no-por) as under the
    // sync-point reduction; --no-reduction keeps a state per turn.
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/por/long_local_loop_beside_thread_ok.c");
    let (reduced, tau, full) = (states(&p, &[]), states(&p, &["--no-por"]), states(&p, &["--no-reduction"]));
    assert!(reduced <= 10 && tau <= 10 && full > 20_000, "{reduced} states with the reduction, {tau} with --no-por, {full} with --no-reduction");
}

#[test]
fn the_search_a_race_sends_back_runs_a_long_local_loop_in_few_steps() {
    // A race voids the reduction; the search without it meets main's loop
    // of a million turns beside the writer. Before, a state per turn and
    // a run of the rest of the loop from each: it never finished.
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/por/race_before_long_local_loop_ok.c");
    let n = states(&p, &[]);
    assert!(n <= 100, "{n} states");
}

#[test]
fn a_race_voids_the_reduction_and_the_search_runs_again() {
    // The racy program's answer comes from the second search: it has as
    // many states as a search without the reduction.
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/por/race_after_unlock.c");
    let (a, b) = (report(&p, &[], &[]).unwrap(), report(&p, &[], &["--no-por"]).unwrap());
    assert_eq!(a["error"]["kind"], "assert");
    assert_eq!(a["stats"]["states"], b["stats"]["states"]);
}
