//! Pointers: 64 bits, `[kind:2][object:30][offset:32]`.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PtrKind {
    Heap = 0,
    Global = 1,
    Const = 2,
    Code = 3,
}

/// Object ids are 30 bits; this one marks a pointer whose offset overflowed.
pub const INVALID_OBJECT: u32 = (1 << 30) - 1;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Pointer(pub u64);

impl Pointer {
    pub const NULL: Pointer = Pointer(0);

    pub fn new(kind: PtrKind, obj: u32, offset: u32) -> Pointer {
        debug_assert!(obj < (1 << 30));
        Pointer(((kind as u64) << 62) | ((obj as u64) << 32) | offset as u64)
    }

    pub fn heap(obj: u32) -> Pointer {
        Pointer::new(PtrKind::Heap, obj, 0)
    }

    pub fn code(func: u32, pc: u32) -> Pointer {
        Pointer::new(PtrKind::Code, func, pc)
    }

    /// The address of block `block` of function `func` (GNU C `&&label`,
    /// LLVM `blockaddress`): a code pointer whose offset is the block's
    /// position among the function's blocks. The entry block (0) has no
    /// address, so no block's address is a function pointer, and a call
    /// through one faults. `indirectbr` jumps only to such an address of
    /// its own function listed among its destinations.
    pub fn block_address(func: u32, block: u32) -> Pointer {
        Pointer::new(PtrKind::Code, func, block)
    }

    pub fn kind(self) -> PtrKind {
        match self.0 >> 62 {
            0 => PtrKind::Heap,
            1 => PtrKind::Global,
            2 => PtrKind::Const,
            _ => PtrKind::Code,
        }
    }

    /// The object part: kind and id together (the high 32 bits).
    pub fn object_part(self) -> u32 {
        (self.0 >> 32) as u32
    }

    pub fn obj(self) -> u32 {
        ((self.0 >> 32) as u32) & ((1 << 30) - 1)
    }

    pub fn offset(self) -> u32 {
        self.0 as u32
    }

    /// Whether this names a heap object (an edge of the graph).
    pub fn is_heap_object(self) -> bool {
        self.kind() == PtrKind::Heap && self.obj() != 0
    }

    pub fn is_null(self) -> bool {
        self.0 == 0
    }

    pub fn with_offset(self, offset: u32) -> Pointer {
        Pointer((self.0 & !0xffff_ffff) | offset as u64)
    }

    /// The offset read as signed: offsets at or above 2^31 are below the
    /// object's start (objects are smaller than 2^31 bytes), as after `p--`
    /// past the first element.
    pub fn signed_offset(self) -> i64 {
        self.offset() as i32 as i64
    }

    /// Moves the offset by `delta`. The object part never changes: an offset
    /// that leaves [-2^31, 2^32) makes the pointer invalid forever instead of
    /// wrapping onto a neighbour.
    // (Not `std::ops::Add`: it takes an offset, not a pointer, and may
    // make the pointer invalid.)
    #[allow(clippy::should_implement_trait)]
    pub fn add(self, delta: i64) -> Pointer {
        let base = if self.offset() >= 1 << 31 { self.signed_offset() } else { self.offset() as i64 };
        let off = base + delta;
        if (-(1i64 << 31)..=u32::MAX as i64).contains(&off) {
            self.with_offset(off as u32)
        } else {
            Pointer::new(self.kind(), INVALID_OBJECT, 0)
        }
    }
}

impl fmt::Debug for Pointer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}#{}+{}", self.kind(), self.obj(), self.offset())
    }
}
