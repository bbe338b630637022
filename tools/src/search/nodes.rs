//! The search tree: for every visited state, its parent and the choices of
//! the edge that reached it, so a counterexample can be replayed. Each
//! worker appends to its own log; a node id names its worker in the low
//! bits, so workers number their nodes without talking to each other.
//! Liveness checks (`--termination`) also log every transition, with its
//! thread and choices (`--ltl`: and its letter), and the state of every
//! node (`search/cycles.rs`, `search/product.rs`).
//!
//! A node is 8 bytes: most edges make one to three small choices, and
//! trailing zero choices need not be kept (`Enumerator` takes 0 past the
//! end of its prefix), so the choices usually fit in one word.

const WORKER_BITS: u32 = 6;
pub const MAX_WORKERS: usize = 1 << WORKER_BITS;

/// Inline choices: a count (2 bits), then up to three 9-bit values; the top
/// bit clear. With the top bit set, the rest is an offset into `long`.
const LONG: u32 = 1 << 31;
const VALUE_BITS: u32 = 9;
const INLINE: usize = 3;

struct Node {
    parent: u32,
    choices: u32,
}

/// A transition of the state graph: states by their ids in the visited
/// set, the thread that ran (`u32::MAX`: none named) and its choices.
#[derive(Clone, Copy, Debug)]
pub struct Transition {
    pub from: u32,
    pub to: u32,
    pub thread: u32,
    choices: u32,
}

#[derive(Default)]
pub struct NodeLog {
    nodes: Vec<Node>,
    /// Choice lists that do not fit inline: length, then the values.
    long: Vec<u32>,
    /// Liveness only: the visited-set id of each node's state, and every
    /// transition run.
    states: Vec<u32>,
    transitions: Vec<Transition>,
    /// `--ltl`: the letter of each transition (`ltl::Property::letter`).
    letters: Vec<u64>,
}

impl NodeLog {
    /// Appends a node; returns its id. `record` is the edge's
    /// `(alternatives, value)` of every choice.
    pub fn push(&mut self, worker: usize, parent: u32, record: &[(u32, u32)]) -> u32 {
        let choices = self.pack(record);
        let index = self.nodes.len() as u32;
        assert!(index < 1 << (32 - WORKER_BITS), "more than 2^26 states on one worker");
        self.nodes.push(Node { parent, choices });
        index << WORKER_BITS | worker as u32
    }

    /// Liveness: names the state of the node just pushed.
    pub fn push_state(&mut self, state: u32) {
        self.states.push(state);
    }

    /// Liveness: logs a transition.
    pub fn push_transition(&mut self, from: u32, to: u32, thread: u32, record: &[(u32, u32)]) {
        let choices = self.pack(record);
        self.transitions.push(Transition { from, to, thread, choices });
    }

    /// `--ltl`: the letter of the transition just logged.
    pub fn push_letter(&mut self, letter: u64) {
        self.letters.push(letter);
    }

    /// `--ltl`: the letters of the transitions, in order.
    pub fn letters(&self) -> &[u64] {
        &self.letters
    }

    pub fn transitions(&self) -> &[Transition] {
        &self.transitions
    }

    /// The choices of a transition of this log.
    pub fn transition_choices(&self, t: &Transition) -> Vec<u32> {
        self.choices(t.choices)
    }

    /// `(state, node id)` of every node whose state was named.
    pub fn node_states(&self, worker: usize) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.states.iter().enumerate().map(move |(i, &s)| (s, (i as u32) << WORKER_BITS | worker as u32))
    }

    /// The choice values of `record` up to the last nonzero, packed in a
    /// word (or in `long`).
    fn pack(&mut self, record: &[(u32, u32)]) -> u32 {
        let n = record.iter().rposition(|c| c.1 != 0).map_or(0, |i| i + 1);
        let values = record[..n].iter().map(|c| c.1);
        let choices = if n <= INLINE && record[..n].iter().all(|c| c.1 < 1 << VALUE_BITS) {
            values.enumerate().fold(n as u32, |w, (i, v)| w | v << (2 + VALUE_BITS * i as u32))
        } else {
            let at = self.long.len() as u32;
            assert!(at < LONG, "choice log full");
            self.long.push(n as u32);
            self.long.extend(values);
            LONG | at
        };
        choices
    }

    fn choices(&self, c: u32) -> Vec<u32> {
        if c & LONG != 0 {
            let at = (c & !LONG) as usize;
            return self.long[at + 1..at + 1 + self.long[at] as usize].to_vec();
        }
        (0..(c & 3)).map(|i| c >> (2 + VALUE_BITS * i) & ((1 << VALUE_BITS) - 1)).collect()
    }
}

fn node(logs: &[NodeLog], id: u32) -> (&NodeLog, &Node) {
    let log = &logs[(id & (MAX_WORKERS as u32 - 1)) as usize];
    (log, &log.nodes[(id >> WORKER_BITS) as usize])
}

/// The choice sequences of the edges from the initial state (the first
/// node of worker 0) to node `n`.
pub fn path_to(logs: &[NodeLog], mut n: u32) -> Vec<Vec<u32>> {
    let mut path = Vec::new();
    while n != 0 {
        let (log, node) = node(logs, n);
        path.push(log.choices(node.choices));
        n = node.parent;
    }
    path.reverse();
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_keep_the_choices_up_to_the_last_nonzero() {
        let mut logs = vec![NodeLog::default(), NodeLog::default()];
        let root = logs[0].push(0, 0, &[]);
        assert_eq!(root, 0);
        let a = logs[1].push(1, root, &[(2, 1), (3, 0)]);
        let b = logs[0].push(0, a, &[(600, 599), (2, 1), (5, 4)]);
        let c = logs[1].push(1, b, &[(3, 2), (3, 2), (3, 2), (3, 1)]);
        let d = logs[0].push(0, c, &[(2, 0), (2, 0)]);
        let e = logs[1].push(1, d, &[(3, 0), (512, 511), (9, 8)]);
        assert_eq!(path_to(&logs, e), vec![vec![1], vec![599, 1, 4], vec![2, 2, 2, 1], vec![], vec![0, 511, 8]]);
    }
}
