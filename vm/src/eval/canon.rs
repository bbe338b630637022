//! Canonical form of a state: snapshot for the visited set, and restore.
//!
//! A DFS from the roots renumbers objects in visiting order (heap symmetry):
//! object `k` of the DFS gets id `k + 1`, and every pointer inside objects
//! and control registers is rewritten to those ids. Two states that differ
//! only in object ids have the same canonical form, and the canonical form
//! is itself a valid state, so the search restores states from it.

use super::Machine;
use crate::abi;
use crate::memory::*;

/// One object in canonical form:
/// `[kind|shared][size:u32][shadow flags][site:u32][data][undef?][ptrs?]`.
/// The allocation site is kept so that reports after a restore can name it.
pub type CanonObject = Box<[u8]>;

/// A whole state in canonical form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Canonical {
    pub ctl: [u64; abi::CR_COUNT],
    /// Objects in canonical order; object `k` has id `k + 1`.
    pub objects: Vec<CanonObject>,
}

const KINDS: [ObjKind; 6] = [ObjKind::Heap, ObjKind::System, ObjKind::Frame, ObjKind::Alloca, ObjKind::Globals, ObjKind::Constants];

fn kind_code(k: ObjKind) -> u8 {
    KINDS.iter().position(|&x| x == k).unwrap() as u8
}

impl<'p> Machine<'p> {
    /// The canonical form of the current (suspended) state.
    pub fn canonical(&self) -> Canonical {
        let heap = &self.state.heap;
        let limit = heap.id_limit() as usize;
        let mut number = vec![0u32; limit];
        let mut order: Vec<u32> = Vec::new();
        let roots = [abi::CR_CONSTANTS, abi::CR_GLOBALS, abi::CR_STATE, abi::CR_USER1, abi::CR_USER2, abi::CR_USER3, abi::CR_USER4, abi::CR_TLS];
        let mut stack = Vec::new();
        let mut offs = Vec::new();
        for r in roots {
            let p = Pointer(self.state.ctl[r]);
            if p.kind() != PtrKind::Heap || p.obj() == 0 {
                continue;
            }
            stack.push(p.obj());
            while let Some(id) = stack.pop() {
                let i = id as usize;
                if i >= limit || number[i] != 0 {
                    continue;
                }
                let Some(o) = heap.get(id) else { continue };
                order.push(id);
                number[i] = order.len() as u32;
                offs.clear();
                offs.extend(o.pointer_offsets());
                for &off in offs.iter().rev() {
                    let q = Pointer(o.read(off, 8).u64());
                    if q.kind() == PtrKind::Heap && q.obj() != 0 && (q.obj() as usize) < limit && number[q.obj() as usize] == 0 {
                        stack.push(q.obj());
                    }
                }
            }
        }
        // Pointers to objects outside the state (freed) all become the id
        // after the last object, which restore() leaves freed.
        let dangling = order.len() as u32 + 1;
        let canon = |p: Pointer| -> u64 {
            if p.kind() != PtrKind::Heap || p.obj() == 0 {
                return p.0;
            }
            let n = number.get(p.obj() as usize).copied().unwrap_or(0);
            Pointer::new(PtrKind::Heap, if n == 0 { dangling } else { n }, p.offset()).0
        };
        let mut ctl = [0u64; abi::CR_COUNT];
        for (r, c) in ctl.iter_mut().enumerate() {
            *c = match r {
                abi::CR_FRAME | abi::CR_PC => 0,
                abi::CR_FLAGS => self.state.ctl[r] & !(abi::CF_ERROR | abi::CF_ACCEPTING | abi::CF_CANCEL | abi::CF_KERNEL),
                _ => canon(Pointer(self.state.ctl[r])),
            };
        }
        let mut objects = Vec::with_capacity(order.len());
        for &id in &order {
            let o = heap.get(id).unwrap();
            let has_undef = o.undef.iter().any(|&b| b != 0);
            let has_ptrs = o.ptrs.iter().any(|&b| b != 0);
            let n = o.size();
            let mut out = Vec::with_capacity(10 + n * (1 + has_undef as usize + has_ptrs as usize));
            out.push(kind_code(o.kind) | if o.shared { 0x80 } else { 0 });
            out.extend_from_slice(&(n as u32).to_le_bytes());
            out.push(has_undef as u8 | (has_ptrs as u8) << 1);
            out.extend_from_slice(&o.site.to_le_bytes());
            let start = out.len();
            out.extend_from_slice(&o.data);
            for off in o.pointer_offsets() {
                let q = Pointer(o.read(off, 8).u64());
                out[start + off..start + off + 8].copy_from_slice(&canon(q).to_le_bytes());
            }
            if has_undef {
                out.extend_from_slice(&o.undef);
            }
            if has_ptrs {
                out.extend_from_slice(&o.ptrs);
            }
            objects.push(out.into_boxed_slice());
        }
        Canonical { ctl, objects }
    }

    /// Replaces the current state by a canonical one.
    pub fn restore(&mut self, ctl: &[u64; abi::CR_COUNT], objects: &[&[u8]]) {
        let mut heap = Heap::new();
        for bytes in objects {
            let kind = KINDS[(bytes[0] & 0x7f) as usize];
            let shared = bytes[0] & 0x80 != 0;
            let n = u32::from_le_bytes(bytes[1..5].try_into().unwrap()) as usize;
            let flags = bytes[5];
            let site = u32::from_le_bytes(bytes[6..10].try_into().unwrap());
            let mut at = 10;
            let data = bytes[at..at + n].to_vec();
            at += n;
            let undef = if flags & 1 != 0 {
                at += n;
                bytes[at - n..at].to_vec()
            } else {
                Vec::new()
            };
            let ptrs = if flags & 2 != 0 { bytes[at..at + n].to_vec() } else { Vec::new() };
            heap.insert(Object { data, undef, ptrs, kind, shared, site });
        }
        // The id every dangling pointer names: a freed object.
        let dangling = heap.insert(Object::new_zero(0, ObjKind::Heap, 0));
        heap.remove(dangling);
        self.state.heap = heap;
        self.state.ctl = *ctl;
    }
}
