//! State-space reductions must merge what is unobservable and nothing
//! else. Programs in tests/reduction/.

use std::process::Command;

fn check(file: &str, extra: &[&str]) -> serde_json::Value {
    let path = format!("{}/tests/reduction/{}", env!("CARGO_MANIFEST_DIR"), file);
    let o = Command::new(env!("CARGO_BIN_EXE_divm")).args(["check", "--report=json", "--threads", "1", &path]).args(extra).output().unwrap();
    serde_json::from_slice(&o.stdout).unwrap_or_else(|_| panic!("no JSON: {}", String::from_utf8_lossy(&o.stderr)))
}

/// A pointer left in a dead register (its last use is behind the pc) is
/// masked in the canonical state: the path that chose `&g2` and the path
/// that chose `&g1` reach the same states as a program with only `&g1`.
#[test]
fn dead_pointer_registers_do_not_split_states() {
    let both = check("dead_pointer_merge.c", &[]);
    let one = check("dead_pointer_merge.c", &["-DONE"]);
    assert_eq!(both["verdict"], "safe");
    assert_eq!(one["verdict"], "safe");
    assert_eq!(both["stats"]["states"], one["stats"]["states"], "{} vs {}", both, one);
    // The nondeterministic choice did happen: more transitions.
    assert!(both["stats"]["transitions"].as_u64() > one["stats"]["transitions"].as_u64());
}

/// The register holding a stack variable's address is dead after its last
/// use, but the frame needs it to free the variable at return: masking it
/// must not turn a use after return into a safe verdict.
#[test]
fn alloca_registers_stay_live_until_return() {
    let r = check("dead_alloca_register_still_freed.c", &[]);
    assert_eq!(r["verdict"], "error", "{}", r);
    assert!(r["error"]["message"].as_str().unwrap().contains("use after free"), "{}", r);
}
