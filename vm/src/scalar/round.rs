//! Directed rounding (C17 7.6.3, IEEE 754 4.3.2) without changing the
//! host's mode: the host computes the round-to-nearest result `p`, an
//! exact comparison of the true value with `p` (integer arithmetic on the
//! operands' significands) says on which side the true value lies, and `p`
//! steps one ulp when the mode wants the other neighbour. Round to nearest
//! never comes here: its callers test the mode first. `x86_fp80` values
//! round in their own precision (`x87.rs`), `ldexp` of them excepted.

use crate::ir::{FBinOp, FTy};
use std::cmp::Ordering;

/// The rounding mode, numbered as x86's RC field (`FE_*` >> 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Round {
    Nearest = 0,
    Down = 1,
    Up = 2,
    Zero = 3,
}

impl Round {
    /// The mode kept in the FLAGS control register.
    #[inline(always)]
    pub fn of_flags(flags: u64) -> Round {
        match (flags & crate::abi::CF_ROUND) >> crate::abi::CF_ROUND_SHIFT {
            0 => Round::Nearest,
            1 => Round::Down,
            2 => Round::Up,
            _ => Round::Zero,
        }
    }
}

/// What the rounding needs of `f32` and `f64`.
trait Fl: Copy + PartialOrd + std::ops::Neg<Output = Self> {
    const MAX: Self;
    /// The value of the least subnormal's bit: 2^EMIN.
    const EMIN: i32;
    const FRAC: u32;
    fn bits(self) -> u64;
    fn is_finite(self) -> bool;
    fn is_nan(self) -> bool;
    fn next_up(self) -> Self;
    fn next_down(self) -> Self;
    fn zero(neg: bool) -> Self;
}

macro_rules! fl {
    ($t:ty, $emin:expr, $frac:expr) => {
        impl Fl for $t {
            const MAX: $t = <$t>::MAX;
            const EMIN: i32 = $emin;
            const FRAC: u32 = $frac;
            fn bits(self) -> u64 {
                self.to_bits() as u64
            }
            fn is_finite(self) -> bool {
                <$t>::is_finite(self)
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn next_up(self) -> $t {
                <$t>::next_up(self)
            }
            fn next_down(self) -> $t {
                <$t>::next_down(self)
            }
            fn zero(neg: bool) -> $t {
                if neg {
                    -0.0
                } else {
                    0.0
                }
            }
        }
    };
}
fl!(f64, -1074, 52);
fl!(f32, -149, 23);

/// A finite value as sign, integer significand and exponent: m * 2^e.
#[derive(Clone, Copy)]
struct Term {
    neg: bool,
    m: u128,
    e: i32,
}

fn parts<F: Fl>(x: F) -> Term {
    let b = x.bits();
    let w = if F::FRAC == 52 { 64 } else { 32 };
    let neg = b >> (w - 1) & 1 != 0;
    let frac = b & ((1 << F::FRAC) - 1);
    let ex = ((b >> F::FRAC) & ((1 << (w - 1 - F::FRAC)) - 1)) as i32;
    if ex == 0 {
        Term { neg, m: frac as u128, e: F::EMIN }
    } else {
        Term { neg, m: (frac | 1 << F::FRAC) as u128, e: F::EMIN + ex - 1 }
    }
}

fn neg(t: Term) -> Term {
    Term { neg: !t.neg, ..t }
}

fn times(a: Term, b: Term) -> Term {
    Term { neg: a.neg != b.neg, m: a.m * b.m, e: a.e + b.e }
}

/// Limbs of the exact sums: the widest span is `fma`'s, from the product
/// of two subnormals (2^-2148) to the largest double's bits (2^1024), plus
/// a 128-bit significand.
const LIMBS: usize = 56;

/// The sign of the exact sum of `terms` (at most three nonzero ones).
fn sum_sign(terms: &[Term]) -> Ordering {
    let Some(low) = terms.iter().filter(|t| t.m != 0).map(|t| t.e).min() else { return Ordering::Equal };
    let (mut pos, mut negs) = ([0u64; LIMBS], [0u64; LIMBS]);
    for t in terms.iter().filter(|t| t.m != 0) {
        let s = (t.e - low) as usize;
        let acc = if t.neg { &mut negs } else { &mut pos };
        let (limb, bit) = (s / 64, s % 64);
        // The significand shifted by `bit`, as three limbs.
        let lo = (t.m << bit) as u64;
        let mid = ((t.m << bit) >> 64) as u64;
        let hi = if bit == 0 { 0 } else { (t.m >> (128 - bit)) as u64 };
        let words = [lo, mid, hi];
        let (mut carry, mut i, mut k) = (0u64, limb, 0);
        while i < LIMBS && (k < 3 || carry != 0) {
            let (s1, c1) = acc[i].overflowing_add(if k < 3 { words[k] } else { 0 });
            let (s2, c2) = s1.overflowing_add(carry);
            acc[i] = s2;
            carry = (c1 || c2) as u64;
            i += 1;
            k += 1;
        }
    }
    pos.iter().rev().cmp(negs.iter().rev())
}

/// `p`, the nearest rounding of a value whose sign relative to `p` is
/// `side`, rounded by `rm` instead. An infinite `p` of a `finite` true
/// value is an overflow, which the directed modes may turn into the
/// largest finite value.
fn direct<F: Fl>(p: F, finite: bool, side: Ordering, rm: Round) -> F {
    if p.is_nan() {
        return p;
    }
    if !p.is_finite() {
        let pos = p > F::MAX;
        return match (finite, rm, pos) {
            (true, Round::Down | Round::Zero, true) => F::MAX,
            (true, Round::Up | Round::Zero, false) => -F::MAX,
            _ => p,
        };
    }
    let zero = F::zero(false);
    match (side, rm) {
        (Ordering::Greater, Round::Up) => p.next_up(),
        (Ordering::Greater, Round::Zero) if p < zero => p.next_up(),
        (Ordering::Less, Round::Down) => p.next_down(),
        (Ordering::Less, Round::Zero) if p > zero => p.next_down(),
        _ => p,
    }
}

/// Whether `rm` rounds an inexact value of this sign away from zero (up
/// for a positive one, down for a negative one): a magnitude cut short
/// (digits, hexadecimal digits) then grows by one unit.
pub fn rounds_away(neg: bool, rm: Round) -> bool {
    if neg {
        rm == Round::Down
    } else {
        rm == Round::Up
    }
}

/// `p`, the nearest double to a finite value on `side` of it, rounded by
/// `rm` instead (`strtod` of a decimal: the host gives the nearest, an
/// exact decimal comparison the side).
pub fn step(p: f64, side: Ordering, rm: Round) -> f64 {
    direct(p, true, side, rm)
}

/// The sign of an exact zero sum `x + y` (IEEE 754 6.3): that of the
/// operands when they agree, otherwise -0 only when rounding down.
fn zero_sum<F: Fl>(x_neg: bool, y_neg: bool, rm: Round) -> F {
    F::zero(if x_neg == y_neg { x_neg } else { rm == Round::Down })
}

fn is_neg<F: Fl>(x: F) -> bool {
    x.bits() >> (if F::FRAC == 52 { 63 } else { 31 }) != 0
}

/// `x + y` rounded by `rm`; `p` is the nearest result.
fn add<F: Fl>(x: F, y: F, p: F, rm: Round) -> F {
    if !(x.is_finite() && y.is_finite()) {
        return p;
    }
    if p == F::zero(false) {
        // A sum is exact near zero: no underflow.
        return zero_sum(is_neg(x), is_neg(y), rm);
    }
    direct(p, true, sum_sign(&[parts(x), parts(y), neg(parts(p))]), rm)
}

fn mul<F: Fl>(x: F, y: F, p: F, rm: Round) -> F {
    if !(x.is_finite() && y.is_finite()) {
        return p;
    }
    direct(p, true, sum_sign(&[times(parts(x), parts(y)), neg(parts(p))]), rm)
}

fn div<F: Fl>(x: F, y: F, p: F, rm: Round) -> F {
    if !(x.is_finite() && y.is_finite()) || y == F::zero(false) {
        return p;
    }
    // x/y - p has the sign of (x - p*y) times that of y.
    let s = sum_sign(&[parts(x), neg(times(parts(p), parts(y)))]);
    direct(p, true, if is_neg(y) { s.reverse() } else { s }, rm)
}

fn sqrt<F: Fl>(x: F, p: F, rm: Round) -> F {
    if !x.is_finite() || x <= F::zero(false) {
        return p;
    }
    direct(p, true, sum_sign(&[parts(x), neg(times(parts(p), parts(p)))]), rm)
}

fn fma<F: Fl>(x: F, y: F, z: F, p: F, rm: Round) -> F {
    if !(x.is_finite() && y.is_finite() && z.is_finite()) {
        return p;
    }
    let xy = times(parts(x), parts(y));
    let side = sum_sign(&[xy, parts(z), neg(parts(p))]);
    if p == F::zero(false) && side == Ordering::Equal {
        // x*y is a zero of its own sign, or the exact negation of z.
        let xy_neg = if xy.m == 0 { xy.neg } else { !is_neg(z) };
        return zero_sum(xy_neg, is_neg(z), rm);
    }
    direct(p, true, side, rm)
}

/// A double, as `ty`'s bits (`X87`: its 80-bit encoding).
fn x87(x: f64) -> u128 {
    super::x87::from_f64(x)
}

/// The double bits of `half` bits (exact).
fn half_double(bits: u128) -> u128 {
    super::half::to_f64(bits as u16).to_bits() as u128
}

/// Double bits rounded to `half` by `rm`.
fn half_of(bits: u128, rm: Round) -> u128 {
    super::half::round(f64::from_bits(bits as u64), rm)
}

/// `op` on the bits of two `float`s, `double`s or `x86_fp80`s rounded by `rm`, given
/// the nearest result `r` (the caller's; `frem` is exact, as native code
/// computes it with `fmod`).
#[cold]
#[inline(never)]
pub fn fbin(op: FBinOp, ty: FTy, a: u128, b: u128, r: u128, rm: Round) -> u128 {
    fn go<F: Fl>(op: FBinOp, x: F, y: F, p: F, rm: Round) -> F {
        match op {
            FBinOp::Add => add(x, y, p, rm),
            FBinOp::Sub => add(x, -y, p, rm),
            FBinOp::Mul => mul(x, y, p, rm),
            FBinOp::Div => div(x, y, p, rm),
            FBinOp::Rem => p,
        }
    }
    match ty {
        // (through double: scalar::fbin_checked)
        FTy::F16 => crate::scalar::fbin_round(op, ty, a, b, rm),
        FTy::F32 => go(op, f32::from_bits(a as u32), f32::from_bits(b as u32), f32::from_bits(r as u32), rm).to_bits() as u128,
        FTy::F64 => go(op, f64::from_bits(a as u64), f64::from_bits(b as u64), f64::from_bits(r as u64), rm).to_bits() as u128,
        FTy::X87 => super::x87::bin(op, a, b, rm),
    }
}

/// `sqrt` of a `half`, `float`, `double` or `x86_fp80` rounded by `rm`.
pub fn sqrt_bits(ty: FTy, a: u128, rm: Round) -> u128 {
    match ty {
        // The double root in the same mode, rounded to half by it (scalar/half.rs).
        FTy::F16 => half_of(sqrt_bits(FTy::F64, half_double(a), rm), rm),
        FTy::F32 => {
            let x = f32::from_bits(a as u32);
            sqrt(x, x.sqrt(), rm).to_bits() as u128
        }
        FTy::F64 => {
            let x = f64::from_bits(a as u64);
            sqrt(x, x.sqrt(), rm).to_bits() as u128
        }
        FTy::X87 => super::x87::sqrt(a, rm),
    }
}

/// `fma(x, y, z)` (one rounding) of `half`s, `float`s, `double`s or `x86_fp80`s, by `rm`.
pub fn fma_bits(ty: FTy, a: u128, b: u128, c: u128, rm: Round) -> u128 {
    fn go<F: Fl>(x: F, y: F, z: F, p: F, rm: Round) -> F {
        if rm == Round::Nearest {
            p
        } else {
            fma(x, y, z, p, rm)
        }
    }
    match ty {
        // x*y is exact in double (22 bits). To nearest, the double sum and
        // the sign of its exact remainder (TwoSum) round once to half, so
        // no double rounding can land on a half-way point; directed, the
        // double fma of the same mode rounds to half by it (scalar/half.rs).
        FTy::F16 if rm == Round::Nearest => {
            let p = f64::from_bits(half_double(a) as u64) * f64::from_bits(half_double(b) as u64);
            let (s, rest) = super::half::two_sum(p, f64::from_bits(half_double(c) as u64));
            super::half::from_f64(s, rest, rm) as u128
        }
        FTy::F16 => half_of(fma_bits(FTy::F64, half_double(a), half_double(b), half_double(c), rm), rm),
        FTy::F32 => {
            let (x, y, z) = (f32::from_bits(a as u32), f32::from_bits(b as u32), f32::from_bits(c as u32));
            go(x, y, z, x.mul_add(y, z), rm).to_bits() as u128
        }
        FTy::F64 => {
            let (x, y, z) = (f64::from_bits(a as u64), f64::from_bits(b as u64), f64::from_bits(c as u64));
            go(x, y, z, x.mul_add(y, z), rm).to_bits() as u128
        }
        FTy::X87 => super::x87::fma(a, b, c, rm),
    }
}

/// An integer (`neg`, magnitude `m`) converted to `tt` by `rm`, given the
/// nearest conversion `r`.
pub fn of_int(neg_: bool, m: u128, tt: FTy, r: u128, rm: Round) -> u128 {
    fn go<F: Fl>(neg_: bool, m: u128, p: F, rm: Round) -> F {
        direct(p, true, sum_sign(&[Term { neg: neg_, m, e: 0 }, neg(parts(p))]), rm)
    }
    match tt {
        // (exact in double below 2^53, past half's range above)
        FTy::F16 => half_of(of_int(neg_, m, FTy::F64, (if neg_ { -(m as f64) } else { m as f64 }).to_bits() as u128, rm), rm),
        FTy::F32 => go(neg_, m, f32::from_bits(r as u32), rm).to_bits() as u128,
        FTy::F64 => go(neg_, m, f64::from_bits(r as u64), rm).to_bits() as u128,
        FTy::X87 => super::x87::of_int(neg_, m, rm),
    }
}

/// On which side of `p`, a double next to it (nearest, or the other
/// neighbour), lies the nonzero value `m * 2^e` of sign `neg_`: `p` zero
/// or infinite is an under- or overflow, the value beyond it.
pub fn scaled_side(neg_: bool, m: u128, e: i32, p: f64) -> Ordering {
    if p == 0.0 || !p.is_finite() {
        return if neg_ { Ordering::Less } else { Ordering::Greater };
    }
    sum_sign(&[Term { neg: neg_, m, e }, neg(parts(p))])
}

/// Whether the nonzero `m * 2^e` is at least 2^1024 in magnitude: an
/// overflow in every mode, even where the mode gives `DBL_MAX`.
pub fn beyond_double(m: u128, e: i32) -> bool {
    sum_sign(&[Term { neg: false, m, e }, Term { neg: true, m: 1, e: 1024 }]) != Ordering::Less
}

/// `ldexp(x, n)`, `x * 2^n`, of a `float`, `double` or `x86_fp80` (its
/// double `x`) rounded by `rm`, given `p`, the nearest double result: it
/// is exact unless it overflows or lands among the subnormals.
pub fn ldexp_bits(ty: FTy, x: f64, n: i32, p: f64, rm: Round) -> u128 {
    fn go(x: f64, n: i32, p: f64, rm: Round) -> f64 {
        if !x.is_finite() || x == 0.0 {
            return p;
        }
        let t = parts(x);
        direct(p, true, scaled_side(t.neg, t.m, t.e.saturating_add(n), p), rm)
    }
    match ty {
        // Likewise a half scaled by 2^n, n within ±100.
        FTy::F16 => super::half::round(x * 2f64.powi(n.clamp(-100, 100)), rm),
        // A float scaled by 2^n, n within ±400, is exact in double; past
        // that the float result is the same as at ±400.
        FTy::F32 => narrow(x * 2f64.powi(n.clamp(-400, 400)), rm).to_bits() as u128,
        FTy::F64 => go(x, n, p, rm).to_bits() as u128,
        FTy::X87 => x87(go(x, n, p, rm)),
    }
}

/// A `double` (or the double value of an `x86_fp80`) narrowed to `float` by `rm`.
#[cold]
pub fn narrow(x: f64, rm: Round) -> f32 {
    let p = x as f32;
    if !x.is_finite() {
        return p;
    }
    direct(p, true, sum_sign(&[parts(x), neg(parts(p))]), rm)
}

/// `rint`: `x` rounded to an integer by `rm`.
pub fn rint(x: f64, rm: Round) -> f64 {
    match rm {
        Round::Nearest => x.round_ties_even(),
        Round::Down => x.floor(),
        Round::Up => x.ceil(),
        Round::Zero => x.trunc(),
    }
}

/// `lrint` and `llrint` as x86-64's `cvtsd2si` computes them: out of
/// range and NaN give the "integer indefinite" value.
pub fn lrint(x: f64, rm: Round) -> i64 {
    let r = rint(x, rm);
    if r >= -(2f64.powi(63)) && r < 2f64.powi(63) {
        r as i64
    } else {
        i64::MIN
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Round::*;

    fn d(op: FBinOp, x: f64, y: f64, rm: Round) -> f64 {
        let r = crate::scalar::fbin_bits(op, FTy::F64, x.to_bits() as u128, y.to_bits() as u128);
        f64::from_bits(fbin(op, FTy::F64, x.to_bits() as u128, y.to_bits() as u128, r, rm) as u64)
    }

    fn s(op: FBinOp, x: f32, y: f32, rm: Round) -> f32 {
        let r = crate::scalar::fbin_bits(op, FTy::F32, x.to_bits() as u128, y.to_bits() as u128);
        f32::from_bits(fbin(op, FTy::F32, x.to_bits() as u128, y.to_bits() as u128, r, rm) as u32)
    }

    #[test]
    fn arithmetic_in_each_mode() {
        let third = 1.0 / 3.0;
        assert_eq!(d(FBinOp::Div, 1.0, 3.0, Up), third.next_up());
        assert_eq!(d(FBinOp::Div, 1.0, 3.0, Down), third);
        assert_eq!(d(FBinOp::Div, -1.0, 3.0, Zero), -third);
        assert_eq!(d(FBinOp::Div, -1.0, 3.0, Down), -third.next_up());
        assert_eq!(d(FBinOp::Div, 1.0, -3.0, Up), -third);
        assert_eq!(d(FBinOp::Add, 1.0, 1e-30, Up), 1.0f64.next_up());
        assert_eq!(d(FBinOp::Add, 1.0, 1e-30, Down), 1.0);
        assert_eq!(d(FBinOp::Sub, 1.0, 1e-30, Down), 1.0f64.next_down());
        assert_eq!(d(FBinOp::Sub, 1.0, 1e-30, Zero), 1.0f64.next_down());
        assert_eq!(d(FBinOp::Sub, 1.0, 1e-30, Up), 1.0);
        assert_eq!(d(FBinOp::Mul, 0.1, 0.1, Up), 0.1f64 * 0.1);
        assert_eq!(d(FBinOp::Mul, 0.1, 0.1, Down), (0.1f64 * 0.1).next_down());
        // (float's nearest 1/3 lies above it, double's below.)
        assert_eq!(s(FBinOp::Div, 1.0, 3.0, Up), 1.0f32 / 3.0);
        assert_eq!(s(FBinOp::Div, 1.0, 3.0, Down), (1.0f32 / 3.0).next_down());
        assert_eq!(s(FBinOp::Add, 1.0, 1e-20, Up), 1.0f32.next_up());
        // Exact results do not move.
        assert_eq!(d(FBinOp::Add, 1.5, 2.25, Up), 3.75);
        assert_eq!(d(FBinOp::Rem, 5.5, 2.0, Up), 1.5);
    }

    #[test]
    fn zeros_overflow_and_subnormals() {
        let neg0 = |x: f64| x == 0.0 && x.is_sign_negative();
        assert!(neg0(d(FBinOp::Sub, 2.0, 2.0, Down)));
        assert!(!neg0(d(FBinOp::Sub, 2.0, 2.0, Up)));
        assert!(neg0(d(FBinOp::Add, 0.0, -0.0, Down)));
        assert!(!neg0(d(FBinOp::Add, 0.0, 0.0, Down)));
        assert!(neg0(d(FBinOp::Add, -0.0, -0.0, Up)));
        assert_eq!(d(FBinOp::Mul, 1e300, 1e300, Down), f64::MAX);
        assert_eq!(d(FBinOp::Mul, 1e300, 1e300, Zero), f64::MAX);
        assert_eq!(d(FBinOp::Mul, 1e300, 1e300, Up), f64::INFINITY);
        assert_eq!(d(FBinOp::Mul, -1e300, 1e300, Up), -f64::MAX);
        assert_eq!(d(FBinOp::Mul, -1e300, 1e300, Down), f64::NEG_INFINITY);
        assert_eq!(d(FBinOp::Add, f64::MAX, f64::MAX, Zero), f64::MAX);
        assert_eq!(d(FBinOp::Add, f64::MAX, 1e292, Up), f64::INFINITY);
        assert_eq!(d(FBinOp::Div, 1.0, 0.0, Zero), f64::INFINITY);
        assert_eq!(d(FBinOp::Add, f64::INFINITY, 1.0, Down), f64::INFINITY);
        assert!(d(FBinOp::Sub, f64::INFINITY, f64::INFINITY, Down).is_nan());
        let tiny = f64::from_bits(1);
        assert_eq!(d(FBinOp::Mul, tiny, 0.5, Up), tiny);
        assert!(neg0(d(FBinOp::Mul, -tiny, 0.5, Up)));
        assert_eq!(d(FBinOp::Mul, -tiny, 0.5, Down), -tiny);
        assert_eq!(d(FBinOp::Mul, tiny, 0.75, Down), 0.0);
        assert_eq!(d(FBinOp::Div, tiny, 3.0, Up), tiny);
        assert_eq!(d(FBinOp::Mul, 1e-300, 1e-300, Up), tiny);
        assert_eq!(d(FBinOp::Mul, 1e-300, 1e-300, Zero), 0.0);
    }

    #[test]
    fn sqrt_fma_conversions_and_rint() {
        // (The nearest square root of 2 lies above it, that of 3 below.)
        let root = |x: f64, rm| f64::from_bits(sqrt_bits(FTy::F64, x.to_bits() as u128, rm) as u64);
        assert_eq!(root(2.0, Up), 2f64.sqrt());
        assert_eq!(root(2.0, Down), 2f64.sqrt().next_down());
        assert_eq!(root(3.0, Up), 3f64.sqrt().next_up());
        assert_eq!(root(3.0, Zero), 3f64.sqrt());
        assert_eq!(f64::from_bits(sqrt_bits(FTy::F64, 4f64.to_bits() as u128, Down) as u64), 2.0);
        let fm =
            |x: f64, y: f64, z: f64, rm| f64::from_bits(fma_bits(FTy::F64, x.to_bits() as u128, y.to_bits() as u128, z.to_bits() as u128, rm) as u64);
        assert_eq!(fm(0.1, 10.0, -1.0, Nearest), 0.1f64.mul_add(10.0, -1.0));
        assert_eq!(fm(1.0, 1.0, 1e-30, Up), 1.0f64.next_up());
        assert!(fm(2.0, 3.0, -6.0, Down).is_sign_negative());
        assert!(fm(2.0, 3.0, -6.0, Up).is_sign_positive());
        assert!(fm(1e-300, 1e-300, -0.0, Down).is_sign_positive());
        assert_eq!(fm(1e-300, 1e-300, 0.0, Up), f64::from_bits(1));
        let big = (1u128 << 53) + 1;
        let conv = |rm| f64::from_bits(of_int(false, big, FTy::F64, (big as f64).to_bits() as u128, rm) as u64);
        assert_eq!(conv(Up), 2f64.powi(53) + 2.0);
        assert_eq!(conv(Down), 2f64.powi(53));
        let nconv = |rm| f64::from_bits(of_int(true, big, FTy::F64, (-(big as f64)).to_bits() as u128, rm) as u64);
        assert_eq!(nconv(Down), -(2f64.powi(53) + 2.0));
        assert_eq!(nconv(Zero), -(2f64.powi(53)));
        assert_eq!(narrow(0.1, Up), 0.1f32);
        assert_eq!(narrow(0.1, Down), 0.1f32.next_down());
        assert_eq!(narrow(1e300, Zero), f32::MAX);
        assert_eq!(narrow(-1e300, Down), f32::NEG_INFINITY);
        assert_eq!(narrow(1e-50, Up), f32::from_bits(1));
        assert_eq!(rint(2.5, Nearest), 2.0);
        assert_eq!(rint(2.5, Up), 3.0);
        assert_eq!(rint(-2.5, Down), -3.0);
        assert_eq!(rint(-2.5, Zero), -2.0);
        assert_eq!(lrint(1e300, Up), i64::MIN);
        assert_eq!(lrint(-2.5, Up), -2);
    }

    #[test]
    fn ldexp_in_each_mode() {
        let l = |x: f64, n, rm| f64::from_bits(ldexp_bits(FTy::F64, x, n, crate::eval::native::ldexp(x, n), rm) as u64);
        let tiny = f64::from_bits(1);
        assert_eq!(l(3.0, -1075, Nearest), 2.0 * tiny);
        assert_eq!(l(3.0, -1075, Down), tiny);
        assert_eq!(l(3.0, -1075, Up), 2.0 * tiny);
        assert_eq!(l(-3.0, -1075, Zero), -tiny);
        assert_eq!(l(1.0, -1080, Up), tiny);
        assert_eq!(l(-1.0, -1080, Down), -tiny);
        assert!(l(-1.0, -1080, Up).is_sign_negative());
        assert_eq!(l(f64::MAX, 1, Down), f64::MAX);
        assert_eq!(l(f64::MAX, 1, Up), f64::INFINITY);
        assert_eq!(l(-f64::MAX, 2000, Zero), -f64::MAX);
        assert_eq!(l(1.5, 3, Down), 12.0);
        let lf = |x: f32, n, rm| f32::from_bits(ldexp_bits(FTy::F32, x as f64, n, 0.0, rm) as u32);
        assert_eq!(lf(3.0, -150, Down), f32::from_bits(1));
        assert_eq!(lf(3.0, -150, Up), f32::from_bits(2));
        assert_eq!(lf(f32::MAX, 1, Zero), f32::MAX);
        assert_eq!(lf(1.0, i32::MIN, Up), f32::from_bits(1));
    }

    /// Against the host in each mode, on values whose results land on
    /// every side (a check of the exact comparison, not of the host).
    #[test]
    fn steps_at_most_one_ulp_toward_the_mode() {
        let vals = [1.0, 3.0, 0.1, -0.7, 1e-310, -2.5e-320, 7e200, -3e-200, 123456.789, f64::MAX, f64::MIN_POSITIVE];
        for &x in &vals {
            for &y in &vals {
                for op in [FBinOp::Add, FBinOp::Sub, FBinOp::Mul, FBinOp::Div] {
                    let n = d(op, x, y, Nearest);
                    let (u, w, z) = (d(op, x, y, Up), d(op, x, y, Down), d(op, x, y, Zero));
                    if !n.is_finite() {
                        continue;
                    }
                    assert!(u >= n && w <= n && (u == w || u == w.next_up()), "{:?} {} {}", op, x, y);
                    assert!(n == u || n == w, "{:?} {} {}", op, x, y);
                    assert_eq!(z, if n.is_sign_positive() { w } else { u }, "{:?} {} {}", op, x, y);
                }
            }
        }
    }
}
