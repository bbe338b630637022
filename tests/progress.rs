//! The live progress display of a long `divm check`, seen as a person sees
//! it: the run inside a tmux pane (a terminal), the pane read with
//! `capture-pane` while the search goes on and after it ends.

mod common;

use std::path::PathBuf;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

const DIVM: &str = env!("CARGO_BIN_EXE_divm");

/// A program whose state space takes far longer than the test to explore.
const LONG: &str = "#include <pthread.h>\n#include <stdatomic.h>\nstatic _Atomic int counter;\n\
                    static void *worker(void *a) { (void)a; for (int i = 0; i < 100000; i++) counter++; return 0; }\n\
                    int main(void) { pthread_t t[3];\n  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);\n\
                    \x20 for (int i = 0; i < 3; i++) pthread_join(t[i], 0);\n  return 0; }\n";

/// tmux on a server of this test's own (its own socket).
struct Tmux {
    socket: String,
}

impl Tmux {
    fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux").arg("-L").arg(&self.socket).args(args).output().expect("tmux runs")
    }

    fn pane(&self) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", "divm"]).stdout).into_owned()
    }

    /// The pane once `ready` holds of it, within `within`.
    fn wait_for(&self, within: Duration, ready: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let pane = self.pane();
            if ready(&pane) || start.elapsed() > within {
                return pane;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-server"]);
    }
}

/// Whether tmux is installed; in CI (`CI=true`) it must be.
fn have_tmux() -> bool {
    if Command::new("tmux").arg("-V").output().is_ok_and(|o| o.status.success()) {
        return true;
    }
    assert!(std::env::var("CI").as_deref() != Ok("true"), "tmux is missing in CI: setup.sh installs it");
    eprintln!("note: tmux is not installed (./setup.sh installs it); skipping the progress display test");
    false
}

/// The progress line's state count: `⠁ divm: 1234 states, ...`.
fn states_on(line: &str) -> Option<u64> {
    line.split("divm: ").nth(1)?.split(" states,").next()?.parse().ok()
}

fn progress_line(pane: &str) -> Option<&str> {
    pane.lines().find(|l| l.contains("states/s"))
}

#[test]
fn a_long_check_on_a_terminal_shows_a_live_progress_line_then_the_report() {
    if !have_tmux() {
        return;
    }
    let dir = common::scratch("progress");
    let prog: PathBuf = dir.join("long.c");
    std::fs::write(&prog, LONG).unwrap();
    let tmux = Tmux { socket: format!("divm-test-{}", std::process::id()) };
    let cmd = format!("{} check --threads 1 --time-limit 5 {}; echo divm-exited-$?; sleep 60", DIVM, prog.display());
    let o = tmux.run(&["new-session", "-d", "-s", "divm", "-x", "160", "-y", "24", &cmd]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));

    // While it runs: a spinner, the states, the rate, the elapsed time.
    let pane = tmux.wait_for(Duration::from_secs(20), |p| progress_line(p).and_then(states_on).is_some_and(|n| n > 0));
    let line = progress_line(&pane).unwrap_or_else(|| panic!("no progress line:\n{}", pane)).trim().to_string();
    let first = states_on(&line).unwrap_or_else(|| panic!("no state count: {}", line));
    assert!(first > 0, "{}", line);
    for want in ["transitions", "states/s", "queued", "MiB"] {
        assert!(line.contains(want), "{:?} lacks {}", line, want);
    }
    let spinner = line.chars().next().unwrap();
    assert!(!spinner.is_ascii_alphanumeric(), "no spinner before the status: {}", line);
    assert!(line.ends_with("s]"), "no elapsed time: {}", line);
    // The line is live: one line, rewritten in place with more states.
    let later = tmux.wait_for(Duration::from_secs(3), |p| progress_line(p).and_then(states_on).is_some_and(|n| n > first));
    let n = progress_line(&later).and_then(states_on);
    assert!(n.is_some_and(|n| n > first), "the count did not grow from {}:\n{}", first, later);
    assert_eq!(later.lines().filter(|l| l.contains("states/s")).count(), 1, "{}", later);

    // At the end the line is gone and the report is there.
    let end = tmux.wait_for(Duration::from_secs(30), |p| p.contains("divm-exited-"));
    assert!(end.contains("divm-exited-2"), "{}", end);
    assert!(end.contains("verdict: unknown") && end.contains("reason: time limit"), "{}", end);
    assert!(progress_line(&end).is_none(), "the progress line stayed:\n{}", end);
    let _ = std::fs::remove_dir_all(&dir);
}
