//! Choice sources for single runs: first value, seeded random, or a list.

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
