//! Loop invariants that divm's own state space proves, for correctness
//! witnesses: where the program's loop heads are (clang's syntax tree
//! gives each loop's keyword and condition, and the variables in scope
//! there), what the VM reads at each (`divm_vm::LoopWatch`), what the
//! search saw (`LoopValues`), and the invariants that follow
//! (docs/svcomp.md, "Correctness witnesses").
//!
//! The variables described are the integer parameters and locals of the
//! loop's function in scope at the loop's keyword (the innermost
//! declaration of a name; `sim::locals` finds them and their frame
//! slots), and the global integer variables that none of them shadows. An
//! invariant is the set or the interval of the values the variable had at
//! every passage through the loop head, in every frame and thread, and is
//! written only if every passage read it as one exact integer.

use crate::compile::CompileOpts;
use crate::error::DriverError;
use crate::sim::locals::{declared, homes};
use crate::syntax::{int_type, syntax_facts, Facts, FuncFacts, GlobalDecl, LocalDecl, LoopFacts, Pos};
use divm_vm::ir::{segment_of, FuncId, Op, Origin, Program, Segment, VarHome};
use divm_vm::{abi, LoopSample, LoopWatch, WatchedAt, WatchedRead};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::PathBuf;

/// An integer variable read at a loop head: a global, or a parameter or
/// local of the loop's function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Var {
    pub name: String,
    pub size: u32,
    pub signed: bool,
    /// Where the VM reads it at each of its head's ops (`Head::ops`).
    pub reads: Vec<WatchedRead>,
}

/// A loop head of the program: where its keyword is, and the `Cfl` ops
/// that stand for it.
#[derive(Clone, Debug)]
pub struct Head {
    /// The source file, as the task names it.
    pub file: PathBuf,
    pub line: u32,
    pub column: u32,
    pub function: String,
    pub ops: Vec<(FuncId, u32)>,
    pub vars: Vec<Var>,
}

/// The loop heads and what to read at each.
#[derive(Debug, Default)]
pub struct Plan {
    pub heads: Vec<Head>,
}

/// What a search watches: the VM's reads, and the types they have.
#[derive(Debug, Default)]
pub struct Watch {
    pub vm: std::sync::Arc<LoopWatch>,
    pub types: HashMap<(FuncId, u32), Vec<(u32, bool)>>,
}

impl Plan {
    pub fn watch(&self) -> Watch {
        let mut w = LoopWatch::default();
        let mut types = HashMap::new();
        for h in &self.heads {
            for (k, &op) in h.ops.iter().enumerate() {
                w.points.insert(op, h.vars.iter().map(|v| v.reads[k]).collect());
                types.insert(op, h.vars.iter().map(|v| (v.size, v.signed)).collect());
            }
        }
        Watch { vm: std::sync::Arc::new(w), types }
    }
}

/// What the search saw of one variable at one loop point.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Seen {
    /// Some passage read it as no exact integer (a term, undefined bits).
    pub inexact: bool,
    /// The values as the variable's type reads them, while few.
    pub values: BTreeSet<i128>,
    pub many: bool,
    pub min: Option<i128>,
    pub max: Option<i128>,
}

/// Values kept one by one before only the interval is.
const FEW: usize = 4;

impl Seen {
    fn add(&mut self, v: Option<i128>) {
        let Some(v) = v else {
            self.inexact = true;
            return;
        };
        self.min = Some(self.min.map_or(v, |m| m.min(v)));
        self.max = Some(self.max.map_or(v, |m| m.max(v)));
        if !self.many {
            self.values.insert(v);
            if self.values.len() > FEW {
                self.many = true;
                self.values.clear();
            }
        }
    }

    pub fn merge(&mut self, o: &Seen) {
        self.inexact |= o.inexact;
        for v in o.values.iter().copied().map(Some) {
            self.add(v);
        }
        if o.many {
            self.many = true;
            self.values.clear();
        }
        for v in [o.min, o.max].into_iter().flatten() {
            self.min = Some(self.min.map_or(v, |m| m.min(v)));
            self.max = Some(self.max.map_or(v, |m| m.max(v)));
        }
    }
}

/// Reads a sampled value as its variable's type.
fn typed(bits: Option<u64>, size: u32, signed: bool) -> Option<i128> {
    let bits = bits?;
    let shift = 64 - 8 * size;
    Some(if signed { (((bits << shift) as i64) >> shift) as i128 } else { bits as i128 })
}

/// The samples of a search, per watched point and read.
#[derive(Debug, Default)]
pub struct LoopValues {
    pub at: HashMap<(FuncId, u32), Vec<Seen>>,
}

impl LoopValues {
    pub fn add(&mut self, watch: &Watch, samples: &[LoopSample]) {
        for s in samples {
            let Some(types) = watch.types.get(&(s.func, s.pc)) else { continue };
            let seen = self.at.entry((s.func, s.pc)).or_insert_with(|| vec![Seen::default(); types.len()]);
            for ((v, &(size, signed)), seen) in s.values.iter().zip(types).zip(seen.iter_mut()) {
                seen.add(typed(*v, size, signed));
            }
        }
    }
}

/// One invariant of a loop head, over one variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Invariant {
    pub head: usize,
    pub var: String,
    pub text: String,
}

/// The invariants the samples prove: for each loop head that was passed,
/// each variable every passage read exactly.
pub fn invariants(plan: &Plan, seen: &LoopValues) -> Vec<Invariant> {
    let mut out = Vec::new();
    for (hi, h) in plan.heads.iter().enumerate() {
        for (vi, var) in h.vars.iter().enumerate() {
            let mut all = Seen::default();
            let mut passed = false;
            for op in &h.ops {
                if let Some(s) = seen.at.get(op) {
                    passed = true;
                    all.merge(&s[vi]);
                }
            }
            if !passed || all.inexact {
                continue;
            }
            if let Some(text) = describe(&var.name, &all, var.size, var.signed) {
                out.push(Invariant { head: hi, var: var.name.clone(), text });
            }
        }
    }
    out
}

/// A C literal of `v` in a variable of the given type (`U`/`LL` suffixes
/// where the value does not fit an `int`).
fn literal(v: i128, size: u32, signed: bool) -> String {
    if signed {
        if v == i64::MIN as i128 {
            return "(-9223372036854775807LL - 1)".into();
        }
        if v < i32::MIN as i128 || v > i32::MAX as i128 {
            return format!("{}LL", v);
        }
        if v == i32::MIN as i128 {
            return "(-2147483647 - 1)".into();
        }
        v.to_string()
    } else if size == 8 || v > i32::MAX as i128 {
        format!("{}ULL", v)
    } else {
        v.to_string()
    }
}

/// The invariant text of what was seen; `None` when it says nothing (the
/// whole range of the type).
fn describe(name: &str, s: &Seen, size: u32, signed: bool) -> Option<String> {
    let (lo, hi) = (s.min?, s.max?);
    let bits = 8 * size;
    let (tmin, tmax) = if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
    if !s.many {
        let alts: Vec<String> = s.values.iter().map(|&v| format!("{} == {}", name, literal(v, size, signed))).collect();
        if s.values.len() as i128 == tmax - tmin + 1 {
            return None;
        }
        return Some(if alts.len() == 1 { alts[0].clone() } else { format!("({})", alts.join(" || ")) });
    }
    match (lo > tmin, hi < tmax) {
        (true, true) => Some(format!("{} <= {} && {} <= {}", literal(lo, size, signed), name, name, literal(hi, size, signed))),
        (true, false) => Some(format!("{} <= {}", literal(lo, size, signed), name)),
        (false, true) => Some(format!("{} <= {}", name, literal(hi, size, signed))),
        (false, false) => None,
    }
}

/// The one variable an invariant is about, if it names exactly one.
pub fn subject(text: &str) -> Option<String> {
    let mut names = BTreeSet::new();
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else if !word.is_empty() {
            // (Literals with suffixes, `10ULL`, start with a digit.)
            if !word.starts_with(|c: char| c.is_ascii_digit()) {
                names.insert(std::mem::take(&mut word));
            }
            word.clear();
        }
    }
    let mut it = names.into_iter();
    let first = it.next()?;
    it.next().is_none().then_some(first)
}

/// Whether every value `s` saw satisfies an invariant as `describe`
/// writes it. An interval is convex: its bounds decide. A set of values
/// needs them all, which `s` keeps only while few.
pub fn satisfied(text: &str, name: &str, s: &Seen) -> Result<bool, String> {
    let (Some(lo), Some(hi)) = (s.min, s.max) else { return Ok(true) };
    let interval = !text.contains("||") && text.contains("<=");
    if s.many && !interval {
        let alternatives = text.split("||").count();
        if alternatives <= FEW {
            // (More distinct values were seen than it allows.)
            return Ok(false);
        }
        return Err("a set of more values than divm keeps".into());
    }
    let mut all: Vec<i128> = vec![lo, hi];
    all.extend(&s.values);
    for v in all {
        if !holds(text, name, v)? {
            return Ok(false);
        }
    }
    Ok(true)
}

impl Seen {
    /// What was seen, for people.
    pub fn summary(&self) -> String {
        match (self.min, self.max) {
            (Some(lo), Some(hi)) if self.many => format!("values from {} to {} were seen", lo, hi),
            (Some(_), Some(_)) => format!("the values seen were {:?}", self.values),
            _ => "no value was seen".into(),
        }
    }
}

/// Whether `v` satisfies an invariant as `describe` writes it, if divm can
/// read the text: `Err` names what it cannot.
pub fn holds(text: &str, name: &str, v: i128) -> Result<bool, String> {
    let t = unwrap_parens(text);
    if t.contains("||") || !t.contains("<=") {
        let mut any = false;
        for alt in t.split("||") {
            let (l, r) = unwrap_parens(alt).split_once("==").ok_or_else(|| format!("an alternative divm cannot read: {}", alt.trim()))?;
            if l.trim() != name {
                return Err(format!("an alternative about another expression: {}", alt.trim()));
            }
            any |= number(r)? == v;
        }
        return Ok(any);
    }
    let mut ok = true;
    for part in t.split("&&") {
        let (l, r) = unwrap_parens(part).split_once("<=").ok_or_else(|| format!("a comparison divm cannot read: {}", part.trim()))?;
        match (l.trim() == name, r.trim() == name) {
            (false, true) => ok &= number(l)? <= v,
            (true, false) => ok &= v <= number(r)?,
            _ => return Err(format!("a comparison divm cannot read: {}", part.trim())),
        }
    }
    Ok(ok)
}

/// `s` without one pair of parentheses around all of it.
fn unwrap_parens(s: &str) -> &str {
    let s = s.trim();
    let Some(inner) = s.strip_prefix('(').and_then(|r| r.strip_suffix(')')) else { return s };
    let mut depth = 0i32;
    for c in inner.chars() {
        depth += match c {
            '(' => 1,
            ')' => -1,
            _ => 0,
        };
        if depth < 0 {
            return s;
        }
    }
    inner.trim()
}

/// A literal as `literal` writes it.
fn number(s: &str) -> Result<i128, String> {
    let s = unwrap_parens(s);
    match s.strip_suffix("- 1") {
        Some(a) => Ok(num_plain(a)? - 1),
        None => num_plain(s),
    }
}

fn num_plain(s: &str) -> Result<i128, String> {
    let s = s.trim().trim_end_matches(['U', 'u', 'L', 'l']);
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d.trim()),
        None => (false, s),
    };
    let n: i128 = digits.parse().map_err(|_| format!("not a number: {}", s))?;
    Ok(if neg { -n } else { n })
}

/// Whether the source text at (line, column) starts with a loop keyword.
fn keyword_at(text: &str, (line, col): (u32, u32)) -> bool {
    let Some(l) = text.lines().nth(line.saturating_sub(1) as usize) else { return false };
    let rest = l.get(col.saturating_sub(1) as usize..).unwrap_or("");
    ["for", "while"].iter().any(|k| rest.starts_with(k) && !rest[k.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_'))
}

/// The program's loop heads in its C sources, each with the integer
/// variables that are surely in scope there.
pub fn plan(prog: &Program, sources: &[PathBuf], copts: &CompileOpts) -> Result<Plan, DriverError> {
    let mut plan = Plan::default();
    for src in sources.iter().filter(|p| p.extension().is_some_and(|e| e == "c" || e == "i")) {
        let facts = syntax_facts(src, copts)?;
        let text = std::fs::read_to_string(src).unwrap_or_default();
        // Several `Cfl` ops may stand for one loop: grouped by its keyword.
        let mut by_loop: HashMap<(String, Pos), usize> = HashMap::new();
        // The function and loop of each head of this source.
        let mut loops: Vec<(usize, &FuncFacts, &LoopFacts)> = Vec::new();
        for (fid, f) in prog.functions.iter().enumerate() {
            if f.origin != Origin::User {
                continue;
            }
            let Some(ff) = facts.functions.iter().find(|ff| ff.name == f.name) else { continue };
            for (pc, op) in f.ops.iter().enumerate() {
                if !matches!(op, Op::Cfl) {
                    continue;
                }
                let loc = f.locs[pc];
                let Some(file) = prog.files.get(loc.file as usize) else { continue };
                if !crate::witness::same_file(file, &src.to_string_lossy()) {
                    continue;
                }
                let at = (loc.line, loc.col);
                // The loop whose condition holds this point (the innermost).
                let Some(lp) = ff.loops.iter().filter(|l| l.cond.0 <= at && at < l.cond.1).max_by_key(|l| l.cond.0) else { continue };
                if !keyword_at(&text, lp.keyword) {
                    continue;
                }
                let key = (ff.name.clone(), lp.keyword);
                let hi = *by_loop.entry(key).or_insert_with(|| {
                    plan.heads.push(Head {
                        file: src.clone(),
                        line: lp.keyword.0,
                        column: lp.keyword.1,
                        function: ff.name.clone(),
                        ops: Vec::new(),
                        vars: Vec::new(),
                    });
                    loops.push((plan.heads.len() - 1, ff, lp));
                    plan.heads.len() - 1
                });
                plan.heads[hi].ops.push((fid as FuncId, pc as u32));
            }
        }
        for (hi, ff, lp) in loops {
            let (mut vars, named) = locals_in_scope(prog, ff, lp, &plan.heads[hi].ops);
            vars.extend(globals_in_scope(prog, &facts, ff, &named, plan.heads[hi].ops.len()));
            plan.heads[hi].vars = vars;
        }
    }
    Ok(plan)
}

/// Names that clang gives allocas of its own (`retval`: the return
/// value): a variable of such a name might be matched to one of them.
const CLANG_SLOTS: [&str; 6] = ["retval", "tmp", "vla", "saved_stack", "coerce", "compoundliteral"];

/// What a name means at a loop head.
#[derive(Debug)]
enum Meaning<'a> {
    /// No declaration of the function: a global, if any.
    Global,
    /// The innermost declaration in scope at the keyword (and at the
    /// condition), by its index in `FuncFacts::vars`.
    Local(usize, &'a LocalDecl),
    /// A declaration in a `for` loop's first clause: in scope at the
    /// condition but not at the keyword, so which of it and the name
    /// outside an invariant at the loop means is not clear; or a
    /// declaration without a place in the syntax tree.
    Unclear,
}

/// What `name` means at the head of loop `lp` of the function `ff`.
fn meaning<'a>(ff: &'a FuncFacts, name: &str, lp: &LoopFacts) -> Meaning<'a> {
    let none = vec![None; ff.vars.len()];
    let at_keyword = declared(ff, &none, name, lp.keyword).map(|(d, _)| d);
    let at_cond = declared(ff, &none, name, lp.cond.0).map(|(d, _)| d);
    match (at_keyword, at_cond) {
        (Some(a), Some(b)) if std::ptr::eq(a, b) => match ff.vars.iter().position(|d| std::ptr::eq(d, a)) {
            Some(i) => Meaning::Local(i, a),
            None => Meaning::Unclear,
        },
        (None, None) if ff.locals.contains(name) && !ff.vars.iter().any(|d| d.name == name) => Meaning::Unclear,
        (None, None) => Meaning::Global,
        _ => Meaning::Unclear,
    }
}

/// The integer parameters and locals of the loop's function in scope at
/// its keyword (`meaning`), with where each of the head's ops reads them;
/// and every name the function's declarations take from the globals at
/// the loop, described or not.
fn locals_in_scope(prog: &Program, ff: &FuncFacts, lp: &LoopFacts, ops: &[(FuncId, u32)]) -> (Vec<Var>, HashSet<String>) {
    let mut vars = Vec::new();
    let mut named = HashSet::new();
    let homes: Vec<_> = ops.iter().map(|&(fid, _)| homes(&ff.vars, &prog.functions[fid as usize].stack_vars)).collect();
    for name in ff.vars.iter().map(|d| &d.name).chain(&ff.locals) {
        if named.contains(name) {
            continue;
        }
        let (i, d) = match meaning(ff, name, lp) {
            Meaning::Global => continue,
            Meaning::Unclear => {
                named.insert(name.clone());
                continue;
            }
            Meaning::Local(i, d) => (i, d),
        };
        named.insert(name.clone());
        let Some((size, signed)) = int_type(&d.ty.plain) else { continue };
        let reads: Option<Vec<WatchedRead>> =
            ops.iter().zip(&homes).map(|(&(fid, pc), h)| h[i].and_then(|h| local_read(prog, fid, pc, d, h.home))).collect();
        if let Some(reads) = reads.filter(|r| r.iter().all(|r| r.size == size)) {
            vars.push(Var { name: name.clone(), size, signed, reads });
        }
    }
    (vars, named)
}

/// Where op `pc` of function `fid` reads the variable `d` kept at `home`:
/// `None` unless it is an integer on the stack, of a name clang's own
/// slots cannot take, whose register slot is live there (a dead one is
/// forgotten by the search).
fn local_read(prog: &Program, fid: FuncId, pc: u32, d: &LocalDecl, home: VarHome) -> Option<WatchedRead> {
    let (size, _) = int_type(&d.ty.plain)?;
    if d.not_on_stack || CLANG_SLOTS.contains(&d.name.as_str()) || d.name.starts_with("__vla_expr") {
        return None;
    }
    let f = &prog.functions[fid as usize];
    let live = |reg: u32| f.live_registers(pc).is_some_and(|mut l| l.any(|(off, _)| off == reg));
    let at = match home {
        VarHome::Slot { off, size: s } if s == size && live(off) => WatchedAt::Frame { offset: off },
        VarHome::Object { reg } if live(reg) => WatchedAt::Pointee { register: reg },
        _ => return None,
    };
    Some(WatchedRead { at, size })
}

/// The integer globals declared before the function whose names its
/// declarations at the loop do not take (`named`), with where the VM
/// holds them (the same for each of the head's `ops` ops).
fn globals_in_scope(prog: &Program, facts: &Facts, ff: &FuncFacts, named: &HashSet<String>, ops: usize) -> Vec<Var> {
    let mut vars = Vec::new();
    let mut seen = HashSet::new();
    for GlobalDecl { name, line, int, .. } in &facts.globals {
        let Some(&(size, signed)) = int.as_ref() else { continue };
        if *line >= ff.line || named.contains(name) || !seen.insert(name.clone()) {
            continue;
        }
        let Some(&(slot, constant)) = prog.global_by_name.get(name) else { continue };
        if constant || segment_of(slot, constant).0 != Segment::Globals {
            continue;
        }
        let Some(s) = prog.data_slot(slot, constant) else { continue };
        if s.size != size {
            continue;
        }
        let read = WatchedRead { at: WatchedAt::Control { register: abi::CR_GLOBALS, offset: s.base }, size };
        vars.push(Var { name: name.clone(), size, signed, reads: vec![read; ops] });
    }
    vars
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seen(vals: &[i128]) -> Seen {
        let mut s = Seen::default();
        for &v in vals {
            s.add(Some(v));
        }
        s
    }

    #[test]
    fn few_values_are_a_set_and_many_an_interval() {
        assert_eq!(describe("g", &seen(&[3]), 4, true).unwrap(), "g == 3");
        assert_eq!(describe("g", &seen(&[0, 2]), 4, true).unwrap(), "(g == 0 || g == 2)");
        let many: Vec<i128> = (0..=10).collect();
        assert_eq!(describe("g", &seen(&many), 4, true).unwrap(), "0 <= g && g <= 10");
        assert_eq!(describe("u", &seen(&many), 4, false).unwrap(), "u <= 10");
        assert_eq!(describe("b", &seen(&[0, 1]), 1, false).unwrap(), "(b == 0 || b == 1)");
        let all: Vec<i128> = (-128..=127).collect();
        assert_eq!(describe("c", &seen(&all), 1, true), None);
        assert_eq!(describe("x", &seen(&[-2147483648, 0, 1, 2, 3, 4]), 4, true).unwrap(), "x <= 4");
        assert_eq!(describe("x", &seen(&[-2147483647, 0, 1, 2, 3, 4]), 4, true).unwrap(), "-2147483647 <= x && x <= 4");
        assert_eq!(describe("y", &seen(&[4294967295, 7]), 8, false).unwrap(), "(y == 7ULL || y == 4294967295ULL)");
        let mut s = seen(&[1]);
        s.add(None);
        assert!(s.inexact);
    }

    #[test]
    fn invariants_read_back_and_judge_values() {
        for (text, yes, no) in [
            ("g == 3", 3, 4),
            ("(g == 0 || g == 2)", 2, 1),
            ("0 <= g && g <= 10", 10, 11),
            ("g <= 10", -5, 11),
            ("(-2147483647 - 1) <= g && g <= 4", -2147483648, 5),
            ("(g == 7ULL || g == 4294967295ULL)", 4294967295, 8),
        ] {
            assert_eq!(holds(text, "g", yes), Ok(true), "{}", text);
            assert_eq!(holds(text, "g", no), Ok(false), "{}", text);
        }
        assert!(holds("g < 3", "g", 1).is_err());
        assert!(holds("h == 3", "g", 3).is_err());
        assert!(holds("g + 1 <= 3", "g", 3).is_err());
        assert_eq!(subject("0 <= g && g <= 10ULL"), Some("g".into()));
        assert_eq!(subject("g <= h"), None);
        let many: Vec<i128> = (0..=10).collect();
        assert_eq!(satisfied("0 <= g && g <= 10", "g", &seen(&many)), Ok(true));
        assert_eq!(satisfied("0 <= g && g <= 9", "g", &seen(&many)), Ok(false));
        assert_eq!(satisfied("(g == 0 || g == 1)", "g", &seen(&many)), Ok(false));
        assert_eq!(satisfied("(g == 0 || g == 10)", "g", &seen(&[0, 10])), Ok(true));
        assert_eq!(satisfied("(g == 0 || g == 10)", "g", &seen(&[0, 5, 10])), Ok(false));
    }

    #[test]
    fn a_name_at_a_loop_head_means_its_innermost_declaration_in_scope() {
        let decl = |name: &str, param: bool, at: Pos, scope_end: Pos| LocalDecl {
            name: name.into(),
            ty: crate::syntax::CType { written: "int".into(), plain: "int".into() },
            param,
            not_on_stack: false,
            at,
            scope_end,
        };
        // int f(int n) {            line 1
        //   int g = 0;              line 2
        //   { int g = 1; }          line 3
        //   for (int i = 0; i < n; i++) { int h = i; int g = h; }   line 4
        // }                         line 5
        let vars = vec![
            decl("n", true, (1, 7), (5, 2)),
            decl("g", false, (2, 3), (5, 2)),
            decl("g", false, (3, 5), (3, 17)),
            decl("i", false, (4, 8), (4, 56)),
            decl("h", false, (4, 33), (4, 56)),
            decl("g", false, (4, 44), (4, 56)),
        ];
        let mut locals: HashSet<String> = vars.iter().map(|d| d.name.clone()).collect();
        locals.insert("x".into());
        let ff = FuncFacts { name: "f".into(), line: 1, locals, vars, loops: Vec::new() };
        let lp = LoopFacts { keyword: (4, 3), cond: ((4, 19), (4, 24)) };
        assert!(matches!(meaning(&ff, "n", &lp), Meaning::Local(0, _)));
        assert!(matches!(meaning(&ff, "g", &lp), Meaning::Local(1, _)));
        assert!(matches!(meaning(&ff, "i", &lp), Meaning::Unclear));
        assert!(matches!(meaning(&ff, "h", &lp), Meaning::Global));
        assert!(matches!(meaning(&ff, "k", &lp), Meaning::Global));
        // (Declared where the syntax tree gave no place.)
        assert!(matches!(meaning(&ff, "x", &lp), Meaning::Unclear));
    }

    #[test]
    fn loop_keywords_are_found_in_the_text() {
        let text = "int main() {\n  for (;;) {}\n  while(1);\n  forx = 1;\n}\n";
        assert!(keyword_at(text, (2, 3)));
        assert!(keyword_at(text, (3, 3)));
        assert!(!keyword_at(text, (4, 3)));
        assert!(!keyword_at(text, (2, 4)));
    }
}
