//! Instructions folded into their only user, so they need no op.
//!
//! At -O0, `a[i]` with an `int i` is a `sext` to 64 bits followed by a
//! `getelementptr` that takes the result as an index. A GEP term
//! sign-extends its index from the index's own width anyway
//! (`GepTerm::width`), so the term can read the narrow value and the
//! `sext` disappears: one op fewer per array access. An `unsigned` index
//! is a `zext`, folded the same way into a zero-extending term.

use super::promote::{operand_names, term_operand_names, Forwarding};
use llvm_ir::types::Typed;
use llvm_ir::{Instruction, Name, Operand, Type};
use std::collections::HashMap;

/// The `sext`s and `zext`s whose only use is an index of the
/// `getelementptr` right after them in the same block: result name -> (the
/// extended operand, a local integer of at most 64 bits; whether the
/// extension is signed).
///
/// Nothing runs between the two instructions, so the GEP reading the
/// operand sees what the `sext` would have read. The one exception is a
/// GEP whose result goes straight into the very variable the operand
/// aliases (`fwd`); it reads its operands before it writes, but the fold
/// is skipped there rather than rely on it.
pub fn gep_index_extensions(func: &llvm_ir::Function, types: &llvm_ir::types::Types, fwd: &Forwarding) -> HashMap<Name, (Operand, bool)> {
    let mut uses: HashMap<Name, usize> = HashMap::new();
    for bb in &func.basic_blocks {
        for inst in &bb.instrs {
            for n in operand_names(inst) {
                *uses.entry(n).or_default() += 1;
            }
        }
        for n in term_operand_names(&bb.term) {
            *uses.entry(n).or_default() += 1;
        }
    }
    let mut out = HashMap::new();
    for bb in &func.basic_blocks {
        for pair in bb.instrs.windows(2) {
            let Instruction::GetElementPtr(g) = &pair[1] else { continue };
            let (dest, operand, signed) = match &pair[0] {
                Instruction::SExt(x) => (&x.dest, &x.operand, true),
                Instruction::ZExt(x) => (&x.dest, &x.operand, false),
                _ => continue,
            };
            // Names `operand_names` cannot miss (it reads the printed form).
            if !plain_name(dest) || uses.get(dest) != Some(&1) {
                continue;
            }
            let Operand::LocalOperand { name: src, ty } = operand else { continue };
            if !matches!(ty.as_ref(), Type::IntegerType { bits } if *bits <= 64) {
                continue;
            }
            let is_dest = |op: &Operand| matches!(op, Operand::LocalOperand { name, .. } if name == dest);
            if is_dest(&g.address) || !g.indices.iter().any(is_dest) || g.indices.iter().any(|i| matches!(i.get_type(types).as_ref(), Type::VectorType { .. })) {
                continue;
            }
            let into_source = match (fwd.aliases.get(src), fwd.forwarded.get(&g.dest)) {
                (Some(a), Some(b)) => a == b,
                _ => false,
            };
            if !into_source {
                out.insert(dest.clone(), (operand.clone(), signed));
            }
        }
    }
    out
}

/// A name whose printed form is `%` and characters `operand_names` reads.
fn plain_name(n: &Name) -> bool {
    match n {
        Name::Number(_) => true,
        Name::Name(s) => !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'$')),
    }
}
