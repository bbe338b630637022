//! `divm sim`: the interactive simulator, driven by commands on stdin (as
//! a script would) and once in tmux (as a person would).

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sim")
}

/// Runs `divm sim ARGS` in tests/sim with `script` on stdin: its stdout.
fn sim(args: &[&str], script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_divm"))
        .arg("sim")
        .args(args)
        .current_dir(dir())
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{}\n{}", text, String::from_utf8_lossy(&out.stderr));
    // Not a terminal: no prompt.
    assert!(!text.contains("(divm)"), "{}", text);
    text
}

/// The line of `text` that starts with `step N:` (after spaces).
fn step_line(text: &str, n: usize) -> &str {
    let want = format!("step {:>3}:", n);
    text.lines().find(|l| l.trim_start().starts_with(&want)).unwrap_or_else(|| panic!("no {} in\n{}", want, text))
}

#[test]
fn stepping_shows_each_step_with_its_thread_location_and_source() {
    let out = sim(&["race.c"], "step\nstep 2\n");
    assert!(step_line(&out, 1).contains("thread 1") && step_line(&out, 1).contains("race.c:19 (main)"), "{}", out);
    assert!(out.contains("     19 |     int seen = x;"), "{}", out);
    // The third step wrote x, and says so as the counterexample would.
    assert!(step_line(&out, 3).contains("race.c:21 (main)"), "{}", out);
    assert!(out.contains("write: x = 1"), "{}", out);
}

#[test]
fn choosing_a_thread_changes_which_thread_runs() {
    let out = sim(&["race.c"], "step\nthreads\nthread 2\n");
    assert!(out.contains("runnable: thread 1 (choose 0), thread 2 (choose 1)"), "{}", out);
    let second = step_line(&out, 2);
    assert!(second.contains("thread 2") && second.contains("(worker)") && second.contains("choices [1]"), "{}", out);
    // The same by the scheduler's choice value; a thread that does not exist is refused.
    let out = sim(&["race.c"], "step\nchoose 1\nthread 7\n");
    assert!(step_line(&out, 2).contains("thread 2"), "{}", out);
    assert!(out.contains("thread 7 cannot run now (runnable: 1, 2); nothing changed"), "{}", out);
}

#[test]
fn run_stops_at_the_assertion_with_its_error_and_backtrace() {
    let out = sim(&["list.c"], "run\nstep\n");
    assert!(out.contains("error (assert): assertion failed: count == 2"), "{}", out);
    assert!(out.contains("  at list.c:22 in main"), "{}", out);
    assert!(out.contains("#2 main at list.c:22"), "{}", out);
    // The path has ended: stepping on is refused, not a crash.
    assert!(out.contains("the path has ended (error (assert) at list.c:22): `back` to go back"), "{}", out);
}

#[test]
fn break_stops_run_at_the_line() {
    let out = sim(&["race.c"], "break race.c:11\nstep\nthread 2\nback\nrun\n");
    assert!(out.contains("breakpoint at race.c:11\n"), "{}", out);
    // `run` from step 1 takes the default choices until worker is about to
    // run line 11, inside its step.
    assert!(out.contains("thread 2  race.c:11 (worker)  [step 4 in progress,"), "{}", out);
    assert!(out.trim_end().ends_with("breakpoint at race.c:11"), "{}", out);
    // A bad breakpoint gets one line.
    let bad = sim(&["race.c"], "break nofile.c:3\nbreak race.c\n");
    assert!(bad.contains("break: no source file 'nofile.c' in the program"), "{}", bad);
    assert!(bad.contains("break: 'race.c' is not FILE:LINE"), "{}", bad);
}

#[test]
fn back_returns_to_the_previous_location() {
    let out = sim(&["race.c"], "step\nstep\nback\nstep\nback 5\n");
    assert!(out.contains("back after step 1: thread 1 at race.c:19 (main)"), "{}", out);
    // Stepping again takes the same step 2.
    let seconds: Vec<&str> = out.lines().filter(|l| l.trim_start().starts_with("step   2:")).collect();
    assert_eq!(seconds.len(), 2, "{}", out);
    assert_eq!(seconds[0], seconds[1]);
    assert!(out.contains("back at the initial state"), "{}", out);
}

#[test]
fn print_shows_a_global_after_a_step_and_heap_its_objects() {
    let out = sim(&["race.c"], "print x\nstep 3\nprint x\nprint seen\n");
    assert!(out.contains("x = 0  (int)"), "{}", out);
    assert!(out.contains("x = 1  (int)"), "{}", out);
    // `seen` is main's local (thread 1 ran the last step), which main
    // does not read after line 20.
    assert!(
        out.contains("seen = unknown, because main does not use the value seen holds here (it is not set yet, or not read again), and divm forgets such values  (int; local of main)"),
        "{}",
        out
    );
    let out = sim(&["list.c"], "step\nprint count\nheap head\nprint nosuch\n");
    assert!(out.contains("count = 3  (int)"), "{}", out);
    assert!(out.contains("nosuch: unknown: no variable of that name here, local or global"), "{}", out);
    assert!(out.contains("head -> #1 (heap object)"), "{}", out);
    for k in 1..=3 {
        assert!(out.contains(&format!("#{}: heap object of 16 bytes, allocated at list.c:16 (main)", k)), "{}", out);
    }
    assert!(out.contains("+8: -> #2 (heap object)") && out.contains("+8: -> #3 (heap object)"), "{}", out);
    // A local, inside the edge: the second node, its `next` not set yet.
    let out = sim(&["list.c"], "line 9\nheap n\n");
    assert!(out.contains("n -> #1 (heap object)"), "{}", out);
    assert!(out.contains("bytes: 01 00 00 00 00 00 00 00 ?? ?? ?? ?? ?? ?? ?? ??"), "{}", out);
}

#[test]
fn run_stops_at_a_breakpoint_inside_an_edge() {
    // The whole loop is one edge (one thread, no choice): `run` still
    // stops at line 19 on each turn, before it runs.
    let out = sim(&["list.c"], "break list.c:19\nrun\nprint count\nrun\nprint count\ndelete\nrun\n");
    assert_eq!(out.matches("breakpoint at list.c:19").count(), 3, "{}", out);
    assert!(out.contains("count = 0  (int)") && out.contains("count = 1  (int)"), "{}", out);
    assert!(out.contains("error (assert): assertion failed: count == 2"), "{}", out);
}

#[test]
fn bt_shows_every_thread() {
    let out = sim(&["race.c"], "step 3\nbt\n");
    assert!(out.contains("thread 1 (blocked in pthread_join, ran the last step):"), "{}", out);
    assert!(out.contains("main at race.c:21"), "{}", out);
    assert!(out.contains("thread 2 (runnable):"), "{}", out);
}

#[test]
fn bad_commands_get_one_line_and_the_session_goes_on() {
    let out = sim(&["race.c"], "jump\nchoose 9\nstep\nhelp\n");
    assert!(out.contains("unknown command 'jump' (type `help` for the list)"), "{}", out);
    assert!(out.contains("the edge makes 0 choice(s), not 1; nothing changed"), "{}", out);
    assert!(step_line(&out, 1).contains("race.c:19"), "{}", out);
    assert!(out.contains("break FILE:LINE"), "{}", out);
    // A missing file: one line, exit status 3.
    let o = Command::new(env!("CARGO_BIN_EXE_divm")).args(["sim", "no-such.c"]).stdin(Stdio::null()).output().unwrap();
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(String::from_utf8_lossy(&o.stderr).trim(), "divm: no such file: no-such.c");
}

#[test]
fn a_trace_is_followed_to_its_error() {
    let trace = common::scratch("sim").join("trace.json");
    let check = Command::new(env!("CARGO_BIN_EXE_divm")).args(["check", "race.c", "--trace-out"]).arg(&trace).current_dir(dir()).output().unwrap();
    assert_eq!(check.status.code(), Some(1), "{}", String::from_utf8_lossy(&check.stderr));
    let saved: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    let n = saved["steps"].as_array().unwrap().len();
    let out = sim(&["race.c", "--trace", trace.to_str().unwrap()], "step\nrun\n");
    assert!(out.contains(&format!("following a trace of {} steps", n)), "{}", out);
    // Its own choices, not the default ones: worker runs before main writes.
    assert!(out.contains("thread 2"), "{}", out);
    assert!(step_line(&out, n).contains("race.c:22 (main)"), "{}", out);
    assert!(out.contains("error (assert): assertion failed: x == 2"), "{}", out);
    let _ = std::fs::remove_file(&trace);
}

/// Each stop inside an edge in `text`: (place, instructions into the edge).
fn stops(text: &str) -> Vec<(String, u64)> {
    text.lines()
        .filter_map(|l| {
            let (place, rest) = l.trim_start().strip_prefix("thread 1  ")?.split_once("  [step ")?;
            let n = rest.split_once(", ")?.1.strip_suffix(" instructions in]")?.parse().ok()?;
            Some((place.to_string(), n))
        })
        .collect()
}

#[test]
fn stepi_runs_one_instruction_and_back_returns_to_each_stop() {
    let out = sim(&["locals.c"], "stepi\nstepi 3\nback\npath\nstep\n");
    let s = stops(&out);
    let places: Vec<&str> = s.iter().map(|(p, _)| p.as_str()).collect();
    // main's first instructions have no line (clang's prologue); the
    // fourth is line 14's. `back` returns to the third.
    let none = "main (code without a source line)";
    assert_eq!(places, vec![none, none, none, "locals.c:14 (main)", none], "{}", out);
    let n: Vec<u64> = s.iter().map(|x| x.1).collect();
    assert_eq!(n[1..4], [n[0] + 1, n[0] + 2, n[0] + 3], "{}", out);
    assert_eq!(n[4], n[2], "{}", out);
    assert!(out.contains("     14 |     int arr[3] = {1, 2, 3};"), "{}", out);
    assert!(out.contains("  step 1 in progress: thread 1 at main (code without a source line)"), "{}", out);
    // `step` finishes the edge: the same step as taken whole.
    assert!(step_line(&out, 1).contains("dios/exit.c:40 (__dios_terminate)"), "{}", out);
    assert!(out.contains("the program exited with status 0"), "{}", out);
}

#[test]
fn an_edge_in_progress_is_finished_by_step_and_refuses_choices() {
    let out = sim(&["race.c"], "stepi\nchoose 1\nthreads\nstep\nstepi\nline 2\nstep\n");
    assert!(
        out.contains("choose: step 1 is in progress (thread 1 at main (code without a source line)): `step` finishes it, `back` undoes its parts; nothing changed"),
        "{}",
        out
    );
    assert!(out.contains("threads: step 1 is in progress"), "{}", out);
    assert!(step_line(&out, 1).contains("race.c:19 (main)"), "{}", out);
    // One instruction into step 2 (its load of x): the thread is at line 20.
    assert_eq!(stops(&out).last().map(|s| s.0.as_str()), Some("race.c:20 (main)"), "{}", out);
    // A line move ends where the edge ends: step 2, as `step` takes it.
    assert!(step_line(&out, 2).contains("race.c:20 (main) choices [0]"), "{}", out);
    assert!(step_line(&out, 3).contains("race.c:21 (main) choices [0]"), "{}", out);
}

#[test]
fn line_steps_into_calls_and_next_over_them() {
    let out = sim(&["locals.c"], "line 5\nnext 9\nnext\nline\nbt\nback\nnext\n");
    let places: Vec<String> = stops(&out).into_iter().map(|s| s.0).collect();
    let lines: Vec<&str> = places.iter().map(|p| p.trim_start_matches("locals.c:").split(' ').next().unwrap()).collect();
    // Lines 15 to 19, three turns of the loop, the call at 23, into
    // twice, back to 23, then over the call to 25.
    assert_eq!(lines, vec!["15", "16", "17", "18", "19", "20", "21", "19", "20", "21", "19", "20", "21", "19", "23", "9", "23", "25"], "{}", out);
    assert_eq!(places[15], "locals.c:9 (twice)", "{}", out);
    assert!(out.contains("    #0 twice at locals.c:9\n    #1 main at locals.c:23\n"), "{}", out);
}

#[test]
fn print_and_locals_show_local_variables_with_their_c_types() {
    let script =
        "line 5\nlocals\nprint sq\nnext 8\nlocals\nnext 2\nline\nprint v\nprint total\nnext 3\nprint total\nline\nprint total\nline\nprint total\n";
    let out = sim(&["locals.c"], script);
    // At line 19: the loop's i is not set yet, sq is out of scope.
    for want in [
        "in main at locals.c:19:\n",
        "  arr = {1, 2, 3}  (int[3])\n",
        "  p = {x = 4, y = 5}  (struct point)\n",
        "  name = \"divm\"  (char[6])\n",
        "  q = &arr + 4  (int *)\n",
        "  total = 0  (int)\n",
        "  i = unknown, because main does not use the value i holds here (it is not set yet, or not read again)",
        "sq: not in scope here (a local of main declared at line 20, in scope to line 22)",
        // At line 21 of the loop's last turn.
        "in main at locals.c:21:\n",
        "  i = 2  (int)\n  sq = 9  (int)\n",
        // In twice, a parameter; then main's variable, up the stack.
        "v = 14  (int; parameter of twice)",
        "total = 14  (int; local of main)",
        // The inner total shadows main's outer one in its block: at line
        // 25 it is not set yet, at 26 it is.
        "  thread 1  locals.c:25 (main)  [step 1 in progress, ",
        "total = unknown, because main does not use the value total holds here (it is not set yet, or not read again)",
        "total = -1  (int; local of main)",
        // 28 + 4 + 2 + 'd'
        "total = 134  (int; local of main)",
    ] {
        assert!(out.contains(want), "{}\n---\n{}", want, out);
    }
    let at: Vec<String> = stops(&out).into_iter().map(|s| s.0).collect();
    assert_eq!(at.last().map(String::as_str), Some("locals.c:28 (main)"), "{}", out);
}

#[test]
fn a_local_optimised_into_registers_is_unknown_with_the_reason() {
    // At -O1 `seen` lives in an SSA register (no alloca); `t`'s address
    // is taken, so it keeps its slot.
    let out = sim(&["-O", "1", "race.c"], "step\nlocals\n");
    assert!(out.contains("  t = 2  (pthread_t)\n"), "{}", out);
    assert!(
        out.contains("  seen = unknown, because the compiler gave seen no stack slot divm can name (optimised into registers, as at -O1 and -O2; divm compiles at -O0 unless told)  (int)"),
        "{}",
        out
    );
}

/// The tmux binary, or None (allowed only outside CI).
fn tmux() -> Option<&'static str> {
    if Command::new("tmux").arg("-V").output().is_ok_and(|o| o.status.success()) {
        return Some("tmux");
    }
    assert_ne!(std::env::var("CI").as_deref(), Ok("true"), "tmux is missing in CI: setup.sh installs it");
    eprintln!("skipped: tmux is not installed");
    None
}

/// The pane's text once it contains `want` (or after 60 s: the text as it is).
fn pane_with(want: &str) -> String {
    let start = Instant::now();
    loop {
        let o = Command::new("tmux").args(["-L", "divm-sim-test", "capture-pane", "-p", "-t", "sim"]).output().unwrap();
        let text = String::from_utf8_lossy(&o.stdout).into_owned();
        if text.contains(want) || start.elapsed() > Duration::from_secs(60) {
            return text;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn in_tmux_a_person_sees_the_prompt_and_the_step() {
    let Some(tmux) = tmux() else { return };
    let tm = |args: &[&str]| Command::new(tmux).args(["-L", "divm-sim-test"]).args(args).output().unwrap();
    let _ = tm(&["kill-session", "-t", "sim"]);
    let cmd = format!("cd {} && NO_COLOR=1 {} sim race.c", dir().display(), env!("CARGO_BIN_EXE_divm"));
    let o = tm(&["new-session", "-d", "-s", "sim", "-x", "200", "-y", "50", &cmd]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // (capture-pane drops the prompt's trailing space)
    let booted = pane_with("(divm)");
    assert!(booted.contains("divm sim: race.c booted"), "{}", booted);
    tm(&["send-keys", "-t", "sim", "step", "Enter"]);
    let stepped = pane_with("19 |");
    tm(&["send-keys", "-t", "sim", "print x", "Enter"]);
    let printed = pane_with("x = 0");
    // Within the next edge: one source line, and a local by name.
    tm(&["send-keys", "-t", "sim", "line", "Enter"]);
    let line = pane_with("20 |");
    tm(&["send-keys", "-t", "sim", "print seen", "Enter"]);
    let local = pane_with("seen = 0");
    tm(&["send-keys", "-t", "sim", "quit", "Enter"]);
    let _ = tm(&["kill-session", "-t", "sim"]);
    assert!(stepped.contains("(divm) step\n"), "{}", stepped);
    assert!(stepped.contains("step   1: thread 1  race.c:19 (main)"), "{}", stepped);
    assert!(stepped.lines().filter(|l| l.starts_with("(divm)")).count() >= 2, "{}", stepped);
    assert!(printed.contains("(divm) print x\nx = 0  (int)"), "{}", printed);
    assert!(line.contains("(divm) line\n  thread 1  race.c:20 (main)  [step 2 in progress"), "{}", line);
    assert!(local.contains("(divm) print seen\nseen = 0  (int; local of main)"), "{}", local);
}
