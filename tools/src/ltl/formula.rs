//! LTL formulas: their syntax, and their meaning on lasso words.
//!
//! ```text
//! formula := formula '<->' formula | formula '->' formula      (right-associative, loosest)
//!          | formula '||' formula | formula '&&' formula
//!          | unary ('U' | 'R' | 'W') formula                   (right-associative)
//!          | unary
//! unary   := ('!' | 'G' | 'F' | 'X' | '[]' | '<>') unary | '(' formula ')' | atom
//! atom    := 'true' | 'false' | 'error' | 'deadlock' | 'exit' | 'label:' NAME | 'call:' FUNC
//!          | expr CMP expr | expr                               (an expression alone: it is not 0)
//! ```
//!
//! Atoms are the SMC query language's (`smc/query.rs` parses them); `G F X
//! U R W` are operators, so no global of those names can be named.

use crate::smc::query::{lex, CmpOp, Expr, ParseError, Parser, Prop, Res, Tok};

/// A formula in the core operators; atoms are indices into `Formula::atoms`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ltl {
    True,
    False,
    Atom(usize),
    Not(Box<Ltl>),
    And(Box<Ltl>, Box<Ltl>),
    Or(Box<Ltl>, Box<Ltl>),
    Next(Box<Ltl>),
    Until(Box<Ltl>, Box<Ltl>),
    Release(Box<Ltl>, Box<Ltl>),
}

/// Atoms are bits of a 64-bit letter; the top bit is the search's own.
pub const MAX_ATOMS: usize = 63;

/// The most operators a formula may have after `<->` and `W` are
/// expanded (each copies its operands).
pub const MAX_NODES: usize = 4096;

#[derive(Clone, Debug, PartialEq)]
pub struct Formula {
    pub root: Ltl,
    /// The distinct atomic propositions, as the query language has them.
    pub atoms: Vec<Prop>,
}

fn b(f: Ltl) -> Box<Ltl> {
    Box::new(f)
}

impl Ltl {
    pub fn not(f: Ltl) -> Ltl {
        Ltl::Not(b(f))
    }
    pub fn and(x: Ltl, y: Ltl) -> Ltl {
        Ltl::And(b(x), b(y))
    }
    pub fn or(x: Ltl, y: Ltl) -> Ltl {
        Ltl::Or(b(x), b(y))
    }
    pub fn until(x: Ltl, y: Ltl) -> Ltl {
        Ltl::Until(b(x), b(y))
    }
    pub fn release(x: Ltl, y: Ltl) -> Ltl {
        Ltl::Release(b(x), b(y))
    }
    pub fn globally(f: Ltl) -> Ltl {
        Ltl::release(Ltl::False, f)
    }
    pub fn finally(f: Ltl) -> Ltl {
        Ltl::until(Ltl::True, f)
    }

    /// Whether the formula has at most `budget` nodes (counted without
    /// recursion, so any depth is safe); `budget` keeps what is left.
    fn fits(&self, budget: &mut usize) -> bool {
        let mut todo = vec![self];
        while let Some(f) = todo.pop() {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            match f {
                Ltl::True | Ltl::False | Ltl::Atom(_) => {}
                Ltl::Not(x) | Ltl::Next(x) => todo.push(x),
                Ltl::And(x, y) | Ltl::Or(x, y) | Ltl::Until(x, y) | Ltl::Release(x, y) => {
                    todo.push(x);
                    todo.push(y);
                }
            }
        }
        true
    }

    /// The positions of the lasso word where the formula holds, as bits:
    /// position `i` of `n` letters is followed by `i + 1`, and the last
    /// by `stem` (where the cycle begins).
    fn positions(&self, letters: &[u64], stem: usize) -> Vec<bool> {
        let n = letters.len();
        let succ = |i: usize| if i + 1 < n { i + 1 } else { stem };
        match self {
            Ltl::True => vec![true; n],
            Ltl::False => vec![false; n],
            Ltl::Atom(a) => letters.iter().map(|l| l >> a & 1 == 1).collect(),
            Ltl::Not(f) => f.positions(letters, stem).into_iter().map(|v| !v).collect(),
            Ltl::And(x, y) => x.positions(letters, stem).into_iter().zip(y.positions(letters, stem)).map(|(a, b)| a && b).collect(),
            Ltl::Or(x, y) => x.positions(letters, stem).into_iter().zip(y.positions(letters, stem)).map(|(a, b)| a || b).collect(),
            Ltl::Next(f) => {
                let v = f.positions(letters, stem);
                (0..n).map(|i| v[succ(i)]).collect()
            }
            // Least fixpoint of v = y || (x && X v); greatest of
            // v = y && (x || X v). n rounds reach either.
            Ltl::Until(x, y) | Ltl::Release(x, y) => {
                let until = matches!(self, Ltl::Until(..));
                let (vx, vy) = (x.positions(letters, stem), y.positions(letters, stem));
                let mut v = vec![!until; n];
                for _ in 0..=n {
                    v = (0..n).map(|i| if until { vy[i] || (vx[i] && v[succ(i)]) } else { vy[i] && (vx[i] || v[succ(i)]) }).collect();
                }
                v
            }
        }
    }

    /// Whether the word `stem` followed by `cycle` repeated forever (each
    /// letter a set of atoms as bits) satisfies the formula.
    pub fn holds_on_lasso(&self, stem: &[u64], cycle: &[u64]) -> bool {
        assert!(!cycle.is_empty(), "a lasso has a cycle");
        let letters: Vec<u64> = stem.iter().chain(cycle).copied().collect();
        self.positions(&letters, stem.len())[0]
    }
}

struct LtlParser {
    p: Parser,
    atoms: Vec<Prop>,
}

impl LtlParser {
    fn next_is_word(&self, words: &[&str]) -> Option<&'static str> {
        match self.p.peek() {
            Some(Tok::Ident(w)) => words.iter().find(|x| **x == w.as_str()).map(|x| match *x {
                "U" => "U",
                "R" => "R",
                "W" => "W",
                "G" => "G",
                "F" => "F",
                _ => "X",
            }),
            _ => None,
        }
    }

    /// Refuses to copy operands (`<->`, `W` repeat theirs) past
    /// `MAX_NODES`: a chain of them would double the formula each time.
    fn copyable(&self, xs: &[&Ltl]) -> Res<()> {
        let mut budget = MAX_NODES;
        if xs.iter().all(|x| x.fits(&mut budget)) {
            Ok(())
        } else {
            self.p.err(format!("the formula is too large (more than {} operators once '<->' and 'W' are expanded)", MAX_NODES))
        }
    }

    // Each right-recursive level (and `unary`, which parentheses re-enter
    // through `primary`) counts against the parser's nesting limit.
    fn equivalence(&mut self) -> Res<Ltl> {
        self.p.enter()?;
        let r = self.equivalence_level();
        self.p.leave(r)
    }

    fn equivalence_level(&mut self) -> Res<Ltl> {
        let a = self.implication()?;
        if self.p.eat("<->") {
            let c = self.equivalence()?;
            self.copyable(&[&a, &c])?;
            return Ok(Ltl::or(Ltl::and(a.clone(), c.clone()), Ltl::and(Ltl::not(a), Ltl::not(c))));
        }
        Ok(a)
    }

    fn implication(&mut self) -> Res<Ltl> {
        self.p.enter()?;
        let r = self.implication_level();
        self.p.leave(r)
    }

    fn implication_level(&mut self) -> Res<Ltl> {
        let a = self.disjunction()?;
        if self.p.eat("->") {
            return Ok(Ltl::or(Ltl::not(a), self.implication()?));
        }
        Ok(a)
    }

    fn disjunction(&mut self) -> Res<Ltl> {
        let mut a = self.conjunction()?;
        while self.p.eat("||") {
            a = Ltl::or(a, self.conjunction()?);
        }
        Ok(a)
    }

    fn conjunction(&mut self) -> Res<Ltl> {
        let mut a = self.binary_temporal()?;
        while self.p.eat("&&") {
            a = Ltl::and(a, self.binary_temporal()?);
        }
        Ok(a)
    }

    fn binary_temporal(&mut self) -> Res<Ltl> {
        self.p.enter()?;
        let r = self.binary_temporal_level();
        self.p.leave(r)
    }

    fn binary_temporal_level(&mut self) -> Res<Ltl> {
        let a = self.unary()?;
        let Some(op) = self.next_is_word(&["U", "R", "W"]) else { return Ok(a) };
        self.p.pos += 1;
        let c = self.binary_temporal()?;
        if op == "W" {
            self.copyable(&[&a, &c])?;
        }
        Ok(match op {
            "U" => Ltl::until(a, c),
            "R" => Ltl::release(a, c),
            // a W c: a until c, or a forever.
            _ => Ltl::release(c.clone(), Ltl::or(a, c)),
        })
    }

    fn unary(&mut self) -> Res<Ltl> {
        self.p.enter()?;
        let r = self.unary_level();
        self.p.leave(r)
    }

    fn unary_level(&mut self) -> Res<Ltl> {
        if self.p.eat("!") {
            return Ok(Ltl::not(self.unary()?));
        }
        if self.p.eat("<>") {
            return Ok(Ltl::finally(self.unary()?));
        }
        if self.p.is_sym("[") && matches!(self.p.toks.get(self.p.pos + 1), Some((Tok::Sym("]"), _))) {
            self.p.pos += 2;
            return Ok(Ltl::globally(self.unary()?));
        }
        if let Some(op) = self.next_is_word(&["G", "F", "X"]) {
            self.p.pos += 1;
            let f = self.unary()?;
            return Ok(match op {
                "G" => Ltl::globally(f),
                "F" => Ltl::finally(f),
                _ => Ltl::Next(b(f)),
            });
        }
        self.primary()
    }

    fn primary(&mut self) -> Res<Ltl> {
        if let Some(p) = self.p.named_atom()? {
            return self.atom(p);
        }
        // '(' opens an arithmetic operand or a parenthesised formula: try
        // the proposition first.
        let save = self.p.pos;
        match self.comparison() {
            Ok(p) => self.atom(p),
            Err(e) => {
                if self.p.toks.get(save).map(|t| &t.0) != Some(&Tok::Sym("(")) {
                    return Err(e);
                }
                self.p.pos = save + 1;
                let f = self.equivalence()?;
                self.p.expect(")")?;
                Ok(f)
            }
        }
    }

    /// `expr CMP expr`, or an expression alone (true when not 0).
    fn comparison(&mut self) -> Res<Prop> {
        let save = self.p.pos;
        let e = self.p.expr()?;
        let cmp = ["<", "<=", "==", "!=", ">=", ">"].iter().any(|s| self.p.is_sym(s));
        if cmp {
            self.p.pos = save;
            return self.p.comparison();
        }
        Ok(Prop::Cmp(e, CmpOp::Ne, Expr::Int(0)))
    }

    fn atom(&mut self, p: Prop) -> Res<Ltl> {
        Ok(match p {
            Prop::Const(true) => Ltl::True,
            Prop::Const(false) => Ltl::False,
            p => {
                let i = match self.atoms.iter().position(|a| *a == p) {
                    Some(i) => i,
                    None => {
                        if self.atoms.len() == MAX_ATOMS {
                            return self.p.err(format!("more than {} different propositions", MAX_ATOMS));
                        }
                        self.atoms.push(p);
                        self.atoms.len() - 1
                    }
                };
                Ltl::Atom(i)
            }
        })
    }
}

/// A formula given on a command line, perhaps still in the quotes a
/// whitespace-split annotation leaves around it.
pub fn unquote(text: &str) -> &str {
    let t = text.trim();
    for q in ['\'', '"'] {
        if let Some(inner) = t.strip_prefix(q).and_then(|t| t.strip_suffix(q)) {
            return inner;
        }
    }
    t
}

pub fn parse(text: &str) -> Result<Formula, ParseError> {
    let text = unquote(text);
    let toks = lex(text)?;
    if toks.is_empty() {
        return Err(ParseError { at: 0, message: "the formula is empty".into() });
    }
    let mut p = LtlParser { p: Parser::new(toks, text.len()), atoms: Vec::new() };
    let root = p.equivalence()?;
    if p.p.pos < p.p.toks.len() {
        return p.p.err("unexpected text after the formula");
    }
    Ok(Formula { root, atoms: p.atoms })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(s: &str) -> Prop {
        Prop::Cmp(Expr::Var(s.into()), CmpOp::Ne, Expr::Int(0))
    }

    #[test]
    fn operators_bind_as_documented() {
        let f = parse("G (want -> F crit)").unwrap();
        assert_eq!(f.atoms, vec![var("want"), var("crit")]);
        let (w, c) = (Ltl::Atom(0), Ltl::Atom(1));
        assert_eq!(f.root, Ltl::globally(Ltl::or(Ltl::not(w.clone()), Ltl::finally(c.clone()))));
        // U binds tighter than &&, && than ||, || than ->.
        let f = parse("a U b && c || d -> e").unwrap();
        let a = |i| Ltl::Atom(i);
        assert_eq!(f.root, Ltl::or(Ltl::not(Ltl::or(Ltl::and(Ltl::until(a(0), a(1)), a(2)), a(3))), a(4)));
        // Spin's spelling, and no spaces at all.
        assert_eq!(parse("[](label:want-><>label:crit)").unwrap().root, parse("G (label:want -> F label:crit)").unwrap().root);
        assert_eq!(parse("'G(x>1)'").unwrap(), parse("G (x > 1)").unwrap());
    }

    #[test]
    fn atoms_are_the_query_languages() {
        let f = parse("G (count + 1 >= 2 || !label:crit) U (exit && call:f)").unwrap();
        assert_eq!(f.atoms.len(), 4);
        assert!(matches!(f.atoms[0], Prop::Cmp(Expr::Bin(..), CmpOp::Ge, Expr::Int(2))));
        assert_eq!(f.atoms[1], Prop::Label("crit".into()));
        assert_eq!(f.atoms[2], Prop::Exit);
        assert_eq!(f.atoms[3], Prop::Call("f".into()));
        // The same atom twice is one atom; parentheses around arithmetic.
        let f = parse("(x + 1) * 2 > 3 && X ((x + 1) * 2 > 3)").unwrap();
        assert_eq!(f.atoms.len(), 1);
        assert_eq!(parse("true U false").unwrap().root, Ltl::until(Ltl::True, Ltl::False));
    }

    #[test]
    fn a_parenthesised_named_proposition_is_the_proposition() {
        // (Found by tools/src/fuzz.rs: `(exit)` was the variable `exit` != 0.)
        for word in ["exit", "error", "deadlock", "true", "false"] {
            assert_eq!(parse(&format!("G ({})", word)).unwrap(), parse(&format!("G {}", word)).unwrap(), "{}", word);
        }
        assert_eq!(parse("F ((error))").unwrap().atoms, vec![Prop::Error]);
        assert!(parse("G (x + exit > 1)").is_err());
    }

    #[test]
    fn bad_formulas_say_where() {
        for (bad, what) in [
            ("", "empty"),
            ("G", "expected"),
            ("G (a -> F b", "expected ')'"),
            ("a b", "after the formula"),
            ("a U", "expected"),
            ("x == ", "expected"),
            ("G a $ b", "'$'"),
        ] {
            let e = parse(bad).unwrap_err();
            assert!(e.to_string().contains(what), "{:?}: {}", bad, e);
        }
    }

    #[test]
    fn lasso_semantics() {
        let (p, q) = (Ltl::Atom(0), Ltl::Atom(1));
        // p then (q, nothing) forever.
        let (stem, cycle) = ([1u64], [2u64, 0]);
        assert!(p.holds_on_lasso(&stem, &cycle));
        assert!(Ltl::Next(b(q.clone())).holds_on_lasso(&stem, &cycle));
        assert!(Ltl::globally(Ltl::finally(q.clone())).holds_on_lasso(&stem, &cycle));
        assert!(!Ltl::finally(Ltl::globally(q.clone())).holds_on_lasso(&stem, &cycle));
        assert!(Ltl::until(p.clone(), q.clone()).holds_on_lasso(&stem, &cycle));
        assert!(!Ltl::until(q.clone(), p.clone()).holds_on_lasso(&[2], &[0]));
        assert!(Ltl::release(p.clone(), q.clone()).holds_on_lasso(&[], &[2]));
        assert!(!Ltl::release(p, q).holds_on_lasso(&[2], &[0]));
    }
}
