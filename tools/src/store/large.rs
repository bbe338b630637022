//! Large objects stored in pieces: an object of `LARGE` bytes or more is
//! kept as a tree of its words (`tree`), not as one block, so a version
//! that differs from another in one word adds only the tree nodes on the
//! path to that word (a few dozen bytes), not a copy of the object. Loops
//! that change one element of a large array, or one variable in the
//! globals image beside a large one, cost a path per state, not the array.
//!
//! An object's words are its data bytes, then its undefined-bit layer and
//! its pointer-tag layer when it has them (each packed four bytes to a
//! word, the last one padded with zeroes). What is not in the words (kind,
//! sharing, allocation site, size, which layers exist, and the rare whole
//! pointers or terms behind single fragment bytes) is its *shape*, interned
//! in a table of its own. An object is one record (top node, shape),
//! hash-consed, so two objects are equal exactly when their records are.

use super::hashcons::HashCons;
use super::tree::{FoldCache, Tree};
use super::vector::{kind_word, word_kind};
use divm_vm::memory::{Handle, Object};
use std::collections::HashMap;
use std::sync::Mutex;

/// Objects of at least this many bytes are stored in pieces. Below it, a
/// whole copy costs less than a path of tree nodes (about 24 bytes a
/// level, a level per fourfold size).
pub const LARGE: usize = 2048;

/// What an object is besides its words.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Shape {
    kind: u32,
    shared: bool,
    site: u32,
    size: u32,
    undef: bool,
    ptrs: bool,
    frags: Box<[(u32, u64)]>,
}

impl Shape {
    /// Words per layer.
    fn layer_words(&self) -> usize {
        (self.size as usize).div_ceil(4)
    }

    fn words(&self) -> usize {
        self.layer_words() * (1 + self.undef as usize + self.ptrs as usize)
    }
}

#[derive(Default)]
struct Shapes {
    all: Vec<Shape>,
    index: HashMap<Shape, u32>,
}

/// Entries of `Cache::recent` (a power of two): few, since each holds a
/// whole large object.
const RECENT: usize = 64;

/// Fold caches per worker: as many large objects as a state usually has.
const FOLDS: usize = 4;

/// Words compared to tell which fold cache holds an object's older version.
const SAMPLES: usize = 16;

/// A worker's side of the large objects: fold caches of the tree, a
/// buffer for an object's words, and the objects it last put together or
/// stored (by record id), so a state's large object is rebuilt once, not
/// at every restore.
///
/// A large object's new version mostly repeats one stored lately: storing
/// it re-inserts only the subtrees that changed when a fold cache holds
/// that one's words. So each fold cache holds the version it last stored
/// or unfolded, and a new version is folded against the cache whose words
/// agree with it at the most sampled places (a state's other large objects
/// are in the other caches). A restore builds the object from `recent`
/// without the tree, or unfolds it into the least recently used cache.
pub struct Cache {
    folds: Vec<Fold>,
    clock: u64,
    scratch: Vec<u32>,
    recent: Vec<Option<(u32, Handle<Object>)>>,
}

struct Fold {
    /// The record whose words `cache` holds (stored or unfolded last),
    /// and when the cache was last chosen.
    record: u32,
    used: u64,
    cache: FoldCache,
}

impl Default for Cache {
    fn default() -> Cache {
        Cache {
            folds: (0..FOLDS).map(|_| Fold { record: NO_RECORD, used: 0, cache: FoldCache::default() }).collect(),
            clock: 0,
            scratch: Vec::new(),
            recent: vec![None; RECENT],
        }
    }
}

/// Never a record id (`Store` keeps them below 2^31).
const NO_RECORD: u32 = u32::MAX;

impl Cache {
    fn slot(id: u32) -> usize {
        (id.wrapping_mul(0x9e37_79b9) >> (32 - RECENT.trailing_zeros())) as usize
    }

    /// The fold cache that holds record `id` unfolded, or the least
    /// recently used one (then `false`: the caller unfolds `id` into it).
    fn fold_for_restore(&mut self, id: u32) -> (&mut Fold, bool) {
        self.clock += 1;
        let k = match self.folds.iter().position(|f| f.record == id) {
            Some(k) => k,
            None => (0..FOLDS).min_by_key(|&k| self.folds[k].used).expect("fold caches"),
        };
        let f = &mut self.folds[k];
        f.used = self.clock;
        let held = f.record == id;
        f.record = id;
        (f, held)
    }

    /// The fold cache whose words agree with `words` at the most sampled
    /// places (of equal length; ties: the most recently used).
    fn fold_for_insert(&mut self, words: &[u32]) -> &mut Fold {
        let score = |f: &Fold| {
            let last = f.cache.last_words();
            if last.len() != words.len() {
                return (0, f.used);
            }
            let same = (0..SAMPLES).map(|i| i * words.len() / SAMPLES).filter(|&p| last[p] == words[p]).count();
            (same + 1, f.used)
        };
        let k = (0..FOLDS).max_by_key(|&k| score(&self.folds[k])).expect("fold caches");
        self.clock += 1;
        self.folds[k].used = self.clock;
        &mut self.folds[k]
    }

    fn remember(&mut self, id: u32, o: &Handle<Object>) {
        self.recent[Self::slot(id)] = Some((id, Handle::clone(o)));
    }
}

#[derive(Default)]
pub struct LargeObjects {
    words: Tree,
    shapes: Mutex<Shapes>,
    /// (top node, shape) of each object stored.
    records: HashCons<2>,
}

/// Appends `bytes` packed into little-endian words, the last one padded.
fn pack(bytes: &[u8], out: &mut Vec<u32>) {
    let start = out.len();
    out.resize(start + bytes.len().div_ceil(4), 0);
    let words = &mut out[start..];
    let mut chunks = bytes.chunks_exact(4);
    for (w, c) in words.iter_mut().zip(chunks.by_ref()) {
        *w = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut w = [0u8; 4];
        w[..rest.len()].copy_from_slice(rest);
        words[words.len() - 1] = u32::from_le_bytes(w);
    }
}

/// The first `size` bytes of `words`.
fn unpack(words: &[u32], size: usize) -> Vec<u8> {
    let mut out = vec![0u8; words.len() * 4];
    for (c, w) in out.chunks_exact_mut(4).zip(words) {
        c.copy_from_slice(&w.to_le_bytes());
    }
    out.truncate(size);
    out
}

impl LargeObjects {
    /// The record id of `o` (in normal form, at least `LARGE` bytes), and
    /// whether it is new. `cache` is the worker's: its last unfolded
    /// object's unchanged subtrees are reused, so a version that differs
    /// from it in a few words costs a few look-ups.
    pub fn intern(&self, o: &Handle<Object>, cache: &mut Cache) -> (u32, bool) {
        let shape = self.shape_id(shape_of(o));
        let mut words = std::mem::take(&mut cache.scratch);
        words.clear();
        let p = o.parts();
        for layer in [p.data, p.undef, p.ptrs] {
            pack(layer, &mut words);
        }
        let fold = cache.fold_for_insert(&words);
        let top = self.words.insert_top(&words, &mut fold.cache);
        let (id, new) = self.records.insert([top, shape]);
        // The cache now holds this version (its words, and its subtrees'
        // ids from the memo): the next version, a successor's or a
        // sibling's, differs from it in a few words too.
        self.words.unfold_top(top, words.len(), &mut fold.cache);
        fold.record = id;
        cache.scratch = words;
        cache.remember(id, o);
        (id, new)
    }

    /// (objects, tree nodes) stored (`DIVM_STATS`).
    pub fn sizes(&self) -> (usize, usize) {
        (self.records.len(), self.words.sizes().1)
    }

    fn shape_id(&self, shape: Shape) -> u32 {
        let mut s = self.shapes.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = s.index.get(&shape) {
            return id;
        }
        let id = s.all.len() as u32;
        s.all.push(shape.clone());
        s.index.insert(shape, id);
        id
    }

    /// The object of record `id` (`intern`'s).
    pub fn object(&self, id: u32, cache: &mut Cache) -> Handle<Object> {
        if let Some((k, o)) = &cache.recent[Cache::slot(id)] {
            if *k == id {
                return Handle::clone(o);
            }
        }
        let [top, shape] = self.records.get(id);
        let shape = self.shapes.lock().unwrap_or_else(|e| e.into_inner()).all[shape as usize].clone();
        let (fold, held) = cache.fold_for_restore(id);
        let words = if held { fold.cache.last_words() } else { self.words.unfold_top(top, shape.words(), &mut fold.cache) };
        let o = Handle::new(build(&shape, words));
        cache.remember(id, &o);
        o
    }
}

fn shape_of(o: &Object) -> Shape {
    let p = o.parts();
    Shape {
        kind: kind_word(o.kind),
        shared: o.shared,
        site: o.site,
        size: u32::try_from(p.data.len()).expect("an object of less than 4 GiB"),
        undef: !p.undef.is_empty(),
        ptrs: !p.ptrs.is_empty(),
        frags: p.frags.into(),
    }
}

/// The object of `shape` whose words are `words`.
fn build(shape: &Shape, words: &[u32]) -> Object {
    debug_assert_eq!(words.len(), shape.words());
    let (n, size) = (shape.layer_words(), shape.size as usize);
    let mut layers = words.chunks(n);
    let data = unpack(layers.next().expect("a data layer"), size);
    let undef = if shape.undef { unpack(layers.next().expect("an undefined-bit layer"), size) } else { Vec::new() };
    let ptrs = if shape.ptrs { unpack(layers.next().expect("a pointer layer"), size) } else { Vec::new() };
    Object::from_layers(data, undef, ptrs, shape.frags.to_vec(), word_kind(shape.kind), shape.shared, shape.site)
}

#[cfg(test)]
mod tests {
    use super::*;
    use divm_vm::memory::ObjKind;

    fn round_trip(o: &Object) -> Object {
        let large = LargeObjects::default();
        let o = Handle::new(o.clone());
        let (id, new) = large.intern(&o, &mut Cache::default());
        assert!(new);
        assert_eq!(large.intern(&o, &mut Cache::default()), (id, false), "the same object, the same record");
        // (a fresh cache: built from the tree, not remembered)
        (*large.object(id, &mut Cache::default())).clone()
    }

    #[test]
    fn objects_come_back_whole() {
        // Sizes not a multiple of four, every layer, a fragment.
        for size in [LARGE, LARGE + 1, LARGE + 3, 4 * LARGE + 2] {
            let mut o = Object::new_zero(size, ObjKind::Globals, 7);
            o.bytes_mut().iter_mut().enumerate().for_each(|(i, b)| *b = (i * 31 % 251) as u8);
            assert_eq!(round_trip(&o), o, "data only, {} bytes", size);
            let mut u = Object::new_undef(size, ObjKind::Alloca, 3);
            u.freeze(0, size / 2);
            u.shared = true;
            assert_eq!(round_trip(&u), u, "with an undefined-bit layer, {} bytes", size);
        }
    }

    #[test]
    fn pointers_and_fragments_come_back() {
        use divm_vm::memory::{Pointer, Val};
        let mut o = Object::new_zero(LARGE + 5, ObjKind::Heap, 9);
        o.write(16, 8, Val::ptr(Pointer::heap(3)));
        // One byte of the pointer copied alone: a fragment.
        let byte = o.read(17, 1);
        o.write(LARGE + 1, 1, byte);
        assert!(o.has_pointers() && !o.parts().frags.is_empty(), "the test object has both");
        assert_eq!(round_trip(&o), o);
    }

    #[test]
    fn a_changed_word_is_a_new_object_that_shares_the_rest() {
        let large = LargeObjects::default();
        let mut cache = Cache::default();
        let mut o = Object::new_zero(16 * 1024, ObjKind::Globals, 0);
        let (a, _) = large.intern(&Handle::new(o.clone()), &mut cache);
        // Restored (unfolded into the cache), then changed in one word.
        let fresh = &mut Cache::default();
        assert_eq!(*large.object(a, fresh), o);
        let nodes = large.words.sizes().1;
        o.bytes_mut()[8000] = 1;
        let (b, new) = large.intern(&Handle::new(o.clone()), fresh);
        assert!(new && a != b);
        // A path: one node per level of a 4096-word tree (six), not 1365.
        assert!(large.words.sizes().1 - nodes <= 7, "{} new nodes", large.words.sizes().1 - nodes);
        assert_eq!(*large.object(b, &mut Cache::default()), o);
        o.bytes_mut()[8000] = 0;
        assert_eq!(large.intern(&Handle::new(o.clone()), &mut Cache::default()), (a, false), "back to the first version");
    }

    #[test]
    fn shape_tells_objects_with_equal_words_apart() {
        let large = LargeObjects::default();
        let mut cache = Cache::default();
        let heap = Object::new_zero(LARGE, ObjKind::Heap, 1);
        let global = Object::new_zero(LARGE, ObjKind::Globals, 1);
        let other_site = Object::new_zero(LARGE, ObjKind::Heap, 2);
        let longer = Object::new_zero(LARGE + 1, ObjKind::Heap, 1);
        let ids: Vec<u32> = [&heap, &global, &other_site, &longer].iter().map(|o| large.intern(&Handle::new((*o).clone()), &mut cache).0).collect();
        for i in 0..ids.len() {
            for j in 0..i {
                assert_ne!(ids[i], ids[j]);
            }
        }
    }
}
