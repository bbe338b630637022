//! Liveness of register slots, computed once at lowering.
//!
//! A register is dead at pc if no path from pc reads it before writing it.
//! Canonical states mask dead registers of suspended frames, so two states
//! that differ only in stale temporaries are one state.

use crate::ir::*;

/// Registers used and defined by one op (by register index).
pub(super) fn uses_defs(f: &Function, op: &Op, reg: &dyn Fn(u32) -> Option<usize>, uses: &mut Vec<usize>, defs: &mut Vec<usize>) {
    let mut u = |o: &Operand| {
        if let Operand::Reg(r) = o {
            if let Some(i) = reg(*r) {
                uses.push(i);
            }
        }
    };
    op.for_each_operand(&mut u);
    match op {
        Op::Gep { terms, nterms, .. } => f.gep_terms[*terms as usize..(*terms + *nterms) as usize].iter().for_each(|t| u(&t.index)),
        Op::Call { args, nargs, .. } => f.call_args[*args as usize..(*args + *nargs) as usize].iter().for_each(|a| u(&a.val)),
        _ => {}
    }
    // A call's result is written when the call returns, and only a
    // fitting call's return writes it whole (`Function::defined_result`):
    // another call is no definition that makes an earlier value dead.
    let dst = op.dst().filter(|_| !matches!(op, Op::Call { .. }) || f.defined_result(op).is_some());
    if let Some(i) = dst.and_then(reg) {
        defs.push(i);
    }
}

/// Sets `f.live` from its registers and ops (`compute`).
pub fn refresh(f: &mut Function) {
    f.live = compute(f, &f.regs, &f.pinned_registers());
}

/// Live-in sets (bitsets over register indices) for every op of `f`.
/// `regs` lists the registers (offset, size) by offset; an operand inside
/// one (a vector's lane) is that register. `pinned` registers are always
/// live.
pub fn compute(f: &Function, regs: &[(u32, u32)], pinned: &[u32]) -> Vec<Box<[u64]>> {
    let n = f.ops.len();
    let words = regs.len().div_ceil(64).max(1);
    let index = |off: u32| match regs.binary_search_by_key(&off, |r| r.0) {
        Ok(i) => Some(i),
        Err(i) => i.checked_sub(1).filter(|&i| off < regs[i].0 + regs[i].1),
    };
    let mut live: Vec<Box<[u64]>> = vec![vec![0u64; words].into_boxed_slice(); n];
    let mut pin = vec![0u64; words];
    for &p in pinned {
        if let Some(i) = index(p) {
            pin[i / 64] |= 1 << (i % 64);
        }
    }
    // Precompute per-op uses/defs and successor edges (target, moves).
    let mut uses: Vec<Vec<usize>> = Vec::with_capacity(n);
    let mut defs: Vec<Vec<usize>> = Vec::with_capacity(n);
    let mut succ: Vec<Vec<(u32, u32)>> = Vec::with_capacity(n);
    for (pc, op) in f.ops.iter().enumerate() {
        let (mut u, mut d) = (Vec::new(), Vec::new());
        uses_defs(f, op, &index, &mut u, &mut d);
        uses.push(u);
        defs.push(d);
        let mut out = Vec::new();
        f.successors(pc, &mut out);
        succ.push(out);
    }
    let mut changed = true;
    let mut scratch = vec![0u64; words];
    while changed {
        changed = false;
        for pc in (0..n).rev() {
            scratch.iter_mut().zip(&pin).for_each(|(s, p)| *s = *p);
            for &(t, mv) in &succ[pc] {
                let Some(tl) = live.get(t as usize) else { continue };
                let mut edge: Vec<u64> = tl.to_vec();
                if mv != NO_MOVES {
                    for m in &f.moves[mv as usize].moves {
                        if let Some(i) = index(m.dst) {
                            edge[i / 64] &= !(1 << (i % 64));
                        }
                    }
                    for m in &f.moves[mv as usize].moves {
                        if let Operand::Reg(r) = m.src {
                            if let Some(i) = index(r) {
                                edge[i / 64] |= 1 << (i % 64);
                            }
                        }
                    }
                }
                scratch.iter_mut().zip(&edge).for_each(|(s, e)| *s |= *e);
            }
            for &i in &defs[pc] {
                scratch[i / 64] &= !(1 << (i % 64));
            }
            for &i in &uses[pc] {
                scratch[i / 64] |= 1 << (i % 64);
            }
            scratch.iter_mut().zip(&pin).for_each(|(s, p)| *s |= *p);
            if *live[pc] != *scratch {
                live[pc].copy_from_slice(&scratch);
                changed = true;
            }
        }
    }
    live
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `x = g(); return x;` with `x` at 40: whether `x` is live at the call
    /// (op 0) and at the return (op 1).
    fn result_live(fits: bool, keeps_registers: bool) -> (bool, bool) {
        let mut f = Function {
            frame_size: 48,
            regs: vec![(40, 8)],
            keeps_registers,
            ops: vec![
                Op::Call { callee: Callee::Direct(1), dst: 40, ret_size: 8, args: 0, nargs: 0, ret_class: TC_NONE, fits },
                Op::Ret { val: Some(Operand::Reg(40)), size: 8 },
            ],
            ..Function::new("f", Origin::User, FuncBody::Code)
        };
        refresh(&mut f);
        (f.live[0][0] & 1 != 0, f.live[1][0] & 1 != 0)
    }

    /// A fitting call writes its whole result on return, so the register is
    /// dead while it runs (and a fast call need not set it first); another
    /// call may return nothing into it (a void function called through an
    /// `int` declaration): what the register held stays live. So does every
    /// register of a function that keeps them (`setjmp`).
    #[test]
    fn only_a_fitting_call_defines_its_result() {
        assert_eq!(result_live(true, false), (false, true));
        assert_eq!(result_live(false, false), (true, true));
        assert_eq!(result_live(true, true), (true, true));
    }
}
