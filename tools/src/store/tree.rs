//! Tree compression of state vectors. A vector of words is stored as a
//! binary tree of pairs in a hash-consing table, so equal subvectors are
//! stored once and a state that differs from another in a few words adds
//! only the pairs on the paths to those words. A state is one root id, and
//! two vectors are equal exactly when their root ids are (hash-consing
//! makes ids exact, not probabilistic).
//!
//! Shape: a vector of n ≥ 2 words splits into its first 2^k words (the
//! largest power of two below n) and the rest; a single word is a leaf,
//! stored as itself. Splitting at powers of two keeps a prefix subtree the
//! same when the vector grows at its end. A leaf and a pair id can be the
//! same number, so a tree is only meaningful with its length: roots are
//! kept in a second table of (length, left, right).

use super::hashcons::HashCons;

/// The size of the left part of a vector of `n` ≥ 2 words.
fn left_len(n: usize) -> usize {
    1 << (usize::BITS - 1 - (n - 1).leading_zeros())
}

#[derive(Default)]
pub struct Tree {
    pairs: HashCons<2>,
    roots: HashCons<3>,
}

/// A worker's last unfolded state: its words and its pair ids in preorder.
/// Its successors differ from it in a few words, so folding one re-inserts
/// only the subtrees that changed and reuses the others' ids.
#[derive(Default)]
pub struct FoldCache {
    words: Vec<u32>,
    ids: Vec<u32>,
    /// While folding a vector of the same length: `diff[i]` is how many of
    /// its first `i` words differ from `words`.
    diff: Vec<u32>,
}

impl Tree {
    /// Stores `words` (at least 2) and returns the root id of the state,
    /// and whether it is new.
    pub fn insert(&self, words: &[u32], cache: &mut FoldCache) -> (u32, bool) {
        let n = words.len();
        assert!(n >= 2, "a state vector has at least two words");
        let similar = cache.words.len() == n;
        if similar {
            cache.diff.clear();
            cache.diff.push(0);
            let mut d = 0;
            for (a, b) in words.iter().zip(&cache.words) {
                d += (a != b) as u32;
                cache.diff.push(d);
            }
        }
        let mut pos = 0;
        let l = left_len(n);
        let a = self.fold(words, 0, l, &mut pos, similar.then_some(&*cache));
        let b = self.fold(words, l, n - l, &mut pos, similar.then_some(&*cache));
        self.roots.insert([n as u32, a, b])
    }

    /// The id of `words[start..start + len]`; `pos` is its preorder number.
    fn fold(&self, words: &[u32], start: usize, len: usize, pos: &mut usize, cache: Option<&FoldCache>) -> u32 {
        if len == 1 {
            return words[start];
        }
        if let Some(c) = cache.filter(|c| c.diff[start + len] == c.diff[start]) {
            let id = c.ids[*pos];
            // A tree of `len` leaves has `len - 1` pairs.
            *pos += len - 1;
            return id;
        }
        *pos += 1;
        let l = left_len(len);
        let a = self.fold(words, start, l, pos, cache);
        let b = self.fold(words, start + l, len - l, pos, cache);
        self.pairs.insert([a, b]).0
    }

    /// The words of state `root`; the cache remembers them for `insert`.
    pub fn unfold<'c>(&self, root: u32, cache: &'c mut FoldCache) -> &'c [u32] {
        let [n, a, b] = self.roots.get(root);
        cache.words.clear();
        cache.ids.clear();
        let l = left_len(n as usize);
        self.unfold_into(a, l, cache);
        self.unfold_into(b, n as usize - l, cache);
        &cache.words
    }

    fn unfold_into(&self, id: u32, len: usize, cache: &mut FoldCache) {
        if len == 1 {
            return cache.words.push(id);
        }
        cache.ids.push(id);
        let [a, b] = self.pairs.get(id);
        let l = left_len(len);
        self.unfold_into(a, l, cache);
        self.unfold_into(b, len - l, cache);
    }

    /// (states, pairs) stored.
    #[cfg(test)]
    pub fn sizes(&self) -> (usize, usize) {
        (self.roots.len(), self.pairs.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_powers_of_two() {
        assert_eq!([2, 3, 4, 5, 8, 9, 46].map(left_len), [1, 2, 2, 4, 4, 8, 32]);
    }

    #[test]
    fn equal_vectors_share_a_root_and_unfold_back() {
        let t = Tree::default();
        let mut c = FoldCache::default();
        let v: Vec<u32> = (0..46).collect();
        let (r, new) = t.insert(&v, &mut c);
        assert!(new);
        assert_eq!(t.insert(&v, &mut FoldCache::default()), (r, false));
        assert_eq!(t.unfold(r, &mut c), &v[..]);
    }

    #[test]
    fn different_vectors_get_different_roots() {
        let t = Tree::default();
        let mut c = FoldCache::default();
        let mut roots = Vec::new();
        // Every length from 2 to 40, and each word of one vector changed in
        // turn: all distinct, all restored exactly.
        let vs: Vec<Vec<u32>> = (2..40u32)
            .map(|n| (0..n).collect())
            .chain((0..40).map(|i| (0..40u32).map(|j| if j == i { 1000 } else { j }).collect()))
            .collect();
        for v in &vs {
            let (r, new) = t.insert(v, &mut c);
            assert!(new, "{:?}", v);
            roots.push(r);
        }
        for (v, &r) in vs.iter().zip(&roots) {
            assert_eq!(t.unfold(r, &mut c), &v[..]);
        }
        // A leaf and a pair id with the same number do not collide: the
        // root records the length.
        let (pair_of_2, _) = t.pairs.insert([0, 1]);
        let (r2, _) = t.insert(&[pair_of_2, 2], &mut c);
        let (r3, _) = t.insert(&[0, 1, 2], &mut c);
        assert_ne!(r2, r3);
    }

    #[test]
    fn successors_reuse_unchanged_subtrees() {
        let t = Tree::default();
        let mut c = FoldCache::default();
        let parent: Vec<u32> = (0..64).collect();
        let (r, _) = t.insert(&parent, &mut c);
        t.unfold(r, &mut c);
        let pairs = t.sizes().1;
        // One word changed: one new pair per level below the root (5).
        let mut child = parent.clone();
        child[17] = 99;
        let (rc, new) = t.insert(&child, &mut c);
        assert!(new);
        assert_eq!(t.sizes().1, pairs + 5);
        // The cache gives the same ids as a fold from scratch.
        assert_eq!(t.insert(&child, &mut FoldCache::default()), (rc, false));
        assert_eq!(t.unfold(rc, &mut FoldCache::default()), &child[..]);
    }

    #[test]
    fn concurrent_folds_agree() {
        let t = Tree::default();
        let vs: Vec<Vec<u32>> = (0..2000u32).map(|i| vec![i % 7, i % 11, i, 5, i % 3, 9, 9]).collect();
        let (a, b) = std::thread::scope(|s| {
            let f = |rev: bool| {
                let (t, vs) = (&t, &vs);
                move || {
                    let mut c = FoldCache::default();
                    let mut ids: Vec<u32> = Vec::new();
                    for k in 0..vs.len() {
                        let v = &vs[if rev { vs.len() - 1 - k } else { k }];
                        ids.push(t.insert(v, &mut c).0);
                    }
                    if rev {
                        ids.reverse();
                    }
                    ids
                }
            };
            let x = s.spawn(f(false));
            let y = s.spawn(f(true));
            (x.join().unwrap(), y.join().unwrap())
        });
        assert_eq!(a, b);
        assert_eq!(t.sizes().0, 2000);
        for (v, &r) in vs.iter().zip(&a) {
            assert_eq!(t.unfold(r, &mut FoldCache::default()), &v[..]);
        }
    }
}
