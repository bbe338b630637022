//! Symbolic execution in the evaluator: operations whose operands are
//! terms build terms, and where a term decides something (a branch, a
//! switch, a fault check, an address) the machine asks its driver's
//! solver which outcomes the path allows and forks over them as a choice.
//!
//! The path condition and the number of inputs made so far live in the
//! control register `CR_SYMBOLIC`, so they are part of the state: two
//! states match only with the same path condition (by term id). Every
//! fork is a choice recorded in `Edge::forks`, so that a counterexample
//! replays concretely without them.

use super::arith::scalar_bits;
use super::fault::{Fault, FaultKind};
use super::{Chooser, FrameInfo, Machine, Stop, VmError};
use crate::abi;
use crate::ir::*;
use crate::memory::*;
use crate::scalar::IntFault;
use crate::term::{self, Sat, Term};
use std::sync::Arc;

/// The solver a symbolic machine asks (`Config::solver`).
#[derive(Clone)]
pub struct SolverRef(pub Arc<dyn term::Solver>);

impl std::fmt::Debug for SolverRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SolverRef")
    }
}

/// An input made on an edge: the path's `index`-th, of `width` bits, read
/// by `callee` (the `__VERIFIER_nondet_*` function) at `at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InputSite {
    pub index: u32,
    pub width: u32,
    pub signed: bool,
    pub at: FrameInfo,
    pub callee: Option<FuncId>,
}

/// `lo <= delta <= hi` (signed, 64 bits).
fn within(delta: Term, lo: i64, hi: i64) -> Term {
    let c64 = |v: i64| term::constant(64, v as u64 as u128);
    term::and(term::cmp(IPred::Sge, delta, c64(lo)), term::cmp(IPred::Sle, delta, c64(hi)))
}

/// What a `select` on a symbolic condition gives.
pub(crate) enum Selected {
    Value(Val),
    Operand(Operand),
}

/// The values a term may take under a condition (`Machine::values_of`),
/// by (term, condition): sorted, and whether they are all of them.
pub(crate) type ValueCache = std::collections::HashMap<(Term, Term), (Vec<u128>, bool)>;

/// Most values an address with a symbolic offset is forked over; past
/// it, the rest is left out and the result says so.
const OFFSET_VALUES: usize = 4096;
/// Most values a symbolic size or length is forked over.
const CONCRETE_VALUES: usize = 64;

impl<'p> Machine<'p> {
    /// The path condition.
    pub fn path_condition(&self) -> Term {
        Term(self.state.ctl[abi::CR_SYMBOLIC] as u32)
    }

    fn set_path(&mut self, t: Term) {
        let r = &mut self.state.ctl[abi::CR_SYMBOLIC];
        *r = (*r & !0xffff_ffff) | t.0 as u64;
    }

    fn solver(&self) -> Result<&Arc<dyn term::Solver>, Stop> {
        match &self.cfg.solver {
            Some(s) => Ok(&s.0),
            None => Err(VmError::Unsupported { what: "a symbolic value outside symbolic mode".into(), at: self.here_text() }.into()),
        }
    }

    /// Where the program is, for messages: the user's line, and the
    /// running function's if that is another (the OS's, libc's).
    pub(crate) fn here_text(&self) -> String {
        let here = FrameInfo { func: self.func, pc: self.pc };
        let user = self.innermost_user_frame();
        if user == here {
            self.location_text(here)
        } else {
            format!("{} (in {})", self.location_text(user), self.location_text(here))
        }
    }

    /// Whether `c` can hold on this path (an unknown answer counts as
    /// possible: a path too many, never one too few).
    fn possible(&self, c: Term) -> Result<bool, Stop> {
        if let term::Node::Const { bits, .. } = term::node(c) {
            return Ok(bits != 0);
        }
        let q = term::and(self.path_condition(), c);
        Ok(self.solver()?.check(q) != Sat::No)
    }

    /// A fork over `n` outcomes (n >= 2): a choice, noted as a fork.
    fn fork(&mut self, n: u32, ch: &mut dyn Chooser) -> Result<u32, Stop> {
        if self.pause_at_choice {
            return Err(Stop::Pause);
        }
        let v = ch.choose(n, None).min(n - 1);
        self.edge.forks.push(self.edge.choices.len() as u32);
        self.note_choice(n, v);
        Ok(v)
    }

    /// Decides a one-bit term: forks if both outcomes are possible, and
    /// adds the outcome taken to the path condition.
    pub(crate) fn decide_term(&mut self, c: Term, ch: &mut dyn Chooser) -> Result<bool, Stop> {
        let c = term::fit(c, 1);
        let (yes, no) = (self.possible(c)?, self.possible(term::not(c))?);
        let taken = match (yes, no) {
            (true, true) => self.fork(2, ch)? == 1,
            (y, _) => y,
        };
        if yes && no {
            let cond = if taken { c } else { term::not(c) };
            self.set_path(term::and(self.path_condition(), cond));
        }
        Ok(taken)
    }

    /// One value of `t` that the path allows, which the path condition
    /// then holds to (`__vm_concrete`): no fork, the path narrows.
    pub(crate) fn pin(&mut self, t: Term) -> u128 {
        let v = self.witness(&[t])[0];
        let cond = term::cmp(IPred::Eq, t, term::constant(term::width(t), v));
        self.set_path(term::and(self.path_condition(), cond));
        v
    }

    /// A fresh input of `width` bits (`__vm_input`), as a value of
    /// `ret_size` bytes: a term, or with `Config::inputs` (concrete replay)
    /// the next listed value.
    pub(crate) fn input(&mut self, width: u32, signed: bool, ret_size: u32) -> Result<Val, Stop> {
        if !(1..=64).contains(&width) {
            return Err(Fault::new(FaultKind::Hypercall, format!("__vm_input of {} bits", width)).into());
        }
        let r = self.state.ctl[abi::CR_SYMBOLIC];
        let index = (r >> 32) as u32;
        self.state.ctl[abi::CR_SYMBOLIC] = (r & 0xffff_ffff) | ((index as u64 + 1) << 32);
        // (sticky: `Machine::sequential_run`)
        self.state.ctl[abi::CR_FLAGS] |= abi::CF_INPUTS;
        let at = self.innermost_user_frame();
        let bt = self.backtrace();
        let callee = bt.iter().position(|f| *f == at).and_then(|i| i.checked_sub(1)).map(|i| bt[i].func);
        self.edge.inputs.push(InputSite { index, width, signed, at, callee });
        let bits = 8 * ret_size.min(8);
        if let Some(values) = &self.cfg.inputs {
            let v = values.get(index as usize).copied().unwrap_or(0) & mask(width);
            let v = if signed { crate::scalar::sext(v, width) as u128 } else { v };
            return Ok(Val::int(v & mask(bits)));
        }
        self.solver()?;
        let t = term::ext(signed, term::input(index, width), bits.max(width));
        Ok(Val::term(t))
    }

    /// Refuses a symbolic value where the VM has no rule for one.
    pub(crate) fn concrete_only(&self, v: &Val, what: &str) -> Result<(), Stop> {
        if v.tag == TAG_TERM {
            return Err(VmError::Unsupported { what: format!("a symbolic value as {}", what), at: self.here_text() }.into());
        }
        Ok(())
    }

    /// Concrete values of `ts` on some path allowed by the path condition
    /// (for messages).
    fn witness(&self, ts: &[Term]) -> Vec<u128> {
        let model = self.solver().ok().and_then(|s| s.model(self.path_condition())).unwrap_or_default();
        let look = |i: u32| model.iter().find(|m| m.0 == i).map(|m| m.1);
        ts.iter().map(|&t| term::eval(t, &look)).collect()
    }

    /// `a op b` where an operand is symbolic: its faults first (each a
    /// fork when the path allows both), then the term.
    /// (`defined`: no operand has undefined bits, which the caller
    /// tracks; only then is signed overflow checked, as for values.)
    pub(crate) fn bin_term(&mut self, op: BinOp, w: u8, a: Val, b: Val, defined: bool, ch: &mut dyn Chooser) -> Result<Val, Stop> {
        let wi = w as u32;
        if a.is_ptr() || b.is_ptr() {
            return Err(VmError::Unsupported { what: "arithmetic on a pointer and a symbolic value".into(), at: self.here_text() }.into());
        }
        let (ta, tb) = (a.to_term(wi), b.to_term(wi));
        let zero = term::constant(wi, 0);
        let fault = |m: &Self, e: IntFault| {
            let v = m.witness(&[ta, tb]);
            super::arith::int_fault(e, op, wi, v[0], v[1])
        };
        match op {
            BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem => {
                if self.decide_term(term::cmp(IPred::Eq, tb, zero), ch)? {
                    return Err(fault(self, IntFault::DivideByZero).into());
                }
                if matches!(op, BinOp::SDiv | BinOp::SRem) {
                    let min = term::constant(wi, 1u128 << (wi - 1));
                    let overflow = term::and(term::cmp(IPred::Eq, ta, min), term::cmp(IPred::Eq, tb, term::constant(wi, mask(wi))));
                    if self.decide_term(overflow, ch)? {
                        return Err(fault(self, IntFault::SignedDivideOverflow).into());
                    }
                }
            }
            BinOp::Shl | BinOp::ShlNsw | BinOp::LShr | BinOp::AShr
                if self.decide_term(term::cmp(IPred::Uge, tb, term::constant(wi, wi as u128)), ch)? =>
            {
                return Err(fault(self, IntFault::ShiftTooFar).into());
            }
            _ => {}
        }
        let r = term::bin(op, ta, tb);
        let checked = defined && self.cfg.ub_overflow && matches!(op, BinOp::AddNsw | BinOp::SubNsw | BinOp::MulNsw | BinOp::ShlNsw);
        if checked {
            // Overflow: the operation at twice the width differs from the
            // result widened.
            let wide = |t: Term| term::ext(true, t, 2 * wi);
            let exact = match op {
                BinOp::ShlNsw => term::bin(BinOp::Shl, wide(ta), term::ext(false, tb, 2 * wi)),
                _ => term::bin(op, wide(ta), wide(tb)),
            };
            if self.decide_term(term::cmp(IPred::Ne, exact, wide(r)), ch)? {
                return Err(fault(self, IntFault::SignedOverflow).into());
            }
        }
        Ok(Val::term(r))
    }

    /// `a pred b` where an operand is symbolic.
    pub(crate) fn icmp_term(&mut self, pred: IPred, w: u8, a: Val, b: Val) -> Result<Val, Stop> {
        let wi = w as u32;
        if a.is_ptr() || b.is_ptr() {
            return Err(VmError::Unsupported { what: "a comparison of a pointer with a symbolic value".into(), at: self.here_text() }.into());
        }
        let n = wi.div_ceil(8).min(16);
        if !a.defined(n) || !b.defined(n) {
            return Ok(Val { bits: 0, undef: 1, tag: TAG_NONE });
        }
        Ok(Val::term(term::cmp(pred, a.to_term(wi), b.to_term(wi))))
    }

    /// An integer cast of a symbolic value.
    pub(crate) fn cast_term(&mut self, op: CastOp, fw: u32, tw: u32, t: Term) -> Result<Val, Stop> {
        let t = term::fit(t, fw);
        Ok(Val::term(match op {
            CastOp::Trunc => term::extract(t, 0, tw),
            CastOp::ZExt => term::ext(false, t, tw),
            CastOp::SExt => term::ext(true, t, tw),
            CastOp::BitCast if fw == tw => t,
            CastOp::IntToPtr | CastOp::PtrToInt => term::fit(t, tw),
            _ => {
                return Err(VmError::Unsupported { what: format!("{:?} of a symbolic value", op), at: self.here_text() }.into());
            }
        }))
    }

    /// `a op b` on `float`s or `double`s, one of them symbolic (not
    /// `frem`). A division by zero that is an error (`checked`) forks off
    /// first, as an integer one does.
    pub(crate) fn fbin_term(&mut self, op: FBinOp, ty: FTy, a: Val, b: Val, checked: bool, ch: &mut dyn Chooser) -> Result<Val, Stop> {
        let w = ty.size() * 8;
        let (ta, tb) = (a.to_term(w), b.to_term(w));
        if checked && self.decide_term(term::fcmp(FPred::Oeq, tb, term::constant(w, 0)), ch)? {
            return Err(super::arith::float_fault(crate::scalar::FloatFault::DivideByZero, ty, 0, None).into());
        }
        Ok(Val::term(term::fbin(op, self.rounding(), ta, tb)))
    }

    /// A conversion from or to `float` or `double` of the symbolic `t`
    /// (the value `v`), if it has a term: `sitofp`, `uitofp`, `fpext`,
    /// `fptrunc`, `fptosi`, `fptoui` (forking off an out-of-range value
    /// in user code first, C17 6.3.1.4p1) and bit casts of one width.
    pub(crate) fn float_cast_term(
        &mut self,
        op: CastOp,
        from: Scalar,
        to: Scalar,
        v: &Val,
        t: Term,
        ch: &mut dyn Chooser,
    ) -> Result<Option<Val>, Stop> {
        // (x87 and `half` values have no terms: concretised by the caller)
        let plain = |s: Scalar| !matches!(s, Scalar::Float(FTy::X87 | FTy::F16));
        let (fw, tw) = (scalar_bits(from), scalar_bits(to));
        if !plain(from) || !plain(to) || !v.defined(fw.div_ceil(8)) {
            return Ok(None);
        }
        let t = term::fit(t, fw);
        let r = match op {
            CastOp::BitCast if fw == tw => t,
            CastOp::SiToFp | CastOp::UiToFp | CastOp::FpExt | CastOp::FpTrunc => term::fcast(op, self.rounding(), t, tw),
            CastOp::FpToSi | CastOp::FpToUi => {
                let signed = op == CastOp::FpToSi;
                if self.in_user_code() && self.decide_term(term::not(term::ffits(signed, tw, t)), ch)? {
                    let x = self.witness(&[t])[0];
                    let Scalar::Float(ft) = from else { return Ok(None) };
                    return Err(super::arith::float_fault(crate::scalar::FloatFault::OutOfRange, ft, x, Some((tw, signed))).into());
                }
                term::fcast(op, self.rounding(), t, tw)
            }
            _ => return Ok(None),
        };
        Ok(Some(Val::term(r)))
    }

    /// `c ? a : b` with a symbolic `c`: a term for integers, a fork for
    /// anything else (pointers, undefined bits, aggregates).
    pub(crate) fn select_term(&mut self, c: Term, size: u32, a: Operand, b: Operand, ch: &mut dyn Chooser) -> Result<Selected, Stop> {
        if size <= 8 {
            let (x, y) = (self.operand(a, size)?, self.operand(b, size)?);
            let plain = |v: &Val| v.tag == TAG_TERM || (v.tag == TAG_NONE && v.defined(size));
            if plain(&x) && plain(&y) {
                let w = 8 * size;
                return Ok(Selected::Value(Val::term(term::ite(term::fit(c, 1), x.to_term(w), y.to_term(w)))));
            }
        }
        Ok(Selected::Operand(if self.decide_term(c, ch)? { a } else { b }))
    }

    /// What an atomic read-modify-write stores when the old value or the
    /// operand is symbolic: a term, with no fork (a fork there would split
    /// the instruction after its visible access; the program's own branch
    /// on the result forks instead).
    pub(crate) fn rmw_term(&self, op: RmwOp, w: u32, old: Val, v: Val) -> Result<Val, Stop> {
        let n = w.div_ceil(8);
        if !plain_int(&old, n) || !plain_int(&v, n) {
            return Err(self.atomic_unsupported(&format!("an operand of an atomic {:?} with a pointer or undefined bits", op)));
        }
        let (x, y) = (old.to_term(w), v.to_term(w));
        let pick = |pred| term::ite(term::cmp(pred, x, y), x, y);
        let t = match op {
            RmwOp::Xchg => y,
            RmwOp::Add => term::bin(BinOp::Add, x, y),
            RmwOp::Sub => term::bin(BinOp::Sub, x, y),
            RmwOp::And => term::bin(BinOp::And, x, y),
            RmwOp::Or => term::bin(BinOp::Or, x, y),
            RmwOp::Xor => term::bin(BinOp::Xor, x, y),
            RmwOp::Nand => term::bin(BinOp::Xor, term::bin(BinOp::And, x, y), term::constant(w, mask(w))),
            RmwOp::Max => pick(IPred::Sgt),
            RmwOp::Min => pick(IPred::Slt),
            RmwOp::UMax => pick(IPred::Ugt),
            RmwOp::UMin => pick(IPred::Ult),
            _ => return Err(self.atomic_unsupported(&format!("an operand of an atomic {:?}", op))),
        };
        Ok(Val::term(t))
    }

    /// A compare-and-swap whose old or expected value is symbolic: the
    /// value it leaves in memory (`new` where they are equal, else `old`)
    /// and its success flag, as terms (no fork, as `rmw_term`).
    pub(crate) fn cmpxchg_term(&self, w: u32, old: Val, expected: Val, new: Val) -> Result<(Val, Val), Stop> {
        let n = w.div_ceil(8);
        if ![&old, &expected, &new].iter().all(|v| plain_int(v, n)) {
            return Err(self.atomic_unsupported("an operand of a compare-and-swap with a pointer or undefined bits"));
        }
        let ok = term::cmp(IPred::Eq, old.to_term(w), expected.to_term(w));
        let stored = term::ite(ok, new.to_term(w), old.to_term(w));
        Ok((Val::term(stored), Val::term(ok)))
    }

    fn atomic_unsupported(&self, what: &str) -> Stop {
        VmError::Unsupported { what: format!("a symbolic value beside {}", what), at: self.here_text() }.into()
    }

    /// A branch on a symbolic switch value: the case taken (`None`: the
    /// default), forking over those the path allows.
    pub(crate) fn switch_term(&mut self, t: Term, w: u32, cases: &[SwitchCase], ch: &mut dyn Chooser) -> Result<Option<usize>, Stop> {
        let t = term::fit(t, w);
        let mut open: Vec<(Option<usize>, Term)> = Vec::new();
        let mut none = term::TRUE;
        for (i, c) in cases.iter().enumerate() {
            let eq = term::cmp(IPred::Eq, t, term::constant(w, c.value));
            none = term::and(none, term::not(eq));
            if self.possible(eq)? {
                open.push((Some(i), eq));
            }
        }
        if self.possible(none)? {
            open.push((None, none));
        }
        let k = match open.len() {
            0 => return Ok(None),
            1 => 0,
            n => self.fork(n as u32, ch)? as usize,
        };
        if open.len() > 1 {
            self.set_path(term::and(self.path_condition(), open[k].1));
        }
        Ok(open[k].0)
    }

    /// `base + delta` with a symbolic `delta` (64 bits): forks over every
    /// offset the path allows inside the object or one past its end, and
    /// over one outside it if the path allows that too. That last one is
    /// a single value of many: it makes the pointer a real counterexample
    /// if it is dereferenced, and otherwise the result incomplete.
    pub(crate) fn gep_term(&mut self, base: Val, delta: Term, ch: &mut dyn Chooser) -> Result<Val, Stop> {
        if !base.is_ptr() || base.undef != 0 {
            return Err(VmError::Unsupported { what: "a symbolic offset from a value that is not a pointer".into(), at: self.here_text() }.into());
        }
        let p = Pointer(base.u64());
        let (start, size) = self.span(p);
        let delta = term::fit(delta, 64);
        let inside = within(delta, -start, size - start);
        let (values, complete) = self.offset_values(delta, inside, (-start, size - start))?;
        let k = match values.len() {
            0 => return Err(VmError::Unsupported { what: "a symbolic offset with no possible value".into(), at: self.here_text() }.into()),
            1 => 0,
            n => self.fork(n as u32, ch)? as usize,
        };
        let (v, outside) = values[k];
        if outside || !complete {
            let loc = self.location_text(self.innermost_user_frame());
            let what = if outside {
                format!("a symbolic offset outside its object was tried with one value ({}) only", v)
            } else {
                format!("a symbolic offset was tried with some of its values only (at most {}, or the solver gave up)", OFFSET_VALUES)
            };
            self.edge.incomplete.push(format!("{} at {}", what, loc));
        }
        if values.len() > 1 || outside {
            self.set_path(term::and(self.path_condition(), term::cmp(IPred::Eq, delta, term::constant(64, v as u128))));
        }
        Ok(Val::ptr(p.add(v)))
    }

    /// Where `p` is in its object or slot, and that object's size.
    fn span(&self, p: Pointer) -> (i64, i64) {
        let size = match p.kind() {
            PtrKind::Heap => self.state.heap.get(p.obj()).map(|o| o.size()).unwrap_or(0),
            PtrKind::Global | PtrKind::Const => self.prog.data_slot(p.obj(), p.kind() == PtrKind::Const).map(|s| s.size as usize).unwrap_or(0),
            PtrKind::Code => 0,
        } as i64;
        let start = if p.offset() >= 1 << 31 { p.signed_offset() } else { p.offset() as i64 };
        (start, size)
    }

    /// A load right after the `gep` of a symbolic offset, through the
    /// address only it uses (`a[i]` read): one term instead of a fork per
    /// offset, `ite(i == 0, a[0], ite(i == 1, a[1], ...))` over the
    /// offsets the path allows inside the object, with a fork only
    /// between inside and outside. `false`: not that shape, or a value
    /// that has no term (a pointer, undefined bits), or a visible load:
    /// the caller forks over the offsets. `true`: both ops are done but
    /// for the pc's step past the load, which the caller takes.
    pub(crate) fn load_through_term(&mut self, f: &Function, gdst: u32, base: Val, delta: Term, ch: &mut dyn Chooser) -> Result<bool, Stop> {
        let Some(&Op::Load { size, dst, addr: Operand::Reg(a), visible, align, .. }) = f.ops.get(self.pc as usize + 1) else { return Ok(false) };
        let dead_after = f.live_registers(self.pc + 2).is_some_and(|mut live| !live.any(|(off, _)| off == gdst));
        // (Recording accesses for data races: each offset is its own access.)
        if a != gdst || size > 16 || !dead_after || !base.is_ptr() || base.undef != 0 || (visible && self.cfg.record_accesses) {
            return Ok(false);
        }
        let p = Pointer(base.u64());
        let (start, osize) = self.span(p);
        let delta = term::fit(delta, 64);
        let inside = within(delta, -start, osize - start - size as i64);
        let (values, complete) = self.values_of(delta, term::and(self.path_condition(), inside), OFFSET_VALUES, Some((-start, osize - start)))?;
        if !complete || values.is_empty() {
            return Ok(false);
        }
        let layout = self.layout();
        let mut cells = Vec::with_capacity(values.len());
        let mut object = None;
        for v in values.iter().map(|&v| v as u64 as i64) {
            let q = p.add(v);
            if q.offset() & align as u32 != 0 {
                return Ok(false);
            }
            let Ok(place) = self.state.heap.resolve(&layout, q, size, Access::Load) else { return Ok(false) };
            if object.is_some_and(|o| o != place.obj) {
                return Ok(false);
            }
            object = Some(place.obj);
            let o = self.state.heap.get(place.obj).unwrap();
            let x = o.read(place.off, size as usize);
            if o.kind == ObjKind::VarArgs || !(x.tag == TAG_TERM || (x.tag == TAG_NONE && x.defined(size))) {
                return Ok(false);
            }
            cells.push((v, x.to_term(8 * size)));
        }
        if self.possible(term::not(inside))? {
            if self.fork(2, ch)? == 1 {
                // Outside: the caller's fork takes it from here.
                self.set_path(term::and(self.path_condition(), term::not(inside)));
                return Ok(false);
            }
            self.set_path(term::and(self.path_condition(), inside));
        }
        // A visible load that must interrupt first: the caller's path
        // (a fork over the offsets, then the load) interrupts at the load.
        // (Asked only now: when it does not fire, it notes the load as
        // the edge's visible action, as the load itself would.)
        if visible && object.is_some_and(|o| self.mem_fires(o)) {
            return Ok(false);
        }
        let (&(_, last), rest) = cells.split_last().expect("at least one offset");
        let value =
            rest.iter().rev().fold(last, |acc, &(v, cell)| term::ite(term::cmp(IPred::Eq, delta, term::constant(64, v as u64 as u128)), cell, acc));
        self.set_reg(dst, size, Val::term(value))?;
        self.pc += 1;
        Ok(true)
    }

    /// The values `delta` may take on this path: those inside (sorted)
    /// and, if possible, one outside; and whether the inside ones are all
    /// of them.
    fn offset_values(&mut self, delta: Term, inside: Term, range: (i64, i64)) -> Result<(Vec<(i64, bool)>, bool), Stop> {
        let pc = self.path_condition();
        let (values, mut complete) = self.values_of(delta, term::and(pc, inside), OFFSET_VALUES, Some(range))?;
        let mut found: Vec<(i64, bool)> = values.into_iter().map(|v| (v as u64 as i64, false)).collect();
        found.sort_unstable();
        let (outside, all) = self.values_of(delta, term::and(pc, term::not(inside)), 1, None)?;
        complete &= all || !outside.is_empty();
        found.extend(outside.into_iter().take(1).map(|v| (v as u64 as i64, true)));
        Ok((found, complete))
    }

    /// Values of `t` allowed by the one-bit `q`, at most `limit`, sorted,
    /// and whether they are all of them (false also when the solver gave
    /// up). Remembered (`ValueCache`): a paused edge makes its fork again
    /// once per value, and the fork must see the same values each time.
    fn values_of(&mut self, t: Term, q: Term, limit: usize, range: Option<(i64, i64)>) -> Result<(Vec<u128>, bool), Stop> {
        if let Some(v) = self.value_cache.get(&(t, q)) {
            return Ok(v.clone());
        }
        let (mut values, complete) = self.enumerate(t, q, limit, range)?;
        values.sort_unstable();
        // (Only the forks of an edge run again use it: emptied when full.)
        const KEEP: usize = 4096;
        if self.value_cache.len() >= KEEP {
            self.value_cache.clear();
        }
        self.value_cache.insert((t, q), (values.clone(), complete));
        Ok((values, complete))
    }

    /// `values_of`, asking the solver: models come first, each excluding
    /// the values found; past a few, if the values lie in a known small
    /// `range`, each remaining candidate is asked about alone, which keeps
    /// every query small.
    fn enumerate(&self, t: Term, q: Term, limit: usize, range: Option<(i64, i64)>) -> Result<(Vec<u128>, bool), Stop> {
        const BY_MODEL: usize = 16;
        let solver = self.solver()?.clone();
        let w = term::width(t);
        let mut found: Vec<u128> = Vec::new();
        let mut rest = q;
        loop {
            let Some(model) = solver.model(rest) else {
                // No model: none left, or the solver could not say.
                return Ok((found, solver.check(rest) == Sat::No));
            };
            if found.len() == limit {
                return Ok((found, false));
            }
            let look = |i: u32| model.iter().find(|m| m.0 == i).map(|m| m.1);
            let v = term::eval(t, &look);
            found.push(v);
            rest = term::and(rest, term::cmp(IPred::Ne, t, term::constant(w, v)));
            if let Some((lo, hi)) = range.filter(|(lo, hi)| found.len() == BY_MODEL && hi - lo < limit as i64) {
                for c in lo..=hi {
                    let c = c as u64 as u128 & mask(w);
                    // (An unknown answer keeps the value: a path too many.)
                    if !found.contains(&c) && solver.check(term::and(q, term::cmp(IPred::Eq, t, term::constant(w, c)))) != Sat::No {
                        found.push(c);
                    }
                }
                return Ok((found, true));
            }
        }
    }

    /// A symbolic value where the VM needs a number (a size, a length, a
    /// byte to fill with): a fork over the values the path allows, each
    /// added to the path condition. Past `OFFSET_VALUES` values the rest
    /// is left out, and the result says so.
    pub(crate) fn concretize(&mut self, t: Term, what: &str, ch: &mut dyn Chooser) -> Result<u128, Stop> {
        let (values, complete) = self.values_of(t, self.path_condition(), CONCRETE_VALUES, None)?;
        let k = match values.len() {
            0 => {
                return Err(VmError::Unsupported { what: format!("a symbolic value with no possible value as {}", what), at: self.here_text() }.into())
            }
            1 => 0,
            n => self.fork(n as u32, ch)? as usize,
        };
        if !complete {
            let loc = self.location_text(self.innermost_user_frame());
            let what = format!("a symbolic value as {} was tried with some of its values only (at most {}) at {}", what, CONCRETE_VALUES, loc);
            self.edge.incomplete.push(what);
        }
        let v = values[k];
        if values.len() > 1 || !complete {
            self.set_path(term::and(self.path_condition(), term::cmp(IPred::Eq, t, term::constant(term::width(t), v))));
        }
        Ok(v)
    }

    /// Integer argument `i` of a VM call or intrinsic that may be
    /// symbolic (sizes and lengths): `concretize`d if it is.
    pub(crate) fn sized_arg(&mut self, args: &[CallArg], i: usize, what: &str, ch: &mut dyn Chooser) -> Result<u128, Stop> {
        if let Some(a) = args.get(i) {
            let size = a.size.min(16);
            let v = self.operand(a.val, size)?;
            if let Some(t) = v.as_term() {
                self.decide(&v, size, what);
                return self.concretize(term::fit(t, 8 * size), what, ch);
            }
        }
        self.arg_int(args, i)
    }
}

impl<'p> Machine<'p> {
    /// An integer intrinsic with a symbolic argument, as terms: `false`
    /// if it has none (or is not one of these: its concrete path then
    /// refuses a symbolic argument).
    pub(crate) fn intrinsic_term(&mut self, i: Intrinsic, dst: u32, ret_size: u32, args: &[CallArg]) -> Result<bool, Stop> {
        use Intrinsic as I;
        let vals: Vec<Val> = args.iter().take(3).map(|a| self.operand(a.val, a.size.min(16))).collect::<Result<_, _>>()?;
        if !vals.iter().any(|v| v.tag == TAG_TERM) {
            return Ok(false);
        }
        if vals.iter().any(|v| v.undef != 0) {
            // (Undefined bits anywhere: the whole result, as a value's.)
            self.set_reg(dst, ret_size, Val::undef())?;
            return Ok(true);
        }
        let size = args[0].size.min(16);
        let w = 8 * size;
        let arg = |k: usize| vals.get(k).map(|v| v.to_term(w));
        let (Some(a), b, c) = (arg(0), arg(1), arg(2)) else { return Ok(false) };
        let b = || b.unwrap_or_else(|| term::constant(w, 0));
        let cmp = |p, x, y| term::cmp(p, x, y);
        let k = |v: u128| term::constant(w, v);
        let r = match i {
            I::Identity => a,
            I::Overflow(op) | I::Sat(op) => {
                let b = b();
                let (r, ovf, sat) = overflow_terms(op, w, a, b);
                if matches!(i, I::Sat(_)) {
                    term::ite(ovf, sat, r)
                } else {
                    self.set_reg(dst, size, Val::term(r))?;
                    self.set_reg(dst + size, 1, Val::term(ovf))?;
                    return Ok(true);
                }
            }
            I::Abs => term::ite(cmp(IPred::Slt, a, k(0)), term::bin(BinOp::Sub, k(0), a), a),
            I::SMax => term::ite(cmp(IPred::Sge, a, b()), a, b()),
            I::SMin => term::ite(cmp(IPred::Sle, a, b()), a, b()),
            I::UMax => term::ite(cmp(IPred::Uge, a, b()), a, b()),
            I::UMin => term::ite(cmp(IPred::Ule, a, b()), a, b()),
            I::Ucmp | I::Scmp => {
                let rw = 8 * ret_size;
                let (lt, gt) = if i == I::Ucmp { (IPred::Ult, IPred::Ugt) } else { (IPred::Slt, IPred::Sgt) };
                let c = |v| term::constant(rw, v);
                term::ite(cmp(lt, a, b()), c(mask(rw)), term::ite(cmp(gt, a, b()), c(1), c(0)))
            }
            I::Bswap => (1..size).fold(term::extract(a, 0, 8), |acc, j| term::concat(acc, term::extract(a, 8 * j, 8))),
            I::Bitreverse => (1..w).fold(term::extract(a, 0, 1), |acc, j| term::concat(acc, term::extract(a, j, 1))),
            I::Ctpop => (0..w).fold(k(0), |acc, j| term::bin(BinOp::Add, acc, term::ext(false, term::extract(a, j, 1), w))),
            I::Ctlz | I::Cttz => {
                // The first set bit from the chosen end; w if none.
                (0..w).rev().fold(k(w as u128), |acc, j| {
                    let bit = if i == I::Cttz { j } else { w - 1 - j };
                    term::ite(term::extract(a, bit, 1), k(j as u128), acc)
                })
            }
            I::Fshl | I::Fshr => {
                // Shifts by w or more are 0 in terms, which makes a shift
                // by 0 come out right on its own.
                let s = term::bin(BinOp::URem, c.unwrap_or_else(|| k(0)), k(w as u128));
                let back = term::bin(BinOp::Sub, k(w as u128), s);
                if i == I::Fshl {
                    term::bin(BinOp::Or, term::bin(BinOp::Shl, a, s), term::bin(BinOp::LShr, b(), back))
                } else {
                    term::bin(BinOp::Or, term::bin(BinOp::Shl, a, back), term::bin(BinOp::LShr, b(), s))
                }
            }
            _ => return Ok(false),
        };
        self.set_reg(dst, ret_size, Val::term(r))?;
        Ok(true)
    }
}

/// `llvm.*.with.overflow` and `llvm.*.sat` on terms: the wrapped result,
/// the overflow bit and the saturated value (`scalar::overflow_bits`'s
/// rules, in twice the width).
fn overflow_terms(op: OverflowOp, w: u32, a: Term, b: Term) -> (Term, Term, Term) {
    let signed = matches!(op, OverflowOp::SAdd | OverflowOp::SSub | OverflowOp::SMul);
    let wide = |t| term::ext(signed, t, 2 * w);
    let bin = match op {
        OverflowOp::SAdd | OverflowOp::UAdd => BinOp::Add,
        OverflowOp::SSub | OverflowOp::USub => BinOp::Sub,
        _ => BinOp::Mul,
    };
    let exact = term::bin(bin, wide(a), wide(b));
    let r = term::extract(exact, 0, w);
    let ovf = term::cmp(IPred::Ne, wide(r), exact);
    let zero = term::constant(w, 0);
    let sat = match op {
        OverflowOp::UAdd | OverflowOp::UMul => term::constant(w, mask(w)),
        OverflowOp::USub => zero,
        _ => {
            let positive = match op {
                OverflowOp::SAdd => term::cmp(IPred::Sgt, b, zero),
                OverflowOp::SSub => term::cmp(IPred::Slt, b, zero),
                _ => term::cmp(IPred::Eq, term::cmp(IPred::Slt, a, zero), term::cmp(IPred::Slt, b, zero)),
            };
            let smax = term::constant(w, mask(w) >> 1);
            let smin = term::constant(w, 1u128 << (w - 1));
            term::ite(positive, smax, smin)
        }
    };
    (r, ovf, sat)
}

impl<'p> Machine<'p> {
    /// Puts the symbolic part of the state in a normal form before it is
    /// stored, so that more states match:
    /// - the path condition keeps only the groups of conditions (linked by
    ///   shared inputs) that constrain an input some value in memory still
    ///   holds: the others are satisfiable and can never matter again;
    /// - inputs are renumbered in the order memory, then the path
    ///   condition, first mention them, and the input count becomes their
    ///   number, so a loop that makes a fresh input each time closes once
    ///   the old ones are dead.
    ///
    /// Both keep what the state can do: every later question is about
    /// live values, whose constraints are all kept, under new names.
    pub fn normalise_symbolic(&mut self) {
        let r = self.state.ctl[abi::CR_SYMBOLIC];
        // (A concrete replay, `Config::inputs`: the count is the next
        // input's place in the list, which renumbering would rewind.)
        if r >> 32 == 0 || self.cfg.inputs.is_some() {
            return;
        }
        let pc = Term(r as u32);
        let ids: Vec<u32> = self.state.heap.live_ids().collect();
        // Inputs in the order of first mention.
        let mut order: Vec<u32> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let note = |t: Term, order: &mut Vec<u32>, seen: &mut std::collections::HashSet<u32>| {
            for (i, _) in term::inputs(t) {
                if seen.insert(i) {
                    order.push(i);
                }
            }
        };
        for &id in &ids {
            if let Some(o) = self.state.heap.get(id).filter(|o| o.has_terms()) {
                for (_, t) in o.terms() {
                    note(t, &mut order, &mut seen);
                }
            }
        }
        // The path condition's groups that constrain a live input.
        let conds = term::conjuncts(pc);
        let ins: Vec<Vec<(u32, u32)>> = conds.iter().map(|&c| term::inputs(c)).collect();
        let mut kept_at: Vec<usize> = term::independent_groups(&ins)
            .into_iter()
            .filter(|g| g.iter().any(|&i| ins[i].iter().any(|&(index, _)| seen.contains(&index))))
            .flatten()
            .collect();
        kept_at.sort_unstable();
        let kept: Vec<Term> = kept_at.iter().map(|&i| conds[i]).collect();
        for &c in &kept {
            note(c, &mut order, &mut seen);
        }
        let map: std::collections::HashMap<u32, u32> = order.iter().enumerate().map(|(new, &old)| (old, new as u32)).collect();
        let identity = map.iter().all(|(a, b)| a == b);
        let mut memo = std::collections::HashMap::new();
        let to = |i: u32| map.get(&i).copied().unwrap_or(i);
        if !identity {
            for &id in &ids {
                // (Written only if a term changes: a write copies a shared object.)
                let changes = self.state.heap.get(id).is_some_and(|o| o.terms().any(|(_, t)| term::rename(t, &to, &mut memo) != t));
                if changes {
                    self.state.heap.get_mut(id).unwrap().map_terms(|t| term::rename(t, &to, &mut memo));
                }
            }
        }
        let new_pc = kept.iter().fold(term::TRUE, |acc, &c| term::and(acc, if identity { c } else { term::rename(c, &to, &mut memo) }));
        self.state.ctl[abi::CR_SYMBOLIC] = new_pc.0 as u64 | (order.len() as u64) << 32;
    }
}

/// A symbolic value, or a defined plain integer of `n` bytes: what a term
/// can be built from.
fn plain_int(v: &Val, n: u32) -> bool {
    v.tag == TAG_TERM || (v.tag == TAG_NONE && v.defined(n))
}
