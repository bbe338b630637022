//! The degeneralised view of a logged graph: weak fairness (and, for
//! `--ltl`, Büchi acceptance) as one Büchi condition on arcs, for the
//! accepting-cycle searches (`ndfs.rs`, `owcty.rs`). The counter
//! construction for generalised Büchi automata (e.g. Courcoubetis, Vardi,
//! Wolper, Yannakakis 1992, §2), kept implicit: no arc is copied.
//!
//! The conditions, each to hold on some arc of the cycle: for each thread
//! t, "t is disabled in the arc's source, or the arc is t's" (weak
//! fairness); with a product, "the arc is accepting"; with neither, the
//! single condition "any arc". A node is `(state, c)`, c < m; an arc out of
//! `(s, c)` that meets condition c goes to counter `(c + 1) mod m`, and is
//! accepting when it wraps; any other arc keeps the counter.
//!
//! Why the verdict is Tarjan's (`cycles.rs`). A cycle of the view through
//! an accepting arc meets every condition in turn, so its states form a
//! closed walk W of the graph meeting all conditions; W lies in one
//! component C. A thread enabled in every state of C meets its condition
//! on W only by an arc of its own, inside C; so C passes the SCC test.
//! Conversely, if C passes it, the closed walk through all of C's arcs
//! passes every state of C, so meets the condition of each thread t: by
//! t's arc if t is enabled everywhere in C, else by any arc out of a state
//! where t is disabled (and through the accepting arc, for a product).
//! Going round such a walk from `(s, 0)`, each turn moves the counter on
//! or wraps it (the arc for the current condition is on the walk); the
//! counter at the turns' starts repeats within finitely many turns, and a
//! return needs a wrap: an accepting cycle of the view, reachable from
//! `(s, 0)` (leaving out the steps `step` drops, which keep both node
//! and counter). So the roots `(s, 0)` (every state is reachable) suffice,
//! and a view node on an accepting cycle names a state whose component
//! passes the test (`cycles::lasso_through` builds the lasso there).

use super::cycles::{Arc, Graph};

pub struct View<'g> {
    pub g: &'g Graph,
    /// The threads fairness speaks of; condition c < threads.len() is
    /// `threads[c]`'s.
    threads: Vec<u32>,
    /// The last condition is "an accepting arc" (a product).
    accepting: bool,
    /// The number of conditions (≥ 1).
    m: u32,
    /// A node `(s, c)` is `s << shift | c`: 2^shift ≥ m (a shift, not a
    /// division, on every arc).
    shift: u32,
    /// `words` words of bits per state (per program state for a product):
    /// bit c is set when `threads[c]` is enabled there.
    words: usize,
    enabled: Vec<u64>,
}

impl<'g> View<'g> {
    /// The view of `g`; `fair`: weak fairness over threads. None when its
    /// nodes would not fit in 32 bits.
    pub fn new(g: &'g Graph, fair: bool) -> Option<View<'g>> {
        let n = g.states();
        let mut threads: Vec<u32> = Vec::new();
        if fair {
            threads = match g.product_enabled() {
                Some(lists) => lists.iter().flatten().copied().collect(),
                None => g.all_arcs().iter().map(|a| a.thread).collect(),
            };
            threads.sort_unstable();
            threads.dedup();
        }
        let accepting = g.is_product();
        let m = (threads.len() + accepting as usize).max(1) as u32;
        let shift = m.next_power_of_two().trailing_zeros();
        if (n as u64) << shift >= u32::MAX as u64 {
            return None;
        }
        let words = threads.len().div_ceil(64);
        let bit = |t: u32| threads.binary_search(&t).ok();
        let mut enabled = Vec::new();
        if fair {
            match g.product_enabled() {
                Some(lists) => {
                    enabled = vec![0u64; lists.len() * words];
                    for (s, list) in lists.iter().enumerate() {
                        for &t in list {
                            if let Some(c) = bit(t) {
                                enabled[s * words + c / 64] |= 1 << (c % 64);
                            }
                        }
                    }
                }
                None => {
                    enabled = vec![0u64; n * words];
                    for s in 0..n {
                        for a in g.out(s as u32) {
                            if let Some(c) = bit(a.thread) {
                                enabled[s * words + c / 64] |= 1 << (c % 64);
                            }
                        }
                    }
                }
            }
        }
        Some(View { g, threads, accepting, m, shift, words, enabled })
    }

    /// The size of the node numbers' range (some numbers are no node:
    /// `is_node`).
    pub fn nodes(&self) -> usize {
        self.g.states() << self.shift
    }

    pub fn is_node(&self, x: u32) -> bool {
        x & ((1 << self.shift) - 1) < self.m
    }

    pub fn state(&self, node: u32) -> u32 {
        node >> self.shift
    }

    /// The roots: `(s, 0)` for every state.
    pub fn roots(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.g.states() as u32).map(|s| s << self.shift)
    }

    /// The arcs out of the node's state.
    #[inline]
    pub fn out(&self, node: u32) -> &'g [Arc] {
        self.g.out(node >> self.shift)
    }

    /// Where the arc `a` (out of node's state) leads from `node`, and
    /// whether it is accepting here. None for an arc that returns to
    /// `node` without moving the counter (a spin loop's step): dropped
    /// from an accepting cycle, such an arc leaves one, so no search needs
    /// it; and without it, a spin loop makes no cycle at a counter that
    /// waits for another thread (OWCTY's rounds grow with chains of
    /// such cycles).
    #[inline]
    pub fn step(&self, node: u32, a: &Arc) -> Option<(u32, bool)> {
        let (s, c) = (node >> self.shift, node & ((1 << self.shift) - 1));
        let met = match self.threads.get(c as usize) {
            Some(&t) => a.thread == t || !self.is_enabled(s, c),
            None => !self.accepting || a.accepting,
        };
        let to = a.to << self.shift;
        if !met {
            (a.to != s).then_some((to | c, false))
        } else if c + 1 == self.m {
            Some((to, true))
        } else {
            Some((to | (c + 1), false))
        }
    }

    #[inline]
    fn is_enabled(&self, s: u32, c: u32) -> bool {
        let at = self.g.program_state(s) as usize * self.words + c as usize / 64;
        self.enabled[at] >> (c % 64) & 1 != 0
    }
}
