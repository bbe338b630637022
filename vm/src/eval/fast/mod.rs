//! The fast paths' run loop and dispatch. Fast paths run the most
//! frequent instructions when every operand is a `Word`: at most 8 bytes,
//! wholly defined, and a plain integer or a whole pointer. Loads and
//! stores take them when they touch an object no other thread can see,
//! run where no interrupt can fire, or are the edge's first visible action
//! (which runs; the second fires, on the general path). They compute
//! exactly what the general code in `arith`, `memops` and `control`
//! computes for such operands and decline everything else (undefined
//! bits, pointer fragments, faults, checked overflow, rules between two
//! pointers), which then takes the general path from the start: a fast
//! path never writes before it knows it can finish.
//!
//! Here: the loop (`Machine::run_fast`, `run_frame`), the dispatch of one
//! instruction (`step`) and what a run needs besides the frame (`Env`).
//! Word operations are in `word`, loads and stores in `access`, calls
//! (those whose frames stay out of the heap among them) in `calls`.

use crate::abi;
use crate::eval::Machine;
use crate::ir::*;
use crate::memory::{unshared_mut, Handle, Heap, Layout, Object, Pointer, Word, WordView};

/// `$body` with `$v` rebound to a constant where it equals one of the
/// listed values, and as it is otherwise. The inlined body then folds the
/// masks, sizes and branches that depend on `$v`: the fast paths take the
/// common widths (32, 64 bits), sizes (4, 8 bytes) and float types this
/// way (host instructions: fib and bytecode -13%, mandelbrot -31%).
macro_rules! with_constant {
    ($v:ident in [$($c:expr),+] => $body:expr) => {
        match $v {
            $(v if v == $c => {
                let $v = $c;
                $body
            })+
            _ => $body,
        }
    };
}

mod access;
mod calls;
pub(super) mod word;

use access::{lifetime, load, loaded, modify_in_place, modify_write, modify_write_dead, store};
use calls::{bits_call, ctl_call};
pub(crate) use calls::{run_callees, Unplaced};
use word::{bin, bits_mask, branch, cast, copy, fbin, fcmp, gep, icmp, icmp_value, int, moves, width_bytes};

/// What a run of fast instructions needs besides the frame: the rest of
/// the heap, and the facts that decide whether an access is visible.
pub(crate) struct Env<'a> {
    heap: &'a mut Heap,
    layout: Layout<'a>,
    /// No access can fire an interrupt (kernel code, masked).
    silent: bool,
    /// Every object counts as shared (`--no-reduction`).
    all_shared: bool,
    /// Sync-point reduction (`Config::segments`): its control register.
    segments: Option<usize>,
    /// The reduction logs shared accesses now (`Machine::segments_active`,
    /// conservatively: any open segment counts): a run leaves every access
    /// to a shared object of the program's memory, and every visible one,
    /// to the general path, which logs it.
    log_shared: bool,
    /// Some thread has an open segment (the run itself logs nothing).
    segments_open: bool,
    /// The running frame is shared (with another thread, through a pointer).
    frame_shared: bool,
    /// No loop point can fire (kernel code, masked).
    cfl_quiet: bool,
    /// The edge is within its sequential budget (`Machine::fast_run_limit`).
    sequential_budget: bool,
    /// Loop points passed again do not fire (`Machine::sequential_run`).
    sequential: bool,
    /// Loops beside other threads run on (`Config::loops_run_on_beside_threads`).
    beside_threads: bool,
    /// The frame the run started in (lent out: its slot in the heap is
    /// vacant), the running function, and the loop points this edge has
    /// passed (`Machine::cfl_fires`).
    frame: u32,
    func: u32,
    /// The running frame is `frame` (not one a call of this run entered,
    /// which is in no heap slot yet: `Unplaced`).
    placed: bool,
    cfl_seen: &'a mut Vec<(u32, u32)>,
    /// Loop points passed in this edge (`Machine::sequential_run`).
    loop_passes: &'a mut u64,
    /// The edge's first visible action ran (`Machine::mem_fires`).
    visible_done: &'a mut bool,
    /// Second instructions of fused pairs run (they count as instructions).
    fused: u64,
    /// The control registers, for the OS's register calls (`ctl_call`).
    ctl: &'a mut [u64; abi::CR_COUNT],
    /// Some calls are watched (`Config::watch_calls`): no call is run here.
    watching: bool,
    /// The data objects (by `DataObject`) the run has accessed through a
    /// `DataPlace`: lent out of the heap on the first such access (their
    /// slots vacant), so that later ones skip the look-up, until `finish`
    /// gives them back.
    data: [Option<Handle<Object>>; 3],
    /// Which of them the run has written (`Heap::mark_lent_written`).
    data_written: [bool; 3],
    /// The machine's spare variable buffers and count of bytes made, and
    /// its configuration (the memory limit): for ending and starting stack
    /// variables (`access::lifetime`).
    made: &'a mut crate::eval::Made,
    cfg: &'a crate::eval::Config,
}

/// Where a fast run starts: its frame and function, whether the frame is
/// shared, and whether the edge is within its sequential budget
/// (`Machine::fast_run_limit`).
pub(crate) struct RunStart {
    pub frame: u32,
    pub func: FuncId,
    pub frame_shared: bool,
    pub budget: bool,
}

impl<'a> Env<'a> {
    /// The `Env` of a run that starts `at`, over `state`.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn new(
        state: &'a mut crate::eval::State,
        layout: Layout<'a>,
        cfg: &'a crate::eval::Config,
        cfl_seen: &'a mut Vec<(u32, u32)>,
        loop_passes: &'a mut u64,
        visible_done: &'a mut bool,
        made: &'a mut crate::eval::Made,
        at: RunStart,
    ) -> Env<'a> {
        let beside_threads = cfg.loops_run_on_beside_threads();
        let (silent, cfl_quiet, sequential) = quiet(state.ctl[abi::CR_FLAGS], at.budget, beside_threads);
        let segments_open = !state.segments.is_empty();
        Env {
            heap: &mut state.heap,
            layout,
            silent,
            all_shared: cfg.no_reduction,
            segments: cfg.segments,
            log_shared: logs_shared(cfg.segments, state.ctl[abi::CR_FLAGS], segments_open),
            segments_open,
            frame_shared: at.frame_shared,
            cfl_quiet,
            sequential_budget: at.budget,
            sequential,
            beside_threads,
            frame: at.frame,
            func: at.func,
            placed: true,
            cfl_seen,
            loop_passes,
            visible_done,
            fused: 0,
            ctl: &mut state.ctl,
            watching: cfg.calls_watched(),
            data: [None, None, None],
            data_written: [false; 3],
            made,
            cfg,
        }
    }

    /// Ends the run: gives back the data objects it lent, and returns the
    /// count of fused instructions.
    #[inline(always)]
    fn finish(self) -> u64 {
        for (d, o) in [DataObject::Globals, DataObject::RuntimeGlobals, DataObject::Constants].into_iter().zip(self.data) {
            if let Some(o) = o {
                self.heap.give_back(self.layout.object(d), o);
            }
        }
        self.fused
    }

    /// After FLAGS changed: whether accesses and loop points may fire.
    #[inline(always)]
    fn flags_changed(&mut self) {
        (self.silent, self.cfl_quiet, self.sequential) = quiet(self.ctl[abi::CR_FLAGS], self.sequential_budget, self.beside_threads);
        self.log_shared = logs_shared(self.segments, self.ctl[abi::CR_FLAGS], self.segments_open);
    }
}

/// Whether a run leaves shared accesses to the general path, which logs
/// them (`Env::log_shared`).
#[inline(always)]
fn logs_shared(segments: Option<usize>, flags: u64, open: bool) -> bool {
    segments.is_some() && (flags & abi::CF_MASK_MEM == 0 || open)
}

/// Under `flags`: no access can fire an interrupt; no loop point can fire;
/// a loop point passed again does not fire (`budget`: the edge is within
/// its sequential budget; `beside_threads`: loops beside other threads
/// run on).
fn quiet(flags: u64, budget: bool, beside_threads: bool) -> (bool, bool, bool) {
    let runs_on = budget && crate::eval::interrupt::loops_run_on(flags, beside_threads);
    (flags & (abi::CF_KERNEL | abi::CF_MASK_MEM) != 0, flags & (abi::CF_KERNEL | abi::CF_MASK_CFL) != 0, runs_on)
}

/// Whether `op` has a fast path at all (so a run of them may start).
#[inline(always)]
fn has_fast_path(op: &Op) -> bool {
    matches!(
        op,
        Op::Bin { .. }
            | Op::ICmp { .. }
            | Op::Copy { .. }
            | Op::Cast { .. }
            | Op::Gep { .. }
            | Op::Br { .. }
            | Op::CondBr { .. }
            | Op::FBin { .. }
            | Op::FCmp { .. }
            | Op::Load { .. }
            | Op::Store { .. }
            | Op::Cfl
            | Op::Lifetime { .. }
            | Op::Switch { .. }
            | Op::IndirectBr { .. }
            | Op::Call { callee: Callee::Control(..) | Callee::Bits(..), .. }
    )
}

/// The instruction `op` at `pc` on the frame `o`, if its fast path
/// applies: `Ok` of the next pc. `Err` of the pc of the op that the run's
/// loop (a call, a return) or the general path must take next: `pc`
/// itself where this op declines, or the call after an op marked
/// `then_call`, which then ran.
#[inline(always)]
fn step(o: &mut WordView, env: &mut Env, f: &Function, op: &Op, pc: u32, checked: bool) -> Result<u32, u32> {
    let done = match *op {
        Op::Load { size, dst, addr, visible, align, at, then_rmw, temps_dead, .. } => {
            if temps_dead {
                if let Some(next) = at.and_then(|at| modify_in_place(o, env, f, pc, checked, (size, dst), at, visible)) {
                    return next;
                }
                let w = loaded(o, env, size, addr, at, visible, align).ok_or(pc)?;
                return modify_write_dead(o, env, f, pc, checked, size, dst, w);
            }
            if !load(o, env, size, dst, addr, at, visible, align) {
                return Err(pc);
            }
            if then_rmw {
                return Ok(modify_write(o, env, f, pc, checked));
            }
            true
        }
        Op::Store { size, addr, val, visible, align, at, .. } => store(o, env, size, addr, val, at, visible, align),
        Op::FBin { op, ty, dst, a, b } => fbin(o, op, ty, dst, a, b),
        Op::FCmp { pred, ty, dst, a, b } => fcmp(o, pred, ty, dst, a, b),
        Op::Bin { op, w, dst, a, b, then_call } => return after(bin(o, op, w, dst, a, b, checked), then_call, pc),
        // The branch after it is the result's only reader: take it now,
        // leaving the (dead) register unwritten. Where either part needs
        // the general path, the compare runs there, then the branch.
        Op::ICmp { pred, w, a, b, ptrs, then_br: true, .. } => {
            let Some(&Op::CondBr { t, tm, f: fl, fm, .. }) = f.ops.get(pc as usize + 1) else { return Err(pc) };
            let taken = icmp_value(o, pred, w, a, b, ptrs).ok_or(pc)?;
            let next = branch(o, f, taken, (t, tm), (fl, fm)).ok_or(pc)?;
            env.fused += 1;
            return Ok(next);
        }
        Op::ICmp { pred, w, dst, a, b, ptrs, .. } => icmp(o, pred, w, dst, a, b, ptrs),
        Op::Copy { size, dst, src } => copy(o, dst, src, size),
        Op::Cast { op, from, to, dst, a, then_call } => return after(cast(o, op, from, to, dst, a), then_call, pc),
        Op::Gep { dst, base, offset, terms, nterms, wrap } => gep(o, f, dst, base, offset, (terms, nterms), wrap),
        Op::Br { target, moves: m } => return if moves(o, f, m) { Ok(target) } else { Err(pc) },
        Op::CondBr { cond, t, tm, f: fl, fm } => {
            let taken = int(o, cond, 1).ok_or(pc)? & 1 != 0;
            return branch(o, f, taken, (t, tm), (fl, fm)).ok_or(pc);
        }
        Op::Switch { val, w, cases, ncases, default, dm } => {
            let bits = width_bytes(w).and_then(|n| int(o, val, n)).ok_or(pc)? & bits_mask(w);
            // SAFETY: a switch of a function the fast paths run.
            let cs = unsafe { entries(&f.cases, cases, ncases) };
            let (target, m) = match SwitchCase::find(cs, bits as u128) {
                Some(c) => (c.target, c.moves),
                None => (default, dm),
            };
            return if moves(o, f, m) { Ok(target) } else { Err(pc) };
        }
        // A label of this function that the goto lists (as
        // `Machine::computed_goto`); anything else faults there.
        Op::IndirectBr { addr, cases, ncases } => return computed_goto(o, env.func, f, addr, cases, ncases).ok_or(pc),
        Op::Cfl => env.cfl_quiet || loop_point(env, pc),
        Op::Call { callee: Callee::Control(h, _), dst, ret_size, args, nargs, .. } => ctl_call(o, env, f, h, dst, ret_size, args, nargs, pc),
        Op::Call { callee: Callee::Bits(i, _), dst, ret_size, args, nargs, .. } => bits_call(o, env, f, i, dst, ret_size, args, nargs),
        // (Listed, not `_`: the dispatch's jump table then covers every
        // tag, with no range check before it.)
        Op::Call { callee: Callee::Direct(_) | Callee::Indirect(_), .. }
        | Op::Ret { .. }
        | Op::FNeg { .. }
        | Op::Freeze { .. }
        | Op::Select { .. } => false,
        Op::Lifetime { start, var } => lifetime(o, env, start, var),
        Op::Alloca { .. } | Op::ExtractValue { .. } | Op::InsertValue { .. } | Op::AtomicRmw { .. } | Op::CmpXchg { .. } | Op::Fence => false,
        Op::Unreachable | Op::Unsupported { .. } => false,
    };
    if done {
        Ok(pc + 1)
    } else {
        Err(pc)
    }
}

/// `step`'s result for an op at `pc` that ran (`done`) or declined, and
/// whose next op is a call or return when `then_call` (`Op::Bin`).
#[inline(always)]
fn after(done: bool, then_call: bool, pc: u32) -> Result<u32, u32> {
    match (done, then_call) {
        (false, _) => Err(pc),
        (true, false) => Ok(pc + 1),
        (true, true) => Err(pc + 1),
    }
}

/// For each function, whether the fast paths may run on its frames: its
/// registers fit its frame, its jumps its ops and its ops' entries its
/// side tables (`Function::registers_fit`, `Function::jumps_fit`,
/// `Function::tables_fit`), what they access and fetch unchecked.
pub(crate) fn fast_frames(prog: &Program) -> Vec<bool> {
    prog.functions.iter().map(|f| f.registers_fit() && f.jumps_fit() && f.tables_fit()).collect()
}

/// Entries `at..at + n` of one of a function's side tables (`gep_terms`,
/// `call_args`, `cases`), with no bounds check.
///
/// # Safety
/// An op of a function the fast paths run names them: `fast_frames`
/// requires `Function::tables_fit` and `jumps_fit`, which check them.
#[inline(always)]
unsafe fn entries<T>(table: &[T], at: u32, n: u32) -> &[T] {
    debug_assert!(at as usize + n as usize <= table.len());
    // SAFETY: the caller's contract.
    unsafe { table.get_unchecked(at as usize..at as usize + n as usize) }
}

/// Entry `at` of one of a function's side tables (`moves`), with no
/// bounds check.
///
/// # Safety
/// As `entries`.
#[inline(always)]
unsafe fn entry<T>(table: &[T], at: u32) -> &T {
    debug_assert!((at as usize) < table.len());
    // SAFETY: the caller's contract.
    unsafe { table.get_unchecked(at as usize) }
}

/// The op at `pc` of `f`, with no bounds check.
///
/// # Safety
/// `pc` is an op of `f`.
#[inline(always)]
unsafe fn fetch(f: &Function, pc: u32) -> &Op {
    debug_assert!((pc as usize) < f.ops.len());
    // SAFETY: the caller's contract: `pc` is in bounds.
    unsafe { f.ops.get_unchecked(pc as usize) }
}

/// The target of a computed goto from `o`'s function `func`: a label the
/// goto lists (as `Machine::computed_goto`); anything else faults there.
/// Out of line: rare, and `step`'s loop keeps its registers.
#[inline(never)]
fn computed_goto(o: &mut WordView, func: u32, f: &Function, addr: Operand, cases: u32, ncases: u32) -> Option<u32> {
    let Some(Word::Ptr(p)) = word::word(o, addr, 8) else { return None };
    let cs = &f.cases[cases as usize..(cases + ncases) as usize];
    let c = cs.iter().find(|c| p == Pointer::block_address(func, c.value as u32).0)?;
    moves(o, f, c.moves).then_some(c.target)
}

/// A loop point at `pc` in a run where loop points may fire: one passed
/// for the first time is noted and runs on; a repeated one fires (which
/// `step` does), unless the edge runs on sequentially within its budget.
/// Out of line, as `computed_goto`.
#[inline(never)]
fn loop_point(env: &mut Env, pc: u32) -> bool {
    *env.loop_passes += 1;
    !crate::eval::interrupt::passed_again(env.cfl_seen, (env.func, pc)) || (env.sequential && *env.loop_passes < abi::SEQUENTIAL_LOOPS)
}

/// The running frame `o` of `f` as a `WordView`, if the fast paths may
/// run on it: `f`'s registers fit its frame and its jumps its ops (`fits`:
/// `Machine::fast_frames`) and `o` has `f`'s frame size (a guest may
/// resize any object), so every register access of the run is in bounds
/// (`Words::reg`).
#[inline(always)]
fn frame_view<'a>(o: &'a mut Object, f: &Function, fits: bool, zeros: &'a mut Vec<u8>) -> Option<WordView<'a>> {
    if !fits || o.size() != f.frame_size as usize {
        return None;
    }
    o.word_view(zeros)
}

/// The run within one frame, from `pc` with `steps` done, until an
/// instruction `step` declines (calls and returns among them: that one
/// is returned) or the limit: the pc and steps then.
#[inline(always)]
fn run_frame<'f>(
    o: &mut WordView,
    env: &mut Env,
    f: &'f Function,
    mut pc: u32,
    mut steps: u64,
    limit: u64,
    checked: bool,
) -> (u32, u64, Option<&'f Op>) {
    while steps < limit {
        // SAFETY: `pc` is the run's first (an op: the caller checked it)
        // or one `step` returned: a jump's target, or the op after one
        // that is not last; `f` is a function the fast paths run
        // (`Machine::fast_frames`), whose jumps fit.
        let op = unsafe { fetch(f, pc) };
        match step(o, env, f, op, pc, checked) {
            Ok(next) => pc = next,
            Err(at) if at == pc => return (pc, steps, Some(op)),
            // The op at `pc` ran and the call after it is next.
            Err(at) => {
                steps += 1;
                // SAFETY: `at` is the op after one that is not last.
                return (at, steps, (steps < limit).then(|| unsafe { fetch(f, at) }));
            }
        }
        steps += 1;
    }
    (pc, steps, None)
}

impl<'p> Machine<'p> {
    /// Runs instructions of the current frame while their fast paths
    /// apply, borrowing the frame once for the whole run (not once per
    /// instruction); stops before the first one that needs `step`, and
    /// before the edge's instruction limit.
    #[inline(always)]
    pub(crate) fn run_fast(&mut self, f: &Function) {
        let mut pc = self.pc;
        if !f.ops.get(pc as usize).is_some_and(has_fast_path) {
            return;
        }
        // Code that rounds other than to nearest runs on the general path
        // (`ctl_call` ends a run that changes the mode): the float
        // operations here round to nearest without testing the mode.
        if self.state.ctl[abi::CR_FLAGS] & abi::CF_ROUND != 0 {
            return;
        }
        let checked = self.cfg.ub_overflow;
        let (limit, sequential) = self.fast_run_limit();
        let mut steps = self.edge.steps;
        let frame = self.frame;
        let layout = self.layout();
        let Some(mut lent) = self.state.heap.lend(frame) else { return };
        let o = unshared_mut(&mut lent);
        let frame_shared = o.shared;
        let Some(mut view) = frame_view(o, f, self.fast_frames[self.func as usize], &mut self.zero_undef) else {
            self.state.heap.give_back(frame, lent);
            return;
        };
        let mut env = Env::new(
            &mut self.state,
            layout,
            &self.cfg,
            &mut self.cfl_seen,
            &mut self.loop_passes,
            &mut self.visible_done,
            &mut self.made,
            RunStart { frame, func: self.func, frame_shared, budget: sequential },
        );
        while steps < limit {
            // SAFETY: as in `run_frame`.
            let op = unsafe { fetch(f, pc) };
            match step(&mut view, &mut env, f, op, pc, checked) {
                Ok(next) => pc = next,
                Err(at) => {
                    steps += (at != pc) as u64;
                    pc = at;
                    break;
                }
            }
            steps += 1;
        }
        let fused = env.finish();
        self.state.heap.give_back(frame, lent);
        self.pc = pc;
        self.edge.steps = steps + fused;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::ObjKind;
    use crate::memory::Pointer;

    /// The fast paths run on a frame only while its function's registers
    /// fit and it has the function's frame size: a guest that resized its
    /// frame gets the general path, which checks every access.
    #[test]
    fn frame_views_need_fitting_registers_and_the_frame_size() {
        let f = Function { frame_size: 64, ..Function::new("f", Origin::User, FuncBody::Code) };
        let mut zeros = Vec::new();
        let frame = |size: usize| {
            let mut o = Object::new_zero(0, ObjKind::Frame, 0);
            o.reset_frame(size, &[], FRAME_PC as usize, Pointer::code(0, 0).0, FRAME_PARENT as usize, 0);
            o
        };
        assert!(frame_view(&mut frame(64), &f, true, &mut zeros).is_some());
        assert!(frame_view(&mut frame(64), &f, false, &mut zeros).is_none());
        for size in [40, 63, 65, 128] {
            assert!(frame_view(&mut frame(size), &f, true, &mut zeros).is_none(), "a frame of {} bytes", size);
        }
    }
}
