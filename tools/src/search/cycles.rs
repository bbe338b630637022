//! Fair cycles in the state graph: the check behind `--termination`.
//!
//! A run that never ends is a path into a cycle of the finite state graph.
//! Under weak fairness (a thread that stays enabled is eventually
//! scheduled) a cycle counts only if every thread enabled in all of its
//! states takes a step in it. A strongly connected component C holds such a
//! cycle exactly when every thread enabled in all states of C has a
//! transition inside C: then the cycle through all of C's transitions is
//! fair; and if some thread is enabled everywhere in C but never moves
//! inside it, every cycle in C leaves it enabled and never runs it. So one
//! pass of Tarjan's algorithm (iterative, linear time) decides it.
//!
//! A thread is enabled in a state when it has a transition out of it: the
//! scheduler cancels the edge of a blocked thread (DESIGN 4), so blocked
//! threads have none.
//!
//! `--ltl` searches the product of the graph with a Büchi automaton
//! (`search/product.rs`) the same way; a component counts only if it also
//! holds an accepting arc, and the cycle then runs through one.
//!
//! Tarjan's pass is the reference. The check runs nested DFS (`ndfs.rs`)
//! with one worker and OWCTY (`owcty.rs`) with more, over the degeneralised
//! view (`view.rs`); each names a state on a fair (accepting) cycle, and
//! the lasso is built in that state's component as Tarjan's pass builds it.

use super::nodes::{path_to, NodeLog};
use std::collections::HashMap;

/// The graph in compressed rows: the arcs out of state `s` are
/// `arcs[first[s]..first[s + 1]]`.
pub struct Graph {
    first: Vec<u32>,
    arcs: Vec<Arc>,
    /// A product with a Büchi automaton (`--ltl`): a cycle counts only
    /// through an accepting arc, and a thread is enabled in a node when
    /// it is in the program's state the node pairs (a move the automaton
    /// refuses does not disable the thread).
    product: Option<Product>,
}

struct Product {
    /// The program's state of each node.
    base: Vec<u32>,
    /// The threads enabled in each program state, sorted.
    enabled: Vec<Vec<u32>>,
}

/// A transition: `(from, to, thread, id, accepting)`; `id` is the caller's
/// name for it.
pub type Transition = (u32, u32, u32, u32, bool);

#[derive(Clone, Copy, Debug)]
pub struct Arc {
    pub to: u32,
    pub thread: u32,
    /// The caller's name for the transition.
    id: u32,
    pub accepting: bool,
}

impl Graph {
    /// A graph of `n` states from `(from, to, thread, id)` transitions.
    pub fn new(n: usize, transitions: impl IntoIterator<Item = (u32, u32, u32, u32)>) -> Graph {
        Graph::rows(n, transitions.into_iter().map(|(from, to, thread, id)| (from, to, thread, id, false)), None)
    }

    /// The product of a program's state graph with a Büchi automaton:
    /// `base[v]` is node v's program state, `enabled[s]` the threads
    /// enabled in program state `s`.
    pub fn product(transitions: Vec<Transition>, base: Vec<u32>, enabled: Vec<Vec<u32>>) -> Graph {
        Graph::rows(base.len(), transitions, Some(Product { base, enabled }))
    }

    fn rows(n: usize, transitions: impl IntoIterator<Item = Transition>, product: Option<Product>) -> Graph {
        let mut all: Vec<(u32, Arc)> =
            transitions.into_iter().map(|(from, to, thread, id, accepting)| (from, Arc { to, thread, id, accepting })).collect();
        all.sort_by_key(|a| (a.0, a.1.to, a.1.thread, a.1.id));
        let mut first = vec![0u32; n + 1];
        for a in &all {
            first[a.0 as usize + 1] += 1;
        }
        for s in 0..n {
            first[s + 1] += first[s];
        }
        Graph { first, arcs: all.into_iter().map(|a| a.1).collect(), product }
    }

    pub fn states(&self) -> usize {
        self.first.len() - 1
    }

    #[inline]
    pub fn out(&self, s: u32) -> &[Arc] {
        &self.arcs[self.first[s as usize] as usize..self.first[s as usize + 1] as usize]
    }

    pub fn all_arcs(&self) -> &[Arc] {
        &self.arcs
    }

    pub fn is_product(&self) -> bool {
        self.product.is_some()
    }

    /// A product's threads enabled in each program state.
    pub fn product_enabled(&self) -> Option<&[Vec<u32>]> {
        self.product.as_ref().map(|p| &p.enabled[..])
    }

    /// The program state of node `s` (itself, outside a product).
    #[inline]
    pub fn program_state(&self, s: u32) -> u32 {
        match &self.product {
            Some(p) => p.base[s as usize],
            None => s,
        }
    }
}

/// Which algorithm looks for the cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Tarjan's components (the reference).
    Tarjan,
    /// Nested DFS (sequential).
    Ndfs,
    /// OWCTY on `workers` threads.
    Owcty,
}

impl Algorithm {
    /// The algorithm `DIVM_CYCLES` names (`tarjan`, `ndfs`, `owcty`).
    pub fn named(name: &str) -> Option<Algorithm> {
        match name {
            "tarjan" => Some(Algorithm::Tarjan),
            "ndfs" => Some(Algorithm::Ndfs),
            "owcty" => Some(Algorithm::Owcty),
            _ => None,
        }
    }
}

/// The algorithm for a search that ran on `workers` workers: nested DFS
/// for one, OWCTY for more; `DIVM_CYCLES` overrides it.
pub fn algorithm(workers: usize) -> Algorithm {
    match crate::environment::get().cycles {
        Some(how) => how,
        None if workers > 1 => Algorithm::Owcty,
        None => Algorithm::Ndfs,
    }
}

/// A (fair) cycle reachable in `g` (every state is), found by `how` on
/// `workers` threads (OWCTY only).
pub fn search(g: &Graph, fair: bool, how: Algorithm, workers: usize) -> Option<Lasso> {
    let t = std::time::Instant::now();
    // (Tarjan's also when the view's nodes would not fit in 32 bits.)
    let lasso = match (how != Algorithm::Tarjan).then(|| super::view::View::new(g, fair)).flatten() {
        None => find(g, fair),
        Some(view) => match how {
            Algorithm::Owcty => super::owcty::find(&view, workers),
            _ => super::ndfs::find(&view, view.roots(), |_| true),
        }
        // (The component passes the test, view.rs; were it not to, a
        // bug, Tarjan's pass over everything would decide.)
        .and_then(|state| lasso_through(g, state, fair).or_else(|| find(g, fair))),
    };
    if crate::environment::get().stats {
        let threads = if how == Algorithm::Owcty { workers } else { 1 };
        eprintln!("divm: {:?} on {} thread(s) took {:.3} s ({} nodes, {} arcs)", how, threads, t.elapsed().as_secs_f64(), g.states(), g.arcs.len());
    }
    lasso
}

/// The lasso through the component of `state`, which holds a fair
/// (accepting) cycle: Tarjan's pass from `state` alone, whose last
/// component is `state`'s.
pub fn lasso_through(g: &Graph, state: u32, fair: bool) -> Option<Lasso> {
    tarjan(
        g,
        std::iter::once(state),
        |members, component, cid| {
            if component[state as usize] == cid {
                Some(fair_cycle_in(g, members, component, cid, fair))
            } else {
                None
            }
        },
    )?
}

/// A cycle that can repeat forever: it starts and ends at `entry`, and
/// `cycle` names its transitions in order.
#[derive(Debug, PartialEq)]
pub struct Lasso {
    pub entry: u32,
    pub cycle: Vec<u32>,
}

const UNSEEN: u32 = u32::MAX;

/// A cycle reachable in `g` (every state is), fair when `fair` is set; the
/// first found.
pub fn find(g: &Graph, fair: bool) -> Option<Lasso> {
    tarjan(g, 0..g.states() as u32, |members, component, cid| fair_cycle_in(g, members, component, cid, fair))
}

/// Tarjan's algorithm from `roots` in turn: `visit` sees each component as
/// it completes (its members, the component of each state so far, its
/// number), until it returns something.
fn tarjan<T>(g: &Graph, roots: impl Iterator<Item = u32>, mut visit: impl FnMut(&[u32], &[u32], u32) -> Option<T>) -> Option<T> {
    let n = g.states();
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    // The component of each state once it is complete (UNSEEN before).
    let mut component = vec![UNSEEN; n];
    let mut stack: Vec<u32> = Vec::new();
    let mut calls: Vec<(u32, u32)> = Vec::new();
    let mut counter = 0u32;
    let mut components = 0u32;
    for root in roots {
        if index[root as usize] != UNSEEN {
            continue;
        }
        index[root as usize] = counter;
        low[root as usize] = counter;
        counter += 1;
        stack.push(root);
        calls.push((root, g.first[root as usize]));
        while let Some(&mut (v, ref mut next)) = calls.last_mut() {
            if *next < g.first[v as usize + 1] {
                let w = g.arcs[*next as usize].to;
                *next += 1;
                if index[w as usize] == UNSEEN {
                    index[w as usize] = counter;
                    low[w as usize] = counter;
                    counter += 1;
                    stack.push(w);
                    calls.push((w, g.first[w as usize]));
                } else if component[w as usize] == UNSEEN {
                    // (on the stack: seen, its component not complete)
                    low[v as usize] = low[v as usize].min(index[w as usize]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(u, _)) = calls.last() {
                low[u as usize] = low[u as usize].min(low[v as usize]);
            }
            if low[v as usize] == index[v as usize] {
                let at = stack.iter().rposition(|&s| s == v).unwrap_or(0);
                let members: Vec<u32> = stack.drain(at..).collect();
                for &s in &members {
                    component[s as usize] = components;
                }
                if let Some(found) = visit(&members, &component, components) {
                    return Some(found);
                }
                components += 1;
            }
        }
    }
    None
}

/// Sorted, without repeats.
fn set(mut v: Vec<u32>) -> Vec<u32> {
    v.sort_unstable();
    v.dedup();
    v
}

/// The threads enabled in state `s`.
fn enabled(g: &Graph, s: u32) -> Vec<u32> {
    match &g.product {
        Some(p) => p.enabled[p.base[s as usize] as usize].clone(),
        None => set(g.out(s).iter().map(|a| a.thread).collect()),
    }
}

/// A (fair) cycle through the component `c` (numbered `cid`), if it has one.
fn fair_cycle_in(g: &Graph, members: &[u32], component: &[u32], cid: u32, fair: bool) -> Option<Lasso> {
    let inside = |a: &Arc| component[a.to as usize] == cid;
    let has_cycle = members.len() > 1 || members.iter().any(|&s| g.out(s).iter().any(|a| a.to == s));
    if !has_cycle {
        return None;
    }
    let entry = members[members.len() - 1];
    let mut todo: Vec<Goal> = Vec::new();
    if g.product.is_some() {
        // Through an accepting arc.
        let (from, arc) = members.iter().find_map(|&s| g.out(s).iter().find(|a| a.accepting && inside(a)).map(|a| (s, *a)))?;
        todo.push(Goal::Run(from, arc));
    }
    if fair {
        // The threads enabled in every state, and those enabled somewhere.
        let mut always = enabled(g, members[0]);
        let mut some = always.clone();
        for &s in &members[1..] {
            let e = enabled(g, s);
            always.retain(|t| e.binary_search(t).is_ok());
            some = set([some, e].concat());
        }
        for &t in &some {
            if always.contains(&t) {
                // It must run in the cycle: through one of its transitions.
                let (from, arc) = members.iter().find_map(|&s| g.out(s).iter().find(|a| a.thread == t && inside(a)).map(|a| (s, *a)))?;
                todo.push(Goal::Run(from, arc));
            } else {
                // The cycle passes a state where it is not enabled (in a
                // product, not where only the automaton refuses its step).
                let s = members.iter().copied().find(|&s| enabled(g, s).binary_search(&t).is_err())?;
                todo.push(Goal::Visit(s));
            }
        }
    }
    let mut cycle = Vec::new();
    let mut at = entry;
    for goal in todo {
        match goal {
            Goal::Run(from, arc) => {
                cycle.extend(path(g, component, cid, at, from));
                cycle.push(arc.id);
                at = arc.to;
            }
            Goal::Visit(s) => {
                cycle.extend(path(g, component, cid, at, s));
                at = s;
            }
        }
    }
    if cycle.is_empty() {
        // No goal: any step inside, and back.
        let arc = *g.out(entry).iter().find(|a| inside(a))?;
        cycle.push(arc.id);
        at = arc.to;
    }
    cycle.extend(path(g, component, cid, at, entry));
    Some(Lasso { entry, cycle })
}

enum Goal {
    Run(u32, Arc),
    Visit(u32),
}

/// The transitions of a shortest path from `a` to `b` inside component
/// `cid` (breadth-first; it exists, the component being strongly
/// connected).
fn path(g: &Graph, component: &[u32], cid: u32, a: u32, b: u32) -> Vec<u32> {
    let mut came: HashMap<u32, (u32, u32)> = HashMap::new();
    let mut queue = std::collections::VecDeque::from([a]);
    while let Some(s) = queue.pop_front() {
        if s == b {
            break;
        }
        for arc in g.out(s) {
            if component[arc.to as usize] == cid && arc.to != a && !came.contains_key(&arc.to) {
                came.insert(arc.to, (s, arc.id));
                queue.push_back(arc.to);
            }
        }
    }
    let mut out = Vec::new();
    let mut s = b;
    while s != a {
        let Some(&(p, id)) = came.get(&s) else { break };
        out.push(id);
        s = p;
    }
    out.reverse();
    out
}

/// A lasso in the workers' logs: the choices of the path from the initial
/// state to the cycle (the stem), and of the cycle's transitions.
pub struct LassoChoices {
    pub stem: Vec<Vec<u32>>,
    pub cycle: Vec<Vec<u32>>,
}

/// Finds a (fair) cycle among the transitions the workers logged, by
/// `how` on `workers` threads.
pub fn find_in_logs(logs: &[NodeLog], fair: bool, how: Algorithm, workers: usize) -> Option<LassoChoices> {
    // Dense numbers for the visited set's ids, and where each node is.
    let mut dense: HashMap<u32, u32> = HashMap::new();
    let mut node_of: Vec<u32> = Vec::new();
    for (w, log) in logs.iter().enumerate() {
        for (state, node) in log.node_states(w) {
            let next = dense.len() as u32;
            let d = *dense.entry(state).or_insert(next);
            if d as usize == node_of.len() {
                node_of.push(node);
            }
        }
    }
    // Transitions go only to states that have a node (new ones get one
    // when they are queued), so every end has a dense number.
    let mut names: Vec<(usize, usize)> = Vec::new();
    let mut arcs = Vec::new();
    for (w, log) in logs.iter().enumerate() {
        for (i, t) in log.transitions().iter().enumerate() {
            let (Some(&from), Some(&to)) = (dense.get(&t.from), dense.get(&t.to)) else { continue };
            arcs.push((from, to, t.thread, names.len() as u32));
            names.push((w, i));
        }
    }
    let g = Graph::new(node_of.len(), arcs);
    let lasso = search(&g, fair, how, workers)?;
    let stem = path_to(logs, node_of[lasso.entry as usize]);
    let cycle = lasso
        .cycle
        .iter()
        .map(|&id| {
            let (w, i) = names[id as usize];
            logs[w].transition_choices(&logs[w].transitions()[i])
        })
        .collect();
    Some(LassoChoices { stem, cycle })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Transitions `(from, to, thread)`, named by their position.
    fn graph(n: usize, t: &[(u32, u32, u32)]) -> Graph {
        Graph::new(n, t.iter().enumerate().map(|(i, &(a, b, th))| (a, b, th, i as u32)))
    }

    /// Every algorithm: Tarjan, nested DFS, OWCTY on 1 and on 4 threads.
    const ALL: [(Algorithm, usize); 4] = [(Algorithm::Tarjan, 1), (Algorithm::Ndfs, 1), (Algorithm::Owcty, 1), (Algorithm::Owcty, 4)];

    /// The lasso each algorithm of `ALL` finds, in that order.
    fn each(g: &Graph, fair: bool) -> Vec<Option<Lasso>> {
        ALL.iter().map(|&(how, workers)| search(g, fair, how, workers)).collect()
    }

    /// Whether `l`'s transitions form a cycle from its entry in `t`.
    fn closes(t: &[(u32, u32, u32)], l: &Lasso) -> bool {
        let mut at = l.entry;
        for &id in &l.cycle {
            let (a, b, _) = t[id as usize];
            if a != at {
                return false;
            }
            at = b;
        }
        at == l.entry && !l.cycle.is_empty()
    }

    #[test]
    fn an_acyclic_graph_has_no_cycle() {
        let t = [(0, 1, 0), (0, 2, 1), (1, 3, 0), (2, 3, 1)];
        for fair in [true, false] {
            assert!(each(&graph(4, &t), fair).iter().all(|l| l.is_none()));
        }
    }

    #[test]
    fn a_self_loop_is_a_cycle() {
        let t = [(0, 1, 0), (1, 1, 0), (1, 2, 0)];
        for l in each(&graph(3, &t), true) {
            assert_eq!(l, Some(Lasso { entry: 1, cycle: vec![1] }));
        }
    }

    #[test]
    fn a_thread_enabled_everywhere_that_never_moves_makes_the_cycle_unfair() {
        // Thread 1 spins in state 1 while thread 0, always enabled, could
        // leave: unfair. Without fairness it is a cycle.
        let t = [(0, 1, 0), (1, 1, 1), (1, 2, 0)];
        assert!(each(&graph(3, &t), true).iter().all(|l| l.is_none()));
        assert!(each(&graph(3, &t), false).iter().all(|l| l.is_some()));
    }

    #[test]
    fn a_fair_cycle_runs_every_thread_that_stays_enabled() {
        // Threads 0 and 1 alternate 1 -> 2 -> 1; thread 1 can also spin in 2.
        let t = [(0, 1, 0), (1, 2, 0), (2, 1, 1), (2, 2, 1), (1, 3, 1), (2, 3, 0)];
        for l in each(&graph(4, &t), true) {
            let l = l.expect("a fair cycle");
            assert!(closes(&t, &l));
            let threads: Vec<u32> = l.cycle.iter().map(|&i| t[i as usize].2).collect();
            assert!(threads.contains(&0) && threads.contains(&1), "{:?}", threads);
        }
    }

    #[test]
    fn a_thread_disabled_somewhere_need_not_move_but_the_cycle_passes_there() {
        // States 1 and 2 form a cycle by thread 0; thread 1 is enabled in
        // state 1 only (it leaves to 3): the lasso must pass state 2.
        let t = [(0, 1, 0), (1, 2, 0), (2, 1, 0), (1, 3, 1)];
        for l in each(&graph(4, &t), true) {
            let l = l.expect("a fair cycle");
            assert!(closes(&t, &l));
            assert!(l.cycle.iter().any(|&i| t[i as usize].1 == 2));
        }
    }

    #[test]
    fn in_a_product_a_thread_the_automaton_refuses_stays_enabled() {
        // Program states 0 and 1; product nodes 0 = (0, a), 1 = (1, a),
        // 2 = (1, b). Thread 0 cycles 0 <-> 1 through the accepting arc
        // into node 1; thread 1 is enabled in program state 1 (it may go
        // to node 2), but the automaton lets it move only from node 2.
        let t = vec![(0, 1, 0, 0, true), (1, 0, 0, 1, false), (2, 2, 1, 2, false)];
        let g = Graph::product(t.clone(), vec![0, 1, 1], vec![vec![0], vec![0, 1]]);
        // Thread 1 is not enabled in program state 0, so the cycle is fair.
        for l in each(&g, true) {
            let l = l.expect("an accepting fair cycle");
            assert!(l.cycle.contains(&0), "through the accepting arc: {:?}", l);
        }
        // Enabled in both program states, thread 1 never runs on the cycle.
        let g = Graph::product(t.clone(), vec![0, 1, 1], vec![vec![0, 1], vec![0, 1]]);
        assert!(each(&g, true).iter().all(|l| l.is_none()));
        assert!(each(&g, false).iter().all(|l| l.is_some()));
        // Without an accepting arc no cycle counts.
        let t: Vec<Transition> = t.into_iter().map(|(a, b, th, id, _)| (a, b, th, id, false)).collect();
        let g = Graph::product(t, vec![0, 1, 1], vec![vec![0], vec![0, 1]]);
        assert!(each(&g, false).iter().all(|l| l.is_none()));
    }

    #[test]
    fn a_long_chain_does_not_overflow_the_stack() {
        let n = 200_000u32;
        let mut t: Vec<(u32, u32, u32)> = (0..n - 1).map(|i| (i, i + 1, 0)).collect();
        t.push((n - 1, n / 2, 0));
        for l in each(&graph(n as usize, &t), true) {
            let l = l.expect("the back arc closes a cycle");
            assert!(closes(&t, &l));
            assert_eq!(l.cycle.len() as u32, n - n / 2);
        }
        // And a chain whose only cycle is at its end, behind a
        // self-loop-free path (the outer search's deepest stack).
        let mut t: Vec<(u32, u32, u32)> = (0..n - 1).map(|i| (i, i + 1, 0)).collect();
        t.push((n - 1, n - 1, 0));
        for l in each(&graph(n as usize, &t), false) {
            assert_eq!(l, Some(Lasso { entry: n - 1, cycle: vec![n - 1] }));
        }
    }

    /// A deterministic pseudo-random sequence (xorshift).
    struct Random(u64);

    impl Random {
        fn below(&mut self, n: u32) -> u32 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as u32
        }
    }

    /// Whether the lasso closes in `t` and is fair: every thread of
    /// `enabled` (threads enabled in each state) runs on the cycle or is
    /// disabled in one of its states; and, for a product, whether it runs
    /// through an accepting arc.
    fn valid(t: &[Transition], enabled: &dyn Fn(u32) -> Vec<u32>, threads: u32, fair: bool, product: bool, l: &Lasso) -> bool {
        let mut at = l.entry;
        let mut states = Vec::new();
        for &id in &l.cycle {
            let (a, b, _, _, _) = t[id as usize];
            if a != at {
                return false;
            }
            states.push(a);
            at = b;
        }
        let runs = |th: u32| l.cycle.iter().any(|&id| t[id as usize].2 == th);
        let fair_ok = !fair || (0..threads).all(|th| runs(th) || states.iter().any(|&s| !enabled(s).contains(&th)));
        let accepting_ok = !product || l.cycle.iter().any(|&id| t[id as usize].4);
        at == l.entry && !l.cycle.is_empty() && fair_ok && accepting_ok
    }

    #[test]
    fn every_algorithm_agrees_with_tarjan_on_random_graphs() {
        agree_on_random_graphs(0x5eed_cafe_f00d, 2000, 12, 3, 3, [1000, 1000]);
    }

    #[test]
    fn every_algorithm_agrees_with_tarjan_on_larger_random_graphs() {
        // Many blocks of nodes per worker, and propagations to share;
        // sparse, with rare accepting arcs, so both verdicts occur.
        agree_on_random_graphs(0xdec0_ded0, 60, 20_000, 1, 60, [5, 5]);
    }

    /// `rounds` random graphs of at most `size` states, with up to
    /// `density` × states arcs, and for products an accepting arc in
    /// `rare`: every algorithm agrees with Tarjan's and finds a lasso
    /// that closes and is fair; each verdict occurs at least as often as
    /// `least` says.
    fn agree_on_random_graphs(seed: u64, rounds: usize, size: u32, density: u32, rare: u32, least: [usize; 2]) {
        let mut r = Random(seed);
        let mut found = [0usize; 2];
        for round in 0..rounds {
            let product = round % 2 == 1;
            let n = 1 + r.below(size);
            let threads = 1 + r.below(4);
            let arcs = if size > 100 { n + r.below(n / 2 + 1) } else { r.below(density * n + 1) };
            // For a product: each node's program state, and the threads
            // enabled there (some threads only in some states).
            let programs = 1 + r.below(n);
            let base: Vec<u32> = (0..n).map(|_| r.below(programs)).collect();
            let lists: Vec<Vec<u32>> = (0..programs).map(|_| (0..threads).filter(|_| r.below(3) != 0).collect()).collect();
            let mut t: Vec<Transition> = Vec::new();
            for _ in 0..arcs {
                let from = r.below(n);
                let th = if product {
                    let list = &lists[base[from as usize] as usize];
                    if list.is_empty() {
                        continue;
                    }
                    list[r.below(list.len() as u32) as usize]
                } else {
                    r.below(threads)
                };
                let id = t.len() as u32;
                t.push((from, r.below(n), th, id, product && r.below(rare) == 0));
            }
            let g = if product { Graph::product(t.clone(), base.clone(), lists.clone()) } else { Graph::rows(n as usize, t.clone(), None) };
            let enabled = |s: u32| enabled(&g, s);
            for fair in [false, true] {
                let all = each(&g, fair);
                for (l, how) in all.iter().zip(ALL) {
                    assert_eq!(l.is_some(), all[0].is_some(), "round {round}, fair {fair}: {how:?} against Tarjan on {t:?}");
                    if let Some(l) = l {
                        assert!(valid(&t, &enabled, threads, fair, product, l), "round {round}, {how:?}: {l:?} in {t:?}");
                    }
                }
                found[all[0].is_some() as usize] += 1;
            }
        }
        assert!(found[0] >= least[0] && found[1] >= least[1], "verdicts (none, some): {:?}", found);
    }
}
