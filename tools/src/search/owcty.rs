//! OWCTY, the parallel accepting-cycle check (`--threads N`, N > 1) over
//! the degeneralised view (`view.rs`): Černá and Pelánek, "Distributed
//! explicit fair cycle detection" (SPIN 2003); Barnat, Brim and
//! Chaloupka, "Parallel breadth-first search LTL model-checker" (ASE
//! 2003).
//!
//! A set S of nodes starts as all of them; then, until nothing changes:
//! Reachability keeps the nodes reachable inside S from the targets of
//! accepting arcs whose source is in S; Elimination removes, again and
//! again, the nodes with no predecessor in S. A node on an accepting
//! cycle is never removed. If S stays non-empty, take a source component
//! C of S (no arc from S \ C into C): each node of C has a predecessor in
//! S, so in C, and C has a cycle; each is reachable inside S from the
//! target t of an accepting arc u → t with u in S, a path that cannot
//! enter C from outside, so t and then u are in C: C holds an accepting
//! cycle. The view's unreachable nodes change nothing (a cycle among them
//! is a fair cycle of the graph, whose states are all reachable:
//! `view.rs`).
//!
//! Each phase runs on all workers: a scan of the nodes in blocks, then a
//! propagation from per-worker stacks, shared in halves with idle workers.
//! Membership, marks and predecessor counts are atomics: no lock per node.
//! The witness, a node on an accepting cycle, is found by nested DFS
//! inside the final S (sequential, and only when there is a cycle).

use super::view::View;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering::Relaxed};
use std::sync::{Condvar, Mutex};

/// Each node's word (one cache line per node touched): its membership in
/// the top two bits, whether Reachability reached it, and the number of
/// its predecessors in S below.
const IN: u32 = 1 << 30;
/// Removed by the current Elimination (still counted as a predecessor).
const REMOVED: u32 = 2 << 30;
const MEMBER: u32 = 3 << 30;
const REACHED: u32 = 1 << 29;
const PREDS: u32 = REACHED - 1;

/// Nodes a worker scans at a time.
const BLOCK: usize = 4096;
/// A stack is shared (in halves) from this size on: smaller ones are not
/// worth waking a worker for.
const SHARE: usize = 64;

/// A state on an accepting cycle of `view`, if there is one.
pub fn find(view: &View, workers: usize) -> Option<u32> {
    let n = view.nodes();
    // (One block: nothing to share.)
    let workers = if n <= BLOCK { 1 } else { workers.max(1) };
    let word: Vec<AtomicU32> = (0..n as u32).map(|x| AtomicU32::new(if view.is_node(x) { IN } else { 0 })).collect();
    let inside = |y: u32| word[y as usize].load(Relaxed) & MEMBER == IN;
    // Reaches y inside S: whether first.
    let mark = |y: u32| {
        let w = &word[y as usize];
        w.load(Relaxed) & REACHED == 0 && w.fetch_or(REACHED, Relaxed) & REACHED == 0
    };
    let claim = |y: u32| word[y as usize].fetch_update(Relaxed, Relaxed, |w| (w & MEMBER == IN).then_some(w & !MEMBER | REMOVED)).is_ok();
    // S as a list, so that each phase scans only S.
    let mut live: Vec<u32> = (0..n as u32).filter(|&x| view.is_node(x)).collect();
    let mut rounds = 0;
    loop {
        rounds += 1;
        // Reachability from the targets of accepting arcs. What it reaches
        // is closed under S's arcs, so it counts each node's predecessors
        // in the new S as it goes (the counts are below REACHED: a node
        // has fewer arcs in).
        parallel(
            workers,
            &live,
            |x, push| {
                for a in view.out(x) {
                    let Some((y, accepting)) = view.step(x, a) else { continue };
                    if accepting && inside(y) && mark(y) {
                        push.push(y);
                    }
                }
            },
            |x, push| {
                for a in view.out(x) {
                    let Some((y, _)) = view.step(x, a) else { continue };
                    if inside(y) {
                        word[y as usize].fetch_add(1, Relaxed);
                        if mark(y) {
                            push.push(y);
                        }
                    }
                }
            },
        );
        // S becomes what was reached; then Elimination. A node leaves
        // once, by whoever moves it IN → REMOVED; each arc counted above is
        // taken off once (its target was reached: never out of S here).
        parallel(
            workers,
            &live,
            |x, push| {
                let w = &word[x as usize];
                if w.load(Relaxed) & REACHED == 0 {
                    w.store(0, Relaxed);
                } else if w.fetch_and(!REACHED, Relaxed) & PREDS == 0 && claim(x) {
                    push.push(x);
                }
            },
            |x, push| {
                for a in view.out(x) {
                    let Some((y, _)) = view.step(x, a) else { continue };
                    let w = &word[y as usize];
                    if w.load(Relaxed) & MEMBER != 0 && w.fetch_sub(1, Relaxed) & PREDS == 1 && claim(y) {
                        push.push(y);
                    }
                }
            },
        );
        // The removed leave; the counts start again from zero.
        let left = Mutex::new(Vec::with_capacity(live.len()));
        parallel_blocks(workers, live.len(), |from, to| {
            let mut mine = Vec::new();
            for &x in &live[from..to] {
                let w = &word[x as usize];
                if w.load(Relaxed) & MEMBER == IN {
                    mine.push(x);
                    w.store(IN, Relaxed);
                } else {
                    w.store(0, Relaxed);
                }
            }
            left.lock().unwrap_or_else(|e| e.into_inner()).extend(mine);
        });
        let left = left.into_inner().unwrap_or_else(|e| e.into_inner());
        if left.is_empty() {
            stats(rounds, 0, n);
            return None;
        }
        let done = left.len() == live.len();
        live = left;
        if done {
            break;
        }
    }
    stats(rounds, live.len(), n);
    live.sort_unstable();
    super::ndfs::find(view, live.iter().copied(), inside)
}

fn stats(rounds: usize, left: usize, n: usize) {
    if crate::environment::get().stats {
        eprintln!("divm: OWCTY: {} rounds, {} of {} nodes left", rounds, left, n);
    }
}

/// On `workers` threads: `f(from, to)` on blocks of `0..n`.
fn parallel_blocks(workers: usize, n: usize, f: impl Fn(usize, usize) + Sync) {
    let next = AtomicUsize::new(0);
    let work = || loop {
        let from = next.fetch_add(BLOCK, Relaxed);
        if from >= n {
            break;
        }
        f(from, (from + BLOCK).min(n));
    };
    on_threads(workers, work);
}

fn on_threads(workers: usize, work: impl Fn() + Sync) {
    if workers == 1 {
        work();
    } else {
        std::thread::scope(|s| {
            for _ in 1..workers {
                s.spawn(&work);
            }
            work();
        });
    }
}

/// On `workers` threads: `seed` on every node of `nodes` (in blocks),
/// which may push nodes; then `step` on every node pushed, which may push
/// more.
fn parallel(workers: usize, nodes: &[u32], seed: impl Fn(u32, &mut Vec<u32>) + Sync, step: impl Fn(u32, &mut Vec<u32>) + Sync) {
    let next = AtomicUsize::new(0);
    let pool = Pool {
        shared: Mutex::new((Vec::new(), 0, false)),
        wake: Condvar::new(),
        waiting: AtomicUsize::new(0),
        offered: AtomicUsize::new(0),
        workers,
    };
    on_threads(workers, || {
        let mut local: Vec<u32> = Vec::new();
        loop {
            let from = next.fetch_add(BLOCK, Relaxed);
            if from >= nodes.len() {
                break;
            }
            for &x in &nodes[from..(from + BLOCK).min(nodes.len())] {
                seed(x, &mut local);
            }
            pool.drain(&mut local, &step);
        }
        loop {
            pool.drain(&mut local, &step);
            match pool.take() {
                Some(chunk) => local = chunk,
                None => return,
            }
        }
    });
}

/// Work shared between the workers of one propagation: halves of a busy
/// worker's stack, given when another waits.
struct Pool {
    /// The chunks, how many workers are idle, and whether all are.
    shared: Mutex<(Vec<Vec<u32>>, usize, bool)>,
    wake: Condvar,
    /// Workers waiting for a chunk, and chunks waiting for a worker.
    waiting: AtomicUsize,
    offered: AtomicUsize,
    workers: usize,
}

impl Pool {
    /// Runs `step` until the local stack is empty, giving half of it away
    /// when a worker waits.
    fn drain(&self, local: &mut Vec<u32>, step: &impl Fn(u32, &mut Vec<u32>)) {
        while let Some(x) = local.pop() {
            step(x, local);
            if local.len() >= SHARE && self.waiting.load(Relaxed) > self.offered.load(Relaxed) {
                let half = local.split_off(local.len() / 2);
                let mut sh = self.shared.lock().unwrap_or_else(|e| e.into_inner());
                sh.0.push(half);
                self.offered.fetch_add(1, Relaxed);
                self.wake.notify_one();
            }
        }
    }

    /// A chunk to work on; None once every worker is idle and none is left.
    fn take(&self) -> Option<Vec<u32>> {
        let mut sh = self.shared.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if let Some(chunk) = sh.0.pop() {
                self.offered.fetch_sub(1, Relaxed);
                return Some(chunk);
            }
            if sh.2 {
                return None;
            }
            sh.1 += 1;
            if sh.1 == self.workers {
                sh.2 = true;
                self.wake.notify_all();
                return None;
            }
            self.waiting.fetch_add(1, Relaxed);
            sh = self.wake.wait(sh).unwrap_or_else(|e| e.into_inner());
            self.waiting.fetch_sub(1, Relaxed);
            sh.1 -= 1;
        }
    }
}
