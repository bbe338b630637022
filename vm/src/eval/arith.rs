//! The general path's arithmetic, comparisons and casts: operands read,
//! undefined bits and pointer tags carried, faults raised, around the
//! values `scalar` computes.

use super::fault::{Fault, FaultKind};
use super::{Chooser, Machine, Step};
use crate::ir::*;
use crate::memory::*;
use crate::scalar::*;

#[inline]
fn bytes(w: u8) -> u32 {
    (w as u32).div_ceil(8)
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

/// The pointer tag of `a op b` (`scalar::pointer_survives`).
#[inline]
fn ptr_tag(a: &Val, b: &Val, r: u128, w: u8) -> u8 {
    if pointer_survives(a.is_ptr(), b.is_ptr(), a.bits, b.bits, r, w as u32) {
        TAG_PTR
    } else {
        TAG_NONE
    }
}

impl<'p> Machine<'p> {
    pub(crate) fn bin(&mut self, op: BinOp, w: u8, dst: u32, a: Operand, b: Operand, ch: &mut dyn Chooser) -> Step {
        let n = bytes(w);
        let a = self.operand(a, n)?;
        let b = self.operand(b, n)?;
        let m = mask(w as u32);
        let (x, y) = (a.bits & m, b.bits & m);
        let (ua, ub) = (a.undef & m, b.undef & m);
        let wi = w as u32;
        // The bits of a symbolic operand are unknown: for the undefined
        // bits of `and` (`or`) it counts as all ones (zeros), the side
        // that keeps the other operand's undefined bits.
        let symbolic = a.tag == TAG_TERM || b.tag == TAG_TERM;
        let known = |v: &Val, bits: u128, unknown: u128| if v.tag == TAG_TERM { unknown } else { bits };
        // Undefined bits first: an undefined divisor or shift amount is
        // an error of its own, before the value's rule.
        let u = match op {
            BinOp::Add | BinOp::AddNsw | BinOp::Sub | BinOp::SubNsw => carry_undef(ua, ub),
            BinOp::Mul | BinOp::MulNsw => {
                if ua | ub != 0 {
                    u128::MAX
                } else {
                    0
                }
            }
            BinOp::And => (ua & ub) | (ua & known(&b, y, m)) | (ub & known(&a, x, m)),
            BinOp::Or => (ua & ub) | (ua & !known(&b, y, 0)) | (ub & !known(&a, x, 0)),
            BinOp::Xor => ua | ub,
            BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem => {
                if ub != 0 {
                    return Err(Fault::new(FaultKind::Uninit, "uninitialised value used as a divisor".into()).into());
                }
                if ua != 0 {
                    u128::MAX
                } else {
                    0
                }
            }
            BinOp::Shl | BinOp::ShlNsw | BinOp::LShr | BinOp::AShr => {
                self.decide(&Val { undef: ub, ..b }, n, "shift amount");
                // (An amount out of range faults below: its undefined bits do not matter.)
                let s = (y as u32).min(127);
                match op {
                    _ if b.tag == TAG_TERM && ua != 0 => u128::MAX,
                    BinOp::Shl | BinOp::ShlNsw => ua << s,
                    BinOp::LShr => ua >> s,
                    _ => (sext(ua, wi) >> s) as u128,
                }
            }
        };
        if symbolic {
            let v = self.bin_term(op, w, a, b, (ua | ub) == 0, ch)?;
            return self.set_reg(dst, n, Val { undef: u & m, ..v });
        }
        let checked = self.cfg.ub_overflow && (ua | ub) == 0 && !a.is_ptr() && !b.is_ptr();
        let r = match int_bin(op, wi, x, y, checked) {
            Ok(r) => r,
            Err(IntFault::ShiftTooFar) if self.prog.shifts_checked && self.in_user_code() => {
                return self.set_reg(dst, n, Val { bits: 0, undef: m, tag: TAG_NONE });
            }
            Err(e) => return Err(int_fault(e, op, wi, x, y).into()),
        };
        let tag = match op {
            BinOp::Add | BinOp::AddNsw | BinOp::Sub | BinOp::SubNsw | BinOp::And | BinOp::Or | BinOp::Xor => ptr_tag(&a, &b, r & m, w),
            _ => TAG_NONE,
        };
        self.set_reg(dst, n, Val { bits: r & m, undef: u & m, tag })
    }

    /// `llvm.abs` of the least value with its poison flag set: clang emits
    /// it for `abs`, `labs` and `llabs`, whose result does not fit (C17
    /// 7.22.6.1), so it is signed overflow, checked as `nsw` is (user code,
    /// `--ub-overflow`).
    #[cold]
    pub(crate) fn abs_overflow(&mut self, args: &[CallArg], w: u32) -> Step {
        let poison = self.arg(args, 1)?.bits & 1 != 0;
        if poison && self.cfg.ub_overflow && self.in_user_code() {
            let msg = format!("undefined behaviour: signed overflow: abs({}) does not fit in a signed {}-bit integer", sext(1u128 << (w - 1), w), w);
            return Err(Fault::new(FaultKind::Overflow, msg).into());
        }
        Ok(())
    }

    pub(crate) fn icmp(&mut self, pred: IPred, w: u8, dst: u32, a: Operand, b: Operand, ptrs: bool) -> Step {
        let n = bytes(w);
        let a = self.operand(a, n)?;
        let b = self.operand(b, n)?;
        if a.tag == TAG_TERM || b.tag == TAG_TERM {
            let v = self.icmp_term(pred, w, a, b)?;
            return self.set_reg(dst, 1, v);
        }
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
        let r = int_cmp(pred, w as u32, x, y);
        let undef = if (a.undef | b.undef) & m != 0 { 1 } else { 0 };
        self.set_reg(dst, 1, Val { bits: r as u128, undef, tag: TAG_NONE })
    }

    /// Both operands of a float operation of `n` bytes, and whether one is
    /// symbolic and both are defined: a term (`float` and `double` only;
    /// an x87 or `half` operand is concretised, each of its values a path,
    /// the result incomplete past `CONCRETE_VALUES` of them).
    fn float_operands(&mut self, ty: FTy, a: Operand, b: Operand, ch: &mut dyn Chooser) -> Result<(Val, Val, bool), super::Stop> {
        let n = ty.size();
        let mut a = self.operand(a, n)?;
        let mut b = self.operand(b, n)?;
        let symbolic = a.as_term().is_some() || b.as_term().is_some();
        if symbolic && matches!(ty, FTy::X87 | FTy::F16) {
            let what = if ty == FTy::X87 { "a long double" } else { HALF_VALUE };
            for v in [&mut a, &mut b] {
                if let Some(t) = v.as_term() {
                    *v = Val::int(self.concretize(crate::term::fit(t, n * 8), what, ch)?);
                }
            }
            return Ok((a, b, false));
        }
        Ok((a, b, symbolic && a.defined(n) && b.defined(n)))
    }

    pub(crate) fn fbin(&mut self, op: FBinOp, ty: FTy, dst: u32, a: Operand, b: Operand, ch: &mut dyn Chooser) -> Step {
        let n = ty.size();
        let (mut a, mut b, symbolic) = self.float_operands(ty, a, b, ch)?;
        let checked = op == FBinOp::Div && b.defined(n) && !self.cfg.float_ieee && self.in_user_code();
        if symbolic && op != FBinOp::Rem {
            let v = self.fbin_term(op, ty, a, b, checked, ch)?;
            return self.set_reg(dst, n, v);
        }
        if symbolic {
            // (C's `fmod` is not SMT-LIB's IEEE remainder: the operands'
            // possible values, each a path.)
            for v in [&mut a, &mut b] {
                if let Some(t) = v.as_term() {
                    *v = Val::int(self.concretize(crate::term::fit(t, n * 8), "an operand of a float remainder", ch)?);
                }
            }
        }
        let undef = if !a.defined(n) || !b.defined(n) { u128::MAX } else { 0 };
        let bits = fbin_checked(op, ty, a.bits, b.bits, checked, self.rounding()).map_err(|e| float_fault(e, ty, b.bits, None))?;
        self.set_reg(dst, n, Val { bits, undef, tag: TAG_NONE })
    }

    pub(crate) fn fneg(&mut self, ty: FTy, dst: u32, a: Operand) -> Step {
        let n = ty.size();
        let v = self.operand(a, n)?;
        if let Some(t) = v.as_term() {
            // (the sign bit flipped, NaN's included: a bit operation)
            let w = n * 8;
            let t = crate::term::bin(BinOp::Xor, crate::term::fit(t, w), crate::term::constant(w, fneg_bits(ty, 0)));
            return self.set_reg(dst, n, Val { undef: v.undef, ..Val::term(t) });
        }
        self.set_reg(dst, n, Val { bits: fneg_bits(ty, v.bits), undef: v.undef, tag: TAG_NONE })
    }

    pub(crate) fn fcmp(&mut self, pred: FPred, ty: FTy, dst: u32, a: Operand, b: Operand, ch: &mut dyn Chooser) -> Step {
        let n = ty.size();
        let (a, b, symbolic) = self.float_operands(ty, a, b, ch)?;
        if symbolic {
            let w = n * 8;
            return self.set_reg(dst, 1, Val::term(crate::term::fcmp(pred, a.to_term(w), b.to_term(w))));
        }
        let r = fcmp_bits(pred, ty, a.bits, b.bits);
        let undef = if !a.defined(n) || !b.defined(n) { 1 } else { 0 };
        self.set_reg(dst, 1, Val { bits: r as u128, undef, tag: TAG_NONE })
    }

    pub(crate) fn cast(&mut self, op: CastOp, from: Scalar, to: Scalar, dst: u32, a: Operand, ch: &mut dyn Chooser) -> Step {
        let fsize = scalar_size(from);
        let tsize = scalar_size(to);
        let mut v = self.operand(a, fsize)?;
        let fw = scalar_bits(from);
        let tw = scalar_bits(to);
        if let Some(t) = v.as_term() {
            // Pointers made from symbolic integers stay terms (an int passed
            // through a `void *`): used as an address, they are refused.
            let integers = !matches!(from, Scalar::Float(_)) && !matches!(to, Scalar::Float(_));
            if integers && matches!(op, CastOp::Trunc | CastOp::ZExt | CastOp::SExt | CastOp::BitCast | CastOp::IntToPtr | CastOp::PtrToInt) {
                let r = self.cast_term(op, fw, tw, t)?;
                // Undefined bits move as the bits do.
                let undef = match op {
                    CastOp::Trunc | CastOp::ZExt | CastOp::SExt => int_cast(op, fw, tw, v.undef).unwrap_or(u128::MAX),
                    _ => v.undef & mask(tw),
                };
                return self.set_reg(dst, tsize, Val { undef, ..r });
            }
            if let Some(r) = self.float_cast_term(op, from, to, &v, t, ch)? {
                return self.set_reg(dst, tsize, r);
            }
            self.decide(&v, fsize, "a value converted to a float or pointer");
            // Floats and pointers have no terms: the value's possible
            // values, each a path of its own.
            let what = match (from, to) {
                (Scalar::Float(FTy::F16), _) | (_, Scalar::Float(FTy::F16)) => HALF_VALUE,
                (_, Scalar::Float(_)) => "a floating-point value",
                _ => "a pointer",
            };
            v = Val::int(self.concretize(crate::term::fit(t, fw), what, ch)?);
        }
        let fm = mask(fw);
        let tm = mask(tw);
        let all_undef = if v.undef & fm != 0 { u128::MAX } else { 0 };
        let out = match op {
            CastOp::Trunc | CastOp::ZExt | CastOp::SExt => {
                let tag = match op {
                    CastOp::Trunc if v.tag & TAG_FRAG != 0 && tw == 8 => v.tag,
                    CastOp::ZExt if tw == 64 && v.is_ptr() => TAG_PTR,
                    _ => TAG_NONE,
                };
                // Undefined bits move as the bits do.
                let cast = |x| int_cast(op, fw, tw, x).unwrap_or_else(|| unreachable!("an integer cast"));
                Val { bits: cast(v.bits), undef: cast(v.undef), tag }
            }
            CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast => {
                let tag = if tw == 64 && fw == 64 { v.tag } else { TAG_NONE };
                Val { bits: v.bits & tm, undef: v.undef & tm, tag }
            }
            CastOp::FpTrunc | CastOp::FpExt => {
                let (Scalar::Float(ft), Scalar::Float(tt)) = (from, to) else { return Ok(()) };
                Val { bits: float_cast_bits(ft, tt, v.bits, self.rounding()), undef: all_undef, tag: TAG_NONE }
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                let Scalar::Float(ft) = from else { return Ok(()) };
                let signed = op == CastOp::FpToSi;
                let checked = all_undef == 0 && self.in_user_code();
                let bits = float_to_int_checked(ft, v.bits, tw, signed, checked).map_err(|e| float_fault(e, ft, v.bits, Some((tw, signed))))?;
                Val { bits, undef: all_undef & tm, tag: TAG_NONE }
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                let Scalar::Float(tt) = to else { return Ok(()) };
                let bits = int_to_float_bits(op == CastOp::SiToFp, fw, tt, v.bits, self.rounding());
                Val { bits, undef: all_undef, tag: TAG_NONE }
            }
        };
        self.set_reg(dst, tsize, out)
    }
}

/// What a concretised `half` value is called in an incomplete result.
const HALF_VALUE: &str = "a _Float16 value (symbolic mode has no half-precision terms)";

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

/// The fault of an integer operation that has no result.
#[cold]
pub(super) fn int_fault(e: IntFault, op: BinOp, w: u32, x: u128, y: u128) -> Fault {
    let (sx, sy) = (sext(x, w), sext(y, w));
    let divides = matches!(op, BinOp::UDiv | BinOp::SDiv);
    let what = if divides { "division" } else { "remainder" };
    let msg = match e {
        IntFault::DivideByZero => format!("{} by zero", what),
        IntFault::SignedDivideOverflow => format!("undefined behaviour: signed {} overflow: {} / -1 does not fit in {} bits", what, sx, w),
        IntFault::ShiftTooFar => return bad_shift(y, w),
        IntFault::SignedOverflow => {
            let text = match op {
                BinOp::AddNsw => format!("{} + {}", sx, sy),
                BinOp::SubNsw if sx == 0 => format!("-({})", sy),
                BinOp::SubNsw => format!("{} - {}", sx, sy),
                BinOp::MulNsw => format!("{} * {}", sx, sy),
                _ => format!("{} << {}", sx, y),
            };
            format!("undefined behaviour: signed overflow: {} does not fit in a signed {}-bit integer", text, w)
        }
    };
    let kind = if matches!(e, IntFault::SignedOverflow | IntFault::SignedDivideOverflow) { FaultKind::Overflow } else { FaultKind::Arith };
    Fault::new(kind, msg)
}

/// The fault of a float operation of user code that has no result: a
/// division by zero (`to` none) or a conversion of `bits` to `to` (width,
/// signed).
#[cold]
pub(super) fn float_fault(e: FloatFault, ty: FTy, bits: u128, to: Option<(u32, bool)>) -> Fault {
    let x = float_of(ty, bits);
    let msg = match (e, to) {
        (FloatFault::OutOfRange, Some((w, signed))) => {
            let sign = if signed { "a signed" } else { "an unsigned" };
            format!("undefined behaviour: float-to-integer conversion out of range: {} does not fit in {} {}-bit integer", float_text(x), sign, w)
        }
        _ => "undefined behaviour: floating-point division by zero (--float-ieee gives IEEE infinities and NaNs)".to_string(),
    };
    Fault::new(FaultKind::Arith, msg)
}

/// A float for messages: integral values in full, others as Rust's
/// shortest form, large ones in exponent form.
fn float_text(x: f64) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x.is_infinite() {
        if x > 0.0 { "inf" } else { "-inf" }.into()
    } else if x.abs() >= 1e21 {
        format!("{:e}", x)
    } else {
        format!("{}", x)
    }
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
        Scalar::Float(FTy::F16) => 16,
        Scalar::Float(FTy::F32) => 32,
        Scalar::Float(FTy::F64) => 64,
        Scalar::Float(FTy::X87) => 80,
        Scalar::Ptr => 64,
    }
}
