//! The lowered program: what the evaluator executes.
//!
//! Lowering (`crate::lower`) turns LLVM IR into this flat form once. Every
//! SSA value lives in a *register slot*: a byte offset inside the frame
//! object of its function. Constants that fit in 64 bits are immediates;
//! wider or aggregate constants live in the constants object.

mod builtin;
mod op;
mod reach;
pub use builtin::*;
pub use op::*;
pub use reach::*;

use rustc_hash::FxHashMap as HashMap;

/// Index of a function in `Program::functions`.
pub type FuncId = u32;

/// Where a function came from; decides instrumentation and what counts as
/// "the user's code" in reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    User,
    Libc,
    Os,
}

/// A source location.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Loc {
    /// Index into `Program::files`; `u32::MAX` when unknown.
    pub file: u32,
    pub line: u32,
    pub col: u32,
}

impl Loc {
    pub const UNKNOWN: Loc = Loc { file: u32::MAX, line: 0, col: 0 };
}

/// How a call to a function is carried out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuncBody {
    /// Lowered code.
    Code,
    /// Implemented by the VM (hypercalls, intrinsics, natives).
    Builtin(Builtin),
    /// Declared but defined nowhere: calling it faults.
    Undefined,
}

/// Whether a call from `caller` to `callee` must match the callee's types
/// exactly (user code to user code; see `Machine::call`).
pub fn strict_types(caller: &Function, callee: &Function) -> bool {
    caller.origin == Origin::User && callee.origin == Origin::User
}

/// Whether an argument or result of class `a` may be passed where the
/// callee has class `b`. Sizes are compared separately. Aggregates are
/// compared by size only; a pointer and a 64-bit integer are interchangeable
/// unless `strict`.
pub fn classes_match(a: TyClass, b: TyClass, strict: bool) -> bool {
    if a == b || a == TC_NONE || b == TC_NONE || a & TC_KIND == TC_AGG || b & TC_KIND == TC_AGG {
        return true;
    }
    let word = |c: TyClass| c == ty_class(TC_INT, 8) || c == ty_class(TC_PTR, 8);
    !strict && word(a) && word(b)
}

/// Most arguments a call may pass to take the interpreter's fast call.
pub const FAST_CALL_ARGS: usize = 8;

/// Whether a direct call (`args` and the result's `ret_size` and
/// `ret_class`) from `caller` to `callee` has the shape the interpreter's
/// fast call takes: defined code, not variadic, every argument a plain
/// value of exactly the parameter's size and class, the result as the
/// callee gives it. Only the values, the stack depth and watched calls
/// remain to check when it runs.
pub fn call_fits(caller: &Function, callee: &Function, args: &[CallArg], ret_size: u32, ret_class: TyClass) -> bool {
    if callee.body != FuncBody::Code || callee.variadic || args.len() != callee.params.len() || args.len() > FAST_CALL_ARGS {
        return false;
    }
    let strict = strict_types(caller, callee);
    if ret_size != 0 && (callee.ret_size != ret_size || !classes_match(ret_class, callee.ret_class, strict)) {
        return false;
    }
    args.iter().zip(&callee.params).enumerate().all(|(i, (a, &(_, size)))| {
        let class = callee.param_classes.get(i).copied().unwrap_or(TC_NONE);
        a.byval == 0 && a.size == size && classes_match(a.class, class, strict)
    })
}

#[derive(Debug)]
pub struct Function {
    pub name: String,
    pub origin: Origin,
    pub body: FuncBody,
    /// Frame size in bytes, header included.
    pub frame_size: u32,
    /// (offset, size) of each fixed parameter's register slot.
    pub params: Vec<(u32, u32)>,
    /// The type class of each fixed parameter (empty when unknown).
    pub param_classes: Vec<TyClass>,
    /// The type class of the return value (`TC_NONE` for void or unknown).
    pub ret_class: TyClass,
    pub variadic: bool,
    /// Size of the return value in bytes; 0 for void.
    pub ret_size: u32,
    /// Whether the loader instrumented this function with interrupts.
    pub instrumented: bool,
    pub ops: Vec<Op>,
    /// `locs[i]` is the source location of `ops[i]`.
    pub locs: Vec<Loc>,
    /// Side tables referenced from ops by index.
    pub gep_terms: Vec<GepTerm>,
    pub call_args: Vec<CallArg>,
    pub moves: Vec<MoveList>,
    pub cases: Vec<SwitchCase>,
    /// Register slots that hold the static allocas of this frame, freed at `ret`.
    pub static_allocas: Vec<u32>,
    /// The undefinedness layer of a new frame: all-ones over the registers
    /// that start undefined (stack variables kept in a register slot, which
    /// a new frame marks undefined instead of running their `alloca`);
    /// empty when there are none.
    pub frame_undef: Vec<u8>,
    /// Every register slot as (offset, size), sorted by offset.
    pub regs: Vec<(u32, u32)>,
    /// `live[pc]`: bitset over `regs` of the registers live before op `pc`.
    pub live: Vec<Box<[u64]>>,
    /// Every register counts as live everywhere: the function calls
    /// `setjmp` (a `longjmp` can resume at the call with any register
    /// needed) or its registers overlap (a write of one changes another,
    /// which liveness does not follow).
    pub keeps_registers: bool,
    /// Source location of the definition.
    pub loc: Loc,
    /// The stack variables of a user function whose `alloca` has a name
    /// (clang keeps them under `-fno-discard-value-names`), in the order
    /// of their allocas: where a frame holds each, for debuggers.
    pub stack_vars: Vec<StackVar>,
}

/// A named stack variable of a function (`Function::stack_vars`): the
/// name of its `alloca` (`x`, `n.addr` for parameter `n`, `x1` for a
/// second `x`), and where its frame keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackVar {
    pub name: String,
    pub home: VarHome,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarHome {
    /// In the frame's register slot at `off`, `size` bytes (a promoted
    /// variable), valid while the slot is live (`Function::live_registers`).
    Slot { off: u32, size: u32 },
    /// In an object of its own, whose pointer the register slot at `reg`
    /// holds once its `alloca` ran.
    Object { reg: u32 },
}

impl Function {
    /// The ops control may go to after the op at `pc`, each with its
    /// edge's moves (`NO_MOVES` for none), appended to `out`.
    pub fn successors(&self, pc: usize, out: &mut Vec<(u32, u32)>) {
        let cases = |first: u32, n: u32| self.cases[first as usize..(first + n) as usize].iter().map(|c| (c.target, c.moves));
        match &self.ops[pc] {
            Op::Br { target, moves } => out.push((*target, *moves)),
            Op::CondBr { t, tm, f, fm, .. } => out.extend([(*t, *tm), (*f, *fm)]),
            Op::Switch { cases: c, ncases, default, dm, .. } => {
                out.extend(cases(*c, *ncases));
                out.push((*default, *dm));
            }
            Op::IndirectBr { cases: c, ncases, .. } => out.extend(cases(*c, *ncases)),
            Op::Ret { .. } | Op::Unreachable | Op::Unsupported { .. } => {}
            _ => out.push((pc as u32 + 1, NO_MOVES)),
        }
    }

    /// The registers (offset, size) live before op `pc` (`live`), if it is
    /// an op.
    pub fn live_registers(&self, pc: u32) -> Option<impl Iterator<Item = (u32, u32)> + '_> {
        let live = self.live.get(pc as usize)?;
        Some(self.regs.iter().enumerate().filter(move |&(i, _)| live[i / 64] >> (i % 64) & 1 != 0).map(|(_, &r)| r))
    }

    /// The registers always live (`lower::liveness`): those that hold
    /// static allocas (`ret` frees them), or all (`keeps_registers`).
    pub fn pinned_registers(&self) -> Vec<u32> {
        if self.keeps_registers {
            self.regs.iter().map(|r| r.0).collect()
        } else {
            self.static_allocas.clone()
        }
    }

    /// The result register (offset, size) that the call `op` defines for
    /// liveness: that of a fitting call (`call_fits`), whose callee
    /// returns a value of the result's size on every path, so that the
    /// return writes the whole register. While such a call runs its
    /// result register is dead, and every path that makes the call puts a
    /// fresh frame's bytes there (`eval::control::forget_result`). Other
    /// calls may leave it unwritten (a void function called through an
    /// `int` declaration): their result register keeps what it held.
    #[inline]
    pub fn defined_result(&self, op: &Op) -> Option<(u32, u32)> {
        match *op {
            Op::Call { fits: true, dst, ret_size, .. } if ret_size > 0 && !self.keeps_registers => Some((dst, ret_size)),
            _ => None,
        }
    }

    /// Whether every register the function names has a whole word of its
    /// frame from its offset on, and the frame its header: what lowering
    /// lays out. The fast paths rely on it to access registers without a
    /// bounds check each (`memory::WordView::reg`).
    pub fn registers_fit(&self) -> bool {
        let fits = |r: u32| r as u64 + 8 <= self.frame_size as u64;
        let operand_fits = |o: &Operand| !matches!(*o, Operand::Reg(r) if !fits(r));
        let op_fits = |op: &Op| {
            let mut all = op.dst().is_none_or(fits);
            op.for_each_operand(|o| all &= operand_fits(o));
            if let Op::CmpXchg { dst, flag_off, .. } = *op {
                all &= fits(dst.saturating_add(flag_off));
            }
            all
        };
        self.frame_size >= FRAME_HEADER
            && self.ops.iter().all(op_fits)
            && self.call_args.iter().all(|a| operand_fits(&a.val))
            && self.gep_terms.iter().all(|t| operand_fits(&t.index))
            && self.moves.iter().flat_map(|l| &l.moves).all(|m| fits(m.dst) && operand_fits(&m.src))
            && self.params.iter().all(|&(off, _)| fits(off))
    }

    /// Whether control stays within the ops: every branch target is an
    /// op, and the last op is one after which nothing runs (a return,
    /// branch or `unreachable`, or an op that cannot run), and a load
    /// marked `then_rmw` has the two ops it is fused with after it. The
    /// fast paths rely on it to fetch ops without a bounds check each.
    pub fn jumps_fit(&self) -> bool {
        let n = self.ops.len() as u32;
        let to = |t: u32| t < n;
        let cases_fit = |cases: u32, ncases: u32| {
            self.cases.get(cases as usize..(cases as usize).saturating_add(ncases as usize)).is_some_and(|cs| cs.iter().all(|c| to(c.target)))
        };
        let op_fits = |(i, op): (usize, &Op)| match *op {
            Op::Load { then_rmw: true, .. } => to(i as u32 + 2),
            Op::Br { target, .. } => to(target),
            Op::CondBr { t, f, .. } => to(t) && to(f),
            Op::Switch { cases, ncases, default, .. } => to(default) && cases_fit(cases, ncases),
            Op::IndirectBr { cases, ncases, .. } => cases_fit(cases, ncases),
            _ => true,
        };
        let ends = matches!(
            self.ops.last(),
            Some(
                Op::Ret { .. }
                    | Op::Br { .. }
                    | Op::CondBr { .. }
                    | Op::Switch { .. }
                    | Op::IndirectBr { .. }
                    | Op::Unreachable
                    | Op::Unsupported { .. }
            )
        );
        ends && self.ops.iter().enumerate().all(op_fits)
    }

    /// Whether every entry an op names in the function's side tables is
    /// there: a `getelementptr`'s terms, a call's arguments, the moves of
    /// a branch, a switch's default and every case (`jumps_fit` checks
    /// that the cases are). The fast paths rely on it to read those
    /// entries without a bounds check each (`eval::fast::entries`).
    pub fn tables_fit(&self) -> bool {
        let within = |len: usize, at: u32, n: u32| at.checked_add(n).is_some_and(|end| end as usize <= len);
        let moves_fit = |m: u32| m == NO_MOVES || (m as usize) < self.moves.len();
        let op_fits = |op: &Op| match *op {
            Op::Gep { terms, nterms, .. } => within(self.gep_terms.len(), terms, nterms),
            Op::Call { args, nargs, .. } => within(self.call_args.len(), args, nargs),
            Op::Br { moves, .. } => moves_fit(moves),
            Op::CondBr { tm, fm, .. } => moves_fit(tm) && moves_fit(fm),
            Op::Switch { dm, .. } => moves_fit(dm),
            _ => true,
        };
        self.ops.iter().all(op_fits) && self.cases.iter().all(|c| moves_fit(c.moves))
    }

    /// A function with no code yet: a frame of just the header, no
    /// parameters, returning nothing.
    pub fn new(name: &str, origin: Origin, body: FuncBody) -> Function {
        Function {
            name: name.to_string(),
            origin,
            body,
            frame_size: FRAME_HEADER,
            params: vec![],
            param_classes: vec![],
            ret_class: TC_NONE,
            variadic: false,
            ret_size: 0,
            instrumented: false,
            ops: vec![],
            locs: vec![],
            gep_terms: vec![],
            call_args: vec![],
            moves: vec![],
            cases: vec![],
            static_allocas: vec![],
            frame_undef: vec![],
            regs: vec![],
            live: vec![],
            keeps_registers: false,
            stack_vars: vec![],
            loc: Loc::UNKNOWN,
        }
    }
}

/// A slot of the globals or constants object.
#[derive(Debug, Clone)]
pub struct DataSlot {
    pub name: String,
    /// Byte offset inside its object.
    pub base: u32,
    pub size: u32,
    /// What its initialiser's type says it holds (to show its value).
    pub shape: Shape,
}

/// A scalar global's kind, as far as showing its value needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    Int,
    Float,
    Double,
    Pointer,
}

/// What a global holds: a scalar, an array of scalars, or anything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Scalar(ValueKind),
    Array {
        element: ValueKind,
        element_size: u32,
    },
    /// An array of structs, unions or arrays: shown as memory, named by
    /// element (`forks[1]`).
    Records {
        element_size: u32,
    },
    Other,
}

/// The initial image of the globals or the constants object.
#[derive(Debug, Default, Clone)]
pub struct DataImage {
    pub slots: Vec<DataSlot>,
    pub bytes: Vec<u8>,
    /// Offsets of 8-byte pointers in `bytes`.
    pub pointers: Vec<u32>,
    /// (offset, length) ranges that are undefined (`undef` in initialisers).
    pub undef: Vec<(u32, u32)>,
}

#[derive(Debug, Default)]
pub struct Program {
    pub functions: Vec<Function>,
    /// The program's own global variables (the user's modules).
    pub globals: DataImage,
    /// The global variables of the runtime's modules (OS, libc), in an
    /// object of their own: the program's stores then copy, hash and
    /// compare only its own few variables, not the runtime's buffers.
    pub runtime_globals: DataImage,
    pub constants: DataImage,
    /// The initial image of each thread's `__thread` variables.
    pub tls: DataImage,
    pub files: Vec<String>,
    pub by_name: HashMap<String, FuncId>,
    /// Global variable name -> (slot index, is constant).
    pub global_by_name: HashMap<String, (u32, bool)>,
    /// Warnings from loading (e.g. undefined functions).
    pub warnings: Vec<Warning>,
    /// A hash of the linked program, for traces.
    pub hash: u64,
    /// The program's own code has each shift checked where its source
    /// has it (the driver compiled it with clang's shift check, whose
    /// handler reports the error): a shift by the width or more that the
    /// VM still meets there is one the optimiser moved ahead of its check,
    /// which LLVM makes poison, not undefined behaviour. Its value is then
    /// undefined, an error only where it is used.
    pub shifts_checked: bool,
    /// What `__vm_may_call` computed, by set of targets.
    pub call_reach: CallReachCache,
}

/// Which data image a global lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segment {
    Globals,
    RuntimeGlobals,
    Constants,
    ThreadLocal,
}

impl Program {
    pub fn image(&self, seg: Segment) -> &DataImage {
        match seg {
            Segment::Globals => &self.globals,
            Segment::RuntimeGlobals => &self.runtime_globals,
            Segment::Constants => &self.constants,
            Segment::ThreadLocal => &self.tls,
        }
    }

    /// The slot a global or constant pointer's slot number names.
    pub fn data_slot(&self, slot: u32, constant: bool) -> Option<&DataSlot> {
        let (seg, i) = segment_of(slot, constant);
        self.image(seg).slots.get(i as usize)
    }

    pub fn image_mut(&mut self, seg: Segment) -> &mut DataImage {
        match seg {
            Segment::Globals => &mut self.globals,
            Segment::RuntimeGlobals => &mut self.runtime_globals,
            Segment::Constants => &mut self.constants,
            Segment::ThreadLocal => &mut self.tls,
        }
    }

    pub fn function(&self, name: &str) -> Option<FuncId> {
        self.by_name.get(name).copied()
    }

    pub fn file_name(&self, loc: Loc) -> &str {
        self.files.get(loc.file as usize).map(|s| s.as_str()).unwrap_or("?")
    }
}

/// Global-kind pointers with this bit in the slot number name a `__thread`
/// variable (slot of `Program::tls`); only `llvm.threadlocal.address` turns
/// them into a real address.
pub const TLS_SLOT: u32 = 1 << 29;

/// Global-kind pointers with this bit in the slot number name a variable
/// of the runtime's modules (slot of `Program::runtime_globals`).
pub const RUNTIME_SLOT: u32 = 1 << 28;

/// The slot number a pointer carries for slot `index` of `seg`, and
/// whether it is a constant pointer: what `segment_of` reads back.
pub fn slot_number(seg: Segment, index: u32) -> (u32, bool) {
    match seg {
        Segment::Globals => (index, false),
        Segment::RuntimeGlobals => (index | RUNTIME_SLOT, false),
        Segment::Constants => (index, true),
        Segment::ThreadLocal => (index | TLS_SLOT, false),
    }
}

/// The image a slot number names (of a constant pointer if `constant`,
/// else of a global one), and the slot's index in that image.
pub fn segment_of(slot: u32, constant: bool) -> (Segment, u32) {
    if constant {
        (Segment::Constants, slot)
    } else if slot & TLS_SLOT != 0 {
        (Segment::ThreadLocal, slot & !TLS_SLOT)
    } else if slot & RUNTIME_SLOT != 0 {
        (Segment::RuntimeGlobals, slot & !RUNTIME_SLOT)
    } else {
        (Segment::Globals, slot)
    }
}

/// Frame layout: `[pc][parent][dyn_allocas][varargs][registers...]`.
pub const FRAME_PC: u32 = 0;
pub const FRAME_PARENT: u32 = 8;
pub const FRAME_DYN_ALLOCAS: u32 = 16;
pub const FRAME_VARARGS: u32 = 24;
pub const FRAME_HEADER: u32 = 32;

/// Something loading found suspicious but not fatal: a call or access
/// faults only if it happens.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Warning {
    UndefinedFunction(String),
    UndefinedGlobal(String),
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Warning::UndefinedFunction(n) => write!(f, "undefined function '{}'", n),
            Warning::UndefinedGlobal(n) => write!(f, "undefined global variable '{}'", n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_numbers_name_their_segment_and_index() {
        for seg in [Segment::Globals, Segment::RuntimeGlobals, Segment::Constants, Segment::ThreadLocal] {
            for i in [0, 1, 77, RUNTIME_SLOT - 1] {
                let (n, constant) = slot_number(seg, i);
                assert_eq!(segment_of(n, constant), (seg, i));
            }
        }
    }

    /// A function of a 64-byte frame whose every kind of register
    /// reference (operand, destination, call argument, GEP index, move,
    /// parameter) names a register at 48, the last with a whole word.
    fn at_48() -> Function {
        let mut f = Function::new("f", Origin::User, FuncBody::Code);
        f.frame_size = 64;
        let r = Operand::Reg(48);
        f.params = vec![(48, 4)];
        f.call_args.push(CallArg { val: r, size: 8, align: 8, byval: 0, class: TC_NONE });
        f.gep_terms.push(GepTerm { index: r, width: 64, signed: true, scale: 1, limit: GepTerm::UNCHECKED, access: false });
        f.moves.push(MoveList { moves: vec![Move { dst: 48, src: r, size: 8 }], cyclic: false });
        f.ops = vec![
            Op::Bin { op: BinOp::Add, w: 64, dst: 48, a: r, b: r, then_call: false },
            Op::Call { callee: Callee::Direct(0), dst: 48, ret_size: 8, args: 0, nargs: 1, ret_class: TC_NONE, fits: false },
            Op::Gep { dst: 48, base: r, offset: 0, terms: 0, nterms: 1, wrap: false },
            Op::Br { target: 0, moves: 0 },
        ];
        f
    }

    #[test]
    fn registers_fit_only_with_a_whole_word_of_frame_each() {
        assert!(at_48().registers_fit());
        type Break = Box<dyn FnMut(&mut Function)>;
        let mut cases: Vec<Break> = vec![
            Box::new(|f| f.frame_size = 55),
            Box::new(|f| f.params[0].0 = 60),
            Box::new(|f| f.call_args[0].val = Operand::Reg(57)),
            Box::new(|f| f.gep_terms[0].index = Operand::Reg(57)),
            Box::new(|f| f.moves[0].moves[0].dst = 57),
            Box::new(|f| f.moves[0].moves[0].src = Operand::Reg(57)),
            Box::new(|f| f.ops[0] = Op::Bin { op: BinOp::Add, w: 64, dst: 57, a: Operand::Imm(1), b: Operand::Imm(1), then_call: false }),
            Box::new(|f| f.ops[0] = Op::Bin { op: BinOp::Add, w: 64, dst: 48, a: Operand::Imm(1), b: Operand::Reg(57), then_call: false }),
            Box::new(|f| f.ops[1] = Op::Call { callee: Callee::Direct(0), dst: 57, ret_size: 8, args: 0, nargs: 1, ret_class: TC_NONE, fits: false }),
            Box::new(|f| {
                f.ops.push(Op::CmpXchg {
                    w: 32,
                    visible: false,
                    dst: 48,
                    flag_off: 9,
                    addr: Operand::Imm(0),
                    expected: Operand::Imm(0),
                    new: Operand::Imm(0),
                })
            }),
        ];
        for (i, case) in cases.iter_mut().enumerate() {
            let mut f = at_48();
            case(&mut f);
            assert!(!f.registers_fit(), "case {}", i);
        }
        let mut small = Function::new("g", Origin::User, FuncBody::Code);
        assert!(small.registers_fit(), "a frame of just the header");
        small.frame_size = FRAME_HEADER - 1;
        assert!(!small.registers_fit(), "a frame shorter than its header");
    }

    #[test]
    fn jumps_fit_only_into_the_ops_and_with_no_fall_off_the_end() {
        let with = |last: Op| {
            let mut f = at_48();
            f.cases.push(SwitchCase { value: 1, target: 1, moves: NO_MOVES });
            *f.ops.last_mut().unwrap() = last;
            f
        };
        let switch = |target, default| {
            let mut f = with(Op::Switch { val: Operand::Reg(48), w: 32, cases: 0, ncases: 1, default, dm: NO_MOVES });
            f.cases[0].target = target;
            f
        };
        assert!(at_48().jumps_fit());
        assert!(with(Op::Ret { val: None, size: 0 }).jumps_fit());
        assert!(with(Op::CondBr { cond: Operand::Reg(48), t: 0, tm: NO_MOVES, f: 3, fm: NO_MOVES }).jumps_fit());
        assert!(switch(3, 0).jumps_fit());
        assert!(!with(Op::Br { target: 4, moves: NO_MOVES }).jumps_fit(), "a branch past the end");
        assert!(!with(Op::CondBr { cond: Operand::Reg(48), t: 0, tm: NO_MOVES, f: 9, fm: NO_MOVES }).jumps_fit());
        assert!(!switch(4, 0).jumps_fit(), "a case past the end");
        assert!(!switch(0, 4).jumps_fit(), "a default past the end");
        let mut cases_missing = switch(0, 0);
        cases_missing.cases.clear();
        assert!(!cases_missing.jumps_fit(), "cases not in the table");
        let goto = |target| {
            let mut f = with(Op::IndirectBr { addr: Operand::Reg(48), cases: 0, ncases: 1 });
            f.cases[0].target = target;
            f
        };
        assert!(goto(3).jumps_fit());
        assert!(!goto(4).jumps_fit(), "a computed goto's destination past the end");
        assert!(!with(Op::Cfl).jumps_fit(), "the last op falls off the end");
        let rmw = |then_rmw| Op::Load {
            size: 8,
            dst: 48,
            addr: Operand::Reg(48),
            visible: false,
            atomic: false,
            align: 0,
            class: TC_NONE,
            at: None,
            then_rmw,
            temps_dead: then_rmw,
        };
        let mut short = with(Op::Ret { val: None, size: 0 });
        let at = short.ops.len() - 1;
        short.ops.insert(at, rmw(true));
        assert!(!short.jumps_fit(), "a load fused with the two ops after it, with one after it");
        short.ops[at] = rmw(false);
        assert!(short.jumps_fit());
        assert!(!Function::new("g", Origin::User, FuncBody::Code).jumps_fit(), "no ops");
    }

    /// A case is found by index where the values run on from the first,
    /// and by search otherwise; a value out of the index range (or wrapping
    /// past it) finds none.
    #[test]
    fn cases_are_found_by_index_or_by_search() {
        let cs = |values: &[u128]| {
            values.iter().enumerate().map(|(i, &value)| SwitchCase { value, target: i as u32, moves: NO_MOVES }).collect::<Vec<_>>()
        };
        let found = |cs: &[SwitchCase], bits: u64| SwitchCase::find(cs, bits as u128).map(|c| c.target);
        let run = cs(&[3, 4, 5, 6]);
        assert_eq!((found(&run, 3), found(&run, 6)), (Some(0), Some(3)));
        assert_eq!((found(&run, 2), found(&run, 7), found(&run, u64::MAX)), (None, None, None));
        let gaps = cs(&[0, 2, 9, u64::MAX as u128]);
        assert_eq!((found(&gaps, 2), found(&gaps, 9), found(&gaps, u64::MAX)), (Some(1), Some(2), Some(3)));
        assert_eq!((found(&gaps, 1), found(&gaps, 3)), (None, None));
        assert_eq!(found(&cs(&[]), 0), None);
    }

    #[test]
    fn tables_fit_only_with_every_named_entry_there() {
        assert!(at_48().tables_fit());
        let with = |at: usize, op: Op| {
            let mut f = at_48();
            f.ops[at] = op;
            f.tables_fit()
        };
        let r = Operand::Reg(48);
        let call = |args, nargs| Op::Call { callee: Callee::Direct(0), dst: 48, ret_size: 8, args, nargs, ret_class: TC_NONE, fits: false };
        let gep = |terms, nterms| Op::Gep { dst: 48, base: r, offset: 0, terms, nterms, wrap: false };
        assert!(with(1, call(1, 0)), "no arguments, at the end of the table");
        assert!(!with(1, call(0, 2)), "an argument past the table");
        assert!(!with(1, call(u32::MAX, 2)), "a range that wraps");
        assert!(with(2, gep(0, 0)));
        assert!(!with(2, gep(1, 1)), "a term past the table");
        assert!(!with(2, gep(u32::MAX, 1)), "a range that wraps");
        assert!(with(3, Op::Br { target: 0, moves: NO_MOVES }));
        assert!(!with(3, Op::Br { target: 0, moves: 1 }), "moves past the table");
        assert!(!with(3, Op::CondBr { cond: r, t: 0, tm: 0, f: 0, fm: 1 }), "the false edge's moves past the table");
        assert!(!with(3, Op::Switch { val: r, w: 32, cases: 0, ncases: 0, default: 0, dm: 2 }), "the default's moves past the table");
        let mut case = at_48();
        case.cases.push(SwitchCase { value: 1, target: 0, moves: 1 });
        assert!(!case.tables_fit(), "a case's moves past the table");
        case.cases[0].moves = 0;
        assert!(case.tables_fit());
    }
}
