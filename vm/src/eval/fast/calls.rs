//! Calls on the fast paths: the OS's register calls and the bit-count
//! intrinsics, run in place, and direct calls whose frames stay out of the
//! heap (`Unplaced`) while a run of fast instructions goes through them and
//! their returns (`Machine::run_calls`); the frames still running when the
//! run stops are placed then.

use super::word::{arg_bits, int, put, put_any, sized_word};
use super::{frame_view, has_fast_path, run_frame, Env, RunStart};
use crate::abi;
use crate::eval::control::forget_result;
use crate::eval::hypercall::{flags_after, plain_register, register_word};
use crate::eval::intrinsic::count_bits;
use crate::eval::Machine;
use crate::ir::*;
use crate::memory::{unshared_mut, ObjKind, Object, Pointer, Val, Word, WordView, Words};

/// `llvm.ctpop`, `llvm.cttz` or `llvm.ctlz` of a defined integer word,
/// with the result the size of the argument: what `Machine::builtin`
/// computes for it.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn bits_call(o: &mut WordView, env: &Env, f: &Function, i: Intrinsic, dst: u32, ret_size: u32, args: u32, nargs: u32) -> bool {
    // SAFETY: a call of a function the fast paths run.
    let Some(a) = unsafe { super::entries(&f.call_args, args, nargs) }.first() else { return false };
    if env.watching || a.size == 0 || a.size > 8 || ret_size != a.size {
        return false;
    }
    let Some(x) = int(o, a.val, a.size as usize) else { return false };
    let w = a.size * 8;
    let r = count_bits(i, x as u128 & crate::memory::low_bits(w) as u128, w);
    put(o, dst, ret_size as usize, Word::Int(r as u64))
}

/// `__vm_ctl_get`, `__vm_ctl_flag` and `__vm_ctl_set` of a register that
/// is only stored (not FRAME, which transfers control, nor a globals
/// register, which would change the layout this run resolves with), with
/// word arguments: what `Machine::hypercall` does for them. An OS makes
/// several on every edge; here they cost no return to the general loop.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn ctl_call(o: &mut WordView, env: &mut Env, f: &Function, h: Hyper, dst: u32, ret_size: u32, args: u32, nargs: u32, pc: u32) -> bool {
    if env.watching {
        return false;
    }
    // SAFETY: a call of a function the fast paths run.
    let args = unsafe { super::entries(&f.call_args, args, nargs) };
    let Some(r) = args.first().and_then(|a| arg_bits(o, a)) else { return false };
    let second = || args.get(1).and_then(|a| arg_bits(o, a));
    // The result, written as `set_reg` writes it (a pointer only whole);
    // first, so that nothing has changed when it cannot be.
    let deliver = |o: &mut WordView, w: Word| ret_size == 0 || Val::from(w).word(ret_size).is_some_and(|w| put(o, dst, ret_size as usize, w));
    match h {
        // A frame a call of this run entered has no address yet.
        Hyper::CtlGet if r as usize == abi::CR_FRAME && !env.placed => false,
        Hyper::CtlGet => register_word(env.ctl, env.heap, r as usize, env.frame, env.func, pc).is_some_and(|w| deliver(o, w)),
        Hyper::CtlSet => {
            let r = r as usize;
            if !plain_register(r) || matches!(r, abi::CR_GLOBALS | abi::CR_RUNTIME_GLOBALS) {
                return false;
            }
            let Some(v) = second() else { return false };
            if r == abi::CR_FLAGS && v & abi::CF_ROUND != 0 {
                return false; // (ends the run: `run_fast`)
            }
            env.ctl[r] = v;
            if r == abi::CR_FLAGS {
                env.flags_changed();
            }
            true
        }
        Hyper::CtlFlag => {
            let Some(set) = second() else { return false };
            let old = env.ctl[abi::CR_FLAGS];
            if flags_after(old, r, set) & abi::CF_ROUND != 0 {
                return false; // (ends the run: `run_fast`)
            }
            if !deliver(o, Word::Int(old)) {
                return false;
            }
            env.ctl[abi::CR_FLAGS] = flags_after(old, r, set);
            env.flags_changed();
            true
        }
        _ => false,
    }
}

/// The frames that calls in a run of fast instructions entered, not yet
/// in the heap. Nothing can name them (their addresses never left the
/// run), so they need no ids until the run ends, and a return from one
/// within the run only drops it: most calls never touch the heap. Each
/// lives in a layer block (`Object::push_layer_block`) on one stack of
/// bytes.
///
/// A block is not a whole fresh frame: a call sets only the registers a
/// read may find unwritten (`FreshImage`) and the parameters; the rest
/// holds bytes of earlier frames until the frame writes them. That is
/// sound because nothing reads the rest before writing it: a register
/// live at a pc was live at the function's entry (so set at the call) or
/// written on every path to that pc; and the header is not read in a run.
/// When a frame is placed, it is made of its fresh image and of its
/// registers live at its pc alone (`place_unplaced`), so no stale byte
/// (a stale pointer tag least of all) reaches the heap.
#[derive(Default)]
pub(crate) struct Unplaced {
    /// The frames' layer blocks, outermost first, end to end, up to
    /// `top`. Every byte is initialised (grown with zeros), and at least
    /// `SLACK` bytes lie past `top`'s frames.
    blocks: Vec<u8>,
    top: usize,
    /// Each frame, outermost first.
    entries: Vec<UnplacedFrame>,
    /// Per function (by id, grown on demand): its fresh frame's image,
    /// empty until a run first calls it.
    images: Vec<FreshImage>,
}

impl Unplaced {
    /// Room for the blocks of a few dozen typical frames from the start:
    /// recursion deepens the stack in every run, and each doubling from
    /// empty would copy what is there (a realloc the allocator's state
    /// makes cheap or dear).
    pub(crate) fn new() -> Self {
        Unplaced { blocks: Vec::with_capacity(1 << 16), ..Default::default() }
    }
}

/// The copies of `push_frame` are 32 bytes at a time: images and
/// `Unplaced::blocks` end with this many bytes to spare.
const SLACK: usize = 32;

/// The layer block of a function's fresh frame (pc at its start, no
/// parent) with `SLACK` zeros after it, and the byte range `lo..hi` of
/// each layer that a call copies: the registers live at the function's
/// entry, but for parameters, which the call writes.
#[derive(Default)]
struct FreshImage {
    block: Box<[u8]>,
    lo: u32,
    hi: u32,
}

/// One frame of `Unplaced`.
#[derive(Clone, Copy)]
struct UnplacedFrame {
    func: FuncId,
    /// The pc of the call in the frame below, and its result register
    /// and size.
    call_pc: u32,
    dst: u32,
    ret_size: u32,
    /// Where its layer block starts in `Unplaced::blocks`.
    start: u32,
}

/// Pushes a block for a new frame of `f` (function `func`) on
/// `Unplaced::blocks`: its start. Of each layer, only the image's
/// `lo..hi` is copied, 32 bytes at a time, inlined. (A copy may run past
/// `hi`, with the image's own bytes, onto registers that need none or
/// onto the next layer's header, which a run does not read.)
#[inline(always)]
fn push_frame(blocks: &mut Vec<u8>, top: &mut usize, images: &mut Vec<FreshImage>, f: &Function, func: FuncId) -> usize {
    let i = func as usize;
    if images.get(i).is_none_or(|im| im.block.is_empty()) {
        build_image(images, f, func);
    }
    let image = &images[i];
    let n = f.frame_size as usize;
    let start = *top;
    let end = start + 3 * n;
    if end + SLACK > blocks.len() {
        grow_blocks(blocks, end + SLACK);
    }
    *top = end;
    let (lo, hi) = (image.lo as usize, image.hi as usize);
    debug_assert!(image.block.len() == 3 * n + SLACK && hi <= n);
    // SAFETY: each copy starts below `layer * n + hi` and is 32 bytes
    // long, so it stays below `3 * n + SLACK`: within the image, and
    // within `blocks` from `start` (`end + SLACK` bytes are there).
    unsafe {
        let (src, dst) = (image.block.as_ptr(), blocks.as_mut_ptr().add(start));
        for layer in 0..3 {
            let (mut at, stop) = (layer * n + lo, layer * n + hi);
            while at < stop {
                std::ptr::copy_nonoverlapping(src.add(at), dst.add(at), 32);
                at += 32;
            }
        }
    }
    start
}

#[cold]
fn grow_blocks(blocks: &mut Vec<u8>, len: usize) {
    blocks.resize(len.max(2 * blocks.len()), 0);
}

#[cold]
fn build_image(images: &mut Vec<FreshImage>, f: &Function, func: FuncId) {
    let i = func as usize;
    if images.len() <= i {
        images.resize_with(i + 1, Default::default);
    }
    let mut o = Object::new_zero(0, ObjKind::Frame, 0);
    o.reset_frame(f.frame_size as usize, &f.frame_undef, FRAME_PC as usize, Pointer::code(func, 0).0, FRAME_PARENT as usize, 0);
    let mut block = Vec::with_capacity(3 * f.frame_size as usize + SLACK);
    o.push_layer_block(&mut block);
    block.resize(block.len() + SLACK, 0);
    let (lo, hi) = entry_span(f);
    images[i] = FreshImage { block: block.into_boxed_slice(), lo, hi };
}

/// The byte range of a frame of `f` that a call must set from the fresh
/// image: that of the registers live at entry (read, on some path,
/// before any write), but for parameters, which the call writes whole
/// (each has a word of frame: the write cannot decline). Empty if none.
fn entry_span(f: &Function) -> (u32, u32) {
    let written = |r: &(u32, u32)| f.params.contains(r) && r.0 + 8 <= f.frame_size;
    let Some(live) = f.live_registers(0) else { return (FRAME_HEADER, f.frame_size) };
    live.filter(|r| !written(r))
        .fold(None, |span: Option<(u32, u32)>, (off, size)| Some(span.map_or((off, off + size), |(lo, hi)| (lo.min(off), hi.max(off + size)))))
        .unwrap_or((0, 0))
}

/// Fills `o`, a fresh frame of `f` (its image), from `block`, its layer
/// block as an unplaced frame at `pc`: with its registers live at `pc`
/// alone. The others are dead, or stale bytes of earlier frames
/// (`Unplaced`).
fn take_live_registers(o: &mut Object, block: &[u8], f: &Function, pc: u32) {
    let Some(live) = f.live_registers(pc) else {
        debug_assert!(false, "an unplaced frame's pc is an op of its function");
        return;
    };
    for (off, size) in live {
        o.set_layer_range(block, off as usize, size as usize);
    }
}

/// The callee of `op` if it is a call that a run of fast instructions may
/// make itself (`Machine::run_fast`): direct, of the common shape
/// (`ir::call_fits`), to a function that `run_callees` marks.
#[inline(always)]
fn run_call<'p>(prog: &'p Program, marked: &[bool], op: &Op) -> Option<(FuncId, &'p Function)> {
    let Op::Call { callee: Callee::Direct(target), fits: true, .. } = *op else { return None };
    marked.get(target as usize).copied().unwrap_or(false).then(|| (target, &prog.functions[target as usize]))
}

/// For each function, whether a run of fast instructions should make its
/// calls itself: it has no stack variables of its own (so its frame owns
/// nothing, and a return only drops it), and each of its instructions has
/// a fast path, or is a return, or such a call. A call of any other
/// function would leave the run early and place its frame at once, for
/// more than `fast_call` costs.
/// (Their frames live in `WordView`s of layer blocks: they must be among
/// `fast_frames`, as `frame_view` checks of a placed frame.)
pub(crate) fn run_callees(prog: &Program, fast_frames: &[bool]) -> Vec<bool> {
    let mut marked: Vec<bool> =
        prog.functions.iter().zip(fast_frames).map(|(f, &fast)| fast && f.body == FuncBody::Code && f.static_allocas.is_empty()).collect();
    // Unmark until nothing changes: a function calling an unmarked one
    // is unmarked too (recursion keeps its mark).
    loop {
        let mut changed = false;
        for (i, f) in prog.functions.iter().enumerate() {
            if marked[i] && !f.ops.iter().all(|op| has_fast_path(op) || matches!(op, Op::Ret { .. }) || run_call(prog, &marked, op).is_some()) {
                marked[i] = false;
                changed = true;
            }
        }
        if !changed {
            return marked;
        }
    }
}

/// Reads the arguments of a call that a run makes itself (`run_call`)
/// into `words`; false unless each is a `Word`. (The caller's pc after
/// the call, which `fast_call` writes then, is written when the run ends:
/// `Machine::place_unplaced`.) (Inlined: with frames in layer blocks, the
/// run's loop measured faster with it than with a call, -4% host
/// instructions on fib.)
#[inline(always)]
fn call_words(view: &WordView, f: &Function, args: u32, nargs: u32, words: &mut [Word; FAST_CALL_ARGS]) -> bool {
    // SAFETY: a call of a function the fast paths run (`frame_view`).
    for (a, w) in unsafe { super::entries(&f.call_args, args, nargs) }.iter().zip(words.iter_mut()) {
        let Some(v) = sized_word(view, a.val, a.size) else { return false };
        *w = v;
    }
    true
}

/// The pc after the call at `call_pc` of `func`, which `fast_call` writes
/// into the caller's frame.
#[inline(always)]
fn return_pc(func: FuncId, call_pc: u32) -> Word {
    Word::Ptr(Pointer::code(func, call_pc + 1).0)
}

/// What a return of `val` (`size` bytes) to a call with result register
/// `dst` of `ret_size` bytes delivers, as `fast_ret` checks it: the
/// register and the value, or nothing (no value, or none wanted); `None`
/// where `fast_ret` would decline. (Inlined, as `call_words`.)
#[inline(always)]
fn returned(view: &WordView, dst: u32, ret_size: u32, val: Option<Operand>, size: u32) -> Option<Option<(u32, Word)>> {
    let value = match val {
        None => None,
        Some(v) => Some(sized_word(view, v, size)?),
    };
    let deliver = size > 0 && ret_size > 0;
    if deliver && ret_size != size {
        return None;
    }
    Some(value.filter(|_| deliver).map(|w| (dst, w)))
}

impl<'p> Machine<'p> {
    /// A call at the current pc that `run_call` allows, made without
    /// placing the callee's frame in the heap (`Unplaced`), and the run of
    /// fast instructions after it, through further such calls and their
    /// returns, as `run_fast` runs them; the frames still running when the
    /// run stops are placed then, as `fast_call` would have placed them,
    /// and the innermost is the current frame. False, having done nothing,
    /// when the call is not such a call. `exec` counted the call already.
    /// (Reading the mark in `exec` instead, before this call, measured
    /// worse: +0.2% host instructions per transition on peterson2.)
    /// (Out of line, apart from `run_fast`: both loops compile tighter.)
    #[inline(never)]
    pub(crate) fn run_calls(&mut self, f: &'p Function) -> bool {
        let prog: &'p Program = self.prog;
        let mut pc = self.pc;
        // Calls stay in the run unless the profile counts instructions per
        // function or some calls are watched (`fast_call` declines those).
        let calls_here = self.cfg.profile.is_none() && !self.cfg.calls_watched();
        if !calls_here || f.ops.get(pc as usize).is_none_or(|op| run_call(prog, &self.run_callees, op).is_none()) {
            return false;
        }
        let checked = self.cfg.ub_overflow;
        let (limit, sequential) = self.fast_run_limit();
        // Calls deeper than this take the general path (its stack fault).
        let room = self.cfg.stack_limit.saturating_sub(self.depth) as usize;
        // (The first call was counted: its step comes back off below.)
        let mut steps = self.edge.steps - 1;
        let frame = self.frame;
        let layout = self.layout();
        let Some(mut lent) = self.state.heap.lend(frame) else { return false };
        let placed = unshared_mut(&mut lent);
        let placed_shared = placed.shared;
        let zeros = &mut self.zero_undef;
        let Some(mut view) = frame_view(placed, f, self.fast_frames[self.func as usize], zeros) else {
            self.state.heap.give_back(frame, lent);
            return false;
        };
        let Unplaced { blocks, top, entries, images } = &mut self.unplaced;
        let marked = &self.run_callees[..];
        debug_assert!(*top == 0 && entries.is_empty());
        let mut env = Env::new(
            &mut self.state,
            layout,
            &self.cfg,
            &mut self.cfl_seen,
            &mut self.loop_passes,
            &mut self.visible_done,
            &mut self.made,
            RunStart { frame, func: self.func, frame_shared: placed_shared, budget: sequential },
        );
        let placed_func = self.func;
        let mut f = f;
        // The call at `pc` first; until it is made, nothing has changed.
        let mut next = f.ops.get(pc as usize);
        let mut called = false;
        let mut words = [Word::Int(0); FAST_CALL_ARGS];
        loop {
            let op = match next.take() {
                Some(op) => op,
                None => {
                    let op;
                    (pc, steps, op) = run_frame(&mut view, &mut env, f, pc, steps, limit, checked);
                    let Some(op) = op else { break };
                    op
                }
            };
            if let Op::Call { args, nargs, dst, ret_size, .. } = *op {
                // What `fast_call` does, but for the frame's place in the heap.
                let Some((target, callee)) = run_call(prog, marked, op).filter(|_| entries.len() < room) else { break };
                if !call_words(&view, f, args, nargs, &mut words) {
                    break;
                }
                let start = push_frame(blocks, top, images, callee, target);
                let mut callee_view = WordView::of_block(&mut blocks[start..*top]);
                for (&(off, size), &w) in callee.params.iter().zip(&words[..nargs as usize]) {
                    // (Lowering leaves a word of frame after every register.)
                    let wrote = put_any(&mut callee_view, off, size as usize, w);
                    debug_assert!(wrote, "a parameter register has a word of frame");
                }
                view = callee_view;
                entries.push(UnplacedFrame { func: target, call_pc: pc, dst, ret_size, start: start as u32 });
                called = true;
                (f, pc, steps) = (callee, 0, steps + 1);
                (env.func, env.placed, env.frame_shared) = (target, false, false);
                continue;
            }
            if let (&Op::Ret { val, size }, Some(&callee_frame)) = (op, entries.last()) {
                // What `fast_ret` does, to a caller in the run.
                let n = entries.len();
                let caller_func = n.checked_sub(2).map_or(placed_func, |i| entries[i].func);
                let caller = &prog.functions[caller_func as usize];
                let Some(result) = returned(&view, callee_frame.dst, callee_frame.ret_size, val, size) else { break };
                entries.pop();
                *top = callee_frame.start as usize;
                (f, pc, steps) = (caller, callee_frame.call_pc + 1, steps + 1);
                env.func = caller_func;
                let Some(below) = entries.last() else {
                    // Back in the frame the run started in: `run_fast`'s
                    // loop is the tighter one for the rest.
                    if let Some((dst, w)) = result {
                        Words::put_word(placed, dst as usize, size as usize, w);
                    }
                    Words::put_word(placed, FRAME_PC as usize, 8, return_pc(placed_func, callee_frame.call_pc));
                    break;
                };
                view = WordView::of_block(&mut blocks[below.start as usize..callee_frame.start as usize]);
                if let Some((dst, w)) = result {
                    let wrote = put_any(&mut view, dst, size as usize, w);
                    debug_assert!(wrote, "a result register has a word of frame");
                }
                continue;
            }
            break;
        }
        let fused = env.finish();
        if let Some(first) = entries.first() {
            let bottom = &prog.functions[placed_func as usize];
            Words::put_word(placed, FRAME_PC as usize, 8, return_pc(placed_func, first.call_pc));
            // (As `Machine::call` leaves a caller.)
            forget_result(placed, bottom, first.call_pc);
        }
        self.state.heap.give_back(frame, lent);
        if !called {
            return false;
        }
        self.pc = pc;
        self.edge.steps = steps + fused;
        if !self.unplaced.entries.is_empty() {
            self.place_unplaced(frame);
        }
        true
    }

    /// Puts the frames calls of a fast run entered (`Unplaced`) into the
    /// heap, outermost first, each with its parent link and (but the
    /// innermost) its pc after its call, as `fast_call` would have put
    /// them (and noted them fresh); the innermost becomes the current
    /// frame.
    #[cold]
    fn place_unplaced(&mut self, bottom: u32) {
        let Some(&UnplacedFrame { func: top, .. }) = self.unplaced.entries.last() else { return };
        let heap = &mut self.state.heap;
        let mut parent = bottom;
        let n = self.unplaced.entries.len() as u32;
        let Unplaced { blocks, top: used, entries, .. } = &mut self.unplaced;
        for (i, e) in entries.iter().enumerate() {
            let end = entries.get(i + 1).map_or(*used, |next| next.start as usize);
            let call_pc = entries.get(i + 1).map(|next| next.call_pc);
            let f = &self.prog.functions[e.func as usize];
            let obj = crate::eval::control::fresh_frame(&mut self.spare_frames, f, e.func, Pointer::heap(parent), |o| {
                // The innermost frame stopped at the run's pc; each other,
                // at its call.
                take_live_registers(o, &blocks[e.start as usize..end], f, call_pc.unwrap_or(self.pc));
                if let Some(call_pc) = call_pc {
                    Words::put_word(o, FRAME_PC as usize, 8, return_pc(e.func, call_pc));
                    // (A register the call reads as an argument came from the block.)
                    forget_result(o, f, call_pc);
                }
            });
            parent = heap.place_arc(obj);
            heap.enter_fresh_frame(parent);
        }
        entries.clear();
        *used = 0;
        self.frame = parent;
        self.func = top;
        self.depth += n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A function of 72 bytes: a parameter at 32 (4 bytes), registers at
    /// 40 and 48, and a promoted variable at 56 that starts undefined;
    /// `live0`: the bit set of registers live at entry (`regs` order),
    /// and at its one other op.
    fn three_register_function(live0: u64, live1: u64) -> Function {
        let mut frame_undef = vec![0u8; 72];
        frame_undef[56..64].fill(0xff);
        Function {
            frame_size: 72,
            params: vec![(32, 4)],
            regs: vec![(32, 4), (40, 8), (48, 8), (56, 8)],
            live: vec![vec![live0].into_boxed_slice(), vec![live1].into_boxed_slice()],
            frame_undef,
            ..Function::new("f", Origin::User, FuncBody::Code)
        }
    }

    /// A call copies from the fresh image exactly the registers a read may
    /// find unwritten: those live at entry, but for the parameters, which
    /// it writes. (A variable read before any write keeps its undefined
    /// bits: without them an uninitialised read would see the bytes of
    /// an earlier frame.)
    #[test]
    fn a_call_sets_the_registers_live_at_entry_but_the_parameters() {
        assert_eq!(entry_span(&three_register_function(0b1001, 0)), (56, 64));
        assert_eq!(entry_span(&three_register_function(0b0111, 0)), (40, 56));
        assert_eq!(entry_span(&three_register_function(0b0001, 0)), (0, 0));
        let mut images = Vec::new();
        let f = three_register_function(0b1001, 0);
        build_image(&mut images, &f, 0);
        // Stale bytes everywhere, then a frame pushed on them.
        let (mut blocks, mut top) = (vec![0x5a_u8; 400], 0);
        let start = push_frame(&mut blocks, &mut top, &mut images, &f, 0);
        assert_eq!((start, top), (0, 3 * 72));
        let view = WordView::of_block(&mut blocks[start..top]);
        assert_eq!(view.word(56, 8), None, "the variable is undefined, as in a fresh frame");
        assert_eq!(&blocks[72 + 56..72 + 64], &[0xff; 8], "its undefined bits");
        assert_eq!(&blocks[144 + 56..144 + 64], &[0; 8], "no pointer tags");
    }

    /// A placed frame is its fresh image with only its registers live at
    /// its pc taken from its block: no stale byte of an earlier frame (a
    /// pointer tag least of all) reaches the heap.
    #[test]
    fn a_placed_frame_takes_only_its_live_registers_from_its_block() {
        let f = three_register_function(0, 0b0010);
        let mut images = Vec::new();
        build_image(&mut images, &f, 0);
        let block = vec![0x5a_u8; 3 * 72];
        let mut placed = Object::new_zero(0, ObjKind::Frame, 0);
        placed.reset_frame(72, &f.frame_undef, FRAME_PC as usize, Pointer::code(0, 0).0, FRAME_PARENT as usize, 0);
        take_live_registers(&mut placed, &block, &f, 1);
        let mut out = Vec::new();
        placed.push_layer_block(&mut out);
        let mut want = images[0].block[..3 * 72].to_vec();
        for layer in 0..3 {
            want[layer * 72 + 40..layer * 72 + 48].fill(0x5a);
        }
        assert_eq!(out, want);
    }
}
