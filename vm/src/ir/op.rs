//! Instructions of the lowered form.

/// Where an instruction reads a value from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    /// A register slot: byte offset in the current frame.
    Reg(u32),
    /// A defined immediate of at most 64 bits, not a pointer.
    Imm(u64),
    /// A constant pointer (global, constant, code or null).
    Ptr(u64),
    /// A fully undefined value (`undef`, `poison`).
    Undef,
    /// Bytes at this offset of the constants object (wide or aggregate constants).
    Const(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    /// `add`/`sub`/`mul`/`shl` with LLVM's `nsw` flag in user code: signed
    /// overflow is undefined behaviour, reported when `Config::ub_overflow`.
    AddNsw,
    SubNsw,
    MulNsw,
    ShlNsw,
}

impl BinOp {
    /// Every operation (for tests that go through them all).
    pub const ALL: [BinOp; 17] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::UDiv,
        BinOp::SDiv,
        BinOp::URem,
        BinOp::SRem,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::AShr,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::AddNsw,
        BinOp::SubNsw,
        BinOp::MulNsw,
        BinOp::ShlNsw,
    ];
}

/// The program's data objects, which global and constant pointers point
/// into; their heap ids are only known when it runs (`memory::Layout`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataObject {
    Globals,
    RuntimeGlobals,
    Constants,
}

/// Where a load or store through a constant pointer lands, when link
/// found the access valid, in bounds and aligned (`lower::fix_data_places`):
/// an offset in a data object. The fast paths then skip decoding and
/// checking the pointer; the general path ignores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataPlace {
    pub object: DataObject,
    pub off: u32,
}

/// The type class of a value, for the checks of calls through function
/// pointers and of `va_arg`: the kind in the top 3 bits, the size in bytes
/// (capped at 31) in the low 5. `TC_NONE` (void, unknown) is never checked.
pub type TyClass = u8;
pub const TC_NONE: TyClass = 0;
pub const TC_INT: TyClass = 1 << 5;
pub const TC_FLOAT: TyClass = 2 << 5;
pub const TC_PTR: TyClass = 3 << 5;
pub const TC_AGG: TyClass = 4 << 5;
pub const TC_KIND: TyClass = 7 << 5;

/// A type class of `kind` (one of the `TC_*` kinds) and `size` bytes.
pub fn ty_class(kind: TyClass, size: u64) -> TyClass {
    kind | size.min(31) as u8
}

/// Words for a type class in messages ("int", "double", "pointer", ...).
pub fn ty_class_name(c: TyClass) -> String {
    let size = c & !TC_KIND;
    match c & TC_KIND {
        TC_INT => match size {
            1 => "char".into(),
            2 => "short".into(),
            4 => "int".into(),
            8 => "long".into(),
            16 => "__int128".into(),
            n => format!("{}-byte integer", n),
        },
        TC_FLOAT => match size {
            4 => "float".into(),
            8 => "double".into(),
            n => format!("{}-byte floating-point value", n),
        },
        TC_PTR => "pointer".into(),
        TC_AGG => "aggregate".into(),
        _ => "value".into(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IPred {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FBinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// Floating-point predicates, as in LLVM (`O*` ordered, `U*` unordered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FPred {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Uno,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    True,
}

/// Floating-point formats. `X87` values are 80-bit encodings computed in
/// double; `F16` (`_Float16`, LLVM `half`) values are computed in double
/// and rounded to half (scalar/half.rs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FTy {
    F16,
    F32,
    F64,
    X87,
}

impl FTy {
    pub fn size(self) -> u32 {
        match self {
            FTy::F16 => 2,
            FTy::F32 => 4,
            FTy::F64 => 8,
            FTy::X87 => 16,
        }
    }
}

/// A scalar type for casts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    Int(u8),
    Float(FTy),
    Ptr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FpToUi,
    FpToSi,
    UiToFp,
    SiToFp,
    FpTrunc,
    FpExt,
    PtrToInt,
    IntToPtr,
    BitCast,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    UIncWrap,
    UDecWrap,
}

/// One dynamic term of a getelementptr: `offset += ext(index) * scale`,
/// the `width`-bit index sign-extended (or zero-extended: an index whose
/// `zext` was folded into the term, `lower::fold`).
///
/// A term that indexes an array of a C type (`lower::subscript`) also
/// carries its bound: `limit`, the largest index allowed (`u64::MAX`:
/// unchecked), which is the array's length when the element is only
/// addressed (one past the end) and one less when it is accessed
/// (`access`).
#[derive(Clone, Copy, Debug)]
pub struct GepTerm {
    pub index: Operand,
    pub width: u8,
    pub signed: bool,
    pub scale: i64,
    pub limit: u64,
    pub access: bool,
}

impl GepTerm {
    /// The index's `width` bits `bits`, extended to 64 as the term says.
    #[inline(always)]
    pub fn extend(&self, bits: u64) -> i64 {
        match (self.width, self.signed) {
            (64.., _) => bits as i64, // (the low 64 bits of a wider index)
            (w, true) => crate::scalar::sext(bits, w as u32),
            (w, false) => (bits & crate::memory::low_bits(w as u32)) as i64,
        }
    }

    /// No bound: `limit` of a term that indexes no array of a C type.
    pub const UNCHECKED: u64 = u64::MAX;

    /// The offset for an index of `bits`, if the index is within the
    /// bound the term carries (C11 6.5.6p8: a negative one never is).
    #[inline(always)]
    pub fn checked_offset(&self, bits: u64) -> Option<i64> {
        let i = self.extend(bits);
        (i as u64 <= self.limit).then(|| crate::scalar::gep_offset(i, self.scale))
    }

    /// The array's length, for messages.
    pub fn array_len(&self) -> u64 {
        self.limit + self.access as u64
    }

    /// What the term adds to the address for an index of `bits`.
    #[inline(always)]
    pub fn offset(&self, bits: u64) -> i64 {
        crate::scalar::gep_offset(self.extend(bits), self.scale)
    }
}

#[derive(Clone, Copy, Debug)]
pub struct CallArg {
    pub val: Operand,
    pub size: u32,
    /// Alignment of the argument in a varargs area.
    pub align: u32,
    /// Non-zero for `byval` pointers: the callee gets a private copy of this many bytes.
    pub byval: u32,
    /// The argument's type class (call type checks, va_arg checks).
    pub class: TyClass,
}

/// A parallel copy performed when control moves along a CFG edge (phis).
#[derive(Clone, Debug, Default)]
pub struct MoveList {
    pub moves: Vec<Move>,
    /// The moves form a cycle (a swap): every source must be read before
    /// any destination is written. Otherwise lowering put them in an order
    /// that is safe to execute one by one.
    pub cyclic: bool,
}

impl MoveList {
    /// Orders the moves so that none overwrites a register a later one
    /// still reads; sets `cyclic` when no such order exists.
    pub fn sequentialise(&mut self) {
        let reads = |m: &Move, r: &Move| match m.src {
            Operand::Reg(s) => s < r.dst + r.size && r.dst < s + m.size,
            _ => false,
        };
        let mut left = std::mem::take(&mut self.moves);
        let mut done = Vec::with_capacity(left.len());
        while !left.is_empty() {
            // A move whose destination no other pending move reads can go now.
            let free = (0..left.len()).find(|&i| left.iter().enumerate().all(|(j, m)| j == i || !reads(m, &left[i])));
            match free {
                Some(i) => done.push(left.remove(i)),
                None => {
                    self.cyclic = true;
                    done.append(&mut left);
                }
            }
        }
        self.moves = done;
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Move {
    pub dst: u32,
    pub src: Operand,
    pub size: u32,
}

#[derive(Clone, Copy, Debug)]
pub struct SwitchCase {
    pub value: u128,
    pub target: u32,
    pub moves: u32,
}

impl SwitchCase {
    /// The case of one switch's `cases` (in order of value: lowering sorts
    /// them) whose value is `value`, if any. A case at the value's
    /// distance from the first is tried first, so cases of consecutive
    /// values (an enum's) are found by index (bytecode, a switch over 11
    /// opcodes: -1.2% host instructions against searching them in turn).
    #[inline(always)]
    pub fn find(cases: &[SwitchCase], value: u128) -> Option<&SwitchCase> {
        let at = usize::try_from(value.wrapping_sub(cases.first()?.value)).ok();
        match at.and_then(|i| cases.get(i)) {
            Some(c) if c.value == value => Some(c),
            _ => cases.iter().find(|c| c.value == value),
        }
    }
}

/// No moves on this CFG edge.
pub const NO_MOVES: u32 = u32::MAX;

/// Who implements a call target.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Callee {
    /// A function known at load time.
    Direct(u32),
    /// A computed code pointer.
    Indirect(Operand),
    /// A direct call of `__vm_ctl_get`, `__vm_ctl_set` or `__vm_ctl_flag`
    /// (that hypercall, and the function's id), marked at link: an OS
    /// makes several on every edge, and the interpreter's fast path runs
    /// them without looking the function up.
    Control(Hyper, u32),
    /// A direct call of `llvm.ctpop`, `llvm.cttz` or `llvm.ctlz` (that
    /// intrinsic, and the function's id), marked at link: the scheduler
    /// counts bits on every edge, and the fast path runs the count like an
    /// arithmetic instruction.
    Bits(Intrinsic, u32),
}

/// Functions the VM implements itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    Hyper(Hyper),
    Intrinsic(Intrinsic),
    /// A math function of libm, computed by the host: index into `eval::native::MATH`.
    Math(u16),
    FmtFloat,
    ParseDouble,
    SetJmp,
    LongJmp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hyper {
    ObjMake,
    ObjFree,
    ObjSize,
    ObjResize,
    ObjShared,
    Choose,
    ChooseWeighted,
    /// `__vm_input(bits, signed)`: a fresh symbolic input.
    Input,
    /// `__vm_concrete(v)`: a symbolic `v` fixed to one value.
    Concrete,
    InterruptMem,
    InterruptCfl,
    Trace,
    TraceBytes,
    FaultAt,
    /// `__vm_describe(p, buf, size)`: where `p` points, for a person.
    Describe,
    /// `__vm_may_call(frame, name)`: whether the code that would run on
    /// from `frame` may call the function `name` (`CallReach`).
    MayCall,
    CtlGet,
    CtlSet,
    CtlFlag,
    FrameMake,
    FrameUnwind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    Memcpy,
    Memmove,
    Memset,
    /// No effect: lifetime (outside user code: `Op::Lifetime`), debug
    /// info, assume, experimental noalias, etc.
    Nop,
    /// Returns its first argument (expect, ptr.annotation, launder...).
    Identity,
    /// `llvm.threadlocal.address`: a `__thread` variable in the running
    /// thread's block (control register TLS).
    ThreadLocal,
    StackSave,
    StackRestore,
    /// `llvm.returnaddress(level)`: level 0 is the caller's resume point
    /// (a code pointer, one per call site); deeper levels are null.
    ReturnAddress,
    /// `llvm.frameaddress(level)`: level 0 is the running frame; deeper
    /// levels are null.
    FrameAddress,
    VaStart,
    VaEnd,
    VaCopy,
    Trap,
    /// `{iN, i1} llvm.{s,u}{add,sub,mul}.with.overflow.iN`.
    Overflow(OverflowOp),
    /// Saturating arithmetic `llvm.{s,u}{add,sub}.sat`.
    Sat(OverflowOp),
    Ctpop,
    Ctlz,
    Cttz,
    Bswap,
    Bitreverse,
    Fshl,
    Fshr,
    Abs,
    SMax,
    SMin,
    UMax,
    UMin,
    /// `llvm.<math>.f64/f32` mapped to a math native.
    Math(u16),
    /// `llvm.powi` (`pow(x, n)` with an `int` n under `-ffast-math`).
    Powi,
    FMulAdd,
    Fma,
    FAbs,
    CopySign,
    MinNum,
    MaxNum,
    Minimum,
    Maximum,
    IsFpClass,
    /// `llvm.objectsize`: always "unknown".
    ObjectSize,
    /// `llvm.get.rounding` (`FLT_ROUNDS`, `__builtin_flt_rounds`): the
    /// running thread's rounding mode as C numbers it.
    GetRounding,
    /// `llvm.ptrmask(p, mask)` (`__builtin_align_down`/`_up`, the
    /// runtime's `va_arg` of a `long double`, and what the optimisers make
    /// of `(uintptr_t)p & mask` turned back into a pointer): the mask
    /// applies to the offset, the object stays.
    PtrMask,
    /// `llvm.is.constant`: always false.
    IsConstant,
    Ucmp,
    Scmp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverflowOp {
    SAdd,
    UAdd,
    SSub,
    USub,
    SMul,
    UMul,
}

/// One lowered instruction. Register operands and `dst` are frame offsets.
/// An explicit tag byte: the interpreter dispatches on it with one load,
/// where a tag hidden in an operand's niche took a subtract and a select.
#[derive(Clone, Debug)]
#[repr(u8)]
pub enum Op {
    /// `then_call`: the next op is a direct or indirect `Call` or a `Ret`,
    /// which the fast path leaves to the run's loop, so it goes there at
    /// once instead of dispatching on that op first (`lower::fold`). Also
    /// on `Cast`.
    Bin {
        op: BinOp,
        w: u8,
        dst: u32,
        a: Operand,
        b: Operand,
        then_call: bool,
    },
    /// `ptrs`: a relational comparison of two pointers in user code, which
    /// must point into one object. `then_br`: the next op is a `CondBr` on
    /// `dst` and nothing else reads `dst`, so the fast path may branch at
    /// once without writing it (`lower::peephole::fuse_compare_branches`).
    ICmp {
        pred: IPred,
        w: u8,
        dst: u32,
        a: Operand,
        b: Operand,
        ptrs: bool,
        then_br: bool,
    },
    FBin {
        op: FBinOp,
        ty: FTy,
        dst: u32,
        a: Operand,
        b: Operand,
    },
    FNeg {
        ty: FTy,
        dst: u32,
        a: Operand,
    },
    FCmp {
        pred: FPred,
        ty: FTy,
        dst: u32,
        a: Operand,
        b: Operand,
    },
    Cast {
        op: CastOp,
        from: Scalar,
        to: Scalar,
        dst: u32,
        a: Operand,
        then_call: bool,
    },
    /// Vector or aggregate bitcasts and other plain moves.
    Copy {
        size: u32,
        dst: u32,
        src: Operand,
    },
    /// `freeze`: undefined bits become 0.
    Freeze {
        size: u32,
        dst: u32,
        src: Operand,
    },
    Select {
        size: u32,
        dst: u32,
        cond: Operand,
        a: Operand,
        b: Operand,
    },
    /// `align`: the offset must be a multiple of `align + 1` (0: unchecked).
    /// `class`: the loaded type (checked against a va_arg area's arguments).
    /// `at`: where `addr` lands when it is a constant pointer (`DataPlace`).
    /// `then_rmw`: the ops after it are a `Bin` on the loaded value and a
    /// `Store` of its result to the same address (`x += y` at -O0), which
    /// the fast path runs in the same dispatch (`lower::fold`); `temps_dead`:
    /// and nothing else reads the loaded value or the result, so it need
    /// not write them to their registers. `atomic`: an LLVM atomic load
    /// (it cannot take part in a data race with another atomic access).
    Load {
        size: u32,
        dst: u32,
        addr: Operand,
        visible: bool,
        atomic: bool,
        align: u8,
        class: TyClass,
        at: Option<DataPlace>,
        then_rmw: bool,
        temps_dead: bool,
    },
    Store {
        size: u32,
        addr: Operand,
        val: Operand,
        visible: bool,
        atomic: bool,
        align: u8,
        at: Option<DataPlace>,
    },
    Alloca {
        dst: u32,
        elem: u32,
        count: Operand,
        count_w: u8,
        dynamic: bool,
    },
    /// `llvm.lifetime.start` (`start`) or `.end` of the stack variable
    /// `var` points to, in user code: the end frees it (an access after its
    /// block is a use after free), the start brings it back, undefined.
    Lifetime {
        start: bool,
        var: Operand,
    },
    /// `wrap`: the instruction has no `inbounds` (scalar::gep_address).
    Gep {
        dst: u32,
        base: Operand,
        offset: i64,
        terms: u32,
        nterms: u32,
        wrap: bool,
    },
    ExtractValue {
        dst: u32,
        agg: Operand,
        off: u32,
        size: u32,
    },
    InsertValue {
        dst: u32,
        agg: Operand,
        agg_size: u32,
        val: Operand,
        off: u32,
        size: u32,
    },
    AtomicRmw {
        op: RmwOp,
        w: u8,
        dst: u32,
        addr: Operand,
        val: Operand,
        visible: bool,
    },
    /// Result is `{iN, i1}` at `dst` (value) and `dst + flag_off` (success).
    CmpXchg {
        w: u8,
        visible: bool,
        dst: u32,
        flag_off: u32,
        addr: Operand,
        expected: Operand,
        new: Operand,
    },
    Fence,
    /// `ret_class`: the type class the caller expects back (`TC_NONE` for void).
    /// `fits`: a direct call whose shape the fast call takes (`call_fits`),
    /// marked at link.
    Call {
        callee: Callee,
        dst: u32,
        ret_size: u32,
        args: u32,
        nargs: u32,
        ret_class: TyClass,
        fits: bool,
    },
    Ret {
        val: Option<Operand>,
        size: u32,
    },
    Br {
        target: u32,
        moves: u32,
    },
    CondBr {
        cond: Operand,
        t: u32,
        tm: u32,
        f: u32,
        fm: u32,
    },
    Switch {
        val: Operand,
        w: u8,
        cases: u32,
        ncases: u32,
        default: u32,
        dm: u32,
    },
    /// A computed goto: to the block whose address (`Pointer::block_address`)
    /// `addr` holds, which must be one of `cases` (their `value` is the
    /// block, their `target` its op).
    IndirectBr {
        addr: Operand,
        cases: u32,
        ncases: u32,
    },
    Unreachable,
    /// A loop back-edge: `interrupt_cfl` point.
    Cfl,
    /// An instruction we cannot execute; index into the program's messages.
    Unsupported {
        what: String,
    },
}

impl Op {
    /// The register the op writes (a call's result: when the call returns).
    pub fn dst(&self) -> Option<u32> {
        match *self {
            Op::Bin { dst, .. }
            | Op::ICmp { dst, .. }
            | Op::FBin { dst, .. }
            | Op::FCmp { dst, .. }
            | Op::FNeg { dst, .. }
            | Op::Cast { dst, .. } => Some(dst),
            Op::Copy { dst, .. }
            | Op::Freeze { dst, .. }
            | Op::Select { dst, .. }
            | Op::Load { dst, .. }
            | Op::Alloca { dst, .. }
            | Op::Gep { dst, .. } => Some(dst),
            Op::ExtractValue { dst, .. }
            | Op::InsertValue { dst, .. }
            | Op::AtomicRmw { dst, .. }
            | Op::CmpXchg { dst, .. }
            | Op::Call { dst, .. } => Some(dst),
            Op::Store { .. } | Op::Lifetime { .. } | Op::Fence | Op::Ret { .. } | Op::Br { .. } | Op::CondBr { .. } | Op::Switch { .. } => None,
            Op::IndirectBr { .. } | Op::Unreachable | Op::Cfl | Op::Unsupported { .. } => None,
        }
    }

    /// Calls `visit` on each operand the op holds itself. A call's
    /// arguments, a GEP's indices and an edge's moves are in the
    /// function's tables (`call_args`, `gep_terms`, `moves`).
    pub fn for_each_operand(&self, mut visit: impl FnMut(&Operand)) {
        match self {
            Op::Bin { a, b, .. } | Op::ICmp { a, b, .. } | Op::FBin { a, b, .. } | Op::FCmp { a, b, .. } => {
                visit(a);
                visit(b);
            }
            Op::FNeg { a, .. } | Op::Cast { a, .. } => visit(a),
            Op::Copy { src, .. } | Op::Freeze { src, .. } => visit(src),
            Op::Select { cond, a, b, .. } => {
                visit(cond);
                visit(a);
                visit(b);
            }
            Op::Load { addr, .. } => visit(addr),
            Op::Store { addr, val, .. } | Op::AtomicRmw { addr, val, .. } => {
                visit(addr);
                visit(val);
            }
            Op::Alloca { count, .. } => visit(count),
            Op::Lifetime { var, .. } => visit(var),
            Op::Gep { base, .. } => visit(base),
            Op::ExtractValue { agg, .. } => visit(agg),
            Op::InsertValue { agg, val, .. } => {
                visit(agg);
                visit(val);
            }
            Op::CmpXchg { addr, expected, new, .. } => {
                visit(addr);
                visit(expected);
                visit(new);
            }
            Op::Call { callee: Callee::Indirect(o), .. } => visit(o),
            Op::Call { callee: Callee::Direct(_) | Callee::Control(..) | Callee::Bits(..), .. } => {}
            Op::Ret { val, .. } => val.iter().for_each(visit),
            Op::CondBr { cond, .. } => visit(cond),
            Op::Switch { val, .. } => visit(val),
            Op::IndirectBr { addr, .. } => visit(addr),
            Op::Fence | Op::Br { .. } | Op::Unreachable | Op::Cfl | Op::Unsupported { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_op_fits_in_a_cache_line() {
        // (with its explicit tag, each variant's fields are laid out in
        // declaration order: order them so that none pads past 64 bytes)
        assert!(std::mem::size_of::<Op>() <= 64, "{}", std::mem::size_of::<Op>());
    }

    #[test]
    fn gep_terms_extend_by_their_signedness() {
        let term = |width, signed| GepTerm { index: Operand::Imm(0), width, signed, scale: 1, limit: GepTerm::UNCHECKED, access: false };
        for (w, bits, s, u) in [
            (8u8, 0xffu64, -1i64, 255i64),
            (16, 0x8000, -32768, 32768),
            (32, 0xffff_ffff, -1, 0xffff_ffff),
            (32, 0x7fff_ffff, 0x7fff_ffff, 0x7fff_ffff),
            (1, 1, -1, 1),
            (64, u64::MAX, -1, -1),
        ] {
            assert_eq!(term(w, true).extend(bits), s, "sext i{} {:#x}", w, bits);
            assert_eq!(term(w, false).extend(bits), u, "zext i{} {:#x}", w, bits);
            // Bits above the width are not part of the index.
            assert_eq!(term(w, true).extend(bits | (!0u64 << w.min(63))), if w == 64 { -1 } else { s });
        }
    }

    fn mv(dst: u32, src: u32) -> Move {
        Move { dst, src: Operand::Reg(src), size: 8 }
    }

    /// Runs the moves one by one over 8-byte registers named by offset.
    fn run(list: &MoveList, regs: &mut [u64]) {
        for m in &list.moves {
            let Operand::Reg(s) = m.src else { unreachable!() };
            regs[m.dst as usize / 8] = regs[s as usize / 8];
        }
    }

    #[test]
    fn a_chain_is_ordered_so_each_source_is_read_before_it_is_overwritten() {
        // a <- b, b <- c as a parallel copy.
        let mut l = MoveList { moves: vec![mv(0, 8), mv(8, 16)], cyclic: false };
        l.sequentialise();
        assert!(!l.cyclic);
        let mut regs = [1, 2, 3];
        run(&l, &mut regs);
        assert_eq!(regs, [2, 3, 3]);
    }

    #[test]
    fn a_swap_is_cyclic() {
        let mut l = MoveList { moves: vec![mv(0, 8), mv(8, 0)], cyclic: false };
        l.sequentialise();
        assert!(l.cyclic);
    }

    #[test]
    fn overlapping_ranges_count_as_reads() {
        // A 4-byte move out of the middle of an 8-byte destination.
        let mut l = MoveList { moves: vec![mv(0, 16), Move { dst: 24, src: Operand::Reg(4), size: 4 }], cyclic: false };
        l.sequentialise();
        assert!(!l.cyclic);
        assert_eq!(l.moves[0].dst, 24, "the move reading bytes 4..8 goes before bytes 0..8 are written");
    }
}
