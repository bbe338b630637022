//! IEEE 754 binary16 (`_Float16`, LLVM `half`): its encoding to and from
//! double, rounded by any mode.
//!
//! Every half is a double exactly, so divm computes half arithmetic in
//! double and rounds the double result to half once (scalar.rs). That is
//! the correctly rounded half result:
//! - round to nearest: for `+ - * /` and `sqrt` a double (53 bits) has at
//!   least 2*11+2 bits, so rounding the double result to half is the same
//!   as rounding the exact result (Figueroa, "When is double rounding
//!   innocuous?", 1995). `+ - *` of halves are even exact in double (the
//!   widest exact sum spans 2^-24 to 2^17, 42 bits). `fma` is not covered
//!   by that rule: its sum is rounded here with the sign of its exact
//!   remainder (`from_f64`'s `rest`).
//! - directed modes: rounding down twice (to double, then to half) is
//!   rounding down once, since every half is a double; the same holds
//!   for up and toward zero. The double result comes from the double
//!   operation of the same mode (scalar/round.rs).
//!
//! The `half` crate was not used: its `f16::from_f64` rounds through `f32`
//! where the host has F16C (a double rounding) and drops the low 32 bits
//! of the significand before rounding otherwise, so values just past a
//! tie round the wrong way, and the result depends on the host's CPU; it
//! has no directed rounding either.

use super::Round;
use std::cmp::Ordering;

const SIGN: u16 = 0x8000;
const INF: u16 = 0x7c00;
/// The largest finite half, 65504.
const MAX: u16 = 0x7bff;
const QUIET: u16 = 0x0200;

/// The value of a half's encoding, exactly. A NaN keeps its sign and
/// payload and is quieted, as x86's conversions (and libgcc's
/// `__extendhfsf2`) do.
pub fn to_f64(h: u16) -> f64 {
    let neg = h & SIGN != 0;
    let exp = (h >> 10) & 0x1f;
    let frac = (h & 0x3ff) as u64;
    let bits = match exp {
        0 => {
            let x = frac as f64 * 2f64.powi(-24);
            return if neg { -x } else { x };
        }
        0x1f if frac == 0 => 0x7ff0_0000_0000_0000,
        0x1f => 0x7ff0_0000_0000_0000 | (frac | QUIET as u64) << 42,
        _ => ((exp as u64 + 1023 - 15) << 52) | frac << 42,
    };
    f64::from_bits(bits | (neg as u64) << 63)
}

/// Whether a half's encoding is a subnormal number.
pub fn is_subnormal(h: u16) -> bool {
    h & 0x7c00 == 0 && h & 0x3ff != 0
}

/// Where the exact value lies between two neighbouring multiples of the
/// result's unit, above the lower one: exactly on it, below the midpoint,
/// on it, or above it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Frac {
    Zero,
    Below,
    Half,
    Above,
}

/// The exact value `x + rest` rounded to half by `rm`, where `rest` is
/// only the sign of a remainder smaller than half of `x`'s last bit
/// (`Equal`: `x` is exact). A NaN keeps its sign and the top bits of its
/// payload and is quieted, as x86's conversions do; overflow gives an
/// infinity or the largest finite half, as `rm` says.
pub fn from_f64(x: f64, rest: Ordering, rm: Round) -> u16 {
    let b = x.to_bits();
    let neg = b >> 63 != 0;
    let sign = if neg { SIGN } else { 0 };
    if x.is_nan() {
        return sign | INF | QUIET | ((b >> 42) as u16 & 0x3ff);
    }
    if x.is_infinite() {
        return sign | INF;
    }
    if x == 0.0 {
        return match rest {
            Ordering::Equal => sign,
            // A tiny value of the remainder's sign.
            r => round_magnitude(r == Ordering::Less, 0, -24, Frac::Below, rm),
        };
    }
    // |x| = m * 2^e, m an integer of at most 53 bits.
    let be = ((b >> 52) & 0x7ff) as i32;
    let frac = b & ((1 << 52) - 1);
    let (m, e) = if be == 0 { (frac, -1074) } else { (frac | 1 << 52, be - 1075) };
    let top = if be == 0 { -1023 } else { be - 1023 };
    // The unit of the result's last bit: 2^q, q at least -24 (subnormals).
    let q = (top - 10).max(-24);
    // q - e >= 42: |x| / 2^q is n and a fraction.
    let s = (q - e) as u32;
    let (n, class) = if s >= 64 {
        (0, Frac::Below)
    } else {
        let r = m & ((1 << s) - 1);
        let half = 1u64 << (s - 1);
        let class = match r.cmp(&half) {
            _ if r == 0 => Frac::Zero,
            Ordering::Less => Frac::Below,
            Ordering::Equal => Frac::Half,
            Ordering::Greater => Frac::Above,
        };
        (m >> s, class)
    };
    // The remainder, toward or away from zero, decides only where `x`
    // lies on a multiple of the unit or on a midpoint.
    let away = if neg { rest == Ordering::Less } else { rest == Ordering::Greater };
    let (n, class) = match (class, rest) {
        (_, Ordering::Equal) => (n, class),
        (Frac::Zero, _) if away => (n, Frac::Below),
        // Just below the bottom of a binade: the top of the one below,
        // whose unit is half as large.
        (Frac::Zero, _) if n == 1 << 10 && q > -24 => return round_magnitude(neg, (1 << 11) - 1, q - 1, Frac::Above, rm),
        (Frac::Zero, _) => (n - 1, Frac::Above),
        (Frac::Half, _) if away => (n, Frac::Above),
        (Frac::Half, _) => (n, Frac::Below),
        _ => (n, class),
    };
    round_magnitude(neg, n, q, class, rm)
}

/// The half of sign `neg` whose magnitude is `n` units of 2^q, or the
/// next one up, as `class` and `rm` say.
fn round_magnitude(neg: bool, n: u64, q: i32, class: Frac, rm: Round) -> u16 {
    let sign = if neg { SIGN } else { 0 };
    let inexact = class != Frac::Zero;
    // Whether `rm` takes an inexact magnitude away from zero.
    let outward = match rm {
        Round::Nearest => false,
        Round::Zero => false,
        Round::Up => !neg,
        Round::Down => neg,
    };
    let up = match rm {
        Round::Nearest => class == Frac::Above || (class == Frac::Half && n & 1 == 1),
        _ => inexact && outward,
    };
    let n = n + up as u64;
    // n holds the hidden bit: n = 2^10 at the bottom of a binade, and a
    // carry to 2^11 moves to the next exponent by itself.
    let bits = (((q + 24) as u64) << 10) + n;
    if bits >= INF as u64 {
        // Overflow: to infinity where the mode rounds outward (nearest
        // does past MAX + half an ulp), else the largest finite half.
        return sign | if rm == Round::Nearest || outward { INF } else { MAX };
    }
    sign | bits as u16
}

/// `x`, exact, rounded to half by `rm`: the bits every operation and
/// conversion to half stores.
pub fn round(x: f64, rm: Round) -> u128 {
    from_f64(x, Ordering::Equal, rm) as u128
}

/// `x + y` of two doubles as the rounded sum and the sign of its exact
/// remainder (Knuth's TwoSum: exact with round to nearest, which the host
/// uses, when the sum does not overflow).
pub fn two_sum(x: f64, y: f64) -> (f64, Ordering) {
    let s = x + y;
    let yy = s - x;
    let xx = s - yy;
    let lo = (x - xx) + (y - yy);
    (s, lo.partial_cmp(&0.0).unwrap_or(Ordering::Equal))
}

#[cfg(test)]
mod tests {
    use super::*;
    use Ordering::{Equal, Greater, Less};
    use Round::*;

    fn h(x: f64) -> u16 {
        from_f64(x, Equal, Nearest)
    }

    #[test]
    fn every_half_goes_to_double_and_back() {
        for b in 0..=u16::MAX {
            let x = to_f64(b);
            let nan = b & 0x7c00 == 0x7c00 && b & 0x3ff != 0;
            let back = if nan { b | QUIET } else { b };
            for rm in [Nearest, Down, Up, Zero] {
                assert_eq!(from_f64(x, Equal, rm), back, "{:#06x} {:?}", b, rm);
            }
            if !nan {
                // The host's f32 agrees on the value.
                assert_eq!(to_f64(b) as f32 as f64, x);
            }
        }
    }

    #[test]
    fn values() {
        assert_eq!(to_f64(0x3c00), 1.0);
        assert_eq!(to_f64(0x3e00), 1.5);
        assert_eq!(to_f64(0x7bff), 65504.0);
        assert_eq!(to_f64(0x0001), 2f64.powi(-24));
        assert_eq!(to_f64(0x0400), 2f64.powi(-14));
        assert_eq!(to_f64(0xc000), -2.0);
        assert!(to_f64(0x8000) == 0.0 && to_f64(0x8000).is_sign_negative());
        assert_eq!(to_f64(0xfc00), f64::NEG_INFINITY);
        assert!(is_subnormal(0x03ff) && !is_subnormal(0x0400) && !is_subnormal(0));
    }

    #[test]
    fn nearest_ties_to_even() {
        let ulp = 2f64.powi(-10);
        // 1 + ulp/2: a tie, to the even 1.0; 1 + 3ulp/2 to 1 + 2ulp.
        assert_eq!(h(1.0 + ulp / 2.0), 0x3c00);
        assert_eq!(h(1.0 + 3.0 * ulp / 2.0), 0x3c02);
        // Just past the tie: up, even past double's 2^-42 (the `half`
        // crate's truncation point).
        assert_eq!(h(1.0 + ulp / 2.0 + 2f64.powi(-50)), 0x3c01);
        assert_eq!(h(1.0 + ulp / 2.0 - 2f64.powi(-50)), 0x3c00);
        // A double rounding through f32 would make this 2048.
        assert_eq!(h(0x1ffdffffffu64 as f64 * 2f64.powi(-26)), 0x67ff);
        // A remainder decides a tie and an exact value in directed modes.
        assert_eq!(from_f64(1.0 + ulp / 2.0, Greater, Nearest), 0x3c01);
        assert_eq!(from_f64(1.0 + ulp / 2.0, Less, Nearest), 0x3c00);
        assert_eq!(from_f64(1.0, Less, Down), 0x3bff);
        assert_eq!(from_f64(1.0, Less, Nearest), 0x3c00);
        assert_eq!(from_f64(-1.0, Less, Down), 0xbc01);
        assert_eq!(from_f64(-1.0, Greater, Zero), 0xbbff);
        assert_eq!(from_f64(3.0, Less, Zero), 0x41ff);
        assert_eq!(from_f64(2f64.powi(-14), Less, Down), 0x03ff);
    }

    #[test]
    fn overflow_and_underflow() {
        assert_eq!(h(65504.0), MAX);
        assert_eq!(h(65519.99), MAX);
        assert_eq!(h(65520.0), INF);
        assert_eq!(h(-1e10), SIGN | INF);
        assert_eq!(from_f64(1e10, Equal, Zero), MAX);
        assert_eq!(from_f64(1e10, Equal, Down), MAX);
        assert_eq!(from_f64(1e10, Equal, Up), INF);
        assert_eq!(from_f64(-1e10, Equal, Up), SIGN | MAX);
        assert_eq!(from_f64(-1e10, Equal, Down), SIGN | INF);
        assert_eq!(from_f64(65504.5, Equal, Up), INF);
        // Subnormals: 2^-25 is a tie between 0 and 2^-24, to even 0.
        assert_eq!(h(2f64.powi(-25)), 0);
        assert_eq!(h(3.0 * 2f64.powi(-25)), 2);
        assert_eq!(h(-2f64.powi(-25) * 1.0001), 0x8001);
        assert_eq!(h(1e-300), 0);
        assert_eq!(from_f64(1e-300, Equal, Up), 1);
        assert_eq!(from_f64(-1e-300, Equal, Up), SIGN);
        assert_eq!(from_f64(-1e-300, Equal, Down), SIGN | 1);
        assert_eq!(from_f64(f64::from_bits(1), Equal, Up), 1);
        // The largest subnormal rounds up into the normals.
        assert_eq!(h(2f64.powi(-14) - 2f64.powi(-26)), 0x0400);
        assert_eq!(from_f64(0.0, Greater, Up), 1);
        assert_eq!(from_f64(-0.0, Equal, Up), SIGN);
    }

    #[test]
    fn nans_keep_sign_and_payload() {
        assert_eq!(h(f64::NAN), 0x7e00);
        assert_eq!(h(-f64::NAN), 0xfe00);
        // A signalling half NaN is quieted both ways, payload kept.
        assert_eq!(to_f64(0x7c01).to_bits(), 0x7ff8_0400_0000_0000);
        assert_eq!(h(to_f64(0x7c01)), 0x7e01);
    }

    #[test]
    fn two_sum_gives_the_remainder_sign() {
        assert_eq!(two_sum(1.0, 2f64.powi(-60)), (1.0, Greater));
        assert_eq!(two_sum(1.0, -2f64.powi(-60)), (1.0, Less));
        assert_eq!(two_sum(1.0, 2.0), (3.0, Equal));
    }
}
