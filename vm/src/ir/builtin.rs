//! Names of the functions the VM implements itself.

use super::{Builtin, Hyper, Intrinsic, OverflowOp};

/// libm functions computed by the host. Index = `Builtin::Math` id.
/// Each is (name, arity, double version); the `f` variants map to the same id.
pub const MATH: &[(&str, u8)] = &[
    ("sqrt", 1),
    ("fabs", 1),
    ("floor", 1),
    ("ceil", 1),
    ("trunc", 1),
    ("round", 1),
    ("rint", 1),
    ("nearbyint", 1),
    ("fmod", 2),
    ("remainder", 2),
    ("exp", 1),
    ("exp2", 1),
    ("expm1", 1),
    ("log", 1),
    ("log2", 1),
    ("log10", 1),
    ("log1p", 1),
    ("pow", 2),
    ("sin", 1),
    ("cos", 1),
    ("tan", 1),
    ("asin", 1),
    ("acos", 1),
    ("atan", 1),
    ("atan2", 2),
    ("sinh", 1),
    ("cosh", 1),
    ("tanh", 1),
    ("asinh", 1),
    ("acosh", 1),
    ("atanh", 1),
    ("cbrt", 1),
    ("hypot", 2),
    ("fmin", 2),
    ("fmax", 2),
    ("fdim", 2),
    ("copysign", 2),
    ("erf", 1),
    ("erfc", 1),
    ("tgamma", 1),
    ("lgamma", 1),
    ("roundeven", 1),
    // Functions with integer or pointer parts.
    ("ldexp", 2),
    ("frexp", 2),
    ("modf", 2),
    ("lround", 1),
    ("llround", 1),
    ("lrint", 1),
    ("llrint", 1),
    ("fma", 3),
];

/// Looks up a libm name, with its precision: 4 for `f`, 8 for plain, 16 for `l`.
pub fn math_by_name(name: &str) -> Option<(u16, u8)> {
    // libc-shim wraps some natives (to set errno) and reaches the host's
    // computation under this prefix.
    let name = name.strip_prefix("__divm_native_").unwrap_or(name);
    let find = |n: &str| MATH.iter().position(|(m, _)| *m == n).map(|i| i as u16);
    if let Some(i) = find(name) {
        return Some((i, 8));
    }
    if let Some(base) = name.strip_suffix('f') {
        if let Some(i) = find(base) {
            return Some((i, 4));
        }
    }
    if let Some(base) = name.strip_suffix('l') {
        if let Some(i) = find(base) {
            return Some((i, 16));
        }
    }
    None
}

pub fn hypercall_by_name(name: &str) -> Option<Hyper> {
    Some(match name {
        "__vm_obj_make" => Hyper::ObjMake,
        "__vm_obj_free" => Hyper::ObjFree,
        "__vm_obj_size" => Hyper::ObjSize,
        "__vm_obj_resize" => Hyper::ObjResize,
        "__vm_obj_shared" => Hyper::ObjShared,
        "__vm_choose" => Hyper::Choose,
        "__vm_choose_weighted" => Hyper::ChooseWeighted,
        "__vm_input" => Hyper::Input,
        "__vm_concrete" => Hyper::Concrete,
        "__vm_interrupt_mem" => Hyper::InterruptMem,
        "__vm_interrupt_cfl" => Hyper::InterruptCfl,
        "__vm_trace" => Hyper::Trace,
        "__vm_trace_bytes" => Hyper::TraceBytes,
        "__vm_fault_at" => Hyper::FaultAt,
        "__vm_describe" => Hyper::Describe,
        "__vm_may_call" => Hyper::MayCall,
        "__vm_ctl_get" => Hyper::CtlGet,
        "__vm_ctl_set" => Hyper::CtlSet,
        "__vm_ctl_flag" => Hyper::CtlFlag,
        "__vm_frame_make" => Hyper::FrameMake,
        "__vm_frame_unwind" => Hyper::FrameUnwind,
        _ => return None,
    })
}

/// An LLVM intrinsic by its full name (`llvm.memcpy.p0.p0.i64`).
pub fn intrinsic_by_name(name: &str) -> Option<Intrinsic> {
    let rest = name.strip_prefix("llvm.")?;
    // Constrained math (FENV_ACCESS): the plain function, which rounds by
    // the thread's mode (lower/func/constrained.rs lowers the rest).
    let rest = rest.strip_prefix("experimental.constrained.").unwrap_or(rest);
    let base: String = {
        // Drop type suffixes such as .i32, .p0, .f64, .v4i32.
        let mut parts: Vec<&str> = rest.split('.').collect();
        while parts.len() > 1 {
            let last = parts[parts.len() - 1];
            let is_ty = last.starts_with('i') && last[1..].chars().all(|c| c.is_ascii_digit())
                || last.starts_with('p') && last[1..].chars().all(|c| c.is_ascii_digit())
                || matches!(last, "f16" | "f32" | "f64" | "f80" | "f128" | "isVoid")
                || (last.starts_with('v') && last.len() > 1 && last[1..2].chars().all(|c| c.is_ascii_digit()));
            if is_ty {
                parts.pop();
            } else {
                break;
            }
        }
        parts.join(".")
    };
    use Intrinsic as I;
    use OverflowOp as O;
    Some(match base.as_str() {
        "memcpy" | "memcpy.inline" => I::Memcpy,
        "memmove" => I::Memmove,
        "memset" | "memset.inline" => I::Memset,
        "lifetime.start"
        | "lifetime.end"
        | "dbg.declare"
        | "dbg.value"
        | "dbg.label"
        | "dbg.assign"
        | "assume"
        | "donothing"
        | "sideeffect"
        | "var.annotation"
        | "invariant.end"
        | "experimental.noalias.scope.decl"
        | "prefetch"
        | "pseudoprobe"
        // x86 spin-wait hint and fences (`_mm_pause`, `_mm_mfence`): nothing
        // to do under sequential consistency.
        | "x86.sse2.pause"
        | "x86.sse2.mfence"
        | "x86.sse2.lfence"
        | "x86.sse.sfence" => I::Nop,
        "expect"
        | "expect.with.probability"
        | "ptr.annotation"
        | "launder.invariant.group"
        | "strip.invariant.group"
        | "invariant.start"
        | "annotation" => I::Identity,
        "threadlocal.address" => I::ThreadLocal,
        "stacksave" => I::StackSave,
        "stackrestore" => I::StackRestore,
        "returnaddress" => I::ReturnAddress,
        "frameaddress" => I::FrameAddress,
        "va_start" => I::VaStart,
        "va_end" => I::VaEnd,
        "va_copy" => I::VaCopy,
        "trap" | "debugtrap" | "ubsantrap" => I::Trap,
        "sadd.with.overflow" => I::Overflow(O::SAdd),
        "uadd.with.overflow" => I::Overflow(O::UAdd),
        "ssub.with.overflow" => I::Overflow(O::SSub),
        "usub.with.overflow" => I::Overflow(O::USub),
        "smul.with.overflow" => I::Overflow(O::SMul),
        "umul.with.overflow" => I::Overflow(O::UMul),
        "sadd.sat" => I::Sat(O::SAdd),
        "uadd.sat" => I::Sat(O::UAdd),
        "ssub.sat" => I::Sat(O::SSub),
        "usub.sat" => I::Sat(O::USub),
        "ctpop" => I::Ctpop,
        "ctlz" => I::Ctlz,
        "cttz" => I::Cttz,
        "bswap" => I::Bswap,
        "bitreverse" => I::Bitreverse,
        "fshl" => I::Fshl,
        "fshr" => I::Fshr,
        "abs" => I::Abs,
        "smax" => I::SMax,
        "smin" => I::SMin,
        "umax" => I::UMax,
        "umin" => I::UMin,
        "ucmp" => I::Ucmp,
        "scmp" => I::Scmp,
        "fmuladd" => I::FMulAdd,
        "fma" => I::Fma,
        "fabs" => I::FAbs,
        "copysign" => I::CopySign,
        "minnum" => I::MinNum,
        "maxnum" => I::MaxNum,
        "minimum" => I::Minimum,
        "maximum" => I::Maximum,
        "is.fpclass" => I::IsFpClass,
        "powi" => I::Powi,
        "objectsize" => I::ObjectSize,
        "ptrmask" => I::PtrMask,
        "get.rounding" => I::GetRounding,
        "is.constant" => I::IsConstant,
        "lround" | "llround" | "lrint" | "llrint" => I::Math(math_by_name(&base)?.0),
        other => I::Math(math_by_name(other)?.0),
    })
}

/// Any function name the VM implements.
pub fn builtin_by_name(name: &str) -> Option<Builtin> {
    if name.starts_with("llvm.") {
        return intrinsic_by_name(name).map(Builtin::Intrinsic);
    }
    if let Some(h) = hypercall_by_name(name) {
        return Some(Builtin::Hyper(h));
    }
    Some(match name {
        // (The `long double` twins: told apart by their value's size.)
        "__vm_fmt_float" | "__vm_fmt_ldouble" => Builtin::FmtFloat,
        "__vm_parse_double" | "__vm_parse_ldouble" => Builtin::ParseDouble,
        "setjmp" | "_setjmp" | "__sigsetjmp" | "sigsetjmp" => Builtin::SetJmp,
        "longjmp" | "_longjmp" | "siglongjmp" | "__longjmp_chk" => Builtin::LongJmp,
        _ => Builtin::Math(math_by_name(name)?.0),
    })
}
