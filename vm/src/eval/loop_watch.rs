//! Loop heads watched for correctness witnesses: each time a thread passes
//! a watched loop point (an `Op::Cfl`, whether it fires or not), the VM
//! reads the listed values into `Edge::loop_samples`
//! (`Config::loop_watch`). States stored by the search miss passages that
//! an edge runs through without stopping; these samples do not.

use super::Machine;
use crate::ir::FuncId;
use crate::memory::{Pointer, TAG_NONE};
use std::collections::HashMap;

/// What to read at each watched loop point, keyed by (function, pc of its
/// `Cfl` op).
#[derive(Debug, Default)]
pub struct LoopWatch {
    pub points: HashMap<(FuncId, u32), Vec<WatchedRead>>,
}

/// An integer in the object a control register names (the globals).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WatchedRead {
    pub register: usize,
    pub offset: u32,
    /// 1, 2, 4 or 8 bytes.
    pub size: u32,
}

/// The values at one passage, in the order of the point's reads: the raw
/// bits, or `None` when a value is not exactly one integer (undefined
/// bits, a pointer, a symbolic term, out of bounds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopSample {
    pub func: FuncId,
    pub pc: u32,
    pub values: Vec<Option<u64>>,
}

impl<'p> Machine<'p> {
    /// Samples the current point if it is watched. Values are exact only
    /// while nobody else can observe memory (`CF_MASK_MEM`: one thread):
    /// with other threads, τ-reduction runs a loop head in one step with
    /// the thread's visible action before it, so another thread's store in
    /// between is never seen here although a real run can see it; such a
    /// passage samples every value as `None`.
    pub(crate) fn sample_loop_head(&mut self) {
        let Some(watch) = &self.cfg.loop_watch else { return };
        let Some(reads) = watch.points.get(&(self.func, self.pc)) else { return };
        let alone = self.flags() & crate::abi::CF_MASK_MEM != 0;
        let values = reads.iter().map(|r| if alone { self.watched_value(r) } else { None }).collect();
        self.edge.loop_samples.push(LoopSample { func: self.func, pc: self.pc, values });
    }

    fn watched_value(&self, r: &WatchedRead) -> Option<u64> {
        let obj = self.state.heap.get(Pointer(*self.state.ctl.get(r.register)?).obj())?;
        if !(1..=8).contains(&r.size) || r.offset as usize + r.size as usize > obj.size() {
            return None;
        }
        let v = obj.read(r.offset as usize, r.size as usize);
        (v.tag == TAG_NONE && v.defined(r.size)).then_some(v.bits as u64 & (u64::MAX >> (64 - 8 * r.size)))
    }
}
