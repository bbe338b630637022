//! LTL to Büchi automata: the tableau of Gerth, Peled, Vardi and Wolper
//! ("Simple on-the-fly automatic verification of linear temporal logic",
//! 1995) gives a generalised Büchi automaton with one acceptance set per
//! `U` subformula; a counter over the sets makes it an ordinary one.
//!
//! The automaton reads one letter per move: a move into state `q` is
//! allowed when the letter satisfies `q`'s literals (its guard), and
//! accepting states are to be entered infinitely often. A pseudo-state
//! before the first letter makes the `initial` moves.

use super::formula::Ltl;
use std::collections::{BTreeSet, HashMap, VecDeque};

/// What a letter must have (`pos`) and must not have (`neg`), as atom bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Guard {
    pub pos: u64,
    pub neg: u64,
}

impl Guard {
    pub fn admits(&self, letter: u64) -> bool {
        letter & self.pos == self.pos && letter & self.neg == 0
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub guard: Guard,
    pub to: u32,
}

#[derive(Debug)]
pub struct Buchi {
    /// Moves on the first letter, from before any state.
    pub initial: Vec<Move>,
    pub moves: Vec<Vec<Move>>,
    pub accepting: Vec<bool>,
}

/// A formula in negation normal form, its subformulas by number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Nnf {
    True,
    False,
    /// An atom, or its negation (`false`).
    Lit(usize, bool),
    And(usize, usize),
    Or(usize, usize),
    Next(usize),
    Until(usize, usize),
    Release(usize, usize),
}

#[derive(Default)]
struct Arena {
    nodes: Vec<Nnf>,
    ids: HashMap<Nnf, usize>,
}

impl Arena {
    fn add(&mut self, n: Nnf) -> usize {
        if let Some(&i) = self.ids.get(&n) {
            return i;
        }
        self.nodes.push(n);
        self.ids.insert(n, self.nodes.len() - 1);
        self.nodes.len() - 1
    }

    /// `f`, negated when `neg`, in negation normal form.
    fn nnf(&mut self, f: &Ltl, neg: bool) -> usize {
        let n = match (f, neg) {
            (Ltl::True, false) | (Ltl::False, true) => Nnf::True,
            (Ltl::True, true) | (Ltl::False, false) => Nnf::False,
            (Ltl::Atom(a), _) => Nnf::Lit(*a, !neg),
            (Ltl::Not(g), _) => return self.nnf(g, !neg),
            (Ltl::And(x, y), false) | (Ltl::Or(x, y), true) => Nnf::And(self.nnf(x, neg), self.nnf(y, neg)),
            (Ltl::Or(x, y), false) | (Ltl::And(x, y), true) => Nnf::Or(self.nnf(x, neg), self.nnf(y, neg)),
            (Ltl::Next(g), _) => Nnf::Next(self.nnf(g, neg)),
            (Ltl::Until(x, y), false) | (Ltl::Release(x, y), true) => Nnf::Until(self.nnf(x, neg), self.nnf(y, neg)),
            (Ltl::Release(x, y), false) | (Ltl::Until(x, y), true) => Nnf::Release(self.nnf(x, neg), self.nnf(y, neg)),
        };
        self.add(n)
    }
}

type Set = BTreeSet<usize>;

/// The incoming of a node that the initial pseudo-state enters.
const INIT: usize = usize::MAX;

/// A tableau node under construction.
#[derive(Clone)]
struct Node {
    incoming: Set,
    new: Set,
    old: Set,
    next: Set,
}

/// A finished node: a state of the generalised automaton.
struct State {
    incoming: Set,
    old: Set,
}

struct Tableau<'a> {
    f: &'a Arena,
    states: Vec<State>,
    /// Each state's number by its `old` and `next`.
    index: HashMap<(Set, Set), usize>,
    /// Steps of expansion so far, bounded by `MAX_WORK`.
    work: usize,
}

/// The most states of the tableau, steps of its construction, and states
/// of the degeneralised automaton: the construction is exponential in the
/// formula, and a crafted formula must end in a refusal, not a hang.
const MAX_STATES: usize = 2048;
const MAX_WORK: usize = 1 << 22;
const MAX_AUTOMATON: usize = 1 << 16;

fn too_large() -> String {
    format!("the formula's automaton is too large for divm (more than {} states)", MAX_STATES)
}

impl Tableau<'_> {
    /// Expands `start` and every node split off it, depth first, with an
    /// explicit stack (a formula may split nodes thousands of times).
    fn expand(&mut self, start: Node) -> Result<(), String> {
        let mut todo = vec![start];
        'nodes: while let Some(mut q) = todo.pop() {
            loop {
                self.work += 1;
                if self.work > MAX_WORK || self.states.len() > MAX_STATES {
                    return Err(too_large());
                }
                let Some(&eta) = q.new.iter().next() else {
                    let key = (q.old, q.next);
                    if let Some(&r) = self.index.get(&key) {
                        self.states[r].incoming.extend(q.incoming);
                        continue 'nodes;
                    }
                    let id = self.states.len();
                    let (old, next) = key;
                    self.index.insert((old.clone(), next.clone()), id);
                    self.states.push(State { incoming: q.incoming, old });
                    q = Node { incoming: Set::from([id]), new: next, old: Set::new(), next: Set::new() };
                    continue;
                };
                q.new.remove(&eta);
                q.old.insert(eta);
                let f = self.f;
                let add = |q: &mut Node, xs: &[usize]| {
                    for &x in xs {
                        if !q.old.contains(&x) {
                            q.new.insert(x);
                        }
                    }
                };
                match f.nodes[eta] {
                    Nnf::False => continue 'nodes,
                    Nnf::True => {}
                    Nnf::Lit(a, pos) => {
                        if q.old.iter().any(|&o| f.nodes[o] == Nnf::Lit(a, !pos)) {
                            continue 'nodes;
                        }
                    }
                    Nnf::And(x, y) => add(&mut q, &[x, y]),
                    Nnf::Next(x) => {
                        q.next.insert(x);
                    }
                    Nnf::Or(x, y) | Nnf::Until(x, y) | Nnf::Release(x, y) => {
                        let mut q1 = q.clone();
                        match f.nodes[eta] {
                            Nnf::Or(..) => {
                                add(&mut q1, &[x]);
                                add(&mut q, &[y]);
                            }
                            Nnf::Until(..) => {
                                add(&mut q1, &[x]);
                                q1.next.insert(eta);
                                add(&mut q, &[y]);
                            }
                            _ => {
                                add(&mut q1, &[y]);
                                q1.next.insert(eta);
                                add(&mut q, &[x, y]);
                            }
                        }
                        // q1 first, then q: the order of the recursive
                        // construction.
                        todo.push(q);
                        q = q1;
                    }
                }
            }
        }
        Ok(())
    }
}

/// A Büchi automaton accepting exactly the words that satisfy `f`, or
/// why divm does not build it (too large).
pub fn automaton(f: &Ltl) -> Result<Buchi, String> {
    let mut arena = Arena::default();
    let root = arena.nnf(f, false);
    let mut t = Tableau { f: &arena, states: Vec::new(), index: HashMap::new(), work: 0 };
    t.expand(Node { incoming: Set::from([INIT]), new: Set::from([root]), old: Set::new(), next: Set::new() })?;
    let states = t.states;
    let guard = |s: &State| {
        let mut g = Guard::default();
        for &o in &s.old {
            if let Nnf::Lit(a, pos) = arena.nodes[o] {
                if pos {
                    g.pos |= 1 << a;
                } else {
                    g.neg |= 1 << a;
                }
            }
        }
        g
    };
    // One acceptance set per until: its states do not promise it, or keep it.
    let untils: Vec<(usize, usize)> =
        arena.nodes.iter().enumerate().filter_map(|(i, n)| if let Nnf::Until(_, y) = n { Some((i, *y)) } else { None }).collect();
    let in_set = |s: usize, k: usize| untils.get(k).is_none_or(|&(u, y)| !states[s].old.contains(&u) || states[s].old.contains(&y));
    let sets = untils.len().max(1);
    // Successors in the generalised automaton.
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); states.len()];
    let mut first = Vec::new();
    for (j, s) in states.iter().enumerate() {
        for &i in &s.incoming {
            if i == INIT {
                first.push(j);
            } else {
                succ[i].push(j);
            }
        }
    }
    // Degeneralise: a state is (tableau state, the set awaited); the
    // counter moves on when the state left is in the awaited set, and the
    // accepting states are those in set 0 while awaiting it.
    let mut number: HashMap<(usize, usize), u32> = HashMap::new();
    let mut todo: VecDeque<(usize, usize, u32)> = VecDeque::new();
    let mut b = Buchi { initial: Vec::new(), moves: Vec::new(), accepting: Vec::new() };
    let mut id = |key: (usize, usize), b: &mut Buchi, todo: &mut VecDeque<(usize, usize, u32)>| {
        *number.entry(key).or_insert_with(|| {
            b.moves.push(Vec::new());
            b.accepting.push(key.1 == 0 && in_set(key.0, 0));
            let n = b.moves.len() as u32 - 1;
            todo.push_back((key.0, key.1, n));
            n
        })
    };
    for &j in &first {
        let to = id((j, 0), &mut b, &mut todo);
        b.initial.push(Move { guard: guard(&states[j]), to });
    }
    while let Some((i, k, from)) = todo.pop_front() {
        if b.moves.len() > MAX_AUTOMATON {
            return Err(too_large());
        }
        let from = from as usize;
        let k2 = if in_set(i, k) { (k + 1) % sets } else { k };
        for &j in &succ[i] {
            let to = id((j, k2), &mut b, &mut todo);
            b.moves[from].push(Move { guard: guard(&states[j]), to });
        }
    }
    Ok(b)
}

impl Buchi {
    /// Whether the automaton accepts the lasso word (brute force over
    /// positions × states: for tests and small words).
    #[cfg(test)]
    pub fn accepts_lasso(&self, stem: &[u64], cycle: &[u64]) -> bool {
        let letters: Vec<u64> = stem.iter().chain(cycle).copied().collect();
        let n = letters.len();
        let succ = |i: usize| if i + 1 < n { i + 1 } else { stem.len() };
        let states = self.moves.len();
        let nodes = n * states;
        let letters = &letters;
        let out = |v: usize| -> Vec<usize> {
            let (i, q) = (v / states, v % states);
            let j = succ(i);
            self.moves[q].iter().filter(|m| m.guard.admits(letters[j])).map(|m| j * states + m.to as usize).collect()
        };
        let reach = |from: &[usize]| {
            let mut seen = vec![false; nodes];
            let mut stack: Vec<usize> = from.to_vec();
            while let Some(v) = stack.pop() {
                for w in out(v) {
                    if !seen[w] {
                        seen[w] = true;
                        stack.push(w);
                    }
                }
            }
            seen
        };
        let starts: Vec<usize> = self.initial.iter().filter(|m| m.guard.admits(letters[0])).map(|m| m.to as usize).collect();
        let mut reached = reach(&starts);
        for &s in &starts {
            reached[s] = true;
        }
        (0..nodes).any(|v| reached[v] && self.accepting[v % states] && reach(&[v])[v])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (no dependency for tests).
    struct Rng(u64);
    impl Rng {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
    }

    fn random_formula(r: &mut Rng, depth: u32) -> Ltl {
        if depth == 0 || r.below(4) == 0 {
            return match r.below(8) {
                0 => Ltl::True,
                1 => Ltl::False,
                k => Ltl::Atom((k % 3) as usize),
            };
        }
        let mut sub = || random_formula(r, depth - 1);
        let (x, y) = (sub(), sub());
        match r.below(9) {
            0 => Ltl::not(x),
            1 => Ltl::and(x, y),
            2 => Ltl::or(x, y),
            3 => Ltl::Next(Box::new(x)),
            4 => Ltl::until(x, y),
            5 => Ltl::release(x, y),
            6 => Ltl::globally(x),
            7 => Ltl::finally(x),
            _ => Ltl::not(Ltl::until(x, y)),
        }
    }

    #[test]
    fn the_automaton_accepts_exactly_the_lasso_words_of_the_formula() {
        let mut r = Rng(0x9e37_79b9_7f4a_7c15);
        let mut words = Vec::new();
        for _ in 0..40 {
            let stem: Vec<u64> = (0..r.below(4)).map(|_| r.below(8)).collect();
            let cycle: Vec<u64> = (0..1 + r.below(3)).map(|_| r.below(8)).collect();
            words.push((stem, cycle));
        }
        for _ in 0..400 {
            let f = random_formula(&mut r, 4);
            let a = automaton(&f).unwrap();
            let not_a = automaton(&Ltl::not(f.clone())).unwrap();
            for (stem, cycle) in &words {
                let holds = f.holds_on_lasso(stem, cycle);
                assert_eq!(a.accepts_lasso(stem, cycle), holds, "{:?} on {:?} ({:?})^w", f, stem, cycle);
                assert_eq!(not_a.accepts_lasso(stem, cycle), !holds, "!{:?} on {:?} ({:?})^w", f, stem, cycle);
            }
        }
    }

    #[test]
    fn response_has_a_small_automaton() {
        // !G(p -> F q) = F(p && G !q): a few states, one accepting cycle.
        let (p, q) = (Ltl::Atom(0), Ltl::Atom(1));
        let f = Ltl::globally(Ltl::or(Ltl::not(p), Ltl::finally(q)));
        let a = automaton(&Ltl::not(f)).unwrap();
        assert!(a.moves.len() <= 4, "{:?}", a);
        assert!(a.accepts_lasso(&[1], &[0]));
        assert!(!a.accepts_lasso(&[1], &[2]));
        assert!(!a.accepts_lasso(&[], &[0]));
    }
}
