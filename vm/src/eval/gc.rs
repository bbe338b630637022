//! Garbage collection at the end of an edge, and leak detection.
//!
//! The state is what is reachable from the persistent control registers.
//! Anything else can never be touched again: system objects and frames are
//! dropped silently, user heap objects are reported as leaks.

use super::{FrameInfo, Machine};
use crate::abi;
use crate::memory::*;

/// A user heap object that became unreachable without being freed.
#[derive(Clone, Debug, PartialEq)]
pub struct Leak {
    pub size: usize,
    /// Where it was allocated (`func == u32::MAX` when unknown).
    pub site: FrameInfo,
}

impl<'p> Machine<'p> {
    /// Heap ids reachable from the roots (and the running frame, if any).
    pub fn reachable(&self) -> Vec<bool> {
        let heap = &self.state.heap;
        let mut mark = vec![false; heap.id_limit() as usize];
        let mut stack: Vec<u32> = Vec::new();
        let roots = [
            abi::CR_CONSTANTS,
            abi::CR_GLOBALS,
            abi::CR_RUNTIME_GLOBALS,
            abi::CR_STATE,
            abi::CR_USER1,
            abi::CR_USER2,
            abi::CR_USER3,
            abi::CR_USER4,
            abi::CR_TLS,
        ];
        for r in roots {
            let p = Pointer(self.state.ctl[r]);
            if p.is_heap_object() {
                stack.push(p.obj());
            }
        }
        if self.frame != 0 {
            stack.push(self.frame);
        }
        while let Some(id) = stack.pop() {
            let i = id as usize;
            if i >= mark.len() || mark[i] {
                continue;
            }
            let Some(o) = heap.get(id) else { continue };
            mark[i] = true;
            // Dead registers of suspended frames hold no edges (as in canonical()).
            let dead = if o.kind == ObjKind::Frame && id != self.frame { self.dead_registers(o) } else { Vec::new() };
            stack.extend(o.heap_edges(&dead).map(|v| Pointer(v).obj()));
        }
        mark
    }

    /// The user heap objects still allocated, reachable or not (SV-COMP's
    /// `valid-memcleanup`, at exit).
    pub fn heap_left(&self) -> Vec<Leak> {
        let heap = &self.state.heap;
        heap.live_ids()
            .filter_map(|id| heap.get(id).filter(|o| o.kind == ObjKind::Heap).map(|o| Leak { size: o.size(), site: self.site(o.site) }))
            .collect()
    }

    /// Drops unreachable objects; returns the user heap objects among them.
    pub fn collect_garbage(&mut self) -> Vec<Leak> {
        let mark = self.reachable();
        let dead: Vec<u32> = self.state.heap.live_ids().filter(|&id| !mark[id as usize]).collect();
        let mut leaks = Vec::new();
        for id in dead {
            if let Some(o) = self.state.heap.remove(id) {
                if o.kind == ObjKind::Heap {
                    leaks.push(Leak { size: o.size(), site: self.site(o.site) });
                }
            }
        }
        leaks
    }
}
