//! Symbolic terms: bit-vector expressions over the program's inputs.
//!
//! Terms are hash-consed in one arena that every machine of the process
//! shares, so a term is a 32-bit id and two terms of the same structure
//! are the same id (states with terms compare by id). The constructors
//! fold constants with the rules of `scalar`, so a term that could be a
//! value is one: semantics are defined once, here for terms and there for
//! bits. The VM stores terms and builds them; whether a condition over
//! them can hold is its driver's question (`Solver`).

use crate::ir::{BinOp, CastOp, FBinOp, FPred, FTy, IPred};
use crate::scalar;
use crate::scalar::round::Round;
use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

/// A term: an index into the process's arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Term(pub u32);

/// `true`, the empty path condition: the arena's first term.
pub const TRUE: Term = Term(0);

/// One node of a term. Widths are in bits, 1 to 128.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Node {
    /// The `index`-th input of a path, of `width` bits.
    Input {
        index: u32,
        width: u8,
    },
    Const {
        width: u8,
        bits: u128,
    },
    /// An integer operation of `scalar::int_bin` (never an `nsw` form:
    /// the overflow check is the VM's, before the term is built).
    Bin {
        op: BinOp,
        a: Term,
        b: Term,
    },
    /// A comparison: one bit.
    Cmp {
        pred: IPred,
        a: Term,
        b: Term,
    },
    /// Zero or sign extension to `width`.
    Ext {
        signed: bool,
        width: u8,
        a: Term,
    },
    /// Bits `lo..lo + width` of `a`.
    Extract {
        lo: u8,
        width: u8,
        a: Term,
    },
    /// `hi` above `lo`.
    Concat {
        hi: Term,
        lo: Term,
    },
    /// `c` (one bit) ? `a` : `b`.
    Ite {
        c: Term,
        a: Term,
        b: Term,
    },
    /// A float operation (`add`, `sub`, `mul`, `div`) of
    /// `scalar::fbin_checked` on the bits of two `float`s or `double`s:
    /// the VM forks a division by zero off first where it is an error.
    FBin {
        op: FBinOp,
        round: Round,
        a: Term,
        b: Term,
    },
    /// A float comparison of `scalar::fcmp_bits`: one bit.
    FCmp {
        pred: FPred,
        a: Term,
        b: Term,
    },
    /// A conversion to `width` bits (`float_cast`): integer to float,
    /// float to float, float to integer (truncating; out of range is the
    /// VM's check, `FFits`).
    FCast {
        op: CastOp,
        round: Round,
        width: u8,
        a: Term,
    },
    /// Whether float `a`, truncated, fits a `width`-bit integer
    /// (`scalar::float_to_int_fits`): one bit.
    FFits {
        signed: bool,
        width: u8,
        a: Term,
    },
}

impl Node {
    /// The terms this node is made of.
    pub fn children(self) -> impl Iterator<Item = Term> {
        let (k, t) = match self {
            Node::Input { .. } | Node::Const { .. } => (0, [TRUE; 3]),
            Node::Ext { a, .. } | Node::Extract { a, .. } | Node::FCast { a, .. } | Node::FFits { a, .. } => (1, [a, TRUE, TRUE]),
            Node::Bin { a, b, .. } | Node::Cmp { a, b, .. } | Node::FBin { a, b, .. } | Node::FCmp { a, b, .. } => (2, [a, b, TRUE]),
            Node::Concat { hi, lo } => (2, [hi, lo, TRUE]),
            Node::Ite { c, a, b } => (3, [c, a, b]),
        };
        t.into_iter().take(k)
    }
}

/// The float format of a term of `width` bits: `float` or `double` (the
/// only ones with terms; x87 values are concretised).
pub fn float_type(width: u32) -> FTy {
    if width == 32 {
        FTy::F32
    } else {
        FTy::F64
    }
}

#[derive(Default)]
struct Arena {
    nodes: Vec<(Node, u8)>,
    index: HashMap<Node, Term>,
}

fn arena() -> &'static RwLock<Arena> {
    static ARENA: OnceLock<RwLock<Arena>> = OnceLock::new();
    ARENA.get_or_init(|| {
        let mut a = Arena::default();
        let t = Node::Const { width: 1, bits: 1 };
        a.nodes.push((t, 1));
        a.index.insert(t, TRUE);
        RwLock::new(a)
    })
}

fn intern(n: Node, width: u32) -> Term {
    debug_assert!((1..=128).contains(&width));
    if let Some(&t) = arena().read().unwrap_or_else(|e| e.into_inner()).index.get(&n) {
        return t;
    }
    let mut a = arena().write().unwrap_or_else(|e| e.into_inner());
    if let Some(&t) = a.index.get(&n) {
        return t;
    }
    let t = Term(a.nodes.len() as u32);
    a.nodes.push((n, width as u8));
    a.index.insert(n, t);
    t
}

/// The node of `t`.
pub fn node(t: Term) -> Node {
    arena().read().unwrap_or_else(|e| e.into_inner()).nodes[t.0 as usize].0
}

/// The width of `t` in bits.
pub fn width(t: Term) -> u32 {
    let w = arena().read().unwrap_or_else(|e| e.into_inner()).nodes[t.0 as usize].1;
    if w == 0 {
        128
    } else {
        w as u32
    }
}

/// Terms in the arena (for statistics).
pub fn count() -> usize {
    arena().read().unwrap_or_else(|e| e.into_inner()).nodes.len()
}

fn value_of(t: Term) -> Option<u128> {
    match node(t) {
        Node::Const { bits, .. } => Some(bits),
        _ => None,
    }
}

/// The constant `bits` (masked to `width`).
pub fn constant(width: u32, bits: u128) -> Term {
    intern(Node::Const { width: width as u8, bits: bits & crate::memory::mask(width) }, width)
}

/// A fresh input: the path's `index`-th.
pub fn input(index: u32, width: u32) -> Term {
    intern(Node::Input { index, width: width as u8 }, width)
}

/// The operation without its `nsw` flag (the VM checks overflow itself).
fn plain(op: BinOp) -> BinOp {
    match op {
        BinOp::AddNsw => BinOp::Add,
        BinOp::SubNsw => BinOp::Sub,
        BinOp::MulNsw => BinOp::Mul,
        BinOp::ShlNsw => BinOp::Shl,
        o => o,
    }
}

/// `a op b` (both of one width).
pub fn bin(op: BinOp, a: Term, b: Term) -> Term {
    let op = plain(op);
    let w = width(a);
    debug_assert_eq!(w, width(b), "operands of {:?} have one width", op);
    let (x, y) = (value_of(a), value_of(b));
    if let (Some(x), Some(y)) = (x, y) {
        if let Ok(r) = scalar::int_bin(op, w, x, y, false) {
            return constant(w, r);
        }
    }
    let ones = crate::memory::mask(w);
    match (op, x, y) {
        (BinOp::Add | BinOp::Sub | BinOp::Or | BinOp::Xor | BinOp::Shl | BinOp::LShr | BinOp::AShr, _, Some(0)) => return a,
        (BinOp::Add | BinOp::Or | BinOp::Xor, Some(0), _) => return b,
        (BinOp::Mul | BinOp::UDiv | BinOp::SDiv, _, Some(1)) => return a,
        (BinOp::Mul, Some(1), _) => return b,
        (BinOp::Mul | BinOp::And, _, Some(0)) | (BinOp::Mul | BinOp::And, Some(0), _) => return constant(w, 0),
        (BinOp::And, _, Some(m)) if m == ones => return a,
        (BinOp::And, Some(m), _) if m == ones => return b,
        (BinOp::Or, _, Some(m)) | (BinOp::Or, Some(m), _) if m == ones => return constant(w, ones),
        (BinOp::And | BinOp::Or, _, _) if a == b => return a,
        (BinOp::Xor | BinOp::Sub, _, _) if a == b => return constant(w, 0),
        _ => {}
    }
    // Constants on the right of commutative operations: one form for both.
    let (a, b) = match op {
        BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor if x.is_some() => (b, a),
        _ => (a, b),
    };
    intern(Node::Bin { op, a, b }, w)
}

/// `a pred b`: one bit.
pub fn cmp(pred: IPred, a: Term, b: Term) -> Term {
    let w = width(a);
    if let (Some(x), Some(y)) = (value_of(a), value_of(b)) {
        return constant(1, scalar::int_cmp(pred, w, x, y) as u128);
    }
    if a == b {
        let r = matches!(pred, IPred::Eq | IPred::Uge | IPred::Ule | IPred::Sge | IPred::Sle);
        return constant(1, r as u128);
    }
    intern(Node::Cmp { pred, a, b }, 1)
}

/// Logical negation of a one-bit term.
pub fn not(c: Term) -> Term {
    if let Node::Bin { op: BinOp::Xor, a, b } = node(c) {
        if value_of(b) == Some(1) && width(c) == 1 {
            return a;
        }
    }
    bin(BinOp::Xor, c, constant(1, 1))
}

/// Conjunction of one-bit terms.
pub fn and(a: Term, b: Term) -> Term {
    bin(BinOp::And, a, b)
}

/// Zero or sign extension of `a` to `to` bits (`to` >= its width).
pub fn ext(signed: bool, a: Term, to: u32) -> Term {
    let w = width(a);
    if to == w {
        return a;
    }
    debug_assert!(to > w);
    if let Some(x) = value_of(a) {
        let v = if signed { scalar::sext(x, w) as u128 } else { x };
        return constant(to, v);
    }
    intern(Node::Ext { signed, width: to as u8, a }, to)
}

/// Bits `lo..lo + w` of `a`.
pub fn extract(a: Term, lo: u32, w: u32) -> Term {
    let aw = width(a);
    debug_assert!(lo + w <= aw);
    if lo == 0 && w == aw {
        return a;
    }
    match node(a) {
        Node::Const { bits, .. } => return constant(w, bits >> lo),
        Node::Ext { a: inner, .. } if lo + w <= width(inner) => return extract(inner, lo, w),
        Node::Ext { signed: false, a: inner, .. } if lo == 0 => return ext(false, inner, w),
        Node::Extract { lo: l2, a: inner, .. } => return extract(inner, lo + l2 as u32, w),
        Node::Concat { hi, lo: low } => {
            let lw = width(low);
            if lo + w <= lw {
                return extract(low, lo, w);
            }
            if lo >= lw {
                return extract(hi, lo - lw, w);
            }
        }
        _ => {}
    }
    intern(Node::Extract { lo: lo as u8, width: w as u8, a }, w)
}

/// `hi` above `lo`.
pub fn concat(hi: Term, lo: Term) -> Term {
    let (hw, lw) = (width(hi), width(lo));
    if let (Some(h), Some(l)) = (value_of(hi), value_of(lo)) {
        return constant(hw + lw, h << lw | l);
    }
    // Adjacent slices of one term join again (a value stored and read
    // back byte by byte is the value).
    if let (Node::Extract { lo: hl, a: ha, .. }, Node::Extract { lo: ll, a: la, .. }) = (node(hi), node(lo)) {
        if ha == la && ll as u32 + lw == hl as u32 {
            return extract(ha, ll as u32, hw + lw);
        }
    }
    intern(Node::Concat { hi, lo }, hw + lw)
}

/// `c ? a : b`.
pub fn ite(c: Term, a: Term, b: Term) -> Term {
    match value_of(c) {
        Some(1) => return a,
        Some(_) => return b,
        None => {}
    }
    if a == b {
        return a;
    }
    intern(Node::Ite { c, a, b }, width(a))
}

/// `a` at `w` bits: truncated, zero-extended or itself. Terms keep the
/// width they were made with; an operation reads them at its own.
pub fn fit(a: Term, w: u32) -> Term {
    let aw = width(a);
    if aw == w {
        a
    } else if aw > w {
        extract(a, 0, w)
    } else {
        ext(false, a, w)
    }
}

/// `a op b` on floats of `a`'s width, rounded by `round` (not `frem`:
/// SMT-LIB's remainder is IEEE's, not C's `fmod`; the VM concretises it).
pub fn fbin(op: FBinOp, round: Round, a: Term, b: Term) -> Term {
    let w = width(a);
    debug_assert!(op != FBinOp::Rem && w == width(b) && (w == 32 || w == 64));
    if let (Some(x), Some(y)) = (value_of(a), value_of(b)) {
        if let Ok(r) = scalar::fbin_checked(op, float_type(w), x, y, false, round) {
            return constant(w, r);
        }
    }
    intern(Node::FBin { op, round, a, b }, w)
}

/// `a pred b` on floats of `a`'s width: one bit.
pub fn fcmp(pred: FPred, a: Term, b: Term) -> Term {
    match (pred, value_of(a), value_of(b)) {
        (FPred::True, ..) => return TRUE,
        (FPred::False, ..) => return constant(1, 0),
        (_, Some(x), Some(y)) => return constant(1, scalar::fcmp_bits(pred, float_type(width(a)), x, y) as u128),
        _ => {}
    }
    intern(Node::FCmp { pred, a, b }, 1)
}

/// The float conversion `op` of `a` to `to` bits, rounded by `round`
/// (`sitofp`, `uitofp`, `fpext`, `fptrunc`, `fptosi`, `fptoui`).
pub fn fcast(op: CastOp, round: Round, a: Term, to: u32) -> Term {
    if let Some(x) = value_of(a) {
        return constant(to, float_cast(op, round, width(a), to, x));
    }
    intern(Node::FCast { op, round, width: to as u8, a }, to)
}

/// The bits of the float conversion `op` of `x` (`from` bits) to `to` bits.
fn float_cast(op: CastOp, round: Round, from: u32, to: u32, x: u128) -> u128 {
    match op {
        CastOp::SiToFp | CastOp::UiToFp => scalar::int_to_float_bits(op == CastOp::SiToFp, from, float_type(to), x, round),
        CastOp::FpToSi | CastOp::FpToUi => scalar::float_to_int_bits(float_type(from), x, to, op == CastOp::FpToSi),
        _ => scalar::float_cast_bits(float_type(from), float_type(to), x, round),
    }
}

/// Whether float `a`, truncated, fits a `w`-bit integer: one bit.
pub fn ffits(signed: bool, w: u32, a: Term) -> Term {
    if let Some(x) = value_of(a) {
        return constant(1, scalar::float_to_int_fits(float_type(width(a)), x, w, signed) as u128);
    }
    intern(Node::FFits { signed, width: w as u8, a }, 1)
}

/// The conjuncts of a one-bit term: a path condition as the list of
/// conditions it was built from (nested conjunctions flattened).
pub fn conjuncts(pc: Term) -> Vec<Term> {
    let mut out = Vec::new();
    let mut stack = vec![pc];
    while let Some(t) = stack.pop() {
        match node(t) {
            Node::Bin { op: BinOp::And, a, b } if width(t) == 1 => {
                stack.push(b);
                stack.push(a);
            }
            Node::Const { bits: 1, width: 1 } => {}
            _ => out.push(t),
        }
    }
    out
}

/// `t` with every input `i` renamed to `to(i)` (of the same width).
pub fn rename(t: Term, to: &dyn Fn(u32) -> u32, memo: &mut HashMap<Term, Term>) -> Term {
    if let Some(&r) = memo.get(&t) {
        return r;
    }
    let mut go = |x: Term| rename(x, to, memo);
    let r = match node(t) {
        Node::Input { index, width } => input(to(index), width as u32),
        Node::Const { .. } => t,
        Node::Bin { op, a, b } => bin(op, go(a), go(b)),
        Node::Cmp { pred, a, b } => cmp(pred, go(a), go(b)),
        Node::Ext { signed, width, a } => ext(signed, go(a), width as u32),
        Node::Extract { lo, width, a } => extract(go(a), lo as u32, width as u32),
        Node::Concat { hi, lo } => {
            let h = go(hi);
            concat(h, go(lo))
        }
        Node::Ite { c, a, b } => {
            let (c, a) = (go(c), go(a));
            ite(c, a, go(b))
        }
        Node::FBin { op, round, a, b } => {
            let a = go(a);
            fbin(op, round, a, go(b))
        }
        Node::FCmp { pred, a, b } => {
            let a = go(a);
            fcmp(pred, a, go(b))
        }
        Node::FCast { op, round, width, a } => fcast(op, round, go(a), width as u32),
        Node::FFits { signed, width, a } => ffits(signed, width as u32, go(a)),
    };
    memo.insert(t, r);
    r
}

/// Conditions split into groups that share no input (linked through
/// shared inputs, transitively), given each condition's inputs: each group
/// as the positions of its members, in order. A condition without inputs
/// is a group of its own. The solver asks about each group alone; a group
/// whose inputs nothing else mentions can be dropped as a whole.
pub fn independent_groups<I: AsRef<[(u32, u32)]>>(inputs: &[I]) -> Vec<Vec<usize>> {
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut parent: Vec<usize> = (0..inputs.len()).collect();
    // Each input's first owner joins every later owner's group.
    let mut owner: HashMap<u32, usize> = HashMap::new();
    for (i, ins) in inputs.iter().enumerate() {
        for &(index, _) in ins.as_ref() {
            let o = *owner.entry(index).or_insert(i);
            let (a, b) = (root(&mut parent, o), root(&mut parent, i));
            if a != b {
                parent[b] = a;
            }
        }
    }
    let mut slot: HashMap<usize, usize> = HashMap::new();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in 0..inputs.len() {
        let r = root(&mut parent, i);
        let k = *slot.entry(r).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[k].push(i);
    }
    groups
}

/// Every distinct subterm of `roots` (the roots too), once each, with its
/// node: the one walk over a term's DAG.
pub fn subterms(roots: &[Term]) -> impl Iterator<Item = (Term, Node)> {
    let mut seen = std::collections::HashSet::new();
    let mut stack = roots.to_vec();
    std::iter::from_fn(move || loop {
        let t = stack.pop()?;
        if seen.insert(t) {
            let n = node(t);
            stack.extend(n.children());
            return Some((t, n));
        }
    })
}

/// The inputs `t` mentions, as `(index, width)`, sorted.
pub fn inputs(t: Term) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = subterms(&[t])
        .filter_map(|(_, n)| match n {
            Node::Input { index, width } => Some((index, width as u32)),
            _ => None,
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The value of `t` when each input has the value `model` gives it (an
/// input it does not know is 0): the counterexample's check of itself.
pub fn eval(t: Term, model: &dyn Fn(u32) -> Option<u128>) -> u128 {
    let mut memo = HashMap::new();
    eval_in(t, model, &mut memo)
}

fn eval_in(t: Term, model: &dyn Fn(u32) -> Option<u128>, memo: &mut HashMap<Term, u128>) -> u128 {
    if let Some(&v) = memo.get(&t) {
        return v;
    }
    let w = width(t);
    let mut go = |x: Term| eval_in(x, model, memo);
    let v = match node(t) {
        Node::Input { index, .. } => model(index).unwrap_or(0),
        Node::Const { bits, .. } => bits,
        Node::Bin { op, a, b } => {
            let (x, y) = (go(a), go(b));
            scalar::int_bin(op, w, x, y, false).unwrap_or_else(|e| smt_fallback(op, e, w, x))
        }
        Node::Cmp { pred, a, b } => {
            let aw = width(a);
            let (x, y) = (go(a), go(b));
            scalar::int_cmp(pred, aw, x, y) as u128
        }
        Node::Ext { signed, a, .. } => {
            let aw = width(a);
            let x = go(a);
            if signed {
                scalar::sext(x, aw) as u128
            } else {
                x
            }
        }
        Node::Extract { lo, a, .. } => go(a) >> lo,
        Node::Concat { hi, lo } => {
            let lw = width(lo);
            go(hi) << lw | go(lo)
        }
        Node::Ite { c, a, b } => {
            if go(c) & 1 != 0 {
                go(a)
            } else {
                go(b)
            }
        }
        Node::FBin { op, round, a, b } => {
            let (x, y) = (go(a), go(b));
            scalar::fbin_checked(op, float_type(w), x, y, false, round).unwrap_or(0)
        }
        Node::FCmp { pred, a, b } => {
            let aw = width(a);
            let (x, y) = (go(a), go(b));
            scalar::fcmp_bits(pred, float_type(aw), x, y) as u128
        }
        Node::FCast { op, round, a, .. } => {
            let aw = width(a);
            float_cast(op, round, aw, w, go(a))
        }
        Node::FFits { signed, width: iw, a } => {
            let aw = width(a);
            scalar::float_to_int_fits(float_type(aw), go(a), iw as u32, signed) as u128
        }
    } & crate::memory::mask(w);
    memo.insert(t, v);
    v
}

/// What SMT-LIB (QF_BV) gives where the program would fault (the VM
/// forks those paths off before a term is built, but a model may still
/// reach these values): division by zero, `MIN / -1` and shifts too far.
fn smt_fallback(op: BinOp, e: scalar::IntFault, w: u32, x: u128) -> u128 {
    use scalar::IntFault::*;
    let ones = crate::memory::mask(w);
    let negative = (x >> (w - 1)) & 1 == 1;
    match (op, e) {
        (BinOp::UDiv, _) => ones,
        // x / 0 is -1 for x >= 0 and 1 below; MIN / -1 wraps to MIN.
        (BinOp::SDiv, SignedDivideOverflow) => x,
        (BinOp::SDiv, _) if negative => 1,
        (BinOp::SDiv, _) => ones,
        // MIN % -1 is 0; x % 0 is x.
        (BinOp::SRem, SignedDivideOverflow) => 0,
        (BinOp::URem | BinOp::SRem, _) => x,
        (BinOp::AShr, _) if negative => ones,
        _ => 0,
    }
}

/// The driver's answer to "can this hold?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sat {
    Yes,
    No,
    /// The solver gave up: the VM treats the condition as possible (a
    /// path too many, never one too few) and says so.
    Unknown,
}

/// What the VM asks its driver about terms. `vm/` builds terms; the
/// driver owns the solver.
pub trait Solver: Send + Sync {
    /// Whether the one-bit term `query` can be 1.
    fn check(&self, query: Term) -> Sat;
    /// Values of the inputs making `query` 1, if it can be: `(index, value)`.
    fn model(&self, query: Term) -> Option<Vec<(u32, u128)>>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_structure_is_one_term_and_constants_fold() {
        let x = input(0, 32);
        let a = bin(BinOp::Add, x, constant(32, 5));
        assert_eq!(a, bin(BinOp::Add, constant(32, 5), x));
        assert_eq!(bin(BinOp::Add, constant(32, 7), constant(32, 0xffff_fffe)), constant(32, 5));
        assert_eq!(bin(BinOp::Mul, x, constant(32, 0)), constant(32, 0));
        assert_eq!(cmp(IPred::Eq, x, x), TRUE);
        assert_eq!(not(not(cmp(IPred::Slt, x, constant(32, 3)))), cmp(IPred::Slt, x, constant(32, 3)));
    }

    #[test]
    fn a_value_split_into_bytes_joins_again() {
        let x = input(1, 32);
        let bytes: Vec<Term> = (0..4).map(|k| extract(x, 8 * k, 8)).collect();
        let joined = concat(bytes[3], concat(bytes[2], concat(bytes[1], bytes[0])));
        assert_eq!(joined, x);
        let top_down = concat(concat(concat(bytes[3], bytes[2]), bytes[1]), bytes[0]);
        assert_eq!(top_down, x);
        assert_eq!(extract(ext(true, x, 64), 0, 32), x);
        assert_eq!(fit(fit(x, 64), 32), x);
    }

    #[test]
    fn evaluation_follows_the_scalar_rules() {
        let x = input(2, 32);
        let t = bin(BinOp::Mul, bin(BinOp::Add, x, constant(32, 7)), constant(32, 31));
        let model = |i: u32| (i == 2).then_some(0xffff_fff0u128);
        assert_eq!(eval(t, &model), ((0xffff_fff0u128 + 7) * 31) & 0xffff_ffff);
        let s = ext(true, x, 64);
        assert_eq!(eval(s, &model), 0xffff_ffff_ffff_fff0);
        let c = cmp(IPred::Slt, x, constant(32, 0));
        assert_eq!(eval(ite(c, constant(8, 1), constant(8, 2)), &model), 1);
        assert_eq!(conjuncts(and(and(c, not(c)), TRUE)), vec![c, not(c)]);
        assert_eq!(inputs(and(c, cmp(IPred::Eq, input(3, 8), constant(8, 1)))), vec![(2, 32), (3, 8)]);
    }

    #[test]
    fn float_terms_fold_and_evaluate_by_the_scalar_rules() {
        let (one, half) = (constant(32, 1.0f32.to_bits() as u128), constant(32, 0.5f32.to_bits() as u128));
        assert_eq!(fbin(FBinOp::Add, Round::Nearest, one, half), constant(32, 1.5f32.to_bits() as u128));
        assert_eq!(fcmp(FPred::Olt, half, one), TRUE);
        assert_eq!(fcast(CastOp::FpToSi, Round::Nearest, constant(32, 2.9f32.to_bits() as u128), 32), constant(32, 2));
        let x = input(6, 32);
        let sum = fbin(FBinOp::Mul, Round::Nearest, x, half);
        let at = |t: Term, v: f32| eval(t, &|_| Some(v.to_bits() as u128));
        assert_eq!(at(sum, 3.0), 1.5f32.to_bits() as u128);
        assert_eq!(at(fcmp(FPred::Uno, x, x), f32::NAN), 1, "NaN is unordered with itself");
        assert_eq!(at(fcmp(FPred::Oeq, x, x), f32::NAN), 0);
        assert_eq!(at(ffits(true, 32, x), 3e9), 0);
        assert_eq!(at(ffits(false, 32, x), -0.9), 1, "-0.9 truncates to 0");
        let wide = fcast(CastOp::FpExt, Round::Nearest, x, 64);
        assert_eq!(eval(wide, &|_| Some(0.1f32.to_bits() as u128)), (0.1f32 as f64).to_bits() as u128);
        assert_eq!(inputs(fcmp(FPred::Ogt, wide, constant(64, 0))), vec![(6, 32)]);
    }

    #[test]
    fn conditions_group_through_shared_inputs() {
        let ins: [&[(u32, u32)]; 5] = [&[(0, 32)], &[(1, 32)], &[(1, 32), (2, 8)], &[], &[(2, 8), (0, 32)]];
        assert_eq!(independent_groups(&ins), vec![vec![0, 1, 2, 4], vec![3]]);
        let apart: [&[(u32, u32)]; 3] = [&[(0, 32)], &[(1, 32)], &[(0, 32)]];
        assert_eq!(independent_groups(&apart), vec![vec![0, 2], vec![1]]);
    }

    #[test]
    fn evaluation_where_the_program_would_fault_is_smt_lib_s() {
        let (x, y) = (input(4, 8), input(5, 8));
        let at = |t: Term, xv: u128, yv: u128| eval(t, &|i| Some(if i == 4 { xv } else { yv }));
        assert_eq!(at(bin(BinOp::SDiv, x, y), 0xf0, 0), 1);
        assert_eq!(at(bin(BinOp::SDiv, x, y), 5, 0), 0xff);
        assert_eq!(at(bin(BinOp::SDiv, x, y), 0x80, 0xff), 0x80);
        assert_eq!(at(bin(BinOp::SRem, x, y), 0x80, 0xff), 0);
        assert_eq!(at(bin(BinOp::URem, x, y), 7, 0), 7);
        assert_eq!(at(bin(BinOp::UDiv, x, y), 7, 0), 0xff);
        assert_eq!(at(bin(BinOp::AShr, x, y), 0x80, 9), 0xff);
        assert_eq!(at(bin(BinOp::Shl, x, y), 0x80, 9), 0);
    }
}
