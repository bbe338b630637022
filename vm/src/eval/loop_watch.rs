//! Loop heads watched for correctness witnesses: each time a thread passes
//! a watched loop point (an `Op::Cfl`, whether it fires or not), the VM
//! reads the listed values into `Edge::loop_samples`
//! (`Config::loop_watch`): global variables in the globals object, and
//! stack variables in the current frame. States stored by the search miss
//! passages that an edge runs through without stopping; these samples do
//! not.

use super::Machine;
use crate::ir::FuncId;
use crate::memory::{ObjKind, Pointer, PtrKind, TAG_NONE};
use std::collections::HashMap;

/// What to read at each watched loop point, keyed by (function, pc of its
/// `Cfl` op).
#[derive(Debug, Default)]
pub struct LoopWatch {
    pub points: HashMap<(FuncId, u32), Vec<WatchedRead>>,
}

/// An integer to read at a loop point: where, and its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WatchedRead {
    pub at: WatchedAt,
    /// 1, 2, 4 or 8 bytes.
    pub size: u32,
}

/// Where a watched integer is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WatchedAt {
    /// At `offset` in the object a control register names (the globals).
    Control { register: usize, offset: u32 },
    /// In the current frame's register slot at `offset`: a stack variable
    /// whose address is never taken (`VarHome::Slot`). Only the thread
    /// itself writes it. The slot must be live at the point (a dead one
    /// is forgotten: the driver watches only live ones).
    Frame { offset: u32 },
    /// Where the pointer in the current frame's register slot at
    /// `register` points: a stack variable in an object of its own
    /// (`VarHome::Object`), which other threads may reach. The object must
    /// be an `alloca` of the read's size, the pointer at its start.
    Pointee { register: u32 },
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
    /// Samples the current point if it is watched. Values in memory are
    /// exact only while nobody else can observe memory (`CF_MASK_MEM`: one
    /// thread): with other threads, τ-reduction runs a loop head in one
    /// step with the thread's visible action before it, so another
    /// thread's store in between is never seen here although a real run
    /// can see it; such a passage samples every value in memory as `None`.
    /// A frame's register slot is the thread's own, and always exact.
    pub(crate) fn sample_loop_head(&mut self) {
        let Some(watch) = &self.cfg.loop_watch else { return };
        let Some(reads) = watch.points.get(&(self.func, self.pc)) else { return };
        let alone = self.flags() & crate::abi::CF_MASK_MEM != 0;
        let values = reads.iter().map(|r| if alone || matches!(r.at, WatchedAt::Frame { .. }) { self.watched_value(r) } else { None }).collect();
        self.edge.loop_samples.push(LoopSample { func: self.func, pc: self.pc, values });
    }

    fn watched_value(&self, r: &WatchedRead) -> Option<u64> {
        let (obj, offset) = match r.at {
            WatchedAt::Control { register, offset } => (self.state.heap.get(Pointer(*self.state.ctl.get(register)?).obj())?, offset as usize),
            WatchedAt::Frame { offset } => (self.frame_obj().ok()?, offset as usize),
            WatchedAt::Pointee { register } => {
                let p = Pointer(self.frame_obj().ok()?.whole_pointer(register as usize)?);
                if p.kind() != PtrKind::Heap || p.is_null() || p.offset() != 0 {
                    return None;
                }
                (self.state.heap.get(p.obj()).filter(|o| o.kind == ObjKind::Alloca && o.size() == r.size as usize)?, 0)
            }
        };
        if !(1..=8).contains(&r.size) || offset + r.size as usize > obj.size() {
            return None;
        }
        let v = obj.read(offset, r.size as usize);
        (v.tag == TAG_NONE && v.defined(r.size)).then_some(v.bits as u64 & (u64::MAX >> (64 - 8 * r.size)))
    }
}
