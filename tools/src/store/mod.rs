//! State storage. Every distinct object content is stored once, in an
//! interning table, and a state is its control registers plus the handles
//! of its objects, one vector of words (`vector`), so unchanged objects are
//! shared between states. Restoring a state hands the VM the stored
//! objects themselves (copy-on-write). The visited set stores the vectors
//! tree-compressed (`tree`, over the hash-consing table of `hashcons`).
//!
//! The interning table is shared by the search's workers: it is split into
//! shards, each behind its own lock, chosen by the content's hash.

pub mod hashcons;
pub mod large;
pub mod tree;
pub mod vector;

use crossbeam::utils::CachePadded;
use divm_vm::eval::Canonical;
use divm_vm::memory::{Handle, Object, NO_ORIGIN};
use std::collections::HashMap;
use std::hash::{BuildHasher, BuildHasherDefault, Hash, Hasher};
use std::sync::Mutex;
use xxhash_rust::xxh3::Xxh3DefaultBuilder;

/// Bits of a handle that name its shard.
pub const SHARD_BITS: u32 = 6;
pub const SHARDS: usize = 1 << SHARD_BITS;

/// A key whose hash was computed once, outside the lock; the map's own
/// hasher just passes it through.
pub struct Hashed<T> {
    pub hash: u64,
    pub value: T,
}

impl<T: PartialEq> PartialEq for Hashed<T> {
    fn eq(&self, o: &Self) -> bool {
        self.hash == o.hash && self.value == o.value
    }
}

impl<T: Eq> Eq for Hashed<T> {}

impl<T> Hash for Hashed<T> {
    fn hash<H: Hasher>(&self, h: &mut H) {
        h.write_u64(self.hash)
    }
}

/// The identity hasher for `Hashed` keys.
#[derive(Default)]
pub struct PassThrough(u64);

impl Hasher for PassThrough {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
}

pub type PassThroughMap<K, V> = HashMap<Hashed<K>, V, BuildHasherDefault<PassThrough>>;

pub fn content_hash<T: Hash + ?Sized>(v: &T) -> u64 {
    Xxh3DefaultBuilder::new().hash_one(v)
}

/// The hash of an object's content: one-shot xxh3 over the data and the
/// undefined-bit layer, chained through the seed (much cheaper than
/// streaming the derived `Hash`). The pointer layer is left out: where it
/// differs the data almost always does too, and equality, which decides,
/// compares every layer. Equal objects in normal form hash equal.
pub fn object_hash(o: &Object) -> u64 {
    use xxhash_rust::xxh3::xxh3_64_with_seed;
    let meta = o.site as u64 | (vector::kind_word(o.kind) as u64) << 32 | (o.shared as u64) << 40 | (o.has_pointers() as u64) << 41;
    let mut h = xxh3_64_with_seed(o.bytes(), meta);
    if !o.undef_mask().is_empty() {
        h = xxh3_64_with_seed(o.undef_mask(), h);
    }
    h
}

/// The shard of a hash: its top bits (the low bits index the map).
pub fn shard_of(hash: u64) -> usize {
    (hash >> (64 - SHARD_BITS)) as usize
}

#[derive(Default)]
struct Shard {
    objects: Vec<Handle<Object>>,
    index: PassThroughMap<Handle<Object>, u32>,
}

/// The interning table, shared by all workers.
pub struct Store {
    /// (padded, as the hash-consing tables' shards)
    shards: Box<[CachePadded<Mutex<Shard>>]>,
    /// Objects of `large::LARGE` bytes or more, stored in pieces; their
    /// handles are their record ids with `LARGE_HANDLE` set.
    large: large::LargeObjects,
}

/// Counts of what the store holds.
#[derive(Default)]
pub struct Census {
    pub small: usize,
    pub small_bytes: usize,
    pub large: usize,
    pub large_nodes: usize,
}

/// Set in the handles of large objects (`large`), clear in the others.
const LARGE_HANDLE: u32 = 1 << 31;

impl Store {
    pub fn new() -> Store {
        Store { shards: (0..SHARDS).map(|_| CachePadded::new(Mutex::new(Shard::default()))).collect(), large: Default::default() }
    }

    /// The handle of `o`'s content, interned if new.
    pub fn intern(&self, o: Handle<Object>, cache: &mut large::Cache) -> u32 {
        let o = if o.is_normal() {
            o
        } else {
            // A handle nobody else holds is normalised without a copy.
            let mut o = Handle::try_unwrap(o).unwrap_or_else(|a| (*a).clone());
            o.normalise();
            Handle::new(o)
        };
        if o.size() >= large::LARGE {
            let id = self.large.intern(&o, cache).0;
            assert!(id < !LARGE_HANDLE, "large-object handles exhausted");
            return LARGE_HANDLE | id;
        }
        let hash = object_hash(&o);
        let s = shard_of(hash);
        let key = Hashed { hash, value: o };
        let mut shard = self.shards[s].lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&h) = shard.index.get(&key) {
            return h;
        }
        let h = (shard.objects.len() as u32) << SHARD_BITS | s as u32;
        assert!(h < LARGE_HANDLE, "object handles exhausted");
        shard.objects.push(Handle::clone(&key.value));
        shard.index.insert(key, h);
        h
    }

    /// What the store holds (`DIVM_STATS`).
    pub fn census(&self) -> Census {
        let (large, large_nodes) = self.large.sizes();
        let mut c = Census { large, large_nodes, ..Census::default() };
        for s in self.shards.iter() {
            let s = s.lock().unwrap_or_else(|e| e.into_inner());
            c.small += s.objects.len();
            c.small_bytes += s.objects.iter().map(|o| o.size()).sum::<usize>();
        }
        c
    }

    pub fn object(&self, h: u32, cache: &mut large::Cache) -> Handle<Object> {
        if h & LARGE_HANDLE != 0 {
            return self.large.object(h & !LARGE_HANDLE, cache);
        }
        let shard = self.shards[(h & (SHARDS as u32 - 1)) as usize].lock().unwrap_or_else(|e| e.into_inner());
        Handle::clone(&shard.objects[(h >> SHARD_BITS) as usize])
    }
}

/// A worker's view of the store. Restored objects carry their handles
/// into the machine (`Machine::restore`'s tags), and `canonical` hands
/// back the handle of every object that is still the one restored, so only
/// new contents are hashed and looked up.
pub struct Interner<'s> {
    pub store: &'s Store,
    /// Recently restored objects by handle, direct-mapped: most restores
    /// find their objects here without taking a shard lock. Bounded, so it
    /// costs no memory per state.
    recent: Vec<Option<(u32, Handle<Object>)>>,
    /// Handles of objects by identity, for objects that other holders
    /// keep unchanged (the renumbered copies the VM remembers): they are
    /// found here without hashing. Direct-mapped, holding each object so
    /// its address is not reused.
    by_address: Vec<Option<(Handle<Object>, u32)>>,
    large: large::Cache,
}

/// Entries of `Interner::recent` (a power of two).
const RECENT: usize = 1 << 14;

/// Entries of `Interner::by_address` (a power of two): as many as the
/// VM remembers renumbered copies.
const ADDRESSES: usize = 1 << 12;

impl<'s> Interner<'s> {
    /// `by_identity`: find the handles of objects the VM remembers by
    /// their identity (`Config::remember_renumbered`).
    pub fn new(store: &'s Store, by_identity: bool) -> Interner<'s> {
        Interner {
            store,
            recent: vec![None; RECENT],
            by_address: vec![None; if by_identity { ADDRESSES } else { 0 }],
            large: large::Cache::default(),
        }
    }

    /// Interns the objects of `c` (taking them out of it) and writes its
    /// state vector into `out`.
    pub fn put(&mut self, c: &mut Canonical, out: &mut Vec<u32>) {
        let (store, by_address, large) = (self.store, &mut self.by_address, &mut self.large);
        let mut objects = c.objects.drain(..);
        let handles = c.origins.iter().map(|&h| match h {
            NO_ORIGIN => handle_of(store, by_address, large, objects.next().expect("an object for every untagged entry")),
            h => h,
        });
        vector::encode(&c.ctl, handles, &c.freed, &c.segments, out);
        assert!(objects.next().is_none(), "an untagged entry for every object");
    }

    /// (`object`'s cache slot of a handle.)
    fn recent_slot(h: u32) -> usize {
        (h.wrapping_mul(0x9e37_79b9) >> (32 - RECENT.trailing_zeros())) as usize
    }

    /// The handle of `o`'s content, interned if new.
    pub fn intern(&mut self, o: Handle<Object>) -> u32 {
        self.store.intern(o, &mut self.large)
    }

    /// The object of a handle (`Machine::restore`'s `fetch`).
    pub fn object(&mut self, h: u32) -> Handle<Object> {
        if h & LARGE_HANDLE != 0 {
            // (its own cache: the shared one would keep thousands of
            // whole large objects alive)
            return self.store.object(h, &mut self.large);
        }
        let slot = Self::recent_slot(h);
        if let Some((k, o)) = &self.recent[slot] {
            if *k == h {
                return Handle::clone(o);
            }
        }
        let o = self.store.object(h, &mut self.large);
        self.recent[slot] = Some((h, Handle::clone(&o)));
        o
    }
}

/// The handle of `o`: by identity if `by_address` has it, else interned
/// (and remembered by identity when someone else holds `o` too, so that
/// its content cannot change while it is remembered).
fn handle_of(store: &Store, by_address: &mut [Option<(Handle<Object>, u32)>], large: &mut large::Cache, o: Handle<Object>) -> u32 {
    if by_address.is_empty() {
        return store.intern(o, large);
    }
    let slot = ((Handle::as_ptr(&o) as usize as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - ADDRESSES.trailing_zeros())) as usize;
    if let Some((a, h)) = &by_address[slot] {
        if Handle::ptr_eq(a, &o) {
            return *h;
        }
    }
    if divm_vm::memory::is_sole(&o) {
        return store.intern(o, large);
    }
    let h = store.intern(Handle::clone(&o), large);
    by_address[slot] = Some((o, h));
    h
}
