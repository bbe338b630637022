//! Graph-organised memory: pointers, objects with shadow layers, the heap.

mod access;
mod handle;
mod heap;
mod object;
mod pointer;
mod value;

pub(crate) use access::Bytes;
pub use access::{Access, Layout, MemFault, Place};
pub use handle::{is_sole, sole_mut, unshared_mut, Handle};
pub use heap::{Heap, Slot, NO_ORIGIN};
pub use object::{ObjKind, Object, Parts, PointerOffsets, WordView, Words};
pub use pointer::{Pointer, PtrKind, INVALID_OBJECT};
pub(crate) use value::low_bits;
pub use value::{mask, Val, Word, TAG_FRAG, TAG_NONE, TAG_PTR, TAG_TERM, TAG_TERM_BYTE};

#[cfg(test)]
mod tests;
