//! The verdict report: JSON per DESIGN §5, or text for people.

use crate::session::ErrorInfo;
#[cfg(test)]
use crate::trace::TraceText;
use crate::trace::{Location, Step, TraceFile};
use crate::verdict::{Unknown, VerdictKind};
use serde::Serialize;

#[derive(Serialize, Debug, Default)]
pub struct Stats {
    pub states: u64,
    pub transitions: u64,
    pub seconds: f64,
    pub peak_memory_bytes: u64,
    pub threads: u32,
    /// VM instructions executed (an addition to DESIGN §5's schema).
    pub instructions: u64,
}

#[derive(Serialize, Debug)]
pub struct JsonError {
    pub kind: crate::verdict::ErrorKind,
    pub message: String,
    pub location: Option<Location>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thread: Option<u32>,
    pub backtrace: Vec<Location>,
    /// The error edge's other faults (every other thread of a deadlock).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<crate::session::AlsoFault>,
}

#[derive(Serialize, Debug)]
pub struct Report {
    pub tool: &'static str,
    pub version: &'static str,
    pub command: &'static str,
    pub verdict: VerdictKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<Unknown>,
    /// Which limit stopped the search (`time`, `states`, `memory`,
    /// `edge-instructions`), when one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<JsonError>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace: Option<TraceFile>,
    /// The values of the counterexample's symbolic inputs (`--symbolic`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub inputs: Vec<crate::trace::Input>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub caveats: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solver: Option<crate::solver::SolverStats>,
    /// Colour in the text report (a terminal).
    #[serde(skip)]
    pub color: bool,
    /// `--property`: the property and SV-COMP's answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub svcomp: Option<SvcompAnswer>,
    pub stats: Stats,
}

#[derive(Serialize, Debug)]
pub struct SvcompAnswer {
    pub property: &'static str,
    /// `true`, `false(NAME)` or `unknown`.
    pub result: crate::svcomp::Answer,
}

impl Report {
    pub fn new(command: &'static str, verdict: VerdictKind, stats: Stats) -> Report {
        Report {
            tool: "divm",
            version: env!("CARGO_PKG_VERSION"),
            command,
            verdict,
            reason: None,
            limit: None,
            error: None,
            trace: None,
            inputs: Vec::new(),
            caveats: Vec::new(),
            solver: None,
            svcomp: None,
            color: false,
            stats,
        }
    }

    /// Sets the verdict to `unknown` for `why`.
    pub fn give_up(&mut self, why: Unknown) {
        self.verdict = VerdictKind::Unknown;
        self.limit = why.limit();
        self.reason = Some(why);
    }

    pub fn with_error(mut self, e: &ErrorInfo) -> Report {
        self.error = Some(JsonError {
            kind: e.kind,
            message: e.message.clone(),
            location: e.location.clone(),
            thread: e.thread,
            backtrace: e.backtrace.clone(),
            also: e.also.clone(),
        });
        self
    }

    pub fn exit_code(&self) -> i32 {
        self.verdict.exit_code()
    }

    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"tool\":\"divm\",\"verdict\":\"unknown\",\"reason\":\"{}\"}}", e))
    }

    /// The human report: the interleaving, then the error with its backtrace.
    pub fn text(&self) -> String {
        let mut s = String::new();
        if let (Some(t), Some(_)) = (&self.trace, &self.error) {
            s.push_str("counterexample:\n");
            s.push_str(&steps_text(&t.steps, t.cycle));
        }
        if let Some(e) = &self.error {
            s.push_str(&format!("error ({}): {}\n", e.kind, e.message));
            if let Some(l) = &e.location {
                s.push_str(&format!("  at {}:{} in {}\n", l.file, l.line, l.function));
                s.push_str(&crate::snippet::snippet(l, self.color));
            }
            if let Some(t) = e.thread {
                s.push_str(&format!("  in thread {}\n", t));
            }
            if !e.backtrace.is_empty() {
                s.push_str("  backtrace:\n");
                s.push_str(&backtrace_text(&e.backtrace));
            }
            for a in &e.also {
                let at = a.location.as_ref().map(|l| format!(" at {}:{} in {}", l.file, l.line, l.function)).unwrap_or_default();
                s.push_str(&format!("  also{}: {}\n", at, a.message));
            }
        }
        if !self.inputs.is_empty() {
            s.push_str("inputs:\n");
            for i in &self.inputs {
                let at = i.location.as_ref().map(|l| format!(" at {}:{}", l.file, l.line)).unwrap_or_default();
                s.push_str(&format!("  {}(){} = {}\n", i.function, at, i.value.as_deref().unwrap_or("?")));
            }
        }
        for c in &self.caveats {
            s.push_str(&format!("caveat: {}\n", c));
        }
        if let Some(r) = &self.reason {
            s.push_str(&format!("reason: {}\n", r));
        }
        let st = &self.stats;
        s.push_str(&format!(
            "states: {}, transitions: {}, time: {:.2} s, peak memory: {} MiB\n",
            st.states,
            st.transitions,
            st.seconds,
            st.peak_memory_bytes >> 20
        ));
        s.push_str(&format!("verdict: {}\n", self.verdict));
        if let Some(a) = &self.svcomp {
            s.push_str(&format!("divm: result: {}\n", a.result));
        }
        s
    }
}

/// One line per frame, innermost first; a run of more than two frames at
/// one place (deep recursion, a stack overflow) shows as its first frame
/// and one line that counts the rest.
pub fn backtrace_text(frames: &[Location]) -> String {
    let mut s = String::new();
    let mut i = 0;
    while i < frames.len() {
        let l = &frames[i];
        s.push_str(&format!("    #{} {} at {}:{}\n", i, l.function, l.file, l.line));
        let same = frames[i + 1..].iter().take_while(|m| *m == l).count();
        if same >= 2 {
            s.push_str(&format!("    #{}..#{} the same, {} more frames\n", i + 1, i + same, same));
            i += same;
        }
        i += 1;
    }
    if frames.len() >= divm_vm::BACKTRACE_LIMIT {
        s.push_str(&format!("    (the backtrace stops at {} frames)\n", divm_vm::BACKTRACE_LIMIT));
    }
    s
}

/// Whether a step says nothing besides where it ended: no output or
/// info text, no global it changed.
fn quiet(st: &Step) -> bool {
    !st.traces.iter().any(|t| t.kind.shown()) && st.assigned.is_empty()
}

/// The steps as runs to show as one: consecutive quiet steps of one
/// thread at one place with the same choices (a loop spinning between
/// interrupt points) fold into one run, never across the start of a cycle.
/// Each run is `first..=last`, by index.
pub fn folded_steps(steps: &[Step], cycle: Option<usize>) -> Vec<std::ops::RangeInclusive<usize>> {
    let mut runs = Vec::new();
    let mut i = 0;
    while i < steps.len() {
        let st = &steps[i];
        let mut last = i;
        while last + 1 < steps.len()
            && cycle != Some(last + 1)
            && quiet(st)
            && quiet(&steps[last + 1])
            && steps[last + 1].thread == st.thread
            && steps[last + 1].choices == st.choices
            && match (&steps[last + 1].location, &st.location) {
                (Some(a), Some(b)) => a.same_place(b),
                (a, b) => a.is_none() && b.is_none(),
            }
        {
            last += 1;
        }
        runs.push(i..=last);
        i = last + 1;
    }
    runs
}

/// One line per step: thread, where it ended, and its output; a line
/// before step `cycle` says that the steps from there on repeat forever.
pub fn steps_text(steps: &[Step], cycle: Option<usize>) -> String {
    steps_text_from(steps, 0, cycle)
}

/// `steps_text` of steps that follow `first` earlier ones on their path
/// (numbered from `first + 1`; `cycle` counts within `steps`).
pub fn steps_text_from(steps: &[Step], first: usize, cycle: Option<usize>) -> String {
    let mut s = String::new();
    for run in folded_steps(steps, cycle) {
        let (i, last) = (*run.start(), *run.end());
        let st = &steps[i];
        if cycle == Some(i) {
            s.push_str(&format!("  cycle: steps {} to {} repeat forever\n", first + i + 1, first + steps.len()));
        }
        let who = st.thread.map(|t| format!("thread {}", t)).unwrap_or_else(|| "-".into());
        let at = st.location.as_ref().map(|l| format!("{}:{} ({})", l.file, l.line, l.function)).unwrap_or_default();
        let choices = if st.choices.is_empty() { String::new() } else { format!(" choices {:?}", st.choices) };
        if last > i {
            let each = if st.choices.is_empty() { "" } else { " each" };
            s.push_str(&format!("  steps {}-{}: {:<9} {}{}{}\n", first + i + 1, first + last + 1, who, at, choices, each));
        } else {
            s.push_str(&format!("  step {:>3}: {:<9} {}{}\n", first + i + 1, who, at, choices));
            for t in st.traces.iter().filter(|t| t.kind.shown()) {
                for line in t.text.lines() {
                    s.push_str(&format!("             {}: {}\n", t.kind.name(), line));
                }
            }
            for a in &st.assigned {
                s.push_str(&format!("             write: {} = {}\n", a.name, a.value));
            }
        }
    }
    s
}

/// Peak resident memory of this process, in bytes.
pub fn peak_rss() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| l.split_whitespace().nth(1).and_then(|k| k.parse::<u64>().ok())))
        .map(|k| k * 1024)
        .unwrap_or(0)
}

/// Memory this process may use: the machine's RAM (/proc/meminfo), or
/// less if its control group says so (containers: the OS kills us there).
fn total_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
    let ram = line.split_whitespace().nth(1)?.parse::<u64>().ok()? * 1024;
    let group = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"]
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok()?.trim().parse::<u64>().ok())
        .min();
    Some(group.map_or(ram, |g| g.min(ram)))
}

/// The memory limit without `--max-memory`: 85% of RAM, to stop before
/// the OS would kill us.
pub fn default_memory_limit() -> Option<u64> {
    total_memory().map(|t| t / 100 * 85)
}

/// Current resident memory of this process, in bytes.
pub fn current_rss() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1).and_then(|p| p.parse::<u64>().ok()))
        .map(|p| p * 4096)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(function: &str, line: u32) -> Location {
        Location { file: "p.c".into(), line, function: function.into(), column: 0 }
    }

    #[test]
    fn a_backtrace_folds_runs_of_one_frame_but_keeps_pairs_and_their_order() {
        let mut frames = vec![at("leaf", 3)];
        frames.extend(std::iter::repeat_with(|| at("rec", 7)).take(5));
        frames.extend([at("pair", 9), at("pair", 9), at("rec", 7), at("main", 12)]);
        assert_eq!(
            backtrace_text(&frames),
            "    #0 leaf at p.c:3\n\
             \x20   #1 rec at p.c:7\n\
             \x20   #2..#5 the same, 4 more frames\n\
             \x20   #6 pair at p.c:9\n\
             \x20   #7 pair at p.c:9\n\
             \x20   #8 rec at p.c:7\n\
             \x20   #9 main at p.c:12\n"
        );
    }

    fn step(thread: u32, line: u32, output: Option<&str>) -> Step {
        Step {
            choices: vec![],
            alternatives: vec![],
            thread: Some(thread),
            traces: output.map(|o| TraceText { kind: crate::trace::TraceKind::Output, text: o.into(), bytes: vec![] }).into_iter().collect(),
            location: Some(at("main", line)),
            forks: vec![],
            inputs: vec![],
            assigned: vec![],
        }
    }

    #[test]
    fn quiet_steps_at_one_place_fold_but_not_across_a_cycle_or_output() {
        let steps = vec![
            step(1, 10, None),
            step(1, 10, None),
            step(1, 10, None),
            step(2, 10, None),
            step(2, 10, Some("hi")),
            step(2, 10, None),
            step(2, 10, None),
        ];
        assert_eq!(
            steps_text(&steps, None),
            "  steps 1-3: thread 1  p.c:10 (main)\n\
             \x20 step   4: thread 2  p.c:10 (main)\n\
             \x20 step   5: thread 2  p.c:10 (main)\n\
             \x20            output: hi\n\
             \x20 steps 6-7: thread 2  p.c:10 (main)\n"
        );
        // A cycle starts a line of its own.
        let text = steps_text(&steps[..3], Some(1));
        assert_eq!(text, "  step   1: thread 1  p.c:10 (main)\n  cycle: steps 2 to 3 repeat forever\n  steps 2-3: thread 1  p.c:10 (main)\n");
    }

    #[test]
    fn a_backtrace_at_the_limit_says_it_stops_there() {
        let frames: Vec<Location> = (0..divm_vm::BACKTRACE_LIMIT as u32).map(|i| at("f", i)).collect();
        let text = backtrace_text(&frames);
        assert_eq!(text.lines().count(), divm_vm::BACKTRACE_LIMIT + 1);
        assert!(text.ends_with(&format!("    (the backtrace stops at {} frames)\n", divm_vm::BACKTRACE_LIMIT)));
        assert!(!backtrace_text(&frames[1..]).contains("stops"));
    }
}
