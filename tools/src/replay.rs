//! `divm replay`: re-execute a counterexample step by step.

use crate::choice::Listed;
use crate::compile::CompileOpts;
use crate::error::DriverError;
use crate::platform::{self, OsOpts};
use crate::report::steps_text;
use crate::session::{edge_error, leak_error, nontermination_error, race_error, ErrorInfo, Mode, World};
use crate::trace::{Step, TraceFile, FORMAT};
use crate::{program, world, SemanticOpts};
use divm_vm::Machine;
use std::path::PathBuf;

pub fn replay(files: &[PathBuf], sem: &SemanticOpts, copts: &CompileOpts, os: &OsOpts) -> Result<i32, DriverError> {
    let (trace_path, sources) = files.split_last().ok_or_else(|| DriverError::Usage("usage: divm replay FILE.c TRACE.json".into()))?;
    let text = std::fs::read_to_string(trace_path).map_err(|e| DriverError::Input(format!("cannot read {}: {}", trace_path.display(), e)))?;
    // A report embeds the trace; accept either.
    let value: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| DriverError::Trace(format!("{}: not JSON ({})", trace_path.display(), e)))?;
    let value = if value.get("format").is_none() { value.get("trace").cloned().unwrap_or(value) } else { value };
    let trace: TraceFile =
        serde_json::from_value(value).map_err(|e| DriverError::Trace(format!("{}: not a {} file ({})", trace_path.display(), FORMAT, e)))?;
    if trace.format != FORMAT {
        return Err(DriverError::Trace(format!("unknown trace format '{}' (expected {})", trace.format, FORMAT)));
    }
    let (prog, plat) = program::build(sources, copts, os)?;
    let here = format!("{:016x}", prog.hash);
    if trace.program != here {
        return Err(DriverError::Trace(format!(
            "the trace was made for another program (program hash {}, this one is {}): recompile with the same sources and options",
            trace.program, here
        )));
    }
    if trace.platform() != plat {
        return Err(DriverError::Trace(format!(
            "the trace was made on {}, this replay runs on {}: give the same --os files (and --no-libc) as when it was made",
            trace.platform().describe(),
            plat.describe()
        )));
    }
    let mut w: World = world(trace_mode(&trace), sem)?;
    let mut given = w.flags.clone();
    // Options of `check` that the trace records, not given to replay.
    given.data_races = trace.flags.data_races;
    given.abort_ends_path = trace.flags.abort_ends_path;
    // The guest's input files are contents, not flags: they must be given again.
    if given.files != trace.flags.files || given.stdin != trace.flags.stdin {
        return Err(DriverError::Trace(format!(
            "the trace was made with other input files (--file {:?}, --stdin {:?}) than given ({:?}, {:?})",
            trace.flags.files, trace.flags.stdin, given.files, given.stdin
        )));
    }
    let default = crate::trace::SemanticFlags {
        data_races: trace.flags.data_races,
        abort_ends_path: trace.flags.abort_ends_path,
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
        let values = crate::trace::input_values(&trace.steps).map_err(|i| DriverError::Trace(format!("input {} of the trace has no value", i)))?;
        w.concrete_inputs = Some(std::sync::Arc::new(values));
    }
    platform::preflight(&prog, &plat, w.config())?;
    let mut m = Machine::boot(&prog, w.config()).map_err(|e| DriverError::Load(e.to_string()))?;
    let mut done: Vec<Step> = Vec::new();
    let mut error: Option<ErrorInfo> = None;
    // A lasso: the state where its cycle begins, to compare with its end.
    let store = crate::store::Store::new();
    let mut cycle_begins = None;
    // `--data-races`: the previous step's thread and accesses.
    let mut before: Option<(u32, Vec<divm_vm::SharedAccess>)> = None;
    for (i, want) in trace.steps.iter().enumerate() {
        if trace.cycle == Some(i) {
            cycle_begins = Some(crate::search::snapshot(&mut m, &store));
        }
        let (choices, alternatives) = want.concrete_choices();
        let mut ch = Listed { values: choices, next: 0 };
        let edge = m.run_edge(&mut ch).map_err(|e| DriverError::Trace(format!("step {}: the VM stopped: {}", i + 1, e)))?;
        let got = Step::from_edge(&prog, &edge);
        let same = match (&got.location, &want.location) {
            (Some(a), Some(b)) => a.same_place(b),
            (a, b) => a.is_none() && b.is_none(),
        };
        if got.alternatives != alternatives || !same {
            print!("{}", steps_text(&done, trace.cycle));
            return Err(DriverError::Trace(format!(
                "step {} diverged: the trace says it ends at {} with choices {:?}, the program ends at {} with choices {:?}",
                i + 1,
                want.location.as_ref().map(|l| format!("{}:{}", l.file, l.line)).unwrap_or_default(),
                alternatives,
                got.location.as_ref().map(|l| format!("{}:{}", l.file, l.line)).unwrap_or_default(),
                got.alternatives
            )));
        }
        let thread = got.thread;
        done.push(got);
        if edge.error() {
            error = Some(edge_error(&prog, &edge, thread));
            break;
        }
        if let (true, Some(t)) = (w.flags.data_races, thread) {
            if let Some((x, y)) = before.as_ref().filter(|b| b.0 != t).and_then(|b| crate::search::races::conflict(&b.1, &edge.accesses)) {
                error = Some(race_error(&prog, &m, (before.map_or(0, |b| b.0), x), (t, y)));
                break;
            }
            before = Some((t, edge.accesses.clone()));
        }
        let leaks = m.collect_garbage();
        if w.flags.leak && !leaks.is_empty() {
            error = Some(leak_error(&prog, &leaks, thread));
            break;
        }
    }
    if let (Some(begin), None) = (cycle_begins, &error) {
        if crate::search::snapshot(&mut m, &store) == begin {
            error = Some(nontermination_error(&prog, &done, trace.cycle.unwrap_or(0)));
        } else {
            print!("{}", steps_text(&done, trace.cycle));
            println!("the cycle did not return to the state where it began: it does not show a run that never ends");
            return Ok(2);
        }
    }
    print!("{}", steps_text(&done, trace.cycle));
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

/// The mode the trace was made in: SMC runs see DiOS in `smc` mode.
fn trace_mode(t: &TraceFile) -> Mode {
    if t.query.is_some() {
        Mode::Smc
    } else {
        Mode::Check
    }
}
