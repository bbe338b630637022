//! x86 80-bit extended precision (`x86_fp80`, C's `long double`): the
//! exact semantics of its operations, in its own 64-bit precision and
//! 15-bit exponent range, by `rustc_apfloat` (LLVM's APFloat). NaNs follow
//! the x87 FPU rather than APFloat: an invalid operation gives the "real
//! indefinite" (a negative quiet NaN), and a NaN operand comes out
//! quieted, of two the larger significand.

use super::Round;
use crate::ir::{FBinOp, FTy};
use rustc_apfloat::ieee::{Double, Half, Single, X87DoubleExtended as X};
use rustc_apfloat::{Float, FloatConvert, Round as R};
use std::cmp::Ordering;

/// The 80 bits of an encoding.
const MASK: u128 = (1 << 80) - 1;
const SIGN: u128 = 1 << 79;
/// The quiet bit of a NaN's significand.
const QUIET: u128 = 1 << 62;
/// The x87 default NaN, result of an invalid operation.
pub const INDEFINITE: u128 = 0xffff_c000_0000_0000_0000;

fn rnd(rm: Round) -> R {
    match rm {
        Round::Nearest => R::NearestTiesToEven,
        Round::Down => R::TowardNegative,
        Round::Up => R::TowardPositive,
        Round::Zero => R::TowardZero,
    }
}

fn of(bits: u128) -> X {
    X::from_bits(bits & MASK)
}

fn bits(x: X) -> u128 {
    x.to_bits() & MASK
}

/// Whether the encoding is a NaN (the integer bit aside).
pub fn is_nan(bits: u128) -> bool {
    (bits >> 64) & 0x7fff == 0x7fff && (bits as u64) << 1 != 0
}

/// Whether the encoding is a zero of either sign.
pub fn is_zero(bits: u128) -> bool {
    bits & (MASK >> 1) == 0
}

/// Whether the value is a nonzero denormal (exponent field 0).
pub fn is_subnormal(bits: u128) -> bool {
    (bits >> 64) & 0x7fff == 0 && bits as u64 != 0
}

/// The NaN that an operation with NaN operands gives, if one is: x87
/// keeps the larger significand, quieted, negative only if both are.
fn nan_of(ops: &[u128]) -> Option<u128> {
    let mut r: Option<u128> = None;
    for &b in ops.iter().filter(|&&b| is_nan(b)) {
        let b = b & MASK;
        r = Some(match r {
            None => b,
            Some(a) if (a as u64) << 1 != (b as u64) << 1 => {
                if (a as u64) << 1 > (b as u64) << 1 {
                    a
                } else {
                    b
                }
            }
            Some(a) => a & b,
        });
    }
    r.map(|n| n | QUIET)
}

/// A result of APFloat: its NaN, made by an invalid operation, is x87's.
fn result(x: X) -> u128 {
    if x.is_nan() {
        INDEFINITE
    } else {
        bits(x)
    }
}

/// `op` on two values rounded by `rm` (`frem` is C's exact `fmod`, as
/// native code computes it with `fmodl`).
pub fn bin(op: FBinOp, a: u128, b: u128, rm: Round) -> u128 {
    if let Some(n) = nan_of(&[a, b]) {
        return n;
    }
    let (x, y, r) = (of(a), of(b), rnd(rm));
    result(match op {
        FBinOp::Add => x.add_r(y, r).value,
        FBinOp::Sub => x.sub_r(y, r).value,
        FBinOp::Mul => x.mul_r(y, r).value,
        FBinOp::Div => x.div_r(y, r).value,
        FBinOp::Rem => x.c_fmod(y).value,
    })
}

/// C's `remainder` (IEEE remainder: the quotient rounded to even).
pub fn remainder(a: u128, b: u128) -> u128 {
    if let Some(n) = nan_of(&[a, b]) {
        return n;
    }
    result(of(a).ieee_rem(of(b)).value)
}

/// `fma(a, b, c)` with one rounding by `rm`.
pub fn fma(a: u128, b: u128, c: u128, rm: Round) -> u128 {
    if let Some(n) = nan_of(&[a, b, c]) {
        return n;
    }
    result(of(a).mul_add_r(of(b), of(c), rnd(rm)).value)
}

/// The square root rounded by `rm`, from the integer root of the
/// significand scaled to 68 or more bits, its remainder as a sticky bit.
pub fn sqrt(a: u128, rm: Round) -> u128 {
    let a = a & MASK;
    if is_nan(a) {
        return a | QUIET;
    }
    let x = of(a);
    if x.is_zero() || x.is_pos_infinity() {
        return a;
    }
    if x.is_negative() {
        return INDEFINITE;
    }
    // x = m * 2^e, m an integer of 64 bits at most; e made even.
    let mut e = x.ilogb() - 63;
    let mut m = x.scalbn(-e).to_u128(64).value;
    if e & 1 != 0 {
        m <<= 1;
        e -= 1;
    }
    // The root of m * 2^(2k), k = 35: at least 2^66.
    const K: u32 = 35;
    let pairs = (128 - m.leading_zeros()).div_ceil(2) + K;
    let (mut root, mut rest) = (0u128, 0u128);
    for i in (0..pairs).rev() {
        let pair = if i >= K { (m >> (2 * (i - K))) & 3 } else { 0 };
        rest = (rest << 2) | pair;
        let trial = (root << 2) | 1;
        root <<= 1;
        if rest >= trial {
            rest -= trial;
            root |= 1;
        }
    }
    // Two bits or more below the rounding point: the sticky bit decides.
    let r = X::from_u128_r(root | (rest != 0) as u128, rnd(rm)).value;
    bits(r.scalbn(e / 2 - K as i32))
}

/// The order of two values (`None` if either is a NaN).
pub fn cmp(a: u128, b: u128) -> Option<Ordering> {
    if is_nan(a) || is_nan(b) {
        return None;
    }
    of(a).partial_cmp(&of(b))
}

/// An integer (sign `neg`, magnitude `m`) rounded by `rm`.
pub fn of_int(neg: bool, m: u128, rm: Round) -> u128 {
    // Rounding the magnitude toward the negated mode, then negating.
    let r = if neg { -rnd(rm) } else { rnd(rm) };
    let x = X::from_u128_r(m, r).value;
    bits(if neg && m != 0 { -x } else { x })
}

/// The value truncated toward zero, as a sign and a magnitude, if it is
/// finite and below 2^128.
pub fn trunc_int(a: u128) -> Option<(bool, u128)> {
    let x = of(a);
    if !x.is_finite() {
        return None;
    }
    let mut exact = false;
    let m = x.abs().to_u128_r(128, R::TowardZero, &mut exact);
    if m.status.intersects(rustc_apfloat::Status::INVALID_OP) {
        return None;
    }
    Some((x.is_negative(), m.value))
}

/// The value rounded to `to` (`half`, `float` or `double`) by `rm`.
pub fn narrow(a: u128, to: FTy, rm: Round) -> u128 {
    if is_nan(a) {
        // The hardware's conversion: sign and top of the payload, quiet.
        return super::bits_of_float(to, to_f64(a));
    }
    let (x, r, mut lost) = (of(a), rnd(rm), false);
    match to {
        FTy::F16 => <X as FloatConvert<Half>>::convert_r(x, r, &mut lost).value.to_bits(),
        FTy::F32 => <X as FloatConvert<Single>>::convert_r(x, r, &mut lost).value.to_bits(),
        FTy::F64 => <X as FloatConvert<Double>>::convert_r(x, r, &mut lost).value.to_bits(),
        FTy::X87 => a & MASK,
    }
}

/// `x` rounded to an integer: by `rm`, or half away from zero (`round`).
pub fn round_int(a: u128, rm: Option<Round>) -> u128 {
    if is_nan(a) {
        return (a & MASK) | QUIET;
    }
    let r = rm.map(rnd).unwrap_or(R::NearestTiesToAway);
    bits(of(a).round_to_integral(r).value)
}

/// `x * 2^n` rounded by `rm`.
pub fn ldexp(a: u128, n: i32, rm: Round) -> u128 {
    if is_nan(a) {
        return (a & MASK) | QUIET;
    }
    bits(of(a).scalbn_r(n, rnd(rm)))
}

/// `frexp`: the fraction in [0.5, 1) and the exponent.
pub fn frexp(a: u128) -> (u128, i32) {
    let x = of(a);
    if !x.is_finite() || x.is_zero() {
        let a = a & MASK;
        return (if is_nan(a) { a | QUIET } else { a }, 0);
    }
    let mut e = 0;
    let f = x.frexp_r(&mut e, R::NearestTiesToEven);
    (bits(f), e)
}

/// `modf`: the fraction and the integral part, both of `a`'s sign.
pub fn modf(a: u128) -> (u128, u128) {
    let a = a & MASK;
    if is_nan(a) {
        return (a | QUIET, a | QUIET);
    }
    let x = of(a);
    let i = x.round_to_integral(R::TowardZero).value;
    if x.is_infinite() {
        return (a & SIGN, a);
    }
    let f = (x - i).value;
    (bits(f) | (a & SIGN), bits(i))
}

/// `fabs`.
pub fn abs(a: u128) -> u128 {
    a & MASK & !SIGN
}

/// `copysign(a, b)`.
pub fn copysign(a: u128, b: u128) -> u128 {
    abs(a) | (b & SIGN)
}

/// `llvm.minimum`/`maximum` (`max`): a NaN operand gives a NaN, `-0` is
/// below `+0`.
pub fn minimum(a: u128, b: u128, max: bool) -> u128 {
    if let Some(n) = nan_of(&[a, b]) {
        return n;
    }
    let below = match cmp(a, b) {
        Some(Ordering::Equal) => a & SIGN != 0,
        o => o == Some(Ordering::Less),
    };
    if below != max {
        a & MASK
    } else {
        b & MASK
    }
}

/// A decimal or hexadecimal number's text (C's syntax, a hex one with
/// its `p` exponent, no sign), negated if `neg`, rounded by `rm`; with
/// whether it overflows or is tiny and inexact (strtold's `ERANGE`).
pub fn parse(text: &str, neg: bool, rm: Round) -> Option<(u128, bool)> {
    // (Negating after rounding the magnitude by the negated mode.)
    let r = if neg { -rnd(rm) } else { rnd(rm) };
    let x = X::from_str_r(text, r).ok()?;
    let range = x.status.intersects(rustc_apfloat::Status::OVERFLOW | rustc_apfloat::Status::UNDERFLOW);
    Some((bits(if neg { -x.value } else { x.value }), range))
}

/// The exact libm functions of `long double` that take one or two
/// values and give one, computed in 80 bits (`None`: not one of them).
pub fn math(name: &str, a: u128, b: u128, rm: Round) -> Option<u128> {
    Some(match name {
        "sqrt" => sqrt(a, rm),
        "fabs" => abs(a),
        "copysign" => copysign(a, b),
        "floor" => round_int(a, Some(Round::Down)),
        "ceil" => round_int(a, Some(Round::Up)),
        "trunc" => round_int(a, Some(Round::Zero)),
        "round" => round_int(a, None),
        "roundeven" => round_int(a, Some(Round::Nearest)),
        "rint" | "nearbyint" => round_int(a, Some(rm)),
        "fmod" => bin(FBinOp::Rem, a, b, rm),
        "remainder" => remainder(a, b),
        "fdim" => match nan_of(&[a, b]) {
            Some(n) => n,
            None if cmp(a, b) == Some(Ordering::Greater) => bin(FBinOp::Sub, a, b, rm),
            None => 0,
        },
        _ => return None,
    })
}

/// Encodes a double as an 80-bit extended value (in the low 10 bytes).
pub fn from_f64(x: f64) -> u128 {
    let bits = x.to_bits();
    let sign = (bits >> 63) as u128;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (e, m): (u128, u64) = if exp == 0 {
        if frac == 0 {
            (0, 0)
        } else {
            // Subnormal double: normalise (the extended range covers it).
            let lz = frac.leading_zeros() - 11; // bits above the 52-bit field
            let m = frac << (lz + 11);
            let e = 1 - 1023 - lz as i32 + 16383;
            (e as u128, m)
        }
    } else if exp == 0x7ff {
        (0x7fff, (1u64 << 63) | (frac << 11))
    } else {
        ((exp - 1023 + 16383) as u128, (1u64 << 63) | (frac << 11))
    };
    (sign << 79) | (e << 64) | m as u128
}

/// Decodes an 80-bit extended value to the nearest double.
pub fn to_f64(v: u128) -> f64 {
    let sign = if (v >> 79) & 1 == 1 { -1.0 } else { 1.0 };
    let e = ((v >> 64) & 0x7fff) as i32;
    let m = v as u64;
    if e == 0x7fff {
        if m << 1 == 0 {
            return sign * f64::INFINITY;
        }
        // A NaN keeps its sign and the top of its payload, quiet, as the
        // hardware's conversion does (printf shows "-nan").
        let payload = (m << 1) >> 12;
        return f64::from_bits(((v >> 79) as u64 & 1) << 63 | 0x7ff8 << 48 | payload);
    }
    if m == 0 {
        return sign * 0.0;
    }
    // value = m * 2^(e - 16383 - 63); build it exactly-rounded via f64 ops.
    let exp = e - 16383 - 63;
    let hi = (m >> 11) as f64 * 2f64.powi(11);
    let lo = (m & 0x7ff) as f64;
    sign * scale(hi + lo, exp)
}

fn scale(x: f64, exp: i32) -> f64 {
    // powi loses range for large |exp|; split the scaling.
    let mut x = x;
    let mut e = exp;
    while e > 1000 {
        x *= 2f64.powi(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= 2f64.powi(-1000);
        e += 1000;
    }
    x * 2f64.powi(e)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn round_trips() {
        for x in [0.0, -0.0, 1.0, -2.5, 1e300, 1e-300, 5e-324, f64::INFINITY, std::f64::consts::PI] {
            assert_eq!(to_f64(from_f64(x)).to_bits(), x.to_bits(), "{}", x);
        }
        assert!(to_f64(from_f64(f64::NAN)).is_nan());
        assert_eq!(to_f64(from_f64(-f64::NAN)).to_bits(), (-f64::NAN).to_bits());
        // 1.0L is 0x3fff_8000000000000000
        assert_eq!(from_f64(1.0), (0x3fffu128 << 64) | (1u128 << 63));
    }

    const ONE: u128 = 0x3fff_8000_0000_0000_0000;
    const N: Round = Round::Nearest;

    fn int(n: i64) -> u128 {
        of_int(n < 0, n.unsigned_abs() as u128, N)
    }

    #[test]
    fn arithmetic_has_64_bit_precision() {
        let (one, three) = (int(1), int(3));
        assert_eq!(bin(FBinOp::Div, one, three, N), 0x3ffd_aaaa_aaaa_aaaa_aaab);
        assert_eq!(bin(FBinOp::Div, one, three, Round::Down), 0x3ffd_aaaa_aaaa_aaaa_aaaa);
        assert_eq!(bin(FBinOp::Div, one, int(10), N), 0x3ffb_cccc_cccc_cccc_cccd);
        // Machine epsilon: 1 + 2^-63 is above 1, 1 + 2^-64 ties to 1.
        let eps = ldexp(one, -63, N);
        assert_eq!(cmp(bin(FBinOp::Add, one, eps, N), one), Some(Ordering::Greater));
        assert_eq!(bin(FBinOp::Add, one, ldexp(one, -64, N), N), one);
        assert_eq!(bin(FBinOp::Add, one, ldexp(one, -64, N), Round::Up), ONE + 1);
        // Its double value is 1.
        assert_eq!(to_f64(bin(FBinOp::Add, one, eps, N)), 1.0);
        assert_eq!(bin(FBinOp::Rem, int(7), int(-3), N), int(1));
        assert_eq!(remainder(int(7), int(4)), int(-1));
        assert_eq!(bin(FBinOp::Sub, one, one, Round::Down), SIGN);
    }

    #[test]
    fn nans_are_the_x87_ones() {
        let (zero, inf) = (int(0), 0x7fff_8000_0000_0000_0000);
        assert_eq!(bin(FBinOp::Div, zero, zero, N), INDEFINITE);
        assert_eq!(bin(FBinOp::Sub, inf, inf, N), INDEFINITE);
        assert_eq!(bin(FBinOp::Div, int(1), zero, N), inf);
        assert_eq!(sqrt(int(-1), N), INDEFINITE);
        let (p, q) = (0x7fff_c000_0000_0000_0001, 0xffff_c000_0000_0000_0002);
        assert_eq!(bin(FBinOp::Add, p, q, N), q);
        assert_eq!(bin(FBinOp::Add, int(1), p, N), p);
        // A signalling NaN comes out quiet.
        assert_eq!(bin(FBinOp::Mul, 0x7fff_8000_0000_0000_0001, int(2), N), p);
        assert_eq!(cmp(p, p), None);
        assert!(is_nan(p) && !is_nan(inf));
    }

    #[test]
    fn square_roots_round_by_the_mode() {
        assert_eq!(sqrt(int(2), N), 0x3fff_b504_f333_f9de_6484);
        assert_eq!(sqrt(int(2), Round::Up), 0x3fff_b504_f333_f9de_6485);
        assert_eq!(sqrt(int(9), N), int(3));
        assert_eq!(sqrt(int(9), Round::Up), int(3));
        assert_eq!(sqrt(SIGN, N), SIGN);
        // 2^-16442 (a denormal) has the root 2^-8221.
        assert_eq!(sqrt(8, N), ldexp(ONE, -8221, N));
        assert_eq!(sqrt(int(1 << 62), N), int(1 << 31));
    }

    #[test]
    fn conversions_are_exact_or_rounded_once() {
        assert_eq!(of_int(false, u64::MAX as u128, N), 0x403e_ffff_ffff_ffff_ffff);
        assert_eq!(trunc_int(of_int(false, u64::MAX as u128, N)), Some((false, u64::MAX as u128)));
        assert_eq!(of_int(false, (1 << 65) - 1, N), 0x4040_8000_0000_0000_0000);
        assert_eq!(of_int(true, (1 << 65) - 1, Round::Zero), SIGN | 0x403f_ffff_ffff_ffff_ffff);
        assert_eq!(trunc_int(int(-7)), Some((true, 7)));
        assert_eq!(trunc_int(bin(FBinOp::Div, int(-7), int(2), N)), Some((true, 3)));
        assert_eq!(trunc_int(INDEFINITE), None);
        let third = bin(FBinOp::Div, int(1), int(3), N);
        assert_eq!(narrow(third, FTy::F64, N), (1.0f64 / 3.0).to_bits() as u128);
        assert_eq!(narrow(third, FTy::F32, Round::Up), (1.0f32 / 3.0).to_bits() as u128);
        assert_eq!(narrow(third, FTy::F32, Round::Down), (1.0f32 / 3.0).next_down().to_bits() as u128);
        assert_eq!(narrow(ldexp(ONE, -1100, N), FTy::F64, Round::Up), 1);
        assert_eq!(narrow(INDEFINITE, FTy::F64, N), (-f64::NAN).to_bits() as u128);
    }

    #[test]
    fn exact_functions() {
        let x = bin(FBinOp::Div, int(-7), int(2), N);
        assert_eq!(round_int(x, Some(Round::Down)), int(-4));
        assert_eq!(round_int(x, Some(Round::Up)), int(-3));
        assert_eq!(round_int(x, None), int(-4));
        assert_eq!(round_int(x, Some(N)), int(-4));
        assert_eq!(modf(x), (bin(FBinOp::Div, int(-1), int(2), N), int(-3)));
        assert_eq!(modf(int(-2)), (SIGN, int(-2)));
        assert_eq!(frexp(int(12)), (bin(FBinOp::Div, int(3), int(4), N), 4));
        assert_eq!(fma(int(3), int(5), int(-15), N), int(0));
        let tiny = ldexp(ONE, -70, N);
        assert_eq!(fma(int(1), int(1), tiny, Round::Up), ONE + 1);
        assert_eq!(fma(int(1), int(1), tiny, N), ONE);
        assert_eq!(math("fdim", int(1), int(3), N), Some(0));
        assert_eq!(copysign(int(2), SIGN), int(-2));
        assert_eq!(minimum(SIGN, 0, false), SIGN);
        assert_eq!(minimum(SIGN, 0, true), 0);
        assert!(is_subnormal(8) && !is_subnormal(ONE) && is_zero(SIGN));
    }
}
