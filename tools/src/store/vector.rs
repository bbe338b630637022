//! A stored state as one vector of 32-bit words, the form that the visited
//! set compresses:
//!
//!   [number of objects] [control registers, low word then high word]
//!   [object handles, in canonical order] [freed objects: size, kind, site]
//!   ([open segments: thread, object, offset, size, flags] [their number])
//!
//! The open segments (sync-point reduction) are there only if there are
//! any, which the number of objects' top bit says. The encoding is
//! injective, so states compare exactly as their vectors.

use divm_vm::abi::CR_COUNT;
use divm_vm::memory::ObjKind;
use divm_vm::SegmentAccess;

/// In the first word: the state has open segments.
const SEGMENTS: u32 = 1 << 31;

const CTL: usize = 1;
/// Where the object handles start.
pub const OBJECTS: usize = CTL + 2 * CR_COUNT;

pub fn kind_word(k: ObjKind) -> u32 {
    match k {
        ObjKind::Heap => 0,
        ObjKind::System => 1,
        ObjKind::Frame => 2,
        ObjKind::Alloca => 3,
        ObjKind::Globals => 4,
        ObjKind::Constants => 5,
        ObjKind::VarArgs => 6,
    }
}

pub fn word_kind(w: u32) -> ObjKind {
    match w {
        0 => ObjKind::Heap,
        1 => ObjKind::System,
        2 => ObjKind::Frame,
        3 => ObjKind::Alloca,
        4 => ObjKind::Globals,
        5 => ObjKind::Constants,
        6 => ObjKind::VarArgs,
        _ => unreachable!("object kind {} was never encoded", w),
    }
}

/// Writes the vector of a state into `out` (cleared first).
pub fn encode(
    ctl: &[u64; CR_COUNT],
    objects: impl Iterator<Item = u32>,
    freed: &[(u32, ObjKind, u32)],
    segments: &[SegmentAccess],
    out: &mut Vec<u32>,
) {
    out.clear();
    out.push(0);
    out.extend(ctl.iter().flat_map(|&c| [c as u32, (c >> 32) as u32]));
    out.extend(objects);
    out[0] = (out.len() - OBJECTS) as u32;
    out.extend(freed.iter().flat_map(|&(size, kind, site)| [size, kind_word(kind), site]));
    if !segments.is_empty() {
        out[0] |= SEGMENTS;
        out.extend(segments.iter().flat_map(|s| [s.thread, s.obj, s.off, s.size, s.flags]));
        out.push(segments.len() as u32);
    }
}

/// The parts of a state vector.
pub struct Decoded<'a> {
    pub ctl: [u64; CR_COUNT],
    pub objects: &'a [u32],
    freed: &'a [u32],
    segments: &'a [u32],
}

pub fn decode(words: &[u32]) -> Decoded<'_> {
    let mut ctl = [0u64; CR_COUNT];
    for (c, w) in ctl.iter_mut().zip(words[CTL..OBJECTS].chunks(2)) {
        *c = w[0] as u64 | (w[1] as u64) << 32;
    }
    let (objects, rest) = words[OBJECTS..].split_at((words[0] & !SEGMENTS) as usize);
    let (freed, segments) = match (words[0] & SEGMENTS != 0, rest.split_last()) {
        (true, Some((&n, rest))) => rest.split_at(rest.len() - 5 * n as usize),
        _ => (rest, &[][..]),
    };
    Decoded { ctl, objects, freed, segments }
}

impl Decoded<'_> {
    /// The freed objects, as `Machine::restore` takes them.
    pub fn freed_into(&self, out: &mut Vec<(u32, ObjKind, u32)>) {
        out.clear();
        out.extend(self.freed.chunks(3).map(|f| (f[0], word_kind(f[1]), f[2])));
    }

    /// The open segments, as `Machine::restore` takes them.
    pub fn segments_into(&self, out: &mut Vec<SegmentAccess>) {
        out.clear();
        out.extend(self.segments.chunks(5).map(|s| SegmentAccess { thread: s[0], obj: s[1], off: s[2], size: s[3], flags: s[4] }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut ctl = [0u64; CR_COUNT];
        for (i, c) in ctl.iter_mut().enumerate() {
            *c = (i as u64) << 40 | 0xdead_0000 | i as u64;
        }
        let kinds = [ObjKind::Heap, ObjKind::System, ObjKind::Frame, ObjKind::Alloca, ObjKind::Globals, ObjKind::Constants, ObjKind::VarArgs];
        let freed: Vec<(u32, ObjKind, u32)> = kinds.iter().enumerate().map(|(i, &k)| (i as u32 * 8, k, 100 + i as u32)).collect();
        let mut v = Vec::new();
        encode(&ctl, [7, 3, 9].into_iter(), &freed, &[], &mut v);
        assert_eq!(v.len(), 1 + 2 * CR_COUNT + 3 + 3 * freed.len());
        let d = decode(&v);
        assert_eq!(d.ctl, ctl);
        assert_eq!(d.objects, &[7, 3, 9]);
        let mut f = Vec::new();
        d.freed_into(&mut f);
        assert_eq!(f, freed);
        let mut s = Vec::new();
        d.segments_into(&mut s);
        assert!(s.is_empty());
        // With open segments: the same parts, and the segments.
        let segments =
            [SegmentAccess { thread: 2, obj: 4, off: 8, size: 4, flags: 3 }, SegmentAccess { thread: 5, obj: 4, off: 0, size: 1, flags: 0 }];
        encode(&ctl, [7, 3, 9].into_iter(), &freed, &segments, &mut v);
        let d = decode(&v);
        assert_eq!((d.ctl, d.objects), (ctl, &[7, 3, 9][..]));
        d.freed_into(&mut f);
        assert_eq!(f, freed);
        d.segments_into(&mut s);
        assert_eq!(s, segments);
    }
}
