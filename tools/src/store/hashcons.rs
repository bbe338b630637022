//! A concurrent hash-consing table of fixed-width word tuples: inserting a
//! tuple gives its id, the same id every time for the same tuple, so ids
//! are equal exactly when the tuples are. Entries are never removed.
//!
//! The table is split into shards, each behind its own lock and chosen by
//! the top bits of the tuple's hash; an id names its shard in its low bits.
//! A shard keeps its tuples in fixed-size chunks (never moved, so growing
//! does not copy them) and an open-addressing index of 32-bit slots: the
//! entry's number plus a few bits of its hash, which reject most probes
//! without reading the tuple.

use crossbeam::utils::CachePadded;
use std::sync::{Mutex, MutexGuard};
use xxhash_rust::xxh3::xxh3_64;

const SHARD_BITS: u32 = 6;
const SHARDS: usize = 1 << SHARD_BITS;
const CHUNK_BITS: u32 = 10;
const CHUNK: usize = 1 << CHUNK_BITS;
/// A slot holds the entry's index + 1 (0: empty) in its low bits and a
/// hash tag in the others. Indices must also leave SHARD_BITS of an id.
const INDEX_BITS: u32 = 32 - SHARD_BITS;
const INDEX_MASK: u32 = (1 << INDEX_BITS) - 1;
const MIN_SLOTS: usize = 64;

/// xxh3 of the tuple's bytes (tuples are at most 4 words: xxh3's short
/// paths), whose top bits choose the shard and low bits the slot.
fn hash<const W: usize>(key: &[u32; W]) -> u64 {
    let mut bytes = [0u8; 16];
    for (b, w) in bytes.chunks_exact_mut(4).zip(key) {
        b.copy_from_slice(&w.to_le_bytes());
    }
    xxh3_64(&bytes[..4 * W])
}

/// Hash bits for the slot's tag: below the shard's (the top SHARD_BITS),
/// above the slot position's (the low bits).
fn tag(hash: u64) -> u32 {
    (hash >> (32 - SHARD_BITS)) as u32 & !INDEX_MASK
}

struct Shard<const W: usize> {
    chunks: Vec<Vec<[u32; W]>>,
    len: usize,
    slots: Vec<u32>,
}

impl<const W: usize> Shard<W> {
    fn entry(&self, i: u32) -> [u32; W] {
        self.chunks[(i >> CHUNK_BITS) as usize][i as usize & (CHUNK - 1)]
    }

    fn push(&mut self, key: [u32; W]) {
        if self.len.is_multiple_of(CHUNK) {
            self.chunks.push(Vec::with_capacity(CHUNK));
        }
        self.chunks.last_mut().unwrap().push(key);
        self.len += 1;
    }

    /// The free slot for `hash`, or the index of the equal entry.
    fn probe(&self, key: &[u32; W], hash: u64) -> Result<u32, usize> {
        let mask = self.slots.len() - 1;
        let mut p = hash as usize & mask;
        loop {
            let s = self.slots[p];
            if s == 0 {
                return Err(p);
            }
            if s & !INDEX_MASK == tag(hash) && self.entry((s & INDEX_MASK) - 1) == *key {
                return Ok((s & INDEX_MASK) - 1);
            }
            p = (p + 1) & mask;
        }
    }

    /// Doubles the index (load at most 3/4) and re-places every entry.
    fn grow(&mut self) {
        self.slots = vec![0; (self.slots.len() * 2).max(MIN_SLOTS)];
        let mask = self.slots.len() - 1;
        for i in 0..self.len as u32 {
            // Entries are distinct: each goes to the first free slot.
            let h = hash(&self.entry(i));
            let mut p = h as usize & mask;
            while self.slots[p] != 0 {
                p = (p + 1) & mask;
            }
            self.slots[p] = tag(h) | (i + 1);
        }
    }

    fn insert(&mut self, key: [u32; W], hash: u64) -> (u32, bool) {
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        match self.probe(&key, hash) {
            Ok(i) => (i, false),
            Err(p) => {
                let i = self.len as u32;
                assert!(i < INDEX_MASK, "hash-consing table full ({} entries in a shard)", i);
                self.push(key);
                self.slots[p] = tag(hash) | (i + 1);
                (i, true)
            }
        }
    }
}

const MEMO_BITS: u32 = 12;
const MEMO: usize = 1 << MEMO_BITS;
/// Never an id: the largest index leaves the id below it.
const NO_ID: u32 = u32::MAX;
const _: () = assert!(((INDEX_MASK - 1) << SHARD_BITS | (SHARDS as u32 - 1)) < NO_ID);

fn memo_slot<const W: usize>(key: &[u32; W]) -> usize {
    let h = key.iter().fold(0u64, |h, &w| (h ^ w as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    (h >> (64 - MEMO_BITS)) as usize
}

/// A worker's memo of the tuples it looked up lately, in both directions,
/// so that repeated lookups (the same subtrees again and again) skip the
/// shared table and its lock. An id never changes meaning, so a memo is
/// never stale. Direct-mapped: a collision just forgets the older entry.
pub struct Memo<const W: usize> {
    by_key: Box<[([u32; W], u32)]>,
    by_id: Box<[(u32, [u32; W])]>,
}

impl<const W: usize> Default for Memo<W> {
    fn default() -> Self {
        Memo { by_key: vec![([0; W], NO_ID); MEMO].into(), by_id: vec![(NO_ID, [0; W]); MEMO].into() }
    }
}

pub struct HashCons<const W: usize> {
    /// (padded: a lock taken on one core must not evict the neighbouring
    /// shards from the other cores' caches)
    shards: Box<[CachePadded<Mutex<Shard<W>>>]>,
}

impl<const W: usize> Default for HashCons<W> {
    fn default() -> Self {
        HashCons { shards: (0..SHARDS).map(|_| CachePadded::new(Mutex::new(Shard { chunks: Vec::new(), len: 0, slots: Vec::new() }))).collect() }
    }
}

impl<const W: usize> HashCons<W> {
    const FITS: () = assert!(W >= 1 && W <= 4, "tuples of 1 to 4 words");

    fn shard(&self, s: usize) -> MutexGuard<'_, Shard<W>> {
        self.shards[s].lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The id of `key`, and whether this call added it.
    pub fn insert(&self, key: [u32; W]) -> (u32, bool) {
        let () = Self::FITS;
        let h = hash(&key);
        let s = (h >> (64 - SHARD_BITS)) as usize;
        let (i, new) = self.shard(s).insert(key, h);
        (i << SHARD_BITS | s as u32, new)
    }

    /// The tuple of an id returned by `insert`.
    pub fn get(&self, id: u32) -> [u32; W] {
        self.shard(id as usize & (SHARDS - 1)).entry(id >> SHARD_BITS)
    }

    /// `insert`, answered from the caller's memo when it can: only a
    /// tuple's first insertion reports it new, and that one goes to the table.
    pub fn id_via(&self, key: [u32; W], memo: &mut Memo<W>) -> u32 {
        let slot = &mut memo.by_key[memo_slot(&key)];
        if slot.1 != NO_ID && slot.0 == key {
            return slot.1;
        }
        let id = self.insert(key).0;
        *slot = (key, id);
        id
    }

    /// `get`, answered from the caller's memo when it can.
    pub fn get_via(&self, id: u32, memo: &mut Memo<W>) -> [u32; W] {
        let slot = &mut memo.by_id[(id.wrapping_mul(0x9e37_79b9) >> (32 - MEMO_BITS)) as usize];
        if slot.0 != id {
            *slot = (id, self.get(id));
        }
        slot.1
    }

    /// The number of distinct tuples (`DIVM_STATS`).
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        (0..SHARDS).map(|s| self.shard(s).len).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_tuples_get_equal_ids() {
        let t = HashCons::<2>::default();
        let (a, new_a) = t.insert([1, 2]);
        let (b, new_b) = t.insert([2, 1]);
        let (c, new_c) = t.insert([1, 2]);
        assert!(new_a && new_b && !new_c);
        assert_eq!(a, c);
        assert_ne!(a, b);
        assert_eq!(t.get(a), [1, 2]);
        assert_eq!(t.get(b), [2, 1]);
        assert_eq!(t.len(), 2);
    }

    #[test]
    fn memos_answer_like_the_table() {
        let t = HashCons::<2>::default();
        let mut m = Memo::default();
        // More tuples than memo slots, twice: ids agree with the table's.
        for round in 0..2 {
            for i in 0..3 * MEMO as u32 {
                let id = t.id_via([i, round], &mut m);
                assert_eq!(t.insert([i, round]), (id, false));
                assert_eq!(t.get_via(id, &mut m), [i, round]);
                assert_eq!(t.id_via([i, round], &mut m), id);
            }
        }
    }

    #[test]
    fn survives_growth() {
        let t = HashCons::<3>::default();
        let ids: Vec<u32> = (0..50_000u32).map(|i| t.insert([i, i * 7, !i]).0).collect();
        for (i, &id) in ids.iter().enumerate() {
            let i = i as u32;
            assert_eq!(t.get(id), [i, i * 7, !i]);
            assert_eq!(t.insert([i, i * 7, !i]), (id, false));
        }
        assert_eq!(t.len(), 50_000);
    }

    #[test]
    fn concurrent_inserts_agree() {
        let t = HashCons::<2>::default();
        // Two threads insert the same tuples in opposite orders: each tuple
        // is added once, and both see the same id for it.
        type Ids = Vec<(u32, bool)>;
        let (a, b): (Ids, Ids) = std::thread::scope(|s| {
            let fwd = s.spawn(|| (0..20_000u32).map(|i| t.insert([i, i % 13])).collect::<Vec<_>>());
            let bwd = s.spawn(|| (0..20_000u32).rev().map(|i| t.insert([i, i % 13])).collect::<Vec<_>>());
            (fwd.join().unwrap(), bwd.join().unwrap().into_iter().rev().collect())
        });
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x.0, y.0);
            assert!(x.1 != y.1, "exactly one of the two inserts is new");
        }
        assert_eq!(t.len(), 20_000);
    }
}
