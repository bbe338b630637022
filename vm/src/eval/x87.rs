//! x86 80-bit extended precision values, computed in double precision.
//!
//! Registers and memory hold the real 80-bit encoding (so bytes match native
//! code); arithmetic converts to f64 and back.

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
}
