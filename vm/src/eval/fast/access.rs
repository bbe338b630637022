//! Memory access on the fast paths: loads and stores of a `Word` where the
//! general path would find the access valid and fire no interrupt (an
//! object no other thread can see, code where no interrupt can fire, or
//! the edge's first visible action), the data objects a run lends out of
//! the heap, the fused read-modify-write of a load, a `Bin` and a
//! store back (`Op::Load::then_rmw`), and the lifetime markers that end
//! and start a stack variable (`Op::Lifetime`).

use super::word::{bin, bin_word, int, put, put_any, width_bytes, word};
use super::Env;
use crate::eval::hypercall::count_made;
use crate::eval::memops::marked_variable;
use crate::ir::*;
use crate::memory::{unshared_mut, Access, ObjKind, Object, Pointer, PtrKind, Word, WordView, Words};

/// Where an access lands: the running frame (lent out for the run, or in
/// no heap slot yet), a lent data object (`Env::data`), or another heap
/// object.
#[derive(Clone, Copy)]
enum Spot {
    Frame,
    Data(DataObject),
    Heap(u32),
}

impl Env<'_> {
    /// The data object `d`, lent out of the heap on the run's first use.
    #[inline(always)]
    fn data(&mut self, d: DataObject) -> Option<&Object> {
        if self.data[d as usize].is_none() {
            self.lend_data(d)?;
        }
        self.data[d as usize].as_deref()
    }

    #[cold]
    #[inline(never)]
    fn lend_data(&mut self, d: DataObject) -> Option<()> {
        self.data[d as usize] = Some(self.heap.lend_unwritten(self.layout.object(d))?);
        Some(())
    }

    /// The lent data object `d` (`data`), to write: counted as written
    /// the first time, and copied first if a stored state shares it.
    #[inline(always)]
    fn data_mut(&mut self, d: DataObject) -> &mut Object {
        let i = d as usize;
        let o = self.data[i].as_mut().expect("a data object is lent before it is written");
        if !self.data_written[i] {
            self.data_written[i] = true;
            self.heap.mark_lent_written(self.layout.object(d), o);
        }
        unshared_mut(o)
    }

    /// The place of a `size`-byte access through the pointer operand
    /// `addr` (at `at`, if link resolved it), if the general path would
    /// find it valid and aligned and would fire no interrupt there: the
    /// object and offset, and the object itself unless it is the running
    /// frame `o` (which is lent out: the object is then `self.frame`).
    /// Whether the access is the edge's first visible action: the caller
    /// that completes it calls `act`.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn target(
        &mut self,
        o: &WordView,
        addr: Operand,
        at: Option<DataPlace>,
        size: u32,
        access: Access,
        visible: bool,
        align: u8,
    ) -> Option<(Spot, usize, Option<&Object>, bool)> {
        if let Some(at) = at {
            // Link checked the pointer (`DataPlace`): what `locate` does of
            // it that is left is finding the object.
            let (silent, all_shared, done, log) = (self.silent, self.all_shared, *self.visible_done, self.log_shared);
            let target = self.data(at.object)?;
            if log && logged(visible, target.shared, Some(target)) {
                return None;
            }
            return fires(visible, target.shared, silent, all_shared, done).map(|acts| (Spot::Data(at.object), at.off as usize, Some(target), acts));
        }
        let Some(Word::Ptr(bits)) = word(o, addr, 8) else { return None };
        let p = Pointer(bits);
        if p.offset() & align as u32 != 0 {
            return None;
        }
        let (silent, all_shared, done) = (self.silent, self.all_shared, *self.visible_done);
        let (spot, off, shared, target) = match self.heap.locate(&self.layout, p, size, access) {
            Some((place, target)) => (Spot::Heap(place.obj), place.off, target.shared, Some(target)),
            // The lent frame (its slot is vacant, so `locate` refuses it):
            // what `locate` checks for any heap object.
            None if self.placed && p.kind() == PtrKind::Heap && p.obj() == self.frame && p.offset() as u64 + size as u64 <= o.size() as u64 => {
                (Spot::Frame, p.offset() as usize, self.frame_shared, None)
            }
            // A lent data object (likewise): `locate` checked the pointer.
            None => {
                let at = self.layout.data_place(p, size, access)?;
                let target = self.data[at.object as usize].as_deref()?;
                (Spot::Data(at.object), at.off as usize, target.shared, Some(target))
            }
        };
        if self.log_shared && logged(visible, shared, target) {
            return None;
        }
        fires(visible, shared, silent, all_shared, done).map(|acts| (spot, off, target, acts))
    }

    /// An access that `place` found to be the edge's first visible action
    /// completes: what `mem_fires` notes then. Only once nothing can make
    /// the fast path decline, since the general path would then fire.
    #[inline(always)]
    fn act(&mut self, acts: bool) {
        if acts {
            *self.visible_done = true;
            self.cfl_seen.clear();
        }
    }
}

/// Whether the sync-point reduction logs an access (the general path
/// does): a visible one to a shared object, or any to a shared object of
/// the program's memory (the OS's accesses count too).
#[inline(always)]
fn logged(visible: bool, shared: bool, target: Option<&Object>) -> bool {
    shared && (visible || target.is_some_and(|t| matches!(t.kind, ObjKind::Heap | ObjKind::Globals | ObjKind::Alloca)))
}

/// Whether an access to an object (`shared` or not) is the edge's first
/// visible action (`Some(true)`), is not visible, or (`None`) fires: a
/// visible action fires unless it is the first (`mem_fires`). (`silent`,
/// `all_shared`, `done`: the `Env`'s.)
#[inline(always)]
pub(super) fn fires(visible: bool, shared: bool, silent: bool, all_shared: bool, done: bool) -> Option<bool> {
    let acts = visible && !silent && (all_shared || shared);
    (!(acts && done)).then_some(acts)
}

/// A load of a `Word` (not from a variadic argument area, whose loads are
/// type checked).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn load(o: &mut WordView, env: &mut Env, size: u32, dst: u32, addr: Operand, at: Option<DataPlace>, visible: bool, align: u8) -> bool {
    if size == 0 || size > 8 {
        return false;
    }
    // (The register write inside each constant size: a `put_any` after
    // `loaded` measured +5% host instructions on load-heavy programs.)
    with_constant!(size in [4, 8] => loaded_sized(o, env, size, addr, at, visible, align).is_some_and(|w| put(o, dst, size as usize, w)))
}

/// `load` but for its register: the `Word` it loads, once the load is
/// done (it may have been the edge's first visible action).
#[inline(always)]
pub(super) fn loaded(o: &WordView, env: &mut Env, size: u32, addr: Operand, at: Option<DataPlace>, visible: bool, align: u8) -> Option<Word> {
    if size == 0 || size > 8 {
        return None;
    }
    with_constant!(size in [4, 8] => loaded_sized(o, env, size, addr, at, visible, align))
}

/// `loaded` of 1..=8 bytes.
#[inline(always)]
fn loaded_sized(o: &WordView, env: &mut Env, size: u32, addr: Operand, at: Option<DataPlace>, visible: bool, align: u8) -> Option<Word> {
    let (_, off, target, acts) = env.target(o, addr, at, size, Access::Load, visible, align)?;
    let w = match target {
        None => Words::word(o, off, size as usize),
        Some(src) if src.kind == ObjKind::VarArgs => return None,
        Some(src) => src.word(off, size as usize),
    }?;
    env.act(acts);
    Some(w)
}

/// A store of a `Word`; a pointer stored into a shared object shares its
/// target, which the general path does.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn store(
    o: &mut WordView,
    env: &mut Env,
    size: u32,
    addr: Operand,
    val: Operand,
    at: Option<DataPlace>,
    visible: bool,
    align: u8,
) -> bool {
    if size == 0 || size > 8 {
        return false;
    }
    with_constant!(size in [4, 8] => {
        let Some(w) = word(o, val, size as usize) else { return false };
        store_word(o, env, size, addr, w, at, visible, align)
    })
}

/// `store` of the value `w` (`size`: 1..=8 bytes).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn store_word(o: &mut WordView, env: &mut Env, size: u32, addr: Operand, w: Word, at: Option<DataPlace>, visible: bool, align: u8) -> bool {
    let frame_shared = env.frame_shared;
    let Some((spot, off, target, acts)) = env.target(o, addr, at, size, Access::Store, visible, align) else { return false };
    // (A pointer stored into a shared object shares its target: the
    // general path does that.)
    if matches!(w, Word::Ptr(_)) && target.map_or(frame_shared, |t| t.shared) {
        return false;
    }
    match spot {
        Spot::Frame => {
            if !o.put_word(off, size as usize, w) {
                return false;
            }
        }
        Spot::Data(d) => env.data_mut(d).put_word(off, size as usize, w),
        Spot::Heap(obj) => env.heap.get_mut(obj).expect("a resolved place is live").put_word(off, size as usize, w),
    }
    env.act(acts);
    true
}

/// After the load at `pc` marked `then_rmw` ran: the `Bin` and the
/// `Store` after it, each as `step` runs it, in the same dispatch; the pc
/// after the last that ran (the general path takes the first that
/// declines: a store that fires, say, as a second visible access).
#[inline(always)]
pub(super) fn modify_write(o: &mut WordView, env: &mut Env, f: &Function, pc: u32, checked: bool) -> u32 {
    let pc = pc + 1;
    let Some(&Op::Bin { op, w, dst, a, b, .. }) = f.ops.get(pc as usize) else { return pc };
    if !bin(o, op, w, dst, a, b, checked) {
        return pc;
    }
    env.fused += 1;
    let Some(&Op::Store { size, addr, val, visible, align, at, .. }) = f.ops.get(pc as usize + 1) else { return pc + 1 };
    if !store(o, env, size, addr, val, at, visible, align) {
        return pc + 1;
    }
    env.fused += 1;
    pc + 2
}

/// `op` (`w` bits) on the operands `a` and `b` where the register `reg`
/// holds `loaded` (`modify_write_dead`): the result, if `bin` would
/// compute it and it has the size of the load and of the store (`sizes`).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn bin_loaded(
    o: &WordView,
    op: BinOp,
    w: u8,
    a: Operand,
    b: Operand,
    checked: bool,
    (reg, loaded): (u32, Word),
    sizes: (usize, usize),
) -> Option<u64> {
    let n = width_bytes(w).filter(|&n| (n, n) == sizes)?;
    let Word::Int(v) = loaded else { return None };
    // (The loaded register is one operand, or both.)
    let x = if a == Operand::Reg(reg) { v } else { int(o, a, n)? };
    let y = if b == Operand::Reg(reg) { v } else { int(o, b, n)? };
    bin_word(op, w, x, y, checked)
}

/// The load at `pc` marked `then_rmw` and `temps_dead` (of `size` bytes
/// into `dst`), the `Bin` and the `Store` after it, as `step` and
/// `modify_write` run them, but with the loaded value and the `Bin`'s
/// result kept out of their registers, which nothing reads after the
/// store. Where a part declines, the registers the parts before it
/// wrote are written (the general path reads them) and its pc returned.
/// (A near-copy of `load` + `modify_write`: one function for both, with
/// the register writes conditional, measured fib 3.7% slower, PGO.)
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn modify_write_dead(
    o: &mut WordView,
    env: &mut Env,
    f: &Function,
    pc: u32,
    checked: bool,
    size: u32,
    dst: u32,
    load: Word,
) -> Result<u32, u32> {
    let (bin_op, store_op) = fused_with_load(f, pc);
    let pc = pc as usize;
    let (&Op::Bin { op, w, dst: sum, a, b, .. }, &Op::Store { size: stored, addr, visible, align, at, .. }) = (bin_op, store_op) else {
        put_any(o, dst, size as usize, load);
        return Err(pc as u32 + 1);
    };
    let sizes = (size as usize, stored as usize);
    let Some(r) = with_constant!(w in [32, 64] => bin_loaded(o, op, w, a, b, checked, (dst, load), sizes)) else {
        put_any(o, dst, size as usize, load);
        return Err(pc as u32 + 1);
    };
    env.fused += 1;
    if !store_word(o, env, stored, addr, Word::Int(r), at, visible, align) {
        put_any(o, dst, size as usize, load);
        put_any(o, sum, stored as usize, Word::Int(r));
        return Err(pc as u32 + 2);
    }
    env.fused += 1;
    Ok(pc as u32 + 3)
}

/// `modify_write_dead` where the load (`size` bytes into `dst`) and the
/// store both land at `at` in a data object (`x += c` on a global): the
/// object is found and the access checked once, for both, and written in
/// place. `None`, having done nothing, where any part would decline or
/// where the load is the edge's first visible action (then the store
/// fires: `modify_write_dead` takes that shape).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn modify_in_place(
    o: &WordView,
    env: &mut Env,
    f: &Function,
    pc: u32,
    checked: bool,
    (size, dst): (u32, u32),
    at: DataPlace,
    visible: bool,
) -> Option<Result<u32, u32>> {
    let (bin_op, store_op) = fused_with_load(f, pc);
    let (&Op::Bin { op, w, a, b, .. }, &Op::Store { size: stored, at: Some(stored_at), visible: store_visible, .. }) = (bin_op, store_op) else {
        return None;
    };
    if stored_at != at || stored != size || !(1..=8).contains(&size) {
        return None;
    }
    let (silent, all_shared, done, log) = (env.silent, env.all_shared, *env.visible_done, env.log_shared);
    let target = env.data(at.object)?;
    if log && logged(visible || store_visible, target.shared, Some(target)) {
        return None;
    }
    // Neither access may be visible: the first would act, the second fire.
    for v in [visible, store_visible] {
        if fires(v, target.shared, silent, all_shared, done)? {
            return None;
        }
    }
    debug_assert!(target.kind != ObjKind::VarArgs, "a data place is in a data object");
    let loaded = target.word(at.off as usize, size as usize)?;
    let r = with_constant!(w in [32, 64] => bin_loaded(o, op, w, a, b, checked, (dst, loaded), (size as usize, size as usize)))?;
    env.data_mut(at.object).put_word(at.off as usize, size as usize, Word::Int(r));
    env.fused += 2;
    Some(Ok(pc + 3))
}

/// The two ops after the load at `pc` marked `then_rmw`, fetched without a
/// bounds check.
#[inline(always)]
fn fused_with_load(f: &Function, pc: u32) -> (&Op, &Op) {
    let pc = pc as usize;
    debug_assert!(pc + 2 < f.ops.len(), "a Bin and a Store follow a load marked then_rmw");
    // SAFETY: `Function::jumps_fit`, which every function the fast paths
    // run passes, puts two ops after each load marked `then_rmw`.
    unsafe { (f.ops.get_unchecked(pc + 1), f.ops.get_unchecked(pc + 2)) }
}

/// `llvm.lifetime.start` or `.end` of a stack variable, as
/// `Machine::lifetime` does it: the end removes the variable's object
/// (its buffers kept for the start), the start makes it again, undefined;
/// a pointer to no such variable changes nothing. A start whose memory
/// count needs a read of the memory in use (`count_made`), or a large
/// variable (whose count polls for a stop), is the general path's, as is
/// an operand that is not a word. (A loop body's array ends and starts on
/// every turn: strhash -1.6% host instructions against leaving the run.)
#[inline(never)]
pub(super) fn lifetime(o: &WordView, env: &mut Env, start: bool, var: Operand) -> bool {
    let Some(w) = word(o, var, 8) else { return false };
    let Some(id) = marked_variable(Pointer(w.bits())) else { return true };
    if start {
        // (An object lent out for the run is live, so no ended variable.)
        let Some(size) = env.heap.ended_alloca(id) else { return true };
        if size as u64 >= crate::eval::STOP_POLL_BYTES || !count_made(&mut env.made.since_read, env.cfg.memory_limit, size as u64) {
            return false;
        }
        env.heap.revive_alloca(id, &mut env.made.spare_variable);
    } else {
        // (An object lent out for the run is a frame or data: no variable.)
        env.heap.end_alloca(id, &mut env.made.spare_variable);
    }
    true
}
