//! Data races (`--data-races`): two threads whose next actions are
//! conflicting accesses, so that some run puts them next to each other.
//!
//! Every edge records its first visible action (and, as atomic, the
//! accesses of an atomic section: `divm_vm::SharedAccess`). The actions
//! of one thread before its first visible one touch only its own memory,
//! so from a state where thread A's edge begins with access `a` and thread
//! B's with `b`, the run "A up to `a`, B up to `b`, `a`, `b`" exists: if
//! the two conflict (same bytes, one a write, not both atomic) they race.
//! Synchronisation needs no rule of its own: a mutex, a join or an atomic
//! flag orders two accesses exactly when no state has both pending.

use super::Verdict;
use crate::choice::{next_prefix, Enumerator};
use crate::session::{race_error, World};
use crate::trace::{edge_thread, Step};
use crate::verdict::Unknown;
use divm_vm::ir::Program;
use divm_vm::{Edge, Machine, SharedAccess};

/// An edge out of the state being expanded, as far as races care.
pub struct Pending {
    pub thread: u32,
    /// The edge's choices.
    pub choices: Vec<u32>,
    pub accesses: Vec<SharedAccess>,
}

impl Pending {
    /// The edge's part in a race, if it made a shared access in a known
    /// thread (a cancelled edge is not a run).
    pub fn of(edge: &Edge, record: &[(u32, u32)]) -> Option<Pending> {
        if edge.accesses.is_empty() || edge.cancelled() {
            return None;
        }
        Some(Pending { thread: edge_thread(edge)?, choices: record.iter().map(|c| c.1).collect(), accesses: edge.accesses.clone() })
    }
}

/// The first pair of conflicting accesses of `a` and `b`.
pub fn conflict(a: &[SharedAccess], b: &[SharedAccess]) -> Option<(SharedAccess, SharedAccess)> {
    a.iter().find_map(|x| b.iter().find(|y| x.conflicts(y)).map(|y| (*x, *y)))
}

/// Two edges of different threads out of one state whose accesses
/// conflict: their positions in `pending`.
pub fn find(pending: &[Pending]) -> Option<(usize, usize)> {
    for (i, a) in pending.iter().enumerate() {
        for (j, b) in pending.iter().enumerate().skip(i + 1) {
            if a.thread != b.thread && conflict(&a.accesses, &b.accesses).is_some() {
                return Some((i, j));
            }
        }
    }
    None
}

/// The counterexample of a race the search found from the state `stem`
/// leads to, between the edges `a` and `b` out of it: the stem, one of
/// the two edges, then an edge of the other thread whose accesses conflict
/// with it (the other edge again, as far as its first action goes).
pub fn verdict(prog: &Program, world: &World, stem: &[Vec<u32>], a: &Pending, b: &Pending) -> Verdict {
    for (first, then) in [(a, b.thread), (b, a.thread)] {
        let mut prefix = Some(Vec::new());
        while let Some(p) = prefix {
            let Some((steps, record, found)) = run(prog, world, stem, &first.choices, p) else { break };
            let theirs = steps.last().and_then(|s| s.thread) == Some(then);
            if let (Some((x, y, m)), true) = (found, theirs) {
                let error = race_error(prog, &m, (first.thread, x), (then, y));
                return Verdict::Error { error, path: steps, cycle: None };
            }
            prefix = next_prefix(&record);
        }
    }
    Verdict::Unknown(Unknown::ReplayMismatch("divm found a data race, but its replay did not show it".into()))
}

type Run<'p> = (Vec<Step>, Vec<(u32, u32)>, Option<(SharedAccess, SharedAccess, Machine<'p>)>);

/// Runs the stem, the edge `first`, then the edge `then` chooses: the
/// steps, the last edge's choices, and the race between the last two
/// steps if there is one (with the machine, to describe its memory).
fn run<'p>(prog: &'p Program, world: &World, stem: &[Vec<u32>], first: &[u32], then: Vec<u32>) -> Option<Run<'p>> {
    let (mut m, mut steps) = super::follow(prog, world, stem).filter(|(_, s)| s.len() == stem.len())?;
    let edge = m.run_edge(&mut Enumerator::new(first.to_vec())).ok()?;
    steps.push(Step::from_edge(prog, &edge));
    let before = edge.accesses;
    let mut en = Enumerator::new(then);
    let edge = m.run_edge(&mut en).ok()?;
    steps.push(Step::from_edge(prog, &edge));
    let found = if edge.cancelled() || edge.error() { None } else { conflict(&before, &edge.accesses) };
    if found.is_some() {
        super::set_input_values(world, &m, &mut steps);
    }
    Some((steps, en.record, found.map(|(x, y)| (x, y, m))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use divm_vm::FrameInfo;

    fn access(obj: u32, off: u32, size: u32, write: bool, atomic: bool) -> SharedAccess {
        SharedAccess { obj, off, size, write, atomic, at: FrameInfo { func: 0, pc: 0 } }
    }

    fn pending(thread: u32, accesses: Vec<SharedAccess>) -> Pending {
        Pending { thread, choices: vec![], accesses }
    }

    #[test]
    fn conflicting_accesses_share_bytes_and_a_write_and_are_not_both_atomic() {
        let w = access(1, 4, 4, true, false);
        assert!(w.conflicts(&access(1, 6, 1, false, false)), "overlapping bytes");
        assert!(!w.conflicts(&access(1, 8, 4, true, false)), "adjacent bytes do not overlap");
        assert!(!w.conflicts(&access(2, 4, 4, true, false)), "another object");
        assert!(!access(1, 4, 4, false, false).conflicts(&access(1, 4, 4, false, false)), "two reads");
        assert!(w.conflicts(&access(1, 4, 4, false, true)), "an atomic read against a plain write");
        assert!(!access(1, 4, 4, true, true).conflicts(&access(1, 4, 4, false, true)), "two atomics");
    }

    #[test]
    fn a_race_needs_two_threads() {
        let w = access(1, 0, 4, true, false);
        assert_eq!(find(&[pending(1, vec![w]), pending(1, vec![w])]), None, "one thread's two edges");
        assert_eq!(find(&[pending(1, vec![w]), pending(2, vec![access(3, 0, 4, true, false)]), pending(2, vec![w])]), Some((0, 2)));
    }
}
