//! Runs the shared acceptance suite (../shared/acceptance) against the
//! freshly built divm, when the suite is present next to the project.

mod common;

use std::path::PathBuf;
use std::process::Command;

fn suite() -> Option<PathBuf> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/acceptance/run");
    p.exists().then_some(p)
}

fn run_category(k: &str) {
    let Some(run) = suite() else {
        eprintln!("note: ../shared/acceptance not found; skipping {}", k);
        return;
    };
    let out = Command::new("python3")
        .arg(&run)
        .args(["--divm", env!("CARGO_BIN_EXE_divm"), "--jobs", "2", "--timeout", "120", "-k", k])
        .output()
        .expect("python3 runs the acceptance suite");
    let text = String::from_utf8_lossy(&out.stdout);
    let failures: Vec<&str> = text.lines().filter(|l| l.starts_with("FAIL")).collect();
    assert!(out.status.success() && failures.is_empty(), "acceptance {}:\n{}\n{}", k, failures.join("\n"), text.lines().last().unwrap_or(""));
}

#[test]
fn acceptance_diff() {
    run_category("diff/");
}

#[test]
fn acceptance_seq() {
    run_category("seq/");
}

#[test]
fn acceptance_nondet() {
    run_category("nondet/");
}

#[test]
fn acceptance_threads() {
    run_category("threads/");
}

#[test]
fn acceptance_symbolic() {
    run_category("symbolic/");
}

/// Runs categories with `flag` added to every `divm check` (a wrapper
/// script in front of divm), requiring the same results.
fn run_with_flag(flag: &str, categories: &[&str]) {
    let Some(run) = suite() else {
        eprintln!("note: ../shared/acceptance not found; skipping");
        return;
    };
    let dir = common::scratch(&format!("acceptance{}", flag));
    let wrapper = dir.join("divm");
    let script = format!(
        "#!/bin/sh\nif [ \"$1\" = check ]; then shift; exec {} check {} \"$@\"; fi\nexec {} \"$@\"\n",
        env!("CARGO_BIN_EXE_divm"),
        flag,
        env!("CARGO_BIN_EXE_divm")
    );
    std::fs::write(&wrapper, script).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    for k in categories {
        let out = Command::new("python3")
            .arg(&run)
            .args(["--divm"])
            .arg(&wrapper)
            .args(["--jobs", "2", "--timeout", "120", "-k", k])
            .output()
            .expect("python3 runs the acceptance suite");
        let text = String::from_utf8_lossy(&out.stdout);
        let failures: Vec<&str> = text.lines().filter(|l| l.starts_with("FAIL")).collect();
        assert!(out.status.success() && failures.is_empty(), "with {}, {}:\n{}", flag, k, failures.join("\n"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The reduction must not change verdicts: the threads and nondet programs
/// get the same verdicts with `--no-reduction` (every object treated as shared).
#[test]
fn acceptance_without_reduction() {
    run_with_flag("--no-reduction", &["threads/", "nondet/"]);
}

/// Symbolic mode must not change the verdict or line of any program that
/// does not ask for it (integer nondets become symbolic, the rest is as it was).
#[test]
fn acceptance_with_symbolic() {
    run_with_flag("--symbolic", &["seq/", "nondet/", "threads/", "diff/"]);
}
