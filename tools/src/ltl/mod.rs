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
