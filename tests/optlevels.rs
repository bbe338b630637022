//! The evaluator must cover what clang emits at -O1 and -O2 too: every
//! run-diff program of tests/programs/diff/ must print what native -O0
//! code prints when divm compiles it with -O1 and -O2, except those marked
//! `// O0-ONLY: reason`, whose output the optimiser may change.

use std::path::PathBuf;
use std::process::Command;

mod common;
use common::{flags_of, known_failures, run_diff_flags};

#[test]
fn diff_programs_at_o1_and_o2() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let divm = env!("CARGO_BIN_EXE_divm");
    let known = known_failures(&root);
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("tests/programs/diff"))
        .map(|r| r.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "c")).collect())
        .unwrap_or_default();
    files.sort();
    let tmp = common::scratch("opt");
    let native = tmp.join("native");
    let mut failures = Vec::new();
    let mut checked = 0;
    for f in &files {
        let rel = format!("diff/{}", f.file_name().unwrap().to_string_lossy());
        // Output that C leaves to the compiler (which operand fmin gives
        // on a tie of zeros, return addresses) is compared at -O0 only.
        if known.contains(&rel) || std::fs::read_to_string(f).is_ok_and(|t| t.lines().any(|l| l.starts_with("// O0-ONLY:"))) {
            continue;
        }
        // A program's --cflags (FLAGS) go to both compilations, as in
        // tests/programs.rs.
        let (cflags, divm_cflags, _) = run_diff_flags(&flags_of(f));
        let ok = Command::new("clang-19")
            .args(["-w", "-O0"])
            .args(&cflags)
            .arg("-o")
            .arg(&native)
            .arg(f)
            .arg("-lm")
            .status()
            .map(|s| s.success())
            .unwrap_or(false);
        if !ok {
            failures.push(format!("{}: native compilation failed", rel));
            continue;
        }
        let want = Command::new(&native).output().unwrap();
        for level in ["-O1", "-O2"] {
            let got = Command::new(divm).arg("run").arg(level).args(["--cflags", &divm_cflags]).arg(f).output().unwrap();
            if got.stdout != want.stdout || got.status.code() != want.status.code() {
                failures.push(format!(
                    "{} at {}: exit {:?} vs native {:?}; stderr: {}",
                    rel,
                    level,
                    got.status.code(),
                    want.status.code(),
                    String::from_utf8_lossy(&got.stderr).lines().next().unwrap_or("")
                ));
            }
            checked += 1;
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(failures.is_empty(), "{} of {} runs differ from native:\n{}", failures.len(), checked, failures.join("\n"));
}
