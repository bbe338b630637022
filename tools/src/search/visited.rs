//! The visited set, shared by the workers.
//!
//! Exact by default: state vectors are stored tree-compressed, a state is
//! its root id, and a new root is a new state. With `--hash-compaction`
//! only a 64-bit hash of each vector is kept (two states with the same hash
//! are merged), so queued states must carry their whole vectors.

use crate::store::content_hash;
use crate::store::hashcons::HashCons;
use crate::store::tree::{FoldCache, Tree};

pub enum Visited {
    Exact(Tree),
    Compact(HashCons<2>),
}

/// A state waiting in a queue.
pub enum Saved {
    Root(u32),
    Words(Box<[u32]>),
}

impl Visited {
    pub fn new(compact: bool) -> Visited {
        if compact {
            Visited::Compact(HashCons::default())
        } else {
            Visited::Exact(Tree::default())
        }
    }

    /// Adds the state `words`: its id in the set, and what to queue (None
    /// if it was already there). `cache` holds the state last loaded by
    /// this worker.
    pub fn insert(&self, words: &[u32], cache: &mut FoldCache) -> (u32, Option<Saved>) {
        match self {
            Visited::Exact(t) => {
                let (root, new) = t.insert(words, cache);
                (root, new.then_some(Saved::Root(root)))
            }
            Visited::Compact(hashes) => {
                let h = content_hash(words);
                let (id, new) = hashes.insert([h as u32, (h >> 32) as u32]);
                (id, new.then(|| Saved::Words(words.into())))
            }
        }
    }

    /// The vector of a saved state (remembered in `cache` for `insert`).
    pub fn load<'a>(&self, s: &'a Saved, cache: &'a mut FoldCache) -> &'a [u32] {
        match (self, s) {
            (Visited::Exact(t), Saved::Root(r)) => t.unfold(*r, cache),
            (_, Saved::Words(w)) => w,
            (Visited::Compact(_), Saved::Root(_)) => unreachable!("compact sets save whole vectors"),
        }
    }
}
