//! Instructions executed per function (`Config::profile`): where a run or
//! a search spends its VM instructions, e.g. how many the OS scheduler
//! takes per transition. Shared by every machine of a search (atomic
//! counters), and off unless asked for: then `exec` only tests `None`.

use crate::ir::FuncId;
use std::sync::atomic::{AtomicU64, Ordering};

pub struct Profile {
    counts: Box<[AtomicU64]>,
}

impl Profile {
    /// Zero counts for a program of `functions` functions.
    pub fn new(functions: usize) -> Profile {
        Profile { counts: (0..functions).map(|_| AtomicU64::new(0)).collect() }
    }

    #[inline]
    pub(crate) fn add(&self, func: FuncId, n: u64) {
        if let Some(c) = self.counts.get(func as usize) {
            c.fetch_add(n, Ordering::Relaxed);
        }
    }

    /// An instruction counted once too often (a call that pauses the
    /// edge runs, and counts, again on resume).
    #[inline]
    pub(crate) fn uncount(&self, func: FuncId) {
        if let Some(c) = self.counts.get(func as usize) {
            c.fetch_sub(1, Ordering::Relaxed);
        }
    }

    /// The functions that executed instructions, most first (ties by id).
    pub fn counts(&self) -> Vec<(FuncId, u64)> {
        let mut v: Vec<(FuncId, u64)> =
            self.counts.iter().enumerate().map(|(f, c)| (f as FuncId, c.load(Ordering::Relaxed))).filter(|&(_, n)| n > 0).collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        v
    }
}

impl std::fmt::Debug for Profile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Profile({} functions)", self.counts.len())
    }
}
