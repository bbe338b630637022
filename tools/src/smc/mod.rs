//! `divm smc`: statistical model checking by independent random runs.
//!
//! A query (`query.rs`) is answered by sampling runs of the program
//! (`runner.rs`) on parallel workers (`sampler.rs`) until the statistics
//! (`stats.rs`) say enough; `--exact` enumerates every path instead
//! (`exact.rs`). Variables in queries are global lvalues of the program
//! (`probe.rs`); `observe.rs` evaluates propositions on a run.

mod exact;
pub(crate) mod observe;
mod output;
pub(crate) mod probe;
pub(crate) mod query;
mod runner;
mod sampler;
mod stats;

use crate::compile::CompileOpts;
use crate::error::DriverError;
use crate::platform::{OsOpts, Platform};
use crate::session::World;
use crate::trace::TraceFile;
use crate::verdict::Unknown;
use crate::{program, world, SemanticOpts};
use divm_vm::ir::Program;
use divm_vm::{VmError, VmLimit};
use observe::{Check, Observer, Term};
use output::{Ends, QueryResult, Summary};
use query::{Hypothesis, Query};
use runner::{RunEnd, RunOutcome, Runner};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct SmcArgs {
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// The query, e.g. 'Pr[<=1000](<> error)' (repeatable).
    #[arg(long, short = 'q', value_name = "QUERY")]
    pub query: Vec<String>,
    /// A file of queries, one per line ('//' starts a comment).
    #[arg(long, value_name = "FILE")]
    pub query_file: Option<PathBuf>,
    /// 1 - confidence of intervals; the type I error of --sprt.
    #[arg(long, default_value_t = 0.05)]
    pub alpha: f64,
    /// Half-width of the probability interval to reach.
    #[arg(long, default_value_t = 0.01)]
    pub epsilon: f64,
    /// Test Pr >= THETA with Wald's sequential test (or give '>= THETA'
    /// in the query).
    #[arg(long, value_name = "THETA")]
    pub sprt: Option<f64>,
    /// Half-width of the SPRT's indifference region around THETA.
    #[arg(long, default_value_t = 0.01)]
    pub delta: f64,
    /// The SPRT's type II error (default: --alpha).
    #[arg(long)]
    pub beta: Option<f64>,
    /// Seed of the runs: run i of seed s is always the same run.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: all cores). Results do not depend on it.
    #[arg(long)]
    pub threads: Option<usize>,
    /// Stop after this many runs (the answer may then be undecided).
    #[arg(long, value_name = "N")]
    pub max_runs: Option<u64>,
    /// Stop after this many seconds (the answer may then be undecided).
    #[arg(long, value_name = "S")]
    pub time_limit: Option<f64>,
    /// Compute the probability exactly by enumerating every path (small
    /// models only).
    #[arg(long)]
    pub exact: bool,
    /// Report format.
    #[arg(long, value_enum, default_value_t = SmcReport::Text)]
    pub report: SmcReport,
    /// Save the first satisfying run (for Estimate: a run with the extreme
    /// value) as a divm-trace, for `divm replay`.
    #[arg(long, value_name = "FILE")]
    pub trace_out: Option<PathBuf>,
    /// Write the histogram of Estimate values as CSV (value,count).
    #[arg(long, value_name = "FILE")]
    pub histogram_out: Option<PathBuf>,
    #[command(flatten)]
    pub sem: SemanticOpts,
    #[command(flatten)]
    pub copts: CompileOpts,
    #[command(flatten)]
    pub os: OsOpts,
}

/// Most edges `--exact` may execute before it gives up.
const EXACT_MAX_EDGES: u64 = 2_000_000;

fn read_queries(a: &SmcArgs) -> Result<Vec<String>, DriverError> {
    let mut qs = a.query.clone();
    if let Some(f) = &a.query_file {
        let text = std::fs::read_to_string(f).map_err(|e| DriverError::Input(format!("cannot read {}: {}", f.display(), e)))?;
        for line in text.lines() {
            let line = line.split("//").next().unwrap_or("").trim();
            if !line.is_empty() {
                qs.push(line.to_string());
            }
        }
    }
    if qs.is_empty() {
        return Err(DriverError::Usage("divm smc needs a query: --query 'Pr[<=N](<> PROP)' or --query-file FILE".into()));
    }
    Ok(qs)
}

fn check_probability(name: &str, v: f64, lo_open: bool) -> Result<(), DriverError> {
    let ok = if lo_open { v > 0.0 && v < 1.0 } else { (0.0..=1.0).contains(&v) };
    if ok {
        Ok(())
    } else {
        Err(DriverError::Usage(format!("{} {}: expected a number in (0, 1)", name, v)))
    }
}

/// How `smc` reports.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmcReport {
    /// For people.
    Text,
    /// JSON (docs/smc.md).
    Json,
}

pub fn smc(a: SmcArgs) -> Result<i32, DriverError> {
    let json = a.report == SmcReport::Json;
    check_probability("--alpha", a.alpha, true)?;
    check_probability("--epsilon", a.epsilon, true)?;
    if let Some(b) = a.beta {
        check_probability("--beta", b, true)?;
    }
    if let Some(t) = a.sprt {
        check_probability("--sprt", t, false)?;
    }
    let texts = read_queries(&a)?;
    let mut queries = Vec::new();
    for t in &texts {
        let q = query::parse(t).map_err(|e| DriverError::Usage(format!("query '{}': {}", crate::error::excerpt(t), e)))?;
        queries.push(q);
    }
    let (prog, platform) = program::build(&a.files, &a.copts, &a.os)?;
    for w in &prog.warnings {
        eprintln!("divm: warning: {}", w);
    }
    let w = world(crate::session::Mode::Smc, &a.sem)?;
    crate::platform::preflight(&prog, &platform, w.config())?;
    let workers = a.threads.unwrap_or_else(crate::search::default_workers).max(1);
    let mut results = Vec::new();
    let mut code = 0;
    for (text, q) in texts.iter().zip(queries) {
        let r = answer(&a, &prog, &platform, &w, text, q, workers)?;
        code = code.max(r.exit_code());
        results.push(r);
    }
    let summary = Summary::new(a.seed, workers, results);
    if json {
        println!("{}", summary.json());
    } else {
        print!("{}", summary.text());
    }
    Ok(code)
}

/// A query with its names resolved.
struct Plan {
    text: String,
    observer: Observer,
    vars: Vec<probe::Var>,
    bound: u64,
}

fn plan(a: &SmcArgs, prog: &Program, text: &str, q: &Query) -> Result<Plan, DriverError> {
    let mut names = Vec::new();
    match q {
        Query::Probability { prop, .. } => prop.vars(&mut names),
        Query::Estimate { expr, .. } => expr.vars(&mut names),
    }
    let vars = probe::resolve(prog, &names, &a.files, &a.copts)?;
    Ok(match q {
        Query::Probability { bound, prop, .. } => Plan {
            text: text.to_string(),
            observer: Observer::Reach(Check::new(prop, prog, &vars).map_err(DriverError::Usage)?),
            vars,
            bound: *bound,
        },
        Query::Estimate { bound, aggregate, expr, .. } => {
            Plan { text: text.to_string(), observer: Observer::Extreme(*aggregate, Term::new(expr, &vars)), vars, bound: *bound }
        }
    })
}

/// What the run consumer decides after each run.
enum Rule {
    /// Sample until the Clopper–Pearson interval is at most 2ε wide.
    Interval {
        alpha: f64,
        epsilon: f64,
    },
    Sprt(stats::Sprt),
    /// A fixed number of runs (Estimate).
    Runs(u64),
}

fn answer(a: &SmcArgs, prog: &Program, platform: &Platform, w: &World, text: &str, q: Query, workers: usize) -> Result<QueryResult, DriverError> {
    let p = plan(a, prog, text, &q)?;
    // The sampling runs' machines stop their edges when this is set (at
    // the time limit or a signal, by the watchdog below).
    let stop = Arc::new(AtomicBool::new(false));
    let make_runner = || Runner::new(prog, w, p.observer.clone(), p.vars.clone(), p.bound).map(|r| r.stopped_by(stop.clone()));
    let start = Instant::now();
    let out_of_time = || a.time_limit.is_some_and(|t| start.elapsed().as_secs_f64() >= t) || crate::interrupt::requested();
    // (A run inside one long edge is stopped too: runs are consumed only
    // when they end.)
    let watch = || {
        let due = out_of_time();
        if due {
            stop.store(true, Ordering::SeqCst);
        }
        due
    };
    if a.exact {
        if !matches!(q, Query::Probability { .. }) {
            return Err(DriverError::Usage("--exact answers Pr queries only".into()));
        }
        let mut r = make_runner().map_err(|e| DriverError::Load(e.to_string()))?;
        let stopped = || stop.load(Ordering::SeqCst);
        return match crate::watchdog::watching(watch, || exact::probability(&mut r, EXACT_MAX_EDGES, &stopped)) {
            Ok(x) => Ok(QueryResult::exact(text, x, start.elapsed().as_secs_f64())),
            Err(exact::ExactError::Vm(e)) => Ok(QueryResult::unknown(text, Unknown::Vm(e))),
            Err(exact::ExactError::TooLarge(n)) => Ok(QueryResult::unknown(text, Unknown::TooManyEdges { edges: n })),
            Err(exact::ExactError::Stopped) if crate::interrupt::requested() => Ok(QueryResult::unknown(text, Unknown::Interrupted)),
            Err(exact::ExactError::Stopped) => Ok(QueryResult::unknown(text, Unknown::TimeLimit { seconds: a.time_limit.unwrap_or(0.0) })),
        };
    }
    let hypothesis = match (&q, a.sprt) {
        (Query::Probability { hypothesis: Some(h), .. }, Some(t)) if (h.theta - t).abs() > 1e-12 => {
            return Err(DriverError::Usage(format!("--sprt {} contradicts the query's threshold {}", t, h.theta)))
        }
        (Query::Probability { hypothesis: Some(h), .. }, _) => Some(*h),
        (Query::Probability { .. }, Some(t)) => Some(Hypothesis { at_least: true, theta: t }),
        (Query::Estimate { .. }, Some(_)) => return Err(DriverError::Usage("--sprt tests Pr queries only".into())),
        (Query::Estimate { .. }, None) | (Query::Probability { .. }, None) => None,
    };
    let mut rule = match (&q, hypothesis) {
        (Query::Estimate { runs, .. }, _) => Rule::Runs(*runs),
        (_, Some(h)) => Rule::Sprt(
            stats::Sprt::new(h.theta, a.delta, a.alpha, a.beta.unwrap_or(a.alpha)).map_err(|e| DriverError::Usage(format!("--sprt: {}", e.0)))?,
        ),
        (_, None) => Rule::Interval { alpha: a.alpha, epsilon: a.epsilon },
    };
    let mut tally = Tally { prefer_min: matches!(q, Query::Estimate { aggregate: query::Aggregate::Min, .. }), ..Tally::default() };
    let mut decision = None;
    let mut last_progress = Instant::now();
    let progress = crate::progress::Progress::new(true);
    let max_runs = a.max_runs.unwrap_or(u64::MAX);
    let consume = |i: u64, o: &RunOutcome| -> bool {
        tally.add(i, o);
        let done = match &mut rule {
            Rule::Runs(n) => tally.runs >= *n,
            Rule::Interval { alpha, epsilon } => {
                let (lo, hi) = stats::clopper_pearson(tally.satisfying, tally.runs, *alpha);
                tally.runs > 0 && hi - lo <= 2.0 * *epsilon
            }
            Rule::Sprt(s) => {
                if o.end != RunEnd::Discarded {
                    decision = s.add(o.end == RunEnd::Satisfied);
                }
                decision.is_some()
            }
        };
        if last_progress.elapsed().as_secs_f64() >= 1.0 {
            last_progress = Instant::now();
            let secs = start.elapsed().as_secs_f64();
            progress.update(format!("smc: {} runs, {} satisfying, {:.0} runs/s", tally.runs, tally.satisfying, tally.runs as f64 / secs.max(1e-9)));
        }
        tally.limited = !done && (out_of_time() || tally.runs + tally.discarded >= max_runs || tally.hopeless());
        done || tally.limited
    };
    let sampled = crate::watchdog::watching(watch, || sampler::sample(workers, a.seed, max_runs, make_runner, consume));
    let seconds = start.elapsed().as_secs_f64();
    match sampled {
        // The runs before the stopped one count, as if the limit had come
        // when it ended.
        Err(VmError::Limit(VmLimit::Stopped)) => tally.limited = true,
        Err(e) => return Ok(QueryResult::unknown(text, Unknown::Vm(e))),
        Ok(()) => {}
    }
    let mut r = match (&q, hypothesis) {
        (Query::Estimate { .. }, _) => QueryResult::estimate(text, &tally.values, a.alpha),
        (_, Some(h)) => QueryResult::hypothesis(text, h, a.delta, a.alpha, a.beta.unwrap_or(a.alpha), decision),
        (_, None) => QueryResult::probability(text, tally.satisfying, tally.runs, a.alpha, a.epsilon),
    };
    r.runs = tally.runs;
    r.satisfying = tally.satisfying;
    r.discarded = tally.discarded;
    r.ends = tally.ends.clone();
    r.seconds = seconds;
    r.runs_per_second = (tally.runs + tally.discarded) as f64 / seconds.max(1e-9);
    r.run_lengths = stats::histogram(&tally.lengths, 10);
    if tally.limited {
        r.reason = Some(if crate::interrupt::requested() {
            Unknown::Interrupted
        } else if tally.hopeless() {
            Unknown::AllDiscarded { runs: tally.discarded }
        } else {
            Unknown::NotCertain
        });
    }
    if let Some(path) = &a.histogram_out {
        output::write_histogram(path, &tally.values)?;
    }
    if let (Some(path), Some(index)) = (&a.trace_out, tally.witness) {
        save_trace(prog, platform, w, &p, a.seed, index, path)?;
        r.trace = Some(path.display().to_string());
    }
    Ok(r)
}

/// Re-runs run `index` recording its steps, and saves them as a trace.
fn save_trace(prog: &Program, platform: &Platform, w: &World, p: &Plan, seed: u64, index: u64, path: &std::path::Path) -> Result<(), DriverError> {
    let mut r = Runner::new(prog, w, p.observer.clone(), p.vars.clone(), p.bound).map_err(|e| DriverError::Load(e.to_string()))?;
    let mut steps = Vec::new();
    r.run(seed, index, Some(&mut steps)).map_err(|e| DriverError::Load(e.to_string()))?;
    let mut t = TraceFile::new(prog, platform, w.flags.clone(), steps);
    t.query = Some(p.text.clone());
    let text = serde_json::to_string_pretty(&t).unwrap_or_default();
    crate::outfile::write(path, text)
}

/// Counts over the runs consumed so far, in index order.
#[derive(Default)]
struct Tally {
    runs: u64,
    satisfying: u64,
    discarded: u64,
    ends: Ends,
    /// Edges to satisfaction of each satisfying run.
    lengths: Vec<i64>,
    /// Estimate: each run's value (runs where it was never defined are left out).
    values: Vec<i64>,
    /// The run to save with --trace-out.
    witness: Option<u64>,
    best: Option<i64>,
    /// Estimate of a `min`: the witness is the smallest value.
    prefer_min: bool,
    limited: bool,
}

impl Tally {
    fn add(&mut self, i: u64, o: &RunOutcome) {
        if o.end == RunEnd::Discarded {
            self.discarded += 1;
            return;
        }
        self.runs += 1;
        self.ends.add(&o.end);
        if o.end == RunEnd::Satisfied {
            self.satisfying += 1;
            self.lengths.push(o.edges as i64);
            self.witness.get_or_insert(i);
        }
        if let Some(v) = o.value {
            self.values.push(v);
            if self.best.is_none_or(|b| if self.prefer_min { v < b } else { v > b }) {
                self.best = Some(v);
                self.witness = Some(i);
            }
        }
    }

    /// Nothing but discarded runs for a long time: the assumptions exclude
    /// (almost) every run.
    fn hopeless(&self) -> bool {
        self.runs == 0 && self.discarded >= 10_000
    }
}
