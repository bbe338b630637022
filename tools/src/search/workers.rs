//! The search on parallel workers.
//!
//! Every worker owns a machine and a local queue of states to expand (FIFO
//! for breadth-first, LIFO for depth-first); idle workers steal from the
//! others. The store and the visited set are shared. With one worker the
//! order is exactly breadth-first (or depth-first), so `--threads 1` gives
//! a shortest counterexample.

use super::nodes::{path_to, NodeLog, MAX_WORKERS};
use super::visited::{Saved, Visited};
use super::{races, replay_steps, Limits, Liveness, Order, Outcome, Verdict};
use crate::choice::{next_prefix, Enumerator};
use crate::report::current_rss;
use crate::session::{cleanup_error, edge_end, edge_error, leak_error, EdgeEnd, ErrorInfo, World};
use crate::store::tree::FoldCache;
use crate::store::{vector, Interner, Store};
use crate::trace::Step;
use crate::verdict::Unknown;
use crossbeam::deque::{Injector, Steal, Stealer, Worker};
use crossbeam::utils::CachePadded;
use divm_vm::ir::Program;
use divm_vm::{abi, Machine};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A queued state: its node, its id in the visited set and the state itself.
type Task = (u32, u32, Saved);

/// What the workers share.
struct Shared<'a> {
    prog: &'a Program,
    world: &'a World,
    config: divm_vm::Config,
    limits: &'a Limits,
    store: Store,
    visited: Visited,
    injector: Injector<Task>,
    stealers: Vec<Stealer<Task>>,
    /// States queued or being expanded; 0 means the search is over.
    /// (This and `states` change on every state, from every worker: each
    /// on a cache line of its own, away from what workers only read.)
    pending: CachePadded<AtomicUsize>,
    states: CachePadded<AtomicU64>,
    /// The rest of the statistics, which workers add up in their own
    /// `Tally` and add here now and then.
    transitions: AtomicU64,
    instructions: AtomicU64,
    /// Canonical forms of successors, and those that took the DFS
    /// (`DIVM_STATS`).
    canonical: AtomicU64,
    renumbered: AtomicU64,
    /// Stored objects renumbered, and those whose copy was remembered.
    moved: AtomicU64,
    remembered: AtomicU64,
    /// Set when the search stops; also the machines' `Config::stop`, so
    /// that an edge running when it is set ends within milliseconds.
    stop: Arc<AtomicBool>,
    /// The first error found: its description, the node it left, its edge.
    error: Mutex<Option<(ErrorInfo, u32, Step)>>,
    unknown: Mutex<Option<Unknown>>,
    caveats: Mutex<BTreeSet<String>>,
    /// What symbolic mode left out (`Edge::incomplete`): a `safe` verdict
    /// becomes `unknown`.
    incomplete: Mutex<BTreeSet<String>>,
    /// Symbolic mode: states covered by an explored one with the same
    /// explicit part.
    path_conditions: Option<super::path_conditions::PathConditions>,
    start: Instant,
    progress: crate::progress::Progress,
    /// Edges out of a state share their run up to the first choice.
    shared_prefix: bool,
    /// Liveness: every transition is logged, for the cycle search.
    graph: bool,
    /// `--ltl`: the property whose atoms each transition's letter holds.
    ltl: Option<&'a crate::ltl::Property>,
    /// `--property`: errors that do not violate it, which end their paths.
    other_errors: Mutex<BTreeSet<String>>,
    /// `--data-races`: the first race found: the node of the state it
    /// leaves, and its two edges.
    race: Mutex<Option<(u32, races::Pending, races::Pending)>>,
    /// Correctness witnesses: what each watched loop head saw.
    loop_values: Mutex<crate::invariants::LoopValues>,
    /// Sync-point reduction: a data race voided it (`Edge::segment_race`),
    /// or the process exited while another thread's segment was open.
    por_void: AtomicBool,
}

impl Shared<'_> {
    /// Keeps the first of what ends the search (the first error, race or
    /// reason to give up), and stops it.
    fn stop_with<T>(&self, slot: &Mutex<Option<T>>, v: T) {
        slot.lock().unwrap_or_else(|e| e.into_inner()).get_or_insert(v);
        self.stop.store(true, Ordering::SeqCst);
    }

    fn give_up(&self, reason: Unknown) {
        self.stop_with(&self.unknown, reason);
    }

    /// Whether to stop running the edges of one state, before its
    /// `edges`-th: the search stopped, or an interrupt or the time limit
    /// came. (Limits are otherwise checked between states, and one state
    /// can have billions of edges: four nondet values in one step.)
    fn stop_within_state(&self, edges: u32) -> bool {
        if edges % 64 == 63 {
            self.check_interrupt_and_time();
        }
        self.stop.load(Ordering::Relaxed)
    }

    /// An edge failed: the search gives up, unless it was stopped (the
    /// reason it stopped is kept already: an error found, a limit).
    fn vm_failed(&self, e: divm_vm::VmError) {
        match e {
            // (Only `stop` stops an edge, and whatever sets it keeps its
            // reason first; this is the reason if that ever changes: an
            // unfinished search is `unknown`, never `safe`.)
            divm_vm::VmError::Limit(divm_vm::VmLimit::Stopped) => self.give_up(Unknown::Interrupted),
            e => self.give_up(Unknown::Vm(e)),
        }
    }

    /// Gives up if an interrupt came or the time limit passed.
    fn check_interrupt_and_time(&self) {
        if crate::interrupt::requested() {
            self.give_up(Unknown::Interrupted);
        }
        if let Some(t) = self.limits.time_limit {
            if self.start.elapsed().as_secs_f64() > t {
                self.give_up(Unknown::TimeLimit { seconds: t });
            }
        }
    }

    fn found(&self, e: ErrorInfo, parent: u32, step: Step) {
        self.stop_with(&self.error, (e, parent, step));
    }

    /// A task from the local queue, the shared injector, or another worker.
    fn next_task(&self, local: &Worker<Task>) -> Option<Task> {
        local.pop().or_else(|| {
            std::iter::repeat_with(|| {
                self.injector.steal_batch_and_pop(local).or_else(|| self.stealers.iter().map(|s| s.steal()).collect::<Steal<Task>>())
            })
            .find(|s| !s.is_retry())
            .and_then(|s| s.success())
        })
    }

    /// Limits and progress; checked by worker 0 once per expanded state.
    fn check_limits(&self, clocks: &mut LimitClocks) {
        if let Some(ms) = self.limits.max_states {
            if self.states.load(Ordering::Relaxed) >= ms {
                return self.give_up(Unknown::StateLimit { states: ms });
            }
        }
        // The memory use is read far more often than progress is printed:
        // a search can grow by hundreds of MiB in a second, and the limit
        // is there to stop before the OS kills us.
        let now = Instant::now();
        let memory_due = clocks.memory.is_none_or(|t| now - t >= MEMORY_EVERY);
        let progress_due = now - clocks.progress >= PROGRESS_EVERY;
        if !memory_due && !progress_due {
            return;
        }
        let rss = current_rss();
        clocks.memory = Some(now);
        if let Some(mm) = self.limits.max_memory {
            if rss > mm {
                return self.give_up(Unknown::MemoryLimit { bytes: mm });
            }
        }
        if progress_due {
            clocks.progress = now;
            let secs = self.start.elapsed().as_secs_f64();
            let states = self.states.load(Ordering::Relaxed);
            let limit = self.limits.max_memory.map(|m| format!(" of {}", m >> 20)).unwrap_or_default();
            self.progress.update(format!(
                "{} states, {} transitions, {:.0} states/s, {} queued, {} MiB{}, {} B/state",
                states,
                self.transitions.load(Ordering::Relaxed),
                states as f64 / secs.max(1e-9),
                self.pending.load(Ordering::Relaxed),
                rss >> 20,
                limit,
                rss / states.max(1)
            ));
        }
    }
}

/// How often worker 0 reads the process's memory use (`--max-memory`):
/// a read of /proc costs a few microseconds, and at this rate a search
/// that grows by 300 MiB/s passes the limit by a few MiB at most.
const MEMORY_EVERY: Duration = Duration::from_millis(10);

/// How often worker 0 prints the progress line.
const PROGRESS_EVERY: Duration = Duration::from_secs(1);

/// When worker 0 last read the memory use (never: at its first state)
/// and last printed progress.
struct LimitClocks {
    memory: Option<Instant>,
    progress: Instant,
}

/// A worker's statistics not yet added to `Shared`'s: counting each
/// transition in shared atomics would bounce their cache line between the
/// cores on every edge.
#[derive(Default)]
struct Tally {
    transitions: u64,
    instructions: u64,
    canonical: u64,
    renumbered: u64,
    moved: u64,
    remembered: u64,
}

impl Tally {
    /// Transitions a worker counts before it adds its tally to the shared one.
    const BATCH: u64 = 1024;

    fn flush(&mut self, sh: &Shared) {
        let t = std::mem::take(self);
        sh.transitions.fetch_add(t.transitions, Ordering::Relaxed);
        sh.instructions.fetch_add(t.instructions, Ordering::Relaxed);
        sh.canonical.fetch_add(t.canonical, Ordering::Relaxed);
        sh.renumbered.fetch_add(t.renumbered, Ordering::Relaxed);
        sh.moved.fetch_add(t.moved, Ordering::Relaxed);
        sh.remembered.fetch_add(t.remembered, Ordering::Relaxed);
    }
}

/// A worker's buffers, reused from state to state.
#[derive(Default)]
struct Scratch {
    tally: Tally,
    /// The state being expanded, remembered for folding its successors.
    cache: FoldCache,
    successor: Vec<u32>,
    freed: Vec<(u32, divm_vm::memory::ObjKind, u32)>,
    segments: Vec<divm_vm::SegmentAccess>,
    /// The edges' common prefix, paused at their first choice.
    paused: divm_vm::Paused,
    /// The choices of the edge being run (buffers reused edge to edge).
    enumerator: Enumerator,
    /// `--data-races`: the edges out of the state being expanded.
    edges_out: Vec<races::Pending>,
}

// Never inlined: profiles (`benches/cost.sh`, callgrind's --toggle-collect)
// measure a worker as this function.
#[inline(never)]
fn run_worker(sh: &Shared, me: usize, local: Worker<Task>, mut nodes: NodeLog) -> NodeLog {
    // Every task restores its state, so the booted state itself is unused.
    let mut m = match Machine::boot(sh.prog, sh.config.clone()) {
        Ok(m) => m,
        Err(e) => {
            sh.vm_failed(e);
            return nodes;
        }
    };
    let mut interner = Interner::new(&sh.store, sh.config.remember_renumbered);
    let mut scratch = Scratch::default();
    let mut clocks = LimitClocks { memory: None, progress: Instant::now() };
    let mut idle_spins = 0u32;
    while !sh.stop.load(Ordering::Relaxed) {
        let Some((node, id, state)) = sh.next_task(&local) else {
            if sh.pending.load(Ordering::SeqCst) == 0 {
                break;
            }
            idle_spins += 1;
            if idle_spins > 64 {
                std::thread::sleep(std::time::Duration::from_micros(50));
            } else {
                std::thread::yield_now();
            }
            continue;
        };
        idle_spins = 0;
        if me == 0 {
            sh.check_interrupt_and_time();
            sh.check_limits(&mut clocks);
        } else if crate::interrupt::requested() {
            sh.give_up(Unknown::Interrupted);
        }
        expand(sh, me, &mut m, &mut interner, &mut scratch, &local, &mut nodes, (node, id), &state);
        if let Some((i, j)) = races::find(&scratch.edges_out) {
            let out = &mut scratch.edges_out;
            let b = out.swap_remove(j);
            let a = out.swap_remove(i);
            sh.stop_with(&sh.race, (node, a, b));
        }
        scratch.edges_out.clear();
        if scratch.tally.transitions >= Tally::BATCH {
            scratch.tally.flush(sh);
        }
        sh.pending.fetch_sub(1, Ordering::SeqCst);
    }
    scratch.tally.flush(sh);
    nodes
}

/// Runs every edge out of `state` and queues the new successors. The edges
/// share their prefix up to the first real choice (the scheduler's, as a
/// rule): it runs once, and each choice resumes from where it paused.
#[allow(clippy::too_many_arguments)]
fn expand(
    sh: &Shared,
    me: usize,
    m: &mut Machine,
    interner: &mut Interner,
    scratch: &mut Scratch,
    local: &Worker<Task>,
    nodes: &mut NodeLog,
    node: (u32, u32),
    state: &Saved,
) {
    let parent = vector::decode(sh.visited.load(state, &mut scratch.cache));
    let ctl = parent.ctl;
    parent.freed_into(&mut scratch.freed);
    parent.segments_into(&mut scratch.segments);
    if !sh.shared_prefix {
        let tags = parent.objects.to_vec();
        return expand_reexecuting(sh, me, m, interner, scratch, local, nodes, node, &ctl, &tags);
    }
    m.restore(&ctl, parent.objects, |h| interner.object(h), &scratch.freed, &scratch.segments);
    let mut paused = std::mem::take(&mut scratch.paused);
    match m.run_edge_to_choice(&mut paused) {
        Err(e) => sh.vm_failed(e),
        Ok(Some(edge)) => {
            scratch.tally.instructions += edge.steps;
            successor(sh, me, m, interner, scratch, local, nodes, node, &edge, &edge.choices);
            m.recycle_edge(edge);
        }
        Ok(None) => {
            scratch.tally.instructions += paused.steps();
            let mut en = std::mem::take(&mut scratch.enumerator);
            en.prefix.clear();
            // The choice the edges paused at, and its number of values
            // (known once the first edge made it): the edge that takes its
            // last value may take the paused state itself.
            let at = paused.choices().len();
            let mut values = 0;
            let mut may_take = true;
            let mut first = true;
            let mut edges = 0;
            loop {
                if sh.stop_within_state(edges) {
                    break;
                }
                edges += 1;
                en.resume(paused.choices());
                let take = !first && may_take && en.prefix.get(at).is_some_and(|&v| v + 1 == values);
                // The first choice goes on in the machine as it paused.
                let edge = if first {
                    m.continue_edge(&mut en)
                } else if take {
                    m.resume_paused_taking(&mut paused, &mut en)
                } else {
                    m.resume_paused(&paused, &mut en)
                };
                first = false;
                let edge = match edge {
                    Ok(e) => e,
                    Err(e) => {
                        sh.vm_failed(e);
                        break;
                    }
                };
                values = en.record.get(at).map_or(values, |c| c.0);
                scratch.tally.instructions += edge.steps - paused.steps();
                let go_on = successor(sh, me, m, interner, scratch, local, nodes, node, &edge, &en.record);
                m.recycle_edge(edge);
                if !go_on || !en.advance() {
                    break;
                }
                if take {
                    // A later choice gives more edges with that last value:
                    // pause again (the prefix runs once more), without taking.
                    let parent = vector::decode(sh.visited.load(state, &mut scratch.cache));
                    m.restore(&ctl, parent.objects, |h| interner.object(h), &scratch.freed, &scratch.segments);
                    match m.run_edge_to_choice(&mut paused) {
                        Ok(None) => scratch.tally.instructions += paused.steps(),
                        Ok(Some(_)) => {
                            sh.give_up(Unknown::Nondeterministic);
                            break;
                        }
                        Err(e) => {
                            sh.vm_failed(e);
                            break;
                        }
                    };
                    first = true;
                    may_take = false;
                }
            }
            scratch.enumerator = en;
        }
    }
    scratch.paused = paused;
}

/// `expand` without the shared prefix: every edge runs from the state
/// (`DIVM_NO_SHARED_PREFIX`; the reference the tests compare with).
#[allow(clippy::too_many_arguments)]
fn expand_reexecuting(
    sh: &Shared,
    me: usize,
    m: &mut Machine,
    interner: &mut Interner,
    scratch: &mut Scratch,
    local: &Worker<Task>,
    nodes: &mut NodeLog,
    node: (u32, u32),
    ctl: &[u64; abi::CR_COUNT],
    tags: &[u32],
) {
    let mut prefix: Option<Vec<u32>> = Some(Vec::new());
    let mut edges = 0;
    while let Some(p) = prefix {
        if sh.stop_within_state(edges) {
            return;
        }
        edges += 1;
        m.restore(ctl, tags, |h| interner.object(h), &scratch.freed, &scratch.segments);
        let mut en = Enumerator::new(p);
        let edge = match m.run_edge(&mut en) {
            Ok(e) => e,
            Err(e) => return sh.vm_failed(e),
        };
        prefix = next_prefix(&en.record);
        scratch.tally.instructions += edge.steps;
        let go_on = successor(sh, me, m, interner, scratch, local, nodes, node, &edge, &en.record);
        m.recycle_edge(edge);
        if !go_on {
            return;
        }
    }
}

/// Whether the edge's inputs are read by the threads a witness being
/// validated says (`World::input_threads`).
fn witness_thread(world: &crate::session::World, edge: &divm_vm::Edge) -> bool {
    let Some(want) = &world.input_threads else { return true };
    let thread = crate::trace::edge_thread(edge);
    edge.inputs.iter().all(|i| want.get(i.index as usize).copied().flatten().is_none_or(|t| Some(t) == thread))
}

/// Stores the state an edge reached, and queues it if it is new. False:
/// the search stops (an error was found). `(node, from)`: the node and
/// the visited-set id of the state the edge left.
#[allow(clippy::too_many_arguments)]
fn successor(
    sh: &Shared,
    me: usize,
    m: &mut Machine,
    interner: &mut Interner,
    scratch: &mut Scratch,
    local: &Worker<Task>,
    nodes: &mut NodeLog,
    (node, from): (u32, u32),
    edge: &divm_vm::Edge,
    record: &[(u32, u32)],
) -> bool {
    for t in edge.traces.iter().filter(|t| t.kind == abi::T_INFO) {
        let text = t.text();
        if let Some(c) = text.strip_prefix("caveat:") {
            sh.caveats.lock().unwrap_or_else(|e| e.into_inner()).insert(c.trim().to_string());
        }
    }
    if !edge.incomplete.is_empty() {
        sh.incomplete.lock().unwrap_or_else(|e| e.into_inner()).extend(edge.incomplete.iter().cloned());
    }
    // (Cancelled edges too: their passages happened before the cancel.)
    if let (Some(w), false) = (&sh.world.loop_watch, edge.loop_samples.is_empty()) {
        sh.loop_values.lock().unwrap_or_else(|e| e.into_inner()).add(w, &edge.loop_samples);
    }
    let how = edge_end(edge);
    if how == EdgeEnd::Cancelled || !witness_thread(sh.world, edge) {
        return true;
    }
    scratch.tally.transitions += 1;
    if sh.world.flags.data_races {
        scratch.edges_out.extend(races::Pending::of(edge, record));
    }
    if how == EdgeEnd::Error {
        let step = Step::from_edge(sh.prog, edge);
        let error = edge_error(sh.prog, edge, step.thread);
        // Symbolic mode explores a branch the solver could not decide:
        // an error on such a path is one only if its path condition has
        // a model.
        if let Some(solver) = &sh.world.solver {
            if divm_vm::term::Solver::model(&**solver, m.path_condition()).is_none() {
                let what = format!("the solver could not confirm the path to an error ({}){}", error.kind, error.at());
                sh.incomplete.lock().unwrap_or_else(|e| e.into_inner()).insert(what);
                return true;
            }
        }
        if let Some(p) = sh.world.property.filter(|p| p.violation(&error).is_none()) {
            let what = format!("{} error{}, which {} does not count", error.kind, error.at(), p.name());
            sh.other_errors.lock().unwrap_or_else(|e| e.into_inner()).insert(what);
            return true;
        }
        sh.found(error, node, step);
        return false;
    }
    // (An error found is a run, reduced or not; a `safe` needs every run.)
    if edge.segment_race || (sh.world.flags.por && matches!(how, EdgeEnd::Exit(_)) && m.other_segments_open()) {
        sh.por_void.store(true, Ordering::SeqCst);
        sh.stop.store(true, Ordering::SeqCst);
        return false;
    }
    if sh.world.property == Some(crate::svcomp::Property::MemCleanup) && matches!(how, EdgeEnd::Exit(_)) {
        let left = m.heap_left();
        if !left.is_empty() {
            let step = Step::from_edge(sh.prog, edge);
            sh.found(cleanup_error(sh.prog, &left, step.thread), node, step);
            return false;
        }
    }
    let letter = sh.ltl.map(|p| p.letter(Some(edge), matches!(how, EdgeEnd::Exit(_)), m));
    // Symbolic mode: dead inputs' conditions dropped, inputs renumbered.
    m.normalise_symbolic();
    // Unreachable objects are left out of the canonical form; user
    // heap among them is a leak.
    let mut canonical = m.canonical();
    let tally = &mut scratch.tally;
    tally.canonical += 1;
    tally.renumbered += canonical.renumbered as u64;
    tally.moved += canonical.moved as u64;
    tally.remembered += canonical.remembered as u64;
    if sh.world.flags.leak && !canonical.leaks.is_empty() {
        let step = Step::from_edge(sh.prog, edge);
        sh.found(leak_error(sh.prog, &canonical.leaks, step.thread), node, step);
        return false;
    }
    interner.put(&mut canonical, &mut scratch.successor);
    m.recycle_canonical(canonical);
    let (to, saved) = sh.visited.insert(&scratch.successor, &mut scratch.cache);
    if sh.graph {
        nodes.push_transition(from, to, crate::trace::edge_thread(edge).unwrap_or(u32::MAX), record);
        if let Some(l) = letter {
            nodes.push_letter(l);
        }
    }
    let Some(saved) = saved else { return true };
    if sh.path_conditions.as_ref().is_some_and(|p| p.covered(&scratch.successor, interner)) {
        return true;
    }
    let id = nodes.push(me, node, record);
    if sh.graph {
        nodes.push_state(to);
    }
    sh.states.fetch_add(1, Ordering::Relaxed);
    sh.pending.fetch_add(1, Ordering::SeqCst);
    local.push((id, to, saved));
    true
}

pub fn explore(prog: &Program, world: &World, order: Order, limits: &Limits, workers: usize, progress: bool, liveness: Liveness) -> Outcome {
    let graph = !matches!(liveness, Liveness::Safety);
    let ltl = match liveness {
        Liveness::Ltl { property, .. } => Some(property),
        _ => None,
    };
    let workers = workers.clamp(1, MAX_WORKERS);
    let stop = Arc::new(AtomicBool::new(false));
    let cfg = divm_vm::Config { stop: Some(stop.clone()), ..world.config() };
    let mut boot = match Machine::boot(prog, cfg.clone()) {
        Ok(m) => m,
        Err(e) => {
            return Outcome {
                verdict: Verdict::Unknown(Unknown::Vm(e)),
                states: 0,
                transitions: 0,
                instructions: 0,
                caveats: vec![],
                loop_values: Default::default(),
                por_void: false,
            }
        }
    };
    boot.collect_garbage();
    let initial_letter = ltl.map_or(0, |p| p.letter(None, false, &boot));
    let queues: Vec<Worker<Task>> = (0..workers)
        .map(|_| match order {
            Order::Dfs => Worker::new_lifo(),
            Order::Bfs => Worker::new_fifo(),
        })
        .collect();
    let sh = Shared {
        prog,
        world,
        config: cfg,
        limits,
        store: Store::new(),
        visited: Visited::new(limits.hash_compaction),
        injector: Injector::new(),
        stealers: queues.iter().map(|q| q.stealer()).collect(),
        pending: CachePadded::new(AtomicUsize::new(1)),
        states: CachePadded::new(AtomicU64::new(1)),
        transitions: AtomicU64::new(0),
        instructions: AtomicU64::new(0),
        canonical: AtomicU64::new(0),
        renumbered: AtomicU64::new(0),
        moved: AtomicU64::new(0),
        remembered: AtomicU64::new(0),
        stop,
        error: Mutex::new(None),
        unknown: Mutex::new(None),
        caveats: Mutex::new(BTreeSet::new()),
        incomplete: Mutex::new(BTreeSet::new()),
        // (`DIVM_NO_SYMBOLIC_MATCHING`: only equal path conditions match, the
        // reference the tests compare with.)
        // (Nor with liveness: a covered state is not expanded, and the
        // cycles through it would be lost.)
        path_conditions: world
            .solver
            .clone()
            .filter(|_| !crate::environment::get().no_symbolic_matching && !graph)
            .map(|s| super::path_conditions::PathConditions::new(s, world.symbolic_subsumption)),
        start: Instant::now(),
        progress: crate::progress::Progress::new(progress),
        shared_prefix: !crate::environment::get().no_shared_prefix,
        graph,
        ltl,
        race: Mutex::new(None),
        other_errors: Mutex::new(BTreeSet::new()),
        loop_values: Mutex::new(Default::default()),
        por_void: AtomicBool::new(false),
    };
    let mut init = Vec::new();
    Interner::new(&sh.store, false).put(&mut boot.canonical(), &mut init);
    let (init_id, Some(init)) = sh.visited.insert(&init, &mut FoldCache::default()) else { unreachable!("the visited set starts empty") };
    sh.injector.push((0, init_id, init));
    // Worker 0 owns node 0, the initial state.
    let mut first = NodeLog::default();
    first.push(0, 0, &[]);
    if graph {
        first.push_state(init_id);
    }
    // The watchdog gives up at the time limit or a signal even while
    // every worker is inside a long edge (the edges then stop too).
    let watch = || {
        sh.check_interrupt_and_time();
        sh.stop.load(Ordering::Relaxed)
    };
    let nodes: Vec<NodeLog> = crate::watchdog::watching(watch, || {
        std::thread::scope(|s| {
            let handles: Vec<_> = queues
                .into_iter()
                .enumerate()
                .map(|(i, q)| {
                    let sh = &sh;
                    let mine = if i == 0 { std::mem::take(&mut first) } else { NodeLog::default() };
                    s.spawn(move || {
                        // A panic is a bug in divm, never a verdict: the other
                        // workers stop, and it goes on to `main` after the join.
                        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_worker(sh, i, q, mine)));
                        if r.is_err() {
                            sh.stop.store(true, Ordering::SeqCst);
                        }
                        r
                    })
                })
                .collect();
            let mut logs = Vec::new();
            for h in handles {
                match h.join().unwrap_or_else(Err) {
                    Ok(log) => logs.push(log),
                    Err(panic) => std::panic::resume_unwind(panic),
                }
            }
            logs
        })
    });
    let caveats: Vec<String> = sh.caveats.lock().unwrap_or_else(|e| e.into_inner()).iter().cloned().collect();
    let (states, transitions, instructions) =
        (sh.states.load(Ordering::Relaxed), sh.transitions.load(Ordering::Relaxed), sh.instructions.load(Ordering::Relaxed));
    if crate::environment::get().stats {
        eprintln!(
            "divm: {} of {} successors' canonical forms took the DFS; it moved {} stored objects, {} of them to a remembered copy",
            sh.renumbered.load(Ordering::Relaxed),
            sh.canonical.load(Ordering::Relaxed),
            sh.moved.load(Ordering::Relaxed),
            sh.remembered.load(Ordering::Relaxed)
        );
        let c = sh.store.census();
        eprintln!("divm: stored {} small objects ({} data bytes), {} large ones in {} tree nodes", c.small, c.small_bytes, c.large, c.large_nodes);
        if let Visited::Exact(t) = &sh.visited {
            let (roots, nodes) = t.sizes();
            eprintln!("divm: the visited set holds {roots} state vectors in {nodes} tree nodes");
        }
    }
    let error = sh.error.lock().unwrap_or_else(|e| e.into_inner()).take();
    let verdict = if let Some((error, parent, step)) = error {
        let path = replay_steps(prog, world, &path_to(&nodes, parent), step);
        // A symbolic counterexample is described by its concrete run: the
        // program's output and messages show the inputs' values.
        match super::concrete_steps(prog, world, &path) {
            Some((path, error)) => Verdict::Error { error, path, cycle: None },
            None => Verdict::Error { error, path, cycle: None },
        }
    } else if let Some((node, a, b)) = sh.race.lock().unwrap_or_else(|e| e.into_inner()).take() {
        races::verdict(prog, world, &path_to(&nodes, node), &a, &b)
    } else if let Some(reason) = sh.unknown.lock().unwrap_or_else(|e| e.into_inner()).take() {
        Verdict::Unknown(reason)
    } else if let Some(first) = sh.incomplete.lock().unwrap_or_else(|e| e.into_inner()).iter().next() {
        Verdict::Unknown(Unknown::NotSure(first.clone()))
    } else {
        // Every state is explored: a (fair) cycle is a run that never
        // ends; an accepting one of the product, a run that violates the
        // LTL property.
        let t = Instant::now();
        let lasso = match liveness {
            Liveness::Safety => None,
            Liveness::Termination { fair } => super::cycles::find_in_logs(&nodes, fair, super::cycles::algorithm(workers), workers),
            Liveness::Ltl { fair, property } => {
                super::product::find_in_logs(&nodes, initial_letter, property, fair, super::cycles::algorithm(workers), workers)
            }
        };
        if graph && crate::environment::get().stats {
            eprintln!("divm: the cycle search took {:.3} s", t.elapsed().as_secs_f64());
        }
        let verdict = match lasso {
            None => Verdict::Safe,
            Some(lasso) => super::lasso_verdict(prog, world, &lasso, ltl),
        };
        match (verdict, sh.other_errors.lock().unwrap_or_else(|e| e.into_inner()).iter().next()) {
            (Verdict::Safe, Some(first)) => Verdict::Unknown(Unknown::NotAViolation(first.clone())),
            (v, _) => v,
        }
    };
    let loop_values = std::mem::take(&mut *sh.loop_values.lock().unwrap_or_else(|e| e.into_inner()));
    Outcome { verdict, states, transitions, instructions, caveats, loop_values, por_void: sh.por_void.load(Ordering::SeqCst) }
}
