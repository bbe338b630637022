//! The heap: every object of a state, by id.
//!
//! Objects are shared copy-on-write (`Arc`): a state restored from storage
//! shares every object with the store, and an object is copied only when it
//! is first written.
//!
//! Ids are stable along a path. A freed id is not reused while a pointer to
//! it may still exist (that pointer must keep faulting as use after free):
//! freed ids wait in a quarantine, and are released only by a scan that finds
//! no pointer naming them.

use super::handle::{is_sole, unshared_mut, Handle};
use super::object::{ObjKind, Object};
use super::pointer::INVALID_OBJECT;

#[derive(Debug)]
pub enum Slot {
    Vacant,
    Live(Handle<Object>),
    /// A freed object; remembered for precise diagnostics.
    Freed {
        size: u32,
        kind: ObjKind,
        site: u32,
    },
}

impl Clone for Slot {
    fn clone(&self) -> Slot {
        match self {
            Slot::Vacant => Slot::Vacant,
            Slot::Live(o) => Slot::Live(o.clone()),
            &Slot::Freed { size, kind, site } => Slot::Freed { size, kind, site },
        }
    }

    /// The search copies a paused heap, again and again, over a heap that
    /// mostly holds the very same objects: a slot that already holds the
    /// object is left alone, with no reference count written (two atomic
    /// operations, on counters the other workers touch too).
    fn clone_from(&mut self, source: &Slot) {
        if let (Slot::Live(a), Slot::Live(b)) = (&*self, source) {
            if Handle::ptr_eq(a, b) {
                return;
            }
        }
        *self = source.clone();
    }
}

#[derive(Debug, Default)]
pub struct Heap {
    slots: Vec<Slot>,
    /// Ids that are safe to reuse.
    reusable: Vec<u32>,
    /// Freed ids that may still be named by a dangling pointer.
    quarantine: Vec<u32>,
    live: usize,
    /// `origin[id]`: the caller's tag (the store's handle) for the object
    /// `reset_from` put there, while it is still that object; `NO_ORIGIN`
    /// once it is written or replaced, and for objects created since. A
    /// restored state is canonical, so only objects without an origin can
    /// hold something canonicalisation must clean.
    origin: Vec<u32>,
    /// How many objects `reset_from` put in (ids 1..=restored), and how
    /// many freed objects after them.
    restored: u32,
    restored_freed: u32,
    /// The object each restored id held before its first write, so that
    /// canonicalisation can tell whether the write changed the graph's
    /// edges (`Machine::canonical`).
    originals: Vec<(u32, Handle<Object>)>,
    /// Ids were recycled since `reset_from`: an id may name another object.
    recycled: bool,
    /// Frames entered by calls since a frame's address last left the
    /// machine (`expose_frames`), innermost last. No pointer to them exists
    /// but their callees' parent links, so the id of one that returns can
    /// be reused at once, without the quarantine: a call then takes the id
    /// (and the slot, still in cache) its predecessor just gave back. A
    /// copy of the heap starts with none.
    fresh: Vec<u32>,
}

/// The origin of an object that is written or new.
pub const NO_ORIGIN: u32 = u32::MAX;

impl Clone for Heap {
    fn clone(&self) -> Heap {
        let mut h = Heap::default();
        h.clone_from(self);
        h
    }

    /// Reuses this heap's buffers: the search copies paused heaps often.
    fn clone_from(&mut self, o: &Heap) {
        self.slots.clone_from(&o.slots);
        self.reusable.clone_from(&o.reusable);
        self.quarantine.clone_from(&o.quarantine);
        self.live = o.live;
        self.origin.clone_from(&o.origin);
        self.restored = o.restored;
        self.restored_freed = o.restored_freed;
        self.originals.clone_from(&o.originals);
        self.recycled = o.recycled;
        self.fresh.clear();
    }
}

impl Heap {
    pub fn new() -> Heap {
        // Id 0 is null.
        Heap { slots: vec![Slot::Vacant], origin: vec![NO_ORIGIN], ..Default::default() }
    }

    pub fn live_count(&self) -> usize {
        self.live
    }

    /// Number of id slots, live or not (ids are below this).
    pub fn id_limit(&self) -> u32 {
        self.slots.len() as u32
    }

    pub fn slot(&self, id: u32) -> &Slot {
        self.slots.get(id as usize).unwrap_or(&Slot::Vacant)
    }

    #[inline]
    pub fn get(&self, id: u32) -> Option<&Object> {
        match self.slots.get(id as usize) {
            Some(Slot::Live(o)) => Some(o),
            _ => None,
        }
    }

    #[inline]
    pub fn get_mut(&mut self, id: u32) -> Option<&mut Object> {
        self.mark_written(id);
        match self.slots.get_mut(id as usize) {
            Some(Slot::Live(o)) => Some(unshared_mut(o)),
            _ => None,
        }
    }

    /// Drops the origin tag of a live object about to be written, keeping
    /// the restored object in `originals`.
    #[inline(always)]
    fn mark_written(&mut self, id: u32) {
        if self.drop_origin(id) {
            self.keep_original(id);
        }
    }

    /// Drops the origin tag of object `id`: whether it had one (it was
    /// restored and not yet written).
    #[inline(always)]
    fn drop_origin(&mut self, id: u32) -> bool {
        let Some(tag) = self.origin.get_mut(id as usize) else { return false };
        if *tag == NO_ORIGIN {
            return false;
        }
        *tag = NO_ORIGIN;
        true
    }

    #[cold]
    fn keep_original(&mut self, id: u32) {
        if let Slot::Live(o) = &self.slots[id as usize] {
            self.originals.push((id, Handle::clone(o)));
        }
    }

    /// The ids `reset_from` put objects at, and the count of freed ids
    /// after them.
    pub fn restored(&self) -> (u32, u32) {
        (self.restored, self.restored_freed)
    }

    /// Whether ids were recycled since `reset_from`.
    pub fn recycled(&self) -> bool {
        self.recycled
    }

    /// Every restored object written since `reset_from`, as (id, the
    /// version restored), in the order of their first writes.
    pub fn originals(&self) -> impl Iterator<Item = (u32, &Object)> {
        self.originals.iter().map(|e| (e.0, &*e.1))
    }

    /// The tag `reset_from` gave the object, if it is still that object
    /// (not written since, nor replaced).
    #[inline]
    pub fn origin(&self, id: u32) -> u32 {
        self.origin.get(id as usize).copied().unwrap_or(NO_ORIGIN)
    }

    /// Whether the object was created or written since the heap was built
    /// from canonical objects (`reset_from`).
    #[inline]
    pub fn written(&self, id: u32) -> bool {
        self.origin(id) == NO_ORIGIN
    }

    /// Makes this heap hold exactly the objects of `tags` (the caller's
    /// handles, none `NO_ORIGIN`) with ids 1, 2, ..., then the freed objects
    /// `freed` (size, kind, site) that dangling pointers name, reusing its
    /// buffers. Each object is fetched by `fetch` unless the heap holds it
    /// already at its id, restored with that tag and unchanged since:
    /// consecutive states share most objects, which stay in place, and their
    /// handles are neither cloned nor dropped.
    pub fn reset_from(&mut self, tags: &[u32], mut fetch: impl FnMut(u32) -> Handle<Object>, freed: &[(u32, ObjKind, u32)]) {
        // (ids past the new objects: dropped; slot 0 is always vacant)
        self.slots.truncate(tags.len() + 1);
        self.origin.resize(self.slots.len(), NO_ORIGIN);
        if self.slots.is_empty() {
            self.slots.push(Slot::Vacant);
            self.origin.push(NO_ORIGIN);
        }
        for (i, &tag) in tags.iter().enumerate() {
            let id = i + 1;
            debug_assert!(tag != NO_ORIGIN, "a tag for every object");
            if id == self.slots.len() {
                self.slots.push(Slot::Live(fetch(tag)));
                self.origin.push(tag);
            } else if self.origin[id] != tag || !matches!(self.slots[id], Slot::Live(_)) {
                self.slots[id] = Slot::Live(fetch(tag));
                self.origin[id] = tag;
            }
        }
        self.reusable.clear();
        self.quarantine.clear();
        self.originals.clear();
        self.recycled = false;
        self.fresh.clear();
        self.live = self.slots.len() - 1;
        self.restored = self.live as u32;
        self.restored_freed = freed.len() as u32;
        for &(size, kind, site) in freed {
            self.quarantine.push(self.slots.len() as u32);
            self.slots.push(Slot::Freed { size, kind, site });
        }
        self.origin.resize(self.slots.len(), NO_ORIGIN);
    }

    /// Two distinct objects at once (`a != b`).
    pub fn get_two_mut(&mut self, a: u32, b: u32) -> Option<(&mut Object, &mut Object)> {
        if a == b || a as usize >= self.slots.len() || b as usize >= self.slots.len() {
            return None;
        }
        let (lo, hi, swap) = if a < b { (a, b, false) } else { (b, a, true) };
        self.mark_written(a);
        self.mark_written(b);
        let (left, right) = self.slots.split_at_mut(hi as usize);
        match (&mut left[lo as usize], &mut right[0]) {
            (Slot::Live(x), Slot::Live(y)) => {
                let (x, y) = (unshared_mut(x), unshared_mut(y));
                Some(if swap { (y, x) } else { (x, y) })
            }
            _ => None,
        }
    }

    /// Inserts an object and returns its id.
    pub fn insert(&mut self, obj: Object) -> u32 {
        self.insert_arc(Handle::new(obj))
    }

    /// Inserts an object already behind a handle (a recycled one).
    pub fn insert_arc(&mut self, obj: Handle<Object>) -> u32 {
        if self.reusable.is_empty() && self.quarantine.len() > 4096.max(self.live) {
            self.release_quarantine();
        }
        self.place_arc(obj)
    }

    /// `insert_arc` without releasing quarantined ids first: for frames
    /// placed while others that may hold the only pointers to quarantined
    /// objects are still outside the heap (`release_quarantine` would not
    /// see those pointers). The release waits for the next insertion.
    pub fn place_arc(&mut self, obj: Handle<Object>) -> u32 {
        self.live += 1;
        if let Some(id) = self.reusable.pop() {
            self.slots[id as usize] = Slot::Live(obj);
            self.origin[id as usize] = NO_ORIGIN;
            return id;
        }
        let id = self.slots.len() as u32;
        assert!(id < INVALID_OBJECT, "object ids exhausted");
        self.slots.push(Slot::Live(obj));
        self.origin.push(NO_ORIGIN);
        id
    }

    /// Lends out a live object (the running frame) while other objects are
    /// read and written: its slot stays vacant until `give_back`, so
    /// nothing else can reach it meanwhile. It counts as written.
    #[inline]
    pub fn lend(&mut self, id: u32) -> Option<Handle<Object>> {
        // (Not `lend_unwritten` then `mark_lent_written`: on the path of
        // every run, that measured +0.6% host instructions per transition.)
        let slot = self.slots.get_mut(id as usize)?;
        if !matches!(slot, Slot::Live(_)) {
            return None;
        }
        self.mark_written(id);
        let Slot::Live(o) = std::mem::replace(&mut self.slots[id as usize], Slot::Vacant) else { unreachable!() };
        Some(o)
    }

    /// Lends out a live object as `lend` does, but not yet counted as
    /// written: a run that may only read it (a data object, whose copy a
    /// stored state may share) calls `mark_lent_written` before its first
    /// write.
    #[inline]
    pub fn lend_unwritten(&mut self, id: u32) -> Option<Handle<Object>> {
        match self.slots.get_mut(id as usize) {
            Some(slot @ Slot::Live(_)) => {
                let Slot::Live(o) = std::mem::replace(slot, Slot::Vacant) else { unreachable!() };
                Some(o)
            }
            _ => None,
        }
    }

    /// Counts a lent object (`lend_unwritten`) as written, as `get_mut`
    /// does for one in its slot: a restored object's original is kept.
    #[inline]
    pub fn mark_lent_written(&mut self, id: u32, o: &Handle<Object>) {
        if self.drop_origin(id) {
            self.originals.push((id, Handle::clone(o)));
        }
    }

    /// Puts back an object taken by `lend`.
    #[inline]
    pub fn give_back(&mut self, id: u32, o: Handle<Object>) {
        // The slot is vacant (`lend` left it so): nothing to drop. Not
        // dropping it also lets the new value go straight into the slot
        // instead of through a copy on the stack, which the processor
        // cannot forward from the two narrower stores that built it.
        let vacant = std::mem::replace(&mut self.slots[id as usize], Slot::Live(o));
        debug_assert!(matches!(vacant, Slot::Vacant));
        std::mem::forget(vacant);
    }

    /// Takes out the live frames that nothing else holds, while `spare`
    /// has fewer than `cap` handles: before the heap is replaced, the
    /// frames an edge made and left unreachable (the scheduler's, the
    /// interrupt handler's) lend their buffers to the next calls.
    pub fn take_unique_frames(&mut self, spare: &mut Vec<Handle<Object>>, cap: usize) {
        // An object still as restored is the stored one, which the store
        // holds too; the others are checked with plain loads (`is_sole`).
        // The edge made its frames after the restored objects, unless it
        // reused ids (then all are looked at).
        let made = if self.recycled { 0 } else { self.restored as usize + 1 };
        for (slot, &tag) in self.slots.iter_mut().zip(&self.origin).skip(made) {
            if spare.len() >= cap {
                return;
            }
            let Slot::Live(o) = slot else { continue };
            if tag != NO_ORIGIN || o.kind != ObjKind::Frame || !is_sole(o) {
                continue;
            }
            if let Slot::Live(o) = std::mem::replace(slot, Slot::Vacant) {
                spare.push(o);
                self.live -= 1;
            }
        }
    }

    /// Takes a live object's handle out, leaving its slot vacant: for
    /// `Machine::canonical`, which empties the heap.
    pub fn take_arc(&mut self, id: u32) -> Option<Handle<Object>> {
        self.fresh.clear();
        let slot = self.slots.get_mut(id as usize)?;
        match std::mem::replace(slot, Slot::Vacant) {
            Slot::Live(o) => {
                self.live -= 1;
                Some(o)
            }
            other => {
                *slot = other;
                None
            }
        }
    }

    /// Removes a live object, leaving a tombstone. Returns the handle, which
    /// may still be shared with stored states.
    pub fn remove(&mut self, id: u32) -> Option<Handle<Object>> {
        let slot = self.slots.get_mut(id as usize)?;
        if !matches!(slot, Slot::Live(_)) {
            return None;
        }
        let old = std::mem::replace(slot, Slot::Vacant);
        let Slot::Live(obj) = old else { unreachable!() };
        *slot = Slot::Freed { size: obj.size() as u32, kind: obj.kind, site: obj.site };
        self.live -= 1;
        self.quarantine.push(id);
        if obj.kind == ObjKind::Frame {
            // Not a return of the innermost fresh frame: the list no
            // longer describes the stack.
            self.fresh.clear();
        }
        Some(obj)
    }

    /// Whether `id` is the innermost fresh frame: a call of this edge
    /// entered it, and nothing but its callees has named it since.
    #[inline]
    pub fn is_fresh_top(&self, id: u32) -> bool {
        self.fresh.last() == Some(&id)
    }

    /// Notes `id`, a frame a call just entered, as fresh.
    #[inline]
    pub fn enter_fresh_frame(&mut self, id: u32) {
        self.fresh.push(id);
    }

    /// A frame's address may now be anywhere (the OS asked for it, or a
    /// jump buffer or a fault handler got it): no frame is fresh.
    #[inline]
    pub fn expose_frames(&mut self) {
        self.fresh.clear();
    }

    /// Removes the returning frame `id` if it is the innermost fresh one,
    /// making its id reusable at once (nothing can name it); `None`, having
    /// done nothing, otherwise.
    #[inline]
    pub fn release_fresh_frame(&mut self, id: u32) -> Option<Handle<Object>> {
        if self.fresh.last() != Some(&id) {
            return None;
        }
        self.fresh.pop();
        let Slot::Live(obj) = std::mem::replace(&mut self.slots[id as usize], Slot::Vacant) else { unreachable!("a fresh frame is live") };
        self.live -= 1;
        self.reusable.push(id);
        Some(obj)
    }

    /// Brings back the stack variable freed at `id` (`llvm.lifetime.start`
    /// after `.end`: its block is entered again), undefined, at the same
    /// id, so the pointers the program keeps to it are valid again; its
    /// size. Any other slot is left alone. `spare` may hold a handle no
    /// one else holds, whose buffers the variable then reuses.
    pub fn revive_alloca(&mut self, id: u32, spare: &mut Option<Handle<Object>>) -> Option<u32> {
        let slot = self.slots.get_mut(id as usize)?;
        let &mut Slot::Freed { size, kind: ObjKind::Alloca, site } = slot else { return None };
        let handle = match spare.take() {
            Some(mut h) => {
                unshared_mut(&mut h).reset_undef(size as usize, ObjKind::Alloca, site);
                h
            }
            None => Handle::new(Object::new_undef(size as usize, ObjKind::Alloca, site)),
        };
        *slot = Slot::Live(handle);
        self.live += 1;
        // (Its block ended last, as a rule: the id is found at the end, not
        // after a scan of up to thousands of ids on every turn of a loop.)
        if let Some(i) = self.quarantine.iter().rposition(|&q| q == id) {
            self.quarantine.remove(i);
        }
        Some(size)
    }

    /// Ends the lifetime of the stack variable `id` (nothing if it is no
    /// live stack variable): its object goes, and its buffers wait in
    /// `spare` for the next start if no state holds them (a loop body's
    /// variable ends and starts again on every turn).
    pub fn end_alloca(&mut self, id: u32, spare: &mut Option<Handle<Object>>) {
        if self.get(id).is_some_and(|o| o.kind == ObjKind::Alloca) {
            *spare = self.remove(id).filter(is_sole);
        }
    }

    /// The size of the stack variable `id` if its lifetime ended and it
    /// can start again (`revive_alloca`).
    pub fn ended_alloca(&self, id: u32) -> Option<u32> {
        match self.slots.get(id as usize)? {
            &Slot::Freed { size, kind: ObjKind::Alloca, .. } => Some(size),
            _ => None,
        }
    }

    /// Moves quarantined ids that no live pointer names to the reusable list.
    fn release_quarantine(&mut self) {
        let mut named = vec![false; self.slots.len()];
        for slot in &self.slots {
            if let Slot::Live(o) = slot {
                for v in o.heap_edges(&[]) {
                    if let Some(n) = named.get_mut(super::Pointer(v).obj() as usize) {
                        *n = true;
                    }
                }
            }
        }
        let q = std::mem::take(&mut self.quarantine);
        self.recycled = true;
        for id in q {
            if named[id as usize] {
                self.quarantine.push(id);
            } else {
                self.slots[id as usize] = Slot::Vacant;
                self.reusable.push(id);
            }
        }
    }

    /// Ids of all live objects.
    pub fn live_ids(&self) -> impl Iterator<Item = u32> + '_ {
        self.slots.iter().enumerate().filter(|(_, s)| matches!(s, Slot::Live(_))).map(|(i, _)| i as u32)
    }
}
