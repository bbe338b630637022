//! A scalar value in flight: bits, per-bit definedness and pointer-ness.

/// No pointer information.
pub const TAG_NONE: u8 = 0;
/// A whole pointer (8-byte values only).
pub const TAG_PTR: u8 = 1;
/// `TAG_FRAG | k`: byte `k` of a pointer (1-byte values only).
pub const TAG_FRAG: u8 = 0x80;
/// A symbolic value: `bits` is its `term::Term` (whose width the term
/// knows); `undef` its undefined bits, as for any value (the term's value
/// there is arbitrary). In an object's pointer layer every byte of a term
/// is `TAG_TERM_BYTE`, with the byte's own 8-bit term kept aside.
pub const TAG_TERM: u8 = 2;
pub const TAG_TERM_BYTE: u8 = 0x40;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Val {
    pub bits: u128,
    /// Set bits are undefined.
    pub undef: u128,
    pub tag: u8,
}

impl Val {
    pub fn int(bits: u128) -> Val {
        Val { bits, undef: 0, tag: TAG_NONE }
    }

    pub fn ptr(p: crate::memory::Pointer) -> Val {
        Val { bits: p.0 as u128, undef: 0, tag: TAG_PTR }
    }

    pub fn undef() -> Val {
        Val { bits: 0, undef: u128::MAX, tag: TAG_NONE }
    }

    pub fn is_ptr(&self) -> bool {
        self.tag == TAG_PTR
    }

    pub fn term(t: crate::term::Term) -> Val {
        Val { bits: t.0 as u128, undef: 0, tag: TAG_TERM }
    }

    /// The term this value is, if it is symbolic.
    #[inline]
    pub fn as_term(&self) -> Option<crate::term::Term> {
        (self.tag == TAG_TERM).then_some(crate::term::Term(self.bits as u32))
    }

    /// This value as a term of `w` bits: its term, or a constant of its
    /// bits (defined values only: the caller checked).
    pub fn to_term(&self, w: u32) -> crate::term::Term {
        match self.as_term() {
            Some(t) => crate::term::fit(t, w),
            None => crate::term::constant(w, self.bits),
        }
    }

    pub fn defined(&self, size: u32) -> bool {
        self.undef & mask(size * 8) == 0
    }

    pub fn u64(&self) -> u64 {
        self.bits as u64
    }

    /// This value as a `Word` of `size` (1..=8) bytes, if it is one:
    /// wholly defined, and a plain integer or (8 bytes) a whole pointer.
    #[inline]
    pub fn word(&self, size: u32) -> Option<Word> {
        if size == 0 || size > 8 || self.undef & mask(size * 8) != 0 {
            return None;
        }
        match self.tag {
            TAG_NONE => Some(Word::Int(self.bits as u64 & mask(size * 8) as u64)),
            TAG_PTR if size == 8 => Some(Word::Ptr(self.bits as u64)),
            _ => None,
        }
    }
}

impl From<Word> for Val {
    fn from(w: Word) -> Val {
        match w {
            Word::Int(v) => Val::int(v as u128),
            Word::Ptr(p) => Val { bits: p as u128, undef: 0, tag: TAG_PTR },
        }
    }
}

/// A wholly defined value of at most 8 bytes, as the evaluator's fast
/// paths move it without building a `Val`: a plain integer or a whole
/// pointer. Undefined bits and pointer fragments need a `Val`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    Int(u64),
    /// Only in 8-byte places.
    Ptr(u64),
}

impl Word {
    pub fn bits(self) -> u64 {
        match self {
            Word::Int(v) | Word::Ptr(v) => v,
        }
    }
}

/// All-ones in the low `w` (1..=64) bits: a table lookup (the register
/// accesses of the fast paths need one per operand).
#[inline(always)]
pub(crate) fn low_bits(w: u32) -> u64 {
    const MASKS: [u64; 128] = {
        let mut m = [0u64; 128];
        let mut i = 1;
        while i <= 64 {
            m[i] = u64::MAX >> (64 - i);
            i += 1;
        }
        m
    };
    debug_assert!((1..=64).contains(&w));
    MASKS[w as usize & 127]
}

/// All-ones mask of `bits` bits.
#[inline]
pub fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}
