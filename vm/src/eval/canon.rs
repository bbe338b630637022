//! Canonical form of a state: snapshot for the visited set, and restore.
//!
//! A DFS from the roots renumbers objects in visiting order (heap symmetry):
//! object `k` of the DFS gets id `k + 1`, and every pointer inside objects
//! and control registers is rewritten to those ids. Two states that differ
//! only in object ids have the same canonical form, and the canonical form
//! is itself a valid state, so the search restores states from it.
//!
//! Objects are shared, not copied: an object whose pointers already carry
//! their canonical ids (the common case after a restore) goes into the
//! canonical form as the same `Arc`, so the store recognises it by address.

use super::Machine;
use crate::abi;
use crate::memory::*;

/// A whole state in canonical form. Object `k` (canonical order) has id
/// `k + 1`; the objects still as restored are named by their tags only.
#[derive(Clone, Debug)]
pub struct Canonical {
    pub ctl: [u64; abi::CR_COUNT],
    /// `origins[k]`: the tag `restore` gave object `k`, if the object is
    /// still the one restored with it (unwritten and not renumbered), else
    /// `NO_ORIGIN`.
    pub origins: Vec<u32>,
    /// The objects whose origin is `NO_ORIGIN`, in canonical order: the
    /// only ones the store needs to look at.
    pub objects: Vec<Handle<Object>>,
    /// (size, kind, site) of the freed objects that dangling pointers name;
    /// they get the ids after the objects.
    pub freed: Vec<(u32, ObjKind, u32)>,
    /// User heap objects that are live but unreachable: leaks.
    pub leaks: Vec<super::Leak>,
    /// The threads' open segments (sync-point reduction), by canonical ids.
    pub segments: Vec<super::SegmentAccess>,
    /// Found by the DFS (not by `canonical_same_shape`).
    pub renumbered: bool,
    /// Stored objects that moved, and how many of their renumbered copies
    /// were remembered ones (`RenumberMemo`), for statistics.
    pub moved: u32,
    pub remembered: u32,
}

/// Buffers `canonical` reuses from one call to the next, so that a state's
/// canonical form costs no allocation beyond its result.
#[derive(Default)]
pub(crate) struct CanonScratch {
    /// `number[id]`: the canonical id of heap object `id` (0: not reached).
    number: Vec<u32>,
    /// Heap ids in DFS order.
    order: Vec<u32>,
    stack: Vec<u32>,
    /// The edges of the object being visited: its whole pointers, then its
    /// lone fragments' pointers.
    offs: Vec<u64>,
    /// The edges of every visited object that was written since the
    /// restore (the others remember theirs: `Object::frozen_edges`);
    /// object `k` of the DFS owns `ptrs[spans[k]..spans[k+1]]`.
    ptrs: Vec<u64>,
    spans: Vec<u32>,
    /// Object `k` of the DFS owns the dead registers `dead[dead_spans[k]..dead_spans[k+1]]`.
    dead_spans: Vec<u32>,
    /// Dead registers to clear: (heap id, offset, size), by object.
    dead: Vec<(u32, u32, u32)>,
    /// Freed objects that dangling pointers name.
    freed_seen: Vec<u32>,
    /// Dead registers of one frame.
    frame_dead: Vec<(u32, u32)>,
    /// Frames met in the first pass, numbered in the second.
    deferred: Vec<u32>,
    /// Ids of the restored objects written since the restore, ascending.
    written: Vec<u32>,
    /// The renumbered edges of one object.
    mapped: Vec<u64>,
    memo: RenumberMemo,
    /// The buffers of a canonical form given back (`recycle_canonical`).
    spare_objects: Vec<Handle<Object>>,
    spare_origins: Vec<u32>,
}

impl CanonScratch {
    /// Empty buffers for a canonical form's objects and origins.
    fn form_buffers(&mut self) -> (Vec<Handle<Object>>, Vec<u32>) {
        (std::mem::take(&mut self.spare_objects), std::mem::take(&mut self.spare_origins))
    }
}

/// Renumbered copies of stored objects, by the stored object and the
/// canonical ids its edges get. When a thread's stack grows or shrinks,
/// the objects numbered after it move, and they move the same way on many
/// edges: the copy made the first time is reused (and the store finds its
/// handle by identity, `Interner`), instead of copying, renumbering and
/// hashing the object again. Direct-mapped, so bounded.
#[derive(Default)]
struct RenumberMemo {
    slots: Vec<Option<Renumbered>>,
}

struct Renumbered {
    from: Handle<Object>,
    /// `from`'s edges, renumbered.
    edges: Box<[u64]>,
    to: Handle<Object>,
}

const MEMO_BITS: u32 = 12;

impl RenumberMemo {
    fn slot(from: &Handle<Object>, edges: &[u64]) -> usize {
        const K: u64 = 0x9e37_79b9_7f4a_7c15;
        let h = edges.iter().fold(Handle::as_ptr(from) as u64, |h, &e| (h ^ e).wrapping_mul(K).rotate_left(29));
        (h.wrapping_mul(K) >> (64 - MEMO_BITS)) as usize
    }

    fn get(&self, slot: usize, from: &Handle<Object>, edges: &[u64]) -> Option<&Handle<Object>> {
        match self.slots.get(slot) {
            Some(Some(r)) if Handle::ptr_eq(&r.from, from) && *r.edges == *edges => Some(&r.to),
            _ => None,
        }
    }

    fn put(&mut self, slot: usize, from: Handle<Object>, edges: &[u64], to: Handle<Object>) {
        if self.slots.is_empty() {
            self.slots.resize_with(1 << MEMO_BITS, || None);
        }
        self.slots[slot] = Some(Renumbered { from, edges: edges.into(), to });
    }
}

/// `number[id]` of a frame the first pass deferred to the second.
const DEFERRED: u32 = u32::MAX;

impl<'p> Machine<'p> {
    /// The canonical form of the current (suspended) state. It takes the
    /// state's objects: objects written in the edge (unshared) are
    /// renumbered and cleaned in place instead of copied, and the machine
    /// holds no state until the next `restore`.
    pub fn canonical(&mut self) -> Canonical {
        let mut sc = std::mem::take(&mut self.canon_scratch);
        let c = match self.cfg.verify_canonical {
            false => self.canonical_same_shape(&mut sc).unwrap_or_else(|| self.canonical_with(&mut sc)),
            true => self.canonical_verified(&mut sc),
        };
        self.canon_scratch = sc;
        c
    }

    /// Gives back a canonical form whose objects were taken out (emptied
    /// vectors): the next form reuses its buffers.
    pub fn recycle_canonical(&mut self, mut c: Canonical) {
        c.objects.clear();
        c.origins.clear();
        self.canon_scratch.spare_objects = c.objects;
        self.canon_scratch.spare_origins = c.origins;
    }

    /// `canonical`, computing a form that `canonical_same_shape` finds
    /// by the DFS too; panics if the two differ (a self-test).
    fn canonical_verified(&mut self, sc: &mut CanonScratch) -> Canonical {
        let before = self.state.clone();
        let Some(fast) = self.canonical_same_shape(sc) else { return self.canonical_with(sc) };
        self.state = before;
        let full = self.canonical_with(sc);
        let object = (0..fast.objects.len().max(full.objects.len())).find(|&k| fast.objects.get(k) != full.objects.get(k));
        let leaks = |c: &Canonical| c.leaks.iter().map(|l| (l.size, l.site)).collect::<Vec<_>>();
        let differs = [
            (fast.ctl != full.ctl, "control registers"),
            (object.is_some(), "objects"),
            (fast.origins != full.origins, "origin tags"),
            (fast.freed != full.freed, "freed objects"),
            (fast.segments != full.segments, "open segments"),
            (leaks(&fast) != leaks(&full), "leaks"),
        ];
        if let Some((_, what)) = differs.iter().find(|d| d.0) {
            panic!("the canonical form found without the DFS differs from the DFS's in its {} (first object {:?})", what, object);
        }
        fast
    }

    /// The control registers of the canonical form, pointers mapped by `canon`.
    fn canonical_ctl(&self, canon: impl Fn(Pointer) -> Pointer) -> [u64; abi::CR_COUNT] {
        let mut ctl = [0u64; abi::CR_COUNT];
        for (r, c) in ctl.iter_mut().enumerate() {
            *c = match r {
                abi::CR_FRAME | abi::CR_PC => 0,
                abi::CR_SYMBOLIC => self.state.ctl[r],
                abi::CR_FLAGS => self.state.ctl[r] & !(abi::CF_ERROR | abi::CF_ACCEPTING | abi::CF_CANCEL | abi::CF_KERNEL),
                _ => canon(Pointer(self.state.ctl[r])).0,
            };
        }
        ctl
    }

    /// The canonical form without the DFS, when the edge left the graph as
    /// it was restored: the same control registers, the restored objects
    /// live, the same freed ids, and every written object's edges (live
    /// registers only, for a frame) naming the same objects in the same
    /// order. The DFS would then visit the objects in the order the
    /// restored (canonical) state lists them, so every id is its own
    /// canonical id: nothing is renumbered, and only the dead registers of
    /// written frames are cleared. Objects created in the edge are then
    /// unreachable (no edge or register names them): the OS's are dropped,
    /// as the DFS drops them, and the user's are leaks. `None` when that
    /// does not hold.
    fn canonical_same_shape(&mut self, sc: &mut CanonScratch) -> Option<Canonical> {
        let heap = &self.state.heap;
        let (n, nfreed) = heap.restored();
        if n == 0 || heap.recycled() {
            return None;
        }
        let ctl = self.canonical_ctl(|p| p);
        if ctl != self.state.restored_ctl {
            return None;
        }
        let mut freed = Vec::with_capacity(nfreed as usize);
        for id in n + 1..=n + nfreed {
            match heap.slot(id) {
                Slot::Freed { size, kind, site } => freed.push((*size, *kind, *site)),
                _ => return None,
            }
        }
        // Objects made since the restore (ids after the restored ones) are
        // unreachable here; user heap among them leaked.
        let mut made = 0;
        let leaks = (n + nfreed + 1..heap.id_limit())
            .filter_map(|id| heap.get(id))
            .inspect(|_| made += 1)
            .filter(|o| o.kind == ObjKind::Heap)
            .map(|o| super::Leak { size: o.size(), site: self.site(o.site) })
            .collect();
        // Every restored object is still live: the live ones are the
        // restored ones and those made since (the freed ids hold none).
        if heap.live_count() != n as usize + made {
            return None;
        }
        // Only the written ones can have other edges.
        sc.dead.clear();
        sc.written.clear();
        for (id, original) in heap.originals() {
            sc.written.push(id);
            let o = heap.get(id)?;
            if o.kind == ObjKind::Constants {
                continue;
            }
            sc.frame_dead.clear();
            if o.kind == ObjKind::Frame {
                self.dead_registers_into(o, &mut sc.frame_dead);
            }
            if !same_edges(o, original, &sc.frame_dead) {
                return None;
            }
            sc.dead.extend(sc.frame_dead.iter().map(|&(off, size)| (id, off, size)));
        }
        // (in the order of first writes: the loop below goes by id)
        sc.written.sort_unstable();
        sc.dead.sort_unstable_by_key(|d| d.0);
        let heap = &mut self.state.heap;
        let (mut objects, mut origins) = sc.form_buffers();
        // The unwritten objects are named by their tags and stay in the
        // heap (the next restore drops them); the written ones are taken.
        origins.extend((1..=n).map(|id| heap.origin(id)));
        let mut dead = sc.dead.iter().peekable();
        for &id in sc.written.iter() {
            let mut arc = heap.take_arc(id).expect("restored objects are live");
            if dead.peek().is_some_and(|d| d.0 == id) {
                let c = crate::memory::unshared_mut(&mut arc);
                while let Some(&(_, off, size)) = dead.next_if(|d| d.0 == id) {
                    c.fill(off as usize, size as usize, 0, 0);
                }
                c.normalise();
            }
            objects.push(arc);
        }
        // (objects made in the edge are unreachable, freed ones gone)
        let segments = super::segments::renamed(&self.state.segments, |id| (1..=n).contains(&id).then_some(id));
        Some(Canonical { ctl, objects, origins, freed, leaks, segments, renumbered: false, moved: 0, remembered: 0 })
    }

    fn canonical_with(&mut self, sc: &mut CanonScratch) -> Canonical {
        let heap = &self.state.heap;
        let limit = heap.id_limit() as usize;
        sc.number.clear();
        sc.number.resize(limit, 0);
        sc.order.clear();
        sc.stack.clear();
        sc.dead.clear();
        sc.freed_seen.clear();
        sc.ptrs.clear();
        sc.spans.clear();
        sc.spans.push(0);
        sc.dead_spans.clear();
        sc.dead_spans.push(0);
        sc.deferred.clear();
        let CanonScratch {
            number,
            order,
            stack,
            offs,
            ptrs,
            spans,
            dead_spans,
            dead,
            freed_seen,
            frame_dead,
            deferred,
            written: _,
            mapped,
            memo,
            spare_objects,
            spare_origins,
        } = sc;
        let roots = [
            abi::CR_CONSTANTS,
            abi::CR_GLOBALS,
            abi::CR_RUNTIME_GLOBALS,
            abi::CR_STATE,
            abi::CR_TLS,
            abi::CR_USER1,
            abi::CR_USER2,
            abi::CR_USER3,
            abi::CR_USER4,
        ];
        // Two passes: the first numbers what is reachable without entering
        // a frame and defers the frames it meets; the second numbers the
        // deferred frames and what only they reach. Stacks grow and shrink
        // on most edges: numbered last, they do not shift the numbers of
        // the OS's and the program's other objects, which then keep their
        // stored form instead of being renumbered (copied) and stored anew.
        for second in [false, true] {
            let starts = if second { deferred.len() } else { roots.len() };
            for s in 0..starts {
                let start = if second {
                    let d = deferred[s];
                    if number[d as usize] != DEFERRED {
                        continue;
                    }
                    d
                } else {
                    let p = Pointer(self.state.ctl[roots[s]]);
                    if !p.is_heap_object() {
                        continue;
                    }
                    p.obj()
                };
                stack.push(start);
                while let Some(id) = stack.pop() {
                    let i = id as usize;
                    if i >= limit || (number[i] != 0 && !(second && number[i] == DEFERRED)) {
                        continue;
                    }
                    let Some(o) = heap.get(id) else { continue };
                    if !second && o.kind == ObjKind::Frame {
                        number[i] = DEFERRED;
                        deferred.push(id);
                        continue;
                    }
                    order.push(id);
                    number[i] = order.len() as u32;
                    let first = ptrs.len();
                    let edges: &[u64] = if o.kind == ObjKind::Constants {
                        // Built from the constant image: never points into the heap.
                        &[]
                    } else if !heap.written(id) {
                        // As restored from the state space: canonical, and
                        // never written again (writes copy it).
                        o.frozen_edges()
                    } else {
                        // Pointers in a frame's dead registers are not edges.
                        // (A frame not written since the restore is
                        // canonical: its dead registers are zero already.)
                        frame_dead.clear();
                        if o.kind == ObjKind::Frame {
                            self.dead_registers_into(o, frame_dead);
                        }
                        ptrs.extend(o.heap_edges(frame_dead));
                        dead.extend(frame_dead.iter().map(|&(off, size)| (id, off, size)));
                        &ptrs[first..]
                    };
                    offs.clear();
                    offs.extend_from_slice(edges);
                    spans.push(ptrs.len() as u32);
                    dead_spans.push(dead.len() as u32);
                    for &v in offs.iter().rev() {
                        let q = Pointer(v).obj();
                        let open = |n: u32| n == 0 || (second && n == DEFERRED);
                        match number.get(q as usize) {
                            // Numbered (or a deferred frame): live, nothing to do.
                            Some(&n) if !open(n) => {}
                            Some(_) if heap.get(q).is_some() => stack.push(q),
                            // A dangling pointer: its target is numbered after the live objects.
                            _ if !freed_seen.contains(&q) => freed_seen.push(q),
                            _ => {}
                        }
                    }
                }
            }
        }
        // Pointers to freed objects get ids after the live ones, one per
        // freed object, so that restore() can keep their diagnostics.
        let mut freed: Vec<(u32, ObjKind, u32)> = Vec::new();
        let live = order.len() as u32;
        // Number the freed targets (found by the DFS, or named by a control
        // register), so that `canon` below is a pure lookup.
        for r in 0..abi::CR_COUNT {
            let q = Pointer(self.state.ctl[r]);
            if q.kind() == PtrKind::Heap
                && q.obj() != 0
                && r != abi::CR_FRAME
                && r != abi::CR_PC
                && r != abi::CR_SYMBOLIC
                && heap.get(q.obj()).is_none()
                && !freed_seen.contains(&q.obj())
            {
                freed_seen.push(q.obj());
            }
        }
        for &id in freed_seen.iter() {
            let (size, kind, site) = match heap.slot(id) {
                Slot::Freed { size, kind, site } => (*size, *kind, *site),
                _ => (0, ObjKind::Heap, 0),
            };
            if (id as usize) < number.len() {
                number[id as usize] = live + 1 + freed.len() as u32;
            }
            freed.push((size, kind, site));
        }
        let overflow = live + freed.len() as u32 + 1;
        let number = &*number;
        let canon = |p: Pointer| -> Pointer {
            if !p.is_heap_object() {
                return p;
            }
            let n = number.get(p.obj() as usize).copied().unwrap_or(overflow);
            Pointer::new(PtrKind::Heap, if n == 0 { overflow } else { n }, p.offset())
        };
        freed.push((0, ObjKind::Heap, 0));
        let ctl = self.canonical_ctl(canon);
        let leaks = heap
            .live_ids()
            .filter(|&id| number[id as usize] == 0 || number[id as usize] > live)
            .filter_map(|id| heap.get(id).filter(|o| o.kind == ObjKind::Heap).map(|o| super::Leak { size: o.size(), site: self.site(o.site) }))
            .collect();
        let segments = super::segments::renamed(&self.state.segments, |id| number.get(id as usize).copied().filter(|&n| n != 0 && n <= live));
        let (verify, remember) = (self.cfg.verify_canonical, self.cfg.remember_renumbered);
        let heap = &mut self.state.heap;
        let (mut objects, mut origins) = (std::mem::take(spare_objects), std::mem::take(spare_origins));
        // Dead registers become zero (their values can never be read), and
        // every pointer left is an edge, renumbered. Copies only an object
        // shared with stored states.
        let renumber = |arc: &mut Handle<Object>, mine: &[(u32, u32, u32)]| {
            let c = crate::memory::unshared_mut(arc);
            for &(_, off, size) in mine {
                c.fill(off as usize, size as usize, 0, 0);
            }
            c.map_pointers(|v| canon(Pointer(v)).0);
            c.map_fragments(|v| canon(Pointer(v)).0);
            c.normalise();
        };
        let (mut moved_count, mut remembered) = (0, 0);
        for (k, &id) in order.iter().enumerate() {
            let mut origin = heap.origin(id);
            let moved = {
                let edges = match origin {
                    NO_ORIGIN => &ptrs[spans[k] as usize..spans[k + 1] as usize],
                    _ => heap.get(id).expect("numbered objects are live").frozen_edges(),
                };
                edges.iter().any(|&v| canon(Pointer(v)) != Pointer(v))
            };
            if origin != NO_ORIGIN && !moved && id as usize == k + 1 {
                // A stored object that keeps its id and its edges' ids: named
                // by its tag, and left in the heap, where the next restore
                // finds it in place (`Heap::reset_from`).
                origins.push(origin);
                continue;
            }
            let mut arc = heap.take_arc(id).expect("numbered objects are live");
            let mine = &dead[dead_spans[k] as usize..dead_spans[k + 1] as usize];
            moved_count += (moved && origin != NO_ORIGIN) as u32;
            if moved && origin != NO_ORIGIN && remember {
                // A stored object (no dead registers: it was stored
                // canonical) that moved. Its copy is determined by it and
                // the new ids of its edges, in order.
                mapped.clear();
                mapped.extend(arc.frozen_edges().iter().map(|&v| canon(Pointer(v)).0));
                let slot = RenumberMemo::slot(&arc, mapped);
                if let Some(to) = memo.get(slot, &arc, mapped) {
                    remembered += 1;
                    let to = Handle::clone(to);
                    if verify {
                        renumber(&mut arc, &[]);
                        assert!(*arc == *to, "a remembered renumbered copy differs from a new one");
                    }
                    arc = to;
                } else {
                    let from = Handle::clone(&arc);
                    renumber(&mut arc, &[]);
                    memo.put(slot, from, mapped, Handle::clone(&arc));
                }
                origin = NO_ORIGIN;
            } else if moved || !mine.is_empty() {
                renumber(&mut arc, mine);
                origin = NO_ORIGIN;
            }
            // (a tagged object is named by its tag alone)
            if origin == NO_ORIGIN {
                objects.push(arc);
            }
            origins.push(origin);
        }
        Canonical { ctl, objects, origins, freed, leaks, segments, renumbered: true, moved: moved_count, remembered }
    }

    /// Registers of a suspended frame that are dead at its pc and not yet
    /// zero: (offset, size).
    pub(crate) fn dead_registers(&self, o: &Object) -> Vec<(u32, u32)> {
        let mut dead = Vec::new();
        self.dead_registers_into(o, &mut dead);
        dead
    }

    /// `dead_registers` into a reused buffer (cleared first). Neighbouring
    /// dead registers are checked and reported as one range: the bytes
    /// between them are alignment padding, which no instruction writes.
    fn dead_registers_into(&self, o: &Object, dead: &mut Vec<(u32, u32)>) {
        dead.clear();
        let pc = Pointer(o.pointer_at(crate::ir::FRAME_PC as usize));
        let Some(f) = self.prog.functions.get(pc.obj() as usize) else { return };
        let Some(live) = f.live.get(pc.offset() as usize) else { return };
        let mut flush = |run: Option<(u32, u32)>| {
            if let Some((start, end)) = run {
                if !o.is_clear(start as usize, (end - start) as usize) {
                    dead.push((start, end - start));
                }
            }
        };
        // Registers are sorted by offset and do not overlap, so their ends
        // are sorted too: those past the object's end (never, in a frame
        // made for this function) count as live.
        let regs = &f.regs[..f.regs.partition_point(|&(off, size)| (off + size) as usize <= o.size())];
        // Whole runs of live or dead registers at a time, from the bit set.
        let mut run: Option<(u32, u32)> = None;
        let mut i = 0;
        while i < regs.len() {
            let bits = live[i / 64] >> (i % 64);
            let left = (64 - i % 64).min(regs.len() - i);
            if bits & 1 != 0 {
                flush(run.take());
                i += (bits.trailing_ones() as usize).min(left);
            } else {
                let k = (bits.trailing_zeros() as usize).min(left);
                let (off, size) = regs[i + k - 1];
                run = Some((run.map_or(regs[i].0, |r| r.0), off + size));
                i += k;
            }
        }
        flush(run);
    }

    /// Replaces the current state by a canonical one, whose objects are
    /// named by the caller's tags (the store's handles; none `NO_ORIGIN`):
    /// `fetch` gives the object of a tag, shared with the caller until
    /// written. `canonical` gives back the tags of the objects that are
    /// still the same. An object the machine still holds unchanged at the
    /// same id, restored with the same tag (most of them, when one state's
    /// successor is restored next), is not fetched again.
    pub fn restore(
        &mut self,
        ctl: &[u64; abi::CR_COUNT],
        tags: &[u32],
        fetch: impl FnMut(u32) -> Handle<Object>,
        freed: &[(u32, ObjKind, u32)],
        segments: &[super::SegmentAccess],
    ) {
        self.keep_spare_frames();
        self.state.heap.reset_from(tags, fetch, freed);
        self.state.ctl = *ctl;
        self.state.restored_ctl = *ctl;
        self.state.segments.clear();
        self.state.segments.extend_from_slice(segments);
    }
}

/// Whether the edges of `o` (without the registers `dead`) name the same
/// heap objects in the same order as those of `original`, a restored
/// object (canonical: no dead register holds anything).
fn same_edges(o: &Object, original: &Object, dead: &[(u32, u32)]) -> bool {
    // (most writes leave every pointer as it was: no scan for them then;
    // not tried on a frame, whose pc, a pointer, moves on every edge)
    if o.kind != ObjKind::Frame && o.same_pointers(original) {
        return true;
    }
    let target = |v: u64| Pointer(v).obj();
    o.heap_edges(dead).map(target).eq(original.frozen_edges().iter().map(|&v| target(v)))
}
