//! Variables by name with their C types, for `print` and `locals`: clang's
//! syntax tree of each source (`syntax`) gives each function's variables,
//! their C types and scopes, and the fields of structs; the lowered
//! program names each stack variable's `alloca` (`Function::stack_vars`),
//! which says where a frame keeps it. Values are read from the frames and
//! objects of the machine's state, and written as C would show them.
//! (Correctness witnesses find the locals at a loop head with `homes`
//! and `declared` too.)

use crate::syntax::{syntax_facts, CType, FuncFacts, LocalDecl, Pos};
use crate::trace::location;
use divm_vm::eval::FrameInfo;
use divm_vm::ir::{Origin, StackVar, VarHome};
use divm_vm::memory::{ObjKind, Object, Pointer, PtrKind};
use divm_vm::Machine;
use std::collections::HashMap;
use std::path::PathBuf;

/// At most this many elements of an array are shown.
const ELEMENTS: usize = 16;
/// Structs nested deeper than this are not laid out.
const DEPTH: u32 = 8;

/// What the syntax trees of the program's C sources say.
#[derive(Default)]
pub struct Names {
    functions: HashMap<String, FuncFacts>,
    records: HashMap<String, Option<Vec<(String, CType)>>>,
    globals: HashMap<String, CType>,
}

impl Names {
    /// Reads the syntax tree of each C source (`.c`, `.i`); `Err` says why
    /// there is none.
    pub fn read(sources: &[PathBuf], copts: &crate::compile::CompileOpts) -> Result<Names, String> {
        let mut n = Names::default();
        let c: Vec<&PathBuf> = sources.iter().filter(|p| p.extension().is_some_and(|e| e == "c" || e == "i")).collect();
        if c.is_empty() {
            return Err("divm reads variable names and C types from C sources, and the program has none (only bitcode)".into());
        }
        for src in c {
            let facts = syntax_facts(src, copts).map_err(|e| e.to_string())?;
            for f in facts.functions {
                n.functions.entry(f.name.clone()).or_insert(f);
            }
            n.records.extend(facts.records);
            for g in facts.globals {
                n.globals.entry(g.name).or_insert(g.ty);
            }
        }
        Ok(n)
    }
}

/// A C type laid out: what a value of it looks like in memory.
#[derive(Clone, Debug, PartialEq)]
enum Ty {
    Int {
        size: u32,
        signed: bool,
        char: bool,
    },
    Float(u32),
    Pointer,
    Array(Box<Ty>, u64),
    Record {
        fields: Vec<(String, Ty, u64)>,
        size: u64,
        align: u64,
    },
    /// A type divm does not lay out (a VLA, an anonymous struct, a
    /// bit-field): its bytes are shown.
    Opaque,
}

impl Ty {
    fn size_align(&self) -> Option<(u64, u64)> {
        Some(match self {
            Ty::Int { size, .. } | Ty::Float(size) => (*size as u64, *size as u64),
            Ty::Pointer => (8, 8),
            Ty::Array(e, n) => {
                let (s, a) = e.size_align()?;
                (s * n, a)
            }
            Ty::Record { size, align, .. } => (*size, *align),
            Ty::Opaque => return None,
        })
    }
}

fn align_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a.max(1)) * a.max(1)
}

/// Lays out the C type `t` (as clang writes it, without typedefs) by the
/// x86-64 rules; unknown parts are `Opaque`.
fn parse(t: &str, records: &HashMap<String, Option<Vec<(String, CType)>>>, depth: u32) -> Ty {
    let words: Vec<&str> = t.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile" | "restrict" | "__restrict")).collect();
    let t = words.join(" ");
    if t.contains("(*") {
        return Ty::Pointer;
    }
    if t.ends_with(']') {
        let Some(i) = t.find('[') else { return Ty::Opaque };
        let Some(close) = t[i..].find(']').map(|c| c + i) else { return Ty::Opaque };
        let Ok(n) = t[i + 1..close].trim().parse::<u64>() else { return Ty::Opaque };
        let elem = parse(&format!("{}{}", t[..i].trim_end(), &t[close + 1..]), records, depth);
        return if elem == Ty::Opaque { Ty::Opaque } else { Ty::Array(Box::new(elem), n) };
    }
    if t.ends_with('*') {
        return Ty::Pointer;
    }
    if t.starts_with("enum ") {
        return Ty::Int { size: 4, signed: false, char: false };
    }
    match t.as_str() {
        "float" => return Ty::Float(4),
        "double" => return Ty::Float(8),
        // (x87's 80 bits in 16 bytes)
        "long double" => return Ty::Float(16),
        "__int128" => return Ty::Int { size: 16, signed: true, char: false },
        "unsigned __int128" => return Ty::Int { size: 16, signed: false, char: false },
        _ => {}
    }
    if let Some((size, signed)) = crate::syntax::int_type(&t) {
        return Ty::Int { size, signed, char: t.ends_with("char") };
    }
    let union = t.starts_with("union ");
    if !(union || t.starts_with("struct ")) || depth >= DEPTH {
        return Ty::Opaque;
    }
    let Some(Some(fields)) = records.get(&t) else { return Ty::Opaque };
    let (mut off, mut size, mut align) = (0u64, 0u64, 1u64);
    let mut laid = Vec::new();
    for (name, ft) in fields {
        let ty = parse(&ft.plain, records, depth + 1);
        let Some((s, a)) = ty.size_align() else { return Ty::Opaque };
        let at = if union { 0 } else { align_up(off, a) };
        off = at + s;
        size = size.max(off);
        align = align.max(a);
        laid.push((name.clone(), ty, at));
    }
    Ty::Record { fields: laid, size: align_up(size, align), align }
}

/// What reading a variable found.
struct Found<'a> {
    decl: &'a LocalDecl,
    function: String,
    value: Result<String, String>,
}

/// One frame of the thread being looked at: its object, and the op it
/// runs next (a caller: the call it waits in).
pub struct Frame {
    pub obj: u32,
    pub at: FrameInfo,
}

/// The frames of `frames` (innermost first) as `Frame`s.
pub fn frames(list: Vec<(u32, FrameInfo)>) -> Vec<Frame> {
    list.into_iter().map(|(obj, at)| Frame { obj, at }).collect()
}

/// Matches each stack variable of a function's declarations to its
/// `alloca` (`StackVar`): a parameter `n` is `n.addr`, a local `x` is `x`
/// or, for a second `x`, `x` and a number; a VLA is `vla`. In the order of
/// the source, which is the allocas' order.
pub(crate) fn homes<'a>(decls: &[LocalDecl], vars: &'a [StackVar]) -> Vec<Option<&'a StackVar>> {
    let mut used = vec![false; vars.len()];
    let numbered = |v: &str, base: &str| v.strip_prefix(base).is_some_and(|d| d.is_empty() || d.bytes().all(|b| b.is_ascii_digit()));
    decls
        .iter()
        .map(|d| {
            if d.not_on_stack {
                return None;
            }
            let vla =
                d.ty.plain.ends_with(']') && d.ty.plain.rsplit('[').next().is_some_and(|n| n.trim_end_matches(']').trim().parse::<u64>().is_err());
            let fits = |v: &StackVar| {
                if d.param {
                    v.name == format!("{}.addr", d.name) || v.name == d.name
                } else if vla {
                    numbered(&v.name, "vla")
                } else {
                    numbered(&v.name, &d.name)
                }
            };
            let i = (0..vars.len()).find(|&i| !used[i] && fits(&vars[i]))?;
            used[i] = true;
            Some(&vars[i])
        })
        .collect()
}

/// Whether the declaration is in scope at `at` (line, column).
fn in_scope(d: &LocalDecl, at: Pos) -> bool {
    d.param || (d.at <= at && at < d.scope_end)
}

struct Reader<'m, 'p> {
    m: &'m Machine<'p>,
    names: &'m Names,
    /// Stack objects of the thread's frames by the variable they hold.
    stack: HashMap<u32, String>,
}

impl<'m, 'p> Reader<'m, 'p> {
    fn new(m: &'m Machine<'p>, names: &'m Names, frames: &[Frame]) -> Reader<'m, 'p> {
        let mut stack = HashMap::new();
        for fr in frames {
            let f = &m.prog.functions[fr.at.func as usize];
            let (Some(facts), Some(o)) = (names.functions.get(&f.name), m.state.heap.get(fr.obj)) else { continue };
            for (d, v) in facts.vars.iter().zip(homes(&facts.vars, &f.stack_vars)) {
                if let Some(StackVar { home: VarHome::Object { reg }, .. }) = v {
                    if let Some(p) = o.whole_pointer(*reg as usize).map(Pointer) {
                        stack.entry(p.obj()).or_insert_with(|| d.name.clone());
                    }
                }
            }
        }
        Reader { m, names, stack }
    }

    /// The value of `d` in frame `fr`, kept at `home`, or why it is unknown.
    fn read(&self, fr: &Frame, d: &LocalDecl, home: Option<&StackVar>) -> Result<String, String> {
        let m = self.m;
        let f = &m.prog.functions[fr.at.func as usize];
        let ty = parse(&d.ty.plain, &self.names.records, 0);
        let Some(home) = home else {
            return Err(format!(
                "the compiler gave {} no stack slot divm can name (optimised into registers, as at -O1 and -O2; divm compiles at -O0 unless told)",
                d.name
            ));
        };
        let frame = m.state.heap.get(fr.obj).ok_or("the frame is gone")?;
        match home.home {
            VarHome::Slot { off, size } => {
                // Registers a function no longer reads are forgotten (states
                // that differ only in them are one state). (A caller's
                // registers live after its call are live before it.)
                let live = f.live_registers(fr.at.pc).is_some_and(|mut l| l.any(|r| r.0 == off));
                if !live {
                    return Err(format!(
                        "{} does not use the value {} holds here (it is not set yet, or not read again), and divm forgets such values",
                        f.name, d.name
                    ));
                }
                let size_ok = ty.size_align().is_some_and(|(s, _)| s == size as u64);
                Ok(self.value(frame, off as u64, if size_ok { &ty } else { &Ty::Opaque }, size as u64))
            }
            VarHome::Object { reg } => {
                let p = frame.whole_pointer(reg as usize).map(Pointer).filter(|p| p.kind() == PtrKind::Heap);
                let obj = p.and_then(|p| m.state.heap.get(p.obj()).map(|o| (o, p.offset() as u64)));
                let Some((o, at)) = obj.filter(|(o, _)| o.kind == ObjKind::Alloca) else {
                    return Err(format!("{} is not allocated yet here", d.name));
                };
                let size = o.size() as u64 - at;
                let fits = ty.size_align().is_some_and(|(s, _)| s <= size);
                Ok(self.value(o, at, if fits { &ty } else { &Ty::Opaque }, size))
            }
        }
    }

    /// The value of type `ty` at `off` in `o` (`size`: the bytes there,
    /// for an opaque type).
    fn value(&self, o: &Object, off: u64, ty: &Ty, size: u64) -> String {
        let at = off as usize;
        match ty {
            Ty::Int { size, signed, char } => {
                let n = *size as usize;
                if !o.is_defined(at, n) {
                    return "(undefined)".into();
                }
                if o.whole_pointer(at).is_some() || o.pointer_offsets().any(|p| p <= at && at < p + 8) {
                    return "(part of a pointer)".into();
                }
                if n > 8 {
                    let lo = o.read(at, 8).bits;
                    let hi = o.read(at + 8, 8).bits;
                    let v = lo | hi << 64;
                    return if *signed { (v as i128).to_string() } else { v.to_string() };
                }
                let bits = o.read(at, n).bits as u64;
                let v = if *signed { divm_vm::scalar::sext(bits, 8 * *size).to_string() } else { bits.to_string() };
                match (*char, bits as u8) {
                    (true, c @ 0x20..=0x7e) if n == 1 => format!("{} '{}'", v, c as char),
                    _ => v,
                }
            }
            Ty::Float(n) => {
                // (A long double's 6 bytes of padding need no value.)
                let used = if *n == 16 { 10 } else { *n as usize };
                if !o.is_defined(at, used) {
                    return "(undefined)".into();
                }
                if *n == 16 {
                    // Shown as its nearest double.
                    return format!("{:?}", divm_vm::scalar::x87::to_f64(o.read(at, 16).bits));
                }
                let bits = o.read(at, *n as usize).bits as u64;
                if *n == 4 {
                    format!("{:?}", f32::from_bits(bits as u32))
                } else {
                    format!("{:?}", f64::from_bits(bits))
                }
            }
            Ty::Pointer => match o.whole_pointer(at) {
                Some(p) => self.pointer(Pointer(p)),
                None if !o.is_defined(at, 8) => "(undefined)".into(),
                None if o.read(at, 8).bits == 0 => "NULL".into(),
                None => format!("(not a whole pointer: {:#x})", o.read(at, 8).bits as u64),
            },
            Ty::Array(e, n) => {
                let es = e.size_align().map_or(1, |x| x.0);
                if let Some(s) = self.string(o, at, *n as usize).filter(|_| matches!(**e, Ty::Int { char: true, .. })) {
                    return s;
                }
                let mut items: Vec<String> = (0..(*n as usize).min(ELEMENTS)).map(|i| self.value(o, off + i as u64 * es, e, es)).collect();
                if *n as usize > ELEMENTS {
                    items.push(format!("... {} more", *n as usize - ELEMENTS));
                }
                format!("{{{}}}", items.join(", "))
            }
            Ty::Record { fields, .. } => {
                let items: Vec<String> = fields
                    .iter()
                    .map(|(name, t, fo)| format!("{} = {}", name, self.value(o, off + fo, t, t.size_align().map_or(0, |x| x.0))))
                    .collect();
                format!("{{{}}}", items.join(", "))
            }
            Ty::Opaque => format!("{} bytes: {}", size, super::inspect::bytes(o, at, size as usize)),
        }
    }

    /// A char array that holds a C string: the string.
    fn string(&self, o: &Object, at: usize, n: usize) -> Option<String> {
        let bytes = o.bytes().get(at..at + n)?;
        let end = bytes.iter().position(|&b| b == 0)?;
        let text = &bytes[..end];
        (o.is_defined(at, end + 1) && text.iter().all(|&b| (0x20..0x7f).contains(&b))).then(|| format!("{:?}", String::from_utf8_lossy(text)))
    }

    /// A pointer as `&x`, `&x + 4` for a variable of the thread, else as
    /// the counterexample names its object.
    fn pointer(&self, p: Pointer) -> String {
        if p.kind() == PtrKind::Heap && !p.is_null() {
            if let Some(name) = self.stack.get(&p.obj()) {
                return if p.offset() == 0 { format!("&{}", name) } else { format!("&{} + {}", name, p.offset()) };
            }
            if self.m.state.heap.get(p.obj()).is_some_and(|o| o.kind == ObjKind::Alloca) {
                return format!("(a stack variable of another frame){}", if p.offset() == 0 { String::new() } else { format!(" + {}", p.offset()) });
            }
        }
        crate::assigned::pointer(self.m, p)
    }
}

/// The thread's user frames (innermost first), each with its source
/// position and the variables its function declares.
fn user_frames<'a>(m: &Machine<'a>, names: &'a Names, frames: &'a [Frame]) -> impl Iterator<Item = (&'a Frame, Pos, &'a FuncFacts)> + 'a {
    let prog = m.prog;
    frames.iter().filter_map(move |fr| {
        let f = &prog.functions[fr.at.func as usize];
        if f.origin != Origin::User {
            return None;
        }
        let loc = f.locs.get(fr.at.pc as usize).copied().unwrap_or(f.loc);
        Some((fr, (loc.line, loc.col), names.functions.get(&f.name)?))
    })
}

/// What `print` found of a name among the thread's variables.
pub enum Lookup {
    /// The variable's value, as text.
    Value(String),
    /// The variable is in scope, but its value is unknown: why, as text.
    Unknown(String),
    /// Only out of scope here: where it is declared, as text.
    OutOfScope(String),
}

/// The declaration of `name` in scope at `at` in a frame of a function
/// with these `facts` and `homes`: the innermost (a shadowing one is
/// later), with its home.
pub(crate) fn declared<'a>(
    facts: &'a FuncFacts,
    homes: &[Option<&'a StackVar>],
    name: &str,
    at: Pos,
) -> Option<(&'a LocalDecl, Option<&'a StackVar>)> {
    facts.vars.iter().zip(homes.iter().copied()).filter(|(d, _)| d.name == name).rev().find(|(d, _)| in_scope(d, at))
}

/// `print NAME` for a local variable: the innermost user frame where a
/// variable of that name is in scope. `None`: no frame has one, or it is
/// a static local (the global is shown).
pub fn print_local(m: &Machine, names: &Names, frames: &[Frame], name: &str) -> Option<Lookup> {
    let r = Reader::new(m, names, frames);
    let mut found: Option<Found> = None;
    let mut out_of_scope: Option<(String, &LocalDecl)> = None;
    for (fr, at, facts) in user_frames(m, names, frames) {
        let f = &m.prog.functions[fr.at.func as usize];
        let homes = homes(&facts.vars, &f.stack_vars);
        match declared(facts, &homes, name, at) {
            Some((d, home)) if !d.not_on_stack => {
                found = Some(Found { decl: d, function: f.name.clone(), value: r.read(fr, d, home) });
                break;
            }
            // A static local: a global of the VM's, `function.name`.
            Some(_) => return None,
            None => {
                if let Some(d) = facts.vars.iter().find(|d| d.name == name) {
                    out_of_scope.get_or_insert((f.name.clone(), d));
                }
            }
        }
    }
    if let Some(Found { decl, function, value }) = found {
        let what = if decl.param { "parameter" } else { "local" };
        return Some(match value {
            Ok(v) => Lookup::Value(format!("{} = {}  ({}; {} of {})", name, v, decl.ty.written, what, function)),
            Err(why) => Lookup::Unknown(format!("{} = unknown, because {}  ({}; {} of {})", name, why, decl.ty.written, what, function)),
        });
    }
    let (function, d) = out_of_scope?;
    Some(Lookup::OutOfScope(format!(
        "{}: not in scope here (a {} of {} declared at line {}, in scope to line {})",
        name,
        if d.param { "parameter" } else { "local" },
        function,
        d.at.0,
        d.scope_end.0
    )))
}

/// `heap NAME` for a local variable: the pointers its storage holds, by
/// their offset in it (`None`: no frame has the name in scope).
pub fn local_pointers(m: &Machine, names: &Names, frames: &[Frame], name: &str) -> Option<Result<Vec<(usize, Pointer)>, String>> {
    for (fr, at, facts) in user_frames(m, names, frames) {
        let f = &m.prog.functions[fr.at.func as usize];
        let homes = homes(&facts.vars, &f.stack_vars);
        let Some((d, home)) = declared(facts, &homes, name, at) else { continue };
        if d.not_on_stack {
            return None;
        }
        let Some(home) = home else { return Some(Err(format!("{}: the compiler gave it no stack slot divm can name", name))) };
        let Some(frame) = m.state.heap.get(fr.obj) else { return Some(Err("the frame is gone".into())) };
        let (o, start, end) = match home.home {
            VarHome::Slot { off, size } => (frame, off as usize, (off + size) as usize),
            VarHome::Object { reg } => {
                let p = frame.whole_pointer(reg as usize).map(Pointer).filter(|p| p.kind() == PtrKind::Heap);
                match p.and_then(|p| m.state.heap.get(p.obj()).map(|o| (o, p.offset() as usize))) {
                    Some((o, at)) if o.kind == ObjKind::Alloca => (o, at, o.size()),
                    _ => return Some(Err(format!("{} is not allocated yet here", name))),
                }
            }
        };
        let pointers =
            o.pointer_offsets().filter(|&off| off >= start && off + 8 <= end).map(|off| (off - start, Pointer(o.pointer_at(off)))).collect();
        return Some(Ok(pointers));
    }
    None
}

/// `locals`: the variables in scope in the thread's innermost user frame.
pub fn locals(m: &Machine, names: &Names, frames: &[Frame]) -> String {
    let r = Reader::new(m, names, frames);
    let Some((fr, at, facts)) = user_frames(m, names, frames).next() else {
        return "the thread is in no function of the program".into();
    };
    let f = &m.prog.functions[fr.at.func as usize];
    let l = location(m.prog, fr.at);
    let mut out = format!("in {} at {}:{}:\n", f.name, l.file, l.line);
    let homes = homes(&facts.vars, &f.stack_vars);
    let visible: Vec<(&LocalDecl, Option<&StackVar>)> = facts.vars.iter().zip(homes).filter(|(d, _)| in_scope(d, at)).collect();
    if visible.is_empty() {
        out.push_str("  (no variables in scope)\n");
    }
    for (i, (d, home)) in visible.iter().enumerate() {
        // A variable that a later one in scope shadows is not shown.
        if visible[i + 1..].iter().any(|(e, _)| e.name == d.name) {
            continue;
        }
        let v = if d.not_on_stack {
            "(static: `print` shows it)".to_string()
        } else {
            r.read(fr, d, *home).unwrap_or_else(|why| format!("unknown, because {}", why))
        };
        out.push_str(&format!("  {} = {}  ({}{})\n", d.name, v, d.ty.written, if d.param { "; parameter" } else { "" }));
    }
    out
}

/// A global variable's value by its C type, if the syntax tree knows it
/// and it fits the global's slot.
pub fn print_global_typed(m: &Machine, names: &Names, name: &str) -> Option<String> {
    let ct = names.globals.get(name)?;
    let slot = m.prog.globals.slots.iter().find(|s| s.name == name && s.size > 0)?;
    let ty = parse(&ct.plain, &names.records, 0);
    if ty.size_align()?.0 != slot.size as u64 {
        return None;
    }
    let g = m.state.heap.get(Pointer(m.state.ctl[divm_vm::abi::CR_GLOBALS]).obj())?;
    if (slot.base + slot.size) as usize > g.size() {
        return None;
    }
    let r = Reader { m, names, stack: HashMap::new() };
    Some(format!("{} = {}  ({})", name, r.value(g, slot.base as u64, &ty, slot.size as u64), ct.written))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ct(t: &str) -> CType {
        CType { written: t.into(), plain: t.into() }
    }

    #[test]
    fn c_types_are_laid_out_as_on_x86_64() {
        let mut records = HashMap::new();
        records.insert(
            "struct pt".to_string(),
            Some(vec![("c".to_string(), ct("char")), ("y".to_string(), ct("long")), ("z".to_string(), ct("short"))]),
        );
        records.insert("struct bits".to_string(), None);
        let int = Ty::Int { size: 4, signed: true, char: false };
        assert_eq!(parse("const int", &records, 0), int);
        assert_eq!(parse("unsigned char", &records, 0), Ty::Int { size: 1, signed: false, char: true });
        assert_eq!(parse("struct node *", &records, 0), Ty::Pointer);
        assert_eq!(parse("int (*)(int)", &records, 0), Ty::Pointer);
        assert_eq!(parse("int[2][3]", &records, 0), Ty::Array(Box::new(Ty::Array(Box::new(int), 3)), 2));
        assert_eq!(parse("char *[4]", &records, 0).size_align(), Some((32, 8)));
        let pt = parse("struct pt", &records, 0);
        let Ty::Record { fields, size, align } = &pt else { panic!("{:?}", pt) };
        assert_eq!(fields.iter().map(|f| f.2).collect::<Vec<_>>(), vec![0, 8, 16]);
        assert_eq!((*size, *align), (24, 8));
        assert_eq!(parse("struct bits", &records, 0), Ty::Opaque);
        assert_eq!(parse("int[n]", &records, 0), Ty::Opaque);
    }

    #[test]
    fn declarations_find_their_allocas_in_order() {
        let decl = |name: &str, ty: &str, param: bool| LocalDecl {
            name: name.into(),
            ty: ct(ty),
            param,
            not_on_stack: false,
            at: (1, 1),
            scope_end: (9, 1),
        };
        let var = |name: &str, reg: u32| StackVar { name: name.into(), home: VarHome::Object { reg } };
        let decls = [decl("n", "int", true), decl("s", "int", false), decl("s", "int", false), decl("a", "int[n]", false), decl("s1", "int", false)];
        let vars = [var("n.addr", 1), var("retval", 2), var("s", 3), var("s1", 4), var("s12", 5), var("saved_stack", 6), var("vla", 7)];
        let got: Vec<Option<u32>> = homes(&decls, &vars)
            .iter()
            .map(|v| {
                v.map(|v| match v.home {
                    VarHome::Object { reg } => reg,
                    VarHome::Slot { off, .. } => off,
                })
            })
            .collect();
        // (A variable named `s1` after a second `s`: LLVM numbered it `s12`.)
        assert_eq!(got, vec![Some(1), Some(3), Some(4), Some(7), Some(5)]);
    }
}
