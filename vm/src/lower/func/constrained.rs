//! `llvm.experimental.constrained.*`: what clang emits for floating-point
//! operations under `#pragma STDC FENV_ACCESS ON`. Each becomes the plain
//! operation, which already rounds by the running thread's mode (the
//! `round.dynamic` clang passes) and raises no exception flags (as plain
//! arithmetic raises none: docs/semantics.md). The math functions among
//! them (`sqrt`, `rint`, `fma`, ...) stay calls of the same builtins as
//! their plain intrinsics (`ir::builtin`), their metadata arguments ignored.

use super::{inst_type_of_call, int_width, ty_of, FnCx, R};
use crate::ir::*;
use crate::lower::LowerError;
use either::Either;
use llvm_ir::instruction as I;
use llvm_ir::types::FPType;
use llvm_ir::{Constant, Name, Type};

const PREFIX: &str = "llvm.experimental.constrained.";

/// The name of a direct callee.
fn callee_name(c: &I::Call) -> Option<String> {
    let Either::Right(llvm_ir::Operand::ConstantOperand(k)) = &c.function else { return None };
    match k.as_ref() {
        Constant::GlobalReference { name: Name::Name(s), .. } => Some(s.to_string()),
        _ => None,
    }
}

/// The predicate named by a constrained compare's metadata string.
fn predicate(op: &llvm_ir::Operand) -> R<FPred> {
    let llvm_ir::Operand::MetadataString(s) = op else { return Err(LowerError::Malformed("a constrained fcmp without its predicate".into())) };
    Ok(match s.as_str() {
        "oeq" => FPred::Oeq,
        "ogt" => FPred::Ogt,
        "oge" => FPred::Oge,
        "olt" => FPred::Olt,
        "ole" => FPred::Ole,
        "one" => FPred::One,
        "ord" => FPred::Ord,
        "uno" => FPred::Uno,
        "ueq" => FPred::Ueq,
        "ugt" => FPred::Ugt,
        "uge" => FPred::Uge,
        "ult" => FPred::Ult,
        "ule" => FPred::Ule,
        "une" => FPred::Une,
        other => return Err(LowerError::Unsupported(format!("constrained fcmp predicate {}", other))),
    })
}

impl FnCx<'_> {
    /// Lowers `c` if it is a constrained arithmetic operation, conversion
    /// or compare; false for any other call.
    pub(super) fn constrained(&mut self, c: &I::Call) -> R<bool> {
        let Some(name) = callee_name(c) else { return Ok(false) };
        let Some(rest) = name.strip_prefix(PREFIX) else { return Ok(false) };
        let Some(dest) = &c.dest else { return Ok(false) };
        let op = rest.split('.').next().unwrap_or("");
        let args: Vec<&llvm_ir::Operand> = c.arguments.iter().map(|(a, _)| a).collect();
        let arg = |i: usize| args.get(i).copied().ok_or_else(|| LowerError::Malformed(format!("{} without its operands", name)));
        let fbin = match op {
            "fadd" => Some(FBinOp::Add),
            "fsub" => Some(FBinOp::Sub),
            "fmul" => Some(FBinOp::Mul),
            "fdiv" => Some(FBinOp::Div),
            "frem" => Some(FBinOp::Rem),
            _ => None,
        };
        if let Some(f) = fbin {
            self.fp_bin(f, arg(0)?, arg(1)?, dest)?;
            return Ok(true);
        }
        let cast = match op {
            "fptrunc" => Some(CastOp::FpTrunc),
            "fpext" => Some(CastOp::FpExt),
            "sitofp" => Some(CastOp::SiToFp),
            "uitofp" => Some(CastOp::UiToFp),
            "fptosi" => Some(CastOp::FpToSi),
            "fptoui" => Some(CastOp::FpToUi),
            _ => None,
        };
        if let Some(k) = cast {
            let to = inst_type_of_call(c, self.syms);
            let from = ty_of(arg(0)?, self.syms);
            if k == CastOp::UiToFp && int_width(&from) == Some(64) && matches!(to.as_ref(), Type::FPType(FPType::Double)) {
                // As a signed 128-bit conversion: the plain `uitofp` has
                // x86-64's -0 for 0 when rounding down (scalar.rs), which
                // LLVM's strict lowering avoids.
                let wide = self.temp(16);
                let a = self.operand(arg(0)?)?;
                self.emit(Op::Cast { op: CastOp::ZExt, from: Scalar::Int(64), to: Scalar::Int(128), dst: wide, a, then_call: false });
                let dst = self.dst(dest);
                let a = Operand::Reg(wide);
                self.emit(Op::Cast { op: CastOp::SiToFp, from: Scalar::Int(128), to: Scalar::Float(FTy::F64), dst, a, then_call: false });
                return Ok(true);
            }
            self.cast(k, arg(0)?, &to, dest)?;
            return Ok(true);
        }
        if op == "fcmp" || op == "fcmps" {
            // (fcmps also signals on quiet NaNs: a flag the VM keeps not.)
            let pred = predicate(arg(2)?)?;
            self.fp_cmp(pred, arg(0)?, arg(1)?, dest)?;
            return Ok(true);
        }
        Ok(false)
    }
}
