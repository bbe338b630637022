//! Which code may still call which functions: a conservative static
//! answer over the lowered program (`__vm_may_call`).
//!
//! A function *reaches* a set of targets when it is one of them or calls,
//! directly or through its callees, one of them. An indirect call may call
//! any function whose address the program takes (a code pointer in an
//! operand or in a data image), so it reaches the targets as soon as one
//! such function does. Within a function, an op reaches them when some
//! path of its control-flow graph from the op meets a call that does; a
//! function that calls `setjmp` may resume at any of its setjmp calls
//! (a `longjmp`), so any of its ops reaches them if one does.
//!
//! The answer over-approximates: "may not call" is a proof that no
//! future of the code calls a target; "may call" is only a maybe.

use super::*;
use crate::memory::{Pointer, PtrKind};
use std::sync::Arc;

/// The answer for one set of targets.
#[derive(Debug)]
pub struct CallReach {
    targets: Box<[FuncId]>,
    /// Per function: it may call a target (or is one).
    func: Vec<bool>,
    /// Some function whose address is taken reaches a target: an indirect
    /// call may reach them.
    indirect: bool,
    /// A handler installed for the VM to call reaches a target.
    entry: bool,
    /// Per function that reaches: `from[f][pc]`, the op at pc reaches;
    /// empty for a function that does not.
    from: Vec<Box<[u64]>>,
}

impl CallReach {
    /// Whether the op at `pc` of `func`, or one after it on some path,
    /// calls a target.
    pub fn from_op(&self, func: FuncId, pc: u32) -> bool {
        let bits = &self.from[func as usize];
        bits.get(pc as usize / 64).is_some_and(|w| w & (1 << (pc % 64)) != 0)
    }

    /// Whether a call through a pointer, or the VM's call of a handler
    /// (the scheduler, the fault or interrupt handler), may call a target.
    pub fn indirect(&self) -> bool {
        self.indirect || self.entry
    }

    /// Whether `func` may call a target (or is one).
    pub fn function(&self, func: FuncId) -> bool {
        self.func[func as usize]
    }

    fn compute(prog: &Program, targets: &[FuncId]) -> CallReach {
        let n = prog.functions.len();
        let CodePointers { taken, starts, entries } = code_pointers(prog);
        let mut callers: Vec<Vec<FuncId>> = vec![Vec::new(); n];
        for &(caller, f) in &starts {
            callers[f as usize].push(caller);
        }
        let mut indirect_callers = Vec::new();
        for (fid, f) in prog.functions.iter().enumerate() {
            let mut calls_indirectly = false;
            for op in &f.ops {
                match op {
                    Op::Call { callee: Callee::Direct(g), .. } => callers[*g as usize].push(fid as FuncId),
                    Op::Call { callee: Callee::Indirect(_), .. } => calls_indirectly = true,
                    _ => {}
                }
            }
            if calls_indirectly {
                indirect_callers.push(fid as FuncId);
            }
        }
        let mut func = vec![false; n];
        let mut indirect = false;
        let mut work: Vec<FuncId> = Vec::new();
        for &t in targets {
            if !std::mem::replace(&mut func[t as usize], true) {
                work.push(t);
            }
        }
        while let Some(g) = work.pop() {
            if taken[g as usize] && !indirect {
                indirect = true;
                work.extend(indirect_callers.iter().copied().filter(|&c| !std::mem::replace(&mut func[c as usize], true)));
            }
            for &c in &callers[g as usize] {
                if !std::mem::replace(&mut func[c as usize], true) {
                    work.push(c);
                }
            }
        }
        let from = prog
            .functions
            .iter()
            .enumerate()
            .map(|(fid, f)| if func[fid] { ops_reaching(prog, f, &func, indirect) } else { Box::default() })
            .collect();
        let entry = entries.iter().any(|&e| func[e as usize]);
        CallReach { targets: targets.into(), func, indirect, entry, from }
    }
}

/// The ops of `f` from which a path meets a call that reaches.
fn ops_reaching(prog: &Program, f: &Function, func: &[bool], indirect: bool) -> Box<[u64]> {
    let n = f.ops.len();
    let mut bits = vec![0u64; n.div_ceil(64)].into_boxed_slice();
    let set = |b: &mut [u64], pc: usize| b[pc / 64] |= 1 << (pc % 64);
    let get = |b: &[u64], pc: usize| b.get(pc / 64).is_some_and(|w| w & (1 << (pc % 64)) != 0);
    let mut setjmp = false;
    for (pc, op) in f.ops.iter().enumerate() {
        let reaches = match op {
            Op::Call { callee: Callee::Direct(g), args, .. } => {
                let body = prog.functions[*g as usize].body;
                setjmp |= body == FuncBody::Builtin(Builtin::SetJmp);
                // (a frame made for a constant function runs it later)
                let started = match (body, f.call_args.get(*args as usize).map(|a| a.val)) {
                    (FuncBody::Builtin(Builtin::Hyper(Hyper::FrameMake)), Some(Operand::Ptr(p))) => {
                        Pointer(p).kind() == PtrKind::Code && func.get(Pointer(p).obj() as usize) == Some(&true)
                    }
                    _ => false,
                };
                func[*g as usize] || started
            }
            Op::Call { callee: Callee::Indirect(_), .. } => indirect,
            _ => false,
        };
        if reaches {
            set(&mut bits, pc);
        }
    }
    if setjmp {
        // (a longjmp may resume any setjmp call, whatever the path)
        if bits.iter().any(|&w| w != 0) {
            (0..n).for_each(|pc| set(&mut bits, pc));
        }
        return bits;
    }
    let mut succ = Vec::new();
    let mut changed = true;
    while changed {
        changed = false;
        for pc in (0..n).rev() {
            if get(&bits, pc) {
                continue;
            }
            succ.clear();
            f.successors(pc, &mut succ);
            if succ.iter().any(|&(t, _)| get(&bits, t as usize)) {
                set(&mut bits, pc);
                changed = true;
            }
        }
    }
    bits
}

/// How the program uses code pointers: per function, whether its
/// address is taken (so a call through a pointer may call it); each
/// `(caller, f)` where `caller` starts `f` in a new frame
/// (`__vm_frame_make` of a constant, which is a call, not a taken
/// address); and the functions it installs as the VM's handlers
/// (`__vm_ctl_set` of a constant), which the VM may call at any time.
struct CodePointers {
    taken: Vec<bool>,
    starts: Vec<(FuncId, FuncId)>,
    entries: Vec<FuncId>,
}

fn code_pointers(prog: &Program) -> CodePointers {
    let n = prog.functions.len();
    let mut cp = CodePointers { taken: vec![false; n], starts: Vec::new(), entries: Vec::new() };
    let code = |o: &Operand| match *o {
        Operand::Ptr(p) if Pointer(p).kind() == PtrKind::Code && (Pointer(p).obj() as usize) < n => Some(Pointer(p).obj()),
        _ => None,
    };
    for (fid, f) in prog.functions.iter().enumerate() {
        let mut mark = |o: &Operand| {
            if let Some(g) = code(o) {
                cp.taken[g as usize] = true;
            }
        };
        for op in &f.ops {
            op.for_each_operand(&mut mark);
        }
        f.gep_terms.iter().for_each(|t| mark(&t.index));
        f.moves.iter().flat_map(|m| &m.moves).for_each(|m| mark(&m.src));
        for op in &f.ops {
            let Op::Call { callee, args, nargs, .. } = op else { continue };
            let list = &f.call_args[*args as usize..(*args + *nargs) as usize];
            let hyper = match callee {
                Callee::Control(h, _) => Some(*h),
                Callee::Direct(g) => match prog.functions[*g as usize].body {
                    FuncBody::Builtin(Builtin::Hyper(h)) => Some(h),
                    _ => None,
                },
                _ => None,
            };
            for (i, a) in list.iter().enumerate() {
                match (hyper, i, code(&a.val)) {
                    (Some(Hyper::FrameMake), 0, Some(g)) => cp.starts.push((fid as FuncId, g)),
                    (Some(Hyper::CtlSet), 1, Some(g)) => cp.entries.push(g),
                    (_, _, Some(g)) => cp.taken[g as usize] = true,
                    _ => {}
                }
            }
        }
    }
    for image in [&prog.globals, &prog.runtime_globals, &prog.constants, &prog.tls] {
        for &off in &image.pointers {
            let Some(b) = image.bytes.get(off as usize..off as usize + 8) else { continue };
            if let Some(g) = code(&Operand::Ptr(u64::from_le_bytes(b.try_into().unwrap()))) {
                cp.taken[g as usize] = true;
            }
        }
    }
    cp
}

/// The answers computed so far, by set of targets: a program asks about
/// few sets (an OS's clock readers), many times.
#[derive(Debug, Default)]
pub struct CallReachCache(std::sync::Mutex<Vec<Arc<CallReach>>>);

impl Program {
    /// The `CallReach` for `targets` (sorted, without repeats).
    pub fn call_reach(&self, targets: &[FuncId]) -> Arc<CallReach> {
        let mut known = self.call_reach.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(r) = known.iter().find(|r| *r.targets == *targets) {
            return r.clone();
        }
        let r = Arc::new(CallReach::compute(self, targets));
        known.push(r.clone());
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TARGET: FuncId = 0;

    fn call(g: FuncId) -> Op {
        Op::Call { callee: Callee::Direct(g), dst: 0, ret_size: 0, args: 0, nargs: 0, ret_class: TC_NONE, fits: false }
    }

    fn call_with(g: FuncId, args: u32, nargs: u32) -> Op {
        Op::Call { callee: Callee::Direct(g), dst: 0, ret_size: 0, args, nargs, ret_class: TC_NONE, fits: false }
    }

    fn ret() -> Op {
        Op::Ret { val: None, size: 0 }
    }

    fn code(g: FuncId) -> Operand {
        Operand::Ptr(Pointer::code(g, 0).0)
    }

    fn arg(val: Operand) -> CallArg {
        CallArg { val, size: 8, align: 8, byval: 0, class: TC_NONE }
    }

    /// A program of `TARGET` (function 0) and `funcs`, with three
    /// builtins after them: `__vm_frame_make`, `__vm_ctl_set`, `setjmp`.
    fn program(funcs: Vec<Function>) -> Program {
        let mut prog = Program::default();
        let mut target = Function::new("target", Origin::Os, FuncBody::Code);
        target.ops = vec![ret()];
        prog.functions.push(target);
        prog.functions.extend(funcs);
        for (name, b) in
            [("__vm_frame_make", Builtin::Hyper(Hyper::FrameMake)), ("__vm_ctl_set", Builtin::Hyper(Hyper::CtlSet)), ("setjmp", Builtin::SetJmp)]
        {
            prog.functions.push(Function::new(name, Origin::Os, FuncBody::Builtin(b)));
        }
        prog
    }

    fn func(name: &str, ops: Vec<Op>) -> Function {
        let mut f = Function::new(name, Origin::User, FuncBody::Code);
        f.ops = ops;
        f
    }

    /// Through direct calls, only the code before a call that reaches
    /// reaches; a loop back to the call keeps its whole body reaching.
    #[test]
    fn direct_calls_reach_from_the_ops_before_them() {
        let prog = program(vec![
            func("a", vec![call(2), ret()]),
            func("b", vec![call(TARGET), ret()]),
            func("c", vec![ret()]),
            func(
                "loop",
                vec![
                    Op::CondBr { cond: Operand::Undef, t: 1, tm: NO_MOVES, f: 3, fm: NO_MOVES },
                    call(2),
                    Op::Br { target: 0, moves: NO_MOVES },
                    ret(),
                ],
            ),
        ]);
        let r = prog.call_reach(&[TARGET]);
        assert!(r.function(1) && r.function(2) && !r.function(3) && r.function(4));
        assert!(r.from_op(1, 0) && !r.from_op(1, 1), "after the call nothing reaches");
        assert!(r.from_op(4, 0) && r.from_op(4, 1) && r.from_op(4, 2) && !r.from_op(4, 3));
        assert!(!r.indirect(), "no address is taken");
    }

    /// A function whose address is taken makes every call through a
    /// pointer reach; one only started by `__vm_frame_make` does not, but
    /// the frame's making does.
    #[test]
    fn taken_addresses_make_indirect_calls_reach() {
        // target, starter, worker, indirect, [taker], then the builtins
        let funcs = |taken: bool| {
            let frame_make = if taken { 5 } else { 4 };
            let mut starter = func("starter", vec![call_with(frame_make, 0, 1), ret()]);
            starter.call_args = vec![arg(code(2))];
            let indirect =
                Op::Call { callee: Callee::Indirect(Operand::Reg(0)), dst: 0, ret_size: 0, args: 0, nargs: 0, ret_class: TC_NONE, fits: false };
            let mut v = vec![starter, func("worker", vec![call(TARGET), ret()]), func("indirect", vec![indirect, ret()])];
            if taken {
                let store = Op::Store { size: 8, addr: Operand::Reg(0), val: code(2), visible: false, atomic: false, align: 8, at: None };
                v.push(func("taker", vec![store, ret()]));
            }
            program(v)
        };
        let r = funcs(false).call_reach(&[TARGET]);
        assert!(!r.indirect() && !r.from_op(3, 0), "worker is started, not taken");
        assert!(r.from_op(1, 0), "making its frame starts it");
        let r = funcs(true).call_reach(&[TARGET]);
        assert!(r.indirect() && r.from_op(3, 0), "worker's address is taken");
    }

    /// A handler installed with `__vm_ctl_set` counts as a call through a
    /// pointer: the VM may run it at any point.
    #[test]
    fn installed_handlers_count_as_indirect() {
        let mut install = func(
            "install",
            vec![
                Op::Call { callee: Callee::Control(Hyper::CtlSet, 5), dst: 0, ret_size: 0, args: 0, nargs: 2, ret_class: TC_NONE, fits: false },
                ret(),
            ],
        );
        install.call_args = vec![arg(Operand::Imm(5)), arg(code(2))];
        let prog = program(vec![install, func("handler", vec![call(TARGET), ret()]), func("other", vec![ret()])]);
        let r = prog.call_reach(&[TARGET]);
        assert!(r.indirect());
        assert!(!r.from_op(1, 0), "installing is no call");
    }

    /// A function that calls setjmp may resume at the call from a
    /// longjmp: every op of it reaches when one does.
    #[test]
    fn setjmp_makes_the_whole_function_reach() {
        let setjmp = 5; // (target, two functions, then frame_make, ctl_set, setjmp)
        let prog = program(vec![func("f", vec![call(TARGET), call(setjmp), ret()]), func("g", vec![call(setjmp), ret()])]);
        let r = prog.call_reach(&[TARGET]);
        assert!(r.from_op(1, 2), "the return after setjmp may be followed by the call again");
        assert!(!r.from_op(2, 0), "g's setjmp leads nowhere that reaches");
    }
}
