//! Explicit-state search over the VM's successor function.
//!
//! A state's successors are found by re-running the edge from it with every
//! sequence of choices (`__vm_choose`): the first run takes value 0 at every
//! new choice, the next run increments the last choice that has values
//! left, and so on. States are compared by their canonical form (exact).

use crate::report::current_rss;
use crate::session::{edge_error, leak_error, ErrorInfo, World};
use crate::store::{Store, Stored};
use crate::trace::Step;
use divm_vm::ir::Program;
use divm_vm::{abi, Chooser, Machine};
use std::collections::{HashMap, VecDeque};
use std::time::Instant;
use xxhash_rust::xxh3::Xxh3DefaultBuilder;

/// Follows a prefix of choices, then takes 0, recording everything.
struct Enumerator {
    prefix: Vec<u32>,
    record: Vec<(u32, u32)>,
}

impl Chooser for Enumerator {
    fn choose(&mut self, n: u32, _w: Option<&[u32]>) -> u32 {
        let i = self.record.len();
        let v = self.prefix.get(i).copied().unwrap_or(0).min(n.saturating_sub(1));
        self.record.push((n, v));
        v
    }
}

/// The next choice sequence after `record`, or None when all are done.
fn next_prefix(record: &[(u32, u32)]) -> Option<Vec<u32>> {
    let i = record.iter().rposition(|&(n, v)| v + 1 < n)?;
    let mut p: Vec<u32> = record[..i].iter().map(|c| c.1).collect();
    p.push(record[i].1 + 1);
    Some(p)
}

pub struct Limits {
    pub max_states: Option<u64>,
    pub time_limit: Option<f64>,
    pub max_memory: Option<u64>,
    /// Keep only a 64-bit hash of each visited state (probabilistic: two
    /// different states with the same hash are merged).
    pub hash_compaction: bool,
}

/// The visited set: exact by default, or 64-bit hashes with compaction.
enum Visited {
    Exact(HashMap<Stored, u32, Xxh3DefaultBuilder>),
    Compact(HashMap<u64, u32, Xxh3DefaultBuilder>),
}

impl Visited {
    fn new(compact: bool) -> Visited {
        if compact {
            Visited::Compact(HashMap::with_hasher(Xxh3DefaultBuilder::new()))
        } else {
            Visited::Exact(HashMap::with_hasher(Xxh3DefaultBuilder::new()))
        }
    }

    fn digest(s: &Stored) -> u64 {
        use std::hash::{BuildHasher, Hash, Hasher};
        let mut h = Xxh3DefaultBuilder::new().build_hasher();
        s.hash(&mut h);
        h.finish()
    }

    /// Inserts `s` as node `id`; false if it was already there.
    fn insert(&mut self, s: &Stored, id: u32) -> bool {
        match self {
            Visited::Exact(m) => {
                if m.contains_key(s) {
                    return false;
                }
                m.insert(s.clone(), id);
                true
            }
            Visited::Compact(m) => m.insert(Self::digest(s), id).is_none(),
        }
    }
}

pub enum Verdict {
    Safe,
    Error { error: ErrorInfo, path: Vec<Step> },
    Unknown(String),
}

pub struct Outcome {
    pub verdict: Verdict,
    pub states: u64,
    pub transitions: u64,
    /// VM instructions executed by all edges, cancelled ones included.
    pub instructions: u64,
    pub caveats: Vec<String>,
}

/// A visited state: how it was reached. Only the choices are kept; the
/// steps of a counterexample are recomputed by replaying them.
struct Node {
    parent: u32,
    choices: Box<[u32]>,
}

/// The choice sequences of the edges from the initial state to node `n`.
fn choices_to(nodes: &[Node], mut n: u32) -> Vec<Vec<u32>> {
    let mut path = Vec::new();
    while n != 0 {
        path.push(nodes[n as usize].choices.to_vec());
        n = nodes[n as usize].parent;
    }
    path.reverse();
    path
}

/// Re-executes a path from the initial state to describe each edge.
fn replay_steps(prog: &Program, world: &World, path: &[Vec<u32>]) -> Vec<Step> {
    let Ok(mut m) = Machine::boot(prog, world.config()) else { return Vec::new() };
    let mut steps = Vec::with_capacity(path.len());
    for choices in path {
        let mut ch = Enumerator { prefix: choices.clone(), record: Vec::new() };
        let Ok(edge) = m.run_edge(&mut ch) else { break };
        steps.push(Step::from_edge(prog, &edge));
        m.collect_garbage();
    }
    steps
}

pub fn explore(prog: &Program, world: &World, dfs: bool, limits: &Limits, progress: bool) -> Outcome {
    let start = Instant::now();
    let mut caveats: std::collections::BTreeSet<String> = Default::default();
    let mut cfg = world.config();
    cfg.edge_step_limit = 50_000_000;
    let mut m = match Machine::boot(prog, cfg) {
        Ok(m) => m,
        Err(e) => return Outcome { verdict: Verdict::Unknown(e.to_string()), states: 0, transitions: 0, instructions: 0, caveats: vec![] },
    };
    m.collect_garbage();
    let mut store = Store::new();
    let mut visited = Visited::new(limits.hash_compaction);
    let mut nodes: Vec<Node> = vec![Node { parent: 0, choices: Box::new([]) }];
    let init = store.put(m.canonical());
    visited.insert(&init, 0);
    let mut frontier: VecDeque<(u32, Stored)> = VecDeque::new();
    frontier.push_back((0, init));
    let mut transitions: u64 = 0;
    let mut last_report = Instant::now();
    let mut instructions: u64 = 0;
    let unknown = |reason: String, nodes: &Vec<Node>, transitions, instructions, caveats: &std::collections::BTreeSet<String>| Outcome {
        verdict: Verdict::Unknown(reason),
        states: nodes.len() as u64,
        transitions,
        instructions,
        caveats: caveats.iter().cloned().collect(),
    };

    while let Some((node, state)) = if dfs { frontier.pop_back() } else { frontier.pop_front() } {
        // Limits and progress, checked once per expanded state.
        if let Some(t) = limits.time_limit {
            if start.elapsed().as_secs_f64() > t {
                return unknown(format!("time limit of {} s reached", t), &nodes, transitions, instructions, &caveats);
            }
        }
        if let Some(ms) = limits.max_states {
            if nodes.len() as u64 >= ms {
                return unknown(format!("state limit of {} reached", ms), &nodes, transitions, instructions, &caveats);
            }
        }
        if last_report.elapsed().as_secs_f64() >= 1.0 {
            last_report = Instant::now();
            let rss = current_rss();
            if let Some(mm) = limits.max_memory {
                if rss > mm {
                    return unknown(format!("memory limit of {} MiB reached", mm >> 20), &nodes, transitions, instructions, &caveats);
                }
            }
            if progress {
                let secs = start.elapsed().as_secs_f64();
                eprintln!(
                    "divm: {} states, {} transitions, {:.0} states/s, {} MiB",
                    nodes.len(),
                    transitions,
                    nodes.len() as f64 / secs.max(1e-9),
                    rss >> 20
                );
            }
        }
        let mut prefix: Option<Vec<u32>> = Some(Vec::new());
        while let Some(p) = prefix {
            m.restore(&state.ctl, store.objects_of(&state), &state.freed);
            let mut en = Enumerator { prefix: p, record: Vec::new() };
            let edge = match m.run_edge(&mut en) {
                Ok(e) => e,
                Err(e) => {
                    return unknown(e.to_string(), &nodes, transitions, instructions, &caveats);
                }
            };
            prefix = next_prefix(&en.record);
            instructions += edge.steps;
            for t in &edge.traces {
                if t.kind == abi::T_INFO {
                    if let Some(c) = t.text.strip_prefix("caveat:") {
                        caveats.insert(c.trim().to_string());
                    }
                }
            }
            if edge.cancelled() && !edge.error() {
                continue;
            }
            transitions += 1;
            if edge.error() {
                let step = Step::from_edge(prog, &edge);
                let error = edge_error(prog, &edge, step.thread);
                let mut path = replay_steps(prog, world, &choices_to(&nodes, node));
                path.push(step);
                return Outcome { verdict: Verdict::Error { error, path }, states: nodes.len() as u64, transitions, instructions, caveats: caveats.into_iter().collect() };
            }
            // Unreachable objects are left out of the canonical form; user
            // heap among them is a leak.
            let canonical = m.canonical();
            if world.flags.leak && !canonical.leaks.is_empty() {
                let step = Step::from_edge(prog, &edge);
                let error = leak_error(prog, &canonical.leaks, step.thread);
                let mut path = replay_steps(prog, world, &choices_to(&nodes, node));
                path.push(step);
                return Outcome { verdict: Verdict::Error { error, path }, states: nodes.len() as u64, transitions, instructions, caveats: caveats.into_iter().collect() };
            }
            let key = store.put(canonical);
            let id = nodes.len() as u32;
            if !visited.insert(&key, id) {
                continue;
            }
            nodes.push(Node { parent: node, choices: en.record.iter().map(|c| c.1).collect() });
            frontier.push_back((id, key));
        }
    }
    Outcome { verdict: Verdict::Safe, states: nodes.len() as u64, transitions, instructions, caveats: caveats.into_iter().collect() }
}

#[cfg(test)]
mod tests {
    use super::next_prefix;

    #[test]
    fn enumerates_every_choice_sequence() {
        // Two choices of 2 and 3 values: 6 sequences in order.
        let mut seen = Vec::new();
        let mut prefix = Some(vec![]);
        while let Some(p) = prefix {
            let a = *p.first().unwrap_or(&0);
            let b = *p.get(1).unwrap_or(&0);
            seen.push((a, b));
            prefix = next_prefix(&[(2, a), (3, b)]);
        }
        assert_eq!(seen, vec![(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]);
    }
}
