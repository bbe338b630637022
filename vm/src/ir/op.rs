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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add, Sub, Mul, UDiv, SDiv, URem, SRem, Shl, LShr, AShr, And, Or, Xor,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IPred {
    Eq, Ne, Ugt, Uge, Ult, Ule, Sgt, Sge, Slt, Sle,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FBinOp {
    Add, Sub, Mul, Div, Rem,
}

/// Floating-point predicates, as in LLVM (`O*` ordered, `U*` unordered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FPred {
    False, Oeq, Ogt, Oge, Olt, Ole, One, Ord, Uno, Ueq, Ugt, Uge, Ult, Ule, Une, True,
}

/// Floating-point formats. `X87` values are 80-bit encodings computed in double.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FTy {
    F32, F64, X87,
}

impl FTy {
    pub fn size(self) -> u32 {
        match self {
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastOp {
    Trunc, ZExt, SExt, FpToUi, FpToSi, UiToFp, SiToFp, FpTrunc, FpExt, PtrToInt, IntToPtr, BitCast,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RmwOp {
    Xchg, Add, Sub, And, Nand, Or, Xor, Max, Min, UMax, UMin, FAdd, FSub, FMax, FMin,
    UIncWrap, UDecWrap,
}

/// One dynamic term of a getelementptr: `offset += sext(index) * scale`.
#[derive(Clone, Copy, Debug)]
pub struct GepTerm {
    pub index: Operand,
    pub width: u8,
    pub scale: i64,
}

#[derive(Clone, Copy, Debug)]
pub struct CallArg {
    pub val: Operand,
    pub size: u32,
    /// Alignment of the argument in a varargs area.
    pub align: u32,
    /// Non-zero for `byval` pointers: the callee gets a private copy of this many bytes.
    pub byval: u32,
}

/// A parallel copy performed when control moves along a CFG edge (phis).
#[derive(Clone, Debug, Default)]
pub struct MoveList {
    pub moves: Vec<Move>,
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

/// No moves on this CFG edge.
pub const NO_MOVES: u32 = u32::MAX;

/// Who implements a call target.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Callee {
    /// A function known at load time.
    Direct(u32),
    /// A computed code pointer.
    Indirect(Operand),
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
    ObjMake, ObjFree, ObjSize, ObjResize, ObjShared, Choose, ChooseWeighted,
    InterruptMem, InterruptCfl, Trace, TraceBytes, FaultAt, CtlGet, CtlSet, CtlFlag, FrameMake, FrameUnwind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    Memcpy, Memmove, Memset,
    /// No effect: lifetime, debug info, assume, experimental noalias, etc.
    Nop,
    /// Returns its first argument (expect, ptr.annotation, launder...).
    Identity,
    /// `llvm.threadlocal.address`: a `__thread` variable in the running
    /// thread's block (control register TLS).
    ThreadLocal,
    StackSave, StackRestore,
    VaStart, VaEnd, VaCopy,
    Trap,
    /// `{iN, i1} llvm.{s,u}{add,sub,mul}.with.overflow.iN`.
    Overflow(OverflowOp),
    /// Saturating arithmetic `llvm.{s,u}{add,sub}.sat`.
    Sat(OverflowOp),
    Ctpop, Ctlz, Cttz, Bswap, Bitreverse, Fshl, Fshr, Abs, SMax, SMin, UMax, UMin,
    /// `llvm.<math>.f64/f32` mapped to a math native.
    Math(u16),
    FMulAdd, Fma, FAbs, CopySign, MinNum, MaxNum, Minimum, Maximum,
    IsFpClass,
    /// `llvm.objectsize`: always "unknown".
    ObjectSize,
    /// `llvm.is.constant`: always false.
    IsConstant,
    Ucmp, Scmp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverflowOp {
    SAdd, UAdd, SSub, USub, SMul, UMul,
}

/// One lowered instruction. Register operands and `dst` are frame offsets.
#[derive(Clone, Debug)]
pub enum Op {
    Bin { op: BinOp, w: u8, dst: u32, a: Operand, b: Operand },
    ICmp { pred: IPred, w: u8, dst: u32, a: Operand, b: Operand },
    FBin { op: FBinOp, ty: FTy, dst: u32, a: Operand, b: Operand },
    FNeg { ty: FTy, dst: u32, a: Operand },
    FCmp { pred: FPred, ty: FTy, dst: u32, a: Operand, b: Operand },
    Cast { op: CastOp, from: Scalar, to: Scalar, dst: u32, a: Operand },
    /// Vector or aggregate bitcasts and other plain moves.
    Copy { size: u32, dst: u32, src: Operand },
    /// `freeze`: undefined bits become 0.
    Freeze { size: u32, dst: u32, src: Operand },
    Select { size: u32, dst: u32, cond: Operand, a: Operand, b: Operand },
    Load { size: u32, dst: u32, addr: Operand, visible: bool },
    Store { size: u32, addr: Operand, val: Operand, visible: bool },
    Alloca { dst: u32, elem: u32, count: Operand, count_w: u8, dynamic: bool },
    Gep { dst: u32, base: Operand, offset: i64, terms: u32, nterms: u32 },
    ExtractValue { dst: u32, agg: Operand, off: u32, size: u32 },
    InsertValue { dst: u32, agg: Operand, agg_size: u32, val: Operand, off: u32, size: u32 },
    AtomicRmw { op: RmwOp, w: u8, dst: u32, addr: Operand, val: Operand, visible: bool },
    /// Result is `{iN, i1}` at `dst` (value) and `dst + flag_off` (success).
    CmpXchg { w: u8, dst: u32, flag_off: u32, addr: Operand, expected: Operand, new: Operand, visible: bool },
    Fence,
    Call { callee: Callee, dst: u32, ret_size: u32, args: u32, nargs: u32 },
    Ret { val: Option<Operand>, size: u32 },
    Br { target: u32, moves: u32 },
    CondBr { cond: Operand, t: u32, tm: u32, f: u32, fm: u32 },
    Switch { val: Operand, w: u8, cases: u32, ncases: u32, default: u32, dm: u32 },
    Unreachable,
    /// A loop back-edge: `interrupt_cfl` point.
    Cfl,
    /// An instruction we cannot execute; index into the program's messages.
    Unsupported { what: String },
}
