//! State storage by hash-consing: every distinct object content is stored
//! once, and a state is its control registers plus a vector of object
//! handles, so unchanged objects are shared between states. Restoring a
//! state hands the VM the stored objects themselves (copy-on-write).

use divm_vm::abi;
use divm_vm::eval::Canonical;
use divm_vm::memory::{ObjKind, Object};
use std::collections::HashMap;
use std::sync::Arc;
use xxhash_rust::xxh3::Xxh3DefaultBuilder;

/// A stored state: small, and comparable for exact equality.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Stored {
    pub ctl: [u64; abi::CR_COUNT],
    pub objects: Box<[u32]>,
    /// Freed objects named by dangling pointers: (size, kind, site).
    pub freed: Box<[(u32, ObjKind, u32)]>,
}

pub struct Store {
    objects: Vec<Arc<Object>>,
    /// By content (exact equality).
    index: HashMap<Arc<Object>, u32, Xxh3DefaultBuilder>,
    /// By address, for objects handed out by `restore` and not written since.
    by_addr: HashMap<usize, u32, Xxh3DefaultBuilder>,
    /// Approximate bytes held by the store.
    pub bytes: usize,
}

impl Store {
    pub fn new() -> Store {
        Store {
            objects: Vec::new(),
            index: HashMap::with_hasher(Xxh3DefaultBuilder::new()),
            by_addr: HashMap::with_hasher(Xxh3DefaultBuilder::new()),
            bytes: 0,
        }
    }

    fn intern(&mut self, o: Arc<Object>) -> u32 {
        if let Some(&h) = self.by_addr.get(&(Arc::as_ptr(&o) as usize)) {
            return h;
        }
        let o = if o.is_normal() { o } else { Arc::new(o.normalised()) };
        if let Some(&h) = self.index.get(&o) {
            return h;
        }
        let h = self.objects.len() as u32;
        self.bytes += o.size() * (1 + (!o.undef.is_empty()) as usize + (!o.ptrs.is_empty()) as usize) + 96;
        self.by_addr.insert(Arc::as_ptr(&o) as usize, h);
        self.objects.push(Arc::clone(&o));
        self.index.insert(o, h);
        h
    }

    pub fn put(&mut self, c: Canonical) -> Stored {
        let objects: Vec<u32> = c.objects.into_iter().map(|o| self.intern(o)).collect();
        Stored { ctl: c.ctl, objects: objects.into_boxed_slice(), freed: c.freed.into_boxed_slice() }
    }

    pub fn objects_of<'a>(&'a self, s: &'a Stored) -> impl Iterator<Item = Arc<Object>> + 'a {
        s.objects.iter().map(|&h| Arc::clone(&self.objects[h as usize]))
    }
}
