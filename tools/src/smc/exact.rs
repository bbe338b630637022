//! `divm smc --exact`: the exact probability of `Pr[<=N](<> PROP)` by
//! enumerating every path of at most N edges, each weighted by the product
//! of its choices' probabilities (uniform, or by `__vm_choose_weighted`'s
//! weights), as the sampler draws them. Meant for small models: it is how
//! the tests know the true value that sampling estimates.

use super::runner::{RunEnd, Runner};
use crate::choice::{next_prefix, Enumerator};
use divm_vm::eval::State;
use divm_vm::{VmError, VmLimit};
use std::collections::HashMap;

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
    /// `stopped` said so (a time limit or a signal).
    Stopped,
}

/// Enumerates the path tree; gives up after `max_edges` edges, or when
/// `stopped` says so (asked before each edge; an edge already running is
/// stopped by the runner's machine, whose stop flag is the same one).
pub fn probability(runner: &mut Runner, max_edges: u64, stopped: &dyn Fn() -> bool) -> Result<Exact, ExactError> {
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
        // Every edge of `state`: its choices, probability and end.
        let mut leaves: Vec<Leaf> = Vec::new();
        let mut prefix = Some(Vec::new());
        while let Some(pre) = prefix {
            edges += 1;
            if edges > max_edges {
                return Err(ExactError::TooLarge(max_edges));
            }
            if stopped() {
                return Err(ExactError::Stopped);
            }
            runner.machine().state = state.clone();
            let mut en = Enumerator { probability: p, ..Enumerator::new(pre) };
            let edge = runner.machine().run_edge(&mut en).map_err(|e| match e {
                VmError::Limit(VmLimit::Stopped) => ExactError::Stopped,
                e => ExactError::Vm(e),
            })?;
            let mut value = None;
            let end = match runner.after_edge(&edge, &mut value) {
                None if depth + 1 < bound => End::Next(Box::new(runner.machine().state.clone())),
                None => End::Bound,
                Some(e) => End::Run(e),
            };
            leaves.push(Leaf { choices: en.record.iter().map(|c| c.1).collect(), probability: en.probability, end });
            prefix = next_prefix(&en.record);
        }
        // A cancelled edge is not taken: the sampler draws again among
        // the choices that remain (`choice::Redraw`).
        let live = |l: &Leaf| !matches!(l.end, End::Run(RunEnd::Discarded));
        let kept = renormalized(&leaves, live);
        if kept.iter().sum::<f64>() == 0.0 {
            discarded += p;
        }
        for (leaf, q) in leaves.into_iter().filter(|l| live(l)).zip(kept) {
            match leaf.end {
                End::Run(RunEnd::Satisfied) => satisfied += q,
                End::Next(s) => stack.push((*s, depth + 1, q)),
                End::Run(_) | End::Bound => {}
            }
        }
    }
    let kept = 1.0 - discarded;
    let probability = if kept > 0.0 { satisfied / kept } else { f64::NAN };
    Ok(Exact { probability, discarded, edges })
}

/// One edge of a state: its choices, its probability as drawn without
/// regard to cancellations, and how it ends.
struct Leaf {
    choices: Vec<u32>,
    probability: f64,
    end: End,
}

enum End {
    Run(RunEnd),
    Next(Box<State>),
    Bound,
}

/// The probabilities of the `live` leaves (in order) once each choice is
/// renormalized over its alternatives that have a live leaf below them:
/// each leaf's probability times, at every choice on its path, the mass of
/// all alternatives over the mass of the live ones. (The mass below a
/// choice is the sum of its leaves' probabilities.) Empty when no leaf is
/// live.
fn renormalized(leaves: &[Leaf], live: impl Fn(&Leaf) -> bool) -> Vec<f64> {
    // Per prefix of choices: the mass of all leaves below, and of the
    // subtrees with a live leaf (a subtree counts whole if it has one).
    let mut all: HashMap<&[u32], f64> = HashMap::new();
    let mut has_live: HashMap<&[u32], bool> = HashMap::new();
    for l in leaves {
        for k in 0..=l.choices.len() {
            *all.entry(&l.choices[..k]).or_default() += l.probability;
            *has_live.entry(&l.choices[..k]).or_default() |= live(l);
        }
    }
    let mut live_mass: HashMap<&[u32], f64> = HashMap::new();
    for (&node, &mass) in &all {
        if let Some((_, parent)) = node.split_last() {
            if has_live[node] {
                *live_mass.entry(parent).or_default() += mass;
            }
        }
    }
    leaves
        .iter()
        .filter(|l| live(l))
        .map(|l| {
            (0..l.choices.len()).fold(l.probability, |q, k| {
                let node = &l.choices[..k];
                let lm = live_mass[node];
                if lm > 0.0 {
                    q * all[node] / lm
                } else {
                    q
                }
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leaf(choices: &[u32], probability: f64, live: bool) -> Leaf {
        let end = if live { End::Bound } else { End::Run(RunEnd::Discarded) };
        Leaf { choices: choices.to_vec(), probability, end }
    }

    /// Two threads, 1/2 each; thread 0 then draws 0..4 and only value 3
    /// survives its assumption: thread 0 keeps its 1/2 (it can run), all
    /// of it on value 3; thread 1 keeps 1/2.
    #[test]
    fn a_choice_is_renormalized_over_alternatives_that_complete() {
        let mut leaves: Vec<Leaf> = (0..4).map(|v| leaf(&[0, v], 0.125, v == 3)).collect();
        leaves.push(leaf(&[1], 0.5, true));
        let live = |l: &Leaf| !matches!(l.end, End::Run(RunEnd::Discarded));
        let q = renormalized(&leaves, live);
        assert_eq!(q.len(), 2);
        assert!((q[0] - 0.5).abs() < 1e-12 && (q[1] - 0.5).abs() < 1e-12, "{:?}", q);
        // Thread 1's only edge cancelled too: thread 0 gets everything.
        leaves[4] = leaf(&[1], 0.5, false);
        let q = renormalized(&leaves, live);
        assert!(q.len() == 1 && (q[0] - 1.0).abs() < 1e-12, "{:?}", q);
        // All cancelled: nothing is kept.
        let none: Vec<Leaf> = (0..2).map(|v| leaf(&[v], 0.5, false)).collect();
        assert!(renormalized(&none, live).is_empty());
    }
}
