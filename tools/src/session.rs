//! Running one path of the program: boot, then edges until it ends.

use crate::trace::{location, Location, SemanticFlags, Step};
use crate::verdict::ErrorKind;
use divm_vm::ir::{Origin, Program};
use divm_vm::{abi, Chooser, Config, Edge, FrameInfo, Machine, SharedAccess, VmError};

/// Instructions an edge may run before the verdict is `unknown` (in `run`,
/// only OS code is held to it: see `Config::edge_limit_os_only`).
pub const EDGE_STEP_LIMIT: u64 = 50_000_000;

/// What the driver is doing, as the guest OS sees it (`divm.mode`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// One path (`divm run`).
    Run,
    /// Every path (`divm check`, and replaying its traces).
    #[default]
    Check,
    /// Random runs (`divm smc`, and replaying its traces).
    Smc,
}

impl Mode {
    pub fn name(self) -> &'static str {
        match self {
            Mode::Run => "run",
            Mode::Check => "check",
            Mode::Smc => "smc",
        }
    }
}

/// Options that shape the guest's world.
#[derive(Clone, Debug, Default)]
pub struct World {
    pub mode: Mode,
    pub flags: SemanticFlags,
    pub stack_limit: Option<u32>,
    pub args: Vec<String>,
    pub env: Vec<String>,
    /// Files and stdin for the guest (`--file`, `--stdin`).
    pub inputs: crate::guestfs::Inputs,
    /// Explore without the shared-object reduction.
    pub no_reduction: bool,
    /// Instructions per function, counted by every machine (`DIVM_STATS`).
    pub profile: Option<std::sync::Arc<divm_vm::Profile>>,
    /// The process's memory limit, which the machines enforce as the
    /// program allocates (`check` also enforces it between states).
    pub max_memory: Option<u64>,
    /// Symbolic mode's solver (`--symbolic`).
    pub solver: Option<std::sync::Arc<crate::solver::Z3>>,
    /// Symbolic mode: a state whose path condition implies an explored
    /// one's (same explicit part) is covered (`--symbolic-subsumption`).
    pub symbolic_subsumption: bool,
    /// A concrete replay of a symbolic path: its inputs' values.
    pub concrete_inputs: Option<std::sync::Arc<Vec<u128>>>,
    /// Validating a witness that says which thread reads each input (by
    /// index; `None`: any): an edge where another thread reads it is not
    /// explored.
    pub input_threads: Option<std::sync::Arc<Vec<Option<u32>>>>,
    /// `--property`: the errors that violate it end the search; any other
    /// ends its path, and the verdict cannot be `safe`.
    pub property: Option<crate::svcomp::Property>,
    /// Functions whose calls are errors (`Config::error_calls`).
    pub error_calls: Vec<divm_vm::ir::FuncId>,
    /// Functions whose calls edges record (`Config::watch_calls`), for
    /// `call:FUNC` in `--ltl`.
    pub watch_calls: Vec<divm_vm::ir::FuncId>,
    /// The OS says each nondet value it returns (an INFO trace): for the
    /// replays that describe a counterexample, not for the search.
    pub describe: bool,
    /// Loop heads whose variables the search samples, for correctness
    /// witnesses (`Config::loop_watch`).
    pub loop_watch: Option<std::sync::Arc<crate::invariants::Watch>>,
}

impl World {
    /// Float division by zero gives IEEE values: under `--float-ieee`, and
    /// in `divm run`, which prints what the native program prints.
    fn float_ieee(&self) -> bool {
        self.flags.float_ieee || self.mode == Mode::Run
    }

    pub fn config(&self) -> Config {
        let mut e = vec![format!("divm.mode={}", self.mode.name())];
        let b = |x: bool| if x { "1" } else { "0" };
        e.push(format!("divm.leak={}", b(self.flags.leak)));
        e.push(format!("divm.malloc-may-fail={}", b(self.flags.malloc_may_fail)));
        e.push(format!("divm.ignore-exit-status={}", b(self.flags.ignore_exit_status)));
        e.push(format!("divm.spurious-wakeups={}", b(self.flags.spurious_wakeups)));
        if self.float_ieee() {
            e.push("divm.float-ieee=1".into());
        }
        if self.flags.ub_overflow {
            e.push("divm.ub-overflow=1".into());
        }
        if self.flags.abort_ends_path {
            e.push("divm.abort-ends-path=1".into());
        }
        if self.flags.ltl.is_some() {
            e.push("divm.ltl=1".into());
        }
        if self.flags.por {
            e.push("divm.por=1".into());
        }
        if self.describe {
            e.push("divm.describe=1".into());
        }
        if self.solver.is_some() || self.concrete_inputs.is_some() {
            e.push("divm.symbolic=1".into());
        }
        if let Some((lo, hi)) = self.flags.nondet_range {
            e.push(format!("divm.nondet-lo={}", lo));
            e.push(format!("divm.nondet-hi={}", hi));
        }
        for a in &self.args {
            e.push(format!("divm.arg={}", a));
        }
        for v in &self.env {
            e.push(format!("divm.env={}", v));
        }
        let mut c = Config {
            boot_env: e,
            // Every command: no edge runs on forever inside the OS.
            edge_step_limit: EDGE_STEP_LIMIT,
            edge_limit_os_only: self.mode == Mode::Run,
            no_reduction: self.no_reduction,
            ub_overflow: self.flags.ub_overflow,
            float_ieee: self.float_ieee(),
            boot_bytes: self.inputs.boot_bytes(),
            ..Config::default()
        };
        if let Some(s) = self.stack_limit {
            c.stack_limit = s;
        }
        // A self-test of the state space's canonical forms (tests/).
        c.verify_canonical = crate::environment::get().verify_canonical;
        // Only the general evaluator (tests/reference.rs compares).
        c.reference = crate::environment::get().reference;
        // The reference the tests compare with: every moved object copied anew.
        c.remember_renumbered = !crate::environment::get().no_remembered_copies;
        c.record_accesses = self.flags.data_races;
        // DiOS names the running thread in USER1 (`__dios_self`).
        c.segments = self.flags.por.then_some(abi::CR_USER1);
        // A loop beside other threads stores no state per turn either
        // (docs/internals.md, "Loops beside threads"): random runs keep
        // their scheduler's measure, and --no-reduction a state per turn.
        c.loops_run_on = self.mode == Mode::Check && !self.no_reduction;
        c.error_calls.clone_from(&self.error_calls);
        c.watch_calls.clone_from(&self.watch_calls);
        c.profile = self.profile.clone();
        c.solver = self.solver.clone().map(|s| divm_vm::SolverRef(s));
        c.inputs = self.concrete_inputs.clone();
        c.loop_watch = self.loop_watch.as_ref().map(|w| w.vm.clone());
        c.memory_limit = self.max_memory.map(|bytes| divm_vm::MemoryLimit { bytes, used: crate::report::current_rss });
        c
    }
}

/// An error found on a path, ready for the report.
#[derive(Clone, Debug)]
pub struct ErrorInfo {
    pub kind: ErrorKind,
    pub message: String,
    pub location: Option<Location>,
    pub thread: Option<u32>,
    pub backtrace: Vec<Location>,
    /// The VM fault behind the error, if one was (an OS-found error such
    /// as an assertion has none).
    pub fault: Option<divm_vm::FaultKind>,
    /// A data race's other access (the error is placed at the later one).
    pub other: Option<Box<Location>>,
    /// The edge's other faults, after the first: every other thread of a
    /// deadlock, with what it waits for.
    pub also: Vec<AlsoFault>,
}

/// One more fault of the error's edge, for the report.
#[derive(Clone, Debug, serde::Serialize)]
pub struct AlsoFault {
    pub message: String,
    pub location: Option<Location>,
}

impl ErrorInfo {
    /// " at FILE:LINE", or nothing without a location (for messages).
    pub fn at(&self) -> String {
        self.location.as_ref().map(|l| format!(" at {}:{}", l.file, l.line)).unwrap_or_default()
    }
}

/// Functions whose only job is to signal the error: SV-COMP's
/// `reach_error` and `__VERIFIER_error`. Reaching the call is the error
/// (the property `G ! call(reach_error())`), so the failed assertion or
/// `abort()` of a program's own definition of one is placed at the call,
/// as when divm provides the function.
const ERROR_FUNCTIONS: [&str; 2] = ["reach_error", "__VERIFIER_error"];

/// Where an error of `kind` with backtrace `bt` (innermost first) is
/// placed: the innermost frame of the program's own code, or its caller's
/// when that frame is an `ERROR_FUNCTIONS` body signalling (`assert`);
/// else the innermost frame.
fn error_frame<'a>(prog: &Program, kind: ErrorKind, bt: &'a [FrameInfo]) -> Option<&'a FrameInfo> {
    let mut user = bt.iter().filter(|fi| prog.functions[fi.func as usize].origin == Origin::User);
    match user.next() {
        Some(fi) if kind == ErrorKind::Assert && ERROR_FUNCTIONS.contains(&prog.functions[fi.func as usize].name.as_str()) => {
            user.next().or(Some(fi))
        }
        Some(fi) => Some(fi),
        None => bt.first(),
    }
}

/// The error of an edge that has the ERROR flag.
pub fn edge_error(prog: &Program, e: &Edge, thread: Option<u32>) -> ErrorInfo {
    let mut faults = e.traces.iter().filter(|t| t.kind == abi::T_FAULT);
    let fault = faults.next();
    let also = faults
        .map(|t| {
            let text = t.text();
            let (kind, message) = ErrorKind::from_os_text(&text);
            AlsoFault { message: message.to_string(), location: error_frame(prog, kind, &t.backtrace).map(|fi| location(prog, *fi)) }
        })
        .collect();
    let (kind, message, bt) = match fault {
        Some(t) => {
            let text = t.text();
            let (kind, message) = ErrorKind::from_os_text(&text);
            (kind, message.to_string(), t.backtrace.clone())
        }
        None => (ErrorKind::Other, "error flagged by the OS".to_string(), Vec::new()),
    };
    ErrorInfo {
        kind,
        message,
        location: error_frame(prog, kind, &bt).map(|fi| location(prog, *fi)),
        thread,
        backtrace: bt.iter().map(|fi| location(prog, *fi)).collect(),
        fault: e.fault,
        other: None,
        also,
    }
}

pub fn leak_error(prog: &Program, leaks: &[divm_vm::eval::Leak], thread: Option<u32>) -> ErrorInfo {
    heap_error(prog, leaks, thread, "is unreachable")
}

/// Heap memory not freed when the program exits (SV-COMP's
/// `valid-memcleanup`): a `leak` error.
pub fn cleanup_error(prog: &Program, left: &[divm_vm::eval::Leak], thread: Option<u32>) -> ErrorInfo {
    heap_error(prog, left, thread, "was not freed before the program exited")
}

fn heap_error(prog: &Program, leaks: &[divm_vm::eval::Leak], thread: Option<u32>, what: &str) -> ErrorInfo {
    let l = &leaks[0];
    let loc = if l.site.func == u32::MAX { None } else { Some(location(prog, l.site)) };
    let at = loc.as_ref().map(|l| format!(" allocated at {}:{}", l.file, l.line)).unwrap_or_default();
    let more = if leaks.len() > 1 { format!(" ({} objects leaked)", leaks.len()) } else { String::new() };
    ErrorInfo {
        kind: ErrorKind::Leak,
        message: format!("leak: {}-byte heap object{} {}{}", l.size, at, what, more),
        location: loc.clone(),
        thread,
        backtrace: loc.into_iter().collect(),
        fault: None,
        other: None,
        also: Vec::new(),
    }
}

/// The error of a lasso whose steps from `cycle` on repeat forever: it is
/// placed at the first step of the cycle that ends in the program's own
/// code (a thread spinning there), else at the cycle's first step.
pub fn nontermination_error(prog: &Program, steps: &[Step], cycle: usize) -> ErrorInfo {
    let turn = &steps[cycle.min(steps.len())..];
    let user = |s: &&Step| s.location.as_ref().is_some_and(|l| prog.functions.iter().any(|f| f.name == l.function && f.origin == Origin::User));
    let at = turn.iter().find(user).or(turn.first());
    let mut threads: Vec<u32> = turn.iter().filter_map(|s| s.thread).collect();
    threads.sort_unstable();
    threads.dedup();
    let who = match threads.as_slice() {
        [] => String::new(),
        [t] => format!(" in thread {}", t),
        ts => format!(" in threads {}", ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")),
    };
    let location = at.and_then(|s| s.location.clone());
    ErrorInfo {
        kind: ErrorKind::Nontermination,
        message: if cycle + 1 >= steps.len() {
            format!("the program can run forever: step {}{} returns to the state where it began, and repeats", steps.len(), who)
        } else {
            format!("the program can run forever: steps {} to {}{} return to the state where they began, and repeat", cycle + 1, steps.len(), who)
        },
        location: location.clone(),
        thread: at.and_then(|s| s.thread),
        backtrace: location.into_iter().collect(),
        fault: None,
        other: None,
        also: Vec::new(),
    }
}

/// Under `--termination`: a stack overflow from recursion (a backtrace of
/// at least `DEEP` frames, not one huge `alloca`) is the run that never
/// ends, which is what the user asked about, rather than a memory error.
/// The recursion is taken as unbounded; the message says so.
pub fn recursion_as_nontermination(e: &mut ErrorInfo) {
    const DEEP: usize = 1000;
    if e.kind == ErrorKind::Memory && e.fault == Some(divm_vm::FaultKind::Stack) && e.backtrace.len() >= DEEP {
        e.kind = ErrorKind::Nontermination;
        e.message = format!("the program can run forever: a recursion that does not end ({}; taken as unbounded)", e.message);
    }
}

/// The error of a run that violates the LTL property `formula`: a lasso
/// whose steps from `cycle` on repeat forever, placed as a run that never
/// ends is; or (`None`) a run that ends, placed at its last step in the
/// program's own code.
pub fn ltl_error(prog: &Program, steps: &[Step], cycle: Option<usize>, formula: &str) -> ErrorInfo {
    let Some(cycle) = cycle else {
        let user = |s: &&Step| s.location.as_ref().is_some_and(|l| prog.functions.iter().any(|f| f.name == l.function && f.origin == Origin::User));
        let at = steps.iter().rev().find(user).or(steps.last());
        let location = at.and_then(|s| s.location.clone());
        return ErrorInfo {
            kind: ErrorKind::Ltl,
            message: format!("the run violates the LTL property '{}': it ends after step {}, and stays there", formula, steps.len()),
            location: location.clone(),
            thread: at.and_then(|s| s.thread),
            backtrace: location.into_iter().collect(),
            fault: None,
            other: None,
            also: Vec::new(),
        };
    };
    let mut e = nontermination_error(prog, steps, cycle);
    e.kind = ErrorKind::Ltl;
    let repeat = e.message.split_once(": ").map_or(String::new(), |x| x.1.to_string());
    e.message = format!(
        "the run violates the LTL property '{}': {}",
        formula,
        repeat
            .replace("return to the state where they began, and repeat", "repeat forever")
            .replace("returns to the state where it began, and repeats", "repeats forever")
    );
    e
}

/// The error of a data race between `a` (the access of the step before
/// last, in its thread) and `b` (the last step's); `m`: the machine after
/// both, which names the memory. It is placed at `b`.
pub fn race_error(prog: &Program, m: &Machine, (ta, a): (u32, SharedAccess), (tb, b): (u32, SharedAccess)) -> ErrorInfo {
    let verb = |x: &SharedAccess| match (x.write, x.atomic) {
        (true, false) => "writes",
        (false, false) => "reads",
        (true, true) => "atomically updates",
        (false, true) => "atomically reads",
    };
    let (la, lb) = (location(prog, a.at), location(prog, b.at));
    let what = m.describe_place(b.obj, b.off);
    ErrorInfo {
        kind: ErrorKind::Race,
        message: format!(
            "data race on {}: thread {} {} it at {}:{} and thread {} {} it at {}:{}, with nothing ordering the two",
            what,
            ta,
            verb(&a),
            la.file,
            la.line,
            tb,
            verb(&b),
            lb.file,
            lb.line
        ),
        location: Some(lb.clone()),
        thread: Some(tb),
        backtrace: vec![lb],
        fault: None,
        other: Some(Box::new(la)),
        also: Vec::new(),
    }
}

/// How an edge ended, as every command reads it. (Whether it leaked is
/// decided after, by a garbage collection.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeEnd {
    /// The OS flagged an error.
    Error,
    /// An assumption failed or nothing could run: the edge did not happen.
    Cancelled,
    /// The process exited with this status.
    Exit(i32),
    /// The path goes on.
    Continues,
}

pub fn edge_end(edge: &Edge) -> EdgeEnd {
    if edge.error() {
        EdgeEnd::Error
    } else if edge.cancelled() {
        EdgeEnd::Cancelled
    } else if let Some(t) = edge.traces.iter().find(|t| t.kind == abi::T_EXIT) {
        // (The OS writes the status as the exit trace's text.)
        EdgeEnd::Exit(t.text().trim().parse().unwrap_or(0))
    } else {
        EdgeEnd::Continues
    }
}

#[derive(Debug)]
pub enum End {
    Exit(i32),
    Error(ErrorInfo),
    /// An edge was cancelled (an assumption failed, or nothing could run).
    Cancelled,
    Vm(VmError),
    /// The observer ended the path (`PathObserver`).
    Stopped,
}

pub struct PathResult {
    pub steps: Vec<Step>,
    pub end: End,
    /// VM instructions executed on the path.
    pub instructions: u64,
}

/// What a command does around each edge of a path it runs.
pub trait PathObserver {
    /// Before edge `index` (from 0); `true` ends the path there.
    fn before(&mut self, _m: &mut Machine, _index: usize) -> bool {
        false
    }
    /// After an edge ran, before its end is judged; `Some` ends the path.
    fn after(&mut self, _m: &Machine, _edge: &Edge, _step: &Step) -> Option<End> {
        None
    }
}

/// Runs one path from a booted machine until it ends: the path `divm run`
/// executes and `divm replay` follows.
pub fn run_path(prog: &Program, world: &World, mut m: Machine, chooser: &mut dyn Chooser, observer: &mut dyn PathObserver) -> PathResult {
    let mut steps = Vec::new();
    let mut instructions = 0;
    let end = loop {
        if observer.before(&mut m, steps.len()) {
            break End::Stopped;
        }
        // (A describing run also says which globals each step changed.)
        let before = world.describe.then(|| crate::assigned::before(&m));
        let edge = match m.run_edge(chooser) {
            Ok(e) => e,
            Err(e) => break End::Vm(e),
        };
        instructions += edge.steps;
        let mut step = Step::from_edge(prog, &edge);
        if let Some(b) = &before {
            step.assigned = crate::assigned::changes(b, &m);
        }
        let thread = step.thread;
        let seen = observer.after(&m, &edge, &step);
        steps.push(step);
        if let Some(end) = seen {
            break end;
        }
        let how = edge_end(&edge);
        if how == EdgeEnd::Error {
            break End::Error(edge_error(prog, &edge, thread));
        }
        // Unreachable objects are garbage; unreachable user heap is a leak.
        let leaks = m.collect_garbage();
        if world.flags.leak && !leaks.is_empty() {
            break End::Error(leak_error(prog, &leaks, thread));
        }
        match how {
            EdgeEnd::Exit(status) => break End::Exit(status),
            EdgeEnd::Cancelled => break End::Cancelled,
            _ => {}
        }
    };
    PathResult { steps, end, instructions }
}
