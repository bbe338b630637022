//! Integer and floating-point arithmetic, comparisons and casts.

use super::fault::{Fault, FaultKind};
use super::{x87, Machine, Step};
use crate::ir::*;
use crate::memory::*;

#[inline]
fn bytes(w: u8) -> u32 {
    (w as u32).div_ceil(8)
}

#[inline]
pub(crate) fn sext(v: u128, w: u32) -> i128 {
    if w >= 128 {
        v as i128
    } else {
        let sh = 128 - w;
        ((v << sh) as i128) >> sh
    }
}

/// Undefined bits of a sum: everything from the lowest undefined bit up.
#[inline]
fn carry_undef(ua: u128, ub: u128) -> u128 {
    let u = ua | ub;
    if u == 0 {
        0
    } else {
        !((u & u.wrapping_neg()) - 1)
    }
}

/// A pointer survives arithmetic if exactly one operand was a pointer and
/// the result keeps its object part.
#[inline]
fn ptr_tag(a: &Val, b: &Val, r: u128, w: u8) -> u8 {
    if w != 64 || a.is_ptr() == b.is_ptr() {
        return TAG_NONE;
    }
    let p = if a.is_ptr() { a.bits } else { b.bits };
    if (p >> 32) as u32 == (r >> 32) as u32 {
        TAG_PTR
    } else {
        TAG_NONE
    }
}

/// `pred` of two integers given unsigned (`x`, `y`) and sign-extended
/// (`sx`, `sy`); shared by the general and the fast comparison.
#[inline(always)]
pub(crate) fn compare<U: Ord, S: Ord>(pred: IPred, x: U, y: U, sx: S, sy: S) -> bool {
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

pub(crate) fn float_of(ty: FTy, bits: u128) -> f64 {
    match ty {
        FTy::F32 => f32::from_bits(bits as u32) as f64,
        FTy::F64 => f64::from_bits(bits as u64),
        FTy::X87 => x87::to_f64(bits),
    }
}

pub(crate) fn bits_of_float(ty: FTy, x: f64) -> u128 {
    match ty {
        FTy::F32 => (x as f32).to_bits() as u128,
        FTy::F64 => x.to_bits() as u128,
        FTy::X87 => x87::from_f64(x),
    }
}

/// `op` on two floats of type `ty`, as bits.
#[inline(always)]
pub(crate) fn fbin_bits(op: FBinOp, ty: FTy, a: u128, b: u128) -> u128 {
    if ty == FTy::F32 {
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        return (match op {
            FBinOp::Add => x + y,
            FBinOp::Sub => x - y,
            FBinOp::Mul => x * y,
            FBinOp::Div => x / y,
            FBinOp::Rem => x % y,
        })
        .to_bits() as u128;
    }
    let (x, y) = (float_of(ty, a), float_of(ty, b));
    bits_of_float(
        ty,
        match op {
            FBinOp::Add => x + y,
            FBinOp::Sub => x - y,
            FBinOp::Mul => x * y,
            FBinOp::Div => x / y,
            FBinOp::Rem => x % y,
        },
    )
}

/// `fcmp pred` of two floats of type `ty`.
#[inline(always)]
pub(crate) fn fcmp_bits(pred: FPred, ty: FTy, a: u128, b: u128) -> bool {
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

/// `sitofp` (`signed`) or `uitofp` of the low `fw` bits of `v` to `tt`, as bits.
#[inline(always)]
pub(crate) fn int_to_float_bits(signed: bool, fw: u32, tt: FTy, v: u128) -> u128 {
    let fm = mask(fw);
    if tt == FTy::F32 {
        let x = if signed { sext(v & fm, fw) as f32 } else { (v & fm) as f32 };
        x.to_bits() as u128
    } else {
        let x = if signed { sext(v & fm, fw) as f64 } else { (v & fm) as f64 };
        bits_of_float(tt, x)
    }
}

impl<'p> Machine<'p> {
    pub(crate) fn bin(&mut self, op: BinOp, w: u8, dst: u32, a: Operand, b: Operand) -> Step {
        let n = bytes(w);
        let a = self.operand(a, n)?;
        let b = self.operand(b, n)?;
        let m = mask(w as u32);
        let (x, y) = (a.bits & m, b.bits & m);
        let (ua, ub) = (a.undef & m, b.undef & m);
        let wi = w as u32;
        let (r, u) = match op {
            BinOp::Add | BinOp::AddNsw => (x.wrapping_add(y), carry_undef(ua, ub)),
            BinOp::Sub | BinOp::SubNsw => (x.wrapping_sub(y), carry_undef(ua, ub)),
            BinOp::Mul | BinOp::MulNsw => (x.wrapping_mul(y), if ua | ub != 0 { u128::MAX } else { 0 }),
            BinOp::And => (x & y, (ua & ub) | (ua & y) | (ub & x)),
            BinOp::Or => (x | y, (ua & ub) | (ua & !y) | (ub & !x)),
            BinOp::Xor => (x ^ y, ua | ub),
            BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem => {
                if ub != 0 {
                    return Err(Fault::new(FaultKind::Uninit, "uninitialised value used as a divisor".into()).into());
                }
                if y == 0 {
                    let what = if matches!(op, BinOp::UDiv | BinOp::SDiv) { "division" } else { "remainder" };
                    return Err(Fault::new(FaultKind::Arith, format!("{} by zero", what)).into());
                }
                let u = if ua != 0 { u128::MAX } else { 0 };
                let r = match op {
                    BinOp::UDiv => x / y,
                    BinOp::URem => x % y,
                    _ => {
                        let (sx, sy) = (sext(x, wi), sext(y, wi));
                        let min = if wi >= 128 { i128::MIN } else { -(1i128 << (wi - 1)) };
                        if sy == -1 && sx == min {
                            let what = if op == BinOp::SDiv { "division" } else { "remainder" };
                            return Err(Fault::new(
                                FaultKind::Arith,
                                format!("undefined behaviour: signed {} overflow: {} / -1 does not fit in {} bits", what, sx, wi),
                            )
                            .into());
                        }
                        (if op == BinOp::SDiv { sx / sy } else { sx % sy }) as u128
                    }
                };
                (r, u)
            }
            BinOp::Shl | BinOp::ShlNsw | BinOp::LShr | BinOp::AShr => {
                self.decide(&Val { undef: ub, ..b }, n, "shift amount");
                if y >= wi as u128 {
                    return Err(bad_shift(y, wi).into());
                }
                let s = y as u32;
                match op {
                    BinOp::Shl | BinOp::ShlNsw => (x << s, ua << s),
                    BinOp::LShr => (x >> s, ua >> s),
                    _ => ((sext(x, wi) >> s) as u128, (sext(ua, wi) >> s) as u128),
                }
            }
        };
        if matches!(op, BinOp::AddNsw | BinOp::SubNsw | BinOp::MulNsw | BinOp::ShlNsw)
            && self.cfg.ub_overflow
            && (ua | ub) == 0
            && !a.is_ptr()
            && !b.is_ptr()
        {
            if let Some(f) = signed_overflow(op, wi, x, y, r & m) {
                return Err(f.into());
            }
        }
        let tag = match op {
            BinOp::Add | BinOp::AddNsw | BinOp::Sub | BinOp::SubNsw | BinOp::And | BinOp::Or | BinOp::Xor => {
                ptr_tag(&a, &b, r & m, w)
            }
            _ => TAG_NONE,
        };
        self.set_reg(dst, n, Val { bits: r & m, undef: u & m, tag })
    }

    pub(crate) fn icmp(&mut self, pred: IPred, w: u8, dst: u32, a: Operand, b: Operand, ptrs: bool) -> Step {
        let n = bytes(w);
        let a = self.operand(a, n)?;
        let b = self.operand(b, n)?;
        let m = mask(w as u32);
        if ptrs && a.is_ptr() && b.is_ptr() && (a.bits >> 32) as u32 != (b.bits >> 32) as u32 {
            return Err(cross_object_comparison(pred).into());
        }
        let (mut x, mut y) = (a.bits & m, b.bits & m);
        if a.is_ptr() && b.is_ptr() && (x >> 32) == (y >> 32) {
            // Offsets of one object compare as signed (p-- past the start).
            x ^= 1 << 31;
            y ^= 1 << 31;
        }
        let r = compare(pred, x, y, sext(x, w as u32), sext(y, w as u32));
        let undef = if (a.undef | b.undef) & m != 0 { 1 } else { 0 };
        self.set_reg(dst, 1, Val { bits: r as u128, undef, tag: TAG_NONE })
    }

    pub(crate) fn fbin(&mut self, op: FBinOp, ty: FTy, dst: u32, a: Operand, b: Operand) -> Step {
        let n = ty.size();
        let a = self.operand(a, n)?;
        let b = self.operand(b, n)?;
        let bits = fbin_bits(op, ty, a.bits, b.bits);
        let undef = if !a.defined(n) || !b.defined(n) { u128::MAX } else { 0 };
        self.set_reg(dst, n, Val { bits, undef, tag: TAG_NONE })
    }

    pub(crate) fn fneg(&mut self, ty: FTy, dst: u32, a: Operand) -> Step {
        let n = ty.size();
        let v = self.operand(a, n)?;
        let sign: u128 = match ty {
            FTy::F32 => 1 << 31,
            FTy::F64 => 1 << 63,
            FTy::X87 => 1 << 79,
        };
        self.set_reg(dst, n, Val { bits: v.bits ^ sign, undef: v.undef, tag: TAG_NONE })
    }

    pub(crate) fn fcmp(&mut self, pred: FPred, ty: FTy, dst: u32, a: Operand, b: Operand) -> Step {
        let n = ty.size();
        let a = self.operand(a, n)?;
        let b = self.operand(b, n)?;
        let r = fcmp_bits(pred, ty, a.bits, b.bits);
        let undef = if !a.defined(n) || !b.defined(n) { 1 } else { 0 };
        self.set_reg(dst, 1, Val { bits: r as u128, undef, tag: TAG_NONE })
    }

    pub(crate) fn cast(&mut self, op: CastOp, from: Scalar, to: Scalar, dst: u32, a: Operand) -> Step {
        let fsize = scalar_size(from);
        let tsize = scalar_size(to);
        let v = self.operand(a, fsize)?;
        let fw = scalar_bits(from);
        let tw = scalar_bits(to);
        let fm = mask(fw);
        let tm = mask(tw);
        let all_undef = if v.undef & fm != 0 { u128::MAX } else { 0 };
        let out = match op {
            CastOp::Trunc => {
                let tag = if v.tag & TAG_FRAG != 0 && tw == 8 { v.tag } else { TAG_NONE };
                Val { bits: v.bits & tm, undef: v.undef & tm, tag }
            }
            CastOp::ZExt => Val { bits: v.bits & fm, undef: v.undef & fm, tag: if tw == 64 && v.is_ptr() { TAG_PTR } else { TAG_NONE } },
            CastOp::SExt => Val {
                bits: sext(v.bits & fm, fw) as u128 & tm,
                undef: sext(v.undef & fm, fw) as u128 & tm,
                tag: TAG_NONE,
            },
            CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast => {
                let tag = if tw == 64 && fw == 64 { v.tag } else { TAG_NONE };
                Val { bits: v.bits & tm, undef: v.undef & tm, tag }
            }
            CastOp::FpTrunc | CastOp::FpExt => {
                let (Scalar::Float(ft), Scalar::Float(tt)) = (from, to) else { return Ok(()) };
                let x = float_of(ft, v.bits);
                let bits = if tt == FTy::F32 { (x as f32).to_bits() as u128 } else { bits_of_float(tt, x) };
                Val { bits, undef: all_undef, tag: TAG_NONE }
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                let Scalar::Float(ft) = from else { return Ok(()) };
                let x = if ft == FTy::F32 { f32::from_bits(v.bits as u32) as f64 } else { float_of(ft, v.bits) };
                let bits = fp_to_int(x, tw, op == CastOp::FpToSi);
                Val { bits: bits & tm, undef: all_undef & tm, tag: TAG_NONE }
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                let Scalar::Float(tt) = to else { return Ok(()) };
                let bits = int_to_float_bits(op == CastOp::SiToFp, fw, tt, v.bits);
                Val { bits, undef: all_undef, tag: TAG_NONE }
            }
        };
        self.set_reg(dst, tsize, out)
    }
}

/// A shift by the bit width or more, or by a negative amount.
#[cold]
fn bad_shift(y: u128, w: u32) -> Fault {
    // clang zero-extends an `int` amount to a wider shifted type, so a
    // negative int shows up as a value in [2^31, 2^32).
    let signed = if y < 1 << 32 && (y as u32 as i32) < 0 { y as u32 as i32 as i128 } else { sext(y, w) };
    let msg = if signed < 0 {
        format!("undefined behaviour: shift by a negative amount ({}) of a {}-bit value", signed, w)
    } else {
        format!("undefined behaviour: shift by {} of a {}-bit value", y, w)
    };
    Fault::new(FaultKind::Arith, msg)
}

/// Whether `nsw` arithmetic on defined operands overflowed: the fault if so.
#[cold]
fn signed_overflow(op: BinOp, w: u32, x: u128, y: u128, r: u128) -> Option<Fault> {
    let (sx, sy) = (sext(x, w), sext(y, w));
    let (min, max) = if w >= 128 { (i128::MIN, i128::MAX) } else { (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1) };
    let fits = |v: Option<i128>| v.is_some_and(|v| v >= min && v <= max);
    let (ok, text) = match op {
        BinOp::AddNsw => (fits(sx.checked_add(sy)), format!("{} + {}", sx, sy)),
        BinOp::SubNsw if sx == 0 => (fits(sx.checked_sub(sy)), format!("-({})", sy)),
        BinOp::SubNsw => (fits(sx.checked_sub(sy)), format!("{} - {}", sx, sy)),
        BinOp::MulNsw => (fits(sx.checked_mul(sy)), format!("{} * {}", sx, sy)),
        // shl nsw: the bits shifted out must all equal the result's sign bit.
        BinOp::ShlNsw => ((sext(r, w) >> (y as u32)) == sx, format!("{} << {}", sx, y)),
        _ => return None,
    };
    if ok {
        return None;
    }
    Some(Fault::new(FaultKind::Arith, format!("undefined behaviour: signed overflow: {} does not fit in a signed {}-bit integer", text, w)))
}

/// A relational comparison of pointers into different objects.
#[cold]
fn cross_object_comparison(pred: IPred) -> Fault {
    let op = match pred {
        IPred::Ugt | IPred::Sgt => ">",
        IPred::Uge | IPred::Sge => ">=",
        IPred::Ult | IPred::Slt => "<",
        IPred::Ule | IPred::Sle => "<=",
        IPred::Eq => "==",
        IPred::Ne => "!=",
    };
    Fault::new(FaultKind::Undefined, format!("undefined behaviour: relational comparison ({}) of pointers into different objects", op))
}

/// Float to integer as x86-64 does it: out-of-range and NaN give the
/// "integer indefinite" value for signed 32/64-bit conversions.
fn fp_to_int(x: f64, w: u32, signed: bool) -> u128 {
    if signed {
        let t = x.trunc();
        let lo = -(2f64.powi(w as i32 - 1));
        let hi = 2f64.powi(w as i32 - 1);
        if x.is_nan() || t < lo || t >= hi {
            if w == 32 || w == 64 {
                return 1u128 << (w - 1);
            }
            return 0;
        }
        (t as i128) as u128
    } else {
        let t = x.trunc();
        if x.is_nan() || t < 0.0 {
            // clang lowers fptoui through a signed conversion for 32 bits.
            if t < 0.0 && t > -(2f64.powi(63)) && w <= 32 {
                return (t as i64) as u128;
            }
            return if w == 64 { 1u128 << 63 } else { 0 };
        }
        if t >= 2f64.powi(w as i32) {
            return if w == 64 { 1u128 << 63 } else { 0 };
        }
        t as u128
    }
}

pub(crate) fn scalar_size(s: Scalar) -> u32 {
    match s {
        Scalar::Int(w) => (w as u32).div_ceil(8),
        Scalar::Float(t) => t.size(),
        Scalar::Ptr => 8,
    }
}

pub(crate) fn scalar_bits(s: Scalar) -> u32 {
    match s {
        Scalar::Int(w) => w as u32,
        Scalar::Float(FTy::F32) => 32,
        Scalar::Float(FTy::F64) => 64,
        Scalar::Float(FTy::X87) => 80,
        Scalar::Ptr => 64,
    }
}
