//! One random run, from the booted state to the step bound or the end.

use super::observe::{Facts, Observer};
use super::probe::Var;
use super::query::Aggregate;
use crate::choice::Redraw;
use crate::program::{calls_anywhere, calls_from_user_code};
use crate::session::{edge_end, edge_error, EdgeEnd, World};
use crate::trace::Step;
use crate::verdict::ErrorKind;
use divm_vm::eval::State;
use divm_vm::ir::Program;
use divm_vm::{Edge, Machine, VmError};

/// Attempts at one edge before its run is discarded: an edge whose
/// choices almost all fail an assumption (`assume(x == 12345)` over a
/// 32-bit input) is not searched through.
const MAX_REDRAWS: u32 = 10_000;

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// The proposition held (`Pr` queries stop there).
    Satisfied,
    /// The step bound was reached.
    Bound,
    Exit,
    /// An error edge of this kind (`deadlock` included).
    Error(ErrorKind),
    /// Every choice of an edge failed an assumption (or `MAX_REDRAWS`
    /// did): the run is discarded and not counted.
    Discarded,
}

#[derive(Clone, Debug)]
pub struct RunOutcome {
    pub end: RunEnd,
    /// Edges taken; for a satisfied run, the edge where it first held
    /// (0: already in the initial state).
    pub edges: u64,
    /// For `Estimate`: the max (or min) of the expression over the run;
    /// `None` if it was never defined.
    pub value: Option<i64>,
}

/// The seed of run `index` under the user's `seed`: runs are independent
/// and each is reproducible on its own, whichever worker executes it.
pub fn run_seed(seed: u64, index: u64) -> u64 {
    let mut bytes = [0u8; 16];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    bytes[8..].copy_from_slice(&index.to_le_bytes());
    xxhash_rust::xxh3::xxh3_64(&bytes)
}

/// A machine booted once, reset to its initial state for every run.
pub struct Runner<'p> {
    prog: &'p Program,
    machine: Machine<'p>,
    initial: State,
    observer: Observer,
    vars: Vec<Var>,
    bound: u64,
    leak: bool,
    /// Some code may fail an assumption (`__VERIFIER_assume`, or `abort`
    /// ending a path under SV-COMP's rules): each edge keeps the state
    /// before it, to draw again from there (`edge`). Otherwise a
    /// cancelled edge, which the scheduler of random runs never makes,
    /// discards its run, and no edge pays for a copy.
    redraw: bool,
}

impl<'p> Runner<'p> {
    pub fn new(prog: &'p Program, world: &World, observer: Observer, vars: Vec<Var>, bound: u64) -> Result<Runner<'p>, VmError> {
        let mut cfg = world.config();
        if let Observer::Reach(c) = &observer {
            c.watched(&mut cfg.watch_calls);
        }
        let machine = Machine::boot(prog, cfg)?;
        let initial = machine.state.clone();
        let redraw = calls_anywhere(prog, "__VERIFIER_assume") || calls_from_user_code(prog, "abort");
        Ok(Runner { prog, machine, initial, observer, vars, bound, leak: world.flags.leak, redraw })
    }

    /// A runner whose edges stop with `VmLimit::Stopped` once `stop` is set.
    pub fn stopped_by(mut self, stop: std::sync::Arc<std::sync::atomic::AtomicBool>) -> Runner<'p> {
        self.machine.cfg.stop = Some(stop);
        self
    }

    /// Run `index` of `seed`; with `steps`, also describes every edge.
    pub fn run(&mut self, seed: u64, index: u64, mut steps: Option<&mut Vec<Step>>) -> Result<RunOutcome, VmError> {
        self.machine.state = self.initial.clone();
        let mut chooser = Redraw::new(run_seed(seed, index));
        let mut value = None;
        if let Some(end) = self.observe(&Facts::default(), &mut value) {
            return Ok(RunOutcome { end, edges: 0, value });
        }
        for n in 1..=self.bound {
            let Some(edge) = self.edge(&mut chooser)? else {
                return Ok(RunOutcome { end: RunEnd::Discarded, edges: n, value });
            };
            if let Some(s) = steps.as_deref_mut() {
                s.push(Step::from_edge(self.prog, &edge));
            }
            if let Some(end) = self.after_edge(&edge, &mut value) {
                return Ok(RunOutcome { end, edges: n, value });
            }
        }
        Ok(RunOutcome { end: RunEnd::Bound, edges: self.bound, value })
    }

    /// The next edge, drawn again while it is cancelled (a failed
    /// assumption), from the state before it, among the choices that
    /// remain, as exhaustive search drops a cancelled edge and keeps the
    /// others; `None` when every choice is cancelled (or after
    /// `MAX_REDRAWS` attempts): the run is discarded.
    fn edge(&mut self, chooser: &mut Redraw) -> Result<Option<Edge>, VmError> {
        chooser.next_edge();
        let before = self.redraw.then(|| self.machine.state.clone());
        for _ in 0..MAX_REDRAWS {
            let edge = self.machine.run_edge(chooser)?;
            if edge_end(&edge) != EdgeEnd::Cancelled {
                return Ok(Some(edge));
            }
            let Some(before) = &before else { return Ok(None) };
            if !chooser.retry() {
                return Ok(None);
            }
            self.machine.state = before.clone();
        }
        Ok(None)
    }

    /// Observes the state after `edge`; `Some` when the run ends there.
    pub fn after_edge(&mut self, edge: &Edge, value: &mut Option<i64>) -> Option<RunEnd> {
        let how = edge_end(edge);
        if how == EdgeEnd::Cancelled {
            return Some(RunEnd::Discarded);
        }
        let mut error = (how == EdgeEnd::Error).then(|| edge_error(self.prog, edge, None).kind);
        if error.is_none() && self.leak && !self.machine.collect_garbage().is_empty() {
            error = Some(ErrorKind::Leak);
        }
        let exit = matches!(how, EdgeEnd::Exit(_));
        let facts = Facts { error, exit, edge: Some(edge) };
        if let Some(end) = self.observe(&facts, value) {
            return Some(end);
        }
        match error {
            Some(kind) => Some(RunEnd::Error(kind)),
            None if exit => Some(RunEnd::Exit),
            None => None,
        }
    }

    fn observe(&self, facts: &Facts, value: &mut Option<i64>) -> Option<RunEnd> {
        match &self.observer {
            Observer::Reach(c) => c.holds(facts, &self.vars, &self.machine).then_some(RunEnd::Satisfied),
            Observer::Extreme(agg, term) => {
                if let Some(v) = term.eval(&self.vars, &self.machine) {
                    *value = Some(match (*value, agg) {
                        (None, _) => v,
                        (Some(old), Aggregate::Max) => old.max(v),
                        (Some(old), Aggregate::Min) => old.min(v),
                    });
                }
                None
            }
        }
    }

    pub fn machine(&mut self) -> &mut Machine<'p> {
        &mut self.machine
    }

    pub fn initial(&self) -> &State {
        &self.initial
    }

    pub fn bound(&self) -> u64 {
        self.bound
    }

    /// Whether the proposition holds in the initial state.
    pub fn holds_initially(&self) -> bool {
        let mut v = None;
        self.observe(&Facts::default(), &mut v).is_some()
    }
}
