//! Natives: libm functions, float formatting and parsing, computed by the
//! host. libm is called directly so results are those of native code.

use crate::ir::MATH;
use crate::scalar::{round, Round};
use std::borrow::Cow;
use std::cmp::Ordering;

mod ldouble;
pub use ldouble::{fmt_x87, parse_x87};

mod libm {
    extern "C" {
        pub fn ldexp(x: f64, e: i32) -> f64;
        pub fn frexp(x: f64, e: *mut i32) -> f64;
        pub fn modf(x: f64, i: *mut f64) -> f64;
        pub fn lround(x: f64) -> i64;
    }
}

/// glibc's libm, looked up at run time: Rust's own runtime carries some
/// libm symbols (`cbrt`, `fmax`, ...) that would shadow glibc's at link
/// time, and native programs get glibc's results.
mod glibc {
    use std::ffi::{c_char, c_int, c_void, CString};
    use std::sync::OnceLock;

    extern "C" {
        fn dlopen(file: *const c_char, mode: c_int) -> *mut c_void;
        fn dlsym(handle: *mut c_void, name: *const c_char) -> *mut c_void;
    }

    struct Handle(usize);

    fn handle() -> usize {
        static H: OnceLock<Handle> = OnceLock::new();
        H.get_or_init(|| {
            let name = CString::new("libm.so.6").unwrap();
            // SAFETY: `name` is a NUL-terminated string that outlives the
            // call; dlopen has no other precondition (2 is RTLD_NOW).
            Handle(unsafe { dlopen(name.as_ptr(), 2) } as usize)
        })
        .0
    }

    /// The address of a libm function, or None.
    pub fn symbol(name: &str) -> Option<usize> {
        let h = handle();
        if h == 0 {
            return None;
        }
        let n = CString::new(name).ok()?;
        // SAFETY: `h` is a handle dlopen returned (non-null, never
        // closed) and `n` a NUL-terminated string that outlives the call.
        let p = unsafe { dlsym(h as *mut c_void, n.as_ptr()) } as usize;
        (p != 0).then_some(p)
    }
}

/// Calls libm's `name` (double precision) with one or two arguments.
fn call_f64(name: &str, arity: u8, x: f64, y: f64) -> Option<f64> {
    let p = glibc::symbol(name)?;
    // SAFETY: `p` is the non-null address of libm's `name`, a C function
    // of `arity` doubles returning a double (MATH lists only such
    // functions), so the transmuted pointer has the function's own type.
    Some(unsafe {
        if arity == 1 {
            let f: extern "C" fn(f64) -> f64 = std::mem::transmute(p);
            f(x)
        } else {
            let f: extern "C" fn(f64, f64) -> f64 = std::mem::transmute(p);
            f(x, y)
        }
    })
}

fn call_f32(name: &str, arity: u8, x: f32, y: f32) -> Option<f32> {
    let p = glibc::symbol(&format!("{}f", name))?;
    // SAFETY: as in `call_f64`, for the float variant `{name}f` of libm's
    // function, which takes and returns floats.
    Some(unsafe {
        if arity == 1 {
            let f: extern "C" fn(f32) -> f32 = std::mem::transmute(p);
            f(x)
        } else {
            let f: extern "C" fn(f32, f32) -> f32 = std::mem::transmute(p);
            f(x, y)
        }
    })
}

/// Applies math function `id` to one or two operands in single (4) or double
/// (8) precision, given and returned as raw bits.
pub fn math(id: u16, size: u32, a: u64, b: u64) -> Option<u64> {
    let (name, arity) = *MATH.get(id as usize)?;
    if arity > 2 {
        return None;
    }
    if size == 4 {
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        return call_f32(name, arity, x, y).map(|r| r.to_bits() as u64);
    }
    let (x, y) = (f64::from_bits(a), f64::from_bits(b));
    call_f64(name, arity, x, y).map(f64::to_bits)
}

pub fn ldexp(x: f64, e: i32) -> f64 {
    // SAFETY: a pure C function of two numbers.
    unsafe { libm::ldexp(x, e) }
}

pub fn frexp(x: f64) -> (f64, i32) {
    let mut e = 0;
    // SAFETY: `e` is a valid, exclusive place for the exponent.
    let m = unsafe { libm::frexp(x, &mut e) };
    (m, e)
}

pub fn modf(x: f64) -> (f64, f64) {
    let mut i = 0.0;
    // SAFETY: `i` is a valid, exclusive place for the integral part.
    let f = unsafe { libm::modf(x, &mut i) };
    (f, i)
}

pub fn lround(x: f64) -> i64 {
    // SAFETY: a pure C function of a number.
    unsafe { libm::lround(x) }
}

/// printf-style formatting of a double: `%f %F %e %E %g %G %a %A`, without
/// padding or `+`/space flags. `prec < 0` means the default. The digits
/// are rounded by `rm`, as glibc rounds them by the current mode (to
/// nearest: ties to even on the exact value).
pub fn fmt_float(v: f64, conv: u8, prec: i32, alt: bool, rm: Round) -> String {
    let upper = conv.is_ascii_uppercase();
    let neg = v.is_sign_negative();
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    let a = v.abs();
    if !a.is_finite() {
        let s = if a.is_nan() { "nan" } else { "inf" };
        out.push_str(&if upper { s.to_uppercase() } else { s.to_string() });
        return out;
    }
    // Zero is exact in every mode.
    let dir = if rm == Round::Nearest || a == 0.0 { None } else { Some((neg, rm)) };
    let body = match conv.to_ascii_lowercase() {
        b'f' => fixed(Num::F(a), if prec < 0 { 6 } else { prec as usize }, alt, dir),
        b'e' => expo(Num::F(a), if prec < 0 { 6 } else { prec as usize }, alt, dir),
        b'g' => general(Num::F(a), if prec < 0 { 6 } else { prec.max(1) as usize }, alt, dir),
        b'a' => hex(a, prec, alt, dir),
        _ => fixed(Num::F(a), 6, alt, dir),
    };
    out.push_str(&if upper { body.to_uppercase() } else { body });
    out
}

/// A directed rounding of the digits of a nonzero value: its sign and the
/// mode (`None`: to nearest, by Rust's formatting of a double).
type Dir = Option<(bool, Round)>;

/// A finite value to print, at least 0: a double, or the exact decimal of
/// a nonzero `long double`, whose digits are always rounded by a `Dir`.
#[derive(Clone, Copy)]
enum Num<'a> {
    F(f64),
    D(&'a Decimal),
}

impl Num<'_> {
    fn decimal(&self) -> Cow<'_, Decimal> {
        match self {
            Num::F(a) => Cow::Owned(Decimal::of(*a)),
            Num::D(d) => Cow::Borrowed(*d),
        }
    }

    fn is_zero(&self) -> bool {
        matches!(self, Num::F(a) if *a == 0.0)
    }
}

/// The exact decimal value of a finite `a > 0`, or of a decimal number's
/// text: `0.DIGITS * 10^point`, the first digit nonzero, the last too.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Decimal {
    digits: Vec<u8>,
    point: i64,
}

impl Decimal {
    /// `int` and `frac` digits (ASCII) times 10^exp.
    fn new(int: &[u8], frac: &[u8], exp: i64) -> Decimal {
        let mut digits: Vec<u8> = int.iter().chain(frac).map(|c| c - b'0').collect();
        let lead = digits.iter().take_while(|&&d| d == 0).count();
        digits.drain(..lead);
        while digits.last() == Some(&0) {
            digits.pop();
        }
        Decimal { digits, point: int.len() as i64 - lead as i64 + exp }
    }

    fn of(a: f64) -> Decimal {
        // A double's expansion ends within 1074 fractional digits.
        let s = format!("{:.1074}", a);
        let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
        Decimal::new(int.as_bytes(), frac.as_bytes(), 0)
    }

    /// The first `n` digits (`n` may be past either end), rounded away
    /// from zero when the rest is nonzero and the mode rounds a value of
    /// this sign that way (down for negatives, up for positives), or to
    /// nearest, ties to even: the digits of an integer `k` (empty for 0,
    /// one more than `n` after a carry out) worth `k * 10^(point - n)`.
    fn round(&self, n: i64, (neg, rm): (bool, Round)) -> Vec<u8> {
        let keep = n.clamp(0, self.digits.len() as i64) as usize;
        let mut k = self.digits[..keep].to_vec();
        k.resize(n.max(0) as usize, 0);
        let rest = self.digits.len() as i64 > n;
        let away = if rm == Round::Nearest {
            // (n < 0: the value is below a tenth of the unit.)
            let next = if n >= 0 { self.digits.get(n as usize).copied() } else { None };
            let odd = k.last().is_some_and(|d| d % 2 == 1);
            next.is_some_and(|d| d > 5 || (d == 5 && (self.digits.len() as i64 > n + 1 || odd)))
        } else {
            rest && round::rounds_away(neg, rm)
        };
        if away {
            let mut i = k.len();
            loop {
                if i == 0 {
                    k.insert(0, 1);
                    break;
                }
                i -= 1;
                if k[i] == 9 {
                    k[i] = 0;
                } else {
                    k[i] += 1;
                    break;
                }
            }
        }
        k
    }

    /// Half the value (times 5, over 10).
    fn half(&self) -> Decimal {
        let mut digits = Vec::with_capacity(self.digits.len() + 1);
        let mut carry = 0;
        for &d in self.digits.iter().rev() {
            let x = d * 5 + carry;
            digits.push(x % 10);
            carry = x / 10;
        }
        let mut point = self.point - 1;
        if carry > 0 {
            digits.push(carry);
            point += 1;
        }
        digits.reverse();
        while digits.last() == Some(&0) {
            digits.pop();
        }
        Decimal { digits, point }
    }

    /// The order of two nonzero values.
    fn cmp_value(&self, o: &Decimal) -> Ordering {
        self.point.cmp(&o.point).then_with(|| self.digits.cmp(&o.digits))
    }

    /// `%e`'s significand digits (`prec + 1` of them) and exponent.
    fn round_sci(&self, prec: usize, dir: (bool, Round)) -> (Vec<u8>, i64) {
        let n = prec as i64 + 1;
        let mut k = self.round(n, dir);
        let mut scale = self.point - n;
        if k.len() as i64 > n {
            k.pop();
            scale += 1;
        }
        (k, scale + prec as i64)
    }
}

fn ascii(d: &[u8]) -> String {
    d.iter().map(|&d| (b'0' + d) as char).collect()
}

fn fixed(a: Num, prec: usize, alt: bool, dir: Dir) -> String {
    let mut s = match (dir, a) {
        (None, Num::F(a)) => format!("{:.*}", prec, a),
        (dir, a) => {
            let dir = dir.unwrap_or((false, Round::Nearest));
            let d = a.decimal();
            let mut k = ascii(&d.round(d.point + prec as i64, dir));
            if k.len() < prec + 1 {
                k = "0".repeat(prec + 1 - k.len()) + &k;
            }
            let (int, frac) = k.split_at(k.len() - prec);
            if prec > 0 {
                format!("{}.{}", int, frac)
            } else {
                int.to_string()
            }
        }
    };
    if alt && prec == 0 {
        s.push('.');
    }
    s
}

/// `d.ddde+XX` with the C exponent style.
fn expo(a: Num, prec: usize, alt: bool, dir: Dir) -> String {
    let (mut m, e) = match (dir, a) {
        (None, Num::F(a)) => {
            let s = format!("{:.*e}", prec, a);
            let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
            (mant.to_string(), exp.parse().unwrap_or(0))
        }
        (dir, a) => {
            let (k, e) = a.decimal().round_sci(prec, dir.unwrap_or((false, Round::Nearest)));
            let k = ascii(&k);
            (if prec > 0 { format!("{}.{}", &k[..1], &k[1..]) } else { k }, e)
        }
    };
    if alt && prec == 0 {
        m.push('.');
    }
    format!("{}e{}{:02}", m, if e < 0 { '-' } else { '+' }, e.abs())
}

fn general(a: Num, p: usize, alt: bool, dir: Dir) -> String {
    // The exponent after rounding to p significant digits.
    let e = match (dir, a) {
        _ if a.is_zero() => 0,
        (None, Num::F(a)) => {
            let s = format!("{:.*e}", p - 1, a);
            s.split_once('e').map(|(_, e)| e.parse::<i32>().unwrap_or(0)).unwrap_or(0)
        }
        (dir, a) => a.decimal().round_sci(p - 1, dir.unwrap_or((false, Round::Nearest))).1 as i32,
    };
    let mut s = if (p as i32) > e && e >= -4 { fixed(a, (p as i32 - 1 - e) as usize, alt, dir) } else { expo(a, p - 1, alt, dir) };
    if !alt {
        // Strip trailing zeros of the fraction, and a bare point.
        let (mant, tail) = match s.find('e') {
            Some(i) => (s[..i].to_string(), s[i..].to_string()),
            None => (s.clone(), String::new()),
        };
        let mant = if mant.contains('.') { mant.trim_end_matches('0').trim_end_matches('.').to_string() } else { mant };
        s = mant + &tail;
    }
    s
}

fn hex(a: f64, prec: i32, alt: bool, dir: Dir) -> String {
    if a == 0.0 {
        let frac = if prec > 0 {
            format!(".{}", "0".repeat(prec as usize))
        } else if alt {
            ".".into()
        } else {
            String::new()
        };
        return format!("0x0{}p+0", frac);
    }
    let bits = a.to_bits();
    let raw_exp = ((bits >> 52) & 0x7ff) as i32;
    let mant = bits & ((1u64 << 52) - 1);
    let (lead, exp) = if raw_exp == 0 { (0u64, -1022) } else { (1u64, raw_exp - 1023) };
    hex_digits((lead, mant, 13), exp, prec, alt, dir)
}

/// `%a` of the significand `lead.frac` (`nd` hex digits after the point)
/// times 2^`exp`: its digits, rounded at the precision (to nearest, ties
/// to even, or by the directed mode), as glibc writes a double (leading
/// 0 or 1) and an x87 long double (leading 8 to f).
fn hex_digits((mut lead, mut frac, nd): (u64, u64, u32), mut exp: i32, prec: i32, alt: bool, dir: Dir) -> String {
    let digits = if prec < 0 {
        let mut d = nd;
        while d > 0 && frac & 0xf == 0 {
            frac >>= 4;
            d -= 1;
        }
        d as usize
    } else {
        let p = (prec as u32).min(nd);
        if p < nd {
            let drop = (nd - p) * 4;
            let full = (lead << (nd * 4)) | frac;
            let half = 1u64 << (drop - 1);
            let rem = full & ((1u64 << drop) - 1);
            let mut kept = full >> drop;
            let away = match dir {
                None => rem > half || (rem == half && kept & 1 == 1),
                Some((neg, rm)) => rem != 0 && round::rounds_away(neg, rm),
            };
            kept += away as u64;
            lead = kept >> (p * 4);
            frac = kept & ((1u64 << (p * 4)) - 1);
            if lead == 0x10 {
                // (a long double's 0xf.f... carried: glibc writes
                // 0x1.0... four binades up)
                lead = 1;
                exp += 4;
            }
        }
        p as usize
    };
    let mut s = format!("0x{:x}", lead);
    if digits > 0 {
        s.push('.');
        s.push_str(&format!("{:0width$x}", frac, width = digits));
        if prec > nd as i32 {
            s.push_str(&"0".repeat((prec - nd as i32) as usize));
        }
    } else if alt {
        s.push('.');
    }
    s.push_str(&format!("p{}{}", if exp < 0 { '-' } else { '+' }, exp.abs()));
    s
}

/// strtod: returns (value, bytes consumed, range error). A decimal is
/// rounded by `rm`, as glibc's strtod rounds by the current mode.
pub fn parse_double(s: &[u8], rm: Round) -> (f64, usize, bool) {
    let mut i = 0;
    while i < s.len() && matches!(s[i], b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) {
        i += 1;
    }
    let start = i;
    let mut neg = false;
    if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
        neg = s[i] == b'-';
        i += 1;
    }
    let rest = &s[i..];
    let lower: Vec<u8> = rest.iter().take(8).map(|c| c.to_ascii_lowercase()).collect();
    let sign = if neg { -1.0 } else { 1.0 };
    if lower.starts_with(b"inf") {
        let n = if lower.starts_with(b"infinity") { 8 } else { 3 };
        return (sign * f64::INFINITY, i + n, false);
    }
    if lower.starts_with(b"nan") {
        let mut n = 3;
        if rest.get(3) == Some(&b'(') {
            let mut j = 4;
            while j < rest.len() && (rest[j].is_ascii_alphanumeric() || rest[j] == b'_') {
                j += 1;
            }
            if rest.get(j) == Some(&b')') {
                n = j + 1;
            }
        }
        // The sign is a bit of the NaN ("-nan" is negative, as glibc's):
        // a product with a NaN need not keep it.
        return (f64::NAN.copysign(sign), i + n, false);
    }
    if lower.starts_with(b"0x")
        && rest.len() > 2
        && (rest[2].is_ascii_hexdigit() || (rest[2] == b'.' && rest.get(3).is_some_and(|c| c.is_ascii_hexdigit())))
    {
        let (m, e, n) = parse_hex(&rest[2..]);
        let p = sign * ldexp(m as f64, e);
        if m == 0 {
            return (p, i + 2 + n, false);
        }
        // (p is the nearest or, past 53 bits among the subnormals, its
        // neighbour on the value's other side: both bracket the value.)
        let side = round::scaled_side(neg, m as u128, e, p);
        let r = if rm == Round::Nearest { p } else { round::step(p, side, rm) };
        // glibc's range errors: an overflow (from 2^1024 on where the
        // mode gives DBL_MAX), or an inexact result below DBL_MIN.
        let erange = r.is_infinite()
            || (r.abs() == f64::MAX && round::beyond_double(m as u128, e))
            || (side != Ordering::Equal && (r == 0.0 || r.is_subnormal()));
        return (r, i + 2 + n, erange);
    }
    // Decimal: digits [. digits] [e [sign] digits]
    let mut j = 0;
    let mut digits = 0;
    let mut nonzero = false;
    while j < rest.len() && rest[j].is_ascii_digit() {
        nonzero |= rest[j] != b'0';
        j += 1;
        digits += 1;
    }
    if j < rest.len() && rest[j] == b'.' {
        j += 1;
        while j < rest.len() && rest[j].is_ascii_digit() {
            nonzero |= rest[j] != b'0';
            j += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return (0.0, 0, false);
    }
    if j < rest.len() && (rest[j] == b'e' || rest[j] == b'E') {
        let mut k = j + 1;
        if k < rest.len() && (rest[k] == b'+' || rest[k] == b'-') {
            k += 1;
        }
        if k < rest.len() && rest[k].is_ascii_digit() {
            while k < rest.len() && rest[k].is_ascii_digit() {
                k += 1;
            }
            j = k;
        }
    }
    let text = std::str::from_utf8(&rest[..j]).unwrap_or("0");
    let text = if text.starts_with('.') { format!("0{}", text) } else { text.to_string() };
    let v: f64 = text.parse().unwrap_or(0.0);
    let mut r = sign * v;
    let mut tiny = false;
    let mut overflow = v.is_infinite();
    if rm != Round::Nearest && nonzero {
        // Where the decimal lies relative to its nearest double.
        let exact = decimal_of_text(&text);
        let side = if v.is_finite() && v != 0.0 { exact.cmp_value(&Decimal::of(v)) } else { Ordering::Greater };
        r = round::step(r, if neg { side.reverse() } else { side }, rm);
        // Rounded up to DBL_MIN from below: tiny all the same (glibc's
        // range error) when 53 bits of an unbounded exponent would not
        // have reached it, at or below 2^-1022 - 2^-1075.
        if r.abs() == f64::MIN_POSITIVE {
            let below = Decimal::of(f64::MIN_POSITIVE * 2.0 - f64::from_bits(1)).half();
            tiny = exact.cmp_value(&below) != Ordering::Greater;
        }
        // An overflow is a range error where the mode gives DBL_MAX too,
        // from 2^1024 on (half the value from 2^1023).
        overflow = r.is_infinite() || (r.abs() == f64::MAX && exact.half().cmp_value(&Decimal::of(2f64.powi(1023))) != Ordering::Less);
    }
    let erange = overflow || (nonzero && (r == 0.0 || r.is_subnormal() || tiny));
    let _ = start;
    (r, i + j, erange)
}

/// The value of a nonzero decimal's text: `digits [. digits] [e [sign] digits]`.
fn decimal_of_text(t: &str) -> Decimal {
    let (mant, exp) = match t.find(['e', 'E']) {
        Some(i) => (&t[..i], &t[i + 1..]),
        None => (t, ""),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let (eneg, edigits) = match exp.as_bytes().first() {
        Some(b'-') => (true, &exp[1..]),
        Some(b'+') => (false, &exp[1..]),
        _ => (false, exp),
    };
    // Far beyond any double's decimal exponent, and within an i64 with
    // the digits' count added.
    let e = edigits.bytes().fold(0i64, |e, c| (e * 10 + (c - b'0') as i64).min(1 << 40));
    Decimal::new(int.as_bytes(), frac.as_bytes(), if eneg { -e } else { e })
}

/// A hexadecimal significand and binary exponent: `m * 2^e` and the bytes read.
fn parse_hex(s: &[u8]) -> (u64, i32, usize) {
    let mut mant: u64 = 0;
    let mut exp: i32 = 0;
    let mut j = 0;
    let mut sticky = false;
    let mut seen_point = false;
    while j < s.len() {
        let c = s[j];
        if c == b'.' && !seen_point {
            seen_point = true;
        } else if let Some(d) = (c as char).to_digit(16) {
            if mant >> 56 == 0 {
                mant = mant * 16 + d as u64;
                if seen_point {
                    exp -= 4;
                }
            } else {
                sticky |= d != 0;
                if !seen_point {
                    exp += 4;
                }
            }
        } else {
            break;
        }
        j += 1;
    }
    if j < s.len() && (s[j] == b'p' || s[j] == b'P') {
        let mut k = j + 1;
        let mut eneg = false;
        if k < s.len() && (s[k] == b'+' || s[k] == b'-') {
            eneg = s[k] == b'-';
            k += 1;
        }
        if k < s.len() && s[k].is_ascii_digit() {
            let mut e: i32 = 0;
            while k < s.len() && s[k].is_ascii_digit() {
                e = e.saturating_mul(10).saturating_add((s[k] - b'0') as i32);
                k += 1;
            }
            exp = exp.saturating_add(if eneg { -e } else { e });
            j = k;
        }
    }
    // (The sticky bit, below the 56 kept, rounds as the digits it stands for.)
    (mant | sticky as u64, exp, j)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_like_glibc() {
        assert_eq!(fmt_float(3.25159, b'f', -1, false, Round::Nearest), "3.251590");
        assert_eq!(fmt_float(1e10, b'e', 2, false, Round::Nearest), "1.00e+10");
        assert_eq!(fmt_float(0.0001, b'g', -1, false, Round::Nearest), "0.0001");
        assert_eq!(fmt_float(0.00001, b'g', -1, false, Round::Nearest), "1e-05");
        assert_eq!(fmt_float(123456789.0, b'g', -1, false, Round::Nearest), "1.23457e+08");
        assert_eq!(fmt_float(100.0, b'g', -1, false, Round::Nearest), "100");
        assert_eq!(fmt_float(-0.0, b'f', 1, false, Round::Nearest), "-0.0");
        assert_eq!(fmt_float(f64::NAN, b'f', -1, false, Round::Nearest), "nan");
        assert_eq!(fmt_float(f64::NEG_INFINITY, b'E', -1, false, Round::Nearest), "-INF");
        assert_eq!(fmt_float(2.5, b'f', 0, false, Round::Nearest), "2");
        assert_eq!(fmt_float(3.0, b'a', -1, false, Round::Nearest), "0x1.8p+1");
        assert_eq!(fmt_float(1.0, b'a', -1, false, Round::Nearest), "0x1p+0");
    }

    #[test]
    fn parses_like_strtod() {
        assert_eq!(parse_double(b"  3.5xyz", Round::Nearest), (3.5, 5, false));
        assert_eq!(parse_double(b"-1e3", Round::Nearest), (-1000.0, 4, false));
        assert_eq!(parse_double(b"0x1.8p1", Round::Nearest), (3.0, 7, false));
        assert_eq!(parse_double(b"abc", Round::Nearest).1, 0);
        assert!(parse_double(b"1e999", Round::Nearest).2);
        assert_eq!(parse_double(b"inFinity", Round::Nearest).0, f64::INFINITY);
        assert_eq!(parse_double(b".5", Round::Nearest).0, 0.5);
        // The sign of a NaN is kept: "-nan" is negative, "nan" positive.
        assert!(parse_double(b" -nan", Round::Nearest).0.is_sign_negative());
        assert!(parse_double(b"-NAN(12)", Round::Nearest).0.is_sign_negative());
        assert!(parse_double(b"+nan", Round::Nearest).0.is_sign_positive());
    }

    #[test]
    fn formats_by_the_mode() {
        use Round::*;
        let f = |v: f64, conv, prec, rm| fmt_float(v, conv, prec, false, rm);
        assert_eq!(f(0.25, b'f', 1, Up), "0.3");
        assert_eq!(f(0.25, b'f', 1, Down), "0.2");
        assert_eq!(f(-0.25, b'f', 1, Down), "-0.3");
        assert_eq!(f(-0.25, b'f', 1, Up), "-0.2");
        assert_eq!(f(-0.25, b'f', 1, Zero), "-0.2");
        assert_eq!(f(0.1, b'f', -1, Up), "0.100001");
        assert_eq!(f(9.96, b'f', 1, Up), "10.0");
        assert_eq!(f(9.99e5, b'e', 1, Up), "1.0e+06");
        assert_eq!(f(9.96, b'g', 2, Up), "10");
        assert_eq!(f(9.9999e-5, b'g', 3, Up), "0.0001");
        assert_eq!(f(9.9999e-5, b'g', 3, Down), "9.99e-05");
        assert_eq!(f(1e-300, b'f', 1, Up), "0.1");
        assert_eq!(f(-1e-300, b'f', 1, Down), "-0.1");
        assert_eq!(f(-1e-300, b'f', 1, Up), "-0.0");
        assert_eq!(f(1.0 / 3.0, b'a', 3, Up), "0x1.556p-2");
        assert_eq!(f(-1.0 / 3.0, b'a', 1, Down), "-0x1.6p-2");
        assert_eq!(f(0.0, b'e', 2, Up), "0.00e+00");
        assert_eq!(fmt_float(1e-300, b'f', 0, true, Up), "1.");
    }

    #[test]
    fn parses_by_the_mode() {
        use Round::*;
        let p = |s: &[u8], rm| parse_double(s, rm);
        assert_eq!(p(b"0.1", Down).0, 0.1f64.next_down());
        assert_eq!(p(b"0.1", Up).0, 0.1);
        assert_eq!(p(b"-0.1", Zero).0, -0.1f64.next_down());
        assert_eq!(p(b"-0.1", Down).0, -0.1);
        assert_eq!(p(b"2.5", Down).0, 2.5);
        assert_eq!(p(b"1e400", Down), (f64::MAX, 5, true));
        assert_eq!(p(b"-1e400", Up), (-f64::MAX, 6, true));
        assert_eq!(p(b"1e-400", Up), (f64::from_bits(1), 6, true));
        assert_eq!(p(b"1.7976931348623158e308", Up), (f64::INFINITY, 22, true));
        assert_eq!(p(b"1.7976931348623158e308", Down), (f64::MAX, 22, false));
        assert_eq!(p(b"2.2250738585072011e-308", Up), (f64::MIN_POSITIVE, 23, true));
        assert_eq!(p(b"2.2250738585072014e-308", Down), (f64::MIN_POSITIVE, 23, false));
        assert_eq!(p(b"1.7976931348623159e308", Down), (f64::MAX, 22, false));
        assert_eq!(p(b"1.8e308", Zero), (f64::MAX, 7, true));
        assert_eq!(p(b"0x1.00000000000008p0", Up).0, 1.0f64.next_up());
        assert_eq!(p(b"-0x1.00000000000008p0", Zero).0, -1.0);
        assert_eq!(p(b"0x1.000000000000081p0", Nearest).0, 1.0f64.next_up());
        assert_eq!(p(b"0x1p2000", Down), (f64::MAX, 8, true));
        assert_eq!(p(b"0x1.fffffffffffff8p1023", Down), (f64::MAX, 23, false));
        assert_eq!(p(b"0x1.4p-1074", Up), (f64::from_bits(2), 11, true));
        assert_eq!(p(b"0x1p-2000", Nearest), (0.0, 9, true));
        assert_eq!(p(b"0x1p-1074", Nearest), (f64::from_bits(1), 9, false));
        assert_eq!(Decimal::of(5.0).half(), Decimal::of(2.5));
        assert_eq!(Decimal::of(0.375).half(), Decimal::of(0.1875));
    }
}
