//! `divm check`: explore executions and report a verdict.

use crate::compile::CompileOpts;
use crate::error::DriverError;
use crate::graphml;
use crate::invariants;
use crate::platform::{self, OsOpts};
use crate::report::{peak_rss, Report, Stats, SvcompAnswer};
use crate::search::{self, Limits, Liveness, Verdict};
use crate::svcomp::{self, Property};
use crate::trace::TraceFile;
use crate::verdict::{Unknown, VerdictKind};
use crate::witness;
use crate::{program, world, SemanticOpts};
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Report format.
    #[arg(long, value_enum, default_value = "text")]
    pub report: ReportFormat,
    /// Worker threads for the search.
    #[arg(long)]
    pub threads: Option<usize>,
    /// Stop with `unknown` after this many states.
    #[arg(long)]
    pub max_states: Option<u64>,
    /// Stop with `unknown` above this much memory (e.g. 4G, 512M).
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<String>,
    /// Stop with `unknown` after this many seconds.
    #[arg(long, value_name = "S")]
    pub time_limit: Option<f64>,
    /// Write the counterexample to this file.
    #[arg(long, value_name = "FILE")]
    pub trace_out: Option<PathBuf>,
    /// Search order.
    #[arg(long, value_enum, default_value_t = search::Order::Bfs)]
    pub order: search::Order,
    /// Explore every interleaving, without tau-reduction.
    #[arg(long)]
    pub no_reduction: bool,
    /// Interleave threads at every access to shared memory, not only at
    /// synchronisations (turns the partial-order reduction off).
    #[arg(long)]
    pub no_por: bool,
    /// Store only a 64-bit hash per visited state: less memory, but two
    /// states with the same hash are merged (probabilistic; may miss errors).
    #[arg(long)]
    pub hash_compaction: bool,
    /// Also report a run that never ends (error `nontermination`), under
    /// weak fairness: a thread that stays runnable runs again.
    #[arg(long)]
    pub termination: bool,
    /// Check an LTL property of every run, e.g. 'G (label:want -> F
    /// label:crit)' (docs/liveness.md): a run that violates it is an error
    /// (`ltl`), under weak fairness over threads.
    #[arg(long, value_name = "FORMULA", conflicts_with_all = ["termination", "property"])]
    pub ltl: Option<String>,
    /// With --termination or --ltl: count every infinite run, also those
    /// where a runnable thread is never scheduled again.
    #[arg(long)]
    pub no_fairness: bool,
    /// Also report data races (error `race`): two threads' accesses to the
    /// same memory, one a write, not both atomic, with nothing ordering
    /// them.
    #[arg(long)]
    pub data_races: bool,
    /// Check an SV-COMP property (a `.prp` file): its violations are the
    /// errors, and the last line is SV-COMP's answer (`divm: result:`).
    /// A task definition (`TASK.yml`) given as the file names its inputs
    /// and, if it has one, its property.
    #[arg(long, value_name = "FILE.prp")]
    pub property: Option<PathBuf>,
    /// The data model the program was written for (a task's
    /// `options.data_model`): divm checks under LP64, and says so for
    /// ILP32.
    #[arg(long, value_enum)]
    pub data_model: Option<DataModel>,
    /// With --property: write a witness, SV-COMP format 2.0 (YAML): of the
    /// counterexample, or the loop invariants of a `true` answer;
    /// `FILE.graphml`: a violation witness in GraphML 1.0.
    #[arg(long, value_name = "FILE.yml|FILE.graphml")]
    pub witness: Option<PathBuf>,
    #[command(flatten)]
    pub sem: SemanticOpts,
    #[command(flatten)]
    pub copts: CompileOpts,
    #[command(flatten)]
    pub os: OsOpts,
}

/// An SV-COMP data model.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
#[clap(rename_all = "UPPER")]
pub enum DataModel {
    Ilp32,
    Lp64,
}

/// How `check` reports.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportFormat {
    /// For people.
    Text,
    /// divm's report (docs/formats.md).
    Json,
    /// SARIF 2.1.0, for code-scanning views.
    Sarif,
    /// One self-contained HTML page: the counterexample as a timeline.
    Html,
}

/// Whether a witness file is GraphML 1.0 (by its extension), else YAML.
fn is_graphml(path: &std::path::Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("graphml"))
}

/// Writes the violation witness of a counterexample (whole, or not at all).
fn write_witness(
    a: &CheckArgs,
    path: &std::path::Path,
    p: Property,
    violation: Option<&str>,
    trace: &TraceFile,
    created: Option<&[Vec<crate::spawned::Created>]>,
    error: &crate::session::ErrorInfo,
) -> Result<(), DriverError> {
    let Some(spec) = violation.map(|v| witness::specification(p, v)) else { return Ok(()) };
    let task = witness::Task { sources: &a.files, property: p, specification: spec, ilp32: a.data_model == Some(DataModel::Ilp32) };
    let steps = &trace.steps;
    let text = match (trace.cycle, is_graphml(path)) {
        (Some(_), true) => {
            eprintln!("divm: no witness written: divm writes non-termination witnesses in YAML (format 2.1), not GraphML");
            return Ok(());
        }
        (Some(cycle), false) => witness::nontermination(&task, steps, cycle, error),
        // (A recursion past the stack limit: no lasso to write.)
        (None, _) if error.kind == crate::verdict::ErrorKind::Nontermination => {
            eprintln!("divm: no witness written: the run that never ends is a recursion past the stack limit, not a cycle");
            return Ok(());
        }
        (None, true) => graphml::violation(&task, steps, created, error),
        (None, false) => witness::violation(&task, steps, error),
    };
    let text = text.map_err(|e| DriverError::Input(format!("no witness written: {}", e)))?;
    crate::outfile::write(path, text)
}

pub fn parse_size(s: &str) -> Result<u64, DriverError> {
    let t = s.trim();
    let (num, mul) = match t.chars().last() {
        Some('K' | 'k') => (&t[..t.len() - 1], 1u64 << 10),
        Some('M' | 'm') => (&t[..t.len() - 1], 1 << 20),
        Some('G' | 'g') => (&t[..t.len() - 1], 1 << 30),
        Some('T' | 't') => (&t[..t.len() - 1], 1 << 40),
        _ => (t, 1),
    };
    match num.parse::<f64>() {
        Ok(n) if n.is_finite() && n >= 0.0 => Ok((n * mul as f64) as u64),
        _ => Err(DriverError::Usage(format!("--max-memory {}: expected a size such as 512M or 4G", s))),
    }
}

/// A task definition in place of the sources, and `--property`: the
/// property to check (and what it turns on), and the task's caveat.
fn apply_svcomp(a: &mut CheckArgs) -> Result<(Option<Property>, Option<String>), DriverError> {
    let mut prp = a.property.clone();
    if let [one] = a.files.as_slice() {
        if one.extension().is_some_and(|e| e == "yml" || e == "yaml") {
            let task = svcomp::read_task(one)?;
            if prp.is_none() {
                prp = match task.properties.as_slice() {
                    [(p, _)] => Some(p.clone()),
                    [] => None,
                    ps => {
                        let names: Vec<String> = ps.iter().map(|p| p.0.display().to_string()).collect();
                        return Err(DriverError::Usage(format!(
                            "{} has {} properties ({}): choose one with --property",
                            one.display(),
                            ps.len(),
                            names.join(", ")
                        )));
                    }
                };
            }
            if task.ilp32 {
                a.data_model.get_or_insert(DataModel::Ilp32);
            }
            a.files = task.input_files;
        }
    }
    let caveat = (a.data_model == Some(DataModel::Ilp32))
        .then(|| "the program's data model is ILP32, divm checks it under LP64 (64-bit long and pointers)".to_string());
    let Some(prp) = prp else { return Ok((None, caveat)) };
    let property = svcomp::read_property(&prp)?;
    // SV-COMP's semantics: an exit status is no error, abort() no path.
    a.sem.ignore_exit_status = true;
    match property {
        Property::UnreachCall => {}
        Property::MemSafety | Property::MemCleanup => a.sem.leak = true,
        Property::NoOverflow => a.sem.ub_overflow = true,
        Property::NoDataRace => a.data_races = true,
        Property::Termination => a.termination = true,
    }
    // A task's inputs range over their whole types: without symbolic
    // values no `true` could be given. (Cycles are not found over
    // symbolic values yet; --nondet-range chooses a range instead.)
    if property != Property::Termination && a.sem.nondet_range.is_none() {
        a.sem.symbolic = true;
    }
    Ok((Some(property), caveat))
}

pub fn check(a: CheckArgs) -> Result<i32, DriverError> {
    run(a, None)
}

/// A witness `divm validate` checks.
enum Validating {
    Violation(witness::Violation),
    Correctness(witness::Correctness),
}

/// `divm validate TASK WITNESS`: for a violation witness, the check with
/// each nondet input the value the witness gives it, confirmed when the
/// property's violation happens at its target line; for a correctness
/// witness, the whole check with each invariant's variable sampled at its
/// loop head, confirmed when the program is safe and every sample
/// satisfies the invariant.
pub fn validate(mut a: CheckArgs) -> Result<i32, DriverError> {
    let path = a.files.pop().filter(|_| !a.files.is_empty()).ok_or_else(|| DriverError::Usage("usage: divm validate TASK.yml WITNESS.yml".into()))?;
    let text = std::fs::read_to_string(&path).map_err(|e| DriverError::Input(format!("cannot read {}: {}", path.display(), e)))?;
    let bad = |e: String| DriverError::Input(format!("{}: {}", path.display(), e));
    let w = if graphml::is_graphml(&text) {
        Validating::Violation(graphml::read(&text).map_err(bad)?)
    } else if witness::is_correctness(&text) {
        Validating::Correctness(witness::read_correctness(&text).map_err(bad)?)
    } else {
        Validating::Violation(witness::read_violation(&text).map_err(bad)?)
    };
    a.witness = None;
    run(a, Some(w))
}

/// Why a witness's files are not the task's, if they are not.
fn other_version(hashes: &[(String, String)], sources: &[PathBuf]) -> Result<Option<String>, DriverError> {
    for (file, hash) in hashes {
        if let Some(p) = sources.iter().find(|p| witness::same_file(&p.to_string_lossy(), file)) {
            if witness::sha256_of(p)? != *hash {
                return Ok(Some(format!("the witness is for another version of {} (its SHA-256 differs)", file)));
            }
        }
    }
    Ok(None)
}

/// Why a correctness witness is not confirmed, if it is not: each
/// invariant must be one divm can read, about an integer variable in
/// scope (a global, a parameter or a local) at a loop head
/// divm knows, and hold in every sample of a complete, safe check.
fn correctness_refutation(
    c: &witness::Correctness,
    plan: &Option<invariants::Plan>,
    values: &invariants::LoopValues,
    sources: &[PathBuf],
    answer: svcomp::Answer,
) -> Result<Option<String>, DriverError> {
    if let Some(why) = other_version(&c.hashes, sources)? {
        return Ok(Some(why));
    }
    if answer != svcomp::Answer::True {
        return Ok(Some("divm cannot prove the program correct, so it confirms no invariant of it".into()));
    }
    let Some(plan) = plan else { return Ok(Some("divm found no loop heads to check the invariants at".into())) };
    for inv in &c.invariants {
        let cannot = |why: String| Ok(Some(format!("divm cannot check the invariant '{}' at line {}: {}", inv.value, inv.line, why)));
        let heads: Vec<(usize, &invariants::Head)> = plan
            .heads
            .iter()
            .enumerate()
            .filter(|(_, h)| {
                witness::same_file(&h.file.to_string_lossy(), &inv.file) && h.line == inv.line && inv.column.is_none_or(|c| c == h.column)
            })
            .collect();
        let [(hi, head)] = heads[..] else { return cannot("it is not at the keyword of one loop divm knows".into()) };
        let Some(name) = invariants::subject(&inv.value) else { return cannot("it is not about one variable".into()) };
        let Some(vi) = head.vars.iter().position(|v| v.name == name) else {
            return cannot(format!(
                "'{}' is not an integer variable divm reads there (a global, or a parameter or local in scope at the keyword, kept on the stack)",
                name
            ));
        };
        let mut seen = invariants::Seen::default();
        for op in &plan.heads[hi].ops {
            if let Some(s) = values.at.get(op) {
                seen.merge(&s[vi]);
            }
        }
        if seen.inexact {
            return cannot(format!("'{}' did not always hold one exact value there", name));
        }
        match invariants::satisfied(&inv.value, &name, &seen) {
            Ok(true) => {}
            Ok(false) => return Ok(Some(format!("the invariant '{}' at line {} does not hold: {}", inv.value, inv.line, seen.summary()))),
            Err(why) => return cannot(why),
        }
    }
    Ok(None)
}

/// Why a witness is not confirmed by a check's verdict, if it is not.
fn refutation(
    w: &witness::Violation,
    p: Property,
    sources: &[PathBuf],
    verdict: &Verdict,
    violation: Option<&str>,
) -> Result<Option<String>, DriverError> {
    if let Some(why) = other_version(&w.hashes, sources)? {
        return Ok(Some(why));
    }
    let (file, line) = &w.target;
    if w.lasso != (p == Property::Termination) {
        return Ok(Some("a non-termination witness goes with the termination property, and only such a witness".into()));
    }
    if let (true, Verdict::Error { path, cycle: Some(cycle), .. }, Some(_)) = (w.lasso, verdict, violation) {
        // (Confirmed when the run divm finds repeats through the witness's
        // recurrence line.)
        let at = |l: &crate::trace::Location| l.line == *line && witness::same_file(&l.file, file);
        return Ok(if path[(*cycle).min(path.len())..].iter().filter_map(|s| s.location.as_ref()).any(at) {
            None
        } else {
            Some(format!("the run that repeats forever does not pass {}:{}", file, line))
        });
    }
    Ok(match (verdict, violation) {
        (Verdict::Error { error, .. }, Some(_)) => match witness::target(p, error) {
            // (A race is confirmed at either of its two accesses: which one
            // a search reaches last depends on its order.)
            Some(l) if std::iter::once(l).chain(error.other.as_deref()).any(|l| l.line == *line && witness::same_file(&l.file, file)) => None,
            Some(l) => Some(format!("the violation happens at {}:{}, the witness's target is {}:{}", l.file, l.line, file, line)),
            None => Some("the violation has no location".into()),
        },
        (Verdict::Error { error, .. }, None) => Some(format!("the inputs lead to an error that is not the property's ({})", error.kind)),
        (Verdict::Safe, _) => Some("with the witness's inputs, no run violates the property".into()),
        (Verdict::Unknown(r), _) => Some(format!("the check was not complete: {}", r)),
    })
}

fn run(mut a: CheckArgs, validating: Option<Validating>) -> Result<i32, DriverError> {
    let (property, task_caveat) = apply_svcomp(&mut a)?;
    if (a.witness.is_some() || validating.is_some()) && property.is_none() {
        return Err(DriverError::Usage("witnesses need the property they are about: give --property (or a task with one)".into()));
    }
    if matches!(validating, Some(Validating::Violation(_))) {
        // The witness gives the inputs' values: a concrete check.
        a.sem.symbolic = false;
    }
    if a.termination && a.sem.symbolic {
        // A loop over symbolic values makes a new term, so a new state, at
        // every turn: the cycle search would never see a cycle close.
        return Err(DriverError::Usage("--termination does not work with --symbolic yet: use --nondet-range for the inputs' values".into()));
    }
    if a.no_fairness && !a.termination && a.ltl.is_none() {
        return Err(DriverError::Usage("--no-fairness goes with --termination or --ltl".into()));
    }
    let formula = a.ltl.as_deref().map(crate::ltl::parse).transpose()?;
    if formula.is_some() && a.sem.symbolic {
        return Err(DriverError::Usage("--ltl does not work with --symbolic yet: use --nondet-range for the inputs' values".into()));
    }
    let max_memory = a.max_memory.as_deref().map(parse_size).transpose()?;
    let (prog, plat) = program::build(&a.files, &a.copts, &a.os)?;
    for w in &prog.warnings {
        eprintln!("divm: warning: {}", w);
    }
    let mut w = world(crate::session::Mode::Check, &a.sem)?;
    if let Some(Validating::Violation(v)) = &validating {
        // (A termination check reads inputs as choices: a witness without
        // inputs leaves them so.)
        if !(v.lasso && v.inputs.is_empty()) {
            w.concrete_inputs = Some(std::sync::Arc::new(v.inputs.iter().map(|&x| x as u128).collect()));
        }
        if v.input_threads.iter().any(Option::is_some) {
            w.input_threads = Some(std::sync::Arc::new(v.input_threads.clone()));
        }
    }
    // A correctness witness (to write or check): the loop heads' variables
    // are sampled by the search.
    let proof_witness = matches!(validating, Some(Validating::Correctness(_)))
        || (a.witness.as_deref().is_some_and(|p| !is_graphml(p)) && property.is_some_and(|p| p != Property::Termination));
    let plan = if proof_witness {
        match invariants::plan(&prog, &a.files, &a.copts) {
            Ok(p) => Some(p),
            Err(e) => {
                eprintln!("divm: no loop invariants: {}", e);
                None
            }
        }
    } else {
        None
    };
    if let Some(p) = &plan {
        w.loop_watch = Some(std::sync::Arc::new(p.watch()));
    }
    w.max_memory = max_memory.or(w.max_memory);
    w.no_reduction = a.no_reduction;
    w.flags.data_races = a.data_races;
    w.property = property;
    w.flags.abort_ends_path = property.is_some();
    if property == Some(Property::UnreachCall) {
        w.error_calls = prog.by_name.get("reach_error").copied().into_iter().collect();
    }
    let ltl = match (formula, &a.ltl) {
        (Some(f), Some(text)) => Some(crate::ltl::Property::new(text, f, &prog, &a.files, &a.copts)?),
        _ => None,
    };
    if let Some(p) = &ltl {
        w.flags.ltl = Some(p.text.clone());
        w.watch_calls = p.watched();
    }
    // The sync-point reduction (docs/internals.md): for safety checks on
    // DiOS with explicit values; a data race voids it (search again).
    w.flags.por = !a.no_por
        && !a.no_reduction
        && a.os.os.is_empty()
        && ltl.is_none()
        && !a.termination
        && !a.data_races
        // (Which thread reads which input is not kept by the reduction,
        // which runs one order of independent steps.)
        && w.input_threads.is_none()
        // (asynchronous cancellation acts at a thread's next step, and a
        // reduced step spans many accesses: it could never cut one there)
        && !crate::program::calls_from_user_code(&prog, "pthread_setcanceltype")
        && !crate::environment::get().no_por;
    platform::preflight(&prog, &plat, w.config())?;
    w.profile = crate::profile::requested(&prog);
    let start = Instant::now();
    let limits = Limits { max_states: a.max_states, time_limit: a.time_limit, max_memory: w.max_memory, hash_compaction: a.hash_compaction };
    let workers = a.threads.unwrap_or_else(search::default_workers);
    if workers == 0 || workers > search::MAX_WORKERS {
        return Err(DriverError::Usage(format!("--threads {}: expected 1 to {}", workers, search::MAX_WORKERS)));
    }
    let liveness = match &ltl {
        Some(property) => Liveness::Ltl { fair: !a.no_fairness, property },
        None if a.termination => Liveness::Termination { fair: !a.no_fairness },
        None => Liveness::Safety,
    };
    let mut out = search::explore(&prog, &w, a.order, &limits, workers, true, liveness);
    if out.por_void {
        // A data race: the reduction's runs are not all runs. Again, with
        // every shared access an interleaving point, in the time left.
        w.flags.por = false;
        let left = limits.time_limit.map(|t| (t - start.elapsed().as_secs_f64()).max(0.001));
        let limits = Limits { time_limit: left, ..limits };
        out = search::explore(&prog, &w, a.order, &limits, workers, true, liveness);
    }
    let stats = Stats {
        states: out.states,
        transitions: out.transitions,
        seconds: start.elapsed().as_secs_f64(),
        peak_memory_bytes: peak_rss(),
        threads: workers as u32,
        instructions: out.instructions,
    };
    if let Some(p) = &w.profile {
        crate::profile::print(&prog, p, Some(out.transitions));
    }
    let mut caveats = out.caveats.clone();
    caveats.extend(task_caveat);
    let violation = match (&out.verdict, property) {
        (Verdict::Error { error, .. }, Some(p)) => p.violation(error),
        _ => None,
    };
    let refuted = match &validating {
        Some(Validating::Violation(v)) => refutation(v, property.unwrap_or(Property::UnreachCall), &a.files, &out.verdict, violation)?,
        _ => None,
    };
    if let (true, Verdict::Error { error, .. }) = (a.termination, &mut out.verdict) {
        crate::session::recursion_as_nontermination(error);
    }
    let loop_values = out.loop_values;
    let mut report = match out.verdict {
        Verdict::Safe => Report::new("check", VerdictKind::Safe, stats),
        Verdict::Error { error, path, cycle } => {
            let mut trace = TraceFile::new(&prog, &plat, w.flags.clone(), path);
            trace.cycle = cycle;
            if let Some(p) = &a.trace_out {
                let text = serde_json::to_string_pretty(&trace).unwrap_or_default();
                crate::outfile::write(p, text)?;
            }
            if let (Some(wp), Some(p)) = (&a.witness, property) {
                // (GraphML names where threads were created: a replay finds it.)
                let created = if is_graphml(wp) { crate::spawned::created(&prog, &w, &trace.steps) } else { None };
                if is_graphml(wp) && created.is_none() && trace.steps.iter().any(|s| s.thread.is_some_and(|t| t > 1)) {
                    eprintln!("divm: the witness names no thread creation: its replay did not find them");
                }
                write_witness(&a, wp, p, violation, &trace, created.as_deref(), &error)?;
            }
            let mut r = Report::new("check", VerdictKind::Error, stats).with_error(&error);
            r.inputs = trace.inputs().cloned().collect();
            r.trace = Some(trace);
            r
        }
        Verdict::Unknown(reason) => {
            let mut r = Report::new("check", VerdictKind::Unknown, stats);
            r.give_up(reason);
            r
        }
    };
    report.caveats = caveats;
    report.color = crate::snippet::color_on_stdout();
    report.solver = w.solver.as_ref().map(|s| s.stats());
    if a.hash_compaction {
        report.caveats.push("--hash-compaction: visited states were compared by a 64-bit hash, so a safe verdict is probabilistic".into());
    }
    if let Some(p) = property {
        let mut result = svcomp::result(report.verdict, violation, &report.caveats);
        let refuted = match &validating {
            Some(Validating::Correctness(c)) => correctness_refutation(c, &plan, &loop_values, &a.files, result)?,
            _ => refuted,
        };
        if let Some(why) = refuted {
            // A validator answers only for a confirmed witness.
            result = svcomp::Answer::Unknown;
            report.give_up(Unknown::WitnessNotConfirmed(why));
        } else if let Some(v) = &validating {
            report.caveats.push(match v {
                Validating::Violation(_) => "the witness is confirmed: its inputs lead to the violation at its target".into(),
                Validating::Correctness(c) => format!("the witness is confirmed: the program is safe and its {} invariants hold", c.invariants.len()),
            });
        }
        if let (svcomp::Answer::True, Some(wp), Some(plan)) = (result, &a.witness, &plan) {
            let spec = witness::specification(p, "valid-memsafety");
            let spec = if p == Property::MemSafety { "G valid-free\nG valid-deref\nG valid-memtrack".to_string() } else { spec };
            let task = witness::Task { sources: &a.files, property: p, specification: spec, ilp32: a.data_model == Some(DataModel::Ilp32) };
            let invs = invariants::invariants(plan, &loop_values);
            let text = witness::correctness(&task, plan, &invs).map_err(|e| DriverError::Input(format!("no witness written: {}", e)))?;
            crate::outfile::write(wp, text)?;
            eprintln!("divm: correctness witness: {} invariants at {} loop heads", invs.len(), plan.heads.len());
        }
        report.svcomp = Some(SvcompAnswer { property: p.name(), result });
    }
    match a.report {
        ReportFormat::Text => print!("{}", report.text()),
        ReportFormat::Json => println!("{}", report.json()),
        ReportFormat::Sarif => println!("{}", serde_json::to_string_pretty(&crate::sarif::log(&report)).unwrap_or_default()),
        ReportFormat::Html => print!("{}", crate::html::page(&report)),
    }
    Ok(report.exit_code())
}

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn sizes_take_binary_suffixes_and_refuse_the_rest() {
        assert_eq!(parse_size("512M").unwrap(), 512 << 20);
        assert_eq!(parse_size("1.5g").unwrap(), 3 << 29);
        assert_eq!(parse_size("4096").unwrap(), 4096);
        for bad in ["abc", "-5M", "infG", "NaN", "", "M"] {
            let e = parse_size(bad).unwrap_err().to_string();
            assert!(e.contains("expected a size"), "{}: {}", bad, e);
        }
    }
}
