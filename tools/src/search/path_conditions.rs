//! Symbolic state matching beyond equal path conditions: a new state whose
//! explicit part and terms are a visited state's, and whose path condition
//! is equivalent to the visited one's (with `--symbolic-subsumption`:
//! implies it), has nothing new to show and is not explored.
//!
//! Terms are hash-consed and the states' inputs numbered alike
//! (`Machine::normalise_symbolic`), so "same terms" is an exact compare of
//! the stored state with its path condition left out; the path
//! conditions then take one solver query each way.

use crate::solver::Z3;
use divm_vm::abi::{CR_COUNT, CR_SYMBOLIC};
use divm_vm::term::{self, Sat, Solver, Term};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Where the low word of `CR_SYMBOLIC` (the path condition) sits in a
/// stored state's vector (`store::vector`): after the object count.
const PC_WORD: usize = 1 + 2 * CR_SYMBOLIC;
const _: () = assert!(CR_SYMBOLIC < CR_COUNT);

pub struct PathConditions {
    solver: Arc<Z3>,
    subsumption: bool,
    /// The path conditions explored, by the rest of the state's vector.
    seen: Mutex<HashMap<Box<[u32]>, Vec<Term>>>,
    /// States found covered.
    pub covered: AtomicU64,
}

impl PathConditions {
    pub fn new(solver: Arc<Z3>, subsumption: bool) -> PathConditions {
        PathConditions { solver, subsumption, seen: Mutex::new(HashMap::new()), covered: AtomicU64::new(0) }
    }

    /// Whether the state `words`, new to the visited set, is covered by an
    /// explored state; if not, it is remembered as explored.
    pub fn covered(&self, words: &[u32]) -> bool {
        // Without inputs (count 0, in the high word) the path condition is true.
        if words.len() <= PC_WORD + 1 || words[PC_WORD + 1] == 0 {
            return false;
        }
        let pc = Term(words[PC_WORD]);
        let mut rest: Box<[u32]> = words.into();
        rest[PC_WORD] = 0;
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        let known = seen.entry(rest).or_default();
        for &old in known.iter() {
            if self.implies(pc, old) && (self.subsumption || self.implies(old, pc)) {
                self.covered.fetch_add(1, Ordering::Relaxed);
                return true;
            }
        }
        known.push(pc);
        false
    }

    /// Whether `a` implies `b` (an unknown answer: no).
    fn implies(&self, a: Term, b: Term) -> bool {
        self.solver.check(term::and(a, term::not(b))) == Sat::No
    }
}
