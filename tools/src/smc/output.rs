//! The SMC report: text for people, JSON for tools.

use super::exact::Exact;
use super::query::Hypothesis;
use super::runner::RunEnd;
use super::stats::{self, Bucket, Decision};
use crate::error::DriverError;
use crate::verdict::ErrorKind;
use crate::verdict::Unknown;
use serde::Serialize;
use std::fmt::Write as _;
use std::path::Path;

/// How the consumed runs ended.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Ends {
    pub satisfied: u64,
    pub bound: u64,
    pub exit: u64,
    pub error: u64,
    pub deadlock: u64,
}

impl Ends {
    pub fn add(&mut self, e: &RunEnd) {
        match e {
            RunEnd::Satisfied => self.satisfied += 1,
            RunEnd::Bound => self.bound += 1,
            RunEnd::Exit => self.exit += 1,
            RunEnd::Error(ErrorKind::Deadlock) => self.deadlock += 1,
            RunEnd::Error(_) => self.error += 1,
            RunEnd::Discarded => {}
        }
    }
}

/// What kind of answer a query got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ResultKind {
    Probability,
    Hypothesis,
    Estimate,
    Exact,
    /// The VM could not run the program.
    #[default]
    Unknown,
}

#[derive(Clone, Debug, Serialize, Default)]
pub struct QueryResult {
    pub query: String,
    /// `probability`, `hypothesis`, `estimate` or `exact`; `unknown` when
    /// the VM could not run the program.
    #[serde(rename = "type")]
    pub kind: ResultKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<Unknown>,
    /// The point estimate: k/n, the exact probability, or the mean.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub estimate: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interval: Option<(f64, f64)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confidence: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub epsilon: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hypothesis: Option<HypothesisResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<ValueSummary>,
    pub runs: u64,
    pub satisfying: u64,
    /// Runs thrown away because an assumption failed on them.
    pub discarded: u64,
    pub ends: Ends,
    pub seconds: f64,
    pub runs_per_second: f64,
    /// Edges to satisfaction, over the satisfying runs.
    pub run_lengths: Vec<Bucket>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace: Option<String>,
    /// `--exact`: probability mass of discarded paths, and edges executed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discarded_mass: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edges: Option<u64>,
}

#[derive(Clone, Debug, Serialize)]
pub struct HypothesisResult {
    /// `>=` or `<=`, as in the query.
    pub comparison: &'static str,
    pub theta: f64,
    pub delta: f64,
    pub alpha: f64,
    pub beta: f64,
    /// Whether the hypothesis as written holds; `None`: undecided.
    pub holds: Option<bool>,
}

#[derive(Clone, Debug, Serialize)]
pub struct ValueSummary {
    pub count: u64,
    pub min: Option<i64>,
    pub max: Option<i64>,
    pub histogram: Vec<Bucket>,
}

impl QueryResult {
    fn new(query: &str, kind: ResultKind) -> QueryResult {
        QueryResult { query: query.to_string(), kind, ..QueryResult::default() }
    }

    pub fn unknown(query: &str, reason: Unknown) -> QueryResult {
        QueryResult { reason: Some(reason), ..QueryResult::new(query, ResultKind::Unknown) }
    }

    pub fn exact(query: &str, x: Exact, seconds: f64) -> QueryResult {
        QueryResult {
            estimate: Some(x.probability),
            discarded_mass: Some(x.discarded),
            edges: Some(x.edges),
            seconds,
            ..QueryResult::new(query, ResultKind::Exact)
        }
    }

    pub fn probability(query: &str, k: u64, n: u64, alpha: f64, epsilon: f64) -> QueryResult {
        QueryResult {
            estimate: (n > 0).then(|| k as f64 / n as f64),
            interval: Some(stats::clopper_pearson(k, n, alpha)),
            confidence: Some(1.0 - alpha),
            epsilon: Some(epsilon),
            ..QueryResult::new(query, ResultKind::Probability)
        }
    }

    pub fn hypothesis(query: &str, h: Hypothesis, delta: f64, alpha: f64, beta: f64, d: Option<Decision>) -> QueryResult {
        let holds = d.map(|d| (d == Decision::AtLeast) == h.at_least);
        QueryResult {
            hypothesis: Some(HypothesisResult { comparison: if h.at_least { ">=" } else { "<=" }, theta: h.theta, delta, alpha, beta, holds }),
            ..QueryResult::new(query, ResultKind::Hypothesis)
        }
    }

    pub fn estimate(query: &str, values: &[i64], alpha: f64) -> QueryResult {
        let (mean, lo, hi) = stats::mean_interval(values, alpha);
        QueryResult {
            estimate: (!values.is_empty()).then_some(mean),
            interval: (values.len() >= 2).then_some((lo, hi)),
            confidence: Some(1.0 - alpha),
            values: Some(ValueSummary {
                count: values.len() as u64,
                min: values.iter().min().copied(),
                max: values.iter().max().copied(),
                histogram: stats::histogram(values, 20),
            }),
            ..QueryResult::new(query, ResultKind::Estimate)
        }
    }

    /// 0: answered; 1: a hypothesis that does not hold; 2: no answer.
    pub fn exit_code(&self) -> i32 {
        if self.kind == ResultKind::Unknown || self.reason.is_some() {
            return 2;
        }
        match &self.hypothesis {
            Some(h) if h.holds == Some(false) => 1,
            Some(h) if h.holds.is_none() => 2,
            _ => 0,
        }
    }

    fn text(&self, out: &mut String) {
        let _ = writeln!(out, "query: {}", self.query);
        let pct = |c: Option<f64>| c.map(|c| format!("{}%", (c * 1000.0).round() / 10.0)).unwrap_or_default();
        match self.kind {
            ResultKind::Exact => {
                let _ = writeln!(
                    out,
                    "result: Pr = {:.6} exactly (every path enumerated, {} edges)",
                    self.estimate.unwrap_or(f64::NAN),
                    self.edges.unwrap_or(0)
                );
                if let Some(d) = self.discarded_mass.filter(|d| *d > 0.0) {
                    let _ = writeln!(out, "note: conditioned on the assumptions; paths of probability {:.6} violate them", d);
                }
            }
            ResultKind::Probability => {
                let (lo, hi) = self.interval.unwrap_or((0.0, 1.0));
                let _ = writeln!(
                    out,
                    "result: Pr in [{:.4}, {:.4}] ({} Clopper-Pearson interval), estimate {:.4}",
                    lo,
                    hi,
                    pct(self.confidence),
                    self.estimate.unwrap_or(f64::NAN)
                );
            }
            ResultKind::Hypothesis => {
                if let Some(h) = &self.hypothesis {
                    let verdict = match h.holds {
                        Some(true) => "holds",
                        Some(false) => "does not hold",
                        None => "undecided",
                    };
                    let _ = writeln!(
                        out,
                        "result: Pr {} {} {} (SPRT, indifference ±{}, alpha {}, beta {})",
                        h.comparison, h.theta, verdict, h.delta, h.alpha, h.beta
                    );
                }
            }
            ResultKind::Estimate => {
                let _ = write!(out, "result: mean {:.4}", self.estimate.unwrap_or(f64::NAN));
                if let Some((lo, hi)) = self.interval {
                    let _ = write!(out, " in [{:.4}, {:.4}] ({} Student-t interval)", lo, hi, pct(self.confidence));
                }
                let _ = writeln!(out);
                if let Some(v) = &self.values {
                    if let (Some(mn), Some(mx)) = (v.min, v.max) {
                        let _ = writeln!(out, "values: {} runs, min {}, max {}", v.count, mn, mx);
                    }
                    histogram_text(out, "value distribution:", &v.histogram);
                }
            }
            ResultKind::Unknown => {}
        }
        if let Some(r) = &self.reason {
            let _ = writeln!(out, "unknown: {}", r);
        }
        if !matches!(self.kind, ResultKind::Exact | ResultKind::Unknown) {
            let _ = writeln!(
                out,
                "runs: {} ({} satisfying, {} discarded by assumptions); ended: {} at the bound, {} exit, {} error, {} deadlock",
                self.runs, self.satisfying, self.discarded, self.ends.bound, self.ends.exit, self.ends.error, self.ends.deadlock
            );
            let _ = writeln!(out, "time: {:.2} s, {:.0} runs/s", self.seconds, self.runs_per_second);
            histogram_text(out, "edges to satisfaction:", &self.run_lengths);
        }
        if let Some(t) = &self.trace {
            let _ = writeln!(out, "trace: {} (divm replay)", t);
        }
    }
}

fn histogram_text(out: &mut String, title: &str, h: &[Bucket]) {
    if h.is_empty() {
        return;
    }
    let _ = writeln!(out, "{}", title);
    let top = h.iter().map(|b| b.count).max().unwrap_or(1).max(1);
    for b in h {
        let bar = "#".repeat(((b.count * 40).div_ceil(top)) as usize);
        let range = if b.from == b.to { format!("{}", b.from) } else { format!("{}..{}", b.from, b.to) };
        let _ = writeln!(out, "  {:>15} {:>8} {}", range, b.count, bar);
    }
}

/// Every query's result, with the sampling parameters.
#[derive(Serialize)]
pub struct Summary {
    pub tool: &'static str,
    pub version: &'static str,
    pub command: &'static str,
    pub seed: u64,
    pub workers: usize,
    pub results: Vec<QueryResult>,
}

impl Summary {
    pub fn new(seed: u64, workers: usize, results: Vec<QueryResult>) -> Summary {
        Summary { tool: "divm", version: env!("CARGO_PKG_VERSION"), command: "smc", seed, workers, results }
    }

    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    pub fn text(&self) -> String {
        let mut out = String::new();
        for (i, r) in self.results.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            r.text(&mut out);
        }
        let _ = writeln!(out, "seed {}, {} workers", self.seed, self.workers);
        out
    }
}

/// The Estimate values as CSV: `value,count`, one line per distinct value.
pub fn write_histogram(path: &Path, values: &[i64]) -> Result<(), DriverError> {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let mut text = String::from("value,count\n");
    let mut i = 0;
    while i < sorted.len() {
        let j = sorted[i..].iter().position(|&v| v != sorted[i]).map_or(sorted.len(), |k| i + k);
        let _ = writeln!(text, "{},{}", sorted[i], j - i);
        i = j;
    }
    crate::outfile::write(path, text)
}
