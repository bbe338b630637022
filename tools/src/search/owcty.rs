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
use std::sync::atomic::{AtomicU32, AtomicU8, AtomicUsize, Ordering::Relaxed};
use std::sync::{Condvar, Mutex};

const OUT: u8 = 0;
const IN: u8 = 1;
/// Removed by the current Elimination (still counted as a predecessor).
const REMOVED: u8 = 2;

/// Nodes a worker scans at a time.
const BLOCK: usize = 4096;

/// A state on an accepting cycle of `view`, if there is one.
pub fn find(view: &View, workers: usize) -> Option<u32> {
    let n = view.nodes();
    // (One block: nothing to share.)
    let workers = if n <= BLOCK { 1 } else { workers.max(1) };
    let set: Vec<AtomicU8> = (0..n).map(|_| AtomicU8::new(IN)).collect();
    let reached: Vec<AtomicU8> = (0..n).map(|_| AtomicU8::new(0)).collect();
    let preds: Vec<AtomicU32> = (0..n).map(|_| AtomicU32::new(0)).collect();
    let inside = |y: u32| set[y as usize].load(Relaxed) == IN;
    let mut size = n;
    loop {
        // Reachability from the targets of accepting arcs.
        parallel(
            workers,
            n,
            |x, push| {
                if inside(x) {
                    for a in view.out(x) {
                        let (y, accepting) = view.step(x, a);
                        if accepting && inside(y) && reached[y as usize].swap(1, Relaxed) == 0 {
                            push.push(y);
                        }
                    }
                }
            },
            |x, push| {
                for a in view.out(x) {
                    let (y, _) = view.step(x, a);
                    if inside(y) && reached[y as usize].load(Relaxed) == 0 && reached[y as usize].swap(1, Relaxed) == 0 {
                        push.push(y);
                    }
                }
            },
        );
        scan(workers, n, |x| {
            if reached[x as usize].swap(0, Relaxed) == 0 {
                set[x as usize].store(OUT, Relaxed);
            }
            preds[x as usize].store(0, Relaxed);
        });
        // Predecessors inside S.
        scan(workers, n, |x| {
            if inside(x) {
                for a in view.out(x) {
                    let (y, _) = view.step(x, a);
                    if inside(y) {
                        preds[y as usize].fetch_add(1, Relaxed);
                    }
                }
            }
        });
        // Elimination. A node leaves once, by whoever moves it IN →
        // REMOVED; each arc counted above is taken off once.
        let claim = |y: u32| set[y as usize].compare_exchange(IN, REMOVED, Relaxed, Relaxed).is_ok();
        parallel(
            workers,
            n,
            |x, push| {
                if inside(x) && preds[x as usize].load(Relaxed) == 0 && claim(x) {
                    push.push(x);
                }
            },
            |x, push| {
                for a in view.out(x) {
                    let (y, _) = view.step(x, a);
                    if set[y as usize].load(Relaxed) != OUT && preds[y as usize].fetch_sub(1, Relaxed) == 1 && claim(y) {
                        push.push(y);
                    }
                }
            },
        );
        let left = AtomicUsize::new(0);
        scan(workers, n, |x| match set[x as usize].load(Relaxed) {
            REMOVED => set[x as usize].store(OUT, Relaxed),
            IN => {
                left.fetch_add(1, Relaxed);
            }
            _ => {}
        });
        let left = left.into_inner();
        if left == 0 {
            return None;
        }
        if left == size {
            break;
        }
        size = left;
    }
    let roots = (0..n as u32).filter(|&x| inside(x));
    super::ndfs::find(view, roots, inside)
}

/// Runs `f` on every node, on `workers` threads, in blocks.
fn scan(workers: usize, n: usize, f: impl Fn(u32) + Sync) {
    parallel(workers, n, |x, _| f(x), |_, _| {});
}

/// On `workers` threads: `seed` on every node (in blocks), which may
/// push nodes; then `step` on every node pushed, which may push more.
fn parallel(workers: usize, n: usize, seed: impl Fn(u32, &mut Vec<u32>) + Sync, step: impl Fn(u32, &mut Vec<u32>) + Sync) {
    let next = AtomicUsize::new(0);
    let pool = Pool {
        shared: Mutex::new((Vec::new(), 0, false)),
        wake: Condvar::new(),
        waiting: AtomicUsize::new(0),
        offered: AtomicUsize::new(0),
        workers,
    };
    let work = || {
        let mut local: Vec<u32> = Vec::new();
        loop {
            let from = next.fetch_add(BLOCK, Relaxed);
            if from >= n {
                break;
            }
            for x in from..(from + BLOCK).min(n) {
                seed(x as u32, &mut local);
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
    };
    if workers == 1 {
        work();
    } else {
        std::thread::scope(|s| {
            for _ in 1..workers {
                s.spawn(work);
            }
            work();
        });
    }
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
            if local.len() >= 2 && self.waiting.load(Relaxed) > self.offered.load(Relaxed) {
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
