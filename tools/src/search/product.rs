//! `--ltl`: the product of the logged state graph with the Büchi automaton
//! of the formula's negation, and its accepting (weakly fair) cycles.
//!
//! A node pairs a program state with an automaton state. A program
//! transition with letter `l` (the atoms that hold on it) moves the
//! automaton along each of its moves whose guard admits `l`; an arc into
//! an accepting automaton state is accepting. The first letter, of the
//! initial state, is read before any transition. A run that ends (the
//! program exits) stays in its last state forever: such a state gets a
//! step to itself that only the state's atoms hold on ("stutter"). The
//! product is built breadth-first from the initial nodes, so each node's
//! parent gives a stem that the automaton can follow.

use super::cycles::{self, Graph, LassoChoices};
use super::nodes::NodeLog;
use crate::ltl::{Property, EXIT_EDGE};
use std::collections::{HashMap, VecDeque};

/// The name of a stutter arc (no program transition).
const STUTTER: u32 = u32::MAX;

/// A program transition as the product reads it.
struct ProgramArc {
    to: u32,
    thread: u32,
    letter: u64,
    /// Its worker's log and its index there.
    log: usize,
    index: usize,
}

/// An accepting cycle of the product reachable from its initial nodes
/// (weakly fair over threads when `fair`): the choices of the program
/// transitions of its stem and its cycle. An empty cycle: the run ends
/// at the stem's last state (the program exited) and stays there.
/// `initial`: the letter of the initial state.
pub fn find_in_logs(logs: &[NodeLog], initial: u64, p: &Property, fair: bool, how: cycles::Algorithm, workers: usize) -> Option<LassoChoices> {
    // Dense numbers for the visited set's ids; worker 0's first node is
    // the initial state, numbered 0.
    let mut dense: HashMap<u32, u32> = HashMap::new();
    for (w, log) in logs.iter().enumerate() {
        for (state, _) in log.node_states(w) {
            let next = dense.len() as u32;
            dense.entry(state).or_insert(next);
        }
    }
    let n = dense.len();
    let mut by_source: Vec<(u32, ProgramArc)> = Vec::new();
    for (w, log) in logs.iter().enumerate() {
        for (i, (t, &letter)) in log.transitions().iter().zip(log.letters()).enumerate() {
            let (Some(&from), Some(&to)) = (dense.get(&t.from), dense.get(&t.to)) else { continue };
            by_source.push((from, ProgramArc { to, thread: t.thread, letter, log: w, index: i }));
        }
    }
    by_source.sort_by_key(|a| (a.0, a.1.to, a.1.thread, a.1.log, a.1.index));
    let mut first = vec![0u32; n + 1];
    for a in &by_source {
        first[a.0 as usize + 1] += 1;
    }
    for s in 0..n {
        first[s + 1] += first[s];
    }
    let arcs: Vec<ProgramArc> = by_source.into_iter().map(|a| a.1).collect();
    let out = |s: u32| first[s as usize] as usize..first[s as usize + 1] as usize;
    let mut enabled: Vec<Vec<u32>> = vec![Vec::new(); n];
    // A state the program exits into, with no transition out: the letter
    // of staying there.
    let mut ended: Vec<Option<u64>> = vec![None; n];
    for s in 0..n as u32 {
        let mut e: Vec<u32> = arcs[out(s)].iter().map(|a| a.thread).collect();
        e.sort_unstable();
        e.dedup();
        enabled[s as usize] = e;
        for a in &arcs[out(s)] {
            if a.letter & EXIT_EDGE != 0 && out(a.to).is_empty() {
                ended[a.to as usize] = Some(p.stutter(a.letter));
            }
        }
    }

    let b = &p.automaton;
    let mut number: HashMap<(u32, u32), u32> = HashMap::new();
    let mut base: Vec<u32> = Vec::new();
    // Each node's parent and the arc from it (`STUTTER`, or none: `u32::MAX` parent).
    let mut parent: Vec<(u32, u32)> = Vec::new();
    let mut queue: VecDeque<(u32, u32, u32)> = VecDeque::new();
    let mut node = |key: (u32, u32), from: (u32, u32), base: &mut Vec<u32>, queue: &mut VecDeque<(u32, u32, u32)>| {
        *number.entry(key).or_insert_with(|| {
            base.push(key.0);
            parent.push(from);
            let v = base.len() as u32 - 1;
            queue.push_back((v, key.0, key.1));
            v
        })
    };
    for m in b.initial.iter().filter(|m| m.guard.admits(initial)) {
        node((0, m.to), (u32::MAX, STUTTER), &mut base, &mut queue);
    }
    let mut transitions: Vec<cycles::Transition> = Vec::new();
    while let Some((v, s, q)) = queue.pop_front() {
        for k in out(s) {
            let a = &arcs[k];
            for m in b.moves[q as usize].iter().filter(|m| m.guard.admits(a.letter)) {
                let w = node((a.to, m.to), (v, k as u32), &mut base, &mut queue);
                transitions.push((v, w, a.thread, k as u32, b.accepting[m.to as usize]));
            }
        }
        if let Some(l) = ended[s as usize] {
            for m in b.moves[q as usize].iter().filter(|m| m.guard.admits(l)) {
                let w = node((s, m.to), (v, STUTTER), &mut base, &mut queue);
                transitions.push((v, w, u32::MAX, STUTTER, b.accepting[m.to as usize]));
            }
        }
    }
    let g = Graph::product(transitions, base, enabled);
    let lasso = cycles::search(&g, fair, how, workers)?;
    let choices = |k: u32| {
        let a = &arcs[k as usize];
        let log = &logs[a.log];
        log.transition_choices(&log.transitions()[a.index])
    };
    let mut stem = Vec::new();
    let mut v = lasso.entry;
    while parent[v as usize].0 != u32::MAX {
        let (up, k) = parent[v as usize];
        if k != STUTTER {
            stem.push(choices(k));
        }
        v = up;
    }
    stem.reverse();
    let cycle = lasso.cycle.iter().filter(|&&k| k != STUTTER).map(|&k| choices(k)).collect();
    Some(LassoChoices { stem, cycle })
}
