//! `divm check --ltl FORMULA`: LTL properties of the program's runs.
//!
//! The formula (`formula.rs`) is negated and made a Büchi automaton
//! (`buchi.rs`); the search logs every transition with its letter (which
//! atoms hold on it, `Property::letter`), and the product of the state
//! graph with the automaton is searched for accepting, weakly fair cycles
//! (`search/product.rs`). docs/liveness.md says why the product is built
//! by the search rather than by a monitor in the guest.

pub mod buchi;
pub mod formula;

use crate::compile::CompileOpts;
use crate::error::DriverError;
use crate::smc::observe::{Check, Facts};
use crate::smc::probe::{self, Var};
use crate::smc::query::Prop;
use buchi::Buchi;
use divm_vm::ir::{FuncId, Program};
use divm_vm::{Edge, Machine};
use formula::{Formula, Ltl};
use std::path::PathBuf;

/// A letter's bit that no atom uses: the transition is the program's
/// exit, so the run may end in the state it reaches.
pub const EXIT_EDGE: u64 = 1 << 63;

/// A formula ready to check on a program.
pub struct Property {
    /// As the user wrote it.
    pub text: String,
    formula: Formula,
    /// Accepts the runs that violate the formula.
    pub automaton: Buchi,
    checks: Vec<Check>,
    vars: Vec<Var>,
    /// The atoms that read only the state (comparisons of globals); the
    /// others are facts of a step (labels, calls, exit).
    state_atoms: u64,
}

/// Parses a formula: a bad one is a usage error with its position.
pub fn parse(text: &str) -> Result<Formula, DriverError> {
    formula::parse(text).map_err(|e| DriverError::Usage(format!("--ltl '{}': {}", crate::error::excerpt(text), e)))
}

impl Property {
    /// Resolves the formula's names in the program (`files`, `copts`: its
    /// sources, for the layout of fields and elements).
    pub fn new(text: &str, formula: Formula, prog: &Program, files: &[PathBuf], copts: &CompileOpts) -> Result<Property, DriverError> {
        let mut names = Vec::new();
        for a in &formula.atoms {
            a.vars(&mut names);
        }
        // (The atoms' messages name the smc query they come from.)
        let ours = |m: String| DriverError::Usage(m.replacen("query: ", "--ltl: ", 1));
        let vars = probe::resolve(prog, &names, files, copts).map_err(|e| match e {
            DriverError::Usage(m) => ours(m),
            e => e,
        })?;
        let checks = formula.atoms.iter().map(|a| Check::new(a, prog, &vars)).collect::<Result<Vec<_>, _>>().map_err(ours)?;
        let state_atoms = formula.atoms.iter().enumerate().filter(|(_, a)| matches!(a, Prop::Cmp(..))).fold(0, |m, (i, _)| m | 1 << i);
        let automaton = buchi::automaton(&Ltl::not(formula.root.clone()))
            .map_err(|e| DriverError::Usage(format!("--ltl '{}': {}", crate::error::excerpt(text), e)))?;
        Ok(Property { text: formula::unquote(text).to_string(), formula, automaton, checks, vars, state_atoms })
    }

    /// Functions whose calls the VM must record (`call:FUNC`).
    pub fn watched(&self) -> Vec<FuncId> {
        let mut out = Vec::new();
        for c in &self.checks {
            c.watched(&mut out);
        }
        out
    }

    /// The atoms that hold on a step: `edge` (none before the first), and
    /// `m`'s state after it; `exit`: the edge ended the program.
    pub fn letter(&self, edge: Option<&Edge>, exit: bool, m: &Machine) -> u64 {
        let facts = Facts { error: None, exit, edge };
        let atoms = self.checks.iter().enumerate().filter(|(_, c)| c.holds(&facts, &self.vars, m)).fold(0, |l, (i, _)| l | 1 << i);
        if exit {
            atoms | EXIT_EDGE
        } else {
            atoms
        }
    }

    /// The letter of a step that stays in the state `letter` reached (a
    /// run that ended repeats its last state forever).
    pub fn stutter(&self, letter: u64) -> u64 {
        letter & self.state_atoms
    }

    /// Whether the lasso word `stem` then `cycle` forever violates the
    /// formula (a check of each counterexample, independent of the
    /// automaton).
    pub fn violated_by(&self, stem: &[u64], cycle: &[u64]) -> bool {
        let atoms = !EXIT_EDGE;
        let clean = |w: &[u64]| w.iter().map(|l| l & atoms).collect::<Vec<_>>();
        !self.formula.root.holds_on_lasso(&clean(stem), &clean(cycle))
    }
}
