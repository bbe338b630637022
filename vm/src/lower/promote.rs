//! Stack variables as registers: which entry-block allocas never let
//! their address escape (so a register slot of the frame can hold them),
//! and which of their loads and stores need no instruction of their own.

use super::consts::Symbols;
use super::types::{layout, store_size};
use either::Either;
use llvm_ir::types::{FPType, Typed};
use llvm_ir::{Constant, Instruction, Name, Terminator, Type};
use std::collections::{HashMap, HashSet};

/// Allocas of the entry block that hold one value, are only loaded and
/// stored whole, and whose address goes nowhere else (lifetime markers
/// aside): (name, size).
pub fn promotable(func: &llvm_ir::Function, syms: &Symbols) -> Vec<(Name, u32)> {
    let types = syms.types;
    let mut cands: HashMap<Name, u64> = HashMap::new();
    let Some(entry) = func.basic_blocks.first() else { return Vec::new() };
    for inst in &entry.instrs {
        if let Instruction::Alloca(a) = inst {
            let one = matches!(&a.num_elements, llvm_ir::Operand::ConstantOperand(c) if matches!(c.as_ref(), Constant::Int { value: 1, .. }));
            let ty = a.allocated_type.as_ref();
            let scalar = matches!(ty, Type::IntegerType { bits } if bits % 8 == 0 && *bits <= 128)
                || matches!(ty, Type::PointerType { .. } | Type::FPType(FPType::Single | FPType::Double));
            if one && scalar {
                cands.insert(a.dest.clone(), layout(ty, types).0);
            }
        }
    }
    let local = |op: &llvm_ir::Operand| match op {
        llvm_ir::Operand::LocalOperand { name, .. } => Some(name.clone()),
        _ => None,
    };
    let mut escaped: std::collections::HashSet<Name> = Default::default();
    for bb in &func.basic_blocks {
        for inst in &bb.instrs {
            match inst {
                Instruction::Load(x) => {
                    if let Some(n) = local(&x.address) {
                        if let Some(&size) = cands.get(&n) {
                            if x.volatile || x.atomicity.is_some() || store_size(&x.loaded_ty, types) != size || layout(&x.loaded_ty, types).0 != size {
                                escaped.insert(n);
                            }
                        }
                    }
                }
                Instruction::Store(x) => {
                    if let Some(n) = local(&x.address) {
                        if let Some(&size) = cands.get(&n) {
                            let vt = x.value.get_type(types);
                            if x.volatile || x.atomicity.is_some() || store_size(&vt, types) != size || layout(&vt, types).0 != size {
                                escaped.insert(n);
                            }
                        }
                    }
                    if let Some(n) = local(&x.value) {
                        escaped.insert(n);
                    }
                }
                Instruction::Call(c) => {
                    let lifetime = matches!(&c.function, Either::Right(llvm_ir::Operand::ConstantOperand(k))
                        if matches!(k.as_ref(), Constant::GlobalReference { name: Name::Name(s), .. } if s.starts_with("llvm.lifetime.")));
                    if !lifetime {
                        for (a, _) in &c.arguments {
                            if let Some(n) = local(a) {
                                escaped.insert(n);
                            }
                        }
                    }
                }
                other => {
                    // Any other use of the address lets it escape.
                    for n in operand_names(other) {
                        escaped.insert(n);
                    }
                }
            }
        }
        for n in term_operand_names(&bb.term) {
            escaped.insert(n);
        }
    }
    let mut out: Vec<(Name, u32)> = cands.into_iter().filter(|(n, _)| !escaped.contains(n)).map(|(n, s)| (n, s as u32)).collect();
    out.sort_by(|a, b| format!("{}", a.0).cmp(&format!("{}", b.0)));
    out
}

/// Local names an instruction reads (conservatively, from its printed form).
pub(super) fn operand_names(inst: &Instruction) -> Vec<Name> {
    names_in(&format!("{}", inst), inst.try_get_result())
}

pub(super) fn term_operand_names(t: &Terminator) -> Vec<Name> {
    names_in(&format!("{}", t), None)
}

fn names_in(text: &str, result: Option<&Name>) -> Vec<Name> {
    let body = match result {
        Some(_) => text.split_once('=').map(|x| x.1).unwrap_or(text),
        None => text,
    };
    let mut out = Vec::new();
    let b = body.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let mut j = i + 1;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'.' || b[j] == b'_' || b[j] == b'-' || b[j] == b'$') {
                j += 1;
            }
            let tok = &body[i + 1..j];
            if !tok.is_empty() {
                out.push(match tok.parse::<usize>() {
                    Ok(k) => Name::Number(k),
                    Err(_) => Name::Name(Box::new(tok.to_string())),
                });
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}


/// Loads and stores of promoted variables that need no instruction of
/// their own (at -O0 clang loads a local for every use and stores every
/// result, so these are about a third of a loop's instructions).
#[derive(Debug, Default)]
pub struct Forwarding {
    /// Loads whose value is read straight from the variable's slot: every
    /// use is later in the same block, and nothing writes the variable in
    /// between. Load name -> variable (alloca name).
    pub aliases: HashMap<Name, Name>,
    /// Values written straight into a variable's slot: the very next
    /// instruction stores them there and is their only use, so the store
    /// needs no instruction. Value name -> variable.
    pub forwarded: HashMap<Name, Name>,
}

/// Whether `inst` computes its result with a single op that reads all its
/// operands before it writes the result (so the result may go straight
/// into a variable that is also an operand, as in `x = x + 1`).
fn writes_result_last(inst: &Instruction, promoted: &HashSet<Name>) -> bool {
    use Instruction as X;
    match inst {
        X::Load(x) => !matches!(&x.address, llvm_ir::Operand::LocalOperand { name, .. } if promoted.contains(name)),
        X::Add(_) | X::Sub(_) | X::Mul(_) | X::UDiv(_) | X::SDiv(_) | X::URem(_) | X::SRem(_) => true,
        X::And(_) | X::Or(_) | X::Xor(_) | X::Shl(_) | X::LShr(_) | X::AShr(_) => true,
        X::FAdd(_) | X::FSub(_) | X::FMul(_) | X::FDiv(_) | X::FRem(_) | X::FNeg(_) => true,
        X::ICmp(_) | X::FCmp(_) | X::GetElementPtr(_) => true,
        X::Trunc(_) | X::ZExt(_) | X::SExt(_) | X::FPTrunc(_) | X::FPExt(_) => true,
        X::FPToUI(_) | X::FPToSI(_) | X::UIToFP(_) | X::SIToFP(_) | X::PtrToInt(_) | X::IntToPtr(_) => true,
        _ => false,
    }
}

/// Whether `func` calls setjmp: a longjmp may resume in the middle of a
/// block, after the variable changed, so loads keep their own copies.
fn calls_setjmp(func: &llvm_ir::Function) -> bool {
    func.basic_blocks.iter().flat_map(|bb| &bb.instrs).any(|i| match i {
        Instruction::Call(c) => matches!(&c.function, Either::Right(llvm_ir::Operand::ConstantOperand(k))
            if matches!(k.as_ref(), Constant::GlobalReference { name: Name::Name(s), .. }
                if matches!(s.as_str(), "setjmp" | "_setjmp" | "sigsetjmp" | "__sigsetjmp"))),
        _ => false,
    })
}

/// The loads and stores of the `promoted` variables of `func` that need
/// no instruction (see `Forwarding`).
pub fn forwarding(func: &llvm_ir::Function, promoted: &HashSet<Name>) -> Forwarding {
    let mut out = Forwarding::default();
    if promoted.is_empty() || calls_setjmp(func) {
        return out;
    }
    let var_of = |op: &llvm_ir::Operand| match op {
        llvm_ir::Operand::LocalOperand { name, .. } if promoted.contains(name) => Some(name.clone()),
        _ => None,
    };
    // Where each value is read: (block, instruction index; the terminator
    // counts as index len). Phi operands count in the phi's block, which
    // no candidate below accepts.
    let mut uses: HashMap<Name, Vec<(usize, usize)>> = HashMap::new();
    for (bi, bb) in func.basic_blocks.iter().enumerate() {
        for (ii, inst) in bb.instrs.iter().enumerate() {
            for n in operand_names(inst) {
                uses.entry(n).or_default().push((bi, ii));
            }
        }
        for n in term_operand_names(&bb.term) {
            uses.entry(n).or_default().push((bi, bb.instrs.len()));
        }
    }
    for (bi, bb) in func.basic_blocks.iter().enumerate() {
        // Where each variable is written in this block.
        let mut writes: HashMap<Name, Vec<usize>> = HashMap::new();
        for (ii, inst) in bb.instrs.iter().enumerate() {
            let Instruction::Store(s) = inst else { continue };
            let Some(var) = var_of(&s.address) else { continue };
            let mut at = ii;
            if let (llvm_ir::Operand::LocalOperand { name: v, .. }, Some(prev)) = (&s.value, ii.checked_sub(1).map(|p| &bb.instrs[p])) {
                let only_use = uses.get(v).is_some_and(|u| u.as_slice() == [(bi, ii)]);
                if only_use && prev.try_get_result() == Some(v) && writes_result_last(prev, promoted) {
                    out.forwarded.insert(v.clone(), var.clone());
                    at = ii - 1;
                }
            }
            writes.entry(var).or_default().push(at);
        }
        for (ii, inst) in bb.instrs.iter().enumerate() {
            let Instruction::Load(l) = inst else { continue };
            let Some(var) = var_of(&l.address) else { continue };
            let used = uses.get(&l.dest).map(Vec::as_slice).unwrap_or(&[]);
            if !used.iter().all(|&(b, i)| b == bi && i > ii) {
                continue;
            }
            let last = used.iter().map(|&(_, i)| i).max().unwrap_or(ii);
            // A write at the last use is that instruction's own result,
            // written after it read its operands.
            let clobbered = writes.get(&var).is_some_and(|w| w.iter().any(|&w| ii < w && w < last));
            if !clobbered {
                out.aliases.insert(l.dest.clone(), var);
            }
        }
    }
    out
}
