//! Turning a pointer into a checked place in an object.

use super::{Heap, ObjKind, Object, Pointer, PtrKind, Slot, INVALID_OBJECT};
use crate::ir::{DataPlace, DataSlot, RUNTIME_SLOT};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Load,
    Store,
}

impl Access {
    fn verb(self) -> &'static str {
        match self {
            Access::Load => "load",
            Access::Store => "store",
        }
    }
}

/// A memory error, with everything needed for a precise message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemFault {
    Null { access: Access, size: u32 },
    Invalid { access: Access, size: u32, ptr: u64 },
    Freed { access: Access, size: u32, obj_size: u32, kind: ObjKind },
    Bounds { access: Access, size: u32, offset: i64, obj_size: u32, what: &'static str, name: Option<String> },
    ConstStore { size: u32 },
    Code { access: Access },
}

impl fmt::Display for MemFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MemFault::Null { access, size } => write!(f, "null pointer dereference: {} of {} bytes", access.verb(), size),
            MemFault::Invalid { access, size, ptr } => {
                write!(f, "invalid pointer: {} of {} bytes through {:#x}", access.verb(), size, ptr)
            }
            MemFault::Freed { access, size, obj_size, kind } => write!(
                f,
                "use after free: {} of {} bytes {} a freed {}-byte {} object",
                access.verb(),
                size,
                if *access == Access::Load { "from" } else { "to" },
                obj_size,
                kind.describe()
            ),
            MemFault::Bounds { access, size, offset, obj_size, what, name } => {
                write!(f, "out of bounds: {} of {} bytes at offset {} of a {}-byte {}", access.verb(), size, offset, obj_size, what)?;
                if let Some(n) = name {
                    write!(f, " '{}'", n)?;
                }
                Ok(())
            }
            MemFault::ConstStore { size } => write!(f, "store of {} bytes to constant memory", size),
            MemFault::Code { access } => write!(f, "{} through a code pointer", access.verb()),
        }
    }
}

/// The static layout needed to resolve global and constant pointers.
#[derive(Clone, Copy)]
pub struct Layout<'a> {
    pub globals: &'a [DataSlot],
    pub runtime_globals: &'a [DataSlot],
    pub constants: &'a [DataSlot],
    /// Heap ids of the globals objects (the program's, the runtime's) and
    /// of the constants object.
    pub globals_obj: u32,
    pub runtime_globals_obj: u32,
    pub constants_obj: u32,
}

impl Layout<'_> {
    /// The object and the slot a global pointer's slot number names.
    #[inline(always)]
    fn global(&self, slot: u32) -> Option<(u32, &DataSlot)> {
        if slot & RUNTIME_SLOT != 0 {
            Some((self.runtime_globals_obj, self.runtime_globals.get((slot & !RUNTIME_SLOT) as usize)?))
        } else {
            Some((self.globals_obj, self.globals.get(slot as usize)?))
        }
    }

    /// The object and offset of a place link resolved (`DataPlace`).
    #[inline(always)]
    pub fn data_place(&self, at: DataPlace) -> Option<(u32, usize)> {
        match at {
            DataPlace::Unknown => None,
            DataPlace::Globals(off) => Some((self.globals_obj, off as usize)),
            DataPlace::RuntimeGlobals(off) => Some((self.runtime_globals_obj, off as usize)),
            DataPlace::Constants(off) => Some((self.constants_obj, off as usize)),
        }
    }
}

/// A checked location: `size` bytes at `off` of object `obj` are in bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub obj: u32,
    pub off: usize,
}

impl Heap {
    /// The place `resolve` gives, when it gives one, with its object: the
    /// valid access alone, with no fault to describe (the interpreter's
    /// fast paths). Inlined: as a call it cost the fast loads and stores
    /// about 25 host instructions each (fib: -4% host instructions).
    #[inline(always)]
    pub fn locate(&self, layout: &Layout, p: Pointer, size: u32, access: Access) -> Option<(Place, &Object)> {
        let (obj, base, limit) = match p.kind() {
            PtrKind::Heap if p.obj() != 0 => (p.obj(), 0, None),
            PtrKind::Global => {
                let (obj, slot) = layout.global(p.obj())?;
                (obj, slot.base, Some(slot.size))
            }
            PtrKind::Const if access == Access::Load => {
                let slot = layout.constants.get(p.obj() as usize)?;
                (layout.constants_obj, slot.base, Some(slot.size))
            }
            _ => return None,
        };
        let o = self.get(obj)?;
        let limit = limit.unwrap_or(o.size() as u32);
        if p.obj() == INVALID_OBJECT || p.offset() as u64 + size as u64 > limit as u64 {
            return None;
        }
        Some((Place { obj, off: base as usize + p.offset() as usize }, o))
    }

    /// Resolves `size` bytes at `p` for `access`, checking every rule of
    /// DESIGN §2. A zero-size access only needs a valid, in-bounds (or
    /// one-past-the-end) pointer.
    pub fn resolve(&self, layout: &Layout, p: Pointer, size: u32, access: Access) -> Result<Place, MemFault> {
        if let Some((place, _)) = self.locate(layout, p, size, access) {
            return Ok(place);
        }
        let (obj, base, limit, what, name) = match p.kind() {
            PtrKind::Heap => {
                if p.is_null() || p.obj() == 0 {
                    return Err(MemFault::Null { access, size });
                }
                match self.slot(p.obj()) {
                    Slot::Live(o) => (p.obj(), 0u32, o.size() as u32, o.kind.describe(), None),
                    Slot::Freed { size: obj_size, kind, .. } => {
                        return Err(MemFault::Freed { access, size, obj_size: *obj_size, kind: *kind })
                    }
                    Slot::Vacant => return Err(MemFault::Invalid { access, size, ptr: p.0 }),
                }
            }
            PtrKind::Global | PtrKind::Const => {
                let constant = p.kind() == PtrKind::Const;
                let found = if constant { layout.constants.get(p.obj() as usize).map(|s| (layout.constants_obj, s)) } else { layout.global(p.obj()) };
                let Some((obj, slot)) = found else {
                    return Err(MemFault::Invalid { access, size, ptr: p.0 });
                };
                if constant && access == Access::Store {
                    return Err(MemFault::ConstStore { size });
                }
                (obj, slot.base, slot.size, if constant { "constant" } else { "global" }, Some(slot.name.as_str()))
            }
            PtrKind::Code => return Err(MemFault::Code { access }),
        };
        if p.obj() == INVALID_OBJECT {
            return Err(MemFault::Invalid { access, size, ptr: p.0 });
        }
        let off = p.offset() as u64;
        if off + size as u64 > limit as u64 {
            let shown = if off >= 1 << 31 { p.signed_offset() } else { off as i64 };
            return Err(MemFault::Bounds {
                access,
                size,
                offset: shown,
                obj_size: limit,
                what: if what == "system" { "heap object" } else { object_word(what) },
                name: name.filter(|n| !n.starts_with('.')).map(str::to_owned),
            });
        }
        Ok(Place { obj, off: (base as u64 + off) as usize })
    }
}

fn object_word(what: &'static str) -> &'static str {
    match what {
        "heap" => "heap object",
        "stack" => "stack object",
        "frame" => "frame",
        "global" => "global variable",
        "constant" => "constant",
        "variadic argument" => "variadic argument area",
        _ => "object",
    }
}
