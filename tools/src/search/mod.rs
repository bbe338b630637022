//! Explicit-state search over the VM's successor function.
//!
//! A state's successors are found by re-running the edge from it with every
//! sequence of choices (`__vm_choose`): the first run takes value 0 at every
//! new choice, the next run increments the last choice that has values
//! left, and so on. States are compared by their canonical form (exact).
//! `workers.rs` runs the search on parallel workers.

mod cycles;
pub use cycles::Algorithm as CycleAlgorithm;
mod ndfs;
mod nodes;
mod owcty;
mod path_conditions;
mod product;
pub mod races;
mod view;
mod visited;
mod workers;

pub use nodes::MAX_WORKERS;
pub use workers::explore;

/// Workers when `--threads` is not given: every core.
pub fn default_workers() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}

use crate::choice::Enumerator;
use crate::session::{ErrorInfo, World};
use crate::trace::Step;
use crate::verdict::Unknown;
use divm_vm::ir::Program;
use divm_vm::Machine;

pub struct Limits {
    pub max_states: Option<u64>,
    pub time_limit: Option<f64>,
    pub max_memory: Option<u64>,
    /// Keep only a 64-bit hash of each visited state (probabilistic: two
    /// different states with the same hash are merged).
    pub hash_compaction: bool,
}

/// The order states are expanded in (`--order`).
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Breadth-first: the shortest counterexample.
    Bfs,
    /// Depth-first.
    Dfs,
}

/// What the search checks besides safety.
#[derive(Clone, Copy)]
pub enum Liveness<'a> {
    Safety,
    /// `--termination`: a run that never ends is an error; `fair`: only
    /// under weak fairness over threads.
    Termination {
        fair: bool,
    },
    /// `--ltl`: a run that violates the property is an error.
    Ltl {
        fair: bool,
        property: &'a crate::ltl::Property,
    },
}

pub enum Verdict {
    Safe,
    /// `cycle`: for a run that never ends, the step from which the path
    /// repeats forever.
    Error {
        error: ErrorInfo,
        path: Vec<Step>,
        cycle: Option<usize>,
    },
    Unknown(Unknown),
}

pub struct Outcome {
    pub verdict: Verdict,
    pub states: u64,
    pub transitions: u64,
    /// VM instructions executed by all edges, cancelled ones included.
    pub instructions: u64,
    pub caveats: Vec<String>,
    /// What the watched loop heads saw (`World::loop_watch`).
    pub loop_values: crate::invariants::LoopValues,
    /// The sync-point reduction was void (a data race): the verdict does
    /// not count, and the search must run again without it.
    pub por_void: bool,
}

/// Re-executes a path from the initial state to describe each edge;
/// `last` is the edge that found the error, run again for the path
/// condition at its end (whose model gives the symbolic inputs' values).
fn replay_steps(prog: &Program, world: &World, path: &[Vec<u32>], last: Step) -> Vec<Step> {
    let Some((mut m, mut steps)) = follow(prog, world, path) else { return vec![last] };
    // (Run again here, the last step says its nondet values, and numbers
    // its inputs as this path does: the search renumbers inputs as it
    // stores states.)
    let mut last = last;
    let mut ch = Enumerator::new(last.choices.clone());
    let before = crate::assigned::before(&m);
    if let Ok(edge) = m.run_edge(&mut ch) {
        last = Step::from_edge(prog, &edge);
        last.assigned = crate::assigned::changes(&before, &m);
    }
    steps.push(last);
    set_input_values(world, &m, &mut steps);
    steps
}

/// Boots a machine and runs the edges `path` chooses, as the search stored
/// them: the machine and a step per edge run (fewer if one failed).
fn follow<'p>(prog: &'p Program, world: &World, path: &[Vec<u32>]) -> Option<(Machine<'p>, Vec<Step>)> {
    // (Said values are INFO traces: the path is the same.)
    let mut m = Machine::boot(prog, World { describe: true, ..world.clone() }.config()).ok()?;
    let mut steps = Vec::with_capacity(path.len() + 2);
    for choices in path {
        let before = crate::assigned::before(&m);
        let Ok(edge) = m.run_edge(&mut Enumerator::new(choices.clone())) else { break };
        let mut step = Step::from_edge(prog, &edge);
        step.assigned = crate::assigned::changes(&before, &m);
        steps.push(step);
        m.collect_garbage();
    }
    Some((m, steps))
}

/// Symbolic mode: gives the steps' inputs the values of a model of the
/// path condition at the end of the path `m` ran.
fn set_input_values(world: &World, m: &Machine, steps: &mut [Step]) {
    if let Some(solver) = &world.solver {
        let model = divm_vm::term::Solver::model(&**solver, m.path_condition()).unwrap_or_default();
        for i in steps.iter_mut().flat_map(|s| s.inputs.iter_mut()) {
            i.set_bits(model.iter().find(|m| m.0 == i.index).map_or(0, |m| m.1));
        }
    }
}

/// The verdict of a lasso the cycle search found: its steps, replayed,
/// with a `nontermination` error (`--ltl`: an `ltl` one, once the lasso's
/// word is checked to violate the formula).
fn lasso_verdict(prog: &Program, world: &World, lasso: &cycles::LassoChoices, ltl: Option<&crate::ltl::Property>) -> Verdict {
    match lasso_steps(prog, world, &lasso.stem, &lasso.cycle, ltl) {
        Ok((path, letters)) => {
            let cycle = lasso.stem.len();
            let Some(p) = ltl else {
                return Verdict::Error { error: crate::session::nontermination_error(prog, &path, cycle), path, cycle: Some(cycle) };
            };
            // The word: the initial state's letter, one per stem step,
            // then the cycle's; a run that ends repeats its last state.
            let (stem, turn) = letters.split_at(cycle + 1);
            let ended = turn.is_empty();
            let turn = if ended { vec![p.stutter(letters[cycle])] } else { turn.to_vec() };
            if ended && letters[cycle] & crate::ltl::EXIT_EDGE == 0 {
                return Verdict::Unknown(Unknown::ReplayMismatch("divm found a run that ends, but its replay does not end".into()));
            }
            if !p.violated_by(stem, &turn) {
                return Verdict::Unknown(Unknown::ReplayMismatch(format!("divm found a lasso, but its replay satisfies '{}'", p.text)));
            }
            let cycle = (!ended).then_some(cycle);
            Verdict::Error { error: crate::session::ltl_error(prog, &path, cycle, &p.text), path, cycle }
        }
        Err(why) => Verdict::Unknown(Unknown::ReplayMismatch(format!("divm found a cycle, but its replay {}", why))),
    }
}

/// Runs a lasso's stem, then its cycle, and checks that the cycle returns
/// to the state where it began. With an LTL property, also the letter of
/// the initial state and of every step.
fn lasso_steps(
    prog: &Program,
    world: &World,
    stem: &[Vec<u32>],
    cycle: &[Vec<u32>],
    ltl: Option<&crate::ltl::Property>,
) -> Result<(Vec<Step>, Vec<u64>), String> {
    let mut m = Machine::boot(prog, world.config()).map_err(|e| format!("failed to boot: {}", e))?;
    let store = crate::store::Store::new();
    let mut steps = Vec::with_capacity(stem.len() + cycle.len());
    let mut letters = Vec::new();
    if let Some(p) = ltl {
        m.collect_garbage();
        letters.push(p.letter(None, false, &m));
    }
    let mut begin = Vec::new();
    for (i, choices) in stem.iter().chain(cycle).enumerate() {
        if i == stem.len() {
            begin = snapshot(&mut m, &store);
        }
        let mut ch = Enumerator::new(choices.clone());
        let before = crate::assigned::before(&m);
        let edge = m.run_edge(&mut ch).map_err(|e| format!("stopped at step {}: {}", i + 1, e))?;
        if edge.error() || edge.cancelled() {
            return Err(format!("ended at step {}", i + 1));
        }
        if let Some(p) = ltl {
            let exit = matches!(crate::session::edge_end(&edge), crate::session::EdgeEnd::Exit(_));
            letters.push(p.letter(Some(&edge), exit, &m));
        }
        let mut step = Step::from_edge(prog, &edge);
        step.assigned = crate::assigned::changes(&before, &m);
        steps.push(step);
        m.collect_garbage();
    }
    if !cycle.is_empty() && snapshot(&mut m, &store) != begin {
        return Err("did not return to the state where the cycle began".into());
    }
    Ok((steps, letters))
}

/// The canonical state vector of the machine's state, as the search stores
/// it; the machine goes on from that vector, as a search worker would.
pub(crate) fn snapshot(m: &mut Machine, store: &crate::store::Store) -> Vec<u32> {
    m.normalise_symbolic();
    let mut c = m.canonical();
    let mut words = Vec::new();
    let mut interner = crate::store::Interner::new(store, false);
    interner.put(&mut c, &mut words);
    m.recycle_canonical(c);
    let state = crate::store::vector::decode(&words);
    let mut freed = Vec::new();
    state.freed_into(&mut freed);
    let mut segments = Vec::new();
    state.segments_into(&mut segments);
    m.restore(&state.ctl, state.objects, |h| interner.object(h), &freed, &segments);
    words
}

/// The concrete run of a symbolic counterexample (`steps`, whose inputs
/// have their values): each input returns its value and the forks are not
/// choices. Its steps, and the error its last edge finds; `None` outside
/// symbolic mode, or if the run does not end in an error there (which
/// would be a bug: the symbolic steps are kept then).
pub(crate) fn concrete_steps(prog: &Program, world: &World, steps: &[Step]) -> Option<(Vec<Step>, crate::session::ErrorInfo)> {
    world.solver.as_ref()?;
    let values = crate::trace::input_values(steps).ok()?;
    let mut concrete = world.clone();
    concrete.solver = None;
    concrete.concrete_inputs = Some(std::sync::Arc::new(values));
    let mut m = Machine::boot(prog, concrete.config()).ok()?;
    let mut out = Vec::with_capacity(steps.len());
    for (k, want) in steps.iter().enumerate() {
        let (choices, alternatives) = want.concrete_choices();
        let mut ch = crate::choice::Listed { values: choices, next: 0 };
        let before = crate::assigned::before(&m);
        let edge = m.run_edge(&mut ch).ok()?;
        let mut got = Step::from_edge(prog, &edge);
        got.assigned = crate::assigned::changes(&before, &m);
        if got.alternatives != alternatives {
            return None;
        }
        // The inputs as the symbolic run numbered and valued them.
        got.inputs.clone_from(&want.inputs);
        got.forks.clone_from(&want.forks);
        got.choices.clone_from(&want.choices);
        got.alternatives.clone_from(&want.alternatives);
        let thread = got.thread;
        out.push(got);
        if k + 1 == steps.len() {
            return edge.error().then(|| (out, crate::session::edge_error(prog, &edge, thread)));
        }
        m.collect_garbage();
    }
    None
}
