//! Differential test on csmith programs: seeds 1..=30 through
//! tests/csmith/run.sh, which compares `divm run` with native execution.
//! Skipped (with a note) when csmith or its headers are not installed.

use std::path::Path;
use std::process::Command;

#[test]
fn csmith_seeds_1_to_30_match_native() {
    let installed =
        Command::new("csmith").arg("--version").output().is_ok_and(|o| o.status.success()) && Path::new("/usr/include/csmith/csmith.h").is_file();
    if !installed {
        println!("note: csmith (or /usr/include/csmith/csmith.h) is not installed; skipping the csmith differential test");
        return;
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/csmith/run.sh");
    let out = Command::new("bash")
        .arg(&script)
        .args(["--from", "1", "--to", "30", "--jobs", "2", "--divm", env!("CARGO_BIN_EXE_divm")])
        .output()
        .expect("cannot run tests/csmith/run.sh");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}");
    assert!(
        stdout.lines().any(|l| l.contains(" passed, ") && l.contains(" failed, ") && l.contains(" skipped")),
        "run.sh produced no summary; stderr:\n{stderr}"
    );
    let failures: Vec<&str> = stdout.lines().filter(|l| l.starts_with("FAIL")).collect();
    assert!(
        out.status.success() && failures.is_empty(),
        "csmith differential test failed (exit {:?}):\n{}\n{stderr}",
        out.status.code(),
        failures.join("\n")
    );
}
