//! Which threads a counterexample's steps created, and where: a replay of
//! its steps that watches the OS's thread creation, for the `createThread`
//! edges of GraphML witnesses. The search never watches it, so it costs
//! nothing there.

use crate::session::World;
use crate::sim::inspect;
use crate::trace::{self, Location, Step};
use divm_vm::ir::Program;
use divm_vm::{CallSite, Machine};
use std::collections::{HashMap, VecDeque};

/// A thread a step created.
#[derive(Clone, Debug, PartialEq)]
pub struct Created {
    /// Its id, as the steps name threads.
    pub thread: u32,
    /// Its start routine, and the line where the routine begins.
    pub function: String,
    pub function_line: u32,
    /// The line of the program's own code that created it.
    pub at: Location,
    /// How many of the step's inputs were made before it.
    pub inputs_before: usize,
}

/// The OS's function every thread creation goes through (`pthread_create`,
/// `thrd_create`).
const CREATE: &str = "__dios_thread_create";

/// Per step, the threads it created, in order of their ids. `None` when
/// the replay does not follow the steps, or the OS does not describe its
/// threads: a witness then names no creation rather than a wrong one.
pub fn created(prog: &Program, world: &World, steps: &[Step]) -> Option<Vec<Vec<Created>>> {
    let create = *prog.by_name.get(CREATE)?;
    let mut w = world.clone();
    w.watch_calls.push(create);
    w.loop_watch = None;
    let symbolic = w.solver.is_some();
    if symbolic {
        // (As `search::concrete_steps`: the inputs' values, no forks.)
        w.concrete_inputs = Some(std::sync::Arc::new(trace::input_values(steps).ok()?));
        w.solver = None;
    }
    let mut m = Machine::boot(prog, w.config()).ok()?;
    let mut known: Vec<u64> = inspect::threads(&m)?.iter().map(|t| t.id).collect();
    // Each thread's calls of CREATE not yet matched by a new thread: an
    // edge may stop inside the call, at the creation's visible action, and
    // the thread appear in the creator's next step.
    let mut pending: HashMap<Option<u32>, VecDeque<(CallSite, bool)>> = HashMap::new();
    let mut out = Vec::with_capacity(steps.len());
    for step in steps {
        let choices = if symbolic { step.concrete_choices().0 } else { step.choices.clone() };
        let edge = m.run_edge(&mut crate::choice::Listed { values: choices, next: 0 }).ok()?;
        if trace::edge_thread(&edge) != step.thread {
            return None;
        }
        let sites = pending.entry(step.thread).or_default();
        for s in sites.iter_mut() {
            // (A call left from an earlier step: the creation comes first here.)
            s.1 = false;
        }
        sites.extend(edge.calls.iter().zip(&edge.call_sites).filter(|(f, _)| **f == create).map(|(_, s)| (*s, true)));
        let threads = inspect::threads(&m)?;
        let mut new: Vec<&inspect::ThreadView> = threads.iter().filter(|t| !known.contains(&t.id)).collect();
        new.sort_by_key(|t| t.id);
        let mut here = Vec::new();
        for t in new {
            let (site, this_step) = sites.pop_front()?;
            let inputs_before = if this_step { site.inputs_before as usize } else { 0 };
            let function = t.start.clone()?;
            let function_line = prog.functions[prog.function(&function)? as usize].loc.line;
            here.push(Created { thread: u32::try_from(t.id).ok()?, function, function_line, at: trace::location(prog, site.at), inputs_before });
        }
        out.push(here);
        known = threads.iter().map(|t| t.id).collect();
        m.collect_garbage();
    }
    Some(out)
}
