//! Memory instructions: load, store, alloca, getelementptr, aggregates, atomics.

use super::fault::{Fault, FaultKind};
use super::interrupt::Visibility;
use super::{AccessMode, Chooser, FrameInfo, Machine, Step, Stop, VmError};
use crate::abi;
use crate::ir::*;
use crate::memory::*;
use crate::scalar::{rmw_bits, sext};

/// A load or store through a pointer that is not aligned as its type needs.
#[cold]
fn misaligned(access: Access, size: u32, p: Pointer, align: u8) -> Fault {
    let verb = if access == Access::Load { "load" } else { "store" };
    Fault::new(
        FaultKind::Undefined,
        format!(
            "undefined behaviour: misaligned {} of {} at offset {} (the type needs {}-byte alignment)",
            verb,
            crate::memory::Bytes(size as u64),
            p.offset(),
            align as u32 + 1
        ),
    )
}

impl<'p> Machine<'p> {
    /// Reads a pointer operand, faulting (softly) if it is undefined.
    pub(crate) fn pointer_operand(&mut self, op: Operand) -> Result<Pointer, Stop> {
        if let Some(w) = self.fast_word(op, 8) {
            return Ok(Pointer(w.bits()));
        }
        let v = self.operand(op, 8)?;
        self.concrete_only(&v, "a memory address")?;
        if !v.defined(8) {
            return Err(Fault::new(FaultKind::Uninit, "uninitialised value used as a memory address".into()).into());
        }
        Ok(Pointer(v.u64()))
    }

    /// Resolves an access, firing an interrupt first if it is a second
    /// visible action. `Ok(None)` means an interrupt was fired instead.
    pub(crate) fn access(&mut self, p: Pointer, size: u32, access: Access, mode: AccessMode) -> Result<Option<Place>, Stop> {
        Ok(self.access_seen(p, size, access, mode)?.map(|(place, _)| place))
    }

    /// `access`, and how the access went (`Visibility::First`: it was the
    /// edge's first visible action).
    pub(crate) fn access_seen(&mut self, p: Pointer, size: u32, access: Access, mode: AccessMode) -> Result<Option<(Place, Visibility)>, Stop> {
        let layout = self.layout();
        let place = self.state.heap.resolve(&layout, p, size, access).map_err(|e| self.mem_fault(e, p))?;
        if self.segments_active() {
            return Ok(self.segment_access(place, size, access == Access::Store, mode)?.map(|seen| (place, seen)));
        }
        let seen = if mode.visible { self.visibility(place.obj) } else { Visibility::Silent };
        if seen == Visibility::Fires {
            self.interrupt()?;
            return Ok(None);
        }
        if self.cfg.record_accesses {
            self.note_access(place, size, access == Access::Store, mode.atomic, seen == Visibility::First);
        }
        Ok(Some((place, seen)))
    }

    /// `access_seen` under the sync-point reduction (`eval::segments`):
    /// a plain access of instrumented code is logged and goes ahead; an
    /// atomic one is a synchronisation, visible as always, which ends the
    /// thread's open segment when it goes ahead; the OS's accesses (and
    /// those of atomic sections) are logged as atomic. `Ok(None)`: an
    /// interrupt was fired instead.
    pub(crate) fn segment_access(&mut self, place: Place, size: u32, write: bool, mode: AccessMode) -> Result<Option<Visibility>, Stop> {
        if !mode.visible || self.flags() & abi::CF_KERNEL != 0 {
            self.log_os_access(place, size, write);
            return Ok(Some(Visibility::Silent));
        }
        if !mode.atomic {
            self.plain_access(place, size, write);
            return Ok(Some(Visibility::Silent));
        }
        let seen = self.visibility(place.obj);
        match seen {
            Visibility::Fires => {
                self.interrupt()?;
                return Ok(None);
            }
            Visibility::First => {
                self.close_segment();
                self.check_sync_access(place, size, write);
            }
            // (one thread left: no interleaving, but an ended thread's
            // open segment may conflict)
            Visibility::Silent => self.check_sync_access(place, size, write),
        }
        Ok(Some(seen))
    }

    /// A call's copy of a by-value argument reads the caller's memory.
    pub(crate) fn segment_read_by_call(&mut self, place: Place, size: u32) -> Result<(), Stop> {
        if self.segments_active() {
            let visible = self.prog.functions[self.func as usize].instrumented;
            self.segment_access(place, size, false, AccessMode { visible, atomic: false })?;
        }
        Ok(())
    }

    pub(crate) fn load(&mut self, size: u32, dst: u32, addr: Operand, mode: AccessMode, align: u8, class: TyClass) -> Step {
        let p = self.pointer_operand(addr)?;
        let Some(place) = self.access(p, size, Access::Load, mode)? else { return Ok(()) };
        if p.offset() & align as u32 != 0 {
            return Err(misaligned(Access::Load, size, p, align).into());
        }
        let o = self.state.heap.get(place.obj).unwrap();
        if o.kind == ObjKind::VarArgs {
            if let Some(f) = super::control::va_mismatch(o, place.off, class) {
                return Err(f.into());
            }
        }
        if let Some(w) = (size <= 8).then(|| o.word(place.off, size as usize)).flatten() {
            self.frame_obj_mut()?.put_word(dst as usize, size as usize, w);
        } else if size <= 16 {
            let v = o.read(place.off, size as usize);
            self.set_reg(dst, size, v)?;
        } else {
            let frame = self.frame;
            if place.obj == frame {
                return Err(VmError::InvalidProgram("load from a frame".into()).into());
            }
            let (fo, src) = self.state.heap.get_two_mut(frame, place.obj).unwrap();
            fo.copy_from(dst as usize, src, place.off, size as usize);
        }
        self.pc += 1;
        Ok(())
    }

    pub(crate) fn store(&mut self, size: u32, addr: Operand, val: Operand, mode: AccessMode, align: u8) -> Step {
        let p = self.pointer_operand(addr)?;
        let Some(place) = self.access(p, size, Access::Store, mode)? else { return Ok(()) };
        if p.offset() & align as u32 != 0 {
            return Err(misaligned(Access::Store, size, p, align).into());
        }
        if let Some(w) = self.fast_word(val, size) {
            self.state.heap.get_mut(place.obj).unwrap().put_word(place.off, size as usize, w);
            if let Word::Ptr(q) = w {
                self.share_if_needed(place.obj, Pointer(q));
            }
        } else if size <= 16 {
            let v = self.operand(val, size)?;
            self.state.heap.get_mut(place.obj).unwrap().write(place.off, size as usize, v);
            if v.is_ptr() {
                self.share_if_needed(place.obj, Pointer(v.u64()));
            } else if v.tag & TAG_FRAG != 0 {
                self.share_if_needed(place.obj, Pointer((v.bits >> 64) as u64));
            }
        } else {
            match val {
                Operand::Reg(off) => {
                    let frame = self.frame;
                    let (dst, fo) = self.state.heap.get_two_mut(place.obj, frame).unwrap();
                    dst.copy_from(place.off, fo, off as usize, size as usize);
                }
                Operand::Const(off) => {
                    let c = Pointer(self.state.ctl[abi::CR_CONSTANTS]).obj();
                    let (dst, co) = self.state.heap.get_two_mut(place.obj, c).unwrap();
                    dst.copy_from(place.off, co, off as usize, size as usize);
                }
                _ => self.state.heap.get_mut(place.obj).unwrap().set_undef(place.off, size as usize),
            }
            self.share_object_targets(place.obj);
        }
        self.pc += 1;
        Ok(())
    }

    /// A pointer stored into a shared object makes its target shared too.
    pub(crate) fn share_if_needed(&mut self, holder: u32, target: Pointer) {
        if target.kind() != PtrKind::Heap || !self.state.heap.get(holder).map(|o| o.shared).unwrap_or(false) {
            return;
        }
        self.share_closure(target.obj());
    }

    /// After a bulk write into `holder`, share everything it points to.
    pub(crate) fn share_object_targets(&mut self, holder: u32) {
        let Some(o) = self.state.heap.get(holder) else { return };
        if !o.shared || !o.has_pointers() {
            return;
        }
        let targets: Vec<u32> = o.heap_edges(&[]).map(|v| Pointer(v).obj()).collect();
        for t in targets {
            self.share_closure(t);
        }
    }

    /// Marks `obj` and everything reachable from it shared.
    pub(crate) fn share_closure(&mut self, obj: u32) {
        let mut stack = vec![obj];
        while let Some(id) = stack.pop() {
            let Some(o) = self.state.heap.get_mut(id) else { continue };
            if o.shared {
                continue;
            }
            o.shared = true;
            let o = self.state.heap.get(id).unwrap();
            stack.extend(o.heap_edges(&[]).map(|v| Pointer(v).obj()));
        }
    }

    pub(crate) fn alloca(&mut self, dst: u32, elem: u32, count: Operand, count_w: u8, dynamic: bool) -> Step {
        let n = self.operand(count, (count_w as u32).div_ceil(8))?;
        self.concrete_only(&n, "the length of a variable-length array")?;
        self.decide(&n, (count_w as u32).div_ceil(8), "alloca size");
        let cnt = sext(n.bits & mask(count_w as u32), count_w as u32);
        let size = (elem as i128) * cnt;
        if !(0..=(1i128 << 31)).contains(&size) {
            return Err(Fault::new(FaultKind::Stack, format!("stack allocation of {} bytes", size)).into());
        }
        self.note_made(size as u64)?;
        let site = self.current_site();
        let id = self.state.heap.insert(Object::new_undef(size as usize, ObjKind::Alloca, site));
        let p = Pointer::heap(id);
        if dynamic {
            self.push_dyn_alloca(p)?;
        }
        self.set_reg(dst, 8, Val::ptr(p))?;
        self.pc += 1;
        Ok(())
    }

    /// Appends to the current frame's list of dynamic allocas.
    fn push_dyn_alloca(&mut self, p: Pointer) -> Step {
        let list = self.frame_obj()?.read(FRAME_DYN_ALLOCAS as usize, 8);
        if list.is_ptr() {
            let id = Pointer(list.u64()).obj();
            let o = self.state.heap.get_mut(id).ok_or_else(|| VmError::InvalidProgram("alloca list".into()))?;
            let n = o.size();
            o.resize(n + 8);
            o.write(n, 8, Val::ptr(p));
        } else {
            let l = self.new_ptr_list(&[p]);
            self.frame_obj_mut()?.write(FRAME_DYN_ALLOCAS as usize, 8, Val::ptr(l));
        }
        Ok(())
    }

    /// Number of dynamic allocas of the current frame (`llvm.stacksave`).
    pub(crate) fn dyn_alloca_count(&self) -> Result<u64, Stop> {
        let list = self.frame_obj()?.read(FRAME_DYN_ALLOCAS as usize, 8);
        if !list.is_ptr() {
            return Ok(0);
        }
        Ok(self.state.heap.get(Pointer(list.u64()).obj()).map(|o| o.size() as u64 / 8).unwrap_or(0))
    }

    /// Frees dynamic allocas made after `count` (`llvm.stackrestore`).
    pub(crate) fn dyn_alloca_restore(&mut self, count: u64) -> Step {
        let list = self.frame_obj()?.read(FRAME_DYN_ALLOCAS as usize, 8);
        if !list.is_ptr() {
            return Ok(());
        }
        let lid = Pointer(list.u64()).obj();
        let Some(o) = self.state.heap.get(lid) else { return Ok(()) };
        let n = o.size() as u64 / 8;
        let doomed: Vec<Pointer> = (count..n).map(|i| Pointer(o.read(i as usize * 8, 8).u64())).collect();
        for p in doomed {
            if self.state.heap.get(p.obj()).map(|o| o.kind == ObjKind::Alloca).unwrap_or(false) {
                self.state.heap.remove(p.obj());
            }
        }
        if count < n {
            self.state.heap.get_mut(lid).unwrap().resize(count as usize * 8);
        }
        Ok(())
    }

    /// `Op::Lifetime`: `llvm.lifetime.start` (`start`) or `.end` of the
    /// stack variable `var` points to. The end frees the variable's
    /// object, so that an access after its block is a use after free (C11
    /// 6.2.4p2: its lifetime ended); the start brings it back at the same
    /// id, undefined, when its block is entered again. A marker on
    /// anything else than a whole stack variable is ignored.
    pub(crate) fn lifetime(&mut self, start: bool, var: Operand) -> Step {
        let Some(id) = marked_variable(Pointer(self.operand(var, 8)?.u64())) else { return Ok(()) };
        if start {
            if let Some(size) = self.state.heap.revive_alloca(id, &mut self.made.spare_variable) {
                self.note_made(size as u64)?;
            }
        } else {
            self.state.heap.end_alloca(id, &mut self.made.spare_variable);
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn gep(
        &mut self,
        f: &'p Function,
        dst: u32,
        base: Operand,
        offset: i64,
        (terms, nterms): (u32, u32),
        wrap: bool,
        ch: &mut dyn Chooser,
    ) -> Step {
        let b = self.operand(base, 8)?;
        let mut delta = offset;
        let mut undef = b.undef & mask(64);
        let mut symbolic: Option<crate::term::Term> = None;
        for t in &f.gep_terms[terms as usize..(terms + nterms) as usize] {
            let n = (t.width as u32).div_ceil(8);
            let iv = self.operand(t.index, n)?;
            if !iv.defined(n) {
                undef = u64::MAX as u128;
            }
            if let Some(x) = iv.as_term().filter(|_| iv.defined(n)) {
                // index * scale, extended as the index is, summed as a term
                let x = if t.width >= 64 { crate::term::fit(x, 64) } else { crate::term::ext(t.signed, crate::term::fit(x, t.width as u32), 64) };
                if t.limit != GepTerm::UNCHECKED
                    && self.decide_term(crate::term::cmp(IPred::Ugt, x, crate::term::constant(64, t.limit as u128)), ch)?
                {
                    // (one witness for the message: the path is an error)
                    let i = self.pin(x);
                    return Err(subscript_fault(i as u64 as i64, t.array_len()).into());
                }
                let scaled = crate::term::bin(BinOp::Mul, x, crate::term::constant(64, t.scale as u64 as u128));
                symbolic = Some(symbolic.map_or(scaled, |s| crate::term::bin(BinOp::Add, s, scaled)));
                continue;
            }
            if !iv.defined(n) {
                undef = u64::MAX as u128;
                delta = delta.wrapping_add(t.offset(iv.bits as u64));
                continue;
            }
            match t.checked_offset(iv.bits as u64) {
                Some(d) => delta = delta.wrapping_add(d),
                None => return Err(subscript_fault(t.extend(iv.bits as u64), t.array_len()).into()),
            }
        }
        if let Some(base) = b.as_term() {
            // A pointer made from a symbolic integer: integer arithmetic.
            let d = crate::term::bin(BinOp::Add, symbolic.unwrap_or(crate::term::constant(64, 0)), crate::term::constant(64, delta as u64 as u128));
            let v = Val::term(crate::term::bin(BinOp::Add, crate::term::fit(base, 64), d));
            return self.set_reg(dst, 8, v);
        }
        if let Some(s) = symbolic {
            let d = crate::term::bin(BinOp::Add, s, crate::term::constant(64, delta as u64 as u128));
            if self.load_through_term(f, dst, b, d, ch)? {
                return Ok(());
            }
            let v = self.gep_term(b, d, ch)?;
            return self.set_reg(dst, 8, v);
        }
        let (bits, ptr) = crate::scalar::gep_address(b.u64(), b.is_ptr(), delta, wrap);
        let out = Val { bits: bits as u128, undef, tag: if ptr { TAG_PTR } else { TAG_NONE } };
        self.set_reg(dst, 8, out)
    }

    pub(crate) fn extract_value(&mut self, dst: u32, agg: Operand, off: u32, size: u32) -> Step {
        match agg {
            Operand::Reg(a) => {
                let o = self.frame_obj_mut()?;
                o.copy_within(dst as usize, (a + off) as usize, size as usize);
            }
            Operand::Const(c) => self.copy_value(dst, Operand::Const(c + off), size)?,
            _ => self.frame_obj_mut()?.set_undef(dst as usize, size as usize),
        }
        Ok(())
    }

    pub(crate) fn insert_value(&mut self, dst: u32, agg: Operand, agg_size: u32, val: Operand, off: u32, size: u32) -> Step {
        if agg != Operand::Reg(dst) {
            self.copy_value(dst, agg, agg_size)?;
        }
        self.copy_value(dst + off, val, size)
    }

    pub(crate) fn atomic_rmw(&mut self, op: RmwOp, w: u8, dst: u32, addr: Operand, val: Operand, visible: bool) -> Step {
        let n = (w as u32).div_ceil(8);
        let p = self.pointer_operand(addr)?;
        let Some(place) = self.access(p, n, Access::Store, AccessMode { visible, atomic: true })? else { return Ok(()) };
        let old = self.state.heap.get(place.obj).unwrap().read(place.off, n as usize);
        let v = self.operand(val, n)?;
        let stored = if old.tag == TAG_TERM || v.tag == TAG_TERM {
            self.rmw_term(op, w as u32, old, v)?
        } else {
            let m = mask(w as u32);
            let (x, y) = (old.bits & m, v.bits & m);
            let r = rmw_bits(op, w as u32, x, y, self.rounding());
            let undef = if old.undef & m != 0 || v.undef & m != 0 { m } else { 0 };
            let tag = if op == RmwOp::Xchg { v.tag } else { TAG_NONE };
            Val { bits: r & m, undef, tag }
        };
        self.state.heap.get_mut(place.obj).unwrap().write(place.off, n as usize, stored);
        if stored.tag == TAG_PTR {
            self.share_if_needed(place.obj, Pointer(v.u64()));
        }
        self.set_reg(dst, n, old)?;
        self.pc += 1;
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn cmpxchg(&mut self, w: u8, dst: u32, flag_off: u32, addr: Operand, expected: Operand, new: Operand, visible: bool) -> Step {
        let n = (w as u32).div_ceil(8);
        let p = self.pointer_operand(addr)?;
        let Some(place) = self.access(p, n, Access::Store, AccessMode { visible, atomic: true })? else { return Ok(()) };
        let old = self.state.heap.get(place.obj).unwrap().read(place.off, n as usize);
        let e = self.operand(expected, n)?;
        let v = self.operand(new, n)?;
        if old.tag == TAG_TERM || e.tag == TAG_TERM {
            let (stored, ok) = self.cmpxchg_term(w as u32, old, e, v)?;
            self.state.heap.get_mut(place.obj).unwrap().write(place.off, n as usize, stored);
            self.set_reg(dst, n, old)?;
            self.set_reg(dst + flag_off, 1, ok)?;
            self.pc += 1;
            return Ok(());
        }
        let m = mask(w as u32);
        self.decide(&Val { undef: old.undef | e.undef, ..old }, n, "compare-and-swap operand");
        let ok = old.bits & m == e.bits & m;
        if ok {
            self.state.heap.get_mut(place.obj).unwrap().write(place.off, n as usize, v);
            if v.is_ptr() {
                self.share_if_needed(place.obj, Pointer(v.u64()));
            }
        }
        self.set_reg(dst, n, old)?;
        self.set_reg(dst + flag_off, 1, Val::int(ok as u128))?;
        self.pc += 1;
        Ok(())
    }

    /// The allocation site for objects made now: the innermost user frame.
    pub(crate) fn current_site(&mut self) -> u32 {
        let fi = self.innermost_user_frame();
        match self.site_base.get(fi.func as usize) {
            Some(b) => b + fi.pc + 1,
            None => 0,
        }
    }

    /// The innermost frame that runs user code (or the current one).
    pub(crate) fn innermost_user_frame(&self) -> FrameInfo {
        let here = FrameInfo { func: self.func, pc: self.pc };
        if self.prog.functions[self.func as usize].origin == Origin::User {
            return here;
        }
        let mut fr = self.frame;
        let mut first = true;
        let mut child = self.func;
        for _ in 0..64 {
            let Some(o) = self.state.heap.get(fr) else { break };
            if !first {
                let pc = Pointer(o.pointer_at(FRAME_PC as usize));
                if let Some(f) = self.prog.functions.get(pc.obj() as usize) {
                    if f.origin == Origin::User {
                        return self.caller_point(child, pc);
                    }
                }
                child = pc.obj();
            }
            first = false;
            let p = Pointer(o.pointer_at(FRAME_PARENT as usize));
            if p.kind() != PtrKind::Heap || p.obj() == 0 {
                break;
            }
            fr = p.obj();
        }
        here
    }
}

/// An index past the bound of its array's C type (`GepTerm::checked_offset`).
fn subscript_fault(index: i64, len: u64) -> Fault {
    Fault::new(FaultKind::Bounds, format!("undefined behaviour: index {} out of bounds for an array of {} elements", index, len))
}

/// The object a lifetime marker's pointer `p` names, if it could be a
/// stack variable: a heap object, from its start (`Machine::lifetime`).
pub(crate) fn marked_variable(p: Pointer) -> Option<u32> {
    (p.kind() == PtrKind::Heap && p.offset() == 0).then(|| p.obj())
}
