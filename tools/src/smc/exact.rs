//! `divm smc --exact`: the exact probability of `Pr[<=N](<> PROP)` by
//! enumerating every path of at most N edges, each weighted by the product
//! of its choices' probabilities (uniform, or by `__vm_choose_weighted`'s
//! weights), as the sampler draws them. Meant for small models: it is how
//! the tests know the true value that sampling estimates.

use super::runner::{RunEnd, Runner};
use crate::choice::{next_prefix, Enumerator};
use divm_vm::eval::State;
use divm_vm::VmError;

#[derive(Debug, Clone, PartialEq)]
pub struct Exact {
    /// Probability of satisfying the proposition, conditioned on the
    /// assumptions (discarded paths excluded).
    pub probability: f64,
    /// Probability mass of paths discarded by a failed assumption.
    pub discarded: f64,
    /// Edges executed.
    pub edges: u64,
}

pub enum ExactError {
    Vm(VmError),
    TooLarge(u64),
}

/// Enumerates the path tree; gives up after `max_edges` edges.
pub fn probability(runner: &mut Runner, max_edges: u64) -> Result<Exact, ExactError> {
    let mut satisfied = 0.0;
    let mut discarded = 0.0;
    let mut edges = 0u64;
    if runner.holds_initially() {
        return Ok(Exact { probability: 1.0, discarded: 0.0, edges });
    }
    let bound = runner.bound();
    // Depth-first over (state, edges taken, probability of the path so far).
    let mut stack: Vec<(State, u64, f64)> = vec![(runner.initial().clone(), 0, 1.0)];
    while let Some((state, depth, p)) = stack.pop() {
        let mut prefix = Some(Vec::new());
        while let Some(pre) = prefix {
            edges += 1;
            if edges > max_edges {
                return Err(ExactError::TooLarge(max_edges));
            }
            runner.machine().state = state.clone();
            let mut en = Enumerator { probability: p, ..Enumerator::new(pre) };
            let edge = runner.machine().run_edge(&mut en).map_err(ExactError::Vm)?;
            let mut value = None;
            match runner.after_edge(&edge, &mut value) {
                Some(RunEnd::Satisfied) => satisfied += en.probability,
                Some(RunEnd::Discarded) => discarded += en.probability,
                Some(_) => {}
                None if depth + 1 < bound => stack.push((runner.machine().state.clone(), depth + 1, en.probability)),
                None => {}
            }
            prefix = next_prefix(&en.record);
        }
    }
    let kept = 1.0 - discarded;
    let probability = if kept > 0.0 { satisfied / kept } else { f64::NAN };
    Ok(Exact { probability, discarded, edges })
}
