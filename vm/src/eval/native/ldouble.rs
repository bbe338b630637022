//! `long double` (x87) for printf and strtold: the exact decimal of an
//! 80-bit value, whose digits printf rounds as for a double, glibc's hex
//! form of it, and the correctly rounded parse of a number's text.

use super::{expo, fixed, fmt_float, general, hex_digits, parse_double, Decimal, Dir, Num};
use crate::scalar::{x87, Round};

/// An unsigned integer, little-endian base-2^32 limbs.
struct Big(Vec<u32>);

impl Big {
    fn mul_small(&mut self, k: u32) {
        let mut carry = 0u64;
        for l in &mut self.0 {
            let x = *l as u64 * k as u64 + carry;
            *l = x as u32;
            carry = x >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    /// Its decimal digits, most significant first (none for 0).
    fn digits(mut self) -> Vec<u8> {
        let mut chunks = Vec::new();
        while self.0.iter().any(|&l| l != 0) {
            let mut rem = 0u64;
            for l in self.0.iter_mut().rev() {
                let x = (rem << 32) | *l as u64;
                *l = (x / 1_000_000_000) as u32;
                rem = x % 1_000_000_000;
            }
            chunks.push(rem as u32);
            while self.0.last() == Some(&0) {
                self.0.pop();
            }
        }
        let mut s = String::new();
        for (i, c) in chunks.iter().rev().enumerate() {
            s += &if i == 0 { c.to_string() } else { format!("{:09}", c) };
        }
        s.into_bytes()
    }
}

/// The exact decimal of a finite, nonzero value's magnitude: `m * 2^e`
/// is `m * 5^-e * 10^e` for a negative `e`.
fn decimal(bits: u128) -> Decimal {
    let field = ((bits >> 64) & 0x7fff) as i64;
    let m = bits as u64;
    let e = field.max(1) - 16383 - 63;
    let mut n = Big(vec![m as u32, (m >> 32) as u32]);
    // By 2^31 or 5^13 at a time, then the rest.
    let (step, per) = if e > 0 { (1u32 << 31, 31) } else { (1_220_703_125, 13) };
    let k = e.unsigned_abs();
    for _ in 0..k / per {
        n.mul_small(step);
    }
    for _ in 0..k % per {
        n.mul_small(if e > 0 { 2 } else { 5 });
    }
    Decimal::new(&n.digits(), b"", e.min(0))
}

/// printf's `%Lf %Le %Lg %La` (and upper case) of x87 bits, as
/// `fmt_float` formats a double: digits of the exact value rounded by
/// `rm`, to nearest with ties to even.
pub fn fmt_x87(bits: u128, conv: u8, prec: i32, alt: bool, rm: Round) -> String {
    let special = (bits >> 64) & 0x7fff == 0x7fff || bits as u64 == 0;
    if special {
        // Zeros, infinities and NaNs print as their doubles do.
        return fmt_float(x87::to_f64(bits), conv, prec, alt, rm);
    }
    let upper = conv.is_ascii_uppercase();
    let neg = bits >> 79 & 1 == 1;
    let dir: Dir = Some((neg, rm));
    let body = if conv.eq_ignore_ascii_case(&b'a') {
        hex(bits, prec, alt, (neg, rm))
    } else {
        let d = decimal(bits);
        let a = Num::D(&d);
        let p = if prec < 0 { 6 } else { prec as usize };
        match conv.to_ascii_lowercase() {
            b'e' => expo(a, p, alt, dir),
            b'g' => general(a, p.max(1), alt, dir),
            _ => fixed(a, p, alt, dir),
        }
    };
    let sign = if neg { "-" } else { "" };
    format!("{}{}", sign, if upper { body.to_uppercase() } else { body })
}

/// glibc's `%La`: the significand's first 4 bits as the leading digit,
/// the other 60 as up to 15 hex digits (`0xc.ccccccccccccccdp-7` for
/// 0.1L), rounded at the precision.
fn hex(bits: u128, prec: i32, alt: bool, (neg, rm): (bool, Round)) -> String {
    let m = bits as u64;
    let field = ((bits >> 64) & 0x7fff) as i32;
    let dir = if rm == Round::Nearest { None } else { Some((neg, rm)) };
    hex_digits((m >> 60, m & ((1 << 60) - 1), 15), field.max(1) - 16383 - 3, prec, alt, dir)
}

/// strtold: (x87 bits, bytes consumed, range error). The text strtod
/// reads, correctly rounded to 64 bits by `rm`.
pub fn parse_x87(s: &[u8], rm: Round) -> (u128, usize, bool) {
    let (d, n, erange) = parse_double(s, rm);
    let text = std::str::from_utf8(&s[..n]).unwrap_or("").trim_start_matches([' ', '\t', '\n', '\r', '\x0b', '\x0c']);
    let (neg, body) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let digit = body.bytes().next().is_some_and(|c| c.is_ascii_digit() || c == b'.');
    if n == 0 || !digit {
        // Nothing read, an infinity or a NaN: as the double.
        return (x87::from_f64(d), n, erange);
    }
    let hex = body.len() > 1 && body.as_bytes()[1].eq_ignore_ascii_case(&b'x');
    let body = if hex && !body.contains(['p', 'P']) { format!("{}p0", body) } else { body.to_string() };
    match x87::parse(&body, neg, rm) {
        Some((bits, range)) => (bits, n, range),
        None => (x87::from_f64(d), n, erange),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn x(s: &str) -> u128 {
        parse_x87(s.as_bytes(), Round::Nearest).0
    }

    #[test]
    fn formats_like_glibc() {
        let f = |s: &str, conv, prec| fmt_x87(x(s), conv, prec, false, Round::Nearest);
        assert_eq!(f("0.1", b'a', -1), "0xc.ccccccccccccccdp-7");
        assert_eq!(f("1", b'a', -1), "0x8p-3");
        assert_eq!(f("1", b'A', 2), "0X8.00P-3");
        assert_eq!(f("0x1.fffffffffffffffep0", b'a', 0), "0x1p+1");
        assert_eq!(f("0.1", b'f', 25), "0.1000000000000000000013553");
        assert_eq!(f("0.1", b'e', -1), "1.000000e-01");
        assert_eq!(f("-0.1", b'g', 25), "-0.1000000000000000000013553");
        assert_eq!(f("1e4000", b'g', -1), "1e+4000");
        assert_eq!(f("2.5", b'f', 0), "2");
        assert_eq!(f("3.5", b'f', 0), "4");
        assert_eq!(f("1.0842021724855044340074528e-19", b'g', -1), "1.0842e-19");
        assert_eq!(fmt_x87(x("0.1"), b'f', 20, false, Round::Down), "0.10000000000000000000");
        assert_eq!(fmt_x87(x("0.1"), b'f', 20, false, Round::Up), "0.10000000000000000001");
        assert_eq!(f("0", b'g', -1), "0");
        assert_eq!(f("-inf", b'f', -1), "-inf");
    }

    #[test]
    fn parses_to_64_bits() {
        assert_eq!(x("0.1"), 0x3ffb_cccc_cccc_cccc_cccd);
        assert_eq!(x("  -1"), 0xbfff_8000_0000_0000_0000);
        assert_eq!(x(".5"), 0x3ffe_8000_0000_0000_0000);
        assert_eq!(x("0x1p-1"), 0x3ffe_8000_0000_0000_0000);
        assert_eq!(x("0x.8"), 0x3ffe_8000_0000_0000_0000);
        assert_eq!(parse_x87(b"0.1", Round::Down).0, 0x3ffb_cccc_cccc_cccc_cccc);
        assert_eq!(parse_x87(b"1e5000x", Round::Nearest), (0x7fff_8000_0000_0000_0000, 6, true));
        assert_eq!(parse_x87(b"1e-5000", Round::Nearest), (0, 7, true));
        assert_eq!(parse_x87(b"nan", Round::Nearest).0, 0x7fff_c000_0000_0000_0000);
        assert_eq!(parse_x87(b"x", Round::Nearest).1, 0);
        assert_eq!(parse_x87(b"1e", Round::Nearest), (0x3fff_8000_0000_0000_0000, 1, false));
    }
}
