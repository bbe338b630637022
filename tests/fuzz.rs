//! The short fuzzing run CI makes (tests/fuzz/run.sh): llvm-stress modules,
//! mutated bitcode and mutated C through `divm check`, each ending in a
//! verdict or a clean refusal, never a panic, a signal or a hang.

use std::process::Command;

#[test]
fn thirty_fuzz_rounds_end_in_verdicts_or_clean_refusals() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fuzz/run.sh");
    let o = Command::new("bash").args([script, "--runs", "30", "--seed", "49", "--divm", env!("CARGO_BIN_EXE_divm")]).output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    let summary =
        out.lines().find(|l| l.starts_with("fuzz: ")).unwrap_or_else(|| panic!("no summary: {}{}", out, String::from_utf8_lossy(&o.stderr)));
    assert!(summary.contains(" 0 failures"), "{}", out);
    assert!(summary.starts_with("fuzz: 30 rounds, "), "{}", summary);
    assert!(o.status.success(), "{}", out);
}
