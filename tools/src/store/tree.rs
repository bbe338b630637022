//! Tree compression of state vectors. A vector of words is stored as a
//! tree of nodes of up to four children in a hash-consing table, so equal
//! subvectors are stored once and a state that differs from another in a
//! few words adds only the nodes on the paths to those words. A state is
//! one root id, and two vectors are equal exactly when their root ids are
//! (hash-consing makes ids exact, not probabilistic).
//!
//! Shape: a vector of n ≥ 2 words splits into blocks of the largest power
//! of four below n, the last one possibly shorter (two to four parts); a
//! single word is a leaf, stored as itself. Four children per node, not
//! two, halve the depth: a changed word costs half the table look-ups, for
//! nodes twice as wide. Splitting at aligned powers of four keeps a prefix
//! subtree the same when the vector grows at its end. A node's shape
//! follows from its length alone, so unused children are 0, and a leaf and
//! a node id can be the same number: a tree is only meaningful with its
//! length, and roots are kept in a second table of (length, top node).

use super::hashcons::{HashCons, Memo};

/// Children per node.
const ARITY: usize = 4;
/// log2(ARITY): a block of `ARITY^j` words is `1 << (LOG * j)` words.
const LOG: u32 = 2;

/// The length of the parts of a vector of `n` ≥ 2 words: the largest
/// power of four below `n`.
fn part_len(n: usize) -> usize {
    let log2 = usize::BITS - 1 - (n - 1).leading_zeros();
    1 << (log2 - log2 % LOG)
}

/// The level `j` of a block of `len` words, when `len` is `ARITY^j`.
fn block_level(len: usize) -> Option<usize> {
    (len.is_power_of_two() && len.trailing_zeros().is_multiple_of(LOG)).then(|| (len.trailing_zeros() / LOG) as usize)
}

#[derive(Default)]
pub struct Tree {
    nodes: HashCons<ARITY>,
    roots: HashCons<2>,
}

/// A worker's cache for folding and unfolding: the state it last
/// unfolded (and the one before, whose unchanged blocks the next unfold
/// copies instead of looking up), and a memo of the nodes it looked up
/// lately.
#[derive(Default)]
pub struct FoldCache {
    last: Unfolded,
    prev: Unfolded,
    memo: Memo<ARITY>,
}

/// The successors of an unfolded state differ from it in a few words:
/// folding one re-inserts only the subtrees that changed and takes the
/// others' ids from here. Every block of 4^j words aligned to 4^j is a
/// subtree of any vector that contains it (below its root), so prefix
/// blocks are reused even when the successor's length differs (a frame
/// pushed or popped); the other subtrees, shorter last parts, only when
/// the lengths are equal.
#[derive(Default)]
struct Unfolded {
    words: Vec<u32>,
    /// `blocks[j][b]`: the node id of words `b·4^j .. (b+1)·4^j`.
    blocks: Vec<Vec<u32>>,
    /// (start, node id) of the subtrees that are not aligned blocks.
    edge: Vec<(usize, u32)>,
}

impl FoldCache {
    /// The words this cache last unfolded (`Tree::unfold`, `unfold_top`).
    pub fn last_words(&self) -> &[u32] {
        &self.last.words
    }
}

impl Unfolded {
    /// The cached id of `new[start..start + len]`, when that subvector is
    /// unchanged and a subtree (not the root) of the cached vector. (The
    /// comparisons along a changed path cost about 4/3 of a vector's
    /// length, in `memcmp`s.)
    fn reuse(&self, new: &[u32], start: usize, len: usize) -> Option<u32> {
        let end = start + len;
        if end > self.words.len() || len == self.words.len() {
            return None;
        }
        let id = match block_level(len) {
            Some(j) => self.blocks[j][start >> (LOG as usize * j)],
            None if new.len() == self.words.len() => self.edge.iter().find(|e| e.0 == start)?.1,
            None => return None,
        };
        (new[start..end] == self.words[start..end]).then_some(id)
    }
}

impl Tree {
    /// Stores `words` (at least 2) and returns the root id of the state,
    /// and whether it is new.
    pub fn insert(&self, words: &[u32], cache: &mut FoldCache) -> (u32, bool) {
        let top = self.insert_top(words, cache);
        self.roots.insert([words.len() as u32, top])
    }

    /// Stores `words` (at least 2) and returns the id of its top node: the
    /// vector's name, given its length (`unfold_top`).
    pub fn insert_top(&self, words: &[u32], cache: &mut FoldCache) -> u32 {
        let n = words.len();
        assert!(n >= 2, "a stored vector has at least two words");
        self.node(words, 0, n, &cache.last, &mut cache.memo)
    }

    /// The id of `words[start..start + len]`.
    fn fold(&self, words: &[u32], start: usize, len: usize, last: &Unfolded, memo: &mut Memo<ARITY>) -> u32 {
        if len == 1 {
            return words[start];
        }
        if let Some(id) = last.reuse(words, start, len) {
            return id;
        }
        self.node(words, start, len, last, memo)
    }

    /// The node of `words[start..start + len]` (≥ 2 words), from its parts.
    fn node(&self, words: &[u32], start: usize, len: usize, last: &Unfolded, memo: &mut Memo<ARITY>) -> u32 {
        let p = part_len(len);
        let mut children = [0u32; ARITY];
        for (k, c) in children.iter_mut().enumerate().take(len.div_ceil(p)) {
            let at = k * p;
            *c = self.fold(words, start + at, p.min(len - at), last, memo);
        }
        self.nodes.id_via(children, memo)
    }

    /// The words of state `root`; the cache remembers them for `insert`.
    pub fn unfold<'c>(&self, root: u32, cache: &'c mut FoldCache) -> &'c [u32] {
        let [n, top] = self.roots.get(root);
        self.unfold_top(top, n as usize, cache)
    }

    /// The `n` words whose top node is `top` (`insert_top`); the cache
    /// remembers them for `insert`.
    pub fn unfold_top<'c>(&self, top: u32, n: usize, cache: &'c mut FoldCache) -> &'c [u32] {
        std::mem::swap(&mut cache.last, &mut cache.prev);
        let (last, prev) = (&mut cache.last, &cache.prev);
        last.words.clear();
        last.edge.clear();
        let levels = (usize::BITS - n.leading_zeros()) as usize / LOG as usize + 1;
        last.blocks.resize_with(levels.max(last.blocks.len()), Vec::new);
        last.blocks.iter_mut().for_each(Vec::clear);
        self.unfold_parts(top, 0, n, last, prev, &mut cache.memo);
        &last.words
    }

    /// Unfolds the parts of node `id`, of `len` ≥ 2 words at `start`.
    fn unfold_parts(&self, id: u32, start: usize, len: usize, last: &mut Unfolded, prev: &Unfolded, memo: &mut Memo<ARITY>) {
        let children = self.nodes.get_via(id, memo);
        let p = part_len(len);
        for (k, &c) in children.iter().enumerate().take(len.div_ceil(p)) {
            let at = k * p;
            self.unfold_into(c, start + at, p.min(len - at), last, prev, memo);
        }
    }

    fn unfold_into(&self, id: u32, start: usize, len: usize, last: &mut Unfolded, prev: &Unfolded, memo: &mut Memo<ARITY>) {
        if len == 1 {
            return last.words.push(id);
        }
        if let Some(j) = block_level(len) {
            // Left to right, so the blocks of a level come in order.
            let shift = LOG as usize * j;
            debug_assert_eq!(last.blocks[j].len(), start >> shift);
            if prev.blocks.get(j).and_then(|b| b.get(start >> shift)) == Some(&id) {
                // The block the previous state had here (a node id and a
                // length name the words): its words and its sub-blocks,
                // which that unfold recorded too.
                last.words.extend_from_slice(&prev.words[start..start + len]);
                for k in 1..=j {
                    let s = LOG as usize * k;
                    last.blocks[k].extend_from_slice(&prev.blocks[k][start >> s..(start + len) >> s]);
                }
                return;
            }
            last.blocks[j].push(id);
        } else {
            last.edge.push((start, id));
        }
        self.unfold_parts(id, start, len, last, prev, memo);
    }

    /// (states, nodes) stored.
    pub fn sizes(&self) -> (usize, usize) {
        (self.roots.len(), self.nodes.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_powers_of_four() {
        assert_eq!([2, 3, 4, 5, 8, 16, 17, 46, 64, 65].map(part_len), [1, 1, 1, 4, 4, 4, 16, 16, 16, 64]);
        assert_eq!([1, 2, 4, 8, 16, 48, 64].map(block_level), [Some(0), None, Some(1), None, Some(2), None, Some(3)]);
    }

    /// The subtrees (start, len) of a vector of `n` words, root included.
    fn subtrees(start: usize, len: usize, out: &mut Vec<(usize, usize)>) {
        if len > 1 {
            out.push((start, len));
            let p = part_len(len);
            for at in (0..len).step_by(p) {
                subtrees(start + at, p.min(len - at), out);
            }
        }
    }

    #[test]
    fn aligned_blocks_are_subtrees_of_every_length() {
        // What `FoldCache` relies on: the subtrees of 4^j words are exactly
        // the aligned blocks that fit, and the others end at the end.
        for n in 2..300 {
            let mut s = Vec::new();
            subtrees(0, n, &mut s);
            for &(start, len) in &s {
                assert!(if block_level(len).is_some() { start % len == 0 } else { start + len == n }, "n={} {:?}", n, (start, len));
            }
            for j in 1..usize::BITS as usize / 2 {
                let len = 1 << (2 * j);
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
        let vs: Vec<Vec<u32>> =
            (2..40u32).map(|n| (0..n).collect()).chain((0..40).map(|i| (0..40u32).map(|j| if j == i { 1000 } else { j }).collect())).collect();
        for v in &vs {
            let (r, new) = t.insert(v, &mut c);
            assert!(new, "{:?}", v);
            roots.push(r);
        }
        for (v, &r) in vs.iter().zip(&roots) {
            assert_eq!(t.unfold(r, &mut c), &v[..]);
        }
        // A leaf and a node id with the same number do not collide: the
        // root records the length.
        let (node_of_2, _) = t.nodes.insert([0, 1, 0, 0]);
        let (r2, _) = t.insert(&[node_of_2, 2], &mut c);
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
        let nodes = t.sizes().1;
        // One word changed: one new node per level (3: of 64, 16 and 4 words).
        let mut child = parent.clone();
        child[17] = 99;
        let (rc, new) = t.insert(&child, &mut c);
        assert!(new);
        assert_eq!(t.sizes().1, nodes + 3);
        // The cache gives the same ids as a fold from scratch.
        assert_eq!(t.insert(&child, &mut FoldCache::default()), (rc, false));
        assert_eq!(t.unfold(rc, &mut FoldCache::default()), &child[..]);
        // A word appended, or words removed: the prefix blocks are reused.
        let nodes = t.sizes().1;
        let mut longer = parent.clone();
        longer.push(64);
        t.unfold(r, &mut c);
        let (rl, new) = t.insert(&longer, &mut c);
        assert!(new);
        // [0, 64) was the parent's top node, not a cached block: folded
        // again from its four (reused) blocks, it is that node; the new
        // top node is the only new one.
        assert_eq!(t.sizes().1, nodes + 1);
        let mut shorter = parent.clone();
        shorter.truncate(48);
        t.insert(&shorter, &mut c);
        // [0, 16), [16, 32) and [32, 48) are aligned blocks of the parent:
        // its top node is the only new one.
        assert_eq!(t.sizes().1, nodes + 2);
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
