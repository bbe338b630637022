//! Every source of choices (`Chooser`): seeded random runs, a given list,
//! and the enumeration of every choice sequence the search and `smc
//! --exact` walk through.

use divm_vm::Chooser;

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
