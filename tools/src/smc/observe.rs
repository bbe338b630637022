//! Evaluating a query's proposition or expression on a run: after each
//! edge, on what the edge did (error, exit, labels, watched calls) and on
//! the globals of the state it reached.

use super::probe::Var;
use super::query::{Aggregate, BinOp, CmpOp, Expr, Prop};
use crate::verdict::ErrorKind;
use divm_vm::ir::{FuncId, Program};
use divm_vm::{abi, Edge, Machine};

/// What an edge did, as far as propositions can see.
#[derive(Default)]
pub struct Facts<'a> {
    /// The error kind when the edge is an error edge (`deadlock`, `assert`, …).
    pub error: Option<ErrorKind>,
    pub exit: bool,
    pub edge: Option<&'a Edge>,
}

/// A proposition with its names resolved.
#[derive(Clone, Debug)]
pub enum Check {
    Const(bool),
    Error,
    Deadlock,
    Exit,
    Label(String),
    Call(FuncId),
    Cmp(Term, CmpOp, Term),
    Not(Box<Check>),
    And(Box<Check>, Box<Check>),
    Or(Box<Check>, Box<Check>),
}

/// An expression with its variables resolved to indices into the var table.
#[derive(Clone, Debug)]
pub enum Term {
    Int(i64),
    Var(usize),
    Neg(Box<Term>),
    Bin(BinOp, Box<Term>, Box<Term>),
}

fn var_index(vars: &[Var], name: &str) -> usize {
    vars.iter().position(|v| v.name == name).expect("every variable was resolved")
}

impl Term {
    pub fn new(e: &Expr, vars: &[Var]) -> Term {
        match e {
            Expr::Int(n) => Term::Int(*n),
            Expr::Var(v) => Term::Var(var_index(vars, v)),
            Expr::Neg(e) => Term::Neg(Box::new(Term::new(e, vars))),
            Expr::Bin(op, a, b) => Term::Bin(*op, Box::new(Term::new(a, vars)), Box::new(Term::new(b, vars))),
        }
    }

    /// The value in `m`'s state; `None` when a variable is undefined or a
    /// division by zero happens.
    pub fn eval(&self, vars: &[Var], m: &Machine) -> Option<i64> {
        Some(match self {
            Term::Int(n) => *n,
            Term::Var(i) => vars[*i].read(m)?,
            Term::Neg(e) => e.eval(vars, m)?.wrapping_neg(),
            Term::Bin(op, a, b) => {
                let (x, y) = (a.eval(vars, m)?, b.eval(vars, m)?);
                match op {
                    BinOp::Add => x.wrapping_add(y),
                    BinOp::Sub => x.wrapping_sub(y),
                    BinOp::Mul => x.wrapping_mul(y),
                    BinOp::Div => x.checked_div(y)?,
                    BinOp::Rem => x.checked_rem(y)?,
                }
            }
        })
    }
}

/// Why a proposition cannot be compiled.
pub fn unknown_function(name: &str) -> String {
    format!("query: call:{}: the program has no function '{}'", name, name)
}

impl Check {
    pub fn new(p: &Prop, prog: &Program, vars: &[Var]) -> Result<Check, String> {
        let b = |p: &Prop| Check::new(p, prog, vars).map(Box::new);
        Ok(match p {
            Prop::Const(v) => Check::Const(*v),
            Prop::Error => Check::Error,
            Prop::Deadlock => Check::Deadlock,
            Prop::Exit => Check::Exit,
            Prop::Label(l) => Check::Label(l.clone()),
            Prop::Call(f) => Check::Call(prog.function(f).ok_or_else(|| unknown_function(f))?),
            Prop::Cmp(a, op, c) => Check::Cmp(Term::new(a, vars), *op, Term::new(c, vars)),
            Prop::Not(p) => Check::Not(b(p)?),
            Prop::And(x, y) => Check::And(b(x)?, b(y)?),
            Prop::Or(x, y) => Check::Or(b(x)?, b(y)?),
        })
    }

    pub fn holds(&self, facts: &Facts, vars: &[Var], m: &Machine) -> bool {
        match self {
            Check::Const(v) => *v,
            Check::Error => facts.error.is_some(),
            Check::Deadlock => facts.error == Some(ErrorKind::Deadlock),
            Check::Exit => facts.exit,
            Check::Label(l) => facts.edge.is_some_and(|e| e.traces.iter().any(|t| t.kind == abi::T_LABEL && t.bytes == l.as_bytes())),
            Check::Call(f) => facts.edge.is_some_and(|e| e.calls.contains(f)),
            Check::Cmp(a, op, b) => match (a.eval(vars, m), b.eval(vars, m)) {
                (Some(x), Some(y)) => match op {
                    CmpOp::Lt => x < y,
                    CmpOp::Le => x <= y,
                    CmpOp::Eq => x == y,
                    CmpOp::Ne => x != y,
                    CmpOp::Ge => x >= y,
                    CmpOp::Gt => x > y,
                },
                _ => false,
            },
            Check::Not(p) => !p.holds(facts, vars, m),
            Check::And(a, b) => a.holds(facts, vars, m) && b.holds(facts, vars, m),
            Check::Or(a, b) => a.holds(facts, vars, m) || b.holds(facts, vars, m),
        }
    }

    /// Functions whose calls the VM must record.
    pub fn watched(&self, out: &mut Vec<FuncId>) {
        match self {
            Check::Call(f) => out.push(*f),
            Check::Not(p) => p.watched(out),
            Check::And(a, b) | Check::Or(a, b) => {
                a.watched(out);
                b.watched(out);
            }
            _ => {}
        }
    }
}

/// What a run watches: a proposition (`Pr`) or an aggregate (`Estimate`).
#[derive(Clone, Debug)]
pub enum Observer {
    Reach(Check),
    Extreme(Aggregate, Term),
}
