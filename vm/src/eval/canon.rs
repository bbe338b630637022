//! Canonical form of a state, for the visited set.
//!
//! A DFS from the roots renumbers objects in visiting order (heap symmetry):
//! two states that differ only in object ids have the same canonical bytes.
//! Equality of canonical bytes is exact equality of states up to renumbering.

use super::Machine;
use crate::abi;
use crate::memory::*;

/// Marks a pointer to a freed or vacant object in the canonical form.
const DANGLING: u32 = u32::MAX;

impl<'p> Machine<'p> {
    /// The canonical bytes of the current (suspended) state.
    pub fn canonical(&self) -> Vec<u8> {
        let heap = &self.state.heap;
        let mut number = vec![u32::MAX; heap.id_limit() as usize];
        let mut order: Vec<u32> = Vec::new();
        let mut out: Vec<u8> = Vec::with_capacity(256);
        // Visit: assign numbers in DFS preorder, iteratively.
        let visit = |id: u32, number: &mut Vec<u32>, order: &mut Vec<u32>, stack: &mut Vec<u32>| {
            if (id as usize) < number.len() && number[id as usize] == u32::MAX && heap.get(id).is_some() {
                number[id as usize] = order.len() as u32;
                order.push(id);
                stack.push(id);
            }
        };
        let roots = [abi::CR_GLOBALS, abi::CR_STATE, abi::CR_USER1, abi::CR_USER2, abi::CR_USER3, abi::CR_USER4];
        let mut stack = Vec::new();
        for r in roots {
            let p = Pointer(self.state.ctl[r]);
            if p.kind() == PtrKind::Heap && p.obj() != 0 {
                visit(p.obj(), &mut number, &mut order, &mut stack);
                // Depth-first: finish this root before the next.
                while let Some(id) = stack.pop() {
                    let o = heap.get(id).unwrap();
                    let offs: Vec<usize> = o.pointer_offsets().collect();
                    for off in offs.into_iter().rev() {
                        let q = Pointer(o.read(off, 8).u64());
                        if q.kind() == PtrKind::Heap && q.obj() != 0 {
                            visit(q.obj(), &mut number, &mut order, &mut stack);
                        }
                    }
                }
            }
        }
        // Control registers, with pointers renumbered.
        let canon_ptr = |p: Pointer, number: &Vec<u32>| -> u64 {
            if p.kind() != PtrKind::Heap || p.obj() == 0 {
                return p.0;
            }
            let n = number.get(p.obj() as usize).copied().unwrap_or(u32::MAX);
            let n = if n == u32::MAX { DANGLING } else { n };
            ((n as u64) << 32) | p.offset() as u64
        };
        for r in 0..abi::CR_COUNT {
            let v = match r {
                abi::CR_FRAME | abi::CR_PC | abi::CR_CONSTANTS => 0,
                abi::CR_FLAGS => self.state.ctl[r] & !(abi::CF_ERROR | abi::CF_ACCEPTING | abi::CF_CANCEL | abi::CF_KERNEL),
                _ => canon_ptr(Pointer(self.state.ctl[r]), &number),
            };
            out.extend_from_slice(&v.to_le_bytes());
        }
        // Objects in canonical order.
        for &id in &order {
            let o = heap.get(id).unwrap();
            out.push(o.kind as u8 | if o.shared { 0x80 } else { 0 });
            out.extend_from_slice(&(o.size() as u32).to_le_bytes());
            let start = out.len();
            out.extend_from_slice(&o.data);
            for off in o.pointer_offsets() {
                let q = Pointer(o.read(off, 8).u64());
                let c = canon_ptr(q, &number);
                out[start + off..start + off + 8].copy_from_slice(&c.to_le_bytes());
            }
            // Shadows: presence flag, then contents.
            if o.undef.iter().all(|&b| b == 0) {
                out.push(0);
            } else {
                out.push(1);
                out.extend_from_slice(&o.undef);
            }
            if o.ptrs.iter().all(|&b| b == 0) {
                out.push(0);
            } else {
                out.push(1);
                out.extend_from_slice(&o.ptrs);
            }
        }
        out
    }
}
