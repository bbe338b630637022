//! The statistics of SMC: exact binomial intervals, Wald's sequential test,
//! and a mean with its interval. Special functions come from `statrs`.

use serde::Serialize;
use statrs::distribution::{Beta, ContinuousCDF, StudentsT};

/// The Clopper–Pearson interval for `k` successes in `n` trials at
/// confidence `1 - alpha`: exact, so it never undercovers.
pub fn clopper_pearson(k: u64, n: u64, alpha: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n) = (k as f64, n as f64);
    let quantile = |a: f64, b: f64, p: f64| Beta::new(a, b).map(|d| d.inverse_cdf(p)).unwrap_or(f64::NAN);
    let lo = if k == 0.0 { 0.0 } else { quantile(k, n - k + 1.0, alpha / 2.0) };
    let hi = if k == n { 1.0 } else { quantile(k + 1.0, n - k, 1.0 - alpha / 2.0) };
    (lo, hi)
}

/// Wald's sequential probability ratio test of `p >= theta` against
/// `p < theta`, with indifference region `theta ± delta`: it decides for
/// `p >= theta + delta` with error at most `alpha` and for
/// `p <= theta - delta` with error at most `beta`.
#[derive(Clone, Debug)]
pub struct Sprt {
    /// Log-likelihood ratio of "p = p1" over "p = p0" so far.
    llr: f64,
    success: f64,
    failure: f64,
    accept_low: f64,
    accept_high: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Decision {
    /// `p >= theta` (more precisely, not `p <= theta - delta`).
    AtLeast,
    /// `p < theta` (not `p >= theta + delta`).
    Below,
}

#[derive(Debug, Clone, PartialEq)]
pub struct SprtError(pub String);

impl Sprt {
    pub fn new(theta: f64, delta: f64, alpha: f64, beta: f64) -> Result<Sprt, SprtError> {
        let p0 = theta + delta; // H0: p >= p0
        let p1 = theta - delta; // H1: p <= p1
        if delta.is_nan() || delta <= 0.0 || p1 <= 0.0 || p0 >= 1.0 {
            return Err(SprtError(format!(
                "the indifference region [{}, {}] must lie strictly inside (0, 1): choose a smaller --delta",
                theta - delta,
                theta + delta
            )));
        }
        if !(alpha > 0.0 && alpha < 0.5 && beta > 0.0 && beta < 0.5) {
            return Err(SprtError("--alpha and --beta must lie in (0, 0.5)".into()));
        }
        Ok(Sprt {
            llr: 0.0,
            success: (p1 / p0).ln(),
            failure: ((1.0 - p1) / (1.0 - p0)).ln(),
            // Wald's bounds: H1 (p low) when the ratio passes (1-beta)/alpha,
            // H0 (p high) when it falls below beta/(1-alpha).
            accept_low: ((1.0 - beta) / alpha).ln(),
            accept_high: (beta / (1.0 - alpha)).ln(),
        })
    }

    pub fn add(&mut self, satisfied: bool) -> Option<Decision> {
        self.llr += if satisfied { self.success } else { self.failure };
        if self.llr >= self.accept_low {
            Some(Decision::Below)
        } else if self.llr <= self.accept_high {
            Some(Decision::AtLeast)
        } else {
            None
        }
    }
}

/// Mean of `values` with a Student-t interval at confidence `1 - alpha`.
pub fn mean_interval(values: &[i64], alpha: f64) -> (f64, f64, f64) {
    let n = values.len() as f64;
    if values.is_empty() {
        return (f64::NAN, f64::NAN, f64::NAN);
    }
    let mean = values.iter().map(|&v| v as f64).sum::<f64>() / n;
    if values.len() < 2 {
        return (mean, f64::NEG_INFINITY, f64::INFINITY);
    }
    let var = values.iter().map(|&v| (v as f64 - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let t = StudentsT::new(0.0, 1.0, n - 1.0).map(|d| d.inverse_cdf(1.0 - alpha / 2.0)).unwrap_or(f64::NAN);
    let half = t * (var / n).sqrt();
    (mean, mean - half, mean + half)
}

/// A bucket of a histogram: values in `from..=to`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Bucket {
    pub from: i64,
    pub to: i64,
    pub count: u64,
}

/// At most `max_buckets` equal-width buckets over the range of `values`.
pub fn histogram(values: &[i64], max_buckets: u64) -> Vec<Bucket> {
    let (Some(&lo), Some(&hi)) = (values.iter().min(), values.iter().max()) else { return Vec::new() };
    let span = (hi as i128 - lo as i128 + 1) as u128;
    let width = span.div_ceil(max_buckets.max(1) as u128).max(1);
    let n = span.div_ceil(width) as usize;
    let mut buckets: Vec<Bucket> = (0..n)
        .map(|i| {
            let from = lo as i128 + i as i128 * width as i128;
            Bucket { from: from as i64, to: (from + width as i128 - 1).min(hi as i128) as i64, count: 0 }
        })
        .collect();
    for &v in values {
        buckets[((v as i128 - lo as i128) as u128 / width) as usize].count += 1;
    }
    buckets
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clopper_pearson_known_values() {
        // Reference values of the exact binomial interval.
        let (lo, hi) = clopper_pearson(5, 10, 0.05);
        assert!((lo - 0.187086).abs() < 1e-5 && (hi - 0.812914).abs() < 1e-5, "{} {}", lo, hi);
        let (lo, hi) = clopper_pearson(0, 20, 0.05);
        assert!(lo == 0.0 && (hi - 0.168429).abs() < 1e-5, "{}", hi);
        let (lo, hi) = clopper_pearson(20, 20, 0.05);
        assert!(hi == 1.0 && (lo - 0.831571).abs() < 1e-5, "{}", lo);
    }

    #[test]
    fn sprt_decides_clear_cases() {
        let mut s = Sprt::new(0.5, 0.1, 0.05, 0.05).unwrap();
        let d = (0..1000).find_map(|_| s.add(true));
        assert_eq!(d, Some(Decision::AtLeast));
        let mut s = Sprt::new(0.5, 0.1, 0.05, 0.05).unwrap();
        let d = (0..1000).find_map(|_| s.add(false));
        assert_eq!(d, Some(Decision::Below));
        assert!(Sprt::new(0.05, 0.1, 0.05, 0.05).is_err());
    }

    #[test]
    fn mean_and_histogram() {
        let (m, lo, hi) = mean_interval(&[1, 2, 3, 4, 5], 0.05);
        assert_eq!(m, 3.0);
        // t(0.975, 4) = 2.776; s = sqrt(2.5)
        assert!((hi - m - 2.776445 * (2.5f64 / 5.0).sqrt()).abs() < 1e-4 && (m - lo - (hi - m)).abs() < 1e-9);
        let h = histogram(&[0, 1, 9, 10, 10], 5);
        // Width 3 over 0..=10: 0-2, 3-5, 6-8, 9-10.
        assert_eq!(h.iter().map(|b| b.count).collect::<Vec<_>>(), vec![2, 0, 0, 3]);
        assert_eq!((h[0].from, h[0].to, h[3].from, h[3].to), (0, 2, 9, 10));
        assert_eq!(histogram(&[7, 7], 10), vec![Bucket { from: 7, to: 7, count: 2 }]);
    }
}
