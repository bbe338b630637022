//! Unit tests of the memory layer through its public API (no clang needed):
//! bounds, per-bit definedness, pointer fragments, free / double free and the
//! stability of object ids.

use super::*;
use crate::ir::{DataSlot, Shape, RUNTIME_SLOT};

const SITE: u32 = 7;

fn slot(name: &str, base: u32, size: u32) -> DataSlot {
    DataSlot { name: name.to_string(), base, size, shape: Shape::Other }
}

/// A heap with a globals object (two slots: `a` of 8 bytes at 0, `b` of 4
/// bytes at 8), a runtime globals object (one slot `errno` of 4 bytes at
/// 0) and a constants object (one slot `.str` of 6 bytes).
struct World {
    heap: Heap,
    globals: Vec<DataSlot>,
    runtime_globals: Vec<DataSlot>,
    constants: Vec<DataSlot>,
    globals_obj: u32,
    runtime_globals_obj: u32,
    constants_obj: u32,
}

impl World {
    fn new() -> World {
        let mut heap = Heap::new();
        let globals_obj = heap.insert(Object::new_zero(12, ObjKind::Globals, 0));
        let runtime_globals_obj = heap.insert(Object::new_zero(4, ObjKind::Globals, 0));
        let constants_obj = heap.insert(Object::new_zero(6, ObjKind::Constants, 0));
        World {
            heap,
            globals: vec![slot("a", 0, 8), slot("b", 8, 4)],
            runtime_globals: vec![slot("errno", 0, 4)],
            constants: vec![slot(".str", 0, 6)],
            globals_obj,
            runtime_globals_obj,
            constants_obj,
        }
    }

    fn layout(&self) -> Layout<'_> {
        Layout {
            globals: &self.globals,
            runtime_globals: &self.runtime_globals,
            constants: &self.constants,
            globals_obj: self.globals_obj,
            runtime_globals_obj: self.runtime_globals_obj,
            constants_obj: self.constants_obj,
        }
    }

    fn resolve(&self, p: Pointer, size: u32, access: Access) -> Result<Place, MemFault> {
        self.heap.resolve(&self.layout(), p, size, access)
    }
}

// ---------------------------------------------------------------- bounds ---

#[test]
fn in_bounds_accesses_resolve_to_the_object() {
    let mut w = World::new();
    let id = w.heap.insert(Object::new_undef(16, ObjKind::Heap, SITE));
    let p = Pointer::heap(id);
    assert_eq!(w.resolve(p, 16, Access::Load), Ok(Place { obj: id, off: 0 }));
    assert_eq!(w.resolve(p.add(12), 4, Access::Store), Ok(Place { obj: id, off: 12 }));
    assert_eq!(w.resolve(p.add(15), 1, Access::Load), Ok(Place { obj: id, off: 15 }));
}

#[test]
fn one_past_the_end_is_valid_only_for_a_zero_size_access() {
    let mut w = World::new();
    let id = w.heap.insert(Object::new_undef(16, ObjKind::Heap, SITE));
    let end = Pointer::heap(id).add(16);
    assert_eq!(w.resolve(end, 0, Access::Load), Ok(Place { obj: id, off: 16 }));
    assert!(matches!(w.resolve(end, 1, Access::Load), Err(MemFault::Bounds { .. })));
    assert!(matches!(w.resolve(end.add(1), 0, Access::Load), Err(MemFault::Bounds { .. })));
    // A zero-size object: its start is one past its end.
    let empty = w.heap.insert(Object::new_undef(0, ObjKind::Heap, SITE));
    assert!(w.resolve(Pointer::heap(empty), 0, Access::Store).is_ok());
    assert!(matches!(w.resolve(Pointer::heap(empty), 1, Access::Store), Err(MemFault::Bounds { obj_size: 0, .. })));
}

#[test]
fn out_of_bounds_reads_and_writes_fault_with_details() {
    let mut w = World::new();
    let id = w.heap.insert(Object::new_undef(40, ObjKind::Heap, SITE));
    let p = Pointer::heap(id);
    match w.resolve(p.add(40), 4, Access::Load) {
        Err(MemFault::Bounds { access, size, offset, obj_size, .. }) => {
            assert_eq!((access, size, offset, obj_size), (Access::Load, 4, 40, 40));
        }
        other => panic!("expected a bounds fault, got {other:?}"),
    }
    match w.resolve(p.add(38), 4, Access::Store) {
        Err(MemFault::Bounds { access, size, offset, obj_size, .. }) => {
            assert_eq!((access, size, offset, obj_size), (Access::Store, 4, 38, 40));
        }
        other => panic!("expected a bounds fault, got {other:?}"),
    }
    let msg = w.resolve(p.add(40), 4, Access::Store).unwrap_err().to_string();
    assert!(msg.contains("out of bounds") && msg.contains("offset 40") && msg.contains("40-byte"), "{msg}");
    // Far away offsets are still bounds faults, never another object.
    assert!(matches!(w.resolve(p.add(1 << 20), 1, Access::Load), Err(MemFault::Bounds { .. })));
}

#[test]
fn negative_offsets_fault_and_can_come_back() {
    let mut w = World::new();
    let id = w.heap.insert(Object::new_undef(8, ObjKind::Heap, SITE));
    let p = Pointer::heap(id);
    let before = p.add(-1);
    assert_eq!(before.obj(), id, "the object part survives a negative offset");
    assert_eq!(before.signed_offset(), -1);
    match w.resolve(before, 1, Access::Load) {
        Err(MemFault::Bounds { offset, .. }) => assert_eq!(offset, -1),
        other => panic!("expected a bounds fault at offset -1, got {other:?}"),
    }
    assert!(matches!(w.resolve(before, 0, Access::Store), Err(MemFault::Bounds { .. })));
    assert!(matches!(w.resolve(p.add(-8), 8, Access::Store), Err(MemFault::Bounds { offset: -8, .. })));
    // p - 1 + 1 is p again.
    assert_eq!(before.add(1), p);
    assert!(w.resolve(before.add(1), 8, Access::Load).is_ok());
}

#[test]
fn offset_overflow_makes_the_pointer_invalid_forever() {
    let mut w = World::new();
    let id = w.heap.insert(Object::new_undef(8, ObjKind::Heap, SITE));
    let p = Pointer::heap(id);
    let far = p.add(u32::MAX as i64 + 1);
    assert_eq!(far.obj(), INVALID_OBJECT);
    assert!(matches!(w.resolve(far, 1, Access::Load), Err(MemFault::Invalid { .. })));
    // Coming back does not resurrect it, and it never wraps onto a neighbour.
    let back = far.add(-(u32::MAX as i64 + 1));
    assert_ne!(back.obj(), id);
    assert!(w.resolve(back, 1, Access::Load).is_err());
    let low = p.add(-(1i64 << 31) - 1);
    assert_eq!(low.obj(), INVALID_OBJECT);
}

#[test]
fn null_and_code_pointers_fault() {
    let w = World::new();
    assert!(matches!(w.resolve(Pointer::NULL, 4, Access::Load), Err(MemFault::Null { .. })));
    assert!(matches!(w.resolve(Pointer::NULL.add(16), 4, Access::Store), Err(MemFault::Null { .. })));
    assert!(matches!(w.resolve(Pointer::code(1, 0), 1, Access::Load), Err(MemFault::Code { .. })));
    // An id that was never allocated.
    assert!(matches!(w.resolve(Pointer::heap(999), 1, Access::Load), Err(MemFault::Invalid { .. })));
}

#[test]
fn global_slots_are_bounded_like_objects() {
    let w = World::new();
    let a = Pointer::new(PtrKind::Global, 0, 0);
    let b = Pointer::new(PtrKind::Global, 1, 0);
    assert_eq!(w.resolve(a, 8, Access::Store), Ok(Place { obj: w.globals_obj, off: 0 }));
    assert_eq!(w.resolve(b.add(2), 2, Access::Load), Ok(Place { obj: w.globals_obj, off: 10 }));
    // Overflowing `a` into `b` is a fault even though both live in one object.
    match w.resolve(a.add(8), 4, Access::Store) {
        Err(MemFault::Bounds { obj_size, name, .. }) => {
            assert_eq!(obj_size, 8);
            assert_eq!(name.as_deref(), Some("a"));
        }
        other => panic!("expected a bounds fault on global a, got {other:?}"),
    }
    assert!(matches!(w.resolve(b.add(-1), 1, Access::Load), Err(MemFault::Bounds { .. })));
    assert!(matches!(w.resolve(Pointer::new(PtrKind::Global, 5, 0), 1, Access::Load), Err(MemFault::Invalid { .. })));
}

#[test]
fn runtime_slots_live_in_the_runtime_globals_object() {
    let w = World::new();
    let errno = Pointer::new(PtrKind::Global, RUNTIME_SLOT, 0);
    assert_eq!(w.resolve(errno, 4, Access::Store), Ok(Place { obj: w.runtime_globals_obj, off: 0 }));
    // Slot 0 of the runtime's is not slot 0 of the program's.
    assert_eq!(w.resolve(Pointer::new(PtrKind::Global, 0, 0), 4, Access::Store), Ok(Place { obj: w.globals_obj, off: 0 }));
    match w.resolve(errno.add(2), 4, Access::Load) {
        Err(MemFault::Bounds { obj_size, name, .. }) => {
            assert_eq!(obj_size, 4);
            assert_eq!(name.as_deref(), Some("errno"));
        }
        other => panic!("expected a bounds fault on errno, got {other:?}"),
    }
    assert!(matches!(w.resolve(Pointer::new(PtrKind::Global, RUNTIME_SLOT | 1, 0), 1, Access::Load), Err(MemFault::Invalid { .. })));
    assert!(w.heap.locate(&w.layout(), Pointer::new(PtrKind::Global, RUNTIME_SLOT | 1, 0), 1, Access::Load).is_none());
}

#[test]
fn constants_are_readable_but_not_writable() {
    let w = World::new();
    let s = Pointer::new(PtrKind::Const, 0, 0);
    assert_eq!(w.resolve(s.add(5), 1, Access::Load), Ok(Place { obj: w.constants_obj, off: 5 }));
    assert!(matches!(w.resolve(s, 1, Access::Store), Err(MemFault::ConstStore { .. })));
    assert!(matches!(w.resolve(s.add(6), 1, Access::Load), Err(MemFault::Bounds { .. })));
}

// ----------------------------------------------------------- definedness ---

#[test]
fn new_undef_and_new_zero_differ_only_in_definedness() {
    let u = Object::new_undef(8, ObjKind::Heap, SITE);
    let z = Object::new_zero(8, ObjKind::Heap, SITE);
    assert_eq!(u.size(), 8);
    assert_eq!(z.size(), 8);
    assert!(!u.is_defined(0, 1));
    assert!(z.is_defined(0, 8));
    let ru = u.read(0, 8);
    let rz = z.read(0, 8);
    assert_eq!(ru.undef, mask(64));
    assert!(!ru.defined(8));
    assert_eq!(rz.undef, 0);
    assert_eq!(rz.bits, 0);
    assert!(rz.defined(8));
    // A fully defined object pays nothing for the shadow layers.
    assert!(z.undef_mask().is_empty() && !z.has_pointers());
}

#[test]
fn defined_writes_keep_a_defined_object_free_of_masks() {
    let mut z = Object::new_zero(16, ObjKind::Heap, SITE);
    z.write(4, 4, Val::int(0xdead_beef));
    z.write(8, 8, Val::int(u64::MAX as u128));
    assert!(z.undef_mask().is_empty(), "no mask for an object without undefined bits");
    assert_eq!(z.read(4, 4).bits, 0xdead_beef);
    assert_eq!(z.read(8, 8).bits, u64::MAX as u128);
}

#[test]
fn a_partial_byte_write_leaves_the_other_bits_undefined() {
    let mut o = Object::new_undef(4, ObjKind::Heap, SITE);
    // What a 3-bit bit-field store does: read the byte, replace bits 0..2.
    let old = o.read(0, 1);
    let field = 0b101u128;
    let v = Val { bits: (old.bits & !0b111) | field, undef: old.undef & !0b111, tag: TAG_NONE };
    o.write(0, 1, v);
    let r = o.read(0, 1);
    assert_eq!(r.bits & 0b111, field);
    assert_eq!(r.undef, 0xf8, "bits 3..7 must stay undefined");
    assert!(!o.is_defined(0, 1));
    assert_eq!(o.read(1, 1).undef, 0xff, "the neighbouring byte is untouched");
    // A second field, bits 3..6; bit 7 stays undefined.
    let old = o.read(0, 1);
    o.write(0, 1, Val { bits: (old.bits & !0x78) | (0b1010 << 3), undef: old.undef & !0x78, tag: TAG_NONE });
    let r = o.read(0, 1);
    assert_eq!(r.undef, 0x80);
    assert_eq!((r.bits >> 3) & 0xf, 0b1010);
    assert_eq!(r.bits & 0b111, field);
    // A wide read sees the per-bit mask in place.
    assert_eq!(o.read(0, 2).undef, 0xff80);
}

#[test]
fn writing_undefined_bits_into_a_defined_object_creates_the_mask() {
    let mut z = Object::new_zero(8, ObjKind::Heap, SITE);
    z.write(2, 2, Val { bits: 0x1234, undef: 0x0f00, tag: TAG_NONE });
    assert_eq!(z.read(0, 8).undef, 0x0f00 << 16);
    assert!(z.is_defined(0, 2) && !z.is_defined(2, 2) && z.is_defined(4, 4));
    // Overwriting with defined bits clears it again.
    z.write(2, 2, Val::int(7));
    assert!(z.is_defined(0, 8));
}

#[test]
fn copy_from_preserves_definedness_masks() {
    let mut src = Object::new_undef(8, ObjKind::Heap, SITE);
    src.write(0, 2, Val::int(0xabcd));
    src.write(2, 1, Val { bits: 0x05, undef: 0xf0, tag: TAG_NONE });
    let mut dst = Object::new_zero(12, ObjKind::Heap, SITE);
    dst.copy_from(2, &src, 0, 8);
    assert!(dst.is_defined(0, 2), "bytes before the copy stay defined");
    assert_eq!(dst.read(2, 2).bits, 0xabcd);
    assert_eq!(dst.read(2, 2).undef, 0);
    assert_eq!(dst.read(4, 1).undef, 0xf0);
    assert_eq!(dst.read(4, 1).bits & 0x0f, 0x05);
    assert_eq!(dst.read(5, 4).undef, mask(32));
    assert!(dst.is_defined(10, 2), "bytes after the copy stay defined");
    // Copying defined bytes over undefined ones defines them.
    let def = Object::new_zero(8, ObjKind::Heap, SITE);
    let mut und = Object::new_undef(8, ObjKind::Heap, SITE);
    und.copy_from(0, &def, 0, 4);
    assert!(und.is_defined(0, 4));
    assert!(!und.is_defined(4, 1));
    // copy_within (memmove) moves masks too.
    let mut m = Object::new_undef(8, ObjKind::Heap, SITE);
    m.write(0, 2, Val::int(0x1122));
    m.copy_within(4, 0, 4);
    assert_eq!(m.read(4, 2).bits, 0x1122);
    assert!(m.is_defined(4, 2));
    assert!(!m.is_defined(6, 1));
}

#[test]
fn set_undef_fill_and_resize_manage_masks() {
    let mut o = Object::new_zero(8, ObjKind::Heap, SITE);
    o.set_undef(2, 3);
    assert!(o.is_defined(0, 2) && !o.is_defined(2, 1) && !o.is_defined(4, 1) && o.is_defined(5, 3));
    o.fill(0, 8, 0x41, 0);
    assert!(o.is_defined(0, 8));
    assert_eq!(o.read(0, 8).bits, 0x4141_4141_4141_4141);
    o.resize(12);
    assert!(o.is_defined(0, 8), "resize keeps the prefix");
    assert_eq!(o.read(8, 4).undef, mask(32), "grown bytes are undefined");
    o.resize(4);
    assert_eq!(o.size(), 4);
    assert_eq!(o.read(0, 4).bits, 0x4141_4141);
}

// ------------------------------------------------------ pointer fragments ---

fn ptr_val(obj: u32, off: u32) -> Val {
    Val::ptr(Pointer::new(PtrKind::Heap, obj, off))
}

#[test]
fn a_stored_pointer_reads_back_as_a_pointer() {
    let mut o = Object::new_zero(24, ObjKind::Heap, SITE);
    assert!(!o.has_pointers());
    o.write(8, 8, ptr_val(5, 12));
    assert!(o.has_pointers());
    let r = o.read(8, 8);
    assert_eq!(r.tag, TAG_PTR);
    assert_eq!(Pointer(r.u64()), Pointer::new(PtrKind::Heap, 5, 12));
    assert_eq!(o.pointer_offsets().collect::<Vec<_>>(), vec![8]);
    // Misaligned or partial reads of it are not pointers.
    assert_ne!(o.read(8, 4).tag, TAG_PTR);
    assert_ne!(o.read(9, 8).tag, TAG_PTR);
    assert_eq!(o.read(9, 1).tag, TAG_FRAG | 1);
    // Overwriting part of it with an integer destroys the pointer.
    o.write(12, 1, Val::int(0));
    assert_ne!(o.read(8, 8).tag, TAG_PTR);
    assert_eq!(o.pointer_offsets().count(), 0);
}

#[test]
fn a_pointer_copied_byte_by_byte_is_still_a_pointer() {
    let mut src = Object::new_undef(16, ObjKind::Heap, SITE);
    src.write(0, 8, ptr_val(9, 3));
    let mut dst = Object::new_undef(32, ObjKind::Heap, SITE);
    for k in 0..8 {
        let b = src.read(k, 1);
        assert_eq!(b.tag, TAG_FRAG | k as u8, "byte {k} remembers which fragment it is");
        dst.write(16 + k, 1, b);
    }
    let r = dst.read(16, 8);
    assert_eq!(r.tag, TAG_PTR);
    assert_eq!(Pointer(r.u64()), Pointer::new(PtrKind::Heap, 9, 3));
    assert!(r.defined(8));
    assert_eq!(dst.pointer_offsets().collect::<Vec<_>>(), vec![16]);
}

#[test]
fn a_partial_or_reordered_byte_copy_is_not_a_pointer() {
    let mut src = Object::new_zero(8, ObjKind::Heap, SITE);
    src.write(0, 8, ptr_val(9, 3));
    // Seven of the eight fragments, the last byte an integer with the same value.
    let mut dst = Object::new_zero(8, ObjKind::Heap, SITE);
    for k in 0..7 {
        dst.write(k, 1, src.read(k, 1));
    }
    let last = src.read(7, 1);
    dst.write(7, 1, Val::int(last.bits));
    let r = dst.read(0, 8);
    assert_eq!(r.bits, src.read(0, 8).bits, "the bits are the same");
    assert_ne!(r.tag, TAG_PTR, "but it is not a pointer");
    assert_eq!(dst.pointer_offsets().count(), 0);
    // All eight fragments, but two swapped: not a pointer either.
    let mut sw = Object::new_zero(8, ObjKind::Heap, SITE);
    for k in 0..8 {
        let from = match k {
            2 => 3,
            3 => 2,
            k => k,
        };
        sw.write(k, 1, src.read(from, 1));
    }
    assert_ne!(sw.read(0, 8).tag, TAG_PTR);
    // copy_from moves the fragments as a whole: a pointer again.
    let mut whole = Object::new_zero(16, ObjKind::Heap, SITE);
    whole.copy_from(4, &src, 0, 8);
    assert_eq!(whole.read(4, 8).tag, TAG_PTR);
    // ... but copying only half of it is not.
    let mut half = Object::new_zero(8, ObjKind::Heap, SITE);
    half.copy_from(0, &src, 0, 4);
    assert_ne!(half.read(0, 8).tag, TAG_PTR);
}

#[test]
fn same_pointers_holds_only_when_every_pointer_byte_is_unchanged() {
    // Byte k of a pointer to `obj`: a lone fragment.
    let fragment = |obj: u32, k: usize| {
        let mut src = Object::new_zero(8, ObjKind::Heap, SITE);
        src.write(0, 8, ptr_val(obj, 2));
        src.read(k, 1)
    };
    let mut original = Object::new_zero(32, ObjKind::Globals, SITE);
    original.write(0, 8, ptr_val(5, 0));
    original.write(16, 4, Val::int(7));
    original.write(24, 1, fragment(6, 3));
    let same = |f: &dyn Fn(&mut Object)| {
        let mut o = original.clone();
        f(&mut o);
        o.same_pointers(&original)
    };
    assert!(same(&|_| {}));
    // Integers written around the pointers: the same edges.
    assert!(same(&|o| o.write(16, 4, Val::int(8))));
    assert!(same(&|o| o.write(8, 8, Val::int(u64::MAX as u128))));
    // Anything that may change an edge says false.
    assert!(!same(&|o| o.write(0, 8, ptr_val(6, 0))), "another target");
    assert!(!same(&|o| o.write(0, 8, ptr_val(5, 4))), "another offset (a sufficient test)");
    assert!(!same(&|o| o.write(8, 8, ptr_val(5, 0))), "a new pointer");
    assert!(!same(&|o| o.write(2, 1, Val::int(0))), "a pointer destroyed");
    assert!(!same(&|o| o.write(24, 1, fragment(7, 3))), "a fragment of another pointer");
    assert!(!same(&|o| o.write(25, 1, fragment(6, 4))), "a new fragment");
    // Different sizes are never the same.
    let mut bigger = original.clone();
    bigger.resize(40);
    assert!(!bigger.same_pointers(&original));
}

// ------------------------------------------------------ free, double free ---

#[test]
fn a_freed_object_faults_as_use_after_free() {
    let mut w = World::new();
    let id = w.heap.insert(Object::new_undef(24, ObjKind::Heap, SITE));
    let p = Pointer::heap(id).add(8);
    assert!(w.resolve(p, 4, Access::Load).is_ok());
    let obj = w.heap.remove(id).expect("a live object can be removed");
    assert_eq!(obj.size(), 24);
    assert!(w.heap.get(id).is_none());
    match w.resolve(p, 4, Access::Load) {
        Err(MemFault::Freed { access, size, obj_size, kind }) => {
            assert_eq!((access, size, obj_size, kind), (Access::Load, 4, 24, ObjKind::Heap));
        }
        other => panic!("expected use after free, got {other:?}"),
    }
    assert!(matches!(w.resolve(p, 4, Access::Store), Err(MemFault::Freed { access: Access::Store, .. })));
    assert!(matches!(w.heap.slot(id), Slot::Freed { size: 24, kind: ObjKind::Heap, site: SITE }));
}

#[test]
fn a_second_free_is_refused() {
    let mut h = Heap::new();
    let id = h.insert(Object::new_zero(4, ObjKind::Heap, SITE));
    let live = h.live_count();
    assert!(h.remove(id).is_some());
    assert_eq!(h.live_count(), live - 1);
    assert!(h.remove(id).is_none(), "double free must not succeed");
    assert_eq!(h.live_count(), live - 1);
    assert!(h.remove(0).is_none(), "null is not an object");
    assert!(h.remove(12345).is_none(), "nor is an id never allocated");
}

// ------------------------------------------------------- id stability -------

#[test]
fn live_ids_never_change_as_others_come_and_go() {
    let mut h = Heap::new();
    let mut live: Vec<(u32, u64)> = Vec::new();
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for step in 0..3000u64 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        if live.is_empty() || !seed.is_multiple_of(3) {
            let mut o = Object::new_zero(8, ObjKind::Heap, SITE);
            o.write(0, 8, Val::int(step as u128));
            let id = h.insert(o);
            assert!(id != 0, "id 0 is null");
            assert!(live.iter().all(|&(l, _)| l != id), "a live id was handed out again");
            live.push((id, step));
        } else {
            let (id, _) = live.swap_remove((seed as usize / 3) % live.len());
            assert!(h.remove(id).is_some());
        }
        if step % 97 == 0 {
            for &(id, tag) in &live {
                let o = h.get(id).expect("a live object stays at its id");
                assert_eq!(o.read(0, 8).bits, tag as u128);
            }
        }
    }
    let mut ids: Vec<u32> = h.live_ids().collect();
    let mut want: Vec<u32> = live.iter().map(|&(id, _)| id).collect();
    ids.sort();
    want.sort();
    assert_eq!(ids, want);
    assert_eq!(h.live_count(), want.len());
}

#[test]
fn a_freed_id_is_not_reused_while_a_pointer_names_it() {
    let mut h = Heap::new();
    let holder = h.insert(Object::new_zero(16, ObjKind::Heap, SITE));
    let victim = h.insert(Object::new_zero(8, ObjKind::Heap, SITE));
    let unnamed = h.insert(Object::new_zero(8, ObjKind::Heap, SITE));
    h.get_mut(holder).unwrap().write(8, 8, Val::ptr(Pointer::heap(victim).add(4)));
    h.remove(victim);
    h.remove(unnamed);
    // Churn through many allocations: enough to make the heap recycle ids.
    let mut reused_unnamed = false;
    let mut max_id = 0;
    for _ in 0..20_000 {
        let id = h.insert(Object::new_zero(1, ObjKind::Heap, SITE));
        assert_ne!(id, victim, "a freed id still named by a stored pointer was reused");
        reused_unnamed |= id == unnamed;
        max_id = max_id.max(id);
        h.remove(id);
    }
    assert!(matches!(h.slot(victim), Slot::Freed { .. }), "the dangling pointer must keep faulting as use after free");
    assert!(reused_unnamed || max_id < 20_000, "ids that nothing names are eventually recycled");
    // Once the pointer is gone, the id may come back.
    h.get_mut(holder).unwrap().write(8, 8, Val::int(0));
    let mut came_back = false;
    for _ in 0..20_000 {
        let id = h.insert(Object::new_zero(1, ObjKind::Heap, SITE));
        came_back |= id == victim;
        h.remove(id);
    }
    assert!(came_back, "an id nothing names should be reusable");
}

#[test]
fn a_freed_id_named_by_pointer_fragments_split_across_objects_is_not_reused() {
    // A pointer copied byte by byte into two different objects (bytes 0..4 in
    // one, 4..8 in the other) can be reassembled later, so its id still names
    // the freed object.
    let mut h = Heap::new();
    let lo = h.insert(Object::new_zero(4, ObjKind::Heap, SITE));
    let hi = h.insert(Object::new_zero(4, ObjKind::Heap, SITE));
    let victim = h.insert(Object::new_zero(8, ObjKind::Heap, SITE));
    let mut tmp = Object::new_zero(8, ObjKind::Heap, SITE);
    tmp.write(0, 8, Val::ptr(Pointer::heap(victim)));
    for k in 0..4 {
        h.get_mut(lo).unwrap().write(k, 1, tmp.read(k, 1));
        h.get_mut(hi).unwrap().write(k, 1, tmp.read(4 + k, 1));
    }
    h.remove(victim);
    for _ in 0..20_000 {
        let id = h.insert(Object::new_zero(1, ObjKind::Heap, SITE));
        assert_ne!(id, victim, "id reused although its pointer fragments are stored in live objects");
        h.remove(id);
    }
}

#[test]
fn every_whole_pointer_is_found_among_long_zero_runs() {
    // Aligned and unaligned pointers, before, inside and after 32-byte
    // runs of empty shadow, and one in the last bytes.
    let at = [0usize, 40, 77, 120, 152, 192];
    let mut o = Object::new_zero(200, ObjKind::Heap, SITE);
    for (k, &off) in at.iter().enumerate() {
        o.write(off, 8, ptr_val(k as u32 + 1, 0));
    }
    assert_eq!(o.pointer_offsets().collect::<Vec<_>>(), at.to_vec());
}

#[test]
fn a_value_is_a_word_only_when_defined_and_not_a_partial_pointer() {
    let p = Pointer::heap(3).add(8).0;
    assert_eq!(Val::int(0x1_0000_00ff).word(1), Some(Word::Int(0xff)));
    assert_eq!(Val::int(7).word(8), Some(Word::Int(7)));
    assert_eq!(Val { bits: p as u128, undef: 0, tag: TAG_PTR }.word(8), Some(Word::Ptr(p)));
    // A pointer in fewer than 8 bytes, a fragment, undefined bits in the
    // value's bytes, or a wide value: not a word.
    assert_eq!(Val { bits: p as u128, undef: 0, tag: TAG_PTR }.word(4), None);
    assert_eq!(Val { bits: 1, undef: 0, tag: TAG_FRAG | 2 }.word(1), None);
    assert_eq!(Val { bits: 1, undef: 0x100, tag: TAG_NONE }.word(2), None);
    assert_eq!(Val { bits: 1, undef: 0x100, tag: TAG_NONE }.word(1), Some(Word::Int(1)));
    assert_eq!(Val::int(1).word(16), None);
    // Writing a word and reading it back gives the same value as the word.
    for w in [Word::Int(0x55), Word::Ptr(p)] {
        let mut o = Object::new_undef(16, ObjKind::Heap, 0);
        o.put_word(8, 8, w);
        assert_eq!(o.read(8, 8), Val::from(w));
        assert_eq!(o.read(8, 8).word(8), Some(w));
    }
}

/// `locate` (the fast paths' resolve) accepts exactly what `resolve`
/// accepts, so no valid access is left to the slow path and no invalid one
/// skips its fault.
#[test]
fn locate_accepts_exactly_what_resolve_accepts() {
    let mut w = World::new();
    let id = w.heap.insert(Object::new_undef(16, ObjKind::Heap, SITE));
    let gone = w.heap.insert(Object::new_undef(8, ObjKind::Heap, SITE));
    w.heap.remove(gone);
    let bases = [
        Pointer::heap(id),
        Pointer::heap(gone),
        Pointer::NULL,
        Pointer::new(PtrKind::Global, 0, 0),
        Pointer::new(PtrKind::Global, 1, 0),
        Pointer::new(PtrKind::Global, 7, 0),
        Pointer::new(PtrKind::Const, 0, 0),
        Pointer::code(0, 0),
    ];
    for base in bases {
        for delta in [-1i64, 0, 2, 4, 8, 12, 15, 16] {
            let p = base.add(delta);
            for size in [0, 1, 4, 8] {
                for access in [Access::Load, Access::Store] {
                    let fast = w.heap.locate(&w.layout(), p, size, access).map(|(place, _)| place);
                    assert_eq!(fast, w.resolve(p, size, access).ok(), "{:#x} size {} {:?}", p.0, size, access);
                }
            }
        }
    }
}

/// A restored heap remembers what each restored object was before its
/// first write (canonicalisation compares edges against it), and knows
/// which ids it restored and whether ids were recycled since.
/// The object restored at `id` before it was first written, if it was.
fn original(h: &Heap, id: u32) -> Option<&Object> {
    h.originals().find(|e| e.0 == id).map(|e| e.1)
}

#[test]
fn restored_objects_keep_their_pre_write_version() {
    let mut h = Heap::new();
    let mut a = Object::new_zero(8, ObjKind::Heap, SITE);
    a.put_word(0, 8, Word::Int(11));
    let b = Object::new_zero(16, ObjKind::System, SITE);
    let freed = [(4, ObjKind::Heap, SITE)];
    let store = |t: u32| Handle::new(if t == 100 { a.clone() } else { b.clone() });
    h.reset_from(&[100, 101], store, &freed);
    assert_eq!(h.restored(), (2, 1));
    assert!(!h.written(1) && !h.written(2) && !h.recycled());
    assert!(original(&h, 1).is_none(), "nothing written yet");
    h.get_mut(1).unwrap().put_word(0, 8, Word::Int(22));
    h.get_mut(1).unwrap().put_word(0, 8, Word::Int(33));
    assert!(h.written(1));
    assert_eq!(original(&h, 1), Some(&a), "the version restored, not an intermediate one");
    assert_eq!(h.get(1).unwrap().word(0, 8), Some(Word::Int(33)));
    let lent = h.lend(2).unwrap();
    h.give_back(2, lent);
    assert_eq!(original(&h, 2), Some(&b), "a lent object counts as written");
    // A new object has no original; restoring again forgets them all.
    let c = h.insert(Object::new_zero(4, ObjKind::Heap, SITE));
    h.get_mut(c).unwrap().put_word(0, 4, Word::Int(1));
    assert!(original(&h, c).is_none());
    h.reset_from(&[100], store, &[]);
    assert_eq!(h.restored(), (1, 0));
    assert!(original(&h, 1).is_none());
}

#[test]
fn only_frames_nothing_else_holds_become_spare() {
    let mut h = Heap::new();
    let frame = |size| Object::new_zero(size, ObjKind::Frame, 0);
    let unique = h.insert(frame(32));
    let shared = Handle::new(frame(48));
    let held = h.insert_arc(Handle::clone(&shared));
    let data = h.insert(Object::new_zero(32, ObjKind::Heap, SITE));
    let second = h.insert(frame(64));
    let mut spare = Vec::new();
    // At most `cap` are taken, in id order.
    h.take_unique_frames(&mut spare, 1);
    assert_eq!(spare.iter().map(|o| o.size()).collect::<Vec<_>>(), [32]);
    assert!(h.get(unique).is_none() && h.get(second).is_some());
    h.take_unique_frames(&mut spare, 8);
    assert_eq!(spare.iter().map(|o| o.size()).collect::<Vec<_>>(), [32, 64]);
    // A frame another holder shares, and a non-frame, stay.
    assert!(h.get(held).is_some() && h.get(data).is_some());
}

#[test]
fn originals_list_the_written_restored_objects() {
    let mut h = Heap::new();
    // (tag 7 + v holds the value v)
    let obj = |t: u32| {
        let mut o = Object::new_zero(8, ObjKind::Heap, SITE);
        o.put_word(0, 8, Word::Int(t as u64 - 6));
        Handle::new(o)
    };
    h.reset_from(&[7, 8, 9], obj, &[]);
    h.get_mut(3).unwrap().put_word(0, 8, Word::Int(30));
    h.get_mut(1).unwrap().put_word(0, 8, Word::Int(10));
    h.get_mut(3).unwrap().put_word(0, 8, Word::Int(31));
    // First writes, in order, each with the version restored.
    let seen: Vec<(u32, Option<Word>)> = h.originals().map(|(id, o)| (id, o.word(0, 8))).collect();
    assert_eq!(seen, [(3, Some(Word::Int(3))), (1, Some(Word::Int(1)))]);
    // A copy of the heap (a paused edge's) keeps them.
    assert_eq!(h.clone().originals().count(), 2);
    h.reset_from(&[7, 8], obj, &[]);
    assert_eq!(h.originals().count(), 0);
}

#[test]
fn a_restore_keeps_only_the_objects_still_as_restored_at_their_ids() {
    let obj = |v: u64| {
        let mut o = Object::new_zero(8, ObjKind::Heap, SITE);
        o.put_word(0, 8, Word::Int(v));
        Handle::new(o)
    };
    // The store: tag t holds the value t.
    let fetched = std::cell::RefCell::new(Vec::new());
    let fetch = |t: u32| {
        fetched.borrow_mut().push(t);
        obj(t as u64)
    };
    let mut h = Heap::new();
    h.reset_from(&[1, 2, 3, 4], fetch, &[]);
    assert_eq!(*fetched.borrow(), [1, 2, 3, 4]);
    let kept = Handle::clone(match h.slot(1) {
        Slot::Live(o) => o,
        _ => panic!("object 1 is live"),
    });
    // An edge writes object 2, frees object 3 and makes object 5.
    h.get_mut(2).unwrap().put_word(0, 8, Word::Int(20));
    h.remove(3).unwrap();
    h.insert(Object::new_zero(8, ObjKind::Heap, SITE));
    // The next state has the same tags at 1 to 3, another at 4, and one freed.
    fetched.borrow_mut().clear();
    let freed = [(8, ObjKind::Heap, SITE)];
    h.reset_from(&[1, 2, 3, 9], fetch, &freed);
    assert_eq!(*fetched.borrow(), [2, 3, 9], "written, freed and other objects are fetched; the unchanged one is kept");
    assert!(matches!(h.slot(1), Slot::Live(o) if Handle::ptr_eq(o, &kept)));
    let words: Vec<Option<Word>> = (1..=4).map(|id| h.get(id).and_then(|o| o.word(0, 8))).collect();
    assert_eq!(words, [Some(Word::Int(1)), Some(Word::Int(2)), Some(Word::Int(3)), Some(Word::Int(9))]);
    assert!(matches!(h.slot(5), Slot::Freed { .. }), "the freed object follows the live ones");
    assert_eq!(h.restored(), (4, 1));
    assert!((1..=4).all(|id| !h.written(id)) && h.originals().count() == 0);
    // Fewer objects: the ids after them are gone.
    fetched.borrow_mut().clear();
    h.reset_from(&[1, 2], fetch, &[]);
    assert!(fetched.borrow().is_empty());
    assert_eq!(h.id_limit(), 3);
    assert_eq!(h.live_count(), 2);
}

#[test]
fn a_fresh_frame_gives_its_id_back_at_once_and_an_exposed_one_waits_in_quarantine() {
    let frame = || Handle::new(Object::new_zero(16, ObjKind::Frame, 0));
    let mut h = Heap::new();
    let outer = h.insert_arc(frame());
    h.enter_fresh_frame(outer);
    let inner = h.insert_arc(frame());
    h.enter_fresh_frame(inner);
    // Only the innermost fresh frame is released this way.
    assert!(h.release_fresh_frame(outer).is_none());
    assert!(h.release_fresh_frame(inner).is_some());
    assert!(matches!(h.slot(inner), Slot::Vacant));
    let next = h.insert_arc(frame());
    assert_eq!(next, inner, "the returned frame's id is the next call's");
    h.enter_fresh_frame(next);
    // Its address left the machine: it and its callers are no longer fresh.
    h.expose_frames();
    assert!(h.release_fresh_frame(next).is_none());
    h.remove(next);
    assert!(matches!(h.slot(next), Slot::Freed { kind: ObjKind::Frame, .. }), "a dangling frame pointer must keep faulting");
    assert!(h.release_fresh_frame(outer).is_none());
    // A copy of the heap starts with no fresh frames.
    let mut h = Heap::new();
    let f = h.insert_arc(frame());
    h.enter_fresh_frame(f);
    let mut copy = h.clone();
    assert!(copy.release_fresh_frame(f).is_none());
    assert!(h.release_fresh_frame(f).is_some());
}

/// A frame reset in place (a recycled frame, its buffers refilled) is the
/// frame a fresh object becomes, whatever it held before: same size or
/// not, with pointers, fragments and undefined bytes left in it.
#[test]
fn a_reset_frame_keeps_nothing_of_its_past() {
    let undef: Vec<u8> = (0..48).map(|i| if i >= 24 { 0xff } else { 0 }).collect();
    let mut fresh = Object::new_zero(0, ObjKind::Heap, 0);
    fresh.reset_frame(48, &undef, 0, Pointer::code(3, 0).0, 8, Pointer::heap(5).0);
    // The header holds the two whole pointers, as word writes leave them.
    assert_eq!(fresh.word(0, 8), Some(Word::Ptr(Pointer::code(3, 0).0)));
    assert_eq!(fresh.word(8, 8), Some(Word::Ptr(Pointer::heap(5).0)));
    assert_eq!(fresh.word(16, 8), Some(Word::Int(0)));
    assert_eq!(fresh.word(24, 8), None, "registers start undefined");
    for old_size in [48, 40, 96] {
        let mut used = Object::new_undef(old_size, ObjKind::Heap, SITE);
        // (pc and parent go to 0 and 8; registers follow)
        used.write(16, 8, Val::ptr(Pointer::heap(9)));
        used.write(old_size - 8, 1, Val { bits: 0x12, undef: 0, tag: TAG_FRAG | 3 });
        used.write(old_size - 16, 8, Val::int(0x5555));
        used.reset_frame(48, &undef, 0, Pointer::code(3, 0).0, 8, Pointer::heap(5).0);
        assert_eq!(used, fresh, "a frame that held {} bytes", old_size);
    }
}

#[test]
fn a_stack_variable_freed_at_its_scope_end_comes_back_at_its_id_undefined() {
    let mut heap = Heap::new();
    let mut var = Object::new_zero(8, ObjKind::Alloca, 7);
    var.put_word(0, 8, Word::Int(42));
    let id = heap.insert(var);
    assert!(heap.remove(id).is_some());
    assert!(heap.get(id).is_none(), "dead after llvm.lifetime.end");
    assert_eq!(heap.revive_alloca(id, &mut None), Some(8));
    let back = heap.get(id).expect("alive again at the same id");
    assert_eq!((back.kind, back.site, back.size()), (ObjKind::Alloca, 7, 8));
    assert_eq!(back.word(0, 8), None, "its contents are undefined");
    // Only a freed stack variable comes back: not a live one, not heap memory.
    assert_eq!(heap.revive_alloca(id, &mut None), None);
    let m = heap.insert(Object::new_zero(4, ObjKind::Heap, 0));
    heap.remove(m);
    assert_eq!(heap.revive_alloca(m, &mut None), None);
    assert!(heap.get(m).is_none());
    // A spare handle lends its buffers, emptied: the variable is undefined.
    let old = heap.remove(id);
    let mut other = Object::new_zero(32, ObjKind::Heap, 1);
    other.put_word(8, 8, Word::Ptr(Pointer::heap(m).0));
    let mut spare = Some(Handle::new(other));
    assert_eq!(heap.revive_alloca(id, &mut spare), Some(8));
    assert!(spare.is_none(), "the spare was used");
    let back = heap.get(id).unwrap();
    assert_eq!((back.kind, back.site, back.size(), back.has_pointers()), (ObjKind::Alloca, 7, 8, false));
    assert_eq!(back.word(0, 8), None);
    drop(old);
}
