//! One object of graph memory: bytes plus two lazy shadow layers.

use super::pointer::Pointer;
use super::value::{low_bits, Val, Word, TAG_FRAG, TAG_NONE, TAG_PTR, TAG_TERM, TAG_TERM_BYTE};
use crate::term::{self, Term};
use std::sync::OnceLock;

mod frame;
pub use frame::{WordView, Words};

/// What an object is; decides leak checking and who may free it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ObjKind {
    /// User heap memory (malloc): leak checked.
    Heap,
    /// OS-private memory: collected silently when unreachable.
    System,
    /// An activation frame.
    Frame,
    /// A stack variable.
    Alloca,
    /// The globals image.
    Globals,
    /// The constants image.
    Constants,
    /// The variadic arguments of a call: a header that records each
    /// argument's type class, then the arguments (see `eval::control`).
    VarArgs,
}

impl ObjKind {
    pub fn describe(self) -> &'static str {
        match self {
            ObjKind::Heap => "heap",
            ObjKind::System => "system",
            ObjKind::Frame => "frame",
            ObjKind::Alloca => "stack",
            ObjKind::Globals => "global",
            ObjKind::Constants => "constant",
            ObjKind::VarArgs => "variadic argument",
        }
    }

    /// What a message calls an object of this kind.
    pub fn noun(self) -> &'static str {
        match self {
            ObjKind::Heap | ObjKind::System => "heap object",
            ObjKind::Frame => "frame",
            ObjKind::Alloca => "stack object",
            ObjKind::Globals => "global variable",
            ObjKind::Constants => "constant",
            ObjKind::VarArgs => "variadic argument area",
        }
    }
}

/// An object. The shadow layers cost nothing until used:
/// - `undef` is empty while every bit is defined; otherwise one mask byte per
///   data byte, set bits undefined;
/// - `ptrs` is empty while no pointer is stored; otherwise one byte per data
///   byte, `TAG_FRAG | k` where the byte is byte `k` of a pointer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Object {
    // The layers are private: `undef` and `ptrs` are always empty or as
    // long as `data`, which the word accesses rely on.
    data: Vec<u8>,
    undef: Vec<u8>,
    ptrs: Vec<u8>,
    /// For bytes written as single pointer fragments: (offset, the whole
    /// pointer the byte came from), sorted by offset. A lone fragment is
    /// still an edge of the graph, and renumbering must reach it. For the
    /// bytes of symbolic values (`TAG_TERM_BYTE` in `ptrs`): (offset, the
    /// byte's 8-bit term). Equality compares terms by id: equal terms are
    /// one id (`term`), so states match when their terms are the same.
    frags: Vec<(u32, u64)>,
    pub kind: ObjKind,
    pub shared: bool,
    /// Opaque allocation-site id, for diagnostics only.
    pub site: u32,
    /// `heap_edges`, remembered by `frozen_edges`.
    edges: EdgeCache,
}

/// An object's layers (`Object::parts`): its data bytes, the undefined-bit
/// and pointer-tag layers (each empty, or one byte per data byte), and the
/// whole pointers or terms behind single fragment bytes.
#[derive(Clone, Copy, Debug)]
pub struct Parts<'a> {
    pub data: &'a [u8],
    pub undef: &'a [u8],
    pub ptrs: &'a [u8],
    pub frags: &'a [(u32, u64)],
}

/// The heap pointers of an object that no longer changes, computed once.
/// Not part of the object's value: equality and hashing ignore it, and a
/// copy (the copy-on-write of a write) starts without it.
#[derive(Default)]
struct EdgeCache(OnceLock<Box<[u64]>>);

impl Clone for EdgeCache {
    fn clone(&self) -> EdgeCache {
        EdgeCache::default()
    }
}

impl PartialEq for EdgeCache {
    fn eq(&self, _: &EdgeCache) -> bool {
        true
    }
}

impl Eq for EdgeCache {}

impl std::hash::Hash for EdgeCache {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl std::fmt::Debug for EdgeCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("..")
    }
}

impl Object {
    /// A new object whose contents are undefined.
    pub fn new_undef(size: usize, kind: ObjKind, site: u32) -> Object {
        Object {
            data: vec![0; size],
            undef: vec![0xff; size],
            ptrs: Vec::new(),
            frags: Vec::new(),
            kind,
            shared: false,
            site,
            edges: EdgeCache::default(),
        }
    }

    /// Makes this object a new one of `size` undefined bytes, as
    /// `new_undef` would, keeping its buffers.
    pub fn reset_undef(&mut self, size: usize, kind: ObjKind, site: u32) {
        self.data.clear();
        self.data.resize(size, 0);
        self.undef.clear();
        self.undef.resize(size, 0xff);
        self.ptrs.clear();
        self.frags.clear();
        self.kind = kind;
        self.shared = false;
        self.site = site;
        self.edges = EdgeCache::default();
    }

    /// A new object whose contents are defined zeroes.
    pub fn new_zero(size: usize, kind: ObjKind, site: u32) -> Object {
        Object { data: vec![0; size], undef: Vec::new(), ptrs: Vec::new(), frags: Vec::new(), kind, shared: false, site, edges: EdgeCache::default() }
    }

    /// A new object holding these bytes, defined and no pointers.
    pub fn from_bytes(bytes: &[u8], kind: ObjKind) -> Object {
        let mut o = Object::new_zero(bytes.len(), kind, 0);
        o.data.copy_from_slice(bytes);
        o
    }

    /// The data bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.data
    }

    /// The data bytes, to overwrite in place: the caller keeps the shadow
    /// layers right (a new object without pointers, say).
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        &mut self.data
    }

    /// The undefined-bit layer: empty while every bit is defined.
    pub fn undef_mask(&self) -> &[u8] {
        &self.undef
    }

    /// Makes the undefined bits of `[off, off+len)` defined zero bits.
    pub fn freeze(&mut self, off: usize, len: usize) {
        if !self.undef.is_empty() {
            for i in off..off + len {
                self.data[i] &= !self.undef[i];
                self.undef[i] = 0;
            }
        }
    }

    /// Makes this object a new frame of `size` bytes, keeping its buffers
    /// (frames are recycled: a call allocates nothing): zero registers with
    /// the undefinedness layer `undef` (empty, or `size` bytes, clear over
    /// the header), and the pointers `pc` at `pc_off` and `parent` (unless
    /// null) at `parent_off`.
    pub fn reset_frame(&mut self, size: usize, undef: &[u8], pc_off: usize, pc: u64, parent_off: usize, parent: u64) {
        assert!(undef.is_empty() || undef.len() == size, "a frame's undefinedness template has the frame's size");
        debug_assert!(undef.is_empty() || [pc_off, parent_off].iter().all(|&o| all_zero(&undef[o..o + 8])), "the header is defined");
        if self.data.len() == size && self.undef.len() == undef.len() && self.ptrs.len() == size {
            // A frame of the same function again (recursion, a loop's
            // calls): the buffers only need refilling.
            self.data.fill(0);
            self.undef.copy_from_slice(undef);
            self.ptrs.fill(0);
        } else {
            self.data.clear();
            self.data.resize(size, 0);
            self.undef.clear();
            self.undef.extend_from_slice(undef);
            self.ptrs.clear();
            self.ptrs.resize(size, 0);
        }
        self.frags.clear();
        self.kind = ObjKind::Frame;
        self.shared = false;
        self.site = 0;
        self.edges = EdgeCache::default();
        // The header is defined in `undef` and holds no fragment: a
        // pointer there is its bits and its tags (what `put_word` writes,
        // without asking which layers exist).
        self.put_fresh_pointer(pc_off, pc);
        if parent != 0 {
            self.put_fresh_pointer(parent_off, parent);
        }
    }

    /// Writes the whole pointer `p` at `off` of a frame being reset.
    #[inline(always)]
    fn put_fresh_pointer(&mut self, off: usize, p: u64) {
        let (bits, tags) = word_layers(Word::Ptr(p), 8);
        self.data[off..off + 8].copy_from_slice(&bits.to_le_bytes());
        self.ptrs[off..off + 8].copy_from_slice(&tags.to_le_bytes());
    }

    /// Whether the shadow layers are in canonical representation: an
    /// all-zero mask must be stored as no mask, so equal objects compare equal.
    pub fn is_normal(&self) -> bool {
        (self.undef.is_empty() || !all_zero(&self.undef)) && (self.ptrs.is_empty() || !all_zero(&self.ptrs))
    }

    /// Puts the shadow layers in canonical representation, in place.
    pub fn normalise(&mut self) {
        if all_zero(&self.undef) {
            self.undef = Vec::new();
        }
        if all_zero(&self.ptrs) {
            self.ptrs = Vec::new();
        }
    }

    /// Whether `[off, off+len)` is defined zero in every layer (a register
    /// that canonicalisation need not clear).
    #[inline]
    pub fn is_clear(&self, off: usize, len: usize) -> bool {
        if len == 0 {
            return true;
        }
        if len <= 8 {
            return load_word(&self.data, off, len) == 0
                && (self.undef.is_empty() || load_word(&self.undef, off, len) == 0)
                && (self.ptrs.is_empty() || load_word(&self.ptrs, off, len) == 0);
        }
        let r = off..off + len;
        all_zero(&self.data[r.clone()])
            && (self.undef.is_empty() || all_zero(&self.undef[r.clone()]))
            && (self.ptrs.is_empty() || all_zero(&self.ptrs[r]))
    }

    pub fn size(&self) -> usize {
        self.data.len()
    }

    pub fn has_pointers(&self) -> bool {
        !self.ptrs.is_empty()
    }

    /// Reads `size` (1..=16) bytes at `off`; the caller checked bounds.
    #[inline]
    pub fn read(&self, off: usize, size: usize) -> Val {
        if size <= 8 {
            return self.read_word(off, size);
        }
        if !self.ptrs.is_empty() && self.ptrs[off..off + size].contains(&TAG_TERM_BYTE) {
            return self.read_term(off, size);
        }
        let bits = load_le(&self.data, off, size);
        let undef = if self.undef.is_empty() { 0 } else { load_le(&self.undef, off, size) };
        // Values wider than a word are never pointers.
        Val { bits, undef, tag: TAG_NONE }
    }

    /// `read` of at most 8 bytes: every layer is one word load.
    #[inline(always)]
    fn read_word(&self, off: usize, size: usize) -> Val {
        let bits = load_word(&self.data, off, size);
        let undef = if self.undef.is_empty() { 0 } else { load_word(&self.undef, off, size) };
        if self.ptrs.is_empty() {
            return Val { bits: bits as u128, undef: undef as u128, tag: TAG_NONE };
        }
        let shadow = load_word(&self.ptrs, off, size);
        if shadow & TERM_BYTES != 0 {
            return self.read_term(off, size);
        }
        let tag = match (shadow, size) {
            (0, _) => TAG_NONE,
            (WHOLE, 8) => TAG_PTR,
            (t, 1) => t as u8,
            _ => TAG_NONE,
        };
        if tag & TAG_FRAG != 0 {
            // A fragment carries its whole pointer above the byte.
            return Val { bits: bits as u128 | (self.fragment_source(off) as u128) << 64, undef: undef as u128, tag };
        }
        Val { bits: bits as u128, undef: undef as u128, tag }
    }

    /// `read` of bytes some of which belong to symbolic values: the
    /// bytes' terms joined (the value read back whole is its term), with
    /// the bytes' undefined bits (where the term's value is arbitrary).
    #[cold]
    fn read_term(&self, off: usize, size: usize) -> Val {
        let mut acc: Option<Term> = None;
        let mut undef = 0u128;
        for i in (off..off + size).rev() {
            let byte = if self.ptrs[i] == TAG_TERM_BYTE { self.byte_term(i) } else { term::constant(8, self.data[i] as u128) };
            undef = undef << 8 | self.undef.get(i).copied().unwrap_or(0) as u128;
            acc = Some(match acc {
                None => byte,
                Some(hi) => term::concat(hi, byte),
            });
        }
        Val { undef, ..Val::term(acc.expect("a read of at least one byte")) }
    }

    /// The 8-bit term of the symbolic byte at `off`.
    fn byte_term(&self, off: usize) -> Term {
        match self.frags.binary_search_by_key(&(off as u32), |e| e.0) {
            Ok(i) => Term(self.frags[i].1 as u32),
            Err(_) => term::constant(8, 0),
        }
    }

    /// `write` of a symbolic value: each byte its own slice of the term,
    /// or a plain byte where the slice is a constant.
    #[cold]
    fn write_term(&mut self, off: usize, size: usize, t: Term, undef: u128) {
        let t = term::fit(t, 8 * size as u32);
        self.ensure_ptrs();
        self.clear_frags(off, size);
        let undef = undef & super::value::mask(8 * size as u32);
        if undef != 0 {
            self.ensure_undef();
        }
        if !self.undef.is_empty() {
            for i in 0..size {
                self.undef[off + i] = (undef >> (8 * i)) as u8;
            }
        }
        for i in 0..size {
            let b = term::extract(t, 8 * i as u32, 8);
            match term::node(b) {
                term::Node::Const { bits, .. } => {
                    self.data[off + i] = bits as u8;
                    self.ptrs[off + i] = 0;
                }
                _ => {
                    self.data[off + i] = 0;
                    self.ptrs[off + i] = TAG_TERM_BYTE;
                    self.set_frag(off + i, b.0 as u64);
                }
            }
        }
    }

    /// The symbolic bytes: (offset, the byte's term).
    pub fn terms(&self) -> impl Iterator<Item = (u32, Term)> + '_ {
        self.frags.iter().filter(|e| self.ptrs[e.0 as usize] == TAG_TERM_BYTE).map(|e| (e.0, Term(e.1 as u32)))
    }

    /// Rewrites the term of every symbolic byte (`f` gives 8-bit terms).
    pub fn map_terms(&mut self, mut f: impl FnMut(Term) -> Term) {
        for i in 0..self.frags.len() {
            let (off, t) = self.frags[i];
            if self.ptrs[off as usize] == TAG_TERM_BYTE {
                self.frags[i].1 = f(Term(t as u32)).0 as u64;
            }
        }
        self.edges = EdgeCache::default();
    }

    /// The object's layers, to store it in pieces (`from_layers` puts
    /// them back together).
    pub fn parts(&self) -> Parts<'_> {
        Parts { data: &self.data, undef: &self.undef, ptrs: &self.ptrs, frags: &self.frags }
    }

    /// The object whose layers are those `parts` gives: `data`, `undef`,
    /// `ptrs` and `frags`.
    pub fn from_layers(data: Vec<u8>, undef: Vec<u8>, ptrs: Vec<u8>, frags: Vec<(u32, u64)>, kind: ObjKind, shared: bool, site: u32) -> Object {
        let n = data.len();
        assert!([undef.len(), ptrs.len()].iter().all(|&l| l == 0 || l == n), "a shadow layer is empty or as long as the data");
        Object { data, undef, ptrs, frags, kind, shared, site, edges: EdgeCache::default() }
    }

    /// A copy in which every symbolic byte holds the same placeholder term:
    /// equal for two objects that differ only in which terms they hold.
    pub fn erase_terms(&self) -> Object {
        let mut o = self.clone();
        o.map_terms(|_| term::TRUE);
        o
    }

    /// Whether any byte holds part of a symbolic value.
    pub fn has_terms(&self) -> bool {
        !self.frags.is_empty() && self.frags.iter().any(|e| self.ptrs[e.0 as usize] == TAG_TERM_BYTE)
    }

    /// The whole pointer that the fragment byte at `off` belongs to.
    fn fragment_source(&self, off: usize) -> u64 {
        let k = (self.ptrs[off] & 7) as usize;
        if off >= k && whole_at(&self.ptrs, off - k) {
            return u64::from_le_bytes(self.data[off - k..off - k + 8].try_into().unwrap());
        }
        match self.frags.binary_search_by_key(&(off as u32), |e| e.0) {
            Ok(i) => self.frags[i].1,
            Err(_) => 0,
        }
    }

    /// Drops fragment sources of `[off, off+len)`.
    #[inline(always)]
    fn clear_frags(&mut self, off: usize, len: usize) {
        if !self.frags.is_empty() {
            self.clear_frags_in(off, len);
        }
    }

    #[cold]
    fn clear_frags_in(&mut self, off: usize, len: usize) {
        let (a, b) = (off as u32, (off + len) as u32);
        self.frags.retain(|e| e.0 < a || e.0 >= b);
    }

    fn set_frag(&mut self, off: usize, src: u64) {
        match self.frags.binary_search_by_key(&(off as u32), |e| e.0) {
            Ok(i) => self.frags[i].1 = src,
            Err(i) => self.frags.insert(i, (off as u32, src)),
        }
    }

    /// The heap pointers this object holds outside the byte ranges `skip`
    /// (offset, length), whole ones by offset and then those of lone
    /// fragments: the edges of the graph, in the order canonicalisation
    /// follows them.
    pub fn heap_edges<'a>(&'a self, skip: &'a [(u32, u32)]) -> impl Iterator<Item = u64> + 'a {
        let kept = move |off: usize| !skip.iter().any(|&(s, len)| off >= s as usize && off < (s + len) as usize);
        let whole = self.pointer_offsets().filter(move |&off| kept(off)).map(|off| self.pointer_at(off));
        let lone = self.frags.iter().filter(move |e| kept(e.0 as usize) && self.ptrs[e.0 as usize] & TAG_FRAG != 0).map(|e| e.1);
        whole.chain(lone).filter(|&v| Pointer(v).is_heap_object())
    }

    /// Whether `self` holds exactly the pointers `o` holds: the same
    /// pointer layer and fragments, and equal bytes wherever a pointer
    /// byte is. Then both have the same `heap_edges`. A quick sufficient
    /// test (no scan for pointer offsets): false says nothing.
    pub fn same_pointers(&self, o: &Object) -> bool {
        if self.data.len() != o.data.len() || self.ptrs != o.ptrs || self.frags != o.frags {
            return false;
        }
        // (branch-free, so it vectorises: shadow bytes are nonzero exactly
        // at the bytes of pointers)
        let diff = self.data.iter().zip(&o.data).zip(&self.ptrs).fold(0u8, |d, ((a, b), s)| d | ((a ^ b) & ((*s != 0) as u8).wrapping_neg()));
        diff == 0
    }

    /// All `heap_edges`, computed on the first call and remembered: only
    /// for an object that is never written again (one the state space
    /// stores; writes go to a copy).
    pub fn frozen_edges(&self) -> &[u64] {
        self.edges.0.get_or_init(|| self.heap_edges(&[]).collect())
    }

    /// Rewrites every whole pointer (renumbering).
    pub fn map_pointers(&mut self, f: impl Fn(u64) -> u64) {
        for off in (PointerOffsets { ptrs: &self.ptrs, at: 0 }) {
            let v = u64::from_le_bytes(self.data[off..off + 8].try_into().unwrap());
            self.data[off..off + 8].copy_from_slice(&f(v).to_le_bytes());
        }
    }

    /// Rewrites the pointer each lone fragment came from (renumbering),
    /// keeping each byte consistent with its new pointer.
    pub fn map_fragments(&mut self, f: impl Fn(u64) -> u64) {
        for i in 0..self.frags.len() {
            let (off, src) = self.frags[i];
            if self.ptrs[off as usize] & TAG_FRAG == 0 {
                continue; // a symbolic byte
            }
            let new = f(src);
            self.frags[i].1 = new;
            let k = (self.ptrs[off as usize] & 7) as usize;
            self.data[off as usize] = new.to_le_bytes()[k];
        }
    }

    /// The `size` (1..=8) bytes at `off` as a `Word`, if they are in bounds,
    /// wholly defined, and either no part of a pointer or (8 bytes) one whole
    /// pointer: what `read` would give, without building a `Val`.
    #[inline(always)]
    pub fn word(&self, off: usize, size: usize) -> Option<Word> {
        if off + 8 <= self.data.len() {
            // SAFETY: the word at `off` is in bounds of `data`, and each
            // shadow layer is empty or exactly as long (`Object`'s fields
            // are private to keep it so).
            let (bits, undef, shadow) = unsafe {
                (
                    read_word_at(&self.data, off),
                    if self.undef.is_empty() { 0 } else { read_word_at(&self.undef, off) },
                    if self.ptrs.is_empty() { 0 } else { read_word_at(&self.ptrs, off) },
                )
            };
            return layers_word(bits, undef, shadow, size);
        }
        if off + size > self.data.len() {
            return None;
        }
        let undef = if self.undef.is_empty() { 0 } else { load_word(&self.undef, off, size) };
        let shadow = if self.ptrs.is_empty() { 0 } else { load_word(&self.ptrs, off, size) };
        layers_word(load_word(&self.data, off, size), undef, shadow, size)
    }

    /// Writes a `Word` of `size` (1..=8) bytes: `write` of the same value
    /// as a `Val`.
    #[inline(always)]
    pub fn put_word(&mut self, off: usize, size: usize, w: Word) {
        let (bits, shadow) = word_layers(w, size);
        if off + 8 <= self.data.len() && (shadow == 0 || !self.ptrs.is_empty()) {
            let m = word_mask(size);
            // SAFETY: as in `word`.
            unsafe {
                write_word_at(&mut self.data, off, m, bits);
                if !self.undef.is_empty() {
                    write_word_at(&mut self.undef, off, m, 0);
                }
                if !self.ptrs.is_empty() {
                    write_word_at(&mut self.ptrs, off, m, shadow);
                }
            }
            if !self.ptrs.is_empty() {
                self.clear_frags(off, size);
            }
            return;
        }
        store_word(&mut self.data, off, size, bits);
        if !self.undef.is_empty() {
            store_word(&mut self.undef, off, size, 0);
        }
        if shadow != 0 {
            self.ensure_ptrs();
        }
        if !self.ptrs.is_empty() {
            store_word(&mut self.ptrs, off, size, shadow);
            self.clear_frags(off, size);
        }
    }

    /// `write` of a value of `size` bytes (at most 16 are written), by the
    /// word path when the value is a `Word`: the common register write.
    #[inline]
    pub fn put_val(&mut self, off: usize, size: usize, v: Val) {
        match v.word(size as u32) {
            Some(w) => self.put_word(off, size, w),
            None => self.write(off, size.min(16), v),
        }
    }

    /// Writes the low `size` (1..=16) bytes of `v` at `off`.
    #[inline]
    pub fn write(&mut self, off: usize, size: usize, v: Val) {
        if size <= 8 {
            return self.write_word(off, size, v);
        }
        if let Some(t) = v.as_term() {
            return self.write_term(off, size, t, v.undef);
        }
        store_le(&mut self.data, off, size, v.bits);
        let undef = v.undef & super::value::mask(size as u32 * 8);
        if undef != 0 {
            self.ensure_undef();
        }
        if !self.undef.is_empty() {
            store_le(&mut self.undef, off, size, undef);
        }
        if !self.ptrs.is_empty() {
            self.ptrs[off..off + size].fill(0);
            self.clear_frags(off, size);
        }
    }

    /// `write` of at most 8 bytes: every layer is one word store.
    #[inline(always)]
    fn write_word(&mut self, off: usize, size: usize, v: Val) {
        if v.tag == TAG_TERM {
            return self.write_term(off, size, Term(v.bits as u32), v.undef);
        }
        store_word(&mut self.data, off, size, v.bits as u64);
        let undef = v.undef as u64 & word_mask(size);
        if undef != 0 {
            self.ensure_undef();
        }
        if !self.undef.is_empty() {
            store_word(&mut self.undef, off, size, undef);
        }
        let shadow = match (v.tag, size) {
            (TAG_PTR, 8) => WHOLE,
            (t, 1) if t & TAG_FRAG != 0 => t as u64,
            _ => 0,
        };
        if shadow != 0 {
            self.ensure_ptrs();
        }
        if !self.ptrs.is_empty() {
            store_word(&mut self.ptrs, off, size, shadow);
            self.clear_frags(off, size);
            if shadow != 0 && size == 1 {
                self.set_frag(off, (v.bits >> 64) as u64);
            }
        }
    }

    fn ensure_undef(&mut self) {
        if self.undef.is_empty() {
            self.undef.resize(self.data.len(), 0);
        }
    }

    fn ensure_ptrs(&mut self) {
        if self.ptrs.is_empty() {
            self.ptrs.resize(self.data.len(), 0);
        }
    }

    /// Marks `[off, off+len)` undefined (and not a pointer).
    pub fn set_undef(&mut self, off: usize, len: usize) {
        if len == 0 {
            return;
        }
        self.ensure_undef();
        self.undef[off..off + len].fill(0xff);
        if !self.ptrs.is_empty() {
            self.ptrs[off..off + len].fill(0);
        }
        self.clear_frags(off, len);
    }

    /// Fills `[off, off+len)` with a byte value whose definedness mask is `undef`.
    pub fn fill(&mut self, off: usize, len: usize, byte: u8, undef: u8) {
        self.data[off..off + len].fill(byte);
        if undef != 0 {
            self.ensure_undef();
        }
        if !self.undef.is_empty() {
            self.undef[off..off + len].fill(undef);
        }
        if !self.ptrs.is_empty() {
            self.ptrs[off..off + len].fill(0);
        }
        self.clear_frags(off, len);
    }

    /// Copies bytes with their shadows from `src` (another object, or a
    /// snapshot of this one taken by the caller).
    pub fn copy_from(&mut self, off: usize, src: &Object, src_off: usize, len: usize) {
        if len == 0 {
            return;
        }
        self.data[off..off + len].copy_from_slice(&src.data[src_off..src_off + len]);
        if !src.undef.is_empty() {
            self.ensure_undef();
            self.undef[off..off + len].copy_from_slice(&src.undef[src_off..src_off + len]);
        } else if !self.undef.is_empty() {
            self.undef[off..off + len].fill(0);
        }
        self.clear_frags(off, len);
        if !src.ptrs.is_empty() {
            self.ensure_ptrs();
            let tags = &src.ptrs[src_off..src_off + len];
            self.ptrs[off..off + len].copy_from_slice(tags);
            // Fragments that leave their whole pointer behind (the copy cuts
            // through it) or were lone already keep their source pointer.
            for (i, &tag) in tags.iter().enumerate() {
                if tag == TAG_TERM_BYTE {
                    self.set_frag(off + i, src.byte_term(src_off + i).0 as u64);
                } else if tag & TAG_FRAG != 0 {
                    let k = (tag & 7) as usize;
                    if !(i >= k && whole_at(tags, i - k)) {
                        let source = src.fragment_source(src_off + i);
                        self.set_frag(off + i, source);
                    }
                }
            }
        } else if !self.ptrs.is_empty() {
            self.ptrs[off..off + len].fill(0);
        }
    }

    /// Copies bytes inside this object (memmove semantics).
    pub fn copy_within(&mut self, dst: usize, src: usize, len: usize) {
        // Without pointer fragments to track (the source holds whole
        // pointers only, as a table of pointers does), every layer is a
        // plain memmove: what the copy through a snapshot below computes.
        if self.ptrs.is_empty() || whole_pointers_only(&self.ptrs[src..src + len]) {
            self.data.copy_within(src..src + len, dst);
            if !self.undef.is_empty() {
                self.undef.copy_within(src..src + len, dst);
            }
            if !self.ptrs.is_empty() {
                self.ptrs.copy_within(src..src + len, dst);
                self.clear_frags(dst, len);
            }
            return;
        }
        // Pointer shadows need the fragment bookkeeping of copy_from.
        let mut tmp = Object::new_zero(len, self.kind, 0);
        tmp.copy_from(0, self, src, len);
        self.copy_from(dst, &tmp, 0, len);
    }

    /// Changes the size, keeping the prefix; new bytes are undefined.
    pub fn resize(&mut self, size: usize) {
        let old = self.data.len();
        self.data.resize(size, 0);
        if size > old {
            if self.undef.is_empty() {
                self.undef = vec![0; old];
            }
            self.undef.resize(size, 0xff);
        } else if !self.undef.is_empty() {
            self.undef.truncate(size);
        }
        if !self.ptrs.is_empty() {
            self.ptrs.resize(size, 0);
        }
        self.frags.retain(|e| (e.0 as usize) < size);
    }

    /// Whether every bit of `[off, off+len)` is defined.
    pub fn is_defined(&self, off: usize, len: usize) -> bool {
        self.undef.is_empty() || self.undef[off..off + len].iter().all(|&b| b == 0)
    }

    /// Offsets of whole pointers stored in this object (edges of the graph).
    pub fn pointer_offsets(&self) -> PointerOffsets<'_> {
        PointerOffsets { ptrs: &self.ptrs, at: 0 }
    }

    /// The bits of the whole pointer at `off` (an offset `pointer_offsets`
    /// gave): no shadow to consult.
    #[inline]
    pub fn pointer_at(&self, off: usize) -> u64 {
        u64::from_le_bytes(self.data[off..off + 8].try_into().unwrap())
    }

    /// The whole pointer stored at `off`, if one is (frame header words).
    #[inline]
    pub fn whole_pointer(&self, off: usize) -> Option<u64> {
        whole_at(&self.ptrs, off).then(|| self.pointer_at(off))
    }
}

/// A pointer-layer word's bits that only symbolic bytes have
/// (`TAG_TERM_BYTE`; pointer bytes are `TAG_FRAG | 0..=7`).
const TERM_BYTES: u64 = u64::from_le_bytes([TAG_TERM_BYTE; 8]);

/// The 8 shadow bytes of a whole pointer, as one little-endian word.
const WHOLE: u64 = u64::from_le_bytes([0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87]);

/// The `Word` that `size` (1..=8) bytes are, given their bits, undefined
/// bits and pointer tags (each a little-endian word; bytes beyond `size`
/// are ignored): defined and untagged, or 8 bytes of one whole pointer.
#[inline(always)]
fn layers_word(bits: u64, undef: u64, shadow: u64, size: usize) -> Option<Word> {
    let m = word_mask(size);
    if undef & m != 0 {
        return None;
    }
    match shadow & m {
        0 => Some(Word::Int(bits & m)),
        WHOLE if size == 8 => Some(Word::Ptr(bits)),
        _ => None,
    }
}

/// The bits and pointer tags a `Word` of `size` bytes writes (defined).
#[inline(always)]
fn word_layers(w: Word, size: usize) -> (u64, u64) {
    let layers = match w {
        Word::Int(v) => (v, 0),
        Word::Ptr(p) => (p, WHOLE),
    };
    debug_assert!(layers.1 == 0 || size == 8);
    layers
}

/// Iterator over the offsets of whole pointers; skips empty shadow a word at a time.
pub struct PointerOffsets<'a> {
    ptrs: &'a [u8],
    at: usize,
}

impl Iterator for PointerOffsets<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        let p = self.ptrs;
        while self.at + 8 <= p.len() {
            // Shadows are mostly zero: skip 32 bytes at a time.
            if let Some(block) = p.get(self.at..self.at + 32) {
                let (a, b) = block.split_at(16);
                if u128::from_le_bytes(a.try_into().unwrap()) | u128::from_le_bytes(b.try_into().unwrap()) == 0 {
                    self.at += 32;
                    continue;
                }
            }
            let w = u64::from_le_bytes(p[self.at..self.at + 8].try_into().unwrap());
            if w == 0 {
                self.at += 8;
                continue;
            }
            if w == WHOLE {
                let r = self.at;
                self.at += 8;
                return Some(r);
            }
            // Skip straight to the first tagged byte (a pointer stored at an
            // offset that is not a multiple of 8).
            let z = (w.trailing_zeros() / 8) as usize;
            self.at += z.max(1);
        }
        None
    }
}

/// Whether every byte is zero, a word at a time.
#[inline]
fn all_zero(b: &[u8]) -> bool {
    let mut words = b.chunks_exact(8);
    words.all(|w| u64::from_le_bytes(w.try_into().unwrap()) == 0) && words.remainder().iter().all(|&x| x == 0)
}

/// Whether the pointer layer `tags` holds a whole pointer at `at` (bytes
/// `TAG_FRAG | 0..=7` in order), all of it inside `tags`.
#[inline]
fn whole_at(tags: &[u8], at: usize) -> bool {
    at + 8 <= tags.len() && u64::from_le_bytes(tags[at..at + 8].try_into().unwrap()) == WHOLE
}

/// Whether a range of the pointer layer tags only whole pointers that lie
/// wholly inside it (bytes `TAG_FRAG | 0..=7` in order), and untagged
/// bytes: a copy of it makes no lone fragment.
fn whole_pointers_only(tags: &[u8]) -> bool {
    let mut i = 0;
    while i < tags.len() {
        if tags[i] == 0 {
            i += 1;
        } else if whole_at(tags, i) {
            i += 8;
        } else {
            return false;
        }
    }
    true
}

/// All-ones in the low `size` (1..=8) bytes.
#[inline(always)]
fn word_mask(size: usize) -> u64 {
    low_bits(8 * size as u32)
}

/// The little-endian word at `off`.
///
/// # Safety
/// `off + 8 <= b.len()`.
#[inline(always)]
unsafe fn read_word_at(b: &[u8], off: usize) -> u64 {
    debug_assert!(off + 8 <= b.len());
    // SAFETY: the caller's contract: the 8 bytes at `off` are in `b`
    // (any bit pattern is a u64; the read is unaligned).
    u64::from_le(unsafe { std::ptr::read_unaligned(b.as_ptr().add(off) as *const u64) })
}

/// Replaces the bits `m` of the little-endian word at `off` by those of `v`.
///
/// # Safety
/// `off + 8 <= b.len()`.
#[inline(always)]
unsafe fn write_word_at(b: &mut [u8], off: usize, m: u64, v: u64) {
    debug_assert!(off + 8 <= b.len());
    // SAFETY: the caller's contract: the 8 bytes at `off` are in `b`, which
    // is borrowed exclusively; the accesses are unaligned.
    unsafe {
        let p = b.as_mut_ptr().add(off) as *mut u64;
        let old = u64::from_le(std::ptr::read_unaligned(p));
        std::ptr::write_unaligned(p, ((old & !m) | (v & m)).to_le());
    }
}

/// Reads `size` (1..=8) bytes little-endian. With a whole word in bounds
/// this is one load and a mask, not a branch on the size.
#[inline(always)]
fn load_word(b: &[u8], off: usize, size: usize) -> u64 {
    if let Some(w) = b.get(off..off + 8) {
        return u64::from_le_bytes(w.try_into().unwrap()) & word_mask(size);
    }
    load_tail(b, off, size)
}

/// `load_word` within 8 bytes of the end: the last word of the object,
/// shifted (registers at the end of a frame are read as often as any).
#[inline]
fn load_tail(b: &[u8], off: usize, size: usize) -> u64 {
    let end = b.len();
    assert!(off + size <= end, "load of bytes {}..{} of a {}-byte layer", off, off + size, end);
    if end >= 8 {
        let w = u64::from_le_bytes(b[end - 8..].try_into().unwrap());
        return (w >> (8 * (off + 8 - end))) & word_mask(size);
    }
    b[off..off + size].iter().rev().fold(0u64, |v, &x| v << 8 | x as u64)
}

/// Writes the low `size` (1..=8) bytes of `v` little-endian (a masked
/// read-modify-write of one word when a whole word is in bounds).
#[inline(always)]
fn store_word(b: &mut [u8], off: usize, size: usize, v: u64) {
    if let Some(w) = b.get_mut(off..off + 8) {
        let m = word_mask(size);
        let old = u64::from_le_bytes((&*w).try_into().unwrap());
        w.copy_from_slice(&((old & !m) | (v & m)).to_le_bytes());
        return;
    }
    store_tail(b, off, size, v);
}

/// `store_word` within 8 bytes of the end: a masked write of the last word.
#[inline]
fn store_tail(b: &mut [u8], off: usize, size: usize, v: u64) {
    let end = b.len();
    assert!(off + size <= end, "store to bytes {}..{} of a {}-byte layer", off, off + size, end);
    if end >= 8 {
        let sh = 8 * (off + 8 - end);
        let m = word_mask(size) << sh;
        let w = &mut b[end - 8..];
        let old = u64::from_le_bytes((&*w).try_into().unwrap());
        w.copy_from_slice(&((old & !m) | ((v << sh) & m)).to_le_bytes());
        return;
    }
    for (i, x) in b[off..off + size].iter_mut().enumerate() {
        *x = (v >> (8 * i)) as u8;
    }
}

/// Reads `size` (1..=16) bytes little-endian; fixed sizes avoid a memcpy call.
#[inline(always)]
fn load_le(b: &[u8], off: usize, size: usize) -> u128 {
    match size {
        1 => b[off] as u128,
        2 => u16::from_le_bytes(b[off..off + 2].try_into().unwrap()) as u128,
        4 => u32::from_le_bytes(b[off..off + 4].try_into().unwrap()) as u128,
        8 => u64::from_le_bytes(b[off..off + 8].try_into().unwrap()) as u128,
        16 => u128::from_le_bytes(b[off..off + 16].try_into().unwrap()),
        _ => {
            let mut buf = [0u8; 16];
            buf[..size].copy_from_slice(&b[off..off + size]);
            u128::from_le_bytes(buf)
        }
    }
}

/// Writes the low `size` (1..=16) bytes of `v` little-endian.
#[inline(always)]
fn store_le(b: &mut [u8], off: usize, size: usize, v: u128) {
    match size {
        1 => b[off] = v as u8,
        2 => b[off..off + 2].copy_from_slice(&(v as u16).to_le_bytes()),
        4 => b[off..off + 4].copy_from_slice(&(v as u32).to_le_bytes()),
        8 => b[off..off + 8].copy_from_slice(&(v as u64).to_le_bytes()),
        16 => b[off..off + 16].copy_from_slice(&v.to_le_bytes()),
        _ => b[off..off + size].copy_from_slice(&v.to_le_bytes()[..size]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::PtrKind;

    /// The remembered edges are the heap pointers, whole and lone
    /// fragments, in order; they are no part of the object's value, and a
    /// copy (what a write makes) computes its own.
    #[test]
    fn frozen_edges_are_the_heap_pointers_and_a_copy_forgets_them() {
        let mut o = Object::new_zero(40, ObjKind::Heap, 0);
        let (p, q) = (Pointer::new(PtrKind::Heap, 5, 8).0, Pointer::new(PtrKind::Heap, 3, 0).0);
        o.put_word(16, 8, Word::Ptr(p));
        o.put_word(0, 8, Word::Ptr(Pointer::new(PtrKind::Global, 2, 0).0));
        o.write(32, 1, Val { bits: (q as u128) << 64 | (q & 0xff) as u128, undef: 0, tag: TAG_FRAG });
        o.put_word(8, 8, Word::Ptr(q));
        assert_eq!(o.frozen_edges(), &[q, p, q]);
        let mut c = o.clone();
        assert_eq!(c, o);
        c.put_word(8, 8, Word::Int(0));
        assert_eq!(c.frozen_edges(), &[p, q]);
        assert_eq!(o.frozen_edges(), &[q, p, q]);
    }

    /// 40 bytes: whole pointers `p` at 0 and `q` at 13 (unaligned), a
    /// 4-byte integer at 8, the rest undefined.
    fn mixed(kind: ObjKind, p: u64, q: u64) -> Object {
        let mut o = Object::new_undef(40, kind, 0);
        o.put_word(0, 8, Word::Ptr(p));
        o.put_word(8, 4, Word::Int(0x1234_5678));
        o.put_word(13, 8, Word::Ptr(q));
        o
    }

    /// `copy_within` (memmove) gives what a copy through a snapshot gives,
    /// on every range of an object holding whole pointers at aligned and
    /// unaligned offsets, a lone fragment and undefined bytes: the plain
    /// layer copy is taken only where no fragment is made.
    #[test]
    fn copy_within_is_a_copy_through_a_snapshot() {
        let (p, q) = (Pointer::new(PtrKind::Heap, 5, 8).0, Pointer::new(PtrKind::Heap, 3, 0).0);
        let mut base = mixed(ObjKind::Heap, p, q);
        base.write(30, 1, Val { bits: (q as u128) << 64 | (q & 0xff) as u128, undef: 0, tag: TAG_FRAG });
        let mut plain = Object::new_zero(24, ObjKind::Heap, 0);
        plain.put_word(0, 8, Word::Ptr(p));
        plain.put_word(16, 8, Word::Ptr(q));
        for o in [base, plain] {
            let n = o.size();
            for len in 1..=n {
                for src in 0..=n - len {
                    for dst in 0..=n - len {
                        let mut fast = o.clone();
                        fast.copy_within(dst, src, len);
                        let mut slow = o.clone();
                        let mut tmp = Object::new_zero(len, o.kind, 0);
                        tmp.copy_from(0, &slow, src, len);
                        slow.copy_from(dst, &tmp, 0, len);
                        assert_eq!(fast, slow, "dst {} src {} len {}", dst, src, len);
                    }
                }
            }
        }
    }

    /// A `WordView` reads and writes what the object's own `word` and
    /// `put_word` do, at every offset and size where a whole word is in
    /// bounds, on an object with undefined bytes and one without an
    /// undefined-bits layer (whose zero stand-in stays zero); it declines
    /// within 8 bytes of the end, and it is not made of an object with a
    /// lone fragment or no pointer layer.
    #[test]
    fn a_word_view_reads_and_writes_as_the_object_does() {
        let (p, q) = (Pointer::new(PtrKind::Heap, 5, 8).0, Pointer::new(PtrKind::Heap, 3, 0).0);
        let undef = mixed(ObjKind::Frame, p, q);
        let mut zero = Object::new_zero(32, ObjKind::Frame, 0);
        zero.put_word(8, 8, Word::Ptr(p));
        zero.put_word(20, 2, Word::Int(0xbeef));
        let writes = [Word::Int(0), Word::Int(0x8877_6655_4433_2211), Word::Ptr(q)];
        for o in [undef, zero] {
            let n = o.size();
            for size in 1..=8 {
                for off in 0..n {
                    let mut zeros = Vec::new();
                    let mut copy = o.clone();
                    let view = copy.word_view(&mut zeros).expect("a pointer layer and no fragments");
                    let want = if off + 8 <= n { o.word(off, size) } else { None };
                    assert_eq!(Words::word(&view, off, size), want, "read off {} size {}", off, size);
                    for w in writes {
                        if matches!(w, Word::Ptr(_)) && size != 8 {
                            continue;
                        }
                        let mut zeros = Vec::new();
                        let mut by_view = o.clone();
                        let wrote = by_view.word_view(&mut zeros).unwrap().put_word(off, size, w);
                        assert_eq!(wrote, off + 8 <= n, "write off {} size {}", off, size);
                        let mut by_object = o.clone();
                        if wrote {
                            by_object.put_word(off, size, w);
                        }
                        assert_eq!(by_view, by_object, "write {:?} off {} size {}", w, off, size);
                        assert!(zeros.iter().all(|&b| b == 0), "the stand-in layer stays zero");
                    }
                }
            }
        }
        let mut fragment = Object::new_zero(16, ObjKind::Frame, 0);
        fragment.put_word(0, 8, Word::Ptr(p));
        fragment.write(9, 1, Val { bits: (q as u128) << 64 | (q & 0xff) as u128, undef: 0, tag: TAG_FRAG });
        assert!(fragment.word_view(&mut Vec::new()).is_none());
        assert!(Object::new_zero(16, ObjKind::Frame, 0).word_view(&mut Vec::new()).is_none());
    }

    /// A frame kept as a layer block (an unplaced frame) reads and writes
    /// as the object does, and going back into an object of its size
    /// gives the object those writes make, for a frame with undefined
    /// registers and one without an undefined-bits layer (which stays
    /// without one).
    #[test]
    fn a_frame_in_a_layer_block_is_the_object_it_goes_back_into() {
        let (p, q) = (Pointer::new(PtrKind::Heap, 5, 8).0, Pointer::new(PtrKind::Heap, 3, 0).0);
        let template: Vec<u8> = (0..32).map(|i| if i < 16 { 0 } else { 0xff }).collect();
        for undef in [&template[..], &[][..]] {
            let mut fresh = Object::new_zero(0, ObjKind::Frame, 0);
            fresh.reset_frame(32, undef, 0, p, 8, 0);
            let mut block = Vec::new();
            fresh.push_layer_block(&mut block);
            assert_eq!(block.len(), 3 * 32);
            let mut view = WordView::of_block(&mut block);
            let mut zeros = Vec::new();
            let mut expect = fresh.clone();
            for off in 0..=24 {
                for size in [1, 4, 8] {
                    assert_eq!(Words::word(&view, off, size), expect.word(off, size), "read off {} size {}", off, size);
                }
            }
            for (off, size, w) in [(0, 8, Word::Ptr(q)), (16, 4, Word::Int(0xdead_beef)), (24, 8, Word::Ptr(p)), (20, 1, Word::Int(7))] {
                assert!(view.put_word(off, size, w));
                assert!(expect.word_view(&mut zeros).unwrap().put_word(off, size, w));
            }
            let mut back = Object::new_zero(0, ObjKind::Frame, 0);
            back.reset_frame(32, undef, 0, q, 8, 0);
            back.set_layer_range(&block, 0, 32);
            assert_eq!(back, expect);
            assert_eq!(back.undef_mask().is_empty(), undef.is_empty());
        }
    }

    /// Every in-bounds (offset, size) of layers of 1..=20 bytes, against
    /// a byte-by-byte reading and writing.
    #[test]
    fn words_read_and_write_exactly_their_bytes_also_at_the_end() {
        for len in 1..=20usize {
            let bytes: Vec<u8> = (0..len as u8).map(|i| i.wrapping_mul(37).wrapping_add(11)).collect();
            for size in 1..=8usize.min(len) {
                for off in 0..=len - size {
                    let want = bytes[off..off + size].iter().rev().fold(0u64, |v, &x| v << 8 | x as u64);
                    assert_eq!(load_word(&bytes, off, size), want, "load len {} off {} size {}", len, off, size);
                    let mut b = bytes.clone();
                    store_word(&mut b, off, size, 0x0102_0304_0506_0708);
                    let mut expect = bytes.clone();
                    for i in 0..size {
                        expect[off + i] = (0x0102_0304_0506_0708u64 >> (8 * i)) as u8;
                    }
                    assert_eq!(b, expect, "store len {} off {} size {}", len, off, size);
                }
            }
        }
    }
}
