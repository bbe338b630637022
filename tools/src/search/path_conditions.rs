//! Symbolic state matching beyond equal path conditions. A new state whose
//! explicit part is a visited state's (everything but the terms and the
//! path condition: the stored vector with the path condition left out and
//! each object with terms replaced by its copy with the terms erased) is
//! covered when, for every valuation of the inputs, its path condition
//! holds exactly when the visited one's does (with
//! `--symbolic-subsumption`: implies it) and, where it holds, each of its
//! symbolic bytes equals the visited state's at the same place. Then
//! every memory it can be in is one the visited state can be in: it has
//! nothing new to show and is not explored. Inputs are numbered alike in
//! both (`Machine::normalise_symbolic`), so they are compared as the same
//! variables; each condition is one solver query.

use crate::solver::Z3;
use crate::store::{vector, Interner};
use divm_vm::abi::{CR_COUNT, CR_SYMBOLIC};
use divm_vm::ir::IPred;
use divm_vm::term::{self, Sat, Solver, Term};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Where the low word of `CR_SYMBOLIC` (the path condition) sits in a
/// stored state's vector (`store::vector`): after the object count.
const PC_WORD: usize = 1 + 2 * CR_SYMBOLIC;
const _: () = assert!(CR_SYMBOLIC < CR_COUNT);

/// A state's path condition and the terms of its symbolic bytes, in
/// canonical order.
type SymbolicPart = (Term, Vec<Term>);

pub struct PathConditions {
    solver: Arc<Z3>,
    subsumption: bool,
    /// The explored states' symbolic parts, by their explicit part.
    seen: Mutex<HashMap<Box<[u32]>, Vec<SymbolicPart>>>,
    /// States found covered.
    pub covered: AtomicU64,
}

impl PathConditions {
    pub fn new(solver: Arc<Z3>, subsumption: bool) -> PathConditions {
        PathConditions { solver, subsumption, seen: Mutex::new(HashMap::new()), covered: AtomicU64::new(0) }
    }

    /// Whether the state `words`, new to the visited set, is covered by an
    /// explored state; if not, it is remembered as explored.
    pub fn covered(&self, words: &[u32], interner: &mut Interner) -> bool {
        // Without inputs (count 0, in the high word) the path condition is
        // true and memory holds no term.
        if words.len() <= PC_WORD + 1 || words[PC_WORD + 1] == 0 {
            return false;
        }
        let pc = Term(words[PC_WORD]);
        let mut key: Box<[u32]> = words.into();
        key[PC_WORD] = 0;
        let mut bytes = Vec::new();
        let first = vector::OBJECTS;
        for k in 0..vector::decode(words).objects.len() {
            let o = interner.object(words[first + k]);
            if o.has_terms() {
                bytes.extend(o.terms().map(|(_, t)| t));
                key[first + k] = interner.intern(divm_vm::memory::Handle::new(o.erase_terms()));
            }
        }
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        let known = seen.entry(key).or_default();
        for (old, old_bytes) in known.iter() {
            if old_bytes.len() != bytes.len() {
                continue;
            }
            let same_bytes =
                bytes.iter().zip(old_bytes).filter(|(a, b)| a != b).fold(term::TRUE, |acc, (&a, &b)| term::and(acc, term::cmp(IPred::Eq, a, b)));
            if self.implies(pc, *old) && (self.subsumption || self.implies(*old, pc)) && self.implies(pc, same_bytes) {
                self.covered.fetch_add(1, Ordering::Relaxed);
                return true;
            }
        }
        known.push((pc, bytes));
        false
    }

    /// Whether `a` implies `b` (an unknown answer: no).
    fn implies(&self, a: Term, b: Term) -> bool {
        self.solver.check(term::and(a, term::not(b))) == Sat::No
    }
}
