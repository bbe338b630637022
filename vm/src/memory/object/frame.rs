//! The frame view: word reads and writes of registers (`Words`), on an
//! `Object` or on a `WordView` that borrows a frame's three layers once
//! for a run of the interpreter's fast paths, and the layer blocks that
//! frames not yet in the heap live in.

use super::{all_zero, layers_word, read_word_at, word_layers, word_mask, write_word_at, EdgeCache, Object, Word};

/// Word reads and writes of registers: what the interpreter's fast paths
/// need of a frame, whether they hold the `Object` or a `WordView` of it.
pub trait Words {
    /// `Object::word`: the `size` (1..=8) bytes at `off`, if a `Word`.
    fn word(&self, off: usize, size: usize) -> Option<Word>;
    /// `Object::put_word`, if `size` bytes at `off` are in bounds (for a
    /// `WordView`: a whole word); false, having written nothing, if not.
    fn put_word(&mut self, off: usize, size: usize, w: Word) -> bool;

    /// `word` of a register, without a bounds check where the
    /// implementation can skip it (`WordView`).
    ///
    /// # Safety
    /// A whole word from `off` on is within the frame: `off` is a register
    /// of the frame's function, whose registers fit (`Function::registers_fit`).
    #[inline(always)]
    unsafe fn reg(&self, off: usize, size: usize) -> Option<Word> {
        self.word(off, size)
    }

    /// `put_word` of a register, as `reg` reads one.
    ///
    /// # Safety
    /// As for `reg`.
    #[inline(always)]
    unsafe fn put_reg(&mut self, off: usize, size: usize, w: Word) -> bool {
        self.put_word(off, size, w)
    }
}

impl Words for Object {
    #[inline(always)]
    fn word(&self, off: usize, size: usize) -> Option<Word> {
        Object::word(self, off, size)
    }

    #[inline(always)]
    fn put_word(&mut self, off: usize, size: usize, w: Word) -> bool {
        if off + size > self.size() {
            return false;
        }
        Object::put_word(self, off, size, w);
        true
    }
}

/// An object's three layers, borrowed once for many word accesses (the
/// running frame during a run of fast instructions). `Object::word` and
/// `put_word` find out on every access which layers exist; here that was
/// settled when the view was made, and every access is one load or
/// masked store per layer. Made only of an object with a pointer layer
/// (a frame's pc is a pointer) and no lone fragments, which word writes
/// would have to clear.
pub struct WordView<'a> {
    data: &'a mut [u8],
    /// The undefined-bits layer, or, for an object without one, a zero
    /// buffer of the same length. A word write only clears undefined bits,
    /// so the buffer stays zero.
    undef: &'a mut [u8],
    ptrs: &'a mut [u8],
}

impl Object {
    /// A `WordView` of this object, if it has a pointer layer and no lone
    /// fragments; `zeros` lends the undefined-bits layer when it has none.
    #[inline]
    pub fn word_view<'a>(&'a mut self, zeros: &'a mut Vec<u8>) -> Option<WordView<'a>> {
        let n = self.data.len();
        if self.ptrs.len() != n || !self.frags.is_empty() {
            return None;
        }
        let undef = if self.undef.is_empty() {
            if zeros.len() < n {
                zeros.resize(n, 0);
            }
            debug_assert!(all_zero(&zeros[..n]));
            &mut zeros[..n]
        } else {
            &mut self.undef[..]
        };
        debug_assert!(undef.len() == n);
        Some(WordView { data: &mut self.data[..], undef, ptrs: &mut self.ptrs[..] })
    }
}

impl Object {
    /// Appends this object's three layers to `out`, end to end: the bytes,
    /// the undefined bits (zeros if there is no such layer), the pointer
    /// tags (likewise). A frame not yet in the heap lives in such a block
    /// (`WordView::of_block`).
    pub fn push_layer_block(&self, out: &mut Vec<u8>) {
        let n = self.data.len();
        out.extend_from_slice(&self.data);
        for layer in [&self.undef, &self.ptrs] {
            if layer.is_empty() {
                out.resize(out.len() + n, 0);
            } else {
                out.extend_from_slice(layer);
            }
        }
    }

    /// Takes bytes `off..off + len` of each layer from a block of this
    /// object's size (three layers, as `push_layer_block` lays them out),
    /// which holds no lone fragments there. A missing undefined-bits layer
    /// stays missing: the block's bytes must then be zero (word writes
    /// only clear undefined bits).
    pub fn set_layer_range(&mut self, block: &[u8], off: usize, len: usize) {
        let n = self.data.len();
        assert_eq!(block.len(), 3 * n, "a layer block holds three layers of the object's size");
        let (data, undef, ptrs) = (&block[off..off + len], &block[n + off..n + off + len], &block[2 * n + off..2 * n + off + len]);
        self.data[off..off + len].copy_from_slice(data);
        if self.undef.is_empty() {
            debug_assert!(all_zero(undef), "no undefined bits appear in a block without that layer");
        } else {
            self.undef[off..off + len].copy_from_slice(undef);
        }
        if self.ptrs.is_empty() && !all_zero(ptrs) {
            self.ensure_ptrs();
        }
        if !self.ptrs.is_empty() {
            self.ptrs[off..off + len].copy_from_slice(ptrs);
        }
        self.clear_frags(off, len);
        self.edges = EdgeCache::default();
    }
}

impl<'a> WordView<'a> {
    /// A `WordView` of a layer block (`Object::push_layer_block`).
    #[inline(always)]
    pub fn of_block(block: &'a mut [u8]) -> WordView<'a> {
        let n = block.len() / 3;
        let (data, rest) = block.split_at_mut(n);
        let (undef, ptrs) = rest.split_at_mut(n);
        WordView { data, undef, ptrs: &mut ptrs[..n] }
    }

    /// The object's size in bytes.
    #[inline(always)]
    pub fn size(&self) -> usize {
        self.data.len()
    }

    /// Whether a word write at `off` is in bounds (a whole word).
    #[inline(always)]
    pub fn fits(&self, off: usize) -> bool {
        off + 8 <= self.data.len()
    }
}

impl Words for WordView<'_> {
    /// `Object::word` for a whole word in bounds; `None` (the general path)
    /// within 8 bytes of the end, where no register starts.
    #[inline(always)]
    fn word(&self, off: usize, size: usize) -> Option<Word> {
        if !self.fits(off) {
            return None;
        }
        // SAFETY: `off + 8` is within the view, checked above.
        unsafe { self.reg(off, size) }
    }

    /// `Object::put_word` for a whole word in bounds (false otherwise).
    #[inline(always)]
    fn put_word(&mut self, off: usize, size: usize, w: Word) -> bool {
        // SAFETY: as in `word`.
        self.fits(off) && unsafe { self.put_reg(off, size, w) }
    }

    /// `word` with no bounds check: one load per layer.
    #[inline(always)]
    unsafe fn reg(&self, off: usize, size: usize) -> Option<Word> {
        // SAFETY: `off + 8` is within `data` (the caller's promise), and
        // the layers are equally long (`word_view` made them so).
        let (bits, undef, shadow) = unsafe { (read_word_at(self.data, off), read_word_at(self.undef, off), read_word_at(self.ptrs, off)) };
        layers_word(bits, undef, shadow, size)
    }

    /// `put_word` with no bounds check: one masked store per layer.
    #[inline(always)]
    unsafe fn put_reg(&mut self, off: usize, size: usize, w: Word) -> bool {
        let (bits, shadow) = word_layers(w, size);
        let m = word_mask(size);
        // SAFETY: as in `reg`.
        unsafe {
            write_word_at(self.data, off, m, bits);
            write_word_at(self.undef, off, m, 0);
            write_word_at(self.ptrs, off, m, shadow);
        }
        true
    }
}
