//! `divm draw`: the state space as DOT (and SVG through Graphviz): every
//! state and transition the search would explore, the error state and the
//! path to it in red, and a clear refusal above the size limit.

mod common;

use std::path::PathBuf;
use std::process::{Command, Output};

fn divm(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_divm")).args(args).output().unwrap()
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = common::scratch("draw");
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn states_of(o: &Output) -> (u64, u64) {
    let err = String::from_utf8_lossy(&o.stderr);
    let line = err.lines().find(|l| l.contains(" states, ")).unwrap_or_else(|| panic!("{}", err));
    let n: Vec<u64> = line.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect();
    (n[0], n[1])
}

/// Two threads race on a counter; the assertion fails in some orders.
const RACE: &str = "#include <assert.h>\n#include <pthread.h>\nint x;\n\
    void *t(void *a) { x = x + 1; return a; }\n\
    int main(void) { pthread_t p; pthread_create(&p, 0, t, 0); x = x + 1; pthread_join(p, 0);\n  assert(x == 2);\n  return 0; }\n";

#[test]
fn dot_has_every_state_and_the_error_path_in_red() {
    let src = scratch("race.c", RACE);
    let out = src.with_extension("dot");
    let o = divm(&["draw", src.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let dot = std::fs::read_to_string(&out).unwrap();
    assert!(dot.starts_with("digraph divm {") && dot.trim_end().ends_with('}'), "{}", dot);
    let (states, transitions) = states_of(&o);
    assert_eq!(dot.matches(" [label=").count() as u64, states + transitions, "{}", dot);
    assert!(dot.contains("initial state"), "{}", dot);
    // The failed assertion is an error state, drawn red, at its line.
    let error = dot.lines().find(|l| l.contains("error (assert)")).unwrap_or_else(|| panic!("{}", dot));
    assert!(error.contains("color=red") && error.contains("race.c:6"), "{}", error);
    // The path to it is red edge by edge from the initial state.
    assert!(dot.lines().any(|l| l.starts_with("  s0 -> ") && l.contains("color=red")), "{}", dot);
    // The same exploration as check (without reduction there would be more).
    let check = divm(&["check", "--report=json", src.to_str().unwrap()]);
    assert_eq!(check.status.code(), Some(1));
}

#[test]
fn a_safe_program_has_no_red_and_svg_is_drawn_by_graphviz() {
    let src = scratch("safe.c", "int main(void) { int x = 0; for (int i = 0; i < 3; i++) x += i; return x - 3; }\n");
    let dot = src.with_extension("dot");
    let o = divm(&["draw", src.to_str().unwrap(), "-o", dot.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(&dot).unwrap();
    assert!(!text.contains("color=red"), "{}", text);
    if Command::new("dot").arg("-V").output().is_err() {
        println!("note: Graphviz is not installed; the SVG half is skipped (setup.sh installs it)");
        return;
    }
    let svg = src.with_extension("svg");
    let o = divm(&["draw", src.to_str().unwrap(), "-o", svg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("<svg") && text.contains("initial state"), "{}", text);
}

#[test]
fn too_many_states_is_a_clear_refusal() {
    let src = scratch(
        "coins.c",
        "#include <stdbool.h>\nextern bool __VERIFIER_nondet_bool(void);\n\
         int main(void) { unsigned x = 1; for (int i = 0; i < 12; i++) x = x * 3 + __VERIFIER_nondet_bool(); return (int)(x & 0); }\n",
    );
    let out = src.with_extension("dot");
    let o = divm(&["draw", "--max-states", "50", src.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{}", err);
    assert!(err.contains("more than 50 states") && err.contains("--max-states"), "{}", err);
    assert!(!out.exists(), "no picture is written");
    let o = divm(&["draw", src.to_str().unwrap(), "-o", src.with_extension("png").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&o.stderr).contains(".dot or .svg"));
}
