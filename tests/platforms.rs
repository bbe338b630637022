//! User-written guest OSes (`--os`): the example platforms with their
//! stated verdicts, replay of their counterexamples, refusal of a replay on
//! another OS, and buggy platforms that must get a report, not a crash.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn divm(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_divm")).current_dir(root()).args(args).output().unwrap()
}

fn json(o: &Output) -> serde_json::Value {
    serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|_| panic!("no JSON: {}\n{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr)))
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn scratch() -> PathBuf {
    common::scratch("platforms")
}

/// The 1-based line of the first line of `file` that contains `needle`.
fn line_of(file: &str, needle: &str) -> u64 {
    let text = std::fs::read_to_string(root().join(file)).unwrap();
    text.lines().position(|l| l.contains(needle)).unwrap_or_else(|| panic!("{} has no '{}'", file, needle)) as u64 + 1
}

const IRQ: &str = "examples/platforms/irq/platform";
const ROUNDS: &str = "examples/platforms/rounds/platform";

/// `divm check --report=json` of `prog` on the platform in `os` (-I os).
fn check(os: &str, prog: &str, extra: &[&str]) -> (Output, serde_json::Value) {
    let mut args = vec!["check", "--report=json", "--os", os, "-I", os];
    args.extend_from_slice(extra);
    args.push(prog);
    let o = divm(&args);
    let r = json(&o);
    (o, r)
}

#[test]
fn irq_ringbuf_ok_is_safe() {
    let (o, r) = check(IRQ, "examples/platforms/irq/ringbuf_ok.c", &[]);
    assert_eq!(r["verdict"], "safe", "{}", r);
    assert_eq!(o.status.code(), Some(0));
    // libc-shim's references to what DiOS would provide are not warned about.
    assert!(!stderr(&o).contains("undefined function"), "{}", stderr(&o));
}

/// The counterexample of ringbuf_bug.c: the assertion fails, and an ISR
/// fires while main is between its read and its write of `count`. The race
/// breaks two assertions; parallel workers may report either, so the
/// callers search with one worker, whose depth-first order is fixed.
fn assert_irq_counterexample(r: &serde_json::Value) {
    let bug = "examples/platforms/irq/ringbuf_bug.c";
    assert_eq!(r["verdict"], "error", "{}", r);
    assert_eq!(r["error"]["kind"], "assert", "{}", r);
    assert!(r["error"]["message"].as_str().unwrap().contains("received + dropped + count == sent"), "{}", r);
    assert_eq!(r["error"]["location"]["file"], bug);
    assert_eq!(r["error"]["location"]["line"], line_of(bug, "assert(received + dropped + count == sent)"));
    let update = line_of(bug, "count--;");
    let steps = r["trace"]["steps"].as_array().unwrap();
    let fires_in_update = steps.iter().any(|s| {
        let fires = s["traces"].as_array().unwrap().iter().any(|t| t["kind"] == "info" && t["text"] == "irq 3 fires");
        fires && s["location"]["line"] == update && s["location"]["function"] == "main"
    });
    assert!(fires_in_update, "no step fires the ISR at line {} (count--): {}", update, r["trace"]);
}

#[test]
fn irq_ringbuf_bug_is_an_error_with_the_isr_in_the_update() {
    let (o, r) = check(IRQ, "examples/platforms/irq/ringbuf_bug.c", &["--threads", "1"]);
    assert_eq!(o.status.code(), Some(1));
    assert_irq_counterexample(&r);
    assert_eq!(r["trace"]["os"].as_str().unwrap().len(), "custom:".len() + 16, "{}", r["trace"]["os"]);
    assert!(r["trace"]["os"].as_str().unwrap().starts_with("custom:"));
}

#[test]
fn irq_platform_needs_no_libc() {
    let (o, r) = check(IRQ, "examples/platforms/irq/ringbuf_bug.c", &["--no-libc", "--threads", "1"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_irq_counterexample(&r);
    assert_eq!(r["trace"]["no_libc"], true);
}

#[test]
fn irq_counterexample_replays_and_another_os_is_refused() {
    let bug = "examples/platforms/irq/ringbuf_bug.c";
    let trace = scratch().join("irq-bug.json");
    let t = trace.to_str().unwrap();
    // One worker: its counterexample is fixed (`assert_irq_counterexample`).
    let o = divm(&["check", "--os", IRQ, "-I", IRQ, "--threads", "1", "--trace-out", t, bug]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));

    // The same platform, given file by file: same OS.
    let mut files: Vec<String> = std::fs::read_dir(root().join(IRQ))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".c"))
        .map(|n| format!("{}/{}", IRQ, n))
        .collect();
    files.sort();
    assert!(files.len() >= 4, "{:?}", files);
    let mut args = vec!["replay"];
    for f in &files {
        args.extend_from_slice(&["--os", f]);
    }
    args.extend_from_slice(&["-I", IRQ, bug, t]);
    let o = divm(&args);
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{}\n{}", out, stderr(&o));
    assert!(out.contains("assertion failed: received + dropped + count == sent"), "{}", out);
    assert!(out.contains("irq 3 fires"), "{}", out);

    // DiOS, another platform, or the same one without libc: refused in one line.
    for os in [&[][..], &["--os", ROUNDS][..], &["--os", IRQ, "--no-libc"][..]] {
        let mut args = vec!["replay"];
        args.extend_from_slice(os);
        args.extend_from_slice(&["-I", IRQ, bug, t]);
        let o = divm(&args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(3), "{:?}: {}", os, err);
        assert_eq!(err.trim().lines().count(), 1, "{}", err);
        assert!(err.contains("the trace was made on a custom OS"), "{}", err);
    }
}

#[test]
fn rounds_leader_election_is_safe() {
    let (o, r) = check(ROUNDS, "examples/platforms/rounds/leader.c", &[]);
    assert_eq!(r["verdict"], "safe", "{}", r);
    assert_eq!(o.status.code(), Some(0));
    // Every permutation of the ids times the step orders: far more than one path.
    assert!(r["stats"]["states"].as_u64().unwrap() > 50, "{}", r);
}

#[test]
fn rounds_leader_election_bug_loses_the_leader() {
    let prog = "examples/platforms/rounds/leader_bug.c";
    let (o, r) = check(ROUNDS, prog, &[]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(r["error"]["kind"], "assert", "{}", r);
    assert!(r["error"]["message"].as_str().unwrap().contains("leaders == 1"), "{}", r);
    assert_eq!(r["error"]["location"]["line"], line_of(prog, "assert(leaders == 1)"));
}

#[test]
fn fault_in_the_platform_scheduler_points_into_the_platform() {
    let os = "tests/platforms/buggy_sched.c";
    let line = line_of(os, "BUG: no bound check");
    let o = divm(&["check", "--report=json", "--os", os, "tests/platforms/counter.c"]);
    let r = json(&o);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(r["error"]["kind"], "memory", "{}", r);
    assert!(r["error"]["message"].as_str().unwrap().starts_with("out of bounds: store of 4 bytes"), "{}", r);
    assert_eq!(r["error"]["location"]["file"], os);
    assert_eq!(r["error"]["location"]["line"], line);
    assert_eq!(r["error"]["location"]["function"], "schedule");

    // `run` reports it the same way.
    let o = divm(&["run", "--os", os, "tests/platforms/counter.c"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{}", err);
    assert!(err.contains(&format!("at {}:{} in schedule", os, line)), "{}", err);
    assert!(!err.contains("internal error"), "{}", err);
}

/// An OS that loops forever stops every command at the per-edge
/// instruction limit, with `unknown` (exit 2) naming the function.
#[test]
fn looping_platform_stops_every_command() {
    let os = "tests/platforms/buggy_sched.c";
    let said = "an edge ran for more than 50000000 instructions without reaching an interrupt point (in schedule)";
    let o = divm(&["check", "--report=json", "-DLOOPING", "--os", os, "tests/platforms/counter.c"]);
    let r = json(&o);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(r["limit"], "edge-instructions", "{}", r);
    assert!(r["reason"].as_str().unwrap().contains(said), "{}", r);
    for args in [&["run"][..], &["smc", "--max-runs", "1", "--query", "Pr[<=100](<> error)"]] {
        let mut a = args.to_vec();
        a.extend(["-DLOOPING", "--os", os, "tests/platforms/counter.c"]);
        let o = divm(&a);
        assert_ne!(o.status.code(), Some(0), "{:?}: {}", args, stderr(&o));
        let out = format!("{}{}", String::from_utf8_lossy(&o.stdout), stderr(&o));
        assert!(out.contains(said), "{:?}: {}", args, out);
    }
}

#[test]
fn platform_without_scheduler_is_a_clear_error() {
    for cmd in ["run", "check"] {
        let o = divm(&[cmd, "--os", "tests/platforms/no_scheduler.c", "tests/platforms/counter.c"]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(3), "{}", err);
        assert_eq!(err.trim().lines().count(), 1, "{}", err);
        assert!(err.contains("did not set control register SCHEDULER"), "{}", err);
    }
}

#[test]
fn fault_in_boot_is_a_clear_error() {
    let o = divm(&["check", "--os", "tests/platforms/boot_fault.c", "tests/platforms/counter.c"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(3), "{}", err);
    assert_eq!(err.trim().lines().count(), 1, "{}", err);
    assert!(err.contains("__boot failed") && err.contains("tests/platforms/boot_fault.c:8"), "{}", err);
}

#[test]
fn os_without_boot_is_a_clear_error() {
    let o = divm(&["check", "--os", "tests/platforms/counter.c", "tests/platforms/counter.c"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(3), "{}", err);
    assert!(err.contains("defines no __boot function"), "{}", err);
}

#[test]
fn traces_without_an_os_field_are_dios_traces() {
    let dir = scratch();
    let prog = dir.join("dios_assert.c");
    std::fs::write(&prog, "#include <assert.h>\nint main(void) { int x = 1; assert(x == 2); return 0; }\n").unwrap();
    let p = prog.to_str().unwrap();
    let trace = dir.join("dios.json");
    let o = divm(&["check", "--trace-out", trace.to_str().unwrap(), p]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let mut t: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    assert_eq!(t["os"], "dios");
    t.as_object_mut().unwrap().remove("os");
    let old = dir.join("old.json");
    std::fs::write(&old, t.to_string()).unwrap();
    let o = divm(&["replay", p, old.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    // ... and a DiOS trace does not replay on a custom OS.
    let o = divm(&["replay", "--os", IRQ, p, old.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("the trace was made on DiOS"), "{}", stderr(&o));
}

#[test]
fn os_directory_means_its_c_files() {
    let empty = scratch().join("empty-os");
    std::fs::create_dir_all(&empty).unwrap();
    let o = divm(&["check", "--os", empty.to_str().unwrap(), "tests/platforms/counter.c"]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("has no .c or .bc file"), "{}", stderr(&o));
    assert!(Path::new(&root().join(IRQ)).is_dir());
}

#[test]
fn irq_weights_steer_random_runs_and_check_ignores_them() {
    let prog = "tests/platforms/irq_weights.c";
    for seed in ["1", "2", "3", "4", "5"] {
        // Weight 0: a weighted run never fires the line.
        let o = divm(&["run", "--seed", seed, "--os", IRQ, "-I", IRQ, "-D", "DIVM_IRQ_WEIGHT=0", "-D", "EXPECT_QUIET", prog]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert_eq!(String::from_utf8_lossy(&o.stdout), "fired 0\n");
        // Firing 3 times as likely as not: the timer saturates.
        let o = divm(&["run", "--seed", seed, "--os", IRQ, "-I", IRQ, "-D", "DIVM_IRQ_WEIGHT=3", "-D", "DIVM_IRQ_QUIET_WEIGHT=1", prog]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert_eq!(String::from_utf8_lossy(&o.stdout), "fired 3\n");
    }
    // check explores every alternative, weight 0 included.
    let (o, r) = check(IRQ, prog, &["-D", "DIVM_IRQ_WEIGHT=0", "-D", "EXPECT_QUIET"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(r["error"]["message"].as_str().unwrap().contains("fired == 0"), "{}", r);
}

/// `divm smc --report=json` on a platform: the first query's result.
fn smc(os: &str, prog: &str, query: &str, extra: &[&str]) -> serde_json::Value {
    let mut args = vec!["smc", "--report=json", "--os", os, "-I", os, "-q", query];
    args.extend_from_slice(extra);
    args.push(prog);
    let o = divm(&args);
    json(&o)["results"][0].clone()
}

#[test]
fn smc_on_the_irq_platform_follows_its_verdicts() {
    // The safe firmware never fails, whatever the ISR timing.
    let ok = smc(IRQ, "examples/platforms/irq/ringbuf_ok.c", "Pr[<=2000](<> error)", &["--epsilon", "0.05"]);
    assert_eq!(ok["satisfying"], 0, "{}", ok);
    assert!(ok["runs"].as_u64().unwrap() > 0);
    // The buggy one fails on some runs; a failing run replays on the platform.
    let bug = "examples/platforms/irq/ringbuf_bug.c";
    let t = scratch().join("irq-smc.json");
    let r = smc(IRQ, bug, "Pr[<=2000](<> error)", &["--epsilon", "0.02", "--trace-out", t.to_str().unwrap()]);
    assert!(r["satisfying"].as_u64().unwrap() > 0, "{}", r);
    let o = divm(&["replay", "--os", IRQ, "-I", IRQ, bug, t.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stdout));
    assert!(String::from_utf8_lossy(&o.stdout).contains("error (assert)"), "{}", String::from_utf8_lossy(&o.stdout));
}

#[test]
fn smc_on_the_rounds_platform_follows_its_verdicts() {
    let ok = smc(ROUNDS, "examples/platforms/rounds/leader.c", "Pr[<=500](<> error)", &["--epsilon", "0.05"]);
    assert_eq!(ok["satisfying"], 0, "{}", ok);
    assert!(ok["ends"]["exit"].as_u64().unwrap() > 0, "{}", ok);
    let bug = smc(ROUNDS, "examples/platforms/rounds/leader_bug.c", "Pr[<=500](<> error)", &["--epsilon", "0.05"]);
    assert!(bug["satisfying"].as_u64().unwrap() > 0, "{}", bug);
}

/// Misused control-register calls are reported where they are made, also
/// now that the common ones skip the general call path.
#[test]
fn control_register_misuse_is_reported_at_the_call() {
    let os = "tests/platforms/buggy_sched.c";
    for (define, bug, message) in [
        ("-DBAD_CTL_SET", "BUG: a read-only register", "__vm_ctl_set of read-only register"),
        ("-DBAD_CTL_GET", "BUG: no such register", "__vm_ctl_get of unknown register"),
        ("-DBAD_FRAME", "BUG: not a frame", "FRAME set to"),
    ] {
        let o = divm(&["check", "--report=json", define, "--os", os, "tests/platforms/counter.c"]);
        let r = json(&o);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert!(r["error"]["message"].as_str().unwrap().starts_with(message), "{}", r);
        assert_eq!(r["error"]["location"]["file"], os);
        assert_eq!(r["error"]["location"]["line"], line_of(os, bug));
        assert_eq!(r["error"]["location"]["function"], "schedule");
    }
}
