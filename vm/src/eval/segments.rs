//! Sync-point reduction (`Config::segments`): plain accesses to shared
//! memory are no interleaving points; only synchronisations are. Each
//! thread's *open segment* (the shared accesses it made since its last
//! synchronisation) is kept in the state, and an access that conflicts
//! with another thread's open segment is a data race, which voids the
//! reduction (`Edge::segment_race`): the driver then searches again
//! without it. docs/internals.md gives the argument.
//!
//! The entries are part of the state (`State::segments`), so two states
//! match only if their open segments do: the argument needs every
//! reachable combination of open segments, not just one per state.

use super::Machine;
use crate::abi;
use crate::memory::{ObjKind, Place, Pointer, PtrKind};

/// One access of a thread's open segment, as bytes of an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SegmentAccess {
    /// The thread: the object its register (`Config::segments`) names.
    pub thread: u32,
    pub obj: u32,
    pub off: u32,
    pub size: u32,
    /// 0: read, 1: write; 2 added: atomic (a synchronisation, or the OS's
    /// own access).
    pub flags: u32,
}

pub const SEG_WRITE: u32 = 1;
pub const SEG_ATOMIC: u32 = 2;

impl SegmentAccess {
    /// Accesses of two threads that race: the same bytes, at least one a
    /// write, not both atomic.
    pub fn conflicts(&self, o: &SegmentAccess) -> bool {
        self.thread != o.thread
            && self.obj == o.obj
            && self.off < o.off + o.size
            && o.off < self.off + self.size
            && (self.flags | o.flags) & SEG_WRITE != 0
            && self.flags & o.flags & SEG_ATOMIC == 0
    }

    /// The same kind of access by the same thread to touching bytes: one
    /// entry covers both.
    fn joins(&self, o: &SegmentAccess) -> bool {
        self.thread == o.thread && self.obj == o.obj && self.flags == o.flags && self.off <= o.off + o.size && o.off <= self.off + self.size
    }

    fn join(&mut self, o: &SegmentAccess) {
        let end = (self.off + self.size).max(o.off + o.size);
        self.off = self.off.min(o.off);
        self.size = end - self.off;
    }
}

/// Sorts entries and joins those that touch: the canonical form of a set
/// of open segments.
pub(crate) fn normalise(segs: &mut Vec<SegmentAccess>) {
    segs.sort_unstable_by_key(|s| (s.thread, s.obj, s.flags, s.off));
    let mut out = 0;
    for i in 0..segs.len() {
        let s = segs[i];
        if out > 0 && segs[out - 1].joins(&s) {
            segs[out - 1].join(&s);
        } else {
            segs[out] = s;
            out += 1;
        }
    }
    segs.truncate(out);
}

/// The entries with their objects and threads renamed by `map` (`None`:
/// the object or thread is gone, and so is the entry), normalised.
pub(crate) fn renamed(segs: &[SegmentAccess], map: impl Fn(u32) -> Option<u32>) -> Vec<SegmentAccess> {
    let mut out: Vec<SegmentAccess> = segs.iter().filter_map(|s| Some(SegmentAccess { thread: map(s.thread)?, obj: map(s.obj)?, ..*s })).collect();
    normalise(&mut out);
    out
}

impl Machine<'_> {
    /// The running thread, as the object its register names (`None`: the
    /// reduction is off, or no thread runs).
    pub(crate) fn segment_thread(&self) -> Option<u32> {
        let p = Pointer(self.state.ctl[self.cfg.segments?]);
        (p.kind() == PtrKind::Heap && !p.is_null()).then(|| p.obj())
    }

    /// Whether accesses are logged now: the reduction is on, and more than
    /// one thread may run (`CF_MASK_MEM` is off) or a thread that ended
    /// unjoined left its segment open (its accesses may still race with
    /// the one left).
    #[inline]
    pub(crate) fn segments_active(&self) -> bool {
        self.cfg.segments.is_some() && (self.flags() & abi::CF_MASK_MEM == 0 || self.other_segments_open())
    }

    /// Checks an access against the other threads' open segments, and
    /// (`keep`) adds it to the running thread's.
    /// (Entries are only ever of shared objects: the callers look.)
    fn note_access_of_segment(&mut self, place: Place, size: u32, write: bool, atomic: bool, keep: bool) {
        let Some(thread) = self.segment_thread() else { return };
        let flags = if write { SEG_WRITE } else { 0 } | if atomic { SEG_ATOMIC } else { 0 };
        let a = SegmentAccess { thread, obj: place.obj, off: place.off as u32, size: size.max(1), flags };
        let segs = &mut self.state.segments;
        if segs.iter().any(|s| s.conflicts(&a)) {
            self.edge.segment_race = true;
        }
        if !keep {
            return;
        }
        match segs.iter_mut().find(|s| s.joins(&a)) {
            Some(s) => s.join(&a),
            None => segs.push(a),
        }
    }

    /// The OS's own access (or one in an atomic section): atomic, and
    /// noted only on the program's memory, which a plain access of
    /// another thread may touch. Right after a synchronisation it is part
    /// of that step (no interleaving point can come between them, with or
    /// without the reduction), so, like the synchronisation's own access,
    /// it is only checked: a conflicting plain access that comes later is
    /// found from the other order, in which it comes first. Elsewhere it
    /// joins the open segment.
    pub(crate) fn log_os_access(&mut self, place: Place, size: u32, write: bool) {
        if matches!(self.shared_kind(place.obj), Some(ObjKind::Heap | ObjKind::Globals | ObjKind::Alloca)) {
            let keep = !self.edge.segment_synced;
            self.note_access_of_segment(place, size, write, true, keep);
        }
    }

    /// A synchronisation of the running thread goes ahead (its own access,
    /// if any, is checked by the caller): its open segment ends.
    pub(crate) fn close_segment(&mut self) {
        self.edge.segment_synced = true;
        let Some(thread) = self.segment_thread() else { return };
        self.state.segments.retain(|s| s.thread != thread);
    }

    /// A synchronisation's own access: checked against the other threads'
    /// open segments, not kept (see `log_os_access`). (An object no other
    /// thread can reach has no entries to conflict with.)
    pub(crate) fn check_sync_access(&mut self, place: Place, size: u32, write: bool) {
        self.note_access_of_segment(place, size, write, true, false);
    }

    /// A plain access of instrumented code to memory other threads can
    /// reach: logged, and no interleaving point. It counts as the edge's
    /// visible action, so that a synchronisation after it fires (an edge
    /// holds at most one, at its start).
    pub(crate) fn plain_access(&mut self, place: Place, size: u32, write: bool) {
        if self.shared_kind(place.obj).is_none() {
            return;
        }
        self.note_access_of_segment(place, size, write, false, true);
        self.edge.segment_synced = false;
        if !self.visible_done {
            self.visible_done = true;
            self.cfl_seen.clear();
        }
    }

    /// Freeing or resizing an object writes all of it, for the reduction:
    /// another thread's open segment on it races with that.
    pub(crate) fn whole_object_written(&mut self, p: Pointer) {
        if !self.segments_active() || p.kind() != PtrKind::Heap || p.is_null() {
            return;
        }
        if let Some(size) = self.state.heap.get(p.obj()).map(|o| o.size() as u32) {
            self.plain_access(Place { obj: p.obj(), off: 0 }, size, true);
        }
    }

    /// An object is freed: if it was a thread, its open segment ends. The
    /// OS frees a joinable thread in the join, a step of the thread that
    /// synchronises with its end; a detached one frees itself after a
    /// visible action of its own (docs/internals.md).
    pub(crate) fn thread_gone(&mut self, obj: u32) {
        if self.cfg.segments.is_some() {
            self.state.segments.retain(|s| s.thread != obj);
        }
    }

    /// The kind of `obj` if another thread can reach it (`None`: gone, or
    /// private).
    fn shared_kind(&self, obj: u32) -> Option<ObjKind> {
        self.state.heap.get(obj).filter(|o| o.shared).map(|o| o.kind)
    }

    /// Whether a thread other than the running one has an open segment
    /// (at the process's exit, which ends them all at once).
    pub fn other_segments_open(&self) -> bool {
        let me = self.segment_thread();
        self.state.segments.iter().any(|s| Some(s.thread) != me)
    }

    /// The open segments (tests, statistics).
    pub fn segments(&self) -> &[SegmentAccess] {
        &self.state.segments
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(thread: u32, off: u32, size: u32, flags: u32) -> SegmentAccess {
        SegmentAccess { thread, obj: 5, off, size, flags }
    }

    #[test]
    fn conflicts_need_two_threads_shared_bytes_a_write_and_a_plain_access() {
        assert!(a(1, 0, 4, SEG_WRITE).conflicts(&a(2, 2, 4, 0)));
        assert!(!a(1, 0, 4, SEG_WRITE).conflicts(&a(1, 0, 4, 0)), "one thread");
        assert!(!a(1, 0, 4, SEG_WRITE).conflicts(&a(2, 4, 4, SEG_WRITE)), "other bytes");
        assert!(!a(1, 0, 4, 0).conflicts(&a(2, 0, 4, 0)), "two reads");
        assert!(!a(1, 0, 4, SEG_WRITE | SEG_ATOMIC).conflicts(&a(2, 0, 4, SEG_ATOMIC)), "both atomic");
        assert!(a(1, 0, 4, SEG_WRITE | SEG_ATOMIC).conflicts(&a(2, 0, 4, 0)), "atomic and plain");
        let other = SegmentAccess { obj: 6, ..a(2, 0, 4, SEG_WRITE) };
        assert!(!a(1, 0, 4, SEG_WRITE).conflicts(&other), "other object");
    }

    #[test]
    fn normalising_joins_touching_entries_of_one_kind_and_sorts() {
        let mut s = vec![a(2, 0, 4, 0), a(1, 8, 4, SEG_WRITE), a(1, 4, 4, SEG_WRITE), a(1, 0, 4, 0), a(1, 20, 4, SEG_WRITE)];
        normalise(&mut s);
        assert_eq!(s, vec![a(1, 0, 4, 0), a(1, 4, 8, SEG_WRITE), a(1, 20, 4, SEG_WRITE), a(2, 0, 4, 0)]);
    }

    #[test]
    fn renaming_drops_entries_of_gone_objects_and_threads() {
        let s = vec![a(1, 0, 4, 0), SegmentAccess { obj: 9, ..a(1, 0, 4, 0) }, a(3, 0, 4, 0)];
        let r = renamed(&s, |id| match id {
            1 => Some(2),
            5 => Some(7),
            _ => None,
        });
        assert_eq!(r, vec![SegmentAccess { thread: 2, obj: 7, off: 0, size: 4, flags: 0 }]);
    }
}
