//! Instructions folded into their only user, so they need no op.
//!
//! At -O0, `a[i]` with an `int i` is a `sext` to 64 bits followed by a
//! `getelementptr` that takes the result as an index. A GEP term
//! sign-extends its index from the index's own width anyway
//! (`GepTerm::width`), so the term can read the narrow value and the
//! `sext` disappears: one op fewer per array access. An `unsigned` index
//! is a `zext`, folded the same way into a zero-extending term.
//!
//! Likewise a `ptrtoint` or `inttoptr` between a pointer and an `i64`
//! shares its operand's register (`identity_casts`). The peephole passes
//! over the lowered ops are in `peephole`.

use super::promote::{calls_setjmp, Forwarding, Uses};
use llvm_ir::types::Typed;
use llvm_ir::{Instruction, Name, Operand, Type};
use rustc_hash::FxHashMap as HashMap;

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
pub fn gep_index_extensions(
    func: &llvm_ir::Function,
    types: &llvm_ir::types::Types,
    fwd: &Forwarding,
    uses: &Uses,
) -> HashMap<Name, (Operand, bool)> {
    let mut out = HashMap::default();
    for bb in &func.basic_blocks {
        for pair in bb.instrs.windows(2) {
            let Instruction::GetElementPtr(g) = &pair[1] else { continue };
            let (dest, operand, signed) = match &pair[0] {
                Instruction::SExt(x) => (&x.dest, &x.operand, true),
                Instruction::ZExt(x) => (&x.dest, &x.operand, false),
                _ => continue,
            };
            if uses.count(dest) != 1 {
                continue;
            }
            let Operand::LocalOperand { name: src, ty } = operand else { continue };
            if !matches!(ty.as_ref(), Type::IntegerType { bits } if *bits <= 64) {
                continue;
            }
            let is_dest = |op: &Operand| matches!(op, Operand::LocalOperand { name, .. } if name == dest);
            if is_dest(&g.address)
                || !g.indices.iter().any(is_dest)
                || g.indices.iter().any(|i| matches!(i.get_type(types).as_ref(), Type::VectorType { .. }))
            {
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

/// The `ptrtoint`s and `inttoptr`s between a pointer and an `i64`, which
/// the VM runs as copies (bits, undefined bits and pointer tag all pass
/// through): result name -> the local operand whose register the result
/// shares, so the cast needs no op (the OS's `__vm_ctl_get`/`set` of
/// pointers take one on every edge). Chains resolve to their first operand.
///
/// Sharing is sound for an operand defined once, as SSA defines it: its
/// definition dominates the cast, which dominates every use of the result,
/// so no path redefines the operand between the cast and a use without
/// passing the cast again. Names in `mutable` (registers that stores write:
/// promoted variables' loads, forwarded results, parameters a variable
/// takes over) are not shared. A function that calls setjmp shares none:
/// a longjmp returns there again without passing the definitions between.
pub fn identity_casts(func: &llvm_ir::Function, mutable: impl Fn(&Name) -> bool) -> HashMap<Name, Name> {
    if calls_setjmp(func) {
        return HashMap::default();
    }
    let is_i64 = |t: &Type| matches!(t, Type::IntegerType { bits: 64 });
    let is_ptr = |t: &Type| matches!(t, Type::PointerType { .. });
    let mut out: HashMap<Name, Name> = HashMap::default();
    for inst in func.basic_blocks.iter().flat_map(|bb| &bb.instrs) {
        let (dest, operand, fits) = match inst {
            Instruction::PtrToInt(x) => (&x.dest, &x.operand, is_i64(&x.to_type)),
            Instruction::IntToPtr(x) => (&x.dest, &x.operand, is_ptr(&x.to_type)),
            _ => continue,
        };
        let Operand::LocalOperand { name: src, ty } = operand else { continue };
        let fits = fits && (is_ptr(ty) || is_i64(ty));
        if fits && !mutable(src) && !mutable(dest) {
            out.insert(dest.clone(), src.clone());
        }
    }
    // (a chain is at most as long as the map)
    let roots: Vec<(Name, Name)> = out
        .iter()
        .map(|(d, s)| {
            let mut r = s;
            for _ in 0..out.len() {
                match out.get(r) {
                    Some(next) => r = next,
                    None => break,
                }
            }
            (d.clone(), r.clone())
        })
        .collect();
    roots.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointer_and_i64_casts_share_their_operands_register_unless_it_is_written_again() {
        let m = llvm_ir::Module::from_ir_str(
            "define i64 @f(ptr %p, i64 %n, ptr %v) {
               %a = ptrtoint ptr %p to i64
               %b = inttoptr i64 %a to ptr
               %c = ptrtoint ptr %b to i64
               %narrow = ptrtoint ptr %p to i32
               %w = inttoptr i64 %n to ptr
               %x = ptrtoint ptr %v to i64
               ret i64 %c
             }",
        )
        .unwrap();
        let name = |s: &str| Name::Name(Box::new(s.to_string()));
        let shared = identity_casts(&m.functions[0], |n| *n == name("v"));
        assert_eq!(shared.get(&name("a")), Some(&name("p")));
        assert_eq!(shared.get(&name("b")), Some(&name("p")), "a chain resolves to its first operand");
        assert_eq!(shared.get(&name("c")), Some(&name("p")));
        assert_eq!(shared.get(&name("w")), Some(&name("n")));
        assert!(!shared.contains_key(&name("narrow")), "a truncating cast is an op");
        assert!(!shared.contains_key(&name("x")), "a register that stores write is not shared");
        let j = llvm_ir::Module::from_ir_str(
            "declare i32 @setjmp(ptr)
             define i64 @g(ptr %p, ptr %buf) {
               %r = call i32 @setjmp(ptr %buf)
               %a = ptrtoint ptr %p to i64
               ret i64 %a
             }",
        )
        .unwrap();
        assert!(identity_casts(&j.functions[0], |_| false).is_empty(), "a longjmp can come back past the definitions");
    }
}
