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

use super::hashcons::{HashCons, Memo};

/// The size of the left part of a vector of `n` ≥ 2 words.
fn left_len(n: usize) -> usize {
    1 << (usize::BITS - 1 - (n - 1).leading_zeros())
}

#[derive(Default)]
pub struct Tree {
    pairs: HashCons<2>,
    roots: HashCons<3>,
}

/// A worker's cache for folding and unfolding: the state it last
/// unfolded (and the one before, whose unchanged blocks the next unfold
/// copies instead of looking up), and a memo of the pairs it looked up
/// lately.
#[derive(Default)]
pub struct FoldCache {
    last: Unfolded,
    prev: Unfolded,
    memo: Memo<2>,
}

/// The successors of an unfolded state differ from it in a few words:
/// folding one re-inserts only the subtrees that changed and takes the
/// others' ids from here. Every block of 2^j words aligned to 2^j is a
/// subtree of any vector that contains it (below its root), so prefix
/// blocks are reused even when the successor's length differs (a frame
/// pushed or popped); the other subtrees, on the right edge, only when the
/// lengths are equal.
#[derive(Default)]
struct Unfolded {
    words: Vec<u32>,
    /// `blocks[j][b]`: the pair id of words `b·2^j .. (b+1)·2^j`.
    blocks: Vec<Vec<u32>>,
    /// (start, pair id) of the subtrees that are not aligned blocks.
    edge: Vec<(usize, u32)>,
    /// While folding: `diff[i]` is how many of the first `i` words (of
    /// those both vectors have) differ from `words`.
    diff: Vec<u32>,
}

impl Unfolded {
    /// The cached id of `new[start..start + len]`, when that subvector is
    /// unchanged and a subtree (not the root) of the cached vector.
    fn reuse(&self, start: usize, len: usize, n: usize) -> Option<u32> {
        let end = start + len;
        if end >= self.diff.len() || self.diff[end] != self.diff[start] || len == self.words.len() {
            return None;
        }
        if len.is_power_of_two() {
            let j = len.trailing_zeros() as usize;
            return Some(self.blocks[j][start >> j]);
        }
        let same_edge = n == self.words.len();
        same_edge.then(|| self.edge.iter().find(|e| e.0 == start).map(|e| e.1)).flatten()
    }
}

impl Tree {
    /// Stores `words` (at least 2) and returns the root id of the state,
    /// and whether it is new.
    pub fn insert(&self, words: &[u32], cache: &mut FoldCache) -> (u32, bool) {
        let n = words.len();
        assert!(n >= 2, "a state vector has at least two words");
        let last = &mut cache.last;
        last.diff.clear();
        last.diff.push(0);
        let mut d = 0;
        for (a, b) in words.iter().zip(&last.words) {
            d += (a != b) as u32;
            last.diff.push(d);
        }
        let l = left_len(n);
        let a = self.fold(words, 0, l, last, &mut cache.memo);
        let b = self.fold(words, l, n - l, last, &mut cache.memo);
        self.roots.insert([n as u32, a, b])
    }

    /// The id of `words[start..start + len]`.
    fn fold(&self, words: &[u32], start: usize, len: usize, last: &Unfolded, memo: &mut Memo<2>) -> u32 {
        if len == 1 {
            return words[start];
        }
        if let Some(id) = last.reuse(start, len, words.len()) {
            return id;
        }
        let l = left_len(len);
        let a = self.fold(words, start, l, last, memo);
        let b = self.fold(words, start + l, len - l, last, memo);
        self.pairs.id_via([a, b], memo)
    }

    /// The words of state `root`; the cache remembers them for `insert`.
    pub fn unfold<'c>(&self, root: u32, cache: &'c mut FoldCache) -> &'c [u32] {
        let [n, a, b] = self.roots.get(root);
        let n = n as usize;
        std::mem::swap(&mut cache.last, &mut cache.prev);
        let (last, prev) = (&mut cache.last, &cache.prev);
        last.words.clear();
        last.edge.clear();
        let levels = usize::BITS as usize - n.leading_zeros() as usize;
        last.blocks.resize_with(levels.max(last.blocks.len()), Vec::new);
        last.blocks.iter_mut().for_each(Vec::clear);
        let l = left_len(n);
        self.unfold_into(a, 0, l, last, prev, &mut cache.memo);
        self.unfold_into(b, l, n - l, last, prev, &mut cache.memo);
        &last.words
    }

    fn unfold_into(&self, id: u32, start: usize, len: usize, last: &mut Unfolded, prev: &Unfolded, memo: &mut Memo<2>) {
        if len == 1 {
            return last.words.push(id);
        }
        if len.is_power_of_two() {
            // Left to right, so the blocks of a level come in order.
            let j = len.trailing_zeros() as usize;
            debug_assert_eq!(last.blocks[j].len(), start >> j);
            if prev.blocks.get(j).and_then(|b| b.get(start >> j)) == Some(&id) {
                // The block the previous state had here (a pair id and a
                // length name the words): its words and its sub-blocks,
                // which that unfold recorded too.
                last.words.extend_from_slice(&prev.words[start..start + len]);
                for k in 1..=j {
                    last.blocks[k].extend_from_slice(&prev.blocks[k][start >> k..(start + len) >> k]);
                }
                return;
            }
            last.blocks[j].push(id);
        } else {
            last.edge.push((start, id));
        }
        let [a, b] = self.pairs.get_via(id, memo);
        let l = left_len(len);
        self.unfold_into(a, start, l, last, prev, memo);
        self.unfold_into(b, start + l, len - l, last, prev, memo);
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

    /// The subtrees (start, len) of a vector of `n` words, root included.
    fn subtrees(start: usize, len: usize, out: &mut Vec<(usize, usize)>) {
        if len > 1 {
            out.push((start, len));
            let l = left_len(len);
            subtrees(start, l, out);
            subtrees(start + l, len - l, out);
        }
    }

    #[test]
    fn aligned_blocks_are_subtrees_of_every_length() {
        // What `FoldCache` relies on: the subtrees of 2^j words are exactly
        // the aligned blocks that fit, and the others end at the end.
        for n in 2..300 {
            let mut s = Vec::new();
            subtrees(0, n, &mut s);
            for &(start, len) in &s {
                assert!(if len.is_power_of_two() { start % len == 0 } else { start + len == n }, "n={} {:?}", n, (start, len));
            }
            for j in 1..usize::BITS as usize {
                let len = 1 << j;
                for b in 0..n / len {
                    assert!(s.contains(&(b * len, len)), "n={} block {} of {}", n, b, len);
                }
            }
        }
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
        // A word appended, or words removed: the prefix blocks are reused.
        let pairs = t.sizes().1;
        let mut longer = parent.clone();
        longer.push(64);
        t.unfold(r, &mut c);
        let (rl, new) = t.insert(&longer, &mut c);
        assert!(new);
        // [0, 64) was the parent's root, not a pair: one new pair of its
        // two (reused) halves.
        assert_eq!(t.sizes().1, pairs + 1);
        let mut shorter = parent.clone();
        shorter.truncate(48);
        t.insert(&shorter, &mut c);
        // Both [0, 32) and [32, 48) are aligned blocks of the parent.
        assert_eq!(t.sizes().1, pairs + 1);
        assert_eq!(t.unfold(rl, &mut FoldCache::default()), &longer[..]);
    }

    /// Unfolding copies the blocks the previous unfold had: states
    /// unfolded one after another with one cache come out exact, and the
    /// cache's blocks give the same ids as folding from scratch.
    #[test]
    fn unfolds_in_a_row_reuse_blocks_exactly() {
        let t = Tree::default();
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % m) as u32
        };
        // Variants of one vector: a few words changed, some lengths changed.
        let base: Vec<u32> = (0..70).collect();
        let vs: Vec<Vec<u32>> = (0..300)
            .map(|_| {
                let mut v = base.clone();
                v.truncate(60 + next(11) as usize);
                for _ in 0..next(4) {
                    let i = next(v.len() as u64) as usize;
                    v[i] = 100 + next(3);
                }
                v
            })
            .collect();
        let roots: Vec<u32> = vs.iter().map(|v| t.insert(v, &mut FoldCache::default()).0).collect();
        let mut c = FoldCache::default();
        for k in 0..2000 {
            let i = next(vs.len() as u64) as usize;
            assert_eq!(t.unfold(roots[i], &mut c), &vs[i][..], "unfold {} of vector {}", k, i);
            let j = next(vs.len() as u64) as usize;
            assert_eq!(t.insert(&vs[j], &mut c), (roots[j], false), "fold {} of vector {}", k, j);
        }
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
