//! `divm replay`: re-execute a counterexample step by step.

use crate::choice::Listed;
use crate::compile::CompileOpts;
use crate::error::DriverError;
use crate::platform::{self, OsOpts};
use crate::report::steps_text;
use crate::session::{nontermination_error, race_error, run_path, End, ErrorInfo, Mode, PathObserver, World};
use crate::trace::{Step, TraceFile, FORMAT};
use crate::{program, world, SemanticOpts};
use divm_vm::Machine;
use std::path::{Path, PathBuf};

pub fn replay(files: &[PathBuf], sem: &SemanticOpts, copts: &CompileOpts, os: &OsOpts) -> Result<i32, DriverError> {
    let (trace_path, sources) = files.split_last().ok_or_else(|| DriverError::Usage("usage: divm replay FILE.c TRACE.json".into()))?;
    let trace = read_trace(trace_path)?;
    let (prog, plat) = program::build(sources, copts, os)?;
    check_made_for(&trace, &prog, &plat)?;
    let mut w: World = world(trace_mode(&trace), sem)?;
    let mut given = w.flags.clone();
    // Options of `check` that the trace records, not given to replay.
    given.data_races = trace.flags.data_races;
    given.por = trace.flags.por;
    given.abort_ends_path = trace.flags.abort_ends_path;
    given.ltl.clone_from(&trace.flags.ltl);
    // The guest's input files are contents, not flags: they must be given again.
    if given.files != trace.flags.files || given.stdin != trace.flags.stdin {
        return Err(DriverError::Trace(format!(
            "the trace was made with other input files (--file {:?}, --stdin {:?}) than given ({:?}, {:?})",
            trace.flags.files, trace.flags.stdin, given.files, given.stdin
        )));
    }
    let default = crate::trace::SemanticFlags {
        data_races: trace.flags.data_races,
        por: trace.flags.por,
        abort_ends_path: trace.flags.abort_ends_path,
        ltl: trace.flags.ltl.clone(),
        ..crate::trace::SemanticFlags::default()
    };
    if given != default && given != trace.flags {
        return Err(DriverError::Trace(format!("the trace was made with other semantic flags ({:?}) than given ({:?})", trace.flags, given)));
    }
    w.flags = trace.flags.clone();
    // A symbolic counterexample replays concretely: each input is the
    // value the solver gave it, and the forks on symbolic values are not
    // choices any more.
    w.solver = None;
    if trace.flags.symbolic {
        let values = crate::trace::input_values(&trace.steps)
            .map_err(|i| DriverError::Trace(format!("input {} of the trace has no value, or the trace has no such input", i)))?;
        w.concrete_inputs = Some(std::sync::Arc::new(values));
    }
    // An LTL counterexample: its word is checked against the formula.
    let ltl = match &trace.flags.ltl {
        Some(text) => Some(crate::ltl::Property::new(text, crate::ltl::parse(text)?, &prog, sources, copts)?),
        None => None,
    };
    if let Some(p) = &ltl {
        w.watch_calls = p.watched();
    }
    platform::preflight(&prog, &plat, w.config())?;
    // The replay describes the path as the check did: the nondet values
    // read and the globals written (INFO texts and a comparison of the
    // globals, which change no choice).
    w.describe = true;
    let m = Machine::boot(&prog, w.config()).map_err(|e| DriverError::Load(e.to_string()))?;
    let mut choices = Vec::new();
    for want in &trace.steps {
        choices.extend(want.concrete_choices().0);
    }
    let mut follower = Follower {
        prog: &prog,
        trace: &trace,
        data_races: w.flags.data_races,
        index: 0,
        store: crate::store::Store::new(),
        cycle_begins: None,
        before: None,
        outcome: None,
        ltl: ltl.as_ref(),
        letters: Vec::new(),
    };
    let res = run_path(&prog, &w, m, &mut Listed { values: choices, next: 0 }, &mut follower);
    let done = res.steps;
    let error = match (res.end, follower.outcome) {
        (End::Error(e), _) | (End::Stopped, Some(Followed::Error(e))) => Some(e),
        (End::Stopped, Some(Followed::Diverged(why))) => {
            print!("{}", steps_text(&done[..done.len() - 1], trace.cycle));
            return Err(DriverError::Trace(why));
        }
        (End::Stopped, Some(Followed::CycleClosed)) if ltl.is_none() => Some(nontermination_error(&prog, &done, trace.cycle.unwrap_or(0))),
        (End::Stopped, Some(Followed::CycleClosed)) => ltl.as_ref().and_then(|p| ltl_violation(&prog, p, &done, &follower.letters, trace.cycle)),
        (End::Exit(_), None) if trace.cycle.is_none() => ltl.as_ref().and_then(|p| ltl_violation(&prog, p, &done, &follower.letters, None)),
        (End::Stopped, Some(Followed::CycleOpen)) => {
            print!("{}", steps_text(&done, trace.cycle));
            println!("the cycle did not return to the state where it began: it does not show a run that never ends");
            return Ok(2);
        }
        (End::Vm(e), _) => return Err(DriverError::Trace(format!("step {}: the VM stopped: {}", done.len() + 1, e))),
        _ => None,
    };
    print!("{}", steps_text(&done, trace.cycle));
    if let (None, Some(p)) = (&error, &ltl) {
        println!("the run satisfies the LTL property '{}': the trace does not show a violation", p.text);
        return Ok(2);
    }
    match error {
        Some(e) => {
            println!("error ({}): {}", e.kind, e.message);
            if let Some(l) = &e.location {
                println!("  at {}:{} in {}", l.file, l.line, l.function);
                print!("{}", crate::snippet::snippet(l, crate::snippet::color_on_stdout()));
            }
            print!("{}", crate::report::backtrace_text(&e.backtrace));
            if done.len() < trace.steps.len() {
                println!("note: the error happened at step {} of {}", done.len(), trace.steps.len());
            }
            Ok(1)
        }
        None => match &trace.query {
            Some(q) => {
                println!("the run reached its end: it is the run that `divm smc` saved for {}", q);
                Ok(0)
            }
            None => {
                println!("the trace ran to its end without reproducing an error");
                Ok(2)
            }
        },
    }
}

/// The error of an LTL counterexample whose steps `done` ran (`letters`:
/// the initial state's, then one per step), if its lasso word violates
/// the property; a run that ends (`cycle` none) repeats its last state.
fn ltl_violation(prog: &divm_vm::ir::Program, p: &crate::ltl::Property, done: &[Step], letters: &[u64], cycle: Option<usize>) -> Option<ErrorInfo> {
    let (stem, turn) = match cycle {
        Some(c) => (letters.get(..=c)?, letters.get(c + 1..)?.to_vec()),
        None => (letters, vec![p.stutter(*letters.last()?)]),
    };
    p.violated_by(stem, &turn).then(|| crate::session::ltl_error(prog, done, cycle, &p.text))
}

/// A `divm-trace/1` file, or a JSON report that embeds one.
pub fn read_trace(trace_path: &Path) -> Result<TraceFile, DriverError> {
    let text = std::fs::read_to_string(trace_path).map_err(|e| DriverError::Input(format!("cannot read {}: {}", trace_path.display(), e)))?;
    parse_trace(&text, &trace_path.display().to_string())
}

/// The trace in `text` (read from the file `name`).
pub fn parse_trace(text: &str, name: &str) -> Result<TraceFile, DriverError> {
    // A report embeds the trace; accept either.
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| DriverError::Trace(format!("{}: not JSON ({})", name, e)))?;
    let value = if value.get("format").is_none() { value.get("trace").cloned().unwrap_or(value) } else { value };
    let trace: TraceFile = serde_json::from_value(value).map_err(|e| DriverError::Trace(format!("{}: not a {} file ({})", name, FORMAT, e)))?;
    if trace.format != FORMAT {
        return Err(DriverError::Trace(format!("unknown trace format '{}' (expected {})", trace.format, FORMAT)));
    }
    Ok(trace)
}

/// Refuses a trace made for another program or platform.
pub fn check_made_for(trace: &TraceFile, prog: &divm_vm::ir::Program, plat: &platform::Platform) -> Result<(), DriverError> {
    let here = format!("{:016x}", prog.hash);
    if trace.program != here {
        return Err(DriverError::Trace(format!(
            "the trace was made for another program (program hash {}, this one is {}): recompile with the same sources and options",
            trace.program, here
        )));
    }
    if &trace.platform() != plat {
        return Err(DriverError::Trace(format!(
            "the trace was made on {}, this replay runs on {}: give the same --os files (and --no-libc) as when it was made",
            trace.platform().describe(),
            plat.describe()
        )));
    }
    Ok(())
}

/// The mode the trace was made in: SMC runs see DiOS in `smc` mode.
pub fn trace_mode(t: &TraceFile) -> Mode {
    if t.query.is_some() {
        Mode::Smc
    } else {
        Mode::Check
    }
}

/// Where a step ends, as a divergence names it (the function too: a step
/// may end on the same line of another function).
fn place(l: &Option<crate::trace::Location>) -> String {
    l.as_ref().map(|l| format!("{}:{} in {}", l.file, l.line, l.function)).unwrap_or_else(|| "no location".into())
}

/// What following a trace found, besides an error edge.
enum Followed {
    Error(ErrorInfo),
    Diverged(String),
    /// The trace's cycle returned to the state where it began.
    CycleClosed,
    /// It did not.
    CycleOpen,
}

/// Follows a trace step by step: checks each step ends where the trace
/// says, finds a race between consecutive steps (`--data-races`), and
/// checks a lasso's cycle closes.
struct Follower<'a> {
    prog: &'a divm_vm::ir::Program,
    trace: &'a TraceFile,
    data_races: bool,
    /// The step being followed.
    index: usize,
    store: crate::store::Store,
    /// A lasso: the state where its cycle begins, to compare with its end.
    cycle_begins: Option<Vec<u32>>,
    /// `--data-races`: the previous step's thread and accesses.
    before: Option<(u32, Vec<divm_vm::SharedAccess>)>,
    outcome: Option<Followed>,
    /// An LTL counterexample: its property, and the letters of the
    /// initial state and of each step followed.
    ltl: Option<&'a crate::ltl::Property>,
    letters: Vec<u64>,
}

impl PathObserver for Follower<'_> {
    fn before(&mut self, m: &mut Machine, index: usize) -> bool {
        self.index = index;
        if let (Some(p), 0) = (self.ltl, index) {
            self.letters.push(p.letter(None, false, m));
        }
        if self.trace.cycle == Some(index) {
            self.cycle_begins = Some(crate::search::snapshot(m, &self.store));
        }
        if index < self.trace.steps.len() {
            return false;
        }
        if let Some(begin) = self.cycle_begins.take() {
            self.outcome = Some(if crate::search::snapshot(m, &self.store) == begin { Followed::CycleClosed } else { Followed::CycleOpen });
        }
        true
    }

    fn after(&mut self, m: &Machine, edge: &divm_vm::Edge, got: &Step) -> Option<End> {
        let i = self.index;
        let want = &self.trace.steps[i];
        let (_, alternatives) = want.concrete_choices();
        let same = match (&got.location, &want.location) {
            (Some(a), Some(b)) => a.same_place(b),
            (a, b) => a.is_none() && b.is_none(),
        };
        if got.alternatives != alternatives || !same {
            self.outcome = Some(Followed::Diverged(format!(
                "step {} diverged: the trace says it ends at {} after choices among {:?}, the program ends at {} after choices among {:?}",
                i + 1,
                place(&want.location),
                alternatives,
                place(&got.location),
                got.alternatives
            )));
            return Some(End::Stopped);
        }
        if let Some(p) = self.ltl {
            let exit = matches!(crate::session::edge_end(edge), crate::session::EdgeEnd::Exit(_));
            self.letters.push(p.letter(Some(edge), exit, m));
        }
        let thread = got.thread;
        if let (true, false, Some(t)) = (self.data_races, edge.error(), thread) {
            let b = self.before.take();
            if let Some((x, y)) = b.as_ref().filter(|b| b.0 != t).and_then(|b| crate::search::races::conflict(&b.1, &edge.accesses)) {
                self.outcome = Some(Followed::Error(race_error(self.prog, m, (b.map_or(0, |b| b.0), x), (t, y))));
                return Some(End::Stopped);
            }
            self.before = Some((t, edge.accesses.clone()));
        }
        None
    }
}
