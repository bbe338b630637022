//! The SMC query language (after Lodin):
//!
//! ```text
//! query := 'Pr' '[' '<=' INT ']' '(' '<>' prop ')' [ ('>=' | '<=') NUMBER ]
//!        | 'Estimate' '[' '<=' INT (',' | ';') INT ']' '{' ('max' | 'min') [':'] expr '}'
//! prop  := prop '||' prop | prop '&&' prop | '!' prop | '(' prop ')'
//!        | 'true' | 'false' | 'error' | 'deadlock' | 'exit'
//!        | 'label:' NAME | 'call:' FUNC | expr CMP expr
//! expr  := expr ('+'|'-'|'*'|'/'|'%') expr | '-' expr | '(' expr ')' | INT | lvalue
//! lvalue:= NAME ('.' NAME | '[' INT ']')*
//! ```

use std::fmt;

#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    /// `Pr[<=bound](<> prop)`, optionally compared with a threshold.
    Probability { bound: u64, prop: Prop, hypothesis: Option<Hypothesis> },
    /// `Estimate[<=bound, runs]{max expr}`.
    Estimate { bound: u64, runs: u64, aggregate: Aggregate, expr: Expr },
}

/// `Pr(...) >= theta` (`at_least`) or `Pr(...) <= theta`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hypothesis {
    pub at_least: bool,
    pub theta: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aggregate {
    Max,
    Min,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Prop {
    Const(bool),
    Error,
    Deadlock,
    Exit,
    Label(String),
    Call(String),
    Cmp(Expr, CmpOp, Expr),
    Not(Box<Prop>),
    And(Box<Prop>, Box<Prop>),
    Or(Box<Prop>, Box<Prop>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Lt,
    Le,
    Eq,
    Ne,
    Ge,
    Gt,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Int(i64),
    /// A global variable or a field/element of one, as written (`flags.done`).
    Var(String),
    Neg(Box<Expr>),
    Bin(BinOp, Box<Expr>, Box<Expr>),
}

impl Prop {
    /// Every variable named in the proposition.
    pub fn vars(&self, out: &mut Vec<String>) {
        match self {
            Prop::Cmp(a, _, b) => {
                a.vars(out);
                b.vars(out);
            }
            Prop::Not(p) => p.vars(out),
            Prop::And(a, b) | Prop::Or(a, b) => {
                a.vars(out);
                b.vars(out);
            }
            _ => {}
        }
    }
}

impl Expr {
    pub fn vars(&self, out: &mut Vec<String>) {
        match self {
            Expr::Int(_) => {}
            Expr::Var(v) => {
                if !out.contains(v) {
                    out.push(v.clone())
                }
            }
            Expr::Neg(e) => e.vars(out),
            Expr::Bin(_, a, b) => {
                a.vars(out);
                b.vars(out);
            }
        }
    }
}

/// A syntax error with the byte position in the query text.
#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    pub at: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at character {})", self.message, self.at + 1)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Tok {
    Ident(String),
    Int(i64),
    Num(f64),
    Sym(&'static str),
}

// (`->` and `<->` are LTL's implication and equivalence, `ltl/formula.rs`;
// no SMC query has them, and they must lex before `-` and `<`.)
const SYMBOLS: &[&str] = &[
    "<->", "->", "<>", "<=", ">=", "==", "!=", "&&", "||", "<", ">", "!", "(", ")", "[", "]", "{", "}", ",", ";", ":", ".", "+", "-", "*", "/", "%",
];

/// The words that name propositions, which no variable can have.
const PROPOSITION_WORDS: &[&str] = &["true", "false", "error", "deadlock", "exit"];

/// The most tokens a query or an LTL formula may have: their trees are
/// evaluated by recursion (on every step, on worker threads), so their
/// depth must stay far below what a thread's stack holds.
pub const MAX_TOKENS: usize = 4096;

/// The deepest nesting (parentheses, prefix operators) the recursive
/// parsers accept: past it, a crafted text would overflow their stack.
pub const MAX_NESTING: usize = 256;

pub(crate) fn lex(s: &str) -> Result<Vec<(Tok, usize)>, ParseError> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if out.len() == MAX_TOKENS {
            return Err(ParseError { at: i, message: format!("too long: more than {} tokens", MAX_TOKENS) });
        }
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let st = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push((Tok::Ident(s[st..i].to_string()), st));
        } else if c.is_ascii_digit() {
            let st = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.') {
                i += 1;
            }
            let text = &s[st..i];
            let tok = if let Some(h) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
                i64::from_str_radix(h, 16).ok().map(Tok::Int)
            } else if text.contains(['.', 'e', 'E']) {
                text.parse::<f64>().ok().map(Tok::Num)
            } else {
                text.parse::<i64>().ok().map(Tok::Int)
            };
            out.push((tok.ok_or_else(|| ParseError { at: st, message: format!("bad number '{}'", text) })?, st));
        } else if let Some(sym) = SYMBOLS.iter().find(|p| s[i..].starts_with(**p)) {
            out.push((Tok::Sym(sym), i));
            i += sym.len();
        } else {
            let ch = s[i..].chars().next().unwrap_or('?');
            return Err(ParseError { at: i, message: format!("unexpected character '{}'", ch) });
        }
    }
    Ok(out)
}

pub(crate) struct Parser {
    pub(crate) toks: Vec<(Tok, usize)>,
    pub(crate) pos: usize,
    pub(crate) end: usize,
    /// How deep the recursive descent is (`nested`).
    pub(crate) depth: usize,
}

pub(crate) type Res<T> = Result<T, ParseError>;

impl Parser {
    pub(crate) fn new(toks: Vec<(Tok, usize)>, end: usize) -> Parser {
        Parser { toks, pos: 0, end, depth: 0 }
    }

    /// Enters one level of recursive descent, refused past
    /// `MAX_NESTING`; `leave` must follow whatever the level returns, so
    /// that backtracking callers keep an exact depth.
    pub(crate) fn enter(&mut self) -> Res<()> {
        if self.depth >= MAX_NESTING {
            return self.err(format!("nested more than {} deep", MAX_NESTING));
        }
        self.depth += 1;
        Ok(())
    }

    pub(crate) fn leave<T>(&mut self, r: Res<T>) -> Res<T> {
        self.depth -= 1;
        r
    }

    pub(crate) fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.0)
    }

    pub(crate) fn at(&self) -> usize {
        self.toks.get(self.pos).map(|t| t.1).unwrap_or(self.end)
    }

    pub(crate) fn err<T>(&self, message: impl Into<String>) -> Res<T> {
        Err(ParseError { at: self.at(), message: message.into() })
    }

    pub(crate) fn is_sym(&self, s: &str) -> bool {
        matches!(self.peek(), Some(Tok::Sym(x)) if *x == s)
    }

    pub(crate) fn eat(&mut self, s: &str) -> bool {
        if self.is_sym(s) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub(crate) fn expect(&mut self, s: &str) -> Res<()> {
        if self.eat(s) {
            Ok(())
        } else {
            self.err(format!("expected '{}'", s))
        }
    }

    fn ident(&mut self) -> Res<String> {
        match self.peek() {
            Some(Tok::Ident(n)) => {
                let n = n.clone();
                self.pos += 1;
                Ok(n)
            }
            _ => self.err("expected a name"),
        }
    }

    fn int(&mut self) -> Res<i64> {
        match self.peek() {
            Some(Tok::Int(n)) => {
                let n = *n;
                self.pos += 1;
                Ok(n)
            }
            _ => self.err("expected an integer"),
        }
    }

    fn count(&mut self, what: &str) -> Res<u64> {
        let n = self.int()?;
        if n <= 0 {
            self.pos -= 1;
            return self.err(format!("{} must be positive", what));
        }
        Ok(n as u64)
    }

    fn number(&mut self) -> Res<f64> {
        match self.peek() {
            Some(Tok::Int(n)) => {
                let n = *n as f64;
                self.pos += 1;
                Ok(n)
            }
            Some(Tok::Num(x)) => {
                let x = *x;
                self.pos += 1;
                Ok(x)
            }
            _ => self.err("expected a number"),
        }
    }

    fn query(&mut self) -> Res<Query> {
        let head = self.ident()?;
        let q = match head.as_str() {
            "Pr" => {
                self.expect("[")?;
                self.expect("<=")?;
                let bound = self.count("the step bound")?;
                self.expect("]")?;
                self.expect("(")?;
                if !self.eat("<>") {
                    return self.err("expected '<>' (only 'eventually' properties are supported)");
                }
                let prop = self.prop()?;
                self.expect(")")?;
                let hypothesis = if self.is_sym(">=") || self.is_sym("<=") {
                    let at_least = self.eat(">=");
                    if !at_least {
                        self.pos += 1;
                    }
                    let at = self.at();
                    let theta = self.number()?;
                    if !(0.0..=1.0).contains(&theta) {
                        return Err(ParseError { at, message: format!("the threshold {} is not a probability", theta) });
                    }
                    Some(Hypothesis { at_least, theta })
                } else {
                    None
                };
                Query::Probability { bound, prop, hypothesis }
            }
            "Estimate" | "E" => {
                self.expect("[")?;
                self.expect("<=")?;
                let bound = self.count("the step bound")?;
                if !self.eat(",") && !self.eat(";") {
                    return self.err("expected ',' and the number of runs");
                }
                let runs = self.count("the number of runs")?;
                self.expect("]")?;
                self.expect("{")?;
                let aggregate = match self.ident()?.as_str() {
                    "max" => Aggregate::Max,
                    "min" => Aggregate::Min,
                    _ => {
                        self.pos -= 1;
                        return self.err("expected 'max' or 'min'");
                    }
                };
                self.eat(":");
                let expr = self.expr()?;
                self.expect("}")?;
                Query::Estimate { bound, runs, aggregate, expr }
            }
            _ => {
                self.pos -= 1;
                return self.err("a query starts with 'Pr' or 'Estimate'");
            }
        };
        if self.pos < self.toks.len() {
            return self.err("unexpected text after the query");
        }
        Ok(q)
    }

    fn prop(&mut self) -> Res<Prop> {
        let mut p = self.conj()?;
        while self.eat("||") {
            p = Prop::Or(Box::new(p), Box::new(self.conj()?));
        }
        Ok(p)
    }

    fn conj(&mut self) -> Res<Prop> {
        let mut p = self.unary()?;
        while self.eat("&&") {
            p = Prop::And(Box::new(p), Box::new(self.unary()?));
        }
        Ok(p)
    }

    fn unary(&mut self) -> Res<Prop> {
        self.enter()?;
        let r = self.unary_level();
        self.leave(r)
    }

    fn unary_level(&mut self) -> Res<Prop> {
        if self.eat("!") {
            return Ok(Prop::Not(Box::new(self.unary()?)));
        }
        if let Some(p) = self.named_atom()? {
            return Ok(p);
        }
        // '(' opens either an arithmetic operand of a comparison or a
        // parenthesised proposition: try the comparison first.
        let save = self.pos;
        match self.comparison() {
            Ok(p) => Ok(p),
            Err(e) => {
                if self.toks.get(save).map(|t| &t.0) == Some(&Tok::Sym("(")) {
                    self.pos = save + 1;
                    let p = self.prop()?;
                    self.expect(")")?;
                    Ok(p)
                } else {
                    Err(e)
                }
            }
        }
    }

    /// A proposition named by a word: `label:NAME`, `call:FUNC`, `true`,
    /// `false`, `error`, `deadlock`, `exit`; `None` (nothing read) if the
    /// next token starts none.
    pub(crate) fn named_atom(&mut self) -> Res<Option<Prop>> {
        let Some(Tok::Ident(name)) = self.peek() else { return Ok(None) };
        let name = name.clone();
        let next_is = |p: &Parser, s: &str| matches!(p.toks.get(p.pos + 1), Some((Tok::Sym(x), _)) if *x == s);
        Ok(Some(match name.as_str() {
            "label" | "call" if next_is(self, ":") => {
                self.pos += 2;
                let n = self.ident()?;
                if name == "label" {
                    Prop::Label(n)
                } else {
                    Prop::Call(n)
                }
            }
            "true" | "false" | "error" | "deadlock" | "exit" => {
                self.pos += 1;
                match name.as_str() {
                    "true" => Prop::Const(true),
                    "false" => Prop::Const(false),
                    "error" => Prop::Error,
                    "deadlock" => Prop::Deadlock,
                    _ => Prop::Exit,
                }
            }
            _ => return Ok(None),
        }))
    }

    pub(crate) fn comparison(&mut self) -> Res<Prop> {
        let a = self.expr()?;
        let op = match self.peek() {
            Some(Tok::Sym("<")) => CmpOp::Lt,
            Some(Tok::Sym("<=")) => CmpOp::Le,
            Some(Tok::Sym("==")) => CmpOp::Eq,
            Some(Tok::Sym("!=")) => CmpOp::Ne,
            Some(Tok::Sym(">=")) => CmpOp::Ge,
            Some(Tok::Sym(">")) => CmpOp::Gt,
            _ => return self.err("expected a comparison (<, <=, ==, !=, >=, >) or a proposition (error, deadlock, exit, label:NAME, call:FUNC)"),
        };
        self.pos += 1;
        let b = self.expr()?;
        Ok(Prop::Cmp(a, op, b))
    }

    pub(crate) fn expr(&mut self) -> Res<Expr> {
        let mut e = self.term()?;
        loop {
            let op = if self.eat("+") {
                BinOp::Add
            } else if self.eat("-") {
                BinOp::Sub
            } else {
                return Ok(e);
            };
            e = Expr::Bin(op, Box::new(e), Box::new(self.term()?));
        }
    }

    fn term(&mut self) -> Res<Expr> {
        let mut e = self.factor()?;
        loop {
            let op = if self.eat("*") {
                BinOp::Mul
            } else if self.eat("/") {
                BinOp::Div
            } else if self.eat("%") {
                BinOp::Rem
            } else {
                return Ok(e);
            };
            e = Expr::Bin(op, Box::new(e), Box::new(self.factor()?));
        }
    }

    fn factor(&mut self) -> Res<Expr> {
        self.enter()?;
        let r = self.factor_level();
        self.leave(r)
    }

    fn factor_level(&mut self) -> Res<Expr> {
        if self.eat("-") {
            return Ok(Expr::Neg(Box::new(self.factor()?)));
        }
        if self.eat("(") {
            let e = self.expr()?;
            self.expect(")")?;
            return Ok(e);
        }
        match self.peek() {
            Some(Tok::Int(_)) => Ok(Expr::Int(self.int()?)),
            // (The named propositions are no variables: `(exit)` in a
            // formula is the proposition, as `exit` is.)
            Some(Tok::Ident(n)) if !PROPOSITION_WORDS.contains(&n.as_str()) => {
                let mut v = self.ident()?;
                loop {
                    if self.eat(".") {
                        v.push('.');
                        v.push_str(&self.ident()?);
                    } else if self.eat("[") {
                        let i = self.int()?;
                        self.expect("]")?;
                        v.push_str(&format!("[{}]", i));
                    } else {
                        return Ok(Expr::Var(v));
                    }
                }
            }
            _ => self.err("expected a number, a variable or '('"),
        }
    }
}

pub fn parse(text: &str) -> Result<Query, ParseError> {
    let toks = lex(text)?;
    let mut p = Parser::new(toks, text.len());
    p.query()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(s: &str) -> Expr {
        Expr::Var(s.into())
    }

    #[test]
    fn probability_queries() {
        let q = parse("Pr[<=5000](<> error)").unwrap();
        assert_eq!(q, Query::Probability { bound: 5000, prop: Prop::Error, hypothesis: None });
        let q = parse("Pr[<=10](<> label:crit && !(count == 2 || flags.done != 0)) >= 0.9").unwrap();
        let Query::Probability { bound: 10, prop, hypothesis: Some(h) } = q else { panic!("{:?}", q) };
        assert_eq!(h, Hypothesis { at_least: true, theta: 0.9 });
        assert_eq!(
            prop,
            Prop::And(
                Box::new(Prop::Label("crit".into())),
                Box::new(Prop::Not(Box::new(Prop::Or(
                    Box::new(Prop::Cmp(var("count"), CmpOp::Eq, Expr::Int(2))),
                    Box::new(Prop::Cmp(var("flags.done"), CmpOp::Ne, Expr::Int(0)))
                ))))
            )
        );
    }

    #[test]
    fn parenthesised_arithmetic_is_a_comparison() {
        let q = parse("Pr[<=3](<> (a + b) * 2 >= a[3] - -1)").unwrap();
        let Query::Probability { prop: Prop::Cmp(l, CmpOp::Ge, r), .. } = q else { panic!() };
        assert_eq!(l, Expr::Bin(BinOp::Mul, Box::new(Expr::Bin(BinOp::Add, Box::new(var("a")), Box::new(var("b")))), Box::new(Expr::Int(2))));
        assert_eq!(r, Expr::Bin(BinOp::Sub, Box::new(var("a[3]")), Box::new(Expr::Neg(Box::new(Expr::Int(1))))));
    }

    #[test]
    fn estimate_queries() {
        let q = parse("Estimate[<=100, 500]{max count + 1}").unwrap();
        assert_eq!(
            q,
            Query::Estimate {
                bound: 100,
                runs: 500,
                aggregate: Aggregate::Max,
                expr: Expr::Bin(BinOp::Add, Box::new(var("count")), Box::new(Expr::Int(1)))
            }
        );
        assert!(parse("E[<=100; 5]{min: x}").is_ok());
    }

    #[test]
    fn errors_point_at_the_problem() {
        let e = parse("Pr[<=10](<> count ==)").unwrap_err();
        assert_eq!(e.at, 20);
        assert!(parse("Pr[<=0](<> error)").unwrap_err().message.contains("positive"));
        assert!(parse("Pr[<=10]([] error)").is_err());
        assert!(parse("Pr[<=10](<> error) >= 1.5").unwrap_err().message.contains("probability"));
        assert!(parse("Pr[<=10](<> error) extra").unwrap_err().message.contains("after"));
        assert!(parse("Pr[<=10](<> a $ b)").unwrap_err().message.contains("'$'"));
        assert!(parse("Foo[<=1](<> error)").is_err());
    }
}
