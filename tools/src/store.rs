//! State storage by hash-consing: every distinct canonical object is stored
//! once, and a state is its control registers plus a vector of object
//! handles, so unchanged objects are shared between states.

use divm_vm::abi;
use divm_vm::eval::Canonical;
use std::collections::HashMap;
use xxhash_rust::xxh3::Xxh3DefaultBuilder;

/// A stored state: small, and comparable for exact equality.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Stored {
    pub ctl: [u64; abi::CR_COUNT],
    pub objects: Box<[u32]>,
}

#[derive(Default)]
pub struct Store {
    objects: Vec<Box<[u8]>>,
    index: HashMap<Box<[u8]>, u32, Xxh3DefaultBuilder>,
    pub bytes: usize,
}

impl Store {
    pub fn new() -> Store {
        Store { objects: Vec::new(), index: HashMap::with_hasher(Xxh3DefaultBuilder::new()), bytes: 0 }
    }

    fn intern(&mut self, o: Box<[u8]>) -> u32 {
        if let Some(&h) = self.index.get(&o) {
            return h;
        }
        let h = self.objects.len() as u32;
        self.bytes += o.len() * 2 + 48;
        self.objects.push(o.clone());
        self.index.insert(o, h);
        h
    }

    pub fn put(&mut self, c: Canonical) -> Stored {
        let objects: Vec<u32> = c.objects.into_iter().map(|o| self.intern(o)).collect();
        Stored { ctl: c.ctl, objects: objects.into_boxed_slice() }
    }

    pub fn objects_of<'a>(&'a self, s: &Stored) -> Vec<&'a [u8]> {
        s.objects.iter().map(|&h| &*self.objects[h as usize]).collect()
    }
}
