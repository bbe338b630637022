//! Every source of choices (`Chooser`): seeded random runs, a given list,
//! and the enumeration of every choice sequence the search and `smc
//! --exact` walk through.

use divm_vm::Chooser;
use std::collections::HashMap;

/// A small, reproducible generator (splitmix64).
pub struct Random {
    state: u64,
}

impl Random {
    pub fn new(seed: u64) -> Random {
        Random { state: seed ^ 0x9e37_79b9_7f4a_7c15 }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in 0..n.
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
}

impl Chooser for Random {
    fn choose(&mut self, n: u32, weights: Option<&[u32]>) -> u32 {
        if let Some(w) = weights {
            let total: u64 = w.iter().map(|&x| x as u64).sum();
            if total > 0 {
                let mut r = self.next_u64() % total;
                for (i, &x) in w.iter().enumerate() {
                    if r < x as u64 {
                        return i as u32;
                    }
                    r -= x as u64;
                }
            }
        }
        self.below(n)
    }
}

/// Draws like `Random`, but never again down a path of choices known to
/// end in a cancelled edge (a failed assumption: `divm smc`, issue 47
/// item 8). After a cancellation, `retry` keeps the choices above the
/// deepest one that has an alternative left and draws that one again among
/// the rest, from the state before the edge. Sampling without replacement
/// until an alternative completes gives each alternative a probability in
/// proportion to its weight among those that can complete: what `smc
/// --exact` computes.
pub struct Redraw {
    pub rng: Random,
    /// The choices of the last attempt this one repeats (then it draws).
    prefix: Vec<u32>,
    /// `(alternatives, value)` of each choice of this attempt, and its
    /// weights when `__vm_choose_weighted` gave some.
    record: Vec<(u32, u32)>,
    weights: Vec<Option<Box<[u32]>>>,
    /// For each choice reached by a list of earlier values in this edge,
    /// the values known to lead only to cancelled edges.
    dead: HashMap<Vec<u32>, Vec<u32>>,
}

impl Redraw {
    pub fn new(seed: u64) -> Redraw {
        Redraw { rng: Random::new(seed), prefix: Vec::new(), record: Vec::new(), weights: Vec::new(), dead: HashMap::new() }
    }

    /// Forgets the edge's attempts: the next edge draws afresh.
    pub fn next_edge(&mut self) {
        self.prefix.clear();
        self.record.clear();
        self.weights.clear();
        self.dead.clear();
    }

    /// The attempt just made ended in a cancelled edge: marks its path
    /// dead and sets up the next attempt. False when every path of the
    /// edge is dead (or the edge made no choice): nothing can be taken.
    pub fn retry(&mut self) -> bool {
        let values: Vec<u32> = self.record.iter().map(|c| c.1).collect();
        for k in (0..values.len()).rev() {
            let node = values[..k].to_vec();
            let (n, w) = (self.record[k].0, self.weights[k].as_deref());
            let dead = self.dead.entry(node).or_default();
            if !dead.contains(&values[k]) {
                dead.push(values[k]);
            }
            if live_weight(n, w, dead) > 0 {
                self.prefix = values[..k].to_vec();
                self.record.clear();
                self.weights.clear();
                return true;
            }
        }
        false
    }
}

/// The weight (or, uniform, the number) of `0..n` outside `dead`.
fn live_weight(n: u32, w: Option<&[u32]>, dead: &[u32]) -> u64 {
    match w {
        Some(w) => w.iter().enumerate().filter(|(i, _)| !dead.contains(&(*i as u32))).map(|(_, &x)| x as u64).sum(),
        _ => (n as u64).saturating_sub(dead.len() as u64),
    }
}

impl Chooser for Redraw {
    fn choose(&mut self, n: u32, w: Option<&[u32]>) -> u32 {
        let i = self.record.len();
        let w = w.filter(|w| w.iter().any(|&x| x > 0));
        let v = if let Some(&v) = self.prefix.get(i) {
            v
        } else if self.dead.is_empty() {
            self.rng.choose(n, w)
        } else {
            let values: Vec<u32> = self.record.iter().map(|c| c.1).collect();
            match self.dead.get(&values) {
                Some(dead) => self.draw_live(n, w, dead.clone()),
                None => self.rng.choose(n, w),
            }
        };
        self.record.push((n, v));
        self.weights.push(w.map(Box::from));
        v
    }
}

impl Redraw {
    /// A value of `0..n` outside `dead`, by weight (`w`), else uniform:
    /// by rejection while most values are live (`n` may be 2^32), else
    /// by counting.
    fn draw_live(&mut self, n: u32, w: Option<&[u32]>, dead: Vec<u32>) -> u32 {
        if w.is_none() && (dead.len() as u64) * 2 < n as u64 {
            loop {
                let v = self.rng.below(n);
                if !dead.contains(&v) {
                    return v;
                }
            }
        }
        let mut k = self.rng.next_u64() % live_weight(n, w, &dead).max(1);
        for j in (0..n).filter(|j| !dead.contains(j)) {
            let unit = w.map_or(1, |w| w.get(j as usize).copied().unwrap_or(0) as u64);
            if k < unit {
                return j;
            }
            k -= unit;
        }
        0
    }
}

/// Replays a fixed list; after it runs out, the first value.
pub struct Listed {
    pub values: Vec<u32>,
    pub next: usize,
}

impl Chooser for Listed {
    fn choose(&mut self, _n: u32, _w: Option<&[u32]>) -> u32 {
        let v = self.values.get(self.next).copied().unwrap_or(0);
        self.next += 1;
        v
    }
}

/// Follows a prefix of choices, then takes 0, recording every choice and
/// the probability that random runs (`divm smc`) take the same values.
pub struct Enumerator {
    pub prefix: Vec<u32>,
    /// `(alternatives, value)` of each choice.
    pub record: Vec<(u32, u32)>,
    pub probability: f64,
}

impl Default for Enumerator {
    fn default() -> Enumerator {
        Enumerator::new(Vec::new())
    }
}

impl Enumerator {
    pub fn new(prefix: Vec<u32>) -> Enumerator {
        Enumerator { prefix, record: Vec::new(), probability: 1.0 }
    }

    /// Starts the record of an edge resumed after `made`
    /// (`Machine::resume_paused`): those choices are already in it, so
    /// `prefix` counts them too. Keeps the buffers.
    pub fn resume(&mut self, made: &[(u32, u32)]) {
        self.record.clear();
        self.record.extend_from_slice(made);
        self.probability = 1.0;
    }

    /// Sets `prefix` to the next choice sequence after `record`, in place;
    /// false when all are done.
    pub fn advance(&mut self) -> bool {
        next_prefix_into(&self.record, &mut self.prefix)
    }
}

impl Chooser for Enumerator {
    fn choose(&mut self, n: u32, w: Option<&[u32]>) -> u32 {
        let i = self.record.len();
        let v = self.prefix.get(i).copied().unwrap_or(0).min(n.saturating_sub(1));
        self.record.push((n, v));
        // The distribution of `choice::Random`: by weight, else uniform.
        let total: u64 = w.map(|w| w.iter().map(|&x| x as u64).sum()).unwrap_or(0);
        self.probability *= match w {
            Some(w) if total > 0 => w.get(v as usize).copied().unwrap_or(0) as f64 / total as f64,
            _ => 1.0 / n.max(1) as f64,
        };
        v
    }
}

/// The next choice sequence after `record`, or None when all are done.
pub fn next_prefix(record: &[(u32, u32)]) -> Option<Vec<u32>> {
    let mut p = Vec::new();
    next_prefix_into(record, &mut p).then_some(p)
}

/// `next_prefix` into `out` (replacing its contents); false when all are
/// done (`out` is then left as it was).
fn next_prefix_into(record: &[(u32, u32)], out: &mut Vec<u32>) -> bool {
    let Some(i) = record.iter().rposition(|&(n, v)| v + 1 < n) else { return false };
    out.clear();
    out.extend(record[..i].iter().map(|c| c.1));
    out.push(record[i].1 + 1);
    true
}

#[cfg(test)]
mod tests {
    use super::{next_prefix, Redraw};
    use divm_vm::Chooser;

    /// An edge of two choices (3 values, then 2) where every path under
    /// first value 1 is cancelled, and so is (0, 0): `retry` keeps the
    /// first choice while it has a live alternative below, never draws a
    /// dead path again, and gives up once every path is dead.
    #[test]
    fn redraw_never_repeats_a_dead_path_and_ends() {
        let dead = |a: u32, b: u32| a == 1 || (a, b) == (0, 0);
        for seed in 0..200 {
            let mut r = Redraw::new(seed);
            let mut tried = std::collections::HashSet::new();
            loop {
                let (a, b) = (r.choose(3, None), r.choose(2, None));
                assert!(tried.insert((a, b)), "seed {}: ({}, {}) drawn twice", seed, a, b);
                if !dead(a, b) {
                    break;
                }
                assert!(r.retry(), "seed {}: a live path remains", seed);
            }
        }
        // Every path dead: the edge cannot be taken.
        let mut r = Redraw::new(7);
        let mut n = 0;
        loop {
            r.choose(2, None);
            r.choose(2, None);
            n += 1;
            if !r.retry() {
                break;
            }
        }
        assert_eq!(n, 4);
        // No choice at all: nothing to redraw.
        assert!(!Redraw::new(1).retry());
    }

    /// A dead value of a weighted choice is not drawn again, and values of
    /// weight 0 never are: with only those left, the choice is dead.
    #[test]
    fn redraw_respects_weights() {
        for seed in 0..100 {
            let mut r = Redraw::new(seed);
            let w = [0, 5, 5];
            let first = r.choose(3, Some(&w));
            assert_ne!(first, 0);
            assert!(r.retry());
            let second = r.choose(3, Some(&w));
            assert!(second != 0 && second != first);
            assert!(!r.retry(), "only a weight-0 value is left");
        }
    }

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
