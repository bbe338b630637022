//! Scalar semantics: the one definition of what integer and float
//! operations, comparisons, casts, sign extension and the pointer-arithmetic
//! rule compute on defined bits.
//!
//! Every evaluator calls these: the general path (`eval/arith.rs`, which
//! adds undefined bits and pointer tags around them and turns an
//! `IntFault` into the program's fault), the fast paths (`eval/fast/word.rs`,
//! on `u64` with the common widths as constants, so the masks fold), the
//! atomic read-modify-writes, the intrinsics and constant folding at
//! lowering. The integer rules are generic over `Bits` (`u64` for the
//! fast paths, `u128` for the general one), written once for both.

use crate::ir::{BinOp, CastOp, FBinOp, FPred, FTy, IPred, OverflowOp, RmwOp};
use crate::memory::mask;
use std::ops::{BitAnd, BitOr, BitXor, Div, Not, Rem, Shl, Shr};

pub mod half;
pub mod round;
pub mod x87;
pub use round::Round;

/// Unsigned integers that hold a value of 1..=`BITS` bits, with their
/// signed twin.
pub trait Bits:
    Copy
    + Eq
    + Ord
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + Div<Output = Self>
    + Rem<Output = Self>
{
    type Signed: Copy + Ord + Div<Output = Self::Signed> + Rem<Output = Self::Signed> + Shr<u32, Output = Self::Signed>;
    const ZERO: Self;
    /// All ones in the low `w` (1..=`BITS`) bits.
    fn low_mask(w: u32) -> Self;
    /// The low `w` (1..=`BITS`) bits sign-extended (higher bits ignored).
    fn sext(self, w: u32) -> Self::Signed;
    fn of_signed(s: Self::Signed) -> Self;
    /// Whether the value is below `w` (a shift amount in range).
    fn below(self, w: u32) -> bool;
    /// The low 32 bits (a shift amount already checked by `below`).
    fn low_u32(self) -> u32;
    fn wrapping_add(self, y: Self) -> Self;
    fn wrapping_sub(self, y: Self) -> Self;
    fn wrapping_mul(self, y: Self) -> Self;
    /// The smallest `w`-bit signed value.
    fn signed_min(w: u32) -> Self::Signed;
    fn minus_one() -> Self::Signed;
    /// `op` (an `nsw` operation) of the sign-extended operands overflows
    /// `w` signed bits; `r` is the wrapped result.
    fn overflows(op: BinOp, w: u32, x: Self, y: Self, r: Self) -> bool;
}

macro_rules! bits_impl {
    ($u:ty, $i:ty, $low_mask:path) => {
        impl Bits for $u {
            type Signed = $i;
            const ZERO: $u = 0;
            #[inline(always)]
            fn low_mask(w: u32) -> $u {
                $low_mask(w) as $u
            }
            #[inline(always)]
            fn sext(self, w: u32) -> $i {
                let sh = <$u>::BITS.saturating_sub(w);
                ((self << sh) as $i) >> sh
            }
            #[inline(always)]
            fn of_signed(s: $i) -> $u {
                s as $u
            }
            #[inline(always)]
            fn below(self, w: u32) -> bool {
                self < w as $u
            }
            #[inline(always)]
            fn low_u32(self) -> u32 {
                self as u32
            }
            #[inline(always)]
            fn wrapping_add(self, y: $u) -> $u {
                <$u>::wrapping_add(self, y)
            }
            #[inline(always)]
            fn wrapping_sub(self, y: $u) -> $u {
                <$u>::wrapping_sub(self, y)
            }
            #[inline(always)]
            fn wrapping_mul(self, y: $u) -> $u {
                <$u>::wrapping_mul(self, y)
            }
            #[inline(always)]
            fn signed_min(w: u32) -> $i {
                (1 as $u).wrapping_shl(w - 1).sext(w)
            }
            #[inline(always)]
            fn minus_one() -> $i {
                -1
            }
            #[cold]
            fn overflows(op: BinOp, w: u32, x: $u, y: $u, r: $u) -> bool {
                let (sx, sy) = (x.sext(w), y.sext(w));
                let (min, max) = (Self::signed_min(w), (Self::low_mask(w) >> 1) as $i);
                let exact = match op {
                    BinOp::AddNsw => sx.checked_add(sy),
                    BinOp::SubNsw => sx.checked_sub(sy),
                    BinOp::MulNsw => sx.checked_mul(sy),
                    // shl nsw: the bits shifted out must all equal the result's sign bit.
                    BinOp::ShlNsw => return (r.sext(w) >> (y as u32)) != sx,
                    _ => return false,
                };
                !exact.is_some_and(|v| v >= min && v <= max)
            }
        }
    };
}

// (`u64` masks by table, as the fast paths' register accesses do.)
bits_impl!(u64, i64, crate::memory::low_bits);
bits_impl!(u128, i128, mask);

/// The low `w` bits of `v` sign-extended; `w` of `BITS` or more takes `v`
/// whole.
#[inline(always)]
pub fn sext<T: Bits>(v: T, w: u32) -> T::Signed {
    v.sext(w)
}

/// Why an integer operation has no result: the program's fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntFault {
    /// Division or remainder by zero.
    DivideByZero,
    /// The smallest signed value divided by -1.
    SignedDivideOverflow,
    /// A shift by the width or more.
    ShiftTooFar,
    /// `nsw` arithmetic overflowed (only when checked).
    SignedOverflow,
}

pub fn is_nsw(op: BinOp) -> bool {
    matches!(op, BinOp::AddNsw | BinOp::SubNsw | BinOp::MulNsw | BinOp::ShlNsw)
}

/// `op` on the low `w` bits of `x` and `y`, the result masked to `w` bits.
/// `checked` (`--ub-overflow`, defined non-pointer operands) makes signed
/// overflow of `nsw` operations a fault.
#[inline(always)]
pub fn int_bin<T: Bits>(op: BinOp, w: u32, x: T, y: T, checked: bool) -> Result<T, IntFault> {
    let m = T::low_mask(w);
    let (x, y) = (x & m, y & m);
    let r = match op {
        BinOp::Add | BinOp::AddNsw => x.wrapping_add(y),
        BinOp::Sub | BinOp::SubNsw => x.wrapping_sub(y),
        BinOp::Mul | BinOp::MulNsw => x.wrapping_mul(y),
        BinOp::And => x & y,
        BinOp::Or => x | y,
        BinOp::Xor => x ^ y,
        BinOp::Shl | BinOp::ShlNsw | BinOp::LShr | BinOp::AShr => {
            if !y.below(w) {
                return Err(IntFault::ShiftTooFar);
            }
            let s = y.low_u32();
            match op {
                BinOp::Shl | BinOp::ShlNsw => x << s,
                BinOp::LShr => x >> s,
                _ => T::of_signed(x.sext(w) >> s),
            }
        }
        BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem => {
            if y == T::ZERO {
                return Err(IntFault::DivideByZero);
            }
            match op {
                BinOp::UDiv => x / y,
                BinOp::URem => x % y,
                _ => {
                    let (sx, sy) = (x.sext(w), y.sext(w));
                    if sy == T::minus_one() && sx == T::signed_min(w) {
                        return Err(IntFault::SignedDivideOverflow);
                    }
                    T::of_signed(if op == BinOp::SDiv { sx / sy } else { sx % sy })
                }
            }
        }
    };
    let r = r & m;
    if checked && is_nsw(op) && T::overflows(op, w, x, y, r) {
        return Err(IntFault::SignedOverflow);
    }
    Ok(r)
}

/// `pred` of two integers given unsigned (`x`, `y`) and sign-extended
/// (`sx`, `sy`).
#[inline(always)]
pub fn compare<U: Ord, S: Ord>(pred: IPred, x: U, y: U, sx: S, sy: S) -> bool {
    match pred {
        IPred::Eq => x == y,
        IPred::Ne => x != y,
        IPred::Ugt => x > y,
        IPred::Uge => x >= y,
        IPred::Ult => x < y,
        IPred::Ule => x <= y,
        IPred::Sgt => sx > sy,
        IPred::Sge => sx >= sy,
        IPred::Slt => sx < sy,
        IPred::Sle => sx <= sy,
    }
}

/// `icmp pred` of the low `w` bits of `x` and `y`.
#[inline(always)]
pub fn int_cmp<T: Bits>(pred: IPred, w: u32, x: T, y: T) -> bool {
    let m = T::low_mask(w);
    let (x, y) = (x & m, y & m);
    compare(pred, x, y, x.sext(w), y.sext(w))
}

/// Integer `trunc`, `zext` and `sext` of `v` from `fw` to `tw` bits
/// (each 1..=`BITS`); `None` for the other casts.
#[inline(always)]
pub fn int_cast<T: Bits>(op: CastOp, fw: u32, tw: u32, v: T) -> Option<T> {
    Some(match op {
        CastOp::Trunc => v & T::low_mask(tw),
        CastOp::ZExt => v & T::low_mask(fw),
        CastOp::SExt => T::of_signed((v & T::low_mask(fw)).sext(fw)) & T::low_mask(tw),
        _ => return None,
    })
}

/// The pointer-arithmetic rule: a result is still a pointer if exactly
/// one operand was a pointer (`a_ptr`, `b_ptr`), the operation is 64 bits
/// wide and the result `r` keeps that pointer's object part (its high 32
/// bits).
#[inline]
pub fn pointer_survives(a_ptr: bool, b_ptr: bool, a: u128, b: u128, r: u128, w: u32) -> bool {
    if w != 64 || a_ptr == b_ptr {
        return false;
    }
    let p = if a_ptr { a } else { b };
    (p >> 32) as u32 == (r >> 32) as u32
}

/// The `getelementptr` rule: what an index of 64 bits (already extended)
/// adds to the address, `scale` bytes per step, in two's complement.
#[inline(always)]
pub fn gep_offset(index: i64, scale: i64) -> i64 {
    index.wrapping_mul(scale)
}

/// An address moved by a `getelementptr`'s total offset: a pointer keeps
/// its object and moves its offset; an integer wraps.
#[inline(always)]
pub fn gep_base(bits: u64, is_ptr: bool, delta: i64) -> u64 {
    if is_ptr {
        crate::memory::Pointer(bits).add(delta).0
    } else {
        bits.wrapping_add(delta as u64)
    }
}

/// `gep_base` for a `getelementptr` with or without `inbounds` (`wrap`:
/// without, LLVM's two's-complement address arithmetic, which may leave
/// every object on the way): the address and whether it is still a
/// pointer. A pointer whose offset leaves [-2^31, 2^32) becomes invalid
/// forever under `inbounds` (LLVM's poison); without it, the 64 bits wrap
/// as an integer's would, so that an optimiser's reassociation (`p + q`
/// then `- q`, from `(p + 15) & -16` re-based on an array) comes back to
/// the address the source computed. Such an intermediate value is an
/// integer: it names no object until the bits are a pointer's again.
#[inline(always)]
pub fn gep_address(bits: u64, is_ptr: bool, delta: i64, wrap: bool) -> (u64, bool) {
    let r = gep_base(bits, is_ptr, delta);
    if wrap && is_ptr && crate::memory::Pointer(r).obj() == crate::memory::INVALID_OBJECT {
        (bits.wrapping_add(delta as u64), false)
    } else {
        (r, is_ptr)
    }
}

/// `llvm.*.with.overflow` and `llvm.*.sat` of the low `w` bits of `x` and
/// `y`: the wrapped result, whether it overflowed, and the saturated value
/// an overflow gives.
pub fn overflow_bits(op: OverflowOp, w: u32, x: u128, y: u128) -> (u128, bool, u128) {
    let m = mask(w);
    let (x, y) = (x & m, y & m);
    let wrap = |op| int_bin(op, w, x, y, false).unwrap_or_else(|_| unreachable!("add, sub and mul never fault unchecked"));
    let (smin, smax) = (u128::signed_min(w), (m >> 1) as i128);
    match op {
        OverflowOp::UAdd => {
            let r = wrap(BinOp::Add);
            (r, r < x, m)
        }
        OverflowOp::USub => (wrap(BinOp::Sub), y > x, 0),
        OverflowOp::UMul => {
            let (r, o) = x.overflowing_mul(y);
            (r & m, o || r > m, m)
        }
        OverflowOp::SAdd | OverflowOp::SSub | OverflowOp::SMul => {
            let (sx, sy) = (sext(x, w), sext(y, w));
            let (nsw, exact) = match op {
                OverflowOp::SAdd => (BinOp::AddNsw, sx.checked_add(sy)),
                OverflowOp::SSub => (BinOp::SubNsw, sx.checked_sub(sy)),
                _ => (BinOp::MulNsw, sx.checked_mul(sy)),
            };
            let o = !exact.is_some_and(|e| e >= smin && e <= smax);
            // Saturation direction: the sign of the true result.
            let positive = match op {
                OverflowOp::SAdd => sy > 0,
                OverflowOp::SSub => sy < 0,
                _ => (sx < 0) == (sy < 0),
            };
            (wrap(nsw), o, if positive { smax as u128 & m } else { smin as u128 & m })
        }
    }
}

/// The value an atomic read-modify-write stores, given the old value `x`
/// and the operand `y`, both of `w` bits (floats: 16, 32 or 64 bits).
pub fn rmw_bits(op: RmwOp, w: u32, x: u128, y: u128, rm: Round) -> u128 {
    let m = mask(w);
    let (x, y) = (x & m, y & m);
    let int = |op| int_bin(op, w, x, y, false).unwrap_or_else(|_| unreachable!("add, sub and bitwise operations never fault"));
    let ty = match w {
        16 => FTy::F16,
        32 => FTy::F32,
        _ => FTy::F64,
    };
    let pick = |pred, a, b| if int_cmp(pred, w, x, y) { a } else { b };
    let r = match op {
        RmwOp::Xchg => y,
        RmwOp::Add => int(BinOp::Add),
        RmwOp::Sub => int(BinOp::Sub),
        RmwOp::And => int(BinOp::And),
        RmwOp::Nand => !int(BinOp::And),
        RmwOp::Or => int(BinOp::Or),
        RmwOp::Xor => int(BinOp::Xor),
        RmwOp::Max => pick(IPred::Sgt, x, y),
        RmwOp::Min => pick(IPred::Slt, x, y),
        RmwOp::UMax => pick(IPred::Ugt, x, y),
        RmwOp::UMin => pick(IPred::Ult, x, y),
        RmwOp::FAdd => fbin_round(FBinOp::Add, ty, x, y, rm),
        RmwOp::FSub => fbin_round(FBinOp::Sub, ty, x, y, rm),
        RmwOp::FMax => minmax_num_bits(ty, true, x, y, false, false),
        RmwOp::FMin => minmax_num_bits(ty, false, x, y, false, false),
        RmwOp::UIncWrap => {
            if x >= y {
                0
            } else {
                x + 1
            }
        }
        RmwOp::UDecWrap => {
            if x == 0 || x > y {
                y
            } else {
                x - 1
            }
        }
    };
    r & m
}

// ---- floats -----------------------------------------------------------------

/// The value of a float's bits (exact but for `x86_fp80`, rounded to the
/// nearest double: its exact operations are in `x87`).
#[inline]
pub fn float_of(ty: FTy, bits: u128) -> f64 {
    match ty {
        FTy::F16 => half::to_f64(bits as u16),
        FTy::F32 => f32::from_bits(bits as u32) as f64,
        FTy::F64 => f64::from_bits(bits as u64),
        FTy::X87 => crate::scalar::x87::to_f64(bits),
    }
}

/// A double rounded to nearest as `ty`'s bits.
#[inline]
pub fn bits_of_float(ty: FTy, x: f64) -> u128 {
    match ty {
        FTy::F16 => half::round(x, Round::Nearest),
        FTy::F32 => (x as f32).to_bits() as u128,
        FTy::F64 => x.to_bits() as u128,
        FTy::X87 => crate::scalar::x87::from_f64(x),
    }
}

/// `op` on two floats of type `ty`, as bits (`float` in single precision).
#[inline(always)]
pub fn fbin_bits(op: FBinOp, ty: FTy, a: u128, b: u128) -> u128 {
    fbin_round(op, ty, a, b, Round::Nearest)
}

/// `op` on two floats of type `ty` rounded by `rm` (never a fault).
#[inline(always)]
pub fn fbin_round(op: FBinOp, ty: FTy, a: u128, b: u128, rm: Round) -> u128 {
    match fbin_checked(op, ty, a, b, false, rm) {
        Ok(r) => r,
        Err(_) => unreachable!("an unchecked float operation has a result"),
    }
}

/// `op` on `x` and `y`, in their own precision; `checked` makes a
/// division by (either) zero a fault. The test sits in the division's arm
/// so that the other operations pay nothing for it.
#[inline(always)]
fn float_op<T>(op: FBinOp, x: T, y: T, zero: T, checked: bool) -> Result<T, FloatFault>
where
    T: Copy
        + PartialEq
        + std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>
        + std::ops::Rem<Output = T>,
{
    Ok(match op {
        FBinOp::Add => x + y,
        FBinOp::Sub => x - y,
        FBinOp::Mul => x * y,
        FBinOp::Div if checked && y == zero => return Err(FloatFault::DivideByZero),
        FBinOp::Div => x / y,
        FBinOp::Rem => x % y,
    })
}

/// `fneg`: the sign bit flipped.
pub fn fneg_bits(ty: FTy, bits: u128) -> u128 {
    let sign: u128 = match ty {
        FTy::F16 => 1 << 15,
        FTy::F32 => 1 << 31,
        FTy::F64 => 1 << 63,
        FTy::X87 => 1 << 79,
    };
    bits ^ sign
}

/// `fcmp pred` of two floats of type `ty`.
#[inline(always)]
pub fn fcmp_bits(pred: FPred, ty: FTy, a: u128, b: u128) -> bool {
    if ty == FTy::X87 {
        return fcmp_x87(pred, a, b);
    }
    let (x, y) = (float_of(ty, a), float_of(ty, b));
    let uno = x.is_nan() || y.is_nan();
    match pred {
        FPred::False => false,
        FPred::True => true,
        FPred::Ord => !uno,
        FPred::Uno => uno,
        FPred::Oeq => !uno && x == y,
        FPred::Ogt => !uno && x > y,
        FPred::Oge => !uno && x >= y,
        FPred::Olt => !uno && x < y,
        FPred::Ole => !uno && x <= y,
        FPred::One => !uno && x != y,
        FPred::Ueq => uno || x == y,
        FPred::Ugt => uno || x > y,
        FPred::Uge => uno || x >= y,
        FPred::Ult => uno || x < y,
        FPred::Ule => uno || x <= y,
        FPred::Une => uno || x != y,
    }
}

/// `fcmp` of two `x86_fp80` values, in their own precision.
#[cold]
fn fcmp_x87(pred: FPred, a: u128, b: u128) -> bool {
    use std::cmp::Ordering::*;
    let o = x87::cmp(a, b);
    let uno = o.is_none();
    match pred {
        FPred::False => false,
        FPred::True => true,
        FPred::Ord => !uno,
        FPred::Uno => uno,
        FPred::Oeq => o == Some(Equal),
        FPred::Ogt => o == Some(Greater),
        FPred::Oge => matches!(o, Some(Greater | Equal)),
        FPred::Olt => o == Some(Less),
        FPred::Ole => matches!(o, Some(Less | Equal)),
        FPred::One => matches!(o, Some(Less | Greater)),
        FPred::Ueq => o != Some(Less) && o != Some(Greater),
        FPred::Ugt => !matches!(o, Some(Less | Equal)),
        FPred::Uge => o != Some(Less),
        FPred::Ult => !matches!(o, Some(Greater | Equal)),
        FPred::Ule => o != Some(Greater),
        FPred::Une => o != Some(Equal),
    }
}

/// `llvm.minnum` / `llvm.maxnum` (`max`), which clang makes of C's `fmin`
/// and `fmax`, as native x86-64 code compiled at -O0 computes them. The
/// result is one operand's bits (the x87 pair of NaNs aside); which one
/// survives a tie of signed zeros or a NaN depends on the precision and on
/// which operands are literal constants (`a_const`, `b_const`), the only
/// values LLVM's instruction selection knows at -O0:
/// - two constants are folded: a NaN gives the other operand, `-0` is
///   below `+0`.
/// - `float` and `double` are inlined as SSE `minss`/`minsd`, which return
///   their second operand on a tie or a NaN. A constant that is not NaN is
///   put second (it wins ties); without one the operands are swapped and a
///   NaN `a` selects `b`: a tie or a NaN `b` keeps `a`.
/// - x87 `long double` calls glibc's `fminl`/`fmaxl`: one NaN gives the
///   other operand; two NaNs give the larger significand, quieted, negative
///   only if both are (the x87 addition); a tie gives `a` for min and `b`
///   for max.
pub fn minmax_num_bits(ty: FTy, max: bool, a: u128, b: u128, a_const: bool, b_const: bool) -> u128 {
    let (x, y) = (float_of(ty, a), float_of(ty, b));
    // Whether `p` is strictly the result over `q`.
    let beats = |p: f64, q: f64| if max { p > q } else { p < q };
    if a_const && b_const {
        return if x.is_nan() {
            b
        } else if y.is_nan() {
            a
        } else if x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
            if x.is_sign_negative() != max {
                a
            } else {
                b
            }
        } else if beats(y, x) {
            b
        } else {
            a
        };
    }
    if ty != FTy::X87 {
        return if b_const && !y.is_nan() {
            if beats(x, y) {
                a
            } else {
                b
            }
        } else if a_const && !x.is_nan() {
            if beats(y, x) {
                b
            } else {
                a
            }
        } else if x.is_nan() || beats(y, x) {
            b
        } else {
            a
        };
    }
    match (x.is_nan(), y.is_nan()) {
        (true, true) => {
            let (ma, mb) = (a as u64, b as u64);
            let r = if ma != mb {
                if ma > mb {
                    a
                } else {
                    b
                }
            } else {
                // Negative only if both are.
                a & b
            };
            (r | 1 << 62) & mask(80)
        }
        (true, false) => b,
        (false, true) => a,
        _ => match x87::cmp(b, a) {
            Some(std::cmp::Ordering::Greater) if max => b,
            Some(std::cmp::Ordering::Less) if !max => b,
            Some(std::cmp::Ordering::Equal) if max => b,
            _ => a,
        },
    }
}

/// `sitofp` (`signed`) or `uitofp` of the low `fw` bits of `v` to `tt`, as bits,
/// rounded by `rm`.
#[inline(always)]
pub fn int_to_float_bits(signed: bool, fw: u32, tt: FTy, v: u128, rm: Round) -> u128 {
    let fm = mask(fw);
    if tt == FTy::X87 {
        let s = sext(v & fm, fw);
        return if signed { x87::of_int(s < 0, s.unsigned_abs(), rm) } else { x87::of_int(false, v & fm, rm) };
    }
    if tt == FTy::F16 {
        // Through double: an integer below 2^53 is exact there, and one
        // above is past half's range, whichever double it becomes. (Not
        // through the double conversion's directed rounding: its 64-bit
        // unsigned zero rounded down is clang's -0.)
        let d = if signed { sext(v & fm, fw) as f64 } else { (v & fm) as f64 };
        return half::round(d, rm);
    }
    let r = if tt == FTy::F32 {
        let x = if signed { sext(v & fm, fw) as f32 } else { (v & fm) as f32 };
        x.to_bits() as u128
    } else {
        let x = if signed { sext(v & fm, fw) as f64 } else { (v & fm) as f64 };
        bits_of_float(tt, x)
    };
    if rm != Round::Nearest {
        return int_to_float_directed(signed, fw, tt, v & fm, r, rm);
    }
    r
}

#[cold]
fn int_to_float_directed(signed: bool, fw: u32, tt: FTy, v: u128, r: u128, rm: Round) -> u128 {
    if !signed && fw == 64 && tt == FTy::F64 && v == 0 && rm == Round::Down {
        // clang lowers a 64-bit `uitofp` to double on x86-64 as the sum
        // of two exact differences, 2^52 - 2^52 and 2^84 - 2^84 for 0:
        // each is -0 when rounding down, and so is their sum.
        return (-0.0f64).to_bits() as u128;
    }
    let s = if signed { sext(v, fw) } else { v as i128 };
    let (neg, m) = if signed { (s < 0, s.unsigned_abs()) } else { (false, v) };
    round::of_int(neg, m, tt, r, rm)
}

/// `fptrunc` and `fpext` from `ft` to `tt`, as bits.
/// `fptrunc` rounds by `rm`; `fpext` is exact.
pub fn float_cast_bits(ft: FTy, tt: FTy, bits: u128, rm: Round) -> u128 {
    if ft == FTy::X87 {
        return x87::narrow(bits, tt, rm);
    }
    let x = float_of(ft, bits);
    if tt == FTy::F16 {
        return half::round(x, rm);
    }
    if tt == FTy::F32 && ft != FTy::F32 && rm != Round::Nearest {
        return round::narrow(x, rm).to_bits() as u128;
    }
    if tt == FTy::F32 {
        (x as f32).to_bits() as u128
    } else {
        bits_of_float(tt, x)
    }
}

/// Why a floating-point operation of user code has no result (C17
/// 6.3.1.4p1, 6.5.5p5): the program's fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatFault {
    /// Division by (either) zero, unless IEEE semantics are asked for.
    DivideByZero,
    /// A conversion to an integer type that cannot hold the truncated
    /// value (NaN and the infinities included).
    OutOfRange,
}

/// `op` as `fbin_bits` computes it; `checked` (user code without
/// `--float-ieee`, defined operands) makes a division by zero a fault.
#[inline(always)]
pub fn fbin_checked(op: FBinOp, ty: FTy, a: u128, b: u128, checked: bool, rm: Round) -> Result<u128, FloatFault> {
    let r = match ty {
        FTy::F32 => {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            float_op(op, x, y, 0.0, checked).map(|r| r.to_bits() as u128)?
        }
        FTy::F64 => {
            let (x, y) = (f64::from_bits(a as u64), f64::from_bits(b as u64));
            float_op(op, x, y, 0.0, checked).map(|r| r.to_bits() as u128)?
        }
        FTy::F16 => return fbin_half(op, a, b, checked, rm),
        FTy::X87 if checked && op == FBinOp::Div && x87::is_zero(b) => return Err(FloatFault::DivideByZero),
        FTy::X87 => return Ok(x87::bin(op, a, b, rm)),
    };
    if rm != Round::Nearest {
        return Ok(round::fbin(op, ty, a, b, r, rm));
    }
    Ok(r)
}

/// `fbin_checked` in half precision: the double operation in the same
/// mode, rounded to half by it, is the correctly rounded half result
/// (scalar/half.rs). Out of line, so that `fbin_checked` is not recursive
/// and inlines where it is called.
#[inline(never)]
fn fbin_half(op: FBinOp, a: u128, b: u128, checked: bool, rm: Round) -> Result<u128, FloatFault> {
    let (x, y) = (float_of(FTy::F16, a).to_bits() as u128, float_of(FTy::F16, b).to_bits() as u128);
    let d = fbin_checked(op, FTy::F64, x, y, checked, rm)?;
    Ok(half::round(f64::from_bits(d as u64), rm))
}

/// Whether `fptosi` (`signed`) or `fptoui` of a float of type `ft` to `w`
/// bits is defined: the value truncated toward zero fits (C17 6.3.1.4p1;
/// LLVM makes the others poison). `-0.9` fits an unsigned type (it is 0).
pub fn float_to_int_fits(ft: FTy, bits: u128, w: u32, signed: bool) -> bool {
    if ft == FTy::X87 {
        return x87_int(bits, w, signed).is_some();
    }
    let t = float_of(ft, bits).trunc();
    let (lo, hi) = if signed { (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1)) } else { (0.0, 2f64.powi(w as i32)) };
    // (NaN compares false.)
    t >= lo && t < hi
}

/// `fptosi` or `fptoui` as `float_to_int_bits` computes it; `checked`
/// (user code, a defined operand) makes a value out of range a fault.
#[inline(always)]
pub fn float_to_int_checked(ft: FTy, bits: u128, w: u32, signed: bool, checked: bool) -> Result<u128, FloatFault> {
    if checked && !float_to_int_fits(ft, bits, w, signed) {
        return Err(FloatFault::OutOfRange);
    }
    Ok(float_to_int_bits(ft, bits, w, signed))
}

/// `fptosi` (`signed`) or `fptoui` of a float of type `ft` to `w` bits, as
/// x86-64 does it: out-of-range and NaN give the "integer indefinite"
/// value for signed 32/64-bit conversions.
pub fn float_to_int_bits(ft: FTy, bits: u128, w: u32, signed: bool) -> u128 {
    if ft == FTy::X87 {
        if let Some(v) = x87_int(bits, w, signed) {
            return v & mask(w);
        }
    }
    // (An `x86_fp80` out of range: as its double value.)
    let x = float_of(ft, bits);
    let t = x.trunc();
    let r = if signed {
        let lo = -(2f64.powi(w as i32 - 1));
        let hi = 2f64.powi(w as i32 - 1);
        if x.is_nan() || t < lo || t >= hi {
            if w == 32 || w == 64 {
                1u128 << (w - 1)
            } else {
                0
            }
        } else {
            (t as i128) as u128
        }
    } else if x.is_nan() || t < 0.0 {
        // clang lowers fptoui through a signed conversion for 32 bits.
        if t < 0.0 && t > -(2f64.powi(63)) && w <= 32 {
            (t as i64) as u128
        } else if w == 64 {
            1u128 << 63
        } else {
            0
        }
    } else if t >= 2f64.powi(w as i32) {
        if w == 64 {
            1u128 << 63
        } else {
            0
        }
    } else {
        t as u128
    };
    r & mask(w)
}

/// An `x86_fp80` truncated toward zero, if it fits `w` bits (`signed`).
fn x87_int(bits: u128, w: u32, signed: bool) -> Option<u128> {
    let (neg, m) = x87::trunc_int(bits)?;
    let fits = match (signed, neg) {
        (_, _) if m == 0 => true,
        (true, true) => m <= 1 << (w - 1),
        (true, false) => m < 1 << (w - 1),
        (false, true) => false,
        (false, false) => w == 128 || m < 1 << w,
    };
    fits.then(|| if neg { m.wrapping_neg() } else { m })
}

#[cfg(test)]
mod tests {
    use super::*;
    const N: Round = Round::Nearest;

    fn samples(w: u32) -> Vec<u128> {
        let m = mask(w);
        let half = 1u128 << (w - 1);
        vec![0, 1, 2, 3, 7, half - 1, half, half + 1, m, m - 1, 0x5555_5555_5555_5555_5555 & m]
    }

    /// `half` operations are the double ones rounded once to half, in
    /// every mode; conversions to half round directly.
    #[test]
    fn half_operations_round_once() {
        use std::cmp::Ordering::Equal;
        let h = |x: f64| half::from_f64(x, Equal, N) as u128;
        let v = |b: u128| float_of(FTy::F16, b);
        let (one, ulp) = (h(1.0), 2f64.powi(-10));
        // 1 + 2^-11: a tie, to even; +2^-11 twice more rounds up.
        assert_eq!(fbin_bits(FBinOp::Add, FTy::F16, one, h(2f64.powi(-11))), one);
        assert_eq!(fbin_bits(FBinOp::Add, FTy::F16, h(1.0 + ulp), h(2f64.powi(-11))), h(1.0 + 2.0 * ulp));
        for (rm, want) in [(Round::Down, 1.0), (Round::Up, 1.0 + ulp), (Round::Zero, 1.0)] {
            assert_eq!(fbin_round(FBinOp::Add, FTy::F16, one, h(2f64.powi(-12)), rm), h(want), "{:?}", rm);
        }
        // x - x is -0 rounding down; 65504 * 2 overflows by the mode.
        assert_eq!(fbin_round(FBinOp::Sub, FTy::F16, one, one, Round::Down), 0x8000);
        assert_eq!(fbin_round(FBinOp::Sub, FTy::F16, one, one, N), 0);
        assert_eq!(fbin_bits(FBinOp::Mul, FTy::F16, h(65504.0), h(2.0)), 0x7c00);
        assert_eq!(fbin_round(FBinOp::Mul, FTy::F16, h(65504.0), h(2.0), Round::Zero), 0x7bff);
        assert_eq!(fbin_checked(FBinOp::Div, FTy::F16, one, 0x8000, true, N), Err(FloatFault::DivideByZero));
        assert_eq!(v(fbin_bits(FBinOp::Div, FTy::F16, one, h(3.0))), 0.333251953125);
        assert_eq!(v(fbin_bits(FBinOp::Rem, FTy::F16, h(7.5), h(2.0))), 1.5);
        // Subnormals: 2^-24 / 2 is a tie with 0, to even.
        assert_eq!(fbin_bits(FBinOp::Div, FTy::F16, 1, h(2.0)), 0);
        assert_eq!(fbin_round(FBinOp::Div, FTy::F16, 1, h(2.0), Round::Up), 1);
        assert_eq!(fneg_bits(FTy::F16, one), 0xbc00);
        assert!(fcmp_bits(FPred::Uno, FTy::F16, 0x7e00, one) && !fcmp_bits(FPred::Oeq, FTy::F16, 0x7e00, 0x7e00));
        assert!(fcmp_bits(FPred::Olt, FTy::F16, 0xbc00, one) && fcmp_bits(FPred::Oeq, FTy::F16, 0, 0x8000));
        // Conversions: directly to half, never through float.
        let d = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(float_cast_bits(FTy::F64, FTy::F16, d.to_bits() as u128, N), h(1.0 + ulp));
        assert_eq!(float_cast_bits(FTy::F32, FTy::F16, 0.1f32.to_bits() as u128, Round::Up), 0x2e67);
        assert_eq!(float_cast_bits(FTy::F16, FTy::F32, 0x3e00, N), 1.5f32.to_bits() as u128);
        assert_eq!(float_cast_bits(FTy::F16, FTy::F64, 1, N), 2f64.powi(-24).to_bits() as u128);
        assert_eq!(int_to_float_bits(true, 32, FTy::F16, 2049, N), h(2048.0));
        assert_eq!(int_to_float_bits(true, 32, FTy::F16, 2049, Round::Up), h(2050.0));
        assert_eq!(int_to_float_bits(false, 64, FTy::F16, u64::MAX as u128, N), 0x7c00);
        assert_eq!(int_to_float_bits(false, 64, FTy::F16, 0, Round::Down), 0);
        assert_eq!(int_to_float_bits(true, 32, FTy::F16, (-70000i32) as u32 as u128, Round::Up), 0xfbff);
        assert_eq!(float_to_int_bits(FTy::F16, h(-300.75), 32, true), (-300i32) as u32 as u128);
        assert!(!float_to_int_fits(FTy::F16, h(40000.0), 16, true));
        assert_eq!(rmw_bits(RmwOp::FAdd, 16, one, one, N), h(2.0));
        // fma: one rounding of x*y + z.
        let (a, c) = (h(1.0 + ulp), h(2f64.powi(-24)));
        // (1 + 2^-10)^2 = 1 + 2^-9 + 2^-20: the fused sum is below the tie.
        assert_eq!(round::fma_bits(FTy::F16, a, a, 0, N), h(1.0 + 2.0 * ulp));
        assert_eq!(round::fma_bits(FTy::F16, h(1.0 + ulp), h(1.0 + ulp), c, N), h(1.0 + 2.0 * ulp));
        assert_eq!(round::fma_bits(FTy::F16, one, h(2f64.powi(-11)), one, N), one);
        assert_eq!(round::fma_bits(FTy::F16, one, h(2f64.powi(-11)), one, Round::Up), h(1.0 + ulp));
        assert_eq!(round::sqrt_bits(FTy::F16, h(2.0), N), h(1.4140625));
        assert_eq!(round::sqrt_bits(FTy::F16, h(2.0), Round::Up), h(1.4150390625));
    }

    /// fmin/fmax ties and NaNs pick the operand native code picks.
    #[test]
    fn minmax_num_picks_natives_operand() {
        let d = |x: f64| x.to_bits() as u128;
        let (z, nz, nan, nnan) = (d(0.0), d(-0.0), d(f64::NAN), d(-f64::NAN));
        for max in [false, true] {
            assert_eq!(minmax_num_bits(FTy::F64, max, z, nz, false, false), z);
            assert_eq!(minmax_num_bits(FTy::F64, max, nz, z, false, false), nz);
            assert_eq!(minmax_num_bits(FTy::F64, max, nan, nnan, false, false), nnan);
            assert_eq!(minmax_num_bits(FTy::F64, max, nan, nz, false, false), nz);
            assert_eq!(minmax_num_bits(FTy::F64, max, nz, nan, false, false), nz);
        }
        assert_eq!(minmax_num_bits(FTy::F64, false, d(2.0), d(1.0), false, false), d(1.0));
        assert_eq!(minmax_num_bits(FTy::F64, true, d(2.0), d(1.0), false, false), d(2.0));
        // Literal constants: folded when both are, else a non-NaN one wins ties.
        assert_eq!(minmax_num_bits(FTy::F64, true, nz, z, true, true), z);
        assert_eq!(minmax_num_bits(FTy::F64, false, z, nz, true, true), nz);
        assert_eq!(minmax_num_bits(FTy::F64, true, z, nz, false, true), nz);
        assert_eq!(minmax_num_bits(FTy::F64, true, nz, z, true, false), nz);
        assert_eq!(minmax_num_bits(FTy::F64, false, nan, d(1.0), false, true), d(1.0));
        assert_eq!(minmax_num_bits(FTy::F64, false, d(1.0), nan, true, false), d(1.0));
        let x = |v: f64| crate::scalar::x87::from_f64(v);
        assert_eq!(minmax_num_bits(FTy::X87, false, x(0.0), x(-0.0), false, false), x(0.0));
        assert_eq!(minmax_num_bits(FTy::X87, true, x(0.0), x(-0.0), false, false), x(-0.0));
        assert_eq!(minmax_num_bits(FTy::X87, false, x(f64::NAN), x(-f64::NAN), false, false), x(f64::NAN));
        assert_eq!(minmax_num_bits(FTy::X87, true, x(-f64::NAN), x(-f64::NAN), false, false), x(-f64::NAN));
    }

    /// The `u64` and `u128` instances give the same results and faults.
    #[test]
    fn both_widths_agree() {
        for w in [1, 3, 8, 16, 17, 32, 33, 63, 64] {
            for &x in &samples(w) {
                for &y in &samples(w) {
                    for op in BinOp::ALL {
                        for checked in [false, true] {
                            let a = int_bin(op, w, x as u64, y as u64, checked).map(|r| r as u128);
                            let b = int_bin(op, w, x, y, checked);
                            assert_eq!(a, b, "{op:?} {w} {x} {y} {checked}");
                        }
                    }
                    for pred in [IPred::Eq, IPred::Ne, IPred::Ugt, IPred::Uge, IPred::Ult, IPred::Ule, IPred::Sgt, IPred::Sge, IPred::Slt, IPred::Sle]
                    {
                        assert_eq!(int_cmp(pred, w, x as u64, y as u64), int_cmp(pred, w, x, y));
                    }
                }
                for tw in [1, 8, 32, 64] {
                    for op in [CastOp::Trunc, CastOp::ZExt, CastOp::SExt] {
                        assert_eq!(int_cast(op, w, tw, x as u64).map(|r| r as u128), int_cast(op, w, tw, x));
                    }
                }
            }
        }
    }

    #[test]
    fn integer_rules() {
        assert_eq!(int_bin(BinOp::Add, 8, 200u64, 100, false), Ok(44));
        assert_eq!(int_bin(BinOp::AShr, 8, 0x80u64, 7, false), Ok(0xff));
        assert_eq!(int_bin(BinOp::SDiv, 8, 0x80u64, 0xff, false), Err(IntFault::SignedDivideOverflow));
        assert_eq!(int_bin(BinOp::SRem, 32, (-7i32) as u32 as u64, 2, false), Ok((-1i32) as u32 as u64));
        assert_eq!(int_bin(BinOp::URem, 32, 7u64, 0, false), Err(IntFault::DivideByZero));
        assert_eq!(int_bin(BinOp::Shl, 32, 1u64, 32, false), Err(IntFault::ShiftTooFar));
        assert_eq!(int_bin(BinOp::AddNsw, 32, 0x7fff_ffffu64, 1, false), Ok(0x8000_0000));
        assert_eq!(int_bin(BinOp::AddNsw, 32, 0x7fff_ffffu64, 1, true), Err(IntFault::SignedOverflow));
        assert_eq!(int_bin(BinOp::MulNsw, 64, 1u64 << 32, 1 << 31, true), Err(IntFault::SignedOverflow));
        assert_eq!(int_bin(BinOp::MulNsw, 64, 1u64 << 32, 1 << 30, true), Ok(1 << 62));
        assert_eq!(int_bin(BinOp::ShlNsw, 8, 0x40u64, 1, true), Err(IntFault::SignedOverflow));
        assert_eq!(int_bin(BinOp::ShlNsw, 8, 0xc0u64, 1, true), Ok(0x80));
        assert_eq!(int_bin(BinOp::SubNsw, 128, 0u128, 1u128 << 127, true), Err(IntFault::SignedOverflow));
        assert!(int_cmp(IPred::Slt, 8, 0xffu64, 0));
        assert!(!int_cmp(IPred::Ult, 8, 0xffu64, 0));
        assert_eq!(int_cast(CastOp::SExt, 8, 32, 0x80u64), Some(0xffff_ff80));
        assert_eq!(int_cast(CastOp::Trunc, 64, 8, 0x1234u64), Some(0x34));
        assert_eq!(sext(0xffu128, 8), -1);
        assert_eq!(sext(u128::MAX, 128), -1);
    }

    #[test]
    fn pointers_and_rmw() {
        let p = (5u128 << 32) | 16;
        assert!(pointer_survives(true, false, p, 8, p + 8, 64));
        assert!(!pointer_survives(true, true, p, p, 0, 64));
        assert!(!pointer_survives(true, false, p, 1 << 40, p + (1 << 40), 64));
        assert!(!pointer_survives(false, true, 8, p, p + 8, 32));
        assert_eq!(rmw_bits(RmwOp::Nand, 8, 0xf0, 0x3c, N), 0xcf);
        assert_eq!(rmw_bits(RmwOp::Max, 8, 0x80, 1, N), 1);
        assert_eq!(rmw_bits(RmwOp::UMax, 8, 0x80, 1, N), 0x80);
        assert_eq!(rmw_bits(RmwOp::UIncWrap, 32, 5, 5, N), 0);
        assert_eq!(rmw_bits(RmwOp::UDecWrap, 32, 0, 9, N), 9);
        assert_eq!(rmw_bits(RmwOp::FAdd, 64, 1.5f64.to_bits() as u128, 2.0f64.to_bits() as u128, N), 3.5f64.to_bits() as u128);
    }

    #[test]
    fn getelementptr_rule() {
        assert_eq!(gep_offset(-3, 8), -24);
        assert_eq!(gep_offset(i64::MAX, 2), -2, "wraps");
        let p = (5u64 << 32) | 16;
        assert_eq!(gep_base(p, true, 8), p + 8);
        assert_eq!(gep_base(p, true, -4), p - 4);
        assert_eq!(gep_base(3, false, -4), u64::MAX, "an integer wraps");
        // Without inbounds, a pointer that leaves its object wraps as an
        // integer and comes back; with inbounds it is invalid for good.
        let far = gep_address(p, true, p as i64, true);
        assert_eq!(far, (p.wrapping_add(p), false));
        assert_eq!(gep_address(far.0, far.1, -(p as i64) + 8, true), (p + 8, false));
        assert_eq!(crate::memory::Pointer(gep_address(p, true, p as i64, false).0).obj(), crate::memory::INVALID_OBJECT);
        assert_eq!(gep_address(p, true, 8, true), (p + 8, true), "in range: as inbounds");
        let t = crate::ir::GepTerm {
            index: crate::ir::Operand::Undef,
            width: 8,
            signed: true,
            scale: 4,
            limit: crate::ir::GepTerm::UNCHECKED,
            access: false,
        };
        assert_eq!(t.offset(0xff), -4, "an i8 index of -1, sign-extended");
        assert_eq!(crate::ir::GepTerm { signed: false, ..t }.offset(0xff), 1020);
    }

    #[test]
    fn overflow_intrinsics() {
        assert_eq!(overflow_bits(OverflowOp::UAdd, 8, 200, 100), (44, true, 0xff));
        assert_eq!(overflow_bits(OverflowOp::USub, 8, 1, 2), (0xff, true, 0));
        assert_eq!(overflow_bits(OverflowOp::UMul, 8, 16, 16), (0, true, 0xff));
        assert_eq!(overflow_bits(OverflowOp::SAdd, 8, 0x7f, 1), (0x80, true, 0x7f));
        assert_eq!(overflow_bits(OverflowOp::SSub, 8, 0x80, 1), (0x7f, true, 0x80));
        assert_eq!(overflow_bits(OverflowOp::SMul, 8, 0xff, 0xff), (1, false, 0x7f));
        assert_eq!(overflow_bits(OverflowOp::SAdd, 128, i128::MAX as u128, 1), (1 << 127, true, i128::MAX as u128));
    }

    #[test]
    fn float_rules() {
        let f = |x: f64| x.to_bits() as u128;
        assert_eq!(float_to_int_bits(FTy::F64, f(f64::NAN), 32, true), 0x8000_0000);
        assert_eq!(float_to_int_bits(FTy::F64, f(-3.7), 32, true), (-3i32) as u32 as u128);
        assert_eq!(float_to_int_bits(FTy::F64, f(1e30), 64, false), 1 << 63);
        assert_eq!(int_to_float_bits(true, 8, FTy::F64, 0xff, N), f(-1.0));
        assert!(fcmp_bits(FPred::Uno, FTy::F64, f(f64::NAN), f(1.0)));
        assert!(!fcmp_bits(FPred::Oeq, FTy::F64, f(f64::NAN), f(f64::NAN)));
        assert_eq!(fneg_bits(FTy::F64, f(2.0)), f(-2.0));
        assert_eq!(float_cast_bits(FTy::F64, FTy::F32, f(1.5), N), 1.5f32.to_bits() as u128);
        // User code: out of range and division by zero are faults.
        assert!(float_to_int_fits(FTy::F64, f(-0.9), 32, false));
        assert!(float_to_int_fits(FTy::F64, f(2147483647.9), 32, true));
        assert!(!float_to_int_fits(FTy::F64, f(2147483648.0), 32, true));
        assert!(float_to_int_fits(FTy::F64, f(-2147483648.5), 32, true));
        assert!(!float_to_int_fits(FTy::F64, f(-1.0), 32, false));
        assert!(!float_to_int_fits(FTy::F64, f(f64::NAN), 64, true));
        assert!(!float_to_int_fits(FTy::F64, f(f64::INFINITY), 64, false));
        assert!(float_to_int_fits(FTy::F64, f(18446744073709549568.0), 64, false));
        assert!(!float_to_int_fits(FTy::F64, f(18446744073709551616.0), 64, false));
        assert_eq!(float_to_int_checked(FTy::F64, f(1e20), 32, true, true), Err(FloatFault::OutOfRange));
        assert_eq!(float_to_int_checked(FTy::F64, f(1e20), 32, true, false), Ok(0x8000_0000));
        assert_eq!(fbin_checked(FBinOp::Div, FTy::F64, f(1.0), f(-0.0), true, N), Err(FloatFault::DivideByZero));
        assert_eq!(fbin_checked(FBinOp::Div, FTy::F64, f(1.0), f(0.0), false, N), Ok(f(f64::INFINITY)));
        assert_eq!(fbin_checked(FBinOp::Mul, FTy::F64, f(1.0), f(0.0), true, N), Ok(f(0.0)));
    }
}
