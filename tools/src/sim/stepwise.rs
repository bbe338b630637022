//! Steps smaller than an edge: `stepi` (instructions of the program) and
//! `line` / `next` (source lines). The edge in progress stops between two
//! instructions (`Machine::run_instructions`) and goes on from there;
//! `back` returns to each stop, and `step` or `run` finish the edge.

use super::{Simulator, Tried};
use crate::choice::Enumerator;
use crate::trace::{location, Location};
use divm_vm::eval::{FrameInfo, Paused, State};
use divm_vm::ir::Origin;
use divm_vm::Edge;

/// Instructions one `stepi`, `line` or `next` may run before it stops
/// (a line that loops inside a library call, say) and says so.
const MOVE_LIMIT: u64 = 10_000_000;
/// `run` with breakpoints stops after this many lines (it goes on if
/// asked again).
const LINES_LIMIT: u64 = 1_000_000;

/// An edge stopped partway.
pub(super) struct Partial {
    /// The state before the edge, and its globals then.
    start: State,
    globals: crate::assigned::Before,
    /// Every choice the edge makes (found by a trial run of the whole
    /// edge: the stops in between follow it exactly).
    choices: Vec<u32>,
    /// The edge as it stood before each move in it, for `back` (the first:
    /// before any of its instructions).
    moves: Vec<Paused>,
}

/// How far a move goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// This many instructions of the program (its libc's included).
    Instructions,
    /// The thread's next source line of the user's code (into calls).
    Line,
    /// The next line in this function or a caller (over calls).
    Next,
}

/// Where a stop is, for a move by lines: the file and line of user code.
fn user_line(m: &divm_vm::Machine, fi: FrameInfo) -> Option<(u32, u32)> {
    let f = &m.prog.functions[fi.func as usize];
    let loc = f.locs.get(fi.pc as usize)?;
    (f.origin == Origin::User && loc.line != 0 && loc.file != u32::MAX).then_some((loc.file, loc.line))
}

impl<'p> Simulator<'p> {
    /// `stepi N`, `line N`, `next N`: N moves, each stopping the edge in
    /// progress (beginning one if none is) between two instructions.
    pub(super) fn move_within(&mut self, until: Until, n: usize) -> String {
        let mut out = String::new();
        for _ in 0..n {
            let (text, go_on) = self.move_once(until);
            out.push_str(&text);
            if !go_on {
                break;
            }
        }
        out
    }

    /// One move; `true` while the path is still within an edge.
    fn move_once(&mut self, until: Until) -> (String, bool) {
        if let Some(e) = &self.ended {
            return (format!("the path has ended ({}): `back` to go back", super::ended_text(e)), false);
        }
        if self.partial.is_none() {
            if let Err(text) = self.begin_partial() {
                return (text, false);
            }
        }
        let Some(p) = self.partial.as_mut() else { return (String::new(), false) };
        let mut here = Paused::default();
        self.m.save_running(&mut here);
        p.moves.push(here);
        let mut en = Enumerator::new(p.choices.clone());
        en.resume(&self.m.running_edge().choices.clone());
        let mut start: Option<((u32, u32), u32)> = None;
        // Instructions of the program run, and of any code.
        let (mut done, mut ran) = (0u64, 0u64);
        while let Some(at) = self.m.next_instruction() {
            let program = self.prog.functions[at.func as usize].origin != Origin::Os;
            match until {
                Until::Instructions if program && done == 1 => return (self.stop_text(at), true),
                Until::Line | Until::Next => {
                    if let Some(line) = user_line(&self.m, at) {
                        let depth = self.m.running_depth();
                        match start {
                            None => start = Some((line, depth)),
                            Some((l, d)) if line != l && (until == Until::Line || depth <= d) => return (self.stop_text(at), true),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
            if ran >= MOVE_LIMIT {
                return (format!("stopped after {} instructions without reaching the next line\n{}", MOVE_LIMIT, self.stop_text(at)), true);
            }
            match self.m.run_instructions(&mut en, 1) {
                Ok(None) => {}
                Ok(Some(edge)) => return (self.finish_with(edge), false),
                Err(e) => return (self.vm_stopped(e), false),
            }
            done += program as u64;
            ran += 1;
        }
        (String::new(), false)
    }

    /// `run` with breakpoints: line by line (into calls) until the thread
    /// is at a breakpoint's line, inside an edge or at its end, or the path
    /// ends; why it stopped, and the stop inside an edge as text.
    pub(super) fn run_by_lines(&mut self, first: usize) -> (String, Option<String>) {
        let mut moves = 0u64;
        while self.ended.is_none() {
            if self.steps.len() - first >= super::RUN_LIMIT || moves >= LINES_LIMIT {
                return (format!("stopped after {} steps (`run` goes on)", self.steps.len() - first), None);
            }
            moves += 1;
            let before = self.steps.len();
            let (text, inside) = self.move_once(Until::Line);
            if inside {
                if let Some(b) = self.m.next_instruction().and_then(|at| self.breakpoint_at(location(self.prog, at))) {
                    return (format!("breakpoint at {}:{}", b.file, b.line), Some(text));
                }
                continue;
            }
            if self.steps.len() == before && self.ended.is_none() {
                // No edge could be taken: the text says why.
                return (text, None);
            }
            if let Some(b) = self.steps.last().and_then(|st| st.location.clone()).and_then(|l| self.breakpoint_at(l)) {
                return (format!("breakpoint at {}:{}", b.file, b.line), None);
            }
        }
        (String::new(), None)
    }

    /// The breakpoint at `l`, if one is.
    fn breakpoint_at(&self, l: crate::trace::Location) -> Option<super::command::Breakpoint> {
        self.breakpoints.iter().find(|b| super::hits(b, &l)).cloned()
    }

    /// Begins an edge in steps: a trial run of the whole edge finds its
    /// choices (the trace's or the defaults, as `step` takes them), then
    /// the edge starts again from its first instruction.
    fn begin_partial(&mut self) -> Result<(), String> {
        let pinned = self.trace_choices();
        match self.try_edge(&pinned) {
            Tried::Ran(r) => {
                let super::Ran { edge, saved, globals } = *r;
                self.m.state.clone_from(&saved);
                let choices = edge.choices.iter().map(|c| c.1).collect();
                if let Err(e) = self.m.begin_edge_stepwise() {
                    self.m.state = saved;
                    return Err(self.vm_stopped(e));
                }
                self.partial = Some(Partial { start: saved, globals, choices, moves: Vec::new() });
                Ok(())
            }
            other => Err(self.not_taken(other, &pinned)),
        }
    }

    /// Runs the edge in progress to its end (`step`, `run`); its text.
    pub(super) fn finish_partial(&mut self) -> String {
        let Some(p) = self.partial.as_ref() else { return String::new() };
        let mut en = Enumerator::new(p.choices.clone());
        en.resume(&self.m.running_edge().choices.clone());
        match self.m.continue_edge(&mut en) {
            Ok(edge) => self.finish_with(edge),
            Err(e) => self.vm_stopped(e),
        }
    }

    /// The edge in progress ended: it is the path's next step.
    fn finish_with(&mut self, edge: Edge) -> String {
        let Some(p) = self.partial.take() else { return String::new() };
        self.commit(edge, p.start, p.globals);
        self.last_step_text()
    }

    fn vm_stopped(&mut self, e: divm_vm::VmError) -> String {
        if let Some(p) = self.partial.take() {
            self.m.state = p.start;
        }
        let text = format!("the VM stopped: {}", e);
        self.ended = Some(super::Ended::Vm(e));
        text
    }

    /// Undoes one move in the edge in progress; `None` when none is.
    pub(super) fn back_within(&mut self) -> Option<String> {
        let p = self.partial.as_mut()?;
        let before = p.moves.pop()?;
        if p.moves.is_empty() {
            // Before the edge's first instruction: between two steps again.
            if let Some(p) = self.partial.take() {
                self.m.state = p.start;
            }
            return Some(match self.steps.last() {
                None => "back at the initial state".into(),
                Some(_) => format!("back after step {}, before step {} began", self.steps.len(), self.steps.len() + 1),
            });
        }
        self.m.restore_running(&before);
        let at = self.m.next_instruction()?;
        Some(format!("back to\n{}", self.stop_text(at)))
    }

    /// Where the edge in progress stopped: thread, place, how far in.
    fn stop_text(&self, at: FrameInfo) -> String {
        let l = location(self.prog, at);
        let who = crate::trace::edge_thread(self.m.running_edge()).map(|t| format!("thread {}  ", t)).unwrap_or_default();
        let place = place(&l);
        format!(
            "  {}{}  [step {} in progress, {} instructions in]\n{}",
            who,
            place,
            self.steps.len() + 1,
            self.m.running_edge().steps,
            super::source_text(Some(&l))
        )
    }

    /// The running thread and where it is (`place`), while an edge is in
    /// progress.
    pub(super) fn partial_where(&self) -> Option<(Option<u32>, String)> {
        self.partial.as_ref()?;
        let at = self.m.next_instruction()?;
        Some((crate::trace::edge_thread(self.m.running_edge()), place(&location(self.prog, at))))
    }
}

/// `file:line (function)`, or what code without a line is.
fn place(l: &Location) -> String {
    if l.line == 0 {
        format!("{} (code without a source line)", l.function)
    } else {
        format!("{}:{} ({})", l.file, l.line, l.function)
    }
}
