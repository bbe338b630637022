//! Peephole passes over our IR, on a lowered `Function`: jumps threaded
//! past lone `br`s, and marks that let the interpreter's fast paths run
//! two or three ops in one dispatch.
//!
//! A comparison whose only reader is the conditional branch after it is
//! marked (`Op::ICmp::then_br`) so the interpreter branches on its result
//! without storing it: the register is dead once the branch has read it.
//! Likewise a load whose value an op modifies and a store writes back to
//! the same address (`Op::Load::then_rmw`): one dispatch for the three.
//! And an op right before a call or return is marked (`then_call`) so the
//! interpreter goes on to the call without dispatching on it.

use crate::ir::{Callee, Function, Op, Operand as Arg, NO_MOVES};
use rustc_hash::FxHashMap as HashMap;

/// Sends each branch whose target is a lone `br` (an op that only jumps
/// on, with no phi moves of its own) straight to where that one leads: one
/// dispatch fewer per pass, e.g. every `break` of a `switch` inside a loop
/// jumps to the switch's end block, which only jumps to the loop's head.
/// The edge's own moves still run, before the jump, as they did. Loop
/// headers start with `Cfl`, so no loop loses its point: a cycle made only
/// of lone `br`s is left as it is (the hop count stops it). A `br` without
/// moves to a lone `ret` becomes a copy of that `ret` (an `if` whose arms
/// end in one `return`).
pub fn thread_jumps(f: &mut Function) {
    let ops = &f.ops;
    let end = |mut t: u32| {
        for _ in 0..8 {
            match ops.get(t as usize) {
                Some(&Op::Br { target, moves: NO_MOVES }) if target != t => t = target,
                _ => break,
            }
        }
        t
    };
    let mut retarget: Vec<(usize, [u32; 2])> = Vec::new();
    for (i, op) in ops.iter().enumerate() {
        let now = match *op {
            Op::Br { target, .. } => [target, 0],
            Op::CondBr { t, f: fl, .. } => [t, fl],
            Op::Switch { default, .. } => [default, 0],
            _ => continue,
        };
        let then = [end(now[0]), end(now[1])];
        if then != now {
            retarget.push((i, then));
        }
    }
    let cases: Vec<u32> = f.cases.iter().map(|c| end(c.target)).collect();
    for (i, [a, b]) in retarget {
        match &mut f.ops[i] {
            Op::Br { target, .. } => *target = a,
            Op::CondBr { t, f: fl, .. } => (*t, *fl) = (a, b),
            Op::Switch { default, .. } => *default = a,
            _ => {}
        }
    }
    for (c, t) in f.cases.iter_mut().zip(cases) {
        c.target = t;
    }
    // A jump (with no moves) to a lone `ret` returns itself: the copy
    // reads the same registers of the same frame, and takes the `ret`'s
    // source location.
    for i in 0..f.ops.len() {
        let Op::Br { target, moves: NO_MOVES } = f.ops[i] else { continue };
        if let Some(ret @ Op::Ret { .. }) = f.ops.get(target as usize) {
            f.ops[i] = ret.clone();
            if let Some(&loc) = f.locs.get(target as usize) {
                f.locs[i] = loc;
            }
        }
    }
}

/// How many times each register is read, by ops and by edge moves
/// (register offset -> reads), and which ops a jump enters.
fn reads_and_entries(f: &Function) -> (HashMap<u32, u32>, Vec<bool>) {
    let mut reads: HashMap<u32, u32> = HashMap::default();
    let mut entered = vec![false; f.ops.len() + 1];
    let (mut uses, mut defs) = (Vec::new(), Vec::new());
    for op in &f.ops {
        uses.clear();
        defs.clear();
        super::liveness::uses_defs(f, op, &|r| Some(r as usize), &mut uses, &mut defs);
        for &r in &uses {
            *reads.entry(r as u32).or_default() += 1;
        }
        let targets = match *op {
            Op::Br { target, .. } => [Some(target), None],
            Op::CondBr { t, f: fl, .. } => [Some(t), Some(fl)],
            Op::Switch { default, .. } => [Some(default), None],
            _ => [None, None],
        };
        for t in targets.into_iter().flatten() {
            if let Some(e) = entered.get_mut(t as usize) {
                *e = true;
            }
        }
    }
    for c in &f.cases {
        if let Some(e) = entered.get_mut(c.target as usize) {
            *e = true;
        }
    }
    for m in f.moves.iter().flat_map(|l| &l.moves) {
        if let Arg::Reg(r) = m.src {
            *reads.entry(r).or_default() += 1;
        }
    }
    (reads, entered)
}

/// Marks each `ICmp` followed by a `CondBr` on its result when no other op
/// or edge move reads that register and no branch enters the `CondBr`
/// directly: the branch is the value's only reader, always right after it.
pub fn fuse_compare_branches(f: &mut Function) {
    let (reads, entered) = reads_and_entries(f);
    for i in 0..f.ops.len().saturating_sub(1) {
        let Op::CondBr { cond: Arg::Reg(c), .. } = f.ops[i + 1] else { continue };
        if entered[i + 1] || reads.get(&c) != Some(&1) {
            continue;
        }
        if let Op::ICmp { dst, then_br, .. } = &mut f.ops[i] {
            if *dst == c {
                *then_br = true;
            }
        }
    }
}

/// Marks each load followed by a `Bin` that reads the loaded value and a
/// `Store` of that `Bin`'s result to the load's address (`x += y` at -O0:
/// `Op::Load::then_rmw`). The fast path then runs the three ops in one
/// dispatch, each exactly as on its own (a second visible access still
/// fires before the store), so the mark only says where trying pays.
///
/// Where the `Bin` is the loaded value's only reader and the `Store` the
/// sum's, neither register is read after the three ops (`temps_dead`): the
/// fast path then keeps both values in the host's registers, and the
/// stale registers are dead, so states do not see them. Not in a function
/// that calls setjmp, whose registers all stay live (`liveness`), nor
/// where a jump enters the `Bin` or the `Store`: that one read could
/// then run again, on another pass, after no load wrote the register.
pub fn mark_read_modify_writes(f: &mut Function, calls_setjmp: bool) {
    let (reads, entered) = reads_and_entries(f);
    let once = |r: u32| reads.get(&r) == Some(&1) && !calls_setjmp;
    for i in 0..f.ops.len().saturating_sub(2) {
        let (&Op::Bin { dst: sum, a, b, .. }, &Op::Store { addr: to, val, .. }) = (&f.ops[i + 1], &f.ops[i + 2]) else { continue };
        let straight = !entered[i + 1] && !entered[i + 2];
        if let Op::Load { dst, addr, then_rmw, temps_dead, .. } = &mut f.ops[i] {
            let loaded = Arg::Reg(*dst);
            *then_rmw = *addr == to && val == Arg::Reg(sum) && (a == loaded || b == loaded);
            *temps_dead = *then_rmw && straight && *dst != sum && once(*dst) && once(sum);
        }
    }
}

/// Marks each `Bin` and `Cast` whose next op is a direct or indirect
/// call or a return (`then_call`): the fast path leaves those to the
/// run's loop, so after the mark's op it goes there without a dispatch on
/// the call first (`n - 1` at a recursive call, `(long)x` before `ret`).
/// The call runs exactly as it would after a dispatch.
pub fn mark_ops_before_calls(f: &mut Function) {
    for i in 0..f.ops.len().saturating_sub(1) {
        let call = matches!(f.ops[i + 1], Op::Call { callee: Callee::Direct(_) | Callee::Indirect(_), .. } | Op::Ret { .. });
        if let Op::Bin { then_call, .. } | Op::Cast { then_call, .. } = &mut f.ops[i] {
            *then_call = call;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::*;

    const C: u32 = 40;

    fn cmp() -> Op {
        Op::ICmp { pred: IPred::Slt, w: 32, dst: C, a: Arg::Reg(32), b: Arg::Imm(2), ptrs: false, then_br: false }
    }

    fn br_on(c: u32) -> Op {
        Op::CondBr { cond: Arg::Reg(c), t: 2, tm: NO_MOVES, f: 3, fm: NO_MOVES }
    }

    /// `ops` after the pass: whether op 0 (the compare) was fused.
    fn fused(ops: Vec<Op>, edit: impl FnOnce(&mut Function)) -> bool {
        let mut f = Function::new("t", Origin::User, FuncBody::Code);
        f.ops = ops;
        edit(&mut f);
        fuse_compare_branches(&mut f);
        matches!(f.ops[0], Op::ICmp { then_br: true, .. })
    }

    #[test]
    fn a_compare_fuses_only_with_its_sole_reader_right_after_it() {
        let ret = |v| Op::Ret { val: v, size: 4 };
        assert!(fused(vec![cmp(), br_on(C), ret(None), ret(None)], |_| {}));
        // The branch tests another register.
        assert!(!fused(vec![cmp(), br_on(48), ret(None), ret(None)], |_| {}));
        // The result is read again later, or by an edge's moves.
        assert!(!fused(vec![cmp(), br_on(C), ret(Some(Arg::Reg(C))), ret(None)], |_| {}));
        assert!(!fused(vec![cmp(), Op::CondBr { cond: Arg::Reg(C), t: 2, tm: 0, f: 3, fm: NO_MOVES }, ret(None), ret(None)], |f| {
            f.moves.push(MoveList { moves: vec![Move { dst: 64, src: Arg::Reg(C), size: 1 }], cyclic: false });
        }));
        // A branch or a switch case enters the branch without the compare.
        assert!(!fused(vec![cmp(), br_on(C), Op::Br { target: 1, moves: NO_MOVES }, ret(None)], |_| {}));
        let switch = Op::Switch { val: Arg::Reg(32), w: 32, cases: 0, ncases: 1, default: 3, dm: NO_MOVES };
        assert!(!fused(vec![cmp(), br_on(C), switch, ret(None)], |f| f.cases.push(SwitchCase { value: 0, target: 1, moves: NO_MOVES })));
        // Something other than a compare before the branch.
        let copy = Op::Copy { size: 1, dst: C, src: Arg::Imm(1) };
        assert!(!fused(vec![copy, br_on(C), ret(None), ret(None)], |_| {}));
    }

    #[test]
    fn a_jump_without_moves_to_a_lone_return_returns_itself() {
        let ret = Op::Ret { val: Some(Arg::Reg(C)), size: 4 };
        let mut f = Function::new("t", Origin::User, FuncBody::Code);
        f.ops = vec![
            Op::CondBr { cond: Arg::Reg(C), t: 1, tm: NO_MOVES, f: 2, fm: NO_MOVES },
            Op::Br { target: 3, moves: NO_MOVES }, // to the ret: becomes it
            Op::Br { target: 3, moves: 0 },        // its moves must run first: stays
            ret.clone(),
        ];
        let loc = |line| Loc { file: 0, line, col: 0 };
        f.locs = vec![loc(1), loc(2), loc(3), loc(4)];
        f.moves.push(MoveList { moves: vec![Move { dst: C, src: Arg::Imm(1), size: 4 }], cyclic: false });
        thread_jumps(&mut f);
        assert!(matches!(f.ops[1], Op::Ret { val: Some(Arg::Reg(C)), size: 4 }));
        assert_eq!(f.locs[1], loc(4), "the copy reports the return's line");
        assert!(matches!(f.ops[2], Op::Br { target: 3, moves: 0 }));
    }

    /// A visible 8-byte load of `*r8` into r40, as a read-modify-write starts.
    fn rmw_load() -> Op {
        Op::Load {
            size: 8,
            dst: 40,
            addr: Arg::Reg(8),
            visible: true,
            atomic: false,
            align: 7,
            class: 0,
            at: None,
            then_rmw: false,
            temps_dead: false,
        }
    }

    #[test]
    fn a_load_is_marked_when_the_next_two_ops_modify_it_and_store_it_back() {
        let load = rmw_load();
        let add = |a| Op::Bin { op: BinOp::Add, w: 64, dst: 48, a, b: Arg::Imm(1), then_call: false };
        let store = |addr, val| Op::Store { size: 8, addr, val, visible: true, atomic: false, align: 7, at: None };
        let marked = |ops: Vec<Op>| {
            let mut f = Function::new("t", Origin::User, FuncBody::Code);
            f.ops = ops;
            f.ops.push(Op::Ret { val: None, size: 0 });
            mark_read_modify_writes(&mut f, false);
            matches!(f.ops[0], Op::Load { then_rmw: true, .. })
        };
        assert!(marked(vec![load.clone(), add(Arg::Reg(40)), store(Arg::Reg(8), Arg::Reg(48))]));
        // Stored elsewhere; the loaded value stored, not the sum; a sum
        // of something else.
        assert!(!marked(vec![load.clone(), add(Arg::Reg(40)), store(Arg::Reg(16), Arg::Reg(48))]));
        assert!(!marked(vec![load.clone(), add(Arg::Reg(40)), store(Arg::Reg(8), Arg::Reg(40))]));
        assert!(!marked(vec![load.clone(), add(Arg::Reg(32)), store(Arg::Reg(8), Arg::Reg(48))]));
    }

    #[test]
    fn a_read_modify_write_keeps_its_temporaries_out_of_registers_only_where_nothing_else_reads_them() {
        let load = rmw_load();
        let add = Op::Bin { op: BinOp::Add, w: 64, dst: 48, a: Arg::Reg(40), b: Arg::Imm(1), then_call: false };
        let store = Op::Store { size: 8, addr: Arg::Reg(8), val: Arg::Reg(48), visible: true, atomic: false, align: 7, at: None };
        let dead = |after: Option<Op>, setjmp: bool| {
            let mut f = Function::new("t", Origin::User, FuncBody::Code);
            f.ops = vec![load.clone(), add.clone(), store.clone()];
            f.ops.extend(after);
            f.ops.push(Op::Ret { val: None, size: 0 });
            mark_read_modify_writes(&mut f, setjmp);
            assert!(matches!(f.ops[0], Op::Load { then_rmw: true, .. }));
            matches!(f.ops[0], Op::Load { temps_dead: true, .. })
        };
        assert!(dead(None, false));
        let reads = |r| Op::Copy { size: 8, dst: 56, src: Arg::Reg(r) };
        assert!(!dead(Some(reads(40)), false), "the loaded value is read again");
        assert!(!dead(Some(reads(48)), false), "the sum is read again");
        assert!(!dead(None, true), "a function that calls setjmp keeps every register");
        let jump = |target| Op::CondBr { cond: Arg::Reg(32), t: target, tm: NO_MOVES, f: 4, fm: NO_MOVES };
        assert!(dead(Some(jump(0)), false), "a loop back to the load");
        assert!(!dead(Some(jump(1)), false), "a loop back to the Bin reads the loaded value again");
        assert!(!dead(Some(jump(2)), false), "a loop back to the Store reads the sum again");
    }

    #[test]
    fn an_op_right_before_a_call_or_return_is_marked() {
        let sub = Op::Bin { op: BinOp::Sub, w: 32, dst: 40, a: Arg::Reg(32), b: Arg::Imm(1), then_call: false };
        let sext = Op::Cast { op: CastOp::SExt, from: Scalar::Int(32), to: Scalar::Int(64), dst: 48, a: Arg::Reg(40), then_call: false };
        let call = |callee| Op::Call { callee, dst: 56, ret_size: 8, args: 0, nargs: 0, ret_class: 0, fits: true };
        let marks = |next: Op| {
            let mut f = Function::new("t", Origin::User, FuncBody::Code);
            f.ops = vec![sub.clone(), sext.clone(), next, Op::Ret { val: None, size: 0 }];
            mark_ops_before_calls(&mut f);
            (matches!(f.ops[0], Op::Bin { then_call: true, .. }), matches!(f.ops[1], Op::Cast { then_call: true, .. }))
        };
        assert_eq!(marks(call(Callee::Direct(0))), (false, true));
        assert_eq!(marks(call(Callee::Indirect(Arg::Reg(48)))), (false, true));
        assert_eq!(marks(Op::Ret { val: Some(Arg::Reg(48)), size: 8 }), (false, true));
        // A hypercall runs on the fast path itself: no mark.
        assert_eq!(marks(call(Callee::Control(Hyper::Choose, 0))), (false, false));
    }

    #[test]
    fn a_branch_to_a_lone_br_goes_where_that_one_leads() {
        let br = |target, moves| Op::Br { target, moves };
        let mut f = Function::new("t", Origin::User, FuncBody::Code);
        f.ops = vec![
            Op::CondBr { cond: Arg::Reg(C), t: 1, tm: 0, f: 2, fm: NO_MOVES },
            br(2, NO_MOVES), // lone: threaded through
            br(3, 0),        // has moves: a target, not skipped
            Op::Switch { val: Arg::Reg(C), w: 32, cases: 0, ncases: 1, default: 1, dm: NO_MOVES },
            br(5, NO_MOVES), // a cycle of lone brs
            br(4, NO_MOVES),
            Op::Ret { val: None, size: 0 },
        ];
        f.cases.push(SwitchCase { value: 0, target: 1, moves: NO_MOVES });
        f.moves.push(MoveList { moves: vec![Move { dst: 64, src: Arg::Imm(1), size: 1 }], cyclic: false });
        thread_jumps(&mut f);
        // The true edge keeps its own moves and skips op 1.
        assert!(matches!(f.ops[0], Op::CondBr { t: 2, tm: 0, f: 2, fm: NO_MOVES, .. }));
        assert!(matches!(f.ops[1], Op::Br { target: 2, moves: NO_MOVES }));
        assert!(matches!(f.ops[2], Op::Br { target: 3, moves: 0 }));
        assert!(matches!(f.ops[3], Op::Switch { default: 2, .. }));
        assert_eq!(f.cases[0].target, 2);
        // The cycle stays a cycle (it still never ends).
        assert!(matches!((&f.ops[4], &f.ops[5]), (Op::Br { target: 4 | 5, .. }, Op::Br { target: 4 | 5, .. })));
    }
}
