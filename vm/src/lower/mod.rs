//! Loading: llvm-ir modules -> one linked `Program`.
//!
//! This is the only module that sees llvm-ir types. Linking is by name:
//! a definition in the user's modules wins over the runtime's; symbols with
//! internal linkage are private to their module.

mod consts;
mod fold;
mod func;
mod liveness;
mod peephole;
mod promote;
mod subscript;
mod types;

use crate::ir::*;
use crate::memory::{Access, Layout, Pointer, PtrKind};
use consts::{Image, Names, Symbols};
use llvm_ir::module::Linkage;
use llvm_ir::types::Typed;
use llvm_ir::Name;
pub use llvm_ir::{LazyModule, Module};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::fmt;

/// A module to link, with where it came from.
pub struct Input {
    pub module: Module,
    pub origin: Origin,
    /// Compiled from C by divm without optimisation: its GEPs' array types
    /// are the source's subscripts, checked against their bounds
    /// (`subscript`).
    pub unoptimised: bool,
}

#[derive(Debug)]
pub enum LoadError {
    Bitcode { path: String, message: String },
    UndefinedGlobal(String),
    BadInitializer { name: String, error: LowerError },
}

/// Why part of the program cannot be lowered. In a function body it
/// becomes an `Unsupported` op, so only executing that part reports it.
#[derive(Debug, Clone, PartialEq)]
pub enum LowerError {
    /// An instruction, terminator or constant the VM does not implement.
    Unsupported(String),
    /// A name no module defines.
    UnknownSymbol(String),
    /// IR that breaks an assumption of the lowering (a bad index, a value
    /// or block with no definition).
    Malformed(String),
}

impl From<&str> for LowerError {
    fn from(what: &str) -> LowerError {
        LowerError::Malformed(what.to_string())
    }
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LowerError::Unsupported(what) => write!(f, "unsupported: {}", what),
            LowerError::UnknownSymbol(n) => write!(f, "undefined symbol '{}'", n),
            LowerError::Malformed(what) => write!(f, "malformed IR: {}", what),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Bitcode { path, message } => write!(f, "invalid bitcode in {}: {}", path, message),
            LoadError::UndefinedGlobal(n) => write!(f, "undefined global variable '{}'", n),
            LoadError::BadInitializer { name, error } => {
                write!(f, "bad initializer of global '{}': {}", name, error)
            }
        }
    }
}

impl std::error::Error for LoadError {}

/// Parses a bitcode (`.bc`) or textual IR (`.ll`) file and checks it with
/// LLVM's verifier.
pub fn read_module(path: &std::path::Path) -> Result<Module, LoadError> {
    // LLVM's reader ends the process on a bad header: check it first.
    if path.extension().is_none_or(|e| e != "ll") {
        let head = std::fs::read(path).map(|b| b.get(..4).map(|h| h.to_vec()).unwrap_or_default()).unwrap_or_default();
        if head != [b'B', b'C', 0xc0, 0xde] && head != [0xde, 0xc0, 0x17, 0x0b] {
            return Err(LoadError::Bitcode { path: path.display().to_string(), message: "not an LLVM bitcode file".into() });
        }
    }
    let r = if path.extension().is_some_and(|e| e == "ll") { Module::from_ir_path(path) } else { Module::from_bc_path(path) };
    r.map_err(|message| LoadError::Bitcode { path: path.display().to_string(), message: message.lines().next().unwrap_or("").to_string() })
}

/// Reads bitcode embedded in divm itself (the runtime) lazily: its
/// functions' bodies are read by `read_reachable`. Without LLVM's
/// verifier: the runtime's tests verify it once, so every run need not.
pub fn read_embedded_bitcode(name: &str, bytes: &'static [u8]) -> Result<LazyModule, LoadError> {
    LazyModule::from_bc_bytes(bytes)
        .map_err(|message| LoadError::Bitcode { path: name.to_string(), message: message.lines().next().unwrap_or("").to_string() })
}

/// Functions lowering calls by name, without a reference in the code
/// (`func.rs`: a `__VERIFIER_atomic_*` function's begin and end).
const CALLED_BY_NAME: [&str; 2] = ["__VERIFIER_atomic_begin", "__VERIFIER_atomic_end"];

/// Intrinsics the runtime implements in C, by the function a call of each
/// goes to: the time-stamp counter reads the OS's clock (dios/time.c).
const RUNTIME_INTRINSICS: [(&str, &str); 3] =
    [("llvm.x86.rdtsc", "__dios_rdtsc"), ("llvm.readcyclecounter", "__dios_rdtsc"), ("llvm.x86.rdtscp", "__dios_rdtscp")];

/// Whether every function the module defines targets FMA (its
/// "target-features" list "+fma"), so that llvm.fmuladd fuses.
fn targets_fma(m: &Module) -> bool {
    let fma = |f: &llvm_ir::Function| {
        f.function_attributes.iter().any(|a| {
            matches!(a, llvm_ir::function::FunctionAttribute::StringAttribute { kind, value }
                if kind == "target-features" && value.split(',').any(|t| t == "+fma"))
        })
    };
    !m.functions.is_empty() && m.functions.iter().all(fma)
}

/// Reads, in the lazily read modules `lazy`, the bodies of the functions
/// the program can reach, and converts them: a given program uses a small
/// part of libc and DiOS, and reading every body was most of divm's
/// start-up. The roots are everything the fully read modules `full` define
/// or declare (and the runtime's functions for the intrinsics they
/// declare), the OS's entry (`__boot`), the functions lowering calls by
/// name, and the functions the lazy modules' initialisers name (the
/// linker's reach, `link`, starts from all of these too, so a body it
/// lowers is one read here; one it would lower unread is an internal error
/// there).
pub fn read_reachable(full: &[&Module], mut lazy: Vec<(LazyModule, Origin)>) -> Result<Vec<Input>, LoadError> {
    let mut queue: Vec<String> = CALLED_BY_NAME.iter().map(|s| s.to_string()).collect();
    queue.push("__boot".into());
    for m in full {
        queue.extend(m.functions.iter().map(|f| f.name.clone()));
        queue.extend(m.func_declarations.iter().map(|d| d.name.clone()));
        // (an intrinsic the runtime implements: its function, read only
        // for the programs that call it)
        let by_runtime = |d: &llvm_ir::function::FunctionDeclaration| RUNTIME_INTRINSICS.iter().find(|(i, _)| *i == d.name);
        queue.extend(m.func_declarations.iter().filter_map(by_runtime).map(|(_, f)| f.to_string()));
    }
    for (m, _) in &lazy {
        queue.extend(m.initializer_functions());
    }
    let mut seen: HashSet<String> = HashSet::default();
    while let Some(name) = queue.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        // (by name in every module: a local function of one module may
        // share its name with another's, and reading both is only slower)
        for (m, _) in &mut lazy {
            m.load_body(&name, &mut queue).map_err(|message| LoadError::Bitcode { path: "the embedded runtime".into(), message })?;
        }
    }
    Ok(lazy.into_iter().map(|(m, origin)| Input { module: m.into_module(), origin, unoptimised: false }).collect())
}

/// Interned source file names.
#[derive(Default)]
pub struct Files {
    names: Vec<String>,
    index: HashMap<String, u32>,
}

impl Files {
    pub fn intern(&mut self, name: &str) -> u32 {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        let i = self.names.len() as u32;
        self.names.push(name.to_string());
        self.index.insert(name.to_string(), i);
        i
    }
}

fn name_str(n: &Name) -> String {
    match n {
        Name::Name(s) => s.to_string(),
        Name::Number(k) => k.to_string(),
    }
}

fn is_local(l: &Linkage) -> bool {
    matches!(l, Linkage::Private | Linkage::Internal)
}

/// A definition another one replaces: a tentative definition (`int g;`,
/// common) or a weak one.
fn is_yielding(l: &Linkage) -> bool {
    matches!(l, Linkage::Common | Linkage::WeakAny | Linkage::WeakODR | Linkage::LinkOnceAny | Linkage::LinkOnceODR)
}

/// Chooses the definition of an external name: the first one, unless it
/// yields (`is_yielding`) and a later one of the user's modules does not,
/// as a static link of the user's objects does. (The runtime's modules
/// come after the user's, and a user's definition, weak or not, wins over
/// theirs, as an archive member is not pulled for a defined name.)
fn choose_external(external: &mut HashMap<String, (Def, bool)>, name: String, d: Def, yielding: bool, user: bool) {
    match external.entry(name) {
        std::collections::hash_map::Entry::Vacant(v) => {
            v.insert((d, yielding));
        }
        std::collections::hash_map::Entry::Occupied(mut o) => {
            if o.get().1 && !yielding && user {
                o.insert((d, false));
            }
        }
    }
}

fn segment(tls: bool, constant: bool, runtime: bool) -> Segment {
    match (tls, constant, runtime) {
        (true, _, _) => Segment::ThreadLocal,
        (false, true, _) => Segment::Constants,
        (false, false, true) => Segment::RuntimeGlobals,
        (false, false, false) => Segment::Globals,
    }
}

/// Where a symbol is defined.
#[derive(Clone, Copy)]
enum Def {
    Func { module: usize, index: usize },
    Global { module: usize, index: usize },
}

/// Links modules into a Program. Modules earlier in `inputs` win over later
/// ones for the same external name, so pass the user's modules first.
pub fn link(inputs: &[Input]) -> Result<Program, LoadError> {
    // 1. Choose a definition for every name.
    let mut external: HashMap<String, (Def, bool)> = HashMap::default();
    let mut local: Vec<HashMap<String, Def>> = vec![HashMap::default(); inputs.len()];
    for (m, input) in inputs.iter().enumerate() {
        let user = input.origin == Origin::User;
        for (i, f) in input.module.functions.iter().enumerate() {
            let d = Def::Func { module: m, index: i };
            if is_local(&f.linkage) {
                local[m].insert(f.name.clone(), d);
            } else {
                choose_external(&mut external, f.name.clone(), d, is_yielding(&f.linkage), user);
            }
        }
        for (i, g) in input.module.global_vars.iter().enumerate() {
            if g.initializer.is_none() {
                continue;
            }
            let name = name_str(&g.name);
            let d = Def::Global { module: m, index: i };
            if is_local(&g.linkage) {
                local[m].insert(name, d);
            } else {
                choose_external(&mut external, name, d, is_yielding(&g.linkage), user);
            }
        }
    }

    // 2. Number functions and global slots.
    let mut prog = Program::default();
    let mut files = Files::default();
    // (module, index) of each code function, by FuncId.
    let mut bodies: Vec<Option<(usize, usize)>> = Vec::new();
    let mut func_ids: HashMap<(usize, usize), u32> = HashMap::default();
    let mut global_slots: HashMap<(usize, usize), (u32, bool)> = HashMap::default();
    let new_func = |prog: &mut Program,
                    bodies: &mut Vec<Option<(usize, usize)>>,
                    name: &str,
                    origin: Origin,
                    body: FuncBody,
                    src: Option<(usize, usize)>|
     -> u32 {
        let id = prog.functions.len() as u32;
        prog.functions.push(Function::new(name, origin, body));
        bodies.push(src);
        id
    };
    let mut sym_maps: Vec<ModuleNames> = Vec::new();
    let mut ext_funcs: HashMap<String, u32> = HashMap::default();
    let mut ext_globals: HashMap<String, (u32, bool)> = HashMap::default();
    // Weak declarations that nothing defines are null, as a static linker
    // leaves them: `if (hook) hook();` skips the call (C programs test
    // optional functions this way).
    let mut weak_null: HashSet<String> = HashSet::default();
    let add_global = |prog: &mut Program, m: usize, i: usize, inputs: &[Input]| -> (u32, bool) {
        let g = &inputs[m].module.global_vars[i];
        let types = &inputs[m].module.types;
        let ty = g.initializer.as_ref().unwrap().get_type(types);
        let (size, align) = types::layout(&ty, types);
        let align = align.max(g.alignment as u64).max(1);
        let constant = g.is_constant;
        let tls = g.thread_local_mode != llvm_ir::module::ThreadLocalMode::NotThreadLocal;
        let seg = segment(tls, constant, inputs[m].origin != Origin::User);
        let img = prog.image_mut(seg);
        let base = (img.bytes.len() as u64).div_ceil(align) * align;
        img.bytes.resize((base + size) as usize, 0);
        let slot = img.slots.len() as u32;
        let shape = types::shape(&ty, types);
        img.slots.push(DataSlot { name: name_str(&g.name), base: base as u32, size: size as u32, shape });
        slot_number(seg, slot)
    };
    // Externally visible definitions first, then each module's locals.
    let mut ext_names: Vec<(&String, Def)> = external.iter().map(|(k, v)| (k, v.0)).collect();
    ext_names.sort_by(|a, b| a.0.cmp(b.0));
    // Numbers one definition: a function id or a global slot.
    let mut define = |prog: &mut Program, bodies: &mut Vec<Option<(usize, usize)>>, name: &str, d: Def| -> Result<u32, (u32, bool)> {
        match d {
            Def::Func { module, index } => {
                let id = new_func(prog, bodies, name, inputs[module].origin, FuncBody::Code, Some((module, index)));
                func_ids.insert((module, index), id);
                Ok(id)
            }
            Def::Global { module, index } => {
                let s = add_global(prog, module, index, inputs);
                global_slots.insert((module, index), s);
                Err(s)
            }
        }
    };
    for (name, d) in ext_names {
        match define(&mut prog, &mut bodies, name, d) {
            Ok(id) => ext_funcs.insert(name.clone(), id).map(|_| ()),
            Err(s) => ext_globals.insert(name.clone(), s).map(|_| ()),
        };
    }
    for (m, input) in inputs.iter().enumerate() {
        // (the module's local names; `Names` looks the others up in the
        // external ones)
        let mut funcs = HashMap::default();
        let mut globals = HashMap::default();
        let mut names: Vec<(&String, &Def)> = local[m].iter().collect();
        names.sort_by(|a, b| a.0.cmp(b.0));
        for (name, d) in names {
            match define(&mut prog, &mut bodies, name, *d) {
                Ok(id) => funcs.insert(name.clone(), id).map(|_| ()),
                Err(s) => globals.insert(name.clone(), s).map(|_| ()),
            };
        }
        // Declarations with no definition anywhere: builtins or undefined.
        let fused = targets_fma(&input.module);
        for decl in &input.module.func_declarations {
            // `a * b + c` (llvm.fmuladd) is one rounding where the code
            // targets FMA (-mfma, -march=native on a machine with it), as
            // native code computes it, and two elsewhere: this module's own.
            if fused && decl.name.starts_with("llvm.fmuladd.") && !funcs.contains_key(&decl.name) {
                let id = new_func(&mut prog, &mut bodies, &decl.name, Origin::Os, FuncBody::Builtin(Builtin::Intrinsic(Intrinsic::Fma)), None);
                prog.functions[id as usize].ret_size = types::layout(&decl.return_type, &input.module.types).0 as u32;
                funcs.insert(decl.name.clone(), id);
                continue;
            }
            if funcs.contains_key(&decl.name) || ext_funcs.contains_key(&decl.name) {
                continue;
            }
            let by_runtime = RUNTIME_INTRINSICS.iter().find(|(i, _)| *i == decl.name).and_then(|(_, f)| ext_funcs.get(*f).copied());
            if let Some(id) = by_runtime {
                ext_funcs.insert(decl.name.clone(), id);
                continue;
            }
            if decl.linkage == llvm_ir::module::Linkage::ExternalWeak && builtin_by_name(&decl.name).is_none() && !decl.name.starts_with("llvm.") {
                weak_null.insert(decl.name.clone());
                continue;
            }
            let (body, origin) = match builtin_by_name(&decl.name) {
                Some(b) => (FuncBody::Builtin(b), Origin::Os),
                None => {
                    // (Vector reductions and movemasks are lowered inline,
                    // never called; a call of an unmodelled libc function
                    // says so itself.)
                    let inline = decl.name.starts_with("llvm.vector.reduce.")
                        || func::is_movemask(&decl.name)
                        || decl.name.starts_with("llvm.divm.unmodelled.");
                    if !inline && (!decl.name.starts_with("llvm.") || intrinsic_by_name(&decl.name).is_none()) {
                        prog.warnings.push(Warning::UndefinedFunction(decl.name.clone()));
                    }
                    (FuncBody::Undefined, input.origin)
                }
            };
            let id = new_func(&mut prog, &mut bodies, &decl.name, origin, body, None);
            let f = &mut prog.functions[id as usize];
            f.variadic = decl.is_var_arg;
            f.ret_size = types::layout(&decl.return_type, &input.module.types).0 as u32;
            ext_funcs.insert(decl.name.clone(), id);
        }
        // A global declared but defined nowhere gets an empty slot: any
        // access to it faults, naming it.
        for g in &input.module.global_vars {
            let name = name_str(&g.name);
            if g.initializer.is_none() && !globals.contains_key(&name) && !ext_globals.contains_key(&name) {
                if g.linkage == llvm_ir::module::Linkage::ExternalWeak {
                    weak_null.insert(name);
                    continue;
                }
                let slot = prog.globals.slots.len() as u32;
                let base = prog.globals.bytes.len() as u32;
                prog.globals.slots.push(DataSlot { name: name.clone(), base, size: 0, shape: Shape::Other });
                prog.warnings.push(Warning::UndefinedGlobal(name.clone()));
                ext_globals.insert(name, (slot, false));
            }
        }
        sym_maps.push((funcs, globals));
    }

    // 3. Initialisers.
    for (&(m, i), &(slot, constant)) in &global_slots {
        let g = &inputs[m].module.global_vars[i];
        let syms = symbols(&inputs[m].module.types, &sym_maps[m], &ext_funcs, &ext_globals, &weak_null);
        let (seg, slot) = segment_of(slot, constant);
        let img = prog.image_mut(seg);
        let base = img.slots[slot as usize].base as usize;
        let size = img.slots[slot as usize].size as usize;
        let mut tmp = Image { bytes: vec![0; size], ..Default::default() };
        consts::write(g.initializer.as_ref().unwrap(), &syms, &mut tmp, 0)
            .map_err(|error| LoadError::BadInitializer { name: name_str(&g.name), error })?;
        let img = prog.image_mut(seg);
        img.bytes[base..base + size].copy_from_slice(&tmp.bytes);
        img.pointers.extend(tmp.pointers.iter().map(|p| p + base as u32));
        // `tmp.undef` is dropped: an object of static storage has no
        // undefined byte. Clang writes a bit-field unit's padding as
        // `undef` in an initialiser, but C17 6.7.9p10 makes padding zero
        // bits, and the native program holds zeros there (csmith seed 566
        // at -O1 loads such a unit whole and branches on it).
    }

    // 4. Function bodies: those of the functions the program can reach.
    // A given program uses a small part of libc and DiOS, and lowering is
    // most of the start-up after reading.
    let mut reach = Reach::new(prog.functions.len());
    match ext_funcs.get("__boot") {
        Some(&boot) => {
            reach.push(boot);
            for seg in [Segment::Globals, Segment::RuntimeGlobals, Segment::ThreadLocal] {
                reach.code_pointers(prog.image(seg), 0);
            }
        }
        // (no boot function: a program for the lowering's own tests)
        None => (0..prog.functions.len() as u32).for_each(|id| reach.push(id)),
    }
    let mut constants_seen = 0;
    loop {
        while let Some(id) = reach.next() {
            let Some((m, i)) = bodies[id as usize] else { continue };
            let input = &inputs[m];
            let func = &input.module.functions[i];
            if func.basic_blocks.is_empty() {
                // (a definition has a block: this one's body was not read,
                // `read_reachable`)
                prog.functions[id as usize].ops = vec![Op::Unsupported {
                    what: format!("internal error: divm did not read the body of {}, which the program can call", func.name),
                }];
                prog.functions[id as usize].locs = vec![Loc::default()];
                continue;
            }
            let syms = symbols(&input.module.types, &sym_maps[m], &ext_funcs, &ext_globals, &weak_null);
            let mut cx = func::FnCx::new(&syms, &mut prog.constants, &mut files, &func.name, input.origin);
            cx.check_subscripts = input.origin == Origin::User && input.unoptimised;
            let lowered = cx.lower(func);
            reach.references(&lowered);
            prog.functions[id as usize] = lowered;
        }
        // Constants the bodies added may hold code pointers too.
        if prog.constants.pointers.len() == constants_seen {
            break;
        }
        reach.code_pointers(&prog.constants, constants_seen);
        constants_seen = prog.constants.pointers.len();
    }
    for (id, f) in prog.functions.iter_mut().enumerate() {
        if bodies[id].is_some() && !reach.seen[id] {
            // Nothing can call it: no instruction or data names it.
            f.ops = vec![Op::Unsupported {
                what: format!("internal error: {} was called, but divm found no reference to it and did not load it", f.name),
            }];
            f.locs = vec![Loc::default()];
        }
    }
    mark_control_calls(&mut prog);
    mark_fitting_calls(&mut prog);
    fix_data_places(&mut prog);
    for (i, f) in prog.functions.iter().enumerate() {
        prog.by_name.entry(f.name.clone()).or_insert(i as u32);
    }
    // External names take precedence in by_name.
    for (n, id) in &ext_funcs {
        prog.by_name.insert(n.clone(), *id);
    }
    for (n, s) in &ext_globals {
        prog.global_by_name.insert(n.clone(), *s);
    }
    if let Some(user) = inputs.iter().position(|i| i.origin == Origin::User) {
        for (n, s) in &sym_maps[user].1 {
            prog.global_by_name.entry(n.clone()).or_insert(*s);
        }
    }
    prog.files = files.names;
    prog.warnings.sort();
    prog.warnings.dedup();
    Ok(prog)
}

/// A module's local names: its functions' ids and its globals' slots.
type ModuleNames = (HashMap<String, u32>, HashMap<String, (u32, bool)>);

/// Module `names`' view of the linked names (`link`).
fn symbols<'a>(
    types: &'a llvm_ir::types::Types,
    names: &'a ModuleNames,
    funcs: &'a HashMap<String, u32>,
    globals: &'a HashMap<String, (u32, bool)>,
    null: &'a HashSet<String>,
) -> Symbols<'a> {
    Symbols { types, funcs: Names { local: &names.0, external: funcs }, globals: Names { local: &names.1, external: globals }, null }
}

/// The functions found reachable, and those still to lower.
struct Reach {
    seen: Vec<bool>,
    queue: Vec<u32>,
}

impl Reach {
    fn new(functions: usize) -> Reach {
        Reach { seen: vec![false; functions], queue: Vec::new() }
    }

    fn push(&mut self, id: u32) {
        if let Some(s) = self.seen.get_mut(id as usize) {
            if !*s {
                *s = true;
                self.queue.push(id);
            }
        }
    }

    fn next(&mut self) -> Option<u32> {
        self.queue.pop()
    }

    /// The function a pointer's bits name, if they are a code pointer.
    fn pointer(&mut self, bits: u64) {
        let p = Pointer(bits);
        if p.kind() == PtrKind::Code {
            self.push(p.obj());
        }
    }

    fn operand(&mut self, o: &Operand) {
        if let Operand::Ptr(bits) = *o {
            self.pointer(bits);
        }
    }

    /// Every function a lowered body calls or takes the address of.
    fn references(&mut self, f: &Function) {
        for op in &f.ops {
            if let Op::Call { callee: Callee::Direct(id) | Callee::Control(_, id) | Callee::Bits(_, id), .. } = *op {
                self.push(id);
            }
            op.for_each_operand(|o| self.operand(o));
        }
        f.call_args.iter().for_each(|a| self.operand(&a.val));
        f.gep_terms.iter().for_each(|t| self.operand(&t.index));
        f.moves.iter().flat_map(|l| &l.moves).for_each(|m| self.operand(&m.src));
    }

    /// The code pointers of `img` from its `from`-th pointer on.
    fn code_pointers(&mut self, img: &DataImage, from: usize) {
        for &off in &img.pointers[from..] {
            if let Some(b) = img.bytes.get(off as usize..off as usize + 8) {
                self.pointer(u64::from_le_bytes(b.try_into().unwrap()));
            }
        }
    }
}

/// Marks the direct calls the interpreter's fast call takes (`call_fits`),
/// then computes every function's liveness (`lower::liveness`).
fn mark_fitting_calls(prog: &mut Program) {
    let mut fitting = Vec::new();
    for (id, f) in prog.functions.iter().enumerate() {
        for (pc, op) in f.ops.iter().enumerate() {
            if let Op::Call { callee: Callee::Direct(t), ret_size, args, nargs, ret_class, .. } = *op {
                let args = &f.call_args[args as usize..(args + nargs) as usize];
                if call_fits(f, &prog.functions[t as usize], args, ret_size, ret_class) {
                    fitting.push((id, pc));
                }
            }
        }
    }
    for (id, pc) in fitting {
        if let Op::Call { fits, .. } = &mut prog.functions[id].ops[pc] {
            *fits = true;
        }
    }
    // Liveness, now that a fitting call defines its result
    // (`Function::defined_result`).
    prog.functions.iter_mut().for_each(liveness::refresh);
}

/// Resolves the loads and stores through constant pointers into the
/// program's data objects (`DataPlace`) where `Heap::locate` would accept
/// the access (`Layout::data_place`, whose checks need only the slot
/// tables) and the offset is aligned.
fn fix_data_places(prog: &mut Program) {
    // Heap ids are unknown here, and `data_place` does not read them.
    let layout = Layout {
        globals: &prog.globals.slots,
        runtime_globals: &prog.runtime_globals.slots,
        constants: &prog.constants.slots,
        globals_obj: 0,
        runtime_globals_obj: 0,
        constants_obj: 0,
    };
    let place = |addr: Operand, size: u32, access: Access, align: u8| match addr {
        Operand::Ptr(bits) if Pointer(bits).offset() & align as u32 == 0 => layout.data_place(Pointer(bits), size, access),
        _ => None,
    };
    for op in prog.functions.iter_mut().flat_map(|f| &mut f.ops) {
        match op {
            Op::Load { size, addr, align, at, .. } => *at = place(*addr, *size, Access::Load, *align),
            Op::Store { size, addr, align, at, .. } => *at = place(*addr, *size, Access::Store, *align),
            _ => {}
        }
    }
}

/// Turns the direct calls of the control-register VM calls into
/// `Callee::Control`, and those of the bit-counting intrinsics into
/// `Callee::Bits`.
fn mark_control_calls(prog: &mut Program) {
    use Intrinsic as I;
    let marked: Vec<Option<Callee>> = (prog.functions.iter().enumerate())
        .map(|(id, f)| match f.body {
            FuncBody::Builtin(Builtin::Hyper(h @ (Hyper::CtlGet | Hyper::CtlSet | Hyper::CtlFlag))) => Some(Callee::Control(h, id as u32)),
            FuncBody::Builtin(Builtin::Intrinsic(i @ (I::Ctpop | I::Cttz | I::Ctlz))) => Some(Callee::Bits(i, id as u32)),
            _ => None,
        })
        .collect();
    for f in &mut prog.functions {
        for op in &mut f.ops {
            if let Op::Call { callee, .. } = op {
                if let Callee::Direct(id) = *callee {
                    if let Some(mark) = marked[id as usize] {
                        *callee = mark;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bitcode of the textual IR `ir`, by `llvm-as`, kept for the run (a
    /// lazy module reads its bodies from it).
    fn bitcode(ir: &str) -> &'static [u8] {
        use std::io::Write;
        let mut p = std::process::Command::new("llvm-as-19")
            .args(["-", "-o", "-"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("llvm-as-19 runs");
        p.stdin.take().unwrap().write_all(ir.as_bytes()).unwrap();
        let out = p.wait_with_output().unwrap();
        assert!(out.status.success(), "llvm-as-19 accepts the test's IR");
        Box::leak(out.stdout.into_boxed_slice())
    }

    #[test]
    fn only_reachable_runtime_bodies_are_read() {
        // The runtime: `used` calls `helper`; `by_pointer` is only in a
        // global's initialiser; `unused` nothing reaches; `__boot` is read
        // as the OS's entry; `aliased` is reached through an alias.
        let runtime = bitcode(
            r#"
            @table = global ptr @by_pointer
            @alias = alias void (), ptr @aliased
            define void @helper() { ret void }
            define void @used() { call void @helper() ret void }
            define void @by_pointer() { ret void }
            define void @unused() { call void @helper() ret void }
            define void @aliased() { ret void }
            define void @__boot() { call void @alias() ret void }
            "#,
        );
        let user = Module::from_ir_str("declare void @used()\ndefine i32 @main() { call void @used() ret i32 0 }").unwrap();
        let lazy = LazyModule::from_bc_bytes(runtime).unwrap();
        let read = read_reachable(&[&user], vec![(lazy, Origin::Libc)]).unwrap();
        let bodies: HashMap<&str, bool> = read[0].module.functions.iter().map(|f| (f.name.as_str(), !f.basic_blocks.is_empty())).collect();
        for f in ["used", "helper", "by_pointer", "aliased", "__boot"] {
            assert!(bodies[f], "{f} is reachable, so its body is read");
        }
        assert!(!bodies["unused"], "nothing reaches `unused`: its body is not read");
    }

    #[test]
    fn an_unread_body_that_is_called_is_an_internal_error_not_an_empty_function() {
        let runtime = bitcode("define void @__boot() { ret void }\ndefine void @later() { ret void }");
        let lazy = LazyModule::from_bc_bytes(runtime).unwrap();
        // (`later` read by nobody, then called through a pointer the
        // linker sees: a reach `read_reachable` missed)
        let mut inputs = read_reachable(&[], vec![(lazy, Origin::Os)]).unwrap();
        let user = Module::from_ir_str("@p = global ptr @later\ndeclare void @later()\ndefine i32 @main() { ret i32 0 }").unwrap();
        inputs.insert(0, Input { module: user, origin: Origin::User, unoptimised: false });
        let prog = link(&inputs).unwrap();
        let later = &prog.functions[prog.function("later").unwrap() as usize];
        assert!(matches!(&later.ops[..], [Op::Unsupported { what }] if what.contains("did not read the body of later")), "{:?}", later.ops);
    }
}
