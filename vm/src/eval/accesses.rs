//! Shared-memory accesses an edge makes, recorded for data-race detection
//! (`Config::record_accesses`).
//!
//! An edge records its first visible action (the access that every other
//! thread's pending action may be adjacent to) and every access to shared
//! memory that the program's own code makes in kernel mode (an atomic
//! section, which counts as atomic). Recording runs on the general
//! evaluator only: `Machine::boot` turns the fast paths off with it.

use super::{FrameInfo, Machine};
use crate::abi;
use crate::ir::{Origin, Shape};
use crate::memory::{ObjKind, Place};

/// One access to a shared object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SharedAccess {
    pub obj: u32,
    pub off: u32,
    pub size: u32,
    pub write: bool,
    /// An atomic instruction, a synchronisation's visible action, or an
    /// access inside an atomic section.
    pub atomic: bool,
    /// Where: the innermost frame in the program's own code, else the
    /// innermost frame.
    pub at: FrameInfo,
}

impl SharedAccess {
    /// Two accesses that race if they are adjacent in a run of different
    /// threads: the same bytes, at least one a write, not both atomic.
    pub fn conflicts(&self, o: &SharedAccess) -> bool {
        self.obj == o.obj && self.off < o.off + o.size && o.off < self.off + self.size && (self.write || o.write) && !(self.atomic && o.atomic)
    }
}

/// How a memory access takes part in the interleaving.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AccessMode {
    /// Instrumented code: the access may be an interrupt point.
    pub visible: bool,
    /// An atomic instruction.
    pub atomic: bool,
}

impl Machine<'_> {
    /// Records an access that went ahead (`first`: it was the edge's first
    /// visible action).
    pub(crate) fn note_access(&mut self, place: Place, size: u32, write: bool, atomic: bool, first: bool) {
        let in_section = !first
            && self.flags() & abi::CF_KERNEL != 0
            && self.prog.functions.get(self.func as usize).is_some_and(|f| f.origin == Origin::User)
            && self.state.heap.get(place.obj).is_some_and(|o| o.shared);
        if !(first || in_section) {
            return;
        }
        let at = self.user_point();
        self.edge.accesses.push(SharedAccess { obj: place.obj, off: place.off as u32, size, write, atomic: atomic || in_section, at });
    }

    /// The innermost frame running the program's own code, else the
    /// innermost frame (no allocation: this runs once per edge).
    fn user_point(&self) -> FrameInfo {
        let here = FrameInfo { func: self.func, pc: self.pc };
        let user = |fi: &FrameInfo| self.prog.functions.get(fi.func as usize).is_some_and(|f| f.origin == Origin::User);
        self.points_from(self.frame, Some(here)).find(user).unwrap_or(here)
    }

    /// Where `p` points, for a person (`__vm_describe`, with which the OS
    /// names the locks of its deadlock reports): "`m`", "byte 24 of
    /// `forks`", "heap memory allocated at f.c:6", "a local variable of
    /// `main`"; the address when it names nothing.
    pub fn describe_pointer(&self, p: crate::memory::Pointer) -> String {
        let layout = self.layout();
        let Ok(place) = self.state.heap.resolve(&layout, p, 0, crate::memory::Access::Load) else {
            return format!("{:#x}", p.0);
        };
        let (obj, off) = (place.obj, place.off as u32);
        // (an array's element by its index: `forks[1]`)
        let named = |slots| {
            let s: &crate::ir::DataSlot = slot_at(slots, off)?;
            let within = off - s.base;
            Some(match s.shape {
                Shape::Array { element_size: n, .. } | Shape::Records { element_size: n } if n > 0 => {
                    (format!("`{}[{}]`", s.name, within / n), within % n)
                }
                _ => (format!("`{}`", s.name), within),
            })
        };
        let at = |within: u32, what: String| if within == 0 { what } else { format!("byte {} of {}", within, what) };
        if obj == layout.globals_obj {
            if let Some((name, within)) = named(layout.globals) {
                return at(within, name);
            }
        }
        if obj == layout.runtime_globals_obj {
            if let Some((name, within)) = named(layout.runtime_globals) {
                return at(within, format!("the runtime's {}", name));
            }
        }
        let Some(o) = self.state.heap.get(obj) else { return format!("{:#x}", p.0) };
        let (what, made) = match o.kind {
            ObjKind::Heap => ("heap memory", "allocated"),
            ObjKind::Alloca => ("a local variable", "declared"),
            k => return at(off, format!("{} memory", k.describe())),
        };
        let loc = self.site_loc(o.site);
        let func = self.site(o.site).func;
        let what = if loc.file != u32::MAX {
            format!("{} {} at {}:{}", what, made, self.prog.file_name(loc), loc.line)
        } else if let Some(f) = self.prog.functions.get(func as usize).filter(|_| o.kind == ObjKind::Alloca) {
            // (a local's alloca has no line at -O0: its function names it)
            format!("{} of `{}`", what, f.name)
        } else {
            what.to_string()
        };
        at(off, what)
    }

    /// What object `obj` is, for a person: a global's name, or the kind of
    /// memory.
    pub fn describe_place(&self, obj: u32, off: u32) -> String {
        let layout = self.layout();
        let slot = |slots| slot_at(slots, off).map(|s| format!("`{}`", s.name));
        if obj == layout.globals_obj {
            if let Some(name) = slot(layout.globals) {
                return name;
            }
        }
        if obj == layout.runtime_globals_obj {
            if let Some(name) = slot(layout.runtime_globals) {
                return format!("the runtime's {}", name);
            }
        }
        match self.state.heap.get(obj).map(|o| o.kind) {
            Some(ObjKind::Heap) => "heap memory".into(),
            Some(ObjKind::Alloca) | Some(ObjKind::Frame) => "a local variable".into(),
            Some(k) => format!("{} memory", k.describe()),
            None => "memory".into(),
        }
    }
}

/// The global of `slots` whose bytes hold offset `off` of their object.
fn slot_at(slots: &[crate::ir::DataSlot], off: u32) -> Option<&crate::ir::DataSlot> {
    slots.iter().find(|s| s.base <= off && off < s.base + s.size.max(1))
}
