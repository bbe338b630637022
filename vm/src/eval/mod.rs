//! The evaluator: executes lowered code over graph memory.
//!
//! A `Machine` holds one state (heap + control registers) and runs *edges*:
//! from a call of the OS scheduler until something suspends. Choices come
//! from a `Chooser`, so the same code serves exhaustive search, random runs
//! and replay.

mod accesses;
mod arith;
mod canon;
mod control;
mod fast;
mod fault;
mod gc;
mod hypercall;
mod interrupt;
mod intrinsic;
mod loop_watch;
mod memops;
pub mod native;
mod operand;
mod profile;
mod segments;
mod symbolic;

pub(crate) use accesses::AccessMode;
pub use accesses::SharedAccess;
pub use canon::Canonical;
pub use fault::{Fault, FaultKind, BACKTRACE_LIMIT};
pub use gc::Leak;
pub use loop_watch::{LoopSample, LoopWatch, WatchedAt, WatchedRead};
pub use profile::Profile;
pub use segments::{SegmentAccess, SEG_ATOMIC, SEG_WRITE};
pub use symbolic::{InputSite, SolverRef};

use crate::abi;
use crate::ir::*;
use crate::memory::*;
use std::fmt;

/// Why the VM cannot go on. Guest faults are not errors: they go to the OS.
#[derive(Debug, Clone, PartialEq)]
pub enum VmError {
    /// An instruction or feature the VM does not support.
    Unsupported { what: String, at: String },
    /// The program or OS broke the VM contract in a way no handler can fix.
    InvalidProgram(String),
    /// A fault happened while no handler could take it (or inside the handler).
    UnhandledFault(String),
    /// A resource limit.
    Limit(VmLimit),
}

/// A resource limit the VM itself enforces.
#[derive(Debug, Clone, PartialEq)]
pub enum VmLimit {
    /// `Config::edge_step_limit`: an edge ran on without reaching an
    /// interrupt point, in `function`.
    EdgeInstructions { limit: u64, function: String },
    /// `Config::memory_limit`, crossed while the program allocates.
    Memory { bytes: u64 },
    /// `Config::stop` was set: the driver stopped the edge (a signal, a
    /// time limit, the end of its search). The edge is unfinished, so
    /// nothing it did is a result.
    Stopped,
}

impl fmt::Display for VmLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VmLimit::EdgeInstructions { limit, function } => {
                write!(f, "an edge ran for more than {} instructions without reaching an interrupt point (in {})", limit, function)
            }
            VmLimit::Memory { bytes } => write!(f, "memory limit of {} MiB reached while the program allocates", bytes >> 20),
            VmLimit::Stopped => f.write_str("the edge was stopped before its end"),
        }
    }
}

impl fmt::Display for VmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VmError::Unsupported { what, at } => write!(f, "{} at {}", what, at),
            VmError::InvalidProgram(m) => write!(f, "invalid program: {}", m),
            VmError::UnhandledFault(m) => write!(f, "fault with no handler: {}", m),
            VmError::Limit(m) => write!(f, "limit reached: {}", m),
        }
    }
}

impl std::error::Error for VmError {}

/// Supplies the values of `__vm_choose`.
pub trait Chooser {
    /// A value in `0..n`; `weights` is given for `__vm_choose_weighted`.
    fn choose(&mut self, n: u32, weights: Option<&[u32]>) -> u32;
}

/// Always the first value.
pub struct FirstChoice;

impl Chooser for FirstChoice {
    fn choose(&mut self, _n: u32, _w: Option<&[u32]>) -> u32 {
        0
    }
}

/// Static configuration of a machine.
#[derive(Clone, Debug)]
pub struct Config {
    /// Maximum frame depth before a `stack` fault.
    pub stack_limit: u32,
    /// Environment strings for `__boot` (`"key=value"`).
    pub boot_env: Vec<String>,
    /// More environment entries, after `boot_env`, as raw bytes: they may
    /// hold NUL and non-UTF-8 bytes (file contents), so the OS must find
    /// their length in their own text. Each still gets a terminating NUL.
    pub boot_bytes: Vec<Vec<u8>>,
    /// Instructions one edge may execute before the VM gives up (an edge
    /// that never ends is a loop in uninstrumented code).
    pub edge_step_limit: u64,
    /// The limit holds only in OS code: crossed in the program or its
    /// libc, it moves on by another `edge_step_limit`. For `divm run`,
    /// whose edges may be whole programs (loops do not interrupt there),
    /// yet an OS that loops forever must still stop.
    pub edge_limit_os_only: bool,
    /// Treat every object as shared (turns the shared-object reduction off).
    pub no_reduction: bool,
    /// Functions whose calls are recorded in `Edge::calls` (for SMC's
    /// `call:FUNC`); usually empty.
    pub watch_calls: Vec<FuncId>,
    /// Functions whose calls are errors (an `assert` fault inside the
    /// callee): SV-COMP's `reach_error`, whatever its body; usually empty.
    pub error_calls: Vec<FuncId>,
    /// Signed overflow of `nsw` arithmetic in user code is an `arith` fault
    /// (`--ub-overflow`).
    pub ub_overflow: bool,
    /// Floating-point division by zero in user code gives IEEE infinities
    /// and NaNs instead of an `arith` fault (`--float-ieee`).
    pub float_ieee: bool,
    /// Check each canonical form found without the DFS against the DFS's,
    /// and panic if they differ (a self-test: `DIVM_VERIFY_CANONICAL`).
    pub verify_canonical: bool,
    /// Count the instructions each function executes (`DIVM_STATS`).
    pub profile: Option<std::sync::Arc<Profile>>,
    /// Reuse the renumbered copies of stored objects that moved the same
    /// way before (off: the reference the tests compare with).
    pub remember_renumbered: bool,
    /// The host memory the program's allocations may drive the process
    /// to, if limited: one edge (a whole `divm run`) can allocate without
    /// bound, and the host must not be left to kill us.
    pub memory_limit: Option<MemoryLimit>,
    /// Reference mode: only the general evaluator (`Machine::step` and
    /// the general call, return and operand paths) runs: no fast runs, no
    /// register-call frames, no single-op shortcuts. The fast paths must
    /// give the same states and verdicts (tests/reference.rs).
    pub reference: bool,
    /// Record each edge's shared-memory accesses (`Edge::accesses`), for
    /// data-race detection; implies `reference`.
    pub record_accesses: bool,
    /// Symbolic mode: `__vm_input` makes terms, and where a term decides
    /// something this solver says which outcomes are possible.
    pub solver: Option<SolverRef>,
    /// Concrete replay of a symbolic counterexample: the values of the
    /// path's inputs, by index, which `__vm_input` returns instead of terms.
    pub inputs: Option<std::sync::Arc<Vec<u128>>>,
    /// Loop points whose passages are sampled (`Edge::loop_samples`), for
    /// correctness witnesses; implies `reference`.
    pub loop_watch: Option<std::sync::Arc<LoopWatch>>,
    /// Sync-point reduction (`eval::segments`): plain accesses to shared
    /// memory are no interleaving points; the control register that names
    /// the running thread (an object) keys each thread's open segment.
    pub segments: Option<usize>,
    /// Loop points passed again stay quiet while other threads live too,
    /// as in a sequential run (`Machine::loops_run_on`): a turn of a loop
    /// that makes no visible action is no interleaving point of the
    /// τ-reduction either. Off for `--no-reduction` (a state per turn).
    pub loops_run_on: bool,
    /// A cooperative stop: once another thread sets it, the running edge
    /// ends within `STOP_POLL_EVERY` instructions (or before its next
    /// bulk operation) with `VmLimit::Stopped`. What sets it (a timer, a
    /// signal) is the driver's business.
    pub stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

/// What making objects keeps between them: the last stack variable whose
/// lifetime ended, if nothing else holds it (the next one to start again
/// reuses its buffers: `lifetime`), and the bytes of objects made or
/// grown since the memory use was last read (`Config::memory_limit`).
#[derive(Default)]
pub(crate) struct Made {
    pub spare_variable: Option<Handle<Object>>,
    pub since_read: u64,
}

/// A limit on the host process's memory, and how to read its use (the
/// driver knows how: the VM does not read the host's files itself).
#[derive(Clone, Copy, Debug)]
pub struct MemoryLimit {
    pub bytes: u64,
    pub used: fn() -> u64,
}

/// Bytes of objects made or grown between two reads of the memory use:
/// reads cost a few microseconds, and this much unseen growth is noise
/// next to any sensible limit.
const MEMORY_READ_EVERY: u64 = 16 << 20;

/// Instructions between two reads of `Config::stop`: a few milliseconds
/// of the slowest code, and the read costs nothing on the way (it rides
/// on the instruction-limit compare `exec` makes anyway).
const STOP_POLL_EVERY: u64 = 1 << 18;

/// Bytes from which one operation (memset, memcpy, a new object) reads
/// `Config::stop` before it starts: one such operation takes a
/// millisecond or more, and an edge may do many of them.
const STOP_POLL_BYTES: u64 = 1 << 20;

impl Config {
    /// Some calls are watched or are errors: the fast paths, which do not
    /// look at callees, leave every call to `call`.
    pub fn calls_watched(&self) -> bool {
        !self.watch_calls.is_empty() || !self.error_calls.is_empty()
    }

    /// Whether loop points beside other threads run on: under the
    /// sync-point reduction, or where `loops_run_on` asks.
    #[inline(always)]
    pub(crate) fn loops_run_on_beside_threads(&self) -> bool {
        self.loops_run_on || self.segments.is_some()
    }
}

impl Default for Config {
    fn default() -> Config {
        Config {
            stack_limit: 100_000,
            boot_env: Vec::new(),
            boot_bytes: Vec::new(),
            edge_step_limit: u64::MAX,
            edge_limit_os_only: false,
            no_reduction: false,
            watch_calls: Vec::new(),
            error_calls: Vec::new(),
            ub_overflow: false,
            float_ieee: false,
            verify_canonical: false,
            profile: None,
            remember_renumbered: true,
            memory_limit: None,
            reference: false,
            record_accesses: false,
            solver: None,
            inputs: None,
            loop_watch: None,
            segments: None,
            loops_run_on: false,
            stop: None,
        }
    }
}

/// One frame of a backtrace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FrameInfo {
    pub func: FuncId,
    pub pc: u32,
}

/// Where a watched call was made: the innermost frame of the program's
/// own code, and how many inputs the edge had made before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallSite {
    pub at: FrameInfo,
    pub inputs_before: u32,
}

/// Text attached to an edge.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    pub kind: u32,
    /// The exact bytes (program output may be binary).
    pub bytes: Vec<u8>,
    /// For faults: where it happened, innermost frame first.
    pub backtrace: Vec<FrameInfo>,
}

impl Trace {
    /// The text, with invalid UTF-8 replaced (for reports). Made on demand:
    /// the search reads few of the traces its edges make (one per edge,
    /// the scheduler's).
    pub fn text(&self) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(&self.bytes)
    }
}

/// What happened on one edge.
#[derive(Clone, Debug, Default)]
pub struct Edge {
    pub flags: u64,
    pub traces: Vec<Trace>,
    /// `(n, value)` of every choice, in order.
    pub choices: Vec<(u32, u32)>,
    /// Where the edge ended (the last executed user-visible point).
    pub end: Option<FrameInfo>,
    /// Instructions executed.
    pub steps: u64,
    /// Watched functions (`Config::watch_calls`) called on the edge, in order.
    pub calls: Vec<FuncId>,
    /// Where each of `calls` was made (a witness names the line of a
    /// thread's creation).
    pub call_sites: Vec<CallSite>,
    /// Which of `choices` (by position) were forks on symbolic values:
    /// a concrete replay makes no such choice.
    pub forks: Vec<u32>,
    /// Inputs made on the edge (`__vm_input`).
    pub inputs: Vec<InputSite>,
    /// Shared-memory accesses, for data-race detection
    /// (`Config::record_accesses`).
    pub accesses: Vec<SharedAccess>,
    /// The kind of the edge's first fault, if any.
    pub fault: Option<FaultKind>,
    /// What symbolic mode left out on the edge (values of a symbolic
    /// offset or concretised value it did not try), with where: a path
    /// through such an edge cannot prove `safe`.
    pub incomplete: Vec<String>,
    /// Passages through watched loop points (`Config::loop_watch`).
    pub loop_samples: Vec<LoopSample>,
    /// Sync-point reduction: an access conflicted with another thread's
    /// open segment (a data race), so the reduction is void.
    pub segment_race: bool,
    /// Sync-point reduction: this edge segment began with a
    /// synchronisation and has made no plain access since, so the OS's
    /// accesses belong to that synchronisation's step (`eval::segments`).
    pub segment_synced: bool,
    /// The edge's first choice was made in kernel mode: the scheduler's
    /// pick of the thread, made before the thread runs, so it splits no
    /// loop of the thread (`Machine::sequential_budget_left`).
    pub picked_thread: bool,
}

impl Edge {
    /// Copies `o` into `self`, reusing `self`'s buffers (the derived
    /// `clone_from` would allocate them anew).
    fn copy_from(&mut self, o: &Edge) {
        self.flags = o.flags;
        self.traces.clone_from(&o.traces);
        self.choices.clone_from(&o.choices);
        self.end = o.end;
        self.steps = o.steps;
        self.calls.clone_from(&o.calls);
        self.call_sites.clone_from(&o.call_sites);
        self.forks.clone_from(&o.forks);
        self.inputs.clone_from(&o.inputs);
        self.accesses.clone_from(&o.accesses);
        self.fault = o.fault;
        self.incomplete.clone_from(&o.incomplete);
        self.loop_samples.clone_from(&o.loop_samples);
        self.segment_race = o.segment_race;
        self.segment_synced = o.segment_synced;
        self.picked_thread = o.picked_thread;
    }

    pub fn error(&self) -> bool {
        self.flags & abi::CF_ERROR != 0
    }
    pub fn cancelled(&self) -> bool {
        self.flags & abi::CF_CANCEL != 0
    }
}

/// The persistent state: all that a snapshot needs.
#[derive(Debug, Default)]
pub struct State {
    pub heap: Heap,
    pub ctl: [u64; abi::CR_COUNT],
    /// The control registers `restore` set (with `heap.restored()`, the
    /// state this one was restored from).
    pub restored_ctl: [u64; abi::CR_COUNT],
    /// Sync-point reduction: the threads' open segments (`eval::segments`).
    pub segments: Vec<SegmentAccess>,
}

impl Clone for State {
    fn clone(&self) -> State {
        let mut s = State::default();
        s.clone_from(self);
        s
    }

    /// Reuses the heap's buffers (a paused edge is copied once per choice).
    fn clone_from(&mut self, o: &State) {
        self.heap.clone_from(&o.heap);
        self.ctl = o.ctl;
        self.restored_ctl = o.restored_ctl;
        self.segments.clone_from(&o.segments);
    }
}

pub struct Machine<'p> {
    pub prog: &'p Program,
    pub cfg: Config,
    pub state: State,
    /// `site_base[f]`: the allocation-site number of function `f`'s first
    /// op, minus one. Site numbers depend only on the program, so states
    /// from different machines (parallel workers) agree on them.
    site_base: Vec<u32>,
    // ---- the running edge ----
    frame: u32,
    func: FuncId,
    pc: u32,
    depth: u32,
    edge: Edge,
    /// A visible action already happened in this edge segment.
    visible_done: bool,
    cfl_seen: Vec<(FuncId, u32)>,
    /// Loop points passed in this edge (`Machine::sequential_run`).
    loop_passes: u64,
    /// `edge.steps` beyond which `exec` looks why it should stop: the
    /// lowest of `limit_cap`, `stop_at` and `poll_at` (one compare per
    /// instruction serves all three).
    step_cap: u64,
    /// `edge.steps` beyond which the edge stops (`Config::edge_step_limit`,
    /// moved on for program code under `Config::edge_limit_os_only`).
    limit_cap: u64,
    /// `edge.steps` beyond which `exec` returns with the edge still
    /// running (`run_instructions`); `u64::MAX` otherwise.
    stop_at: u64,
    /// `edge.steps` beyond which `Config::stop` is read next; `u64::MAX`
    /// without one.
    poll_at: u64,
    /// An uninit fault found while executing the current instruction; raised
    /// once the instruction has completed with the concrete bits.
    pending: Option<(Fault, u32)>,
    /// The last `ret` of a user function in this edge that gave its caller
    /// a wholly undefined value (a non-void function that reached its end),
    /// named in uninit faults.
    undef_return: Option<FrameInfo>,
    /// The `ret` by which `main` returned to the runtime in this edge: where
    /// a fault raised after it with no user frame left (a non-zero exit
    /// status from `return n;`) is located.
    main_return: Option<FrameInfo>,
    /// The program's own `main`, whose return into the runtime the general
    /// `ret` notes (`main_return`): the fast return leaves it alone.
    main_func: Option<FuncId>,
    /// Freed frame objects (unshared handles) that the next calls reuse.
    spare_frames: Vec<Handle<Object>>,
    /// Spare buffers for stack variables, and the count of bytes made.
    made: Made,
    /// Frames that calls in the running fast run entered (`run_fast`);
    /// empty between runs.
    unplaced: fast::Unplaced,
    /// `fast::run_callees` of the program.
    run_callees: Vec<bool>,
    /// `fast::fast_frames` of the program (`fast::frame_view`).
    fast_frames: Vec<bool>,
    /// Zero bytes lent as the undefined-bits layer of a running frame that
    /// has none (`Object::word_view`).
    zero_undef: Vec<u8>,
    /// Scratch for `free_frame`: the objects a returning frame owns.
    owned_scratch: Vec<Pointer>,
    canon_scratch: canon::CanonScratch,
    /// Stop before the first choice of two or more values (`run_edge_to_choice`).
    pause_at_choice: bool,
    /// An edge given back (`recycle_edge`), emptied: the next edge reuses
    /// its buffers, and `spare_bytes` the buffers of its traces.
    spare_edge: Edge,
    spare_bytes: Vec<Vec<u8>>,
    /// Enumerations of the values symbolic terms may take
    /// (`symbolic::ValueCache`).
    value_cache: symbolic::ValueCache,
}

/// A running edge stopped before its first choice of two or more values
/// (`Machine::run_edge_to_choice`). The search resumes it once per value,
/// so the edge's prefix (mostly the OS scheduler) runs once per state
/// instead of once per successor. It holds the machine's state and the
/// running edge's fields, named as in `Machine`.
#[derive(Clone, Debug, Default)]
pub struct Paused {
    state: State,
    /// (frame, func, pc, depth)
    at: (u32, FuncId, u32, u32),
    edge: Edge,
    /// (visible_done, cfl_seen, undef_return)
    segment: (bool, Vec<(FuncId, u32)>, Option<FrameInfo>),
    /// (loop_passes, limit_cap)
    counters: (u64, u64),
    /// `state` went to a resumed edge (`Machine::resume_paused_taking`).
    taken: bool,
}

impl Paused {
    /// The choices made before the pause (each of a single value), which
    /// a resumed edge's chooser sees first.
    pub fn choices(&self) -> &[(u32, u32)] {
        &self.edge.choices
    }

    /// Instructions executed before the pause.
    pub fn steps(&self) -> u64 {
        self.edge.steps
    }
}

/// Site numbers: 0 is "unknown"; op `pc` of function `f` is `base[f] + pc + 1`.
fn site_bases(prog: &Program) -> Vec<u32> {
    let mut acc = 0u32;
    prog.functions
        .iter()
        .map(|f| {
            let b = acc;
            acc = acc.saturating_add(f.ops.len() as u32 + 1);
            b
        })
        .collect()
}

/// Result of one instruction: go on, or stop the VM.
pub(crate) type Step = Result<(), Stop>;

/// Why an instruction did not complete.
pub(crate) enum Stop {
    Fault(Fault),
    Vm(VmError),
    /// A choice with `pause_at_choice` set: the instruction did nothing,
    /// and `exec` returns with the edge still running.
    Pause,
}

impl From<Fault> for Stop {
    fn from(f: Fault) -> Stop {
        Stop::Fault(f)
    }
}

impl From<VmError> for Stop {
    fn from(e: VmError) -> Stop {
        Stop::Vm(e)
    }
}

impl<'p> Machine<'p> {
    /// Creates the memory image and runs `__boot`.
    pub fn boot(prog: &'p Program, mut cfg: Config) -> Result<Machine<'p>, VmError> {
        // The fast paths do not record accesses or sample loop heads.
        cfg.reference |= cfg.record_accesses || cfg.loop_watch.is_some();
        let mut heap = Heap::new();
        let image = |img: &DataImage, kind: ObjKind| {
            let mut o = Object::from_bytes(&img.bytes, kind);
            for &p in &img.pointers {
                let v = u64::from_le_bytes(img.bytes[p as usize..p as usize + 8].try_into().unwrap());
                o.write(p as usize, 8, Val::ptr(Pointer(v)));
            }
            for &(off, len) in &img.undef {
                o.set_undef(off as usize, len as usize);
            }
            o
        };
        let consts = heap.insert(image(&prog.constants, ObjKind::Constants));
        let mut g = image(&prog.globals, ObjKind::Globals);
        g.shared = true;
        let globals = heap.insert(g);
        let mut g = image(&prog.runtime_globals, ObjKind::Globals);
        g.shared = true;
        let runtime_globals = heap.insert(g);
        // The template of every thread's __thread block; the OS copies it.
        let tls = heap.insert(image(&prog.tls, ObjKind::System));
        let mut ctl = [0u64; abi::CR_COUNT];
        ctl[abi::CR_CONSTANTS] = Pointer::heap(consts).0;
        ctl[abi::CR_GLOBALS] = Pointer::heap(globals).0;
        ctl[abi::CR_RUNTIME_GLOBALS] = Pointer::heap(runtime_globals).0;
        ctl[abi::CR_TLS] = Pointer::heap(tls).0;
        // In reference mode no frame fits the fast paths: `run_fast` and
        // `run_calls` decline at once.
        let fast_frames = if cfg.reference { vec![false; prog.functions.len()] } else { fast::fast_frames(prog) };
        let mut m = Machine {
            prog,
            cfg,
            state: State { heap, ctl, restored_ctl: [0; abi::CR_COUNT], segments: Vec::new() },
            site_base: site_bases(prog),
            run_callees: fast::run_callees(prog, &fast_frames),
            fast_frames,
            frame: 0,
            func: 0,
            pc: 0,
            depth: 0,
            edge: Edge::default(),
            visible_done: false,
            step_cap: u64::MAX,
            limit_cap: u64::MAX,
            stop_at: u64::MAX,
            poll_at: u64::MAX,
            cfl_seen: Vec::new(),
            loop_passes: 0,
            pending: None,
            undef_return: None,
            main_return: None,
            main_func: prog.functions.iter().position(|f| f.name == "main" && f.origin == Origin::User).map(|i| i as FuncId),
            spare_frames: Vec::new(),
            made: Made::default(),
            unplaced: fast::Unplaced::new(),
            zero_undef: Vec::new(),
            owned_scratch: Vec::new(),
            canon_scratch: Default::default(),
            pause_at_choice: false,
            spare_edge: Edge::default(),
            spare_bytes: Vec::new(),
            value_cache: Default::default(),
        };
        let boot = prog.function("__boot").ok_or_else(|| VmError::InvalidProgram("the OS defines no __boot function".into()))?;
        // The environment: an array of C strings in one system object.
        let env = m.make_env()?;
        m.begin_edge();
        m.enter_fresh(boot, &[Val::ptr(env)])?;
        // Booting is not an edge: the profile, like the edges' instruction
        // counts, leaves it out.
        let profile = m.cfg.profile.take();
        m.exec(&mut FirstChoice)?;
        m.cfg.profile = profile;
        m.edge.flags = m.state.ctl[abi::CR_FLAGS];
        if m.edge.error() {
            let msg = m.edge.traces.iter().rev().find(|t| t.kind == abi::T_FAULT).map(|t| t.text().into_owned());
            return Err(VmError::UnhandledFault(format!("during __boot: {}", msg.unwrap_or_default())));
        }
        Ok(m)
    }

    fn make_env(&mut self) -> Result<Pointer, VmError> {
        let strings: Vec<Vec<u8>> = self
            .cfg
            .boot_env
            .iter()
            .map(|s| s.as_bytes())
            .chain(self.cfg.boot_bytes.iter().map(|b| &b[..]))
            .map(|s| {
                let mut b = s.to_vec();
                b.push(0);
                b
            })
            .collect();
        let n = strings.len();
        let mut arr = Object::new_zero((n + 1) * 8, ObjKind::System, 0);
        let mut ptrs = Vec::new();
        for s in &strings {
            let o = Object::from_bytes(s, ObjKind::System);
            ptrs.push(Pointer::heap(self.state.heap.insert(o)));
        }
        for (i, p) in ptrs.iter().enumerate() {
            arr.write(i * 8, 8, Val::ptr(*p));
        }
        Ok(Pointer::heap(self.state.heap.insert(arr)))
    }

    /// Runs one edge: the scheduler, then whatever it transfers control to.
    pub fn run_edge(&mut self, chooser: &mut dyn Chooser) -> Result<Edge, VmError> {
        self.start_edge()?;
        self.continue_edge(chooser)
    }

    /// Runs an edge up to its first choice of two or more values. `None`:
    /// the edge stopped there and `paused` holds it; go on with
    /// `continue_edge` (here) or `resume_paused` (from `paused`, any number of
    /// times), whose chooser must first repeat `paused.choices()`. An edge
    /// that ends before such a choice is returned whole.
    pub fn run_edge_to_choice(&mut self, paused: &mut Paused) -> Result<Option<Edge>, VmError> {
        self.start_edge()?;
        self.pause_at_choice = true;
        let r = self.exec(&mut FirstChoice);
        self.pause_at_choice = false;
        r?;
        if self.frame == 0 {
            // Ended without a choice: continuing only collects the edge.
            return self.continue_edge(&mut FirstChoice).map(Some);
        }
        self.save_running(paused);
        Ok(None)
    }

    /// Copies the running edge, stopped between two instructions, into
    /// `paused` (`run_edge_to_choice`, `run_instructions`).
    pub fn save_running(&self, paused: &mut Paused) {
        paused.state.clone_from(&self.state);
        paused.taken = false;
        paused.at = (self.frame, self.func, self.pc, self.depth);
        paused.edge.copy_from(&self.edge);
        paused.segment.0 = self.visible_done;
        paused.segment.1.clone_from(&self.cfl_seen);
        paused.segment.2 = self.undef_return;
        paused.counters = (self.loop_passes, self.limit_cap);
    }

    /// Takes up the edge `paused` holds again, at its stop, without running
    /// it: `run_instructions` or `continue_edge` go on.
    pub fn restore_running(&mut self, paused: &Paused) {
        assert!(!paused.taken, "restore_running after resume_paused_taking");
        self.keep_spare_frames();
        self.state.clone_from(&paused.state);
        self.restore_at(paused);
    }

    /// Goes on with the edge `paused` holds, from its pause.
    pub fn resume_paused(&mut self, paused: &Paused, chooser: &mut dyn Chooser) -> Result<Edge, VmError> {
        assert!(!paused.taken, "resume_paused after resume_paused_taking");
        self.keep_spare_frames();
        self.state.clone_from(&paused.state);
        self.resume_at(paused, chooser)
    }

    /// `resume_paused` for the last time: the machine takes the paused
    /// state instead of a copy (whose objects the edge would then copy
    /// again on their first write), and `paused` cannot be resumed again
    /// until the next `run_edge_to_choice`.
    pub fn resume_paused_taking(&mut self, paused: &mut Paused, chooser: &mut dyn Chooser) -> Result<Edge, VmError> {
        assert!(!paused.taken, "resume_paused_taking twice");
        self.keep_spare_frames();
        std::mem::swap(&mut self.state, &mut paused.state);
        paused.taken = true;
        self.resume_at(paused, chooser)
    }

    /// The rest of a resume, once the machine holds the paused state.
    fn resume_at(&mut self, paused: &Paused, chooser: &mut dyn Chooser) -> Result<Edge, VmError> {
        self.restore_at(paused);
        self.continue_edge(chooser)
    }

    /// The running edge's fields from `paused`.
    fn restore_at(&mut self, paused: &Paused) {
        (self.frame, self.func, self.pc, self.depth) = paused.at;
        self.edge = std::mem::take(&mut self.spare_edge);
        self.edge.copy_from(&paused.edge);
        self.visible_done = paused.segment.0;
        self.cfl_seen.clone_from(&paused.segment.1);
        self.pending = None;
        self.undef_return = paused.segment.2;
        self.main_return = None;
        (self.loop_passes, self.limit_cap) = paused.counters;
        self.poll_at = self.next_poll();
        self.cap_steps();
    }

    /// Starts an edge (the call of the OS scheduler) without running any
    /// of it: `run_instructions` runs it a few instructions at a time.
    pub fn begin_edge_stepwise(&mut self) -> Result<(), VmError> {
        self.start_edge()
    }

    /// Runs the started (or restored) edge for at most `n` more
    /// instructions: the whole edge if it ends by then (`Some`), else
    /// `None`, and the edge stops before its next instruction
    /// (`next_instruction`), ready to go on. For a debugger: each op counts
    /// one in reference mode (`Config::reference`), which only runs
    /// `step`; the fast paths' runs may end a fused op past the stop.
    pub fn run_instructions(&mut self, chooser: &mut dyn Chooser, n: u64) -> Result<Option<Edge>, VmError> {
        self.stop_at = self.edge.steps.saturating_add(n);
        self.cap_steps();
        let r = self.exec(chooser);
        self.stop_at = u64::MAX;
        self.cap_steps();
        r?;
        if self.frame != 0 {
            return Ok(None);
        }
        self.continue_edge(chooser).map(Some)
    }

    /// The instruction the stopped edge runs next (`None` between edges).
    pub fn next_instruction(&self) -> Option<FrameInfo> {
        (self.frame != 0).then_some(FrameInfo { func: self.func, pc: self.pc })
    }

    /// The stopped edge so far: its choices, traces and instructions.
    pub fn running_edge(&self) -> &Edge {
        &self.edge
    }

    /// Frames of the stopped edge's stack below the scheduler's (its
    /// depth, as calls count it).
    pub fn running_depth(&self) -> u32 {
        self.depth
    }

    /// The stopped edge's stack, innermost frame first: (frame object, where).
    pub fn running_frames(&self) -> Vec<(u32, FrameInfo)> {
        self.frames_with_points(self.frame, Some(FrameInfo { func: self.func, pc: self.pc }))
    }

    /// A suspended stack's frames (a thread's saved continuation),
    /// innermost first: (frame object, where).
    pub fn suspended_frames(&self, frame: u32) -> Vec<(u32, FrameInfo)> {
        self.frames_with_points(frame, None)
    }

    fn start_edge(&mut self) -> Result<(), VmError> {
        self.begin_edge();
        let sched = Pointer(self.state.ctl[abi::CR_SCHEDULER]);
        let f = self.code_target(sched).map_err(|_| VmError::InvalidProgram("SCHEDULER is not a function".into()))?;
        self.enter_fresh(f, &[])
    }

    /// Runs the started (or paused) edge to its end.
    pub fn continue_edge(&mut self, chooser: &mut dyn Chooser) -> Result<Edge, VmError> {
        self.exec(chooser)?;
        self.edge.flags = self.state.ctl[abi::CR_FLAGS];
        Ok(std::mem::take(&mut self.edge))
    }

    /// Gives back an edge this machine returned, once read: the next edge
    /// reuses its buffers (the search runs millions of edges).
    pub fn recycle_edge(&mut self, mut e: Edge) {
        const SPARE_TRACES: usize = 8;
        for t in e.traces.drain(..) {
            if self.spare_bytes.len() < SPARE_TRACES {
                let mut b = t.bytes;
                b.clear();
                self.spare_bytes.push(b);
            }
        }
        e.choices.clear();
        e.calls.clear();
        e.call_sites.clear();
        e.forks.clear();
        e.inputs.clear();
        e.accesses.clear();
        e.fault = None;
        e.incomplete.clear();
        e.loop_samples.clear();
        e.segment_race = false;
        e.segment_synced = false;
        e.picked_thread = false;
        e.flags = 0;
        e.end = None;
        e.steps = 0;
        self.spare_edge = e;
    }

    fn begin_edge(&mut self) {
        self.edge = std::mem::take(&mut self.spare_edge);
        self.undef_return = None;
        self.main_return = None;
        self.visible_done = false;
        self.limit_cap = self.cfg.edge_step_limit;
        self.poll_at = self.next_poll();
        self.cap_steps();
        self.cfl_seen.clear();
        self.loop_passes = 0;
        let fl = &mut self.state.ctl[abi::CR_FLAGS];
        *fl = (*fl & !(abi::CF_ERROR | abi::CF_ACCEPTING | abi::CF_CANCEL)) | abi::CF_KERNEL;
    }

    /// Notes a choice of `n` values taken as `v` in the edge.
    #[inline]
    pub(crate) fn note_choice(&mut self, n: u32, v: u32) {
        if self.edge.choices.is_empty() && self.flags() & abi::CF_KERNEL != 0 {
            self.edge.picked_thread = true;
        }
        self.edge.choices.push((n, v));
    }

    /// The running thread's rounding mode (kept in FLAGS).
    #[inline(always)]
    pub(crate) fn rounding(&self) -> crate::scalar::Round {
        crate::scalar::Round::of_flags(self.state.ctl[abi::CR_FLAGS])
    }

    pub(crate) fn flags(&self) -> u64 {
        self.state.ctl[abi::CR_FLAGS]
    }

    /// The heap id of the current frame (0 when suspended).
    pub fn current_frame(&self) -> u32 {
        self.frame
    }

    /// The main loop.
    fn exec(&mut self, chooser: &mut dyn Chooser) -> Result<(), VmError> {
        let prog = self.prog;
        // (Read once: the configuration does not change within an edge.)
        let shortcuts = !self.cfg.reference;
        while self.frame != 0 {
            let f = &prog.functions[self.func as usize];
            // Runs of the most frequent instructions on clean values skip
            // `step` (and its large frame) altogether.
            let before = self.edge.steps;
            if shortcuts {
                self.run_fast(f);
            }
            let Some(op) = f.ops.get(self.pc as usize) else {
                return Err(VmError::InvalidProgram(format!("fell off the end of {}", f.name)));
            };
            self.edge.steps += 1;
            if self.edge.steps > self.step_cap && self.past_step_cap(f)? {
                // `run_instructions` stops before this op.
                return Ok(());
            }
            if let Some(p) = &self.cfg.profile {
                p.add(self.func, self.edge.steps - before);
            }
            // Calls and returns try their fast paths; a direct call
            // of a VM call (the OS's per-edge `__vm_*`) or of a bit-counting
            // intrinsic goes straight to it.
            let result = match *op {
                Op::Call {
                    callee: callee @ (Callee::Direct(target) | Callee::Control(_, target) | Callee::Bits(_, target)),
                    dst,
                    ret_size,
                    args,
                    nargs,
                    ret_class,
                    fits,
                } => {
                    if shortcuts && fits && matches!(callee, Callee::Direct(_)) && self.run_calls(f) {
                        continue;
                    }
                    if shortcuts
                        && (self.fast_call(f, target, args, nargs, fits) || self.fast_hypercall(f, target, dst, ret_size, args, nargs, chooser))
                    {
                        continue;
                    }
                    self.call(f, callee, dst, ret_size, args, nargs, ret_class, chooser)
                }
                Op::Ret { val, size } if shortcuts && self.fast_ret(f, val, size) => continue,
                _ => self.step(f, op, chooser),
            };
            match result {
                Ok(()) => {
                    if let Some((fault, at)) = self.pending.take() {
                        self.raise(fault, Some(at))?;
                    }
                }
                Err(Stop::Fault(fault)) => {
                    self.pending = None;
                    self.raise(fault, None)?;
                }
                Err(Stop::Vm(e)) => return Err(e),
                Err(Stop::Pause) => {
                    // The call runs again on resume, and counts then.
                    self.edge.steps -= 1;
                    if let Some(p) = &self.cfg.profile {
                        p.uncount(self.func);
                    }
                    self.pending = None;
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// The edge's instruction count passed `step_cap`: whether it stops
    /// here (`run_instructions`, with the op not run), else the driver's
    /// stop (`Config::stop`) is read and the limit
    /// (`Config::edge_step_limit`) holds or moves on. (Out of line: the
    /// loop in `exec` stays as tight as without it.)
    #[cold]
    #[inline(never)]
    fn past_step_cap(&mut self, f: &Function) -> Result<bool, VmError> {
        if self.edge.steps > self.stop_at {
            self.edge.steps -= 1;
            return Ok(true);
        }
        if self.edge.steps > self.poll_at {
            if self.stop_requested() {
                return Err(VmError::Limit(VmLimit::Stopped));
            }
            self.poll_at = self.next_poll();
        }
        if self.edge.steps > self.limit_cap {
            if !self.cfg.edge_limit_os_only || f.origin == Origin::Os {
                return Err(VmError::Limit(VmLimit::EdgeInstructions { limit: self.cfg.edge_step_limit, function: f.name.clone() }));
            }
            self.limit_cap = self.limit_cap.saturating_add(self.cfg.edge_step_limit);
        }
        self.cap_steps();
        Ok(false)
    }

    /// `step_cap` from the three counts it stands for.
    fn cap_steps(&mut self) {
        self.step_cap = self.limit_cap.min(self.stop_at).min(self.poll_at);
    }

    /// Where the next read of `Config::stop` falls, from here.
    fn next_poll(&self) -> u64 {
        match self.cfg.stop {
            Some(_) => self.edge.steps.saturating_add(STOP_POLL_EVERY),
            None => u64::MAX,
        }
    }

    /// Whether the driver set `Config::stop`.
    fn stop_requested(&self) -> bool {
        self.cfg.stop.as_ref().is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// Before an operation on `bytes` bytes: a large one first reads
    /// `Config::stop` (instructions alone would not count its work).
    #[inline(always)]
    pub(crate) fn poll_stop_before(&self, bytes: u64) -> Result<(), Stop> {
        if bytes >= STOP_POLL_BYTES {
            return self.stop_before_bulk();
        }
        Ok(())
    }

    /// `poll_stop_before` for a large operation. (Out of line: the calls
    /// of small ones, on every malloc, stay as they were.)
    #[cold]
    #[inline(never)]
    fn stop_before_bulk(&self) -> Result<(), Stop> {
        match self.stop_requested() {
            true => Err(Stop::Vm(VmError::Limit(VmLimit::Stopped))),
            false => Ok(()),
        }
    }

    fn step(&mut self, f: &'p Function, op: &'p Op, ch: &mut dyn Chooser) -> Step {
        match op {
            // (`exec` tried the fast paths of arithmetic, copies, loads, stores, branches and loop points.)
            Op::Bin { op, w, dst, a, b, .. } => self.bin(*op, *w, *dst, *a, *b, ch)?,
            Op::ICmp { pred, w, dst, a, b, ptrs, .. } => self.icmp(*pred, *w, *dst, *a, *b, *ptrs)?,
            Op::FBin { op, ty, dst, a, b } => self.fbin(*op, *ty, *dst, *a, *b, ch)?,
            Op::FNeg { ty, dst, a } => self.fneg(*ty, *dst, *a)?,
            Op::FCmp { pred, ty, dst, a, b } => self.fcmp(*pred, *ty, *dst, *a, *b, ch)?,
            Op::Cast { op, from, to, dst, a, .. } => self.cast(*op, *from, *to, *dst, *a, ch)?,
            Op::Copy { size, dst, src } => self.copy_value_general(*dst, *src, *size)?,
            Op::Freeze { size, dst, src } => self.freeze(*dst, *src, *size)?,
            Op::Select { size, dst, cond, a, b } => {
                let c = self.operand(*cond, 1)?;
                self.decide(&c, 1, "select condition");
                let src = match c.as_term() {
                    Some(t) => match self.select_term(t, *size, *a, *b, ch)? {
                        symbolic::Selected::Value(v) => {
                            self.set_reg(*dst, *size, v)?;
                            self.pc += 1;
                            return Ok(());
                        }
                        symbolic::Selected::Operand(o) => o,
                    },
                    None if c.bits & 1 != 0 => *a,
                    None => *b,
                };
                self.copy_value(*dst, src, *size)?;
            }
            Op::Load { size, dst, addr, visible, atomic, align, class, .. } => {
                return self.load(*size, *dst, *addr, AccessMode { visible: *visible, atomic: *atomic }, *align, *class)
            }
            Op::Store { size, addr, val, visible, atomic, align, .. } => {
                return self.store(*size, *addr, *val, AccessMode { visible: *visible, atomic: *atomic }, *align)
            }
            Op::Alloca { dst, elem, count, count_w, dynamic } => return self.alloca(*dst, *elem, *count, *count_w, *dynamic),
            Op::Lifetime { start, var } => self.lifetime(*start, *var)?,
            Op::Gep { dst, base, offset, terms, nterms, wrap } => self.gep(f, *dst, *base, *offset, (*terms, *nterms), *wrap, ch)?,
            Op::ExtractValue { dst, agg, off, size } => self.extract_value(*dst, *agg, *off, *size)?,
            Op::InsertValue { dst, agg, agg_size, val, off, size } => self.insert_value(*dst, *agg, *agg_size, *val, *off, *size)?,
            Op::AtomicRmw { op, w, dst, addr, val, visible } => return self.atomic_rmw(*op, *w, *dst, *addr, *val, *visible),
            Op::CmpXchg { w, dst, flag_off, addr, expected, new, visible } => {
                return self.cmpxchg(*w, *dst, *flag_off, *addr, *expected, *new, *visible);
            }
            Op::Fence => {}
            Op::Call { callee, dst, ret_size, args, nargs, ret_class, .. } => {
                return self.call(f, *callee, *dst, *ret_size, *args, *nargs, *ret_class, ch);
            }
            Op::Ret { val, size } => return self.ret(f, *val, *size),
            Op::Br { target, moves } => return self.jump(f, *target, *moves),
            Op::CondBr { cond, t, tm, f: fl, fm } => {
                let taken = match self.fast_cond(*cond) {
                    Some(c) => c,
                    None => {
                        let c = self.operand(*cond, 1)?;
                        match c.as_term() {
                            Some(t) => {
                                self.decide(&c, 1, "branch condition");
                                self.decide_term(t, ch)?
                            }
                            None => {
                                self.decide(&c, 1, "branch condition");
                                c.bits & 1 != 0
                            }
                        }
                    }
                };
                return if taken { self.jump(f, *t, *tm) } else { self.jump(f, *fl, *fm) };
            }
            Op::Switch { val, w, cases, ncases, default, dm } => {
                let size = (*w as u32).div_ceil(8);
                let v = self.operand(*val, size)?;
                let cs = &f.cases[*cases as usize..(*cases + *ncases) as usize];
                if let Some(t) = v.as_term() {
                    self.decide(&v, size, "switch value");
                    return match self.switch_term(t, *w as u32, cs, ch)? {
                        Some(i) => self.jump(f, cs[i].target, cs[i].moves),
                        None => self.jump(f, *default, *dm),
                    };
                }
                self.decide(&v, size, "switch value");
                let bits = v.bits & mask(*w as u32);
                return match SwitchCase::find(cs, bits) {
                    Some(c) => self.jump(f, c.target, c.moves),
                    None => self.jump(f, *default, *dm),
                };
            }
            Op::IndirectBr { addr, cases, ncases } => return self.computed_goto(f, *addr, *cases, *ncases),
            Op::Unreachable => return Err(Fault::new(FaultKind::Unreachable, "unreachable code executed".into()).into()),
            Op::Cfl => {
                // (Before the interrupt: the state it leaves is at this
                // point too, and the resumed thread samples it again.)
                self.sample_loop_head();
                if self.cfl_fires() {
                    return self.interrupt();
                }
            }
            Op::Unsupported { what } => {
                return Err(VmError::Unsupported { what: what.clone(), at: self.location_text(FrameInfo { func: self.func, pc: self.pc }) }.into());
            }
        }
        self.pc += 1;
        Ok(())
    }

    fn freeze(&mut self, dst: u32, src: Operand, size: u32) -> Step {
        self.copy_value(dst, src, size)?;
        self.frame_obj_mut()?.freeze(dst as usize, size as usize);
        Ok(())
    }

    /// An undefined value decides something: note an `uninit` fault and go on
    /// with the concrete bits.
    #[inline]
    pub(crate) fn decide(&mut self, v: &Val, size: u32, what: &str) {
        if !v.defined(size) && self.pending.is_none() {
            self.pending = Some((Fault::new(FaultKind::Uninit, format!("uninitialised value used as {}", what)), self.pc));
        }
    }

    /// The current function is the user's program (not the OS or libc):
    /// undefined behaviour that libraries may rely on is checked there only.
    pub(crate) fn in_user_code(&self) -> bool {
        self.prog.functions.get(self.func as usize).is_some_and(|f| f.origin == crate::ir::Origin::User)
    }

    // ---- locations ----------------------------------------------------------

    pub fn loc_of(&self, fi: FrameInfo) -> Loc {
        let f = &self.prog.functions[fi.func as usize];
        f.locs.get(fi.pc as usize).copied().unwrap_or(f.loc)
    }

    pub fn location_text(&self, fi: FrameInfo) -> String {
        let loc = self.loc_of(fi);
        let f = &self.prog.functions[fi.func as usize];
        if loc.file == u32::MAX {
            format!("{} (no debug info)", f.name)
        } else {
            format!("{}:{} in {}", self.prog.file_name(loc), loc.line, f.name)
        }
    }

    /// Where an allocation site is: function and pc (`func == u32::MAX` if unknown).
    pub fn site(&self, site: u32) -> FrameInfo {
        let unknown = FrameInfo { func: u32::MAX, pc: 0 };
        if site == 0 {
            return unknown;
        }
        let f = self.site_base.partition_point(|&b| b < site);
        match f.checked_sub(1) {
            Some(func) if site - 1 - self.site_base[func] < self.prog.functions[func].ops.len() as u32 + 1 => {
                FrameInfo { func: func as FuncId, pc: site - 1 - self.site_base[func] }
            }
            _ => unknown,
        }
    }

    pub fn site_loc(&self, site: u32) -> Loc {
        let s = self.site(site);
        if s.func == u32::MAX {
            Loc::UNKNOWN
        } else {
            self.loc_of(s)
        }
    }
}
