//! The visited set, shared by the workers: exact by default (states are
//! compared whole), or 64-bit hashes with `--hash-compaction`. Sharded by
//! hash so that workers rarely wait for each other.

use crate::store::{content_hash, shard_of, Hashed, PassThroughMap, Stored, SHARDS};
use std::sync::Mutex;

enum Shard {
    Exact(PassThroughMap<Stored, ()>),
    Compact(PassThroughMap<(), ()>),
}

pub struct Visited {
    shards: Box<[Mutex<Shard>]>,
}

impl Visited {
    pub fn new(compact: bool) -> Visited {
        let make = || Mutex::new(if compact { Shard::Compact(Default::default()) } else { Shard::Exact(Default::default()) });
        Visited { shards: (0..SHARDS).map(|_| make()).collect() }
    }

    /// Inserts `s`; false if it was already there.
    pub fn insert(&self, s: &Stored) -> bool {
        let hash = content_hash(s);
        let mut shard = self.shards[shard_of(hash)].lock().unwrap_or_else(|e| e.into_inner());
        match &mut *shard {
            Shard::Exact(m) => {
                let key = Hashed { hash, value: s.clone() };
                if m.contains_key(&key) {
                    return false;
                }
                m.insert(key, ());
                true
            }
            Shard::Compact(m) => m.insert(Hashed { hash, value: () }, ()).is_none(),
        }
    }
}
