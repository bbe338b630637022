//! Fast paths for the most frequent instructions when every operand is a
//! `Word`: at most 8 bytes, wholly defined, and a plain integer or a whole
//! pointer. Loads and stores take them when they touch an object no other
//! thread can see, run where no interrupt can fire, or are the edge's first
//! visible action (which runs; the second fires, on the general path). They compute
//! exactly what the general code in `arith`, `memops` and `control`
//! computes for such operands and decline
//! everything else (undefined bits, pointer fragments, faults, checked
//! overflow, rules between two pointers), which then takes the general path
//! from the start: a fast path never writes before it knows it can finish.

use super::arith::{scalar_bits, scalar_size};
use super::hypercall::{flags_after, plain_register, register_word};
use super::intrinsic::count_bits;
use super::Machine;
use crate::abi;
use crate::ir::*;
use crate::memory::{unshared_mut, Access, Heap, Layout, ObjKind, Object, Pointer, PtrKind, Val, Word, WordView, Words};
use crate::scalar::{fbin_bits, fcmp_bits, int_bin, int_cast, int_cmp, int_to_float_bits};
use std::sync::Arc;

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

/// All-ones in the low `w` (1..=64) bits.
#[inline(always)]
fn bits_mask(w: u8) -> u64 {
    crate::memory::low_bits(w as u32)
}

/// Bytes of a `w`-bit integer, if the fast paths handle that width.
#[inline(always)]
fn width_bytes(w: u8) -> Option<usize> {
    (w != 0 && w <= 64).then(|| (w as usize).div_ceil(8))
}

/// The value of an operand of `n` bytes, if it is a `Word`.
#[inline(always)]
fn word<W: Words>(o: &W, op: Operand, n: usize) -> Option<Word> {
    match op {
        // SAFETY: a register of the running function, whose registers fit
        // its frame (`frame_view`).
        Operand::Reg(off) => unsafe { o.reg(off as usize, n) },
        Operand::Imm(v) => Some(Word::Int(v)),
        _ => {
            // (Constant pointers are rare operands of the fast paths.)
            std::hint::cold_path();
            match op {
                Operand::Ptr(0) => Some(Word::Int(0)),
                Operand::Ptr(p) if n == 8 => Some(Word::Ptr(p)),
                _ => None,
            }
        }
    }
}

/// An operand of `size` bytes in the frame `o`, if it is a `Word` (at most
/// 8 bytes).
#[inline(always)]
fn sized_word<W: Words>(o: &W, op: Operand, size: u32) -> Option<Word> {
    if size == 0 || size > 8 {
        return None;
    }
    with_constant!(size in [4, 8] => word(o, op, size as usize))
}

/// The bits of a call argument in the frame `o`, masked to its size, if it
/// is a word of at most 8 bytes.
#[inline(always)]
fn arg_bits<W: Words>(o: &W, a: &CallArg) -> Option<u64> {
    Some(sized_word(o, a.val, a.size)?.bits() & bits_mask(8 * a.size as u8))
}

/// The value of an operand of `n` bytes, if it is a plain integer.
#[inline(always)]
fn int<W: Words>(o: &W, op: Operand, n: usize) -> Option<u64> {
    match word(o, op, n)? {
        Word::Int(v) => Some(v),
        Word::Ptr(_) => None,
    }
}

/// Writes `w` into register `dst` (`n` bytes) of the frame `o`.
#[inline(always)]
fn put<W: Words>(o: &mut W, dst: u32, n: usize, w: Word) -> bool {
    // SAFETY: as in `word`.
    unsafe { o.put_reg(dst as usize, n, w) }
}

/// `put` where `n` is not a constant: the common sizes made constants.
#[inline(always)]
fn put_any<W: Words>(o: &mut W, dst: u32, n: usize, w: Word) -> bool {
    with_constant!(n in [4, 8] => put(o, dst, n, w))
}

/// `op` on `w`-bit (1..=64) integers (`scalar::int_bin`); `None` where
/// that faults (the general path reports it).
#[inline(always)]
pub(crate) fn bin_word(op: BinOp, w: u8, x: u64, y: u64, checked: bool) -> Option<u64> {
    int_bin(op, w as u32, x, y, checked).ok()
}

/// `bin` on integer operands; false when the general path must run.
#[inline(always)]
fn bin(o: &mut WordView, op: BinOp, w: u8, dst: u32, a: Operand, b: Operand, checked: bool) -> bool {
    with_constant!(w in [32, 64] => {
        let Some(n) = width_bytes(w) else { return false };
        // (One operand at a time: each may decline before the next is read.)
        let Some(x) = int(o, a, n) else { return false };
        let Some(y) = int(o, b, n) else { return false };
        let Some(r) = bin_word(op, w, x, y, checked) else { return false };
        put(o, dst, n, Word::Int(r))
    })
}

/// `icmp` of integers, of a pointer with an integer (a null check: plain
/// bits), or two pointers for equality. Two pointers in any other
/// comparison need the general path (same-object rules, signed offsets).
#[inline(always)]
fn icmp_value(o: &WordView, pred: IPred, w: u8, a: Operand, b: Operand, ptrs: bool) -> Option<bool> {
    with_constant!(w in [32, 64] => {
        let n = width_bytes(w)?;
        // (One operand at a time: each may decline before the next is read.)
        let x = word(o, a, n)?;
        let y = word(o, b, n)?;
        let (x, y) = match (x, y) {
            (Word::Ptr(x), Word::Ptr(y)) if !ptrs && matches!(pred, IPred::Eq | IPred::Ne) => (x, y),
            (Word::Ptr(_), Word::Ptr(_)) => return None,
            (x, y) => (x.bits(), y.bits()),
        };
        Some(int_cmp(pred, w as u32, x, y))
    })
}

/// `icmp` into its register.
#[inline(always)]
fn icmp(o: &mut WordView, pred: IPred, w: u8, dst: u32, a: Operand, b: Operand, ptrs: bool) -> bool {
    match icmp_value(o, pred, w, a, b, ptrs) {
        Some(r) => put(o, dst, 1, Word::Int(r as u64)),
        None => false,
    }
}

/// Integer `trunc`, `zext` and `sext`; `sitofp` and `uitofp` to `float`
/// and `double`; `ptrtoint`, `inttoptr` and `bitcast` of a word (64 bits
/// to 64 keep a pointer a pointer; other widths give the masked bits).
#[inline(always)]
fn cast(o: &mut WordView, op: CastOp, from: Scalar, to: Scalar, dst: u32, a: Operand) -> bool {
    match (op, from, to) {
        // As `with_constant`, for the common pairs of widths.
        (CastOp::Trunc | CastOp::ZExt | CastOp::SExt, Scalar::Int(fw), Scalar::Int(tw)) => match (fw, tw) {
            (32, 64) => int_cast_reg(o, op, 32, 64, dst, a),
            (64, 32) => int_cast_reg(o, op, 64, 32, dst, a),
            (1, 32) => int_cast_reg(o, op, 1, 32, dst, a),
            (8, 32) => int_cast_reg(o, op, 8, 32, dst, a),
            _ => int_cast_reg(o, op, fw, tw, dst, a),
        },
        (CastOp::SiToFp | CastOp::UiToFp, Scalar::Int(fw), Scalar::Float(tt @ (FTy::F32 | FTy::F64))) => {
            let Some(n) = width_bytes(fw) else { return false };
            let Some(v) = int(o, a, n) else { return false };
            let bits = int_to_float_bits(op == CastOp::SiToFp, fw as u32, tt, v as u128) as u64;
            put(o, dst, tt.size() as usize, Word::Int(bits))
        }
        (CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast, _, _) => {
            let (fsize, tsize) = (scalar_size(from), scalar_size(to));
            let (fw, tw) = (scalar_bits(from), scalar_bits(to));
            if fsize == 0 || fsize > 8 || tsize == 0 || tsize > 8 {
                return false;
            }
            let Some(w) = word(o, a, fsize as usize) else { return false };
            let r = match w {
                Word::Ptr(_) if fw == 64 && tw == 64 => w,
                w => Word::Int(w.bits() & bits_mask(tw as u8)),
            };
            put(o, dst, tsize as usize, r)
        }
        _ => false,
    }
}

/// Integer `trunc`, `zext` and `sext` from `fw` to `tw` bits.
#[inline(always)]
fn int_cast_reg(o: &mut WordView, op: CastOp, fw: u8, tw: u8, dst: u32, a: Operand) -> bool {
    let (Some(fsize), Some(tsize)) = (width_bytes(fw), width_bytes(tw)) else { return false };
    let Some(v) = int(o, a, fsize) else { return false };
    let Some(r) = int_cast(op, fw as u32, tw as u32, v) else { return false };
    put(o, dst, tsize, Word::Int(r))
}

/// A copy of a `Word`.
#[inline(always)]
fn copy<W: Words>(o: &mut W, dst: u32, src: Operand, size: u32) -> bool {
    with_constant!(size in [4, 8] => match sized_word(o, src, size) {
        Some(w) => put(o, dst, size as usize, w),
        None => false,
    })
}

/// `getelementptr` from a `Word` base with integer indices.
#[inline(always)]
fn gep(o: &mut WordView, f: &Function, dst: u32, base: Operand, offset: i64, terms: u32, nterms: u32) -> bool {
    let Some(b) = word(o, base, 8) else { return false };
    let mut delta = offset;
    for t in &f.gep_terms[terms as usize..(terms + nterms) as usize] {
        let width = t.width;
        let Some(term) = with_constant!(width in [64, 32] => gep_term(o, t, width)) else { return false };
        delta = delta.wrapping_add(term);
    }
    let r = match b {
        Word::Ptr(p) => Word::Ptr(Pointer(p).add(delta).0),
        Word::Int(v) => Word::Int(v.wrapping_add(delta as u64)),
    };
    put(o, dst, 8, r)
}

/// The offset one term of a `getelementptr` adds, its index `width` bits
/// wide, if the index is an integer.
#[inline(always)]
fn gep_term(o: &WordView, t: &GepTerm, width: u8) -> Option<i64> {
    let i = int(o, t.index, width_bytes(width)?)?;
    let t = GepTerm { width, ..*t };
    Some(t.extend(i).wrapping_mul(t.scale))
}

/// Both operands of a `float` or `double` instruction, if defined: their
/// bits and the type's size.
#[inline(always)]
fn floats(o: &WordView, ty: FTy, a: Operand, b: Operand) -> Option<(u128, u128, usize)> {
    if ty == FTy::X87 {
        return None;
    }
    let n = ty.size() as usize;
    Some((int(o, a, n)? as u128, int(o, b, n)? as u128, n))
}

/// Float arithmetic on defined `float` and `double` operands.
#[inline(always)]
fn fbin(o: &mut WordView, op: FBinOp, ty: FTy, dst: u32, a: Operand, b: Operand) -> bool {
    with_constant!(ty in [FTy::F64, FTy::F32] => {
        let Some((x, y, n)) = floats(o, ty, a, b) else { return false };
        put(o, dst, n, Word::Int(fbin_bits(op, ty, x, y) as u64))
    })
}

/// `fcmp` of defined `float` and `double` operands.
#[inline(always)]
fn fcmp(o: &mut WordView, pred: FPred, ty: FTy, dst: u32, a: Operand, b: Operand) -> bool {
    with_constant!(ty in [FTy::F64, FTy::F32] => {
        let Some((x, y, _)) = floats(o, ty, a, b) else { return false };
        put(o, dst, 1, Word::Int(fcmp_bits(pred, ty, x, y) as u64))
    })
}

/// What a run of fast instructions needs besides the frame: the rest of
/// the heap, and the facts that decide whether an access is visible.
pub(crate) struct Env<'a> {
    heap: &'a mut Heap,
    layout: Layout<'a>,
    /// No access can fire an interrupt (kernel code, masked).
    silent: bool,
    /// Every object counts as shared (`--no-reduction`).
    all_shared: bool,
    /// The running frame is shared (with another thread, through a pointer).
    frame_shared: bool,
    /// No loop point can fire (kernel code, masked).
    cfl_quiet: bool,
    /// The frame the run started in (lent out: its slot in the heap is
    /// vacant), the running function, and the loop points this edge has
    /// passed (`Machine::cfl_fires`).
    frame: u32,
    func: u32,
    /// The running frame is `frame` (not one a call of this run entered,
    /// which is in no heap slot yet: `Unplaced`).
    placed: bool,
    cfl_seen: &'a mut Vec<(u32, u32)>,
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
    data: [Option<Arc<Object>>; 3],
    /// Which of them the run has written (`Heap::mark_lent_written`).
    data_written: [bool; 3],
}

/// Where an access lands: the running frame (lent out for the run, or in
/// no heap slot yet), a lent data object (`Env::data`), or another heap
/// object.
#[derive(Clone, Copy)]
enum Spot {
    Frame,
    Data(DataObject),
    Heap(u32),
}

impl<'a> Env<'a> {
    /// The `Env` of a run that starts in `frame` (`at`: it and its
    /// function; `frame_shared`: whether it is shared), over `state`.
    #[inline(always)]
    fn new(
        state: &'a mut super::State,
        layout: Layout<'a>,
        cfg: &super::Config,
        cfl_seen: &'a mut Vec<(u32, u32)>,
        visible_done: &'a mut bool,
        at: (u32, FuncId),
        frame_shared: bool,
    ) -> Env<'a> {
        let (silent, cfl_quiet) = quiet(state.ctl[abi::CR_FLAGS]);
        Env {
            heap: &mut state.heap,
            layout,
            silent,
            all_shared: cfg.no_reduction,
            frame_shared,
            cfl_quiet,
            frame: at.0,
            func: at.1,
            placed: true,
            cfl_seen,
            visible_done,
            fused: 0,
            ctl: &mut state.ctl,
            watching: cfg.calls_watched(),
            data: [None, None, None],
            data_written: [false; 3],
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

    /// After FLAGS changed: whether accesses and loop points may fire.
    #[inline(always)]
    fn flags_changed(&mut self) {
        (self.silent, self.cfl_quiet) = quiet(self.ctl[abi::CR_FLAGS]);
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
            let (silent, all_shared, done) = (self.silent, self.all_shared, *self.visible_done);
            let target = self.data(at.object)?;
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

/// Whether an access to an object (`shared` or not) is the edge's first
/// visible action (`Some(true)`), is not visible, or (`None`) fires: a
/// visible action fires unless it is the first (`mem_fires`). (`silent`,
/// `all_shared`, `done`: the `Env`'s.)
#[inline(always)]
fn fires(visible: bool, shared: bool, silent: bool, all_shared: bool, done: bool) -> Option<bool> {
    let acts = visible && !silent && (all_shared || shared);
    (!(acts && done)).then_some(acts)
}

/// A load of a `Word` (not from a variadic argument area, whose loads are
/// type checked).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn load(o: &mut WordView, env: &mut Env, size: u32, dst: u32, addr: Operand, at: Option<DataPlace>, visible: bool, align: u8) -> bool {
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
fn loaded(o: &WordView, env: &mut Env, size: u32, addr: Operand, at: Option<DataPlace>, visible: bool, align: u8) -> Option<Word> {
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
fn store(o: &mut WordView, env: &mut Env, size: u32, addr: Operand, val: Operand, at: Option<DataPlace>, visible: bool, align: u8) -> bool {
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

/// `llvm.ctpop`, `llvm.cttz` or `llvm.ctlz` of a defined integer word,
/// with the result the size of the argument: what `Machine::builtin`
/// computes for it.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn bits_call(o: &mut WordView, env: &Env, f: &Function, i: Intrinsic, dst: u32, ret_size: u32, args: u32, nargs: u32) -> bool {
    let Some(a) = f.call_args[args as usize..(args + nargs) as usize].first() else { return false };
    if env.watching || a.size == 0 || a.size > 8 || ret_size != a.size {
        return false;
    }
    let Some(x) = int(o, a.val, a.size as usize) else { return false };
    let w = a.size * 8;
    let r = count_bits(i, x as u128 & crate::memory::low_bits(w) as u128, w);
    put(o, dst, ret_size as usize, Word::Int(r as u64))
}

/// Under `flags`: no access can fire an interrupt; no loop point can fire.
#[inline(always)]
fn quiet(flags: u64) -> (bool, bool) {
    (flags & (abi::CF_KERNEL | abi::CF_MASK_MEM) != 0, flags & (abi::CF_KERNEL | abi::CF_MASK_CFL) != 0)
}

/// `__vm_ctl_get`, `__vm_ctl_flag` and `__vm_ctl_set` of a register that
/// is only stored (not FRAME, which transfers control, nor a globals
/// register, which would change the layout this run resolves with), with
/// word arguments: what `Machine::hypercall` does for them. An OS makes
/// several on every edge; here they cost no return to the general loop.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn ctl_call(o: &mut WordView, env: &mut Env, f: &Function, h: Hyper, dst: u32, ret_size: u32, args: u32, nargs: u32, pc: u32) -> bool {
    if env.watching {
        return false;
    }
    let args = &f.call_args[args as usize..(args + nargs) as usize];
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
            env.ctl[r] = v;
            if r == abi::CR_FLAGS {
                env.flags_changed();
            }
            true
        }
        Hyper::CtlFlag => {
            let Some(set) = second() else { return false };
            let old = env.ctl[abi::CR_FLAGS];
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

/// Most moves a CFG edge may carry to take the fast path.
const FAST_MOVES: usize = 8;

/// The moves of a CFG edge (phis) when every source is a `Word`: all
/// sources are read before any destination is written, which is the
/// parallel copy the moves mean whatever their order.
#[inline(always)]
fn moves(o: &mut WordView, f: &Function, moves: u32) -> bool {
    if moves == NO_MOVES {
        return true;
    }
    let list = &f.moves[moves as usize].moves;
    if list.len() > FAST_MOVES {
        return false;
    }
    let mut words = [Word::Int(0); FAST_MOVES];
    for (m, w) in list.iter().zip(words.iter_mut()) {
        if m.size == 0 || m.size > 8 || !o.fits(m.dst as usize) {
            return false;
        }
        let Some(v) = word(o, m.src, m.size as usize) else { return false };
        *w = v;
    }
    for (m, &w) in list.iter().zip(words.iter()) {
        o.put_word(m.dst as usize, m.size as usize, w);
    }
    true
}

/// A conditional branch's next pc, `then` or `or_else` (target, moves)
/// as `taken` says, once its moves are made.
#[inline(always)]
fn branch(o: &mut WordView, f: &Function, taken: bool, then: (u32, u32), or_else: (u32, u32)) -> Option<u32> {
    let (target, m) = if taken { then } else { or_else };
    moves(o, f, m).then_some(target)
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
            | Op::Switch { .. }
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
        Op::Gep { dst, base, offset, terms, nterms } => gep(o, f, dst, base, offset, terms, nterms),
        Op::Br { target, moves: m } => return if moves(o, f, m) { Ok(target) } else { Err(pc) },
        Op::CondBr { cond, t, tm, f: fl, fm } => {
            let taken = int(o, cond, 1).ok_or(pc)? & 1 != 0;
            return branch(o, f, taken, (t, tm), (fl, fm)).ok_or(pc);
        }
        Op::Switch { val, w, cases, ncases, default, dm } => {
            let bits = width_bytes(w).and_then(|n| int(o, val, n)).ok_or(pc)? & bits_mask(w);
            let cs = &f.cases[cases as usize..(cases + ncases) as usize];
            let (target, m) = match cs.iter().find(|c| c.value == bits as u128) {
                Some(c) => (c.target, c.moves),
                None => (default, dm),
            };
            return if moves(o, f, m) { Ok(target) } else { Err(pc) };
        }
        // A loop point passed for the first time is noted; a repeated
        // one fires, which `step` does.
        Op::Cfl => env.cfl_quiet || !super::fault::passed_again(env.cfl_seen, (env.func, pc)),
        Op::Call { callee: Callee::Control(h, _), dst, ret_size, args, nargs, .. } => ctl_call(o, env, f, h, dst, ret_size, args, nargs, pc),
        Op::Call { callee: Callee::Bits(i, _), dst, ret_size, args, nargs, .. } => bits_call(o, env, f, i, dst, ret_size, args, nargs),
        // (Listed, not `_`: the dispatch's jump table then covers every
        // tag, with no range check before it.)
        Op::Call { callee: Callee::Direct(_) | Callee::Indirect(_), .. }
        | Op::Ret { .. }
        | Op::FNeg { .. }
        | Op::Freeze { .. }
        | Op::Select { .. } => false,
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

/// After the load at `pc` marked `then_rmw` ran: the `Bin` and the
/// `Store` after it, each as `step` runs it, in the same dispatch; the pc
/// after the last that ran (the general path takes the first that
/// declines: a store that fires, say, as a second visible access).
#[inline(always)]
fn modify_write(o: &mut WordView, env: &mut Env, f: &Function, pc: u32, checked: bool) -> u32 {
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
fn modify_write_dead(o: &mut WordView, env: &mut Env, f: &Function, pc: u32, checked: bool, size: u32, dst: u32, load: Word) -> Result<u32, u32> {
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
fn modify_in_place(
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
    let (silent, all_shared, done) = (env.silent, env.all_shared, *env.visible_done);
    let target = env.data(at.object)?;
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

/// For each function, whether the fast paths may run on its frames: its
/// registers fit its frame and its jumps its ops (`Function::registers_fit`,
/// `Function::jumps_fit`), what they access and fetch unchecked.
pub(crate) fn fast_frames(prog: &Program) -> Vec<bool> {
    prog.functions.iter().map(|f| f.registers_fit() && f.jumps_fit()).collect()
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

/// Reads the arguments of a call that a run makes itself (`run_call`)
/// into `words`; false unless each is a `Word`. (The caller's pc after
/// the call, which `fast_call` writes then, is written when the run ends:
/// `Machine::place_unplaced`.) (Inlined: with frames in layer blocks, the
/// run's loop measured faster with it than with a call, -4% host
/// instructions on fib.)
#[inline(always)]
fn call_words(view: &WordView, f: &Function, args: u32, nargs: u32, words: &mut [Word; FAST_CALL_ARGS]) -> bool {
    for (a, w) in f.call_args[args as usize..(args + nargs) as usize].iter().zip(words.iter_mut()) {
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
        let checked = self.cfg.ub_overflow;
        let limit = self.cfg.edge_step_limit;
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
        let mut env = Env::new(&mut self.state, layout, &self.cfg, &mut self.cfl_seen, &mut self.visible_done, (frame, self.func), frame_shared);
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
        let limit = self.cfg.edge_step_limit;
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
        let mut env = Env::new(&mut self.state, layout, &self.cfg, &mut self.cfl_seen, &mut self.visible_done, (frame, self.func), placed_shared);
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
            Words::put_word(placed, FRAME_PC as usize, 8, return_pc(placed_func, first.call_pc));
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
            let obj = super::control::fresh_frame(&mut self.spare_frames, f, e.func, Pointer::heap(parent), |o| {
                // The innermost frame stopped at the run's pc; each other,
                // at its call.
                take_live_registers(o, &blocks[e.start as usize..end], f, call_pc.unwrap_or(self.pc));
                if let Some(call_pc) = call_pc {
                    Words::put_word(o, FRAME_PC as usize, 8, return_pc(e.func, call_pc));
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

    /// A copy of a `Word` into a register; false when the general path must run.
    #[inline(always)]
    pub(crate) fn fast_copy(&mut self, dst: u32, src: Operand, size: u32) -> bool {
        if size == 0 || size > 8 || self.cfg.reference {
            return false;
        }
        let Some(o) = self.state.heap.get_mut(self.frame) else { return false };
        copy(o, dst, src, size)
    }

    /// An operand of `size` bytes, if it is a `Word`.
    #[inline(always)]
    pub(crate) fn fast_word(&self, op: Operand, size: u32) -> Option<Word> {
        if self.cfg.reference {
            return None;
        }
        sized_word(self.state.heap.get(self.frame)?, op, size)
    }

    /// The values of a call's arguments into `out`, if each is a `Word`
    /// of its size; false (some of `out` written) otherwise.
    #[inline(always)]
    pub(crate) fn fast_args(&self, args: &[CallArg], out: &mut [Word]) -> bool {
        let Some(o) = self.state.heap.get(self.frame) else { return false };
        for (a, w) in args.iter().zip(out.iter_mut()) {
            match sized_word(o, a.val, a.size) {
                Some(v) => *w = v,
                None => return false,
            }
        }
        true
    }

    /// Argument `i` of a call, if it is a word of at most 8 bytes: its
    /// bits, masked to its size.
    #[inline]
    pub(crate) fn word_arg(&self, args: &[CallArg], i: usize) -> Option<u64> {
        if self.cfg.reference {
            return None;
        }
        arg_bits(self.state.heap.get(self.frame)?, args.get(i)?)
    }

    /// `word_arg` of the first two arguments, with one look-up of the
    /// frame (the OS's VM calls pass two).
    #[inline(always)]
    pub(crate) fn word_args(&self, args: &[CallArg]) -> [Option<u64>; 2] {
        let Some(o) = self.state.heap.get(self.frame) else { return [None, None] };
        [0, 1].map(|i| arg_bits(o, args.get(i)?))
    }

    /// A branch condition that is a defined integer.
    #[inline(always)]
    pub(crate) fn fast_cond(&self, cond: Operand) -> Option<bool> {
        if self.cfg.reference {
            return None;
        }
        int(self.state.heap.get(self.frame)?, cond, 1).map(|v| v & 1 != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WIDTHS: [u8; 9] = [1, 3, 8, 16, 17, 32, 33, 63, 64];

    /// Edge values and a few pseudo-random ones, reduced to `w` bits.
    fn values(w: u8) -> Vec<u64> {
        let m = bits_mask(w);
        let half = 1u64 << (w - 1);
        let mut v = vec![0, 1, 2, 3, half - 1, half, half + 1, m, m - 1, 0x5555_5555_5555_5555];
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..6 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            v.push(x);
        }
        v.into_iter().map(|x| x & m).collect()
    }

    fn signed(x: u64, w: u8) -> i128 {
        let v = x as i128;
        if w < 128 && v >= 1i128 << (w - 1) {
            v - (1i128 << w)
        } else {
            v
        }
    }

    /// The two's-complement definitions, computed in 128 bits.
    fn oracle(op: BinOp, w: u8, x: u64, y: u64) -> Option<u64> {
        let m = (1u128 << w) - 1;
        let (ux, uy) = (x as u128, y as u128);
        let (sx, sy) = (signed(x, w), signed(y, w));
        let r: u128 = match op {
            BinOp::Add | BinOp::AddNsw => ux + uy,
            BinOp::Sub | BinOp::SubNsw => ux.wrapping_sub(uy),
            BinOp::Mul | BinOp::MulNsw => ux * uy,
            BinOp::And => ux & uy,
            BinOp::Or => ux | uy,
            BinOp::Xor => ux ^ uy,
            BinOp::Shl | BinOp::ShlNsw | BinOp::LShr | BinOp::AShr if uy >= w as u128 => return None,
            BinOp::Shl | BinOp::ShlNsw => ux << uy,
            BinOp::LShr => ux >> uy,
            BinOp::AShr => (sx >> uy) as u128,
            BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem if uy == 0 => return None,
            BinOp::UDiv => ux / uy,
            BinOp::URem => ux % uy,
            BinOp::SDiv | BinOp::SRem if sy == -1 && sx == -(1i128 << (w - 1)) => return None,
            BinOp::SDiv => (sx / sy) as u128,
            BinOp::SRem => (sx % sy) as u128,
        };
        Some((r & m) as u64)
    }

    #[test]
    fn binary_operations_match_the_twos_complement_definitions() {
        for w in WIDTHS {
            for &x in &values(w) {
                for &y in &values(w).iter().chain(&[5, 7, w as u64 - 1, w as u64]).map(|v| v & bits_mask(w)).collect::<Vec<_>>() {
                    for op in BinOp::ALL {
                        assert_eq!(bin_word(op, w, x, y, false), oracle(op, w, x, y), "{:?} i{} {} {}", op, w, x, y);
                    }
                }
            }
        }
    }

    /// Checked (`--ub-overflow`) `nsw` arithmetic runs here while it does
    /// not overflow; an overflow is left to the general path, which
    /// reports it.
    #[test]
    fn checked_overflow_is_left_to_the_general_path() {
        for op in [BinOp::AddNsw, BinOp::SubNsw, BinOp::MulNsw, BinOp::ShlNsw] {
            assert_eq!(bin_word(op, 32, 1, 1, true), oracle(op, 32, 1, 1), "{:?}", op);
        }
        assert_eq!(bin_word(BinOp::AddNsw, 32, 0x7fff_ffff, 1, true), None);
        assert_eq!(bin_word(BinOp::SubNsw, 32, 0, 0x8000_0000, true), None);
        assert_eq!(bin_word(BinOp::MulNsw, 64, 1 << 32, 1 << 31, true), None);
        assert_eq!(bin_word(BinOp::ShlNsw, 32, 0x4000_0000, 1, true), None);
        assert_eq!(bin_word(BinOp::Add, 32, 0x7fff_ffff, 1, true), Some(0x8000_0000));
    }

    #[test]
    fn comparisons_match_unsigned_and_signed_order() {
        for w in WIDTHS {
            for &x in &values(w) {
                for &y in &values(w) {
                    let (sx, sy) = (signed(x, w), signed(y, w));
                    let expect = [x == y, x != y, x > y, x >= y, x < y, x <= y, sx > sy, sx >= sy, sx < sy, sx <= sy];
                    let preds =
                        [IPred::Eq, IPred::Ne, IPred::Ugt, IPred::Uge, IPred::Ult, IPred::Ule, IPred::Sgt, IPred::Sge, IPred::Slt, IPred::Sle];
                    for (p, e) in preds.into_iter().zip(expect) {
                        assert_eq!(int_cmp(p, w as u32, x, y), e, "{:?} i{} {} {}", p, w, x, y);
                    }
                }
            }
        }
    }

    #[test]
    fn casts_truncate_and_extend() {
        for fw in WIDTHS {
            for tw in WIDTHS {
                for &v in &values(fw) {
                    let tm = bits_mask(tw);
                    if tw < fw {
                        assert_eq!(int_cast(CastOp::Trunc, fw as u32, tw as u32, v), Some(v & tm));
                    }
                    if tw >= fw {
                        assert_eq!(int_cast(CastOp::ZExt, fw as u32, tw as u32, v), Some(v));
                        assert_eq!(int_cast(CastOp::SExt, fw as u32, tw as u32, v), Some(signed(v, fw) as u64 & tm), "sext i{} {} to i{}", fw, v, tw);
                    }
                }
            }
        }
        assert_eq!(int_cast(CastOp::BitCast, 64, 64, 1u64), None);
    }

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

    /// A frame of 64 bytes in a layer block (`WordView::of_block`): all
    /// bytes defined plain integers.
    fn frame_block() -> Vec<u8> {
        vec![0u8; 3 * 64]
    }

    const X: u32 = 0;
    const Y: u32 = 16;
    const R: u32 = 32;

    /// The register instructions with the width a constant (32, 64 bits)
    /// and not (the others) compute what the word functions compute, read
    /// back from the frame.
    #[test]
    fn register_instructions_at_every_width_match_the_word_functions() {
        for w in [1, 8, 16, 32, 33, 64] {
            let n = width_bytes(w).unwrap();
            for &x in &values(w) {
                for &y in &values(w) {
                    let mut block = frame_block();
                    let mut o = WordView::of_block(&mut block);
                    assert!(o.put_word(X as usize, n, Word::Int(x)) && o.put_word(Y as usize, n, Word::Int(y)));
                    for op in BinOp::ALL {
                        let ran = bin(&mut o, op, w, R, Operand::Reg(X), Operand::Reg(Y), false);
                        let want = bin_word(op, w, x, y, false);
                        assert_eq!(ran, want.is_some(), "{:?} i{}", op, w);
                        if let Some(r) = want {
                            assert_eq!(o.word(R as usize, n), Some(Word::Int(r)), "{:?} i{} {} {}", op, w, x, y);
                        }
                    }
                    for pred in [IPred::Eq, IPred::Ne, IPred::Ult, IPred::Sle, IPred::Sgt] {
                        let got = icmp_value(&o, pred, w, Operand::Reg(X), Operand::Imm(y), false);
                        assert_eq!(got, Some(int_cmp(pred, w as u32, x, y)), "{:?} i{}", pred, w);
                    }
                }
            }
        }
    }

    #[test]
    fn casts_copies_and_gep_terms_at_every_width_match_the_word_functions() {
        for (fw, tw) in [(32, 64), (64, 32), (1, 32), (8, 32), (16, 64), (64, 8)] {
            for &v in &values(fw) {
                let mut block = frame_block();
                let mut o = WordView::of_block(&mut block);
                assert!(o.put_word(X as usize, width_bytes(fw).unwrap(), Word::Int(v)));
                for op in [CastOp::Trunc, CastOp::ZExt, CastOp::SExt] {
                    if (op == CastOp::Trunc) != (tw < fw) {
                        continue;
                    }
                    assert!(cast(&mut o, op, Scalar::Int(fw), Scalar::Int(tw), R, Operand::Reg(X)));
                    let want = int_cast(op, fw as u32, tw as u32, v).map(Word::Int);
                    assert_eq!(o.word(R as usize, width_bytes(tw).unwrap()), want, "{:?} i{} to i{}", op, fw, tw);
                }
                let t = GepTerm { index: Operand::Reg(X), width: fw, signed: true, scale: 12 };
                assert_eq!(gep_term(&o, &t, fw), Some(t.extend(v).wrapping_mul(12)));
            }
        }
        for size in 1..=8u32 {
            let mut block = frame_block();
            let mut o = WordView::of_block(&mut block);
            let v = 0x0102_0304_0506_0708u64 & bits_mask(8 * size as u8);
            assert!(o.put_word(X as usize, size as usize, Word::Int(v)));
            assert!(copy(&mut o, R, Operand::Reg(X), size));
            assert_eq!(o.word(R as usize, size as usize), Some(Word::Int(v)));
        }
    }

    #[test]
    fn float_instructions_per_type_match_the_bit_functions() {
        let doubles = [0.0f64, -0.0, 1.5, -2.25, f64::INFINITY, f64::NAN, 1e300];
        for &a in &doubles {
            for &b in &doubles {
                for (ty, x, y) in [(FTy::F64, a.to_bits(), b.to_bits()), (FTy::F32, (a as f32).to_bits() as u64, (b as f32).to_bits() as u64)] {
                    let mut block = frame_block();
                    let mut o = WordView::of_block(&mut block);
                    let n = ty.size() as usize;
                    assert!(o.put_word(X as usize, n, Word::Int(x)) && o.put_word(Y as usize, n, Word::Int(y)));
                    for op in [FBinOp::Add, FBinOp::Sub, FBinOp::Mul, FBinOp::Div, FBinOp::Rem] {
                        assert!(fbin(&mut o, op, ty, R, Operand::Reg(X), Operand::Reg(Y)));
                        let want = fbin_bits(op, ty, x as u128, y as u128) as u64;
                        assert_eq!(o.word(R as usize, n), Some(Word::Int(want)), "{:?} {:?} {} {}", op, ty, a, b);
                    }
                    for pred in [FPred::Oeq, FPred::Olt, FPred::Une, FPred::Uno, FPred::Uge] {
                        assert!(fcmp(&mut o, pred, ty, R, Operand::Reg(X), Operand::Reg(Y)));
                        let want = fcmp_bits(pred, ty, x as u128, y as u128) as u64;
                        assert_eq!(o.word(R as usize, 1), Some(Word::Int(want)), "{:?} {:?} {} {}", pred, ty, a, b);
                    }
                }
            }
        }
    }

    /// An undefined byte or a pointer in an operand sends every width to
    /// the general path, having written nothing.
    #[test]
    fn undefined_or_pointer_operands_decline_at_every_width() {
        for w in [8, 16, 32, 64] {
            let n = width_bytes(w).unwrap();
            let mut block = frame_block();
            block[64 + X as usize] = 0x80; // one undefined bit in the operand
            block[2 * 64 + R as usize] = 0x42; // a marker in R's pointer layer
            let mut o = WordView::of_block(&mut block);
            assert!(o.put_word(Y as usize, n, Word::Int(1)));
            assert!(!bin(&mut o, BinOp::Add, w, R, Operand::Reg(X), Operand::Reg(Y), false), "i{}", w);
            assert!(!bin(&mut o, BinOp::Add, w, R, Operand::Reg(Y), Operand::Reg(X), false), "i{}", w);
            assert_eq!(icmp_value(&o, IPred::Eq, w, Operand::Reg(X), Operand::Reg(Y), false), None);
            assert!(!copy(&mut o, R, Operand::Reg(X), n as u32));
            assert!(!cast(&mut o, CastOp::ZExt, Scalar::Int(w), Scalar::Int(64), R, Operand::Reg(X)));
            assert_eq!(block[2 * 64 + R as usize], 0x42, "i{}: nothing written", w);
        }
        let mut block = frame_block();
        let mut o = WordView::of_block(&mut block);
        assert!(o.put_word(X as usize, 8, Word::Ptr(Pointer::heap(3).0)));
        assert!(!bin(&mut o, BinOp::Add, 64, R, Operand::Reg(X), Operand::Imm(1), false));
        assert!(!fbin(&mut o, FBinOp::Add, FTy::F64, R, Operand::Reg(X), Operand::Reg(X)));
    }
}
