//! Turning a pointer into a checked place in an object.

use super::{Heap, ObjKind, Object, Pointer, PtrKind, Slot, INVALID_OBJECT};
use crate::ir::{DataObject, DataPlace, DataSlot, RUNTIME_SLOT};
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

/// A count of bytes in a message: "1 byte", "4 bytes".
pub(crate) struct Bytes(pub u64);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} byte{}", self.0, if self.0 == 1 { "" } else { "s" })
    }
}

/// A memory error, with everything needed for a precise message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemFault {
    Null {
        access: Access,
        size: u32,
    },
    Invalid {
        access: Access,
        size: u32,
        ptr: u64,
    },
    Freed {
        access: Access,
        size: u32,
        obj_size: u32,
        kind: ObjKind,
    },
    /// `kind` is None where the access does not know what the object is.
    Bounds {
        access: Access,
        size: u32,
        offset: i64,
        obj_size: u32,
        kind: Option<ObjKind>,
        name: Option<String>,
    },
    ConstStore {
        size: u32,
    },
    Code {
        access: Access,
    },
}

impl fmt::Display for MemFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MemFault::Null { access, size } => write!(f, "null pointer dereference: {} of {}", access.verb(), Bytes(*size as u64)),
            MemFault::Invalid { access, size, ptr } => {
                write!(f, "invalid pointer: {} of {} through {:#x}", access.verb(), Bytes(*size as u64), ptr)
            }
            MemFault::Freed { access, size, obj_size, kind } => {
                let (verb, bytes, dir) = (access.verb(), Bytes(*size as u64), if *access == Access::Load { "from" } else { "to" });
                match kind {
                    // A local's storage ends with its block (lifetime.end) or its function.
                    ObjKind::Alloca => write!(
                        f,
                        "use after scope: {verb} of {bytes} {dir} a {obj_size}-byte stack object whose lifetime ended (its block was left or its function returned)"
                    ),
                    _ => write!(f, "use after free: {verb} of {bytes} {dir} a freed {obj_size}-byte {} object", kind.describe()),
                }
            }
            MemFault::Bounds { access, size, offset, obj_size, kind, name } => {
                let what = kind.map_or("object", ObjKind::noun);
                write!(f, "out of bounds: {} of {} at offset {} of a {}-byte {}", access.verb(), Bytes(*size as u64), offset, obj_size, what)?;
                if let Some(n) = name {
                    write!(f, " '{}'", n)?;
                }
                Ok(())
            }
            MemFault::ConstStore { size } => write!(f, "store of {} to constant memory", Bytes(*size as u64)),
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
    /// The data object a global or constant pointer points into, and the
    /// slot its number names there (constants: for loads only).
    #[inline(always)]
    fn data_slot(&self, p: Pointer, access: Access) -> Option<(DataObject, &DataSlot)> {
        let n = p.obj();
        match p.kind() {
            PtrKind::Global if n & RUNTIME_SLOT != 0 => Some((DataObject::RuntimeGlobals, self.runtime_globals.get((n & !RUNTIME_SLOT) as usize)?)),
            PtrKind::Global => Some((DataObject::Globals, self.globals.get(n as usize)?)),
            PtrKind::Const if access == Access::Load => Some((DataObject::Constants, self.constants.get(n as usize)?)),
            _ => None,
        }
    }

    /// The place of a `size`-byte access through the global or constant
    /// pointer `p`, if it is valid and in bounds (alignment aside). It
    /// needs only the slot tables: `locate` checks it on every access, and
    /// link fixes it in the loads and stores through constant pointers.
    #[inline(always)]
    pub fn data_place(&self, p: Pointer, size: u32, access: Access) -> Option<DataPlace> {
        let (object, slot) = self.data_slot(p, access)?;
        let fits = p.obj() != INVALID_OBJECT && p.offset() as u64 + size as u64 <= slot.size as u64;
        fits.then(|| DataPlace { object, off: slot.base + p.offset() })
    }

    /// The heap id of a data object.
    #[inline(always)]
    pub fn object(&self, d: DataObject) -> u32 {
        match d {
            DataObject::Globals => self.globals_obj,
            DataObject::RuntimeGlobals => self.runtime_globals_obj,
            DataObject::Constants => self.constants_obj,
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
        if p.kind() == PtrKind::Heap && p.obj() != 0 {
            let o = self.get(p.obj())?;
            if p.obj() == INVALID_OBJECT || p.offset() as u64 + size as u64 > o.size() as u64 {
                return None;
            }
            return Some((Place { obj: p.obj(), off: p.offset() as usize }, o));
        }
        let at = layout.data_place(p, size, access)?;
        let obj = layout.object(at.object);
        Some((Place { obj, off: at.off as usize }, self.get(obj)?))
    }

    /// Resolves `size` bytes at `p` for `access`, checking every rule of
    /// DESIGN §2. A zero-size access only needs a valid, in-bounds (or
    /// one-past-the-end) pointer.
    pub fn resolve(&self, layout: &Layout, p: Pointer, size: u32, access: Access) -> Result<Place, MemFault> {
        if let Some((place, _)) = self.locate(layout, p, size, access) {
            return Ok(place);
        }
        let (obj, base, limit, kind, name) = match p.kind() {
            PtrKind::Heap => {
                if p.is_null() || p.obj() == 0 {
                    return Err(MemFault::Null { access, size });
                }
                match self.slot(p.obj()) {
                    Slot::Live(o) => (p.obj(), 0u32, o.size() as u32, o.kind, None),
                    Slot::Freed { size: obj_size, kind, .. } => return Err(MemFault::Freed { access, size, obj_size: *obj_size, kind: *kind }),
                    Slot::Vacant => return Err(MemFault::Invalid { access, size, ptr: p.0 }),
                }
            }
            PtrKind::Global | PtrKind::Const => {
                let constant = p.kind() == PtrKind::Const;
                // (Looked up as for a load: a store to an existing constant
                // is the fault to report.)
                let Some((object, slot)) = layout.data_slot(p, Access::Load) else {
                    return Err(MemFault::Invalid { access, size, ptr: p.0 });
                };
                if constant && access == Access::Store {
                    return Err(MemFault::ConstStore { size });
                }
                (layout.object(object), slot.base, slot.size, if constant { ObjKind::Constants } else { ObjKind::Globals }, Some(slot.name.as_str()))
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
                kind: Some(kind),
                name: name.filter(|n| !n.starts_with('.')).map(str::to_owned),
            });
        }
        Ok(Place { obj, off: (base as u64 + off) as usize })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_byte_is_singular() {
        assert_eq!(Bytes(1).to_string(), "1 byte");
        assert_eq!(Bytes(0).to_string(), "0 bytes");
        assert_eq!(Bytes(4).to_string(), "4 bytes");
        let null = MemFault::Null { access: Access::Load, size: 1 };
        assert_eq!(null.to_string(), "null pointer dereference: load of 1 byte");
        let oob = MemFault::Bounds { access: Access::Store, size: 1, offset: 8, obj_size: 8, kind: Some(ObjKind::Heap), name: None };
        assert_eq!(oob.to_string(), "out of bounds: store of 1 byte at offset 8 of a 8-byte heap object");
    }

    #[test]
    fn an_ended_local_is_no_freed_heap_object() {
        let dead = MemFault::Freed { access: Access::Load, size: 4, obj_size: 4, kind: ObjKind::Alloca };
        assert!(dead.to_string().starts_with("use after scope: load of 4 bytes from a 4-byte stack object whose lifetime ended"), "{dead}");
        let freed = MemFault::Freed { access: Access::Store, size: 1, obj_size: 8, kind: ObjKind::Heap };
        assert_eq!(freed.to_string(), "use after free: store of 1 byte to a freed 8-byte heap object");
        let global =
            MemFault::Bounds { access: Access::Load, size: 4, offset: 40, obj_size: 40, kind: Some(ObjKind::Globals), name: Some("a".into()) };
        assert_eq!(global.to_string(), "out of bounds: load of 4 bytes at offset 40 of a 40-byte global variable 'a'");
    }
}
