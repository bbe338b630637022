//! Hypercalls: the guest OS's interface to the VM (hypercalls.h).

use super::fault::{Fault, FaultKind};
use super::interrupt::Visibility;
use super::{Chooser, Machine, Step, Stop};
use crate::abi;
use crate::ir::*;
use crate::memory::*;

fn misuse(msg: String) -> Fault {
    Fault::new(FaultKind::Hypercall, msg)
}

impl<'p> Machine<'p> {
    pub(crate) fn hypercall(&mut self, h: Hyper, dst: u32, ret_size: u32, args: &'p [CallArg], ch: &mut dyn Chooser) -> Step {
        match h {
            Hyper::ObjMake => {
                let size = self.sized_arg(args, 0, "the size of an object", ch)?;
                let kind = self.arg_int(args, 1)? as u64;
                if size > (1u128 << 31) {
                    return Err(misuse(format!("__vm_obj_make of {} bytes", size)).into());
                }
                let kind = match kind {
                    abi::OK_HEAP => ObjKind::Heap,
                    abi::OK_SYSTEM => ObjKind::System,
                    k => return Err(misuse(format!("__vm_obj_make with unknown kind {}", k)).into()),
                };
                self.note_made(size as u64)?;
                let site = self.current_site();
                let id = self.state.heap.insert(Object::new_undef(size as usize, kind, site));
                self.set_reg(dst, ret_size, Val::ptr(Pointer::heap(id)))?;
            }
            Hyper::ObjFree => {
                let p = self.arg_ptr(args, 0)?;
                self.whole_object_written(p);
                self.obj_free(p)?;
                self.thread_gone(p.obj());
            }
            Hyper::ObjSize => {
                let p = self.arg_ptr(args, 0)?;
                let o = self.live_object(p, "__vm_obj_size")?;
                let n = self.state.heap.get(o).unwrap().size();
                self.set_reg(dst, ret_size, Val::int(n as u128))?;
            }
            Hyper::ObjResize => {
                let p = self.arg_ptr(args, 0)?;
                let size = self.sized_arg(args, 1, "the size of an object", ch)?;
                let o = self.live_object(p, "__vm_obj_resize")?;
                if size > (1u128 << 31) {
                    return Err(misuse(format!("__vm_obj_resize to {} bytes", size)).into());
                }
                self.whole_object_written(p);
                let old = self.state.heap.get(o).unwrap().size() as u64;
                if size as u64 > old {
                    self.note_made(size as u64 - old)?;
                }
                self.state.heap.get_mut(o).unwrap().resize(size as usize);
            }
            Hyper::ObjShared => {
                let p = self.arg_ptr(args, 0)?;
                if p.kind() == PtrKind::Heap && !p.is_null() {
                    let o = self.live_object(p, "__vm_obj_shared")?;
                    self.share_closure(o);
                }
            }
            Hyper::Choose | Hyper::ChooseWeighted => {
                let n = self.arg_int(args, 0)? as i64 as i32;
                if n <= 0 {
                    return Err(misuse(format!("__vm_choose({})", n)).into());
                }
                if n > 1 && self.pause_at_choice {
                    return Err(Stop::Pause);
                }
                let weights = if h == Hyper::ChooseWeighted {
                    let wp = self.arg_ptr(args, 1)?;
                    let mut w = Vec::with_capacity(n as usize);
                    for i in 0..n {
                        let v = self.read_scalar(wp.add(i as i64 * 4), 4)?;
                        w.push(v as u32);
                    }
                    Some(w)
                } else {
                    None
                };
                self.take_choice(n as u32, weights.as_deref(), dst, ret_size, ch)?;
            }
            Hyper::Concrete => {
                let a = args.first().ok_or_else(|| Fault::new(FaultKind::Hypercall, "__vm_concrete without its value".into()))?;
                let v = self.operand(a.val, 8)?;
                let v = match v.as_term() {
                    Some(t) => Val::int(self.pin(crate::term::fit(t, 64))),
                    None => v,
                };
                self.set_reg(dst, ret_size, v)?;
            }
            Hyper::Input => {
                let bits = self.arg_int(args, 0)? as u32;
                let signed = self.arg_int(args, 1)? != 0;
                let v = self.input(bits, signed, ret_size)?;
                self.set_reg(dst, ret_size, v)?;
            }
            Hyper::InterruptMem => {
                let p = self.arg_ptr(args, 0)?;
                let size = self.arg_int(args, 1)? as u32;
                let layout = self.layout();
                let place = match p.kind() {
                    PtrKind::Heap if !p.is_null() => self.state.heap.resolve(&layout, p, size.min(1), Access::Load).ok(),
                    PtrKind::Global => self.state.heap.resolve(&layout, p.with_offset(0), 0, Access::Load).ok(),
                    _ => None,
                };
                if let Some(place) = place {
                    let seen = self.visibility(place.obj);
                    if seen == Visibility::First && self.cfg.segments.is_some() {
                        self.close_segment();
                    }
                    if seen == Visibility::Fires {
                        if self.arg_int(args, 2)? as u64 & abi::MA_RESTART != 0 {
                            self.unwind_fresh_call();
                        }
                        return self.interrupt();
                    }
                    // A synchronisation: atomic.
                    if self.cfg.record_accesses {
                        self.note_access(place, size.max(1), true, true, seen == Visibility::First);
                    }
                }
            }
            Hyper::InterruptCfl => {
                if self.cfl_fires() {
                    return self.interrupt();
                }
            }
            Hyper::Trace => {
                let kind = self.arg_int(args, 0)? as u32;
                let p = self.arg_ptr(args, 1)?;
                self.trace_text(kind, p)?;
            }
            Hyper::TraceBytes => {
                let kind = self.arg_int(args, 0)? as u32;
                let p = self.arg_ptr(args, 1)?;
                let n = self.arg_int(args, 2)?;
                if n > 1 << 24 {
                    return Err(misuse(format!("__vm_trace_bytes of {} bytes", n)).into());
                }
                let n = n as u32;
                let mut bytes = Vec::new();
                if n > 0 {
                    let layout = self.layout();
                    let place = self.state.heap.resolve(&layout, p, n, Access::Load).map_err(|e| self.mem_fault(e, p))?;
                    let o = self.state.heap.get(place.obj).unwrap();
                    if !o.is_defined(place.off, n as usize) {
                        return Err(Fault::new(FaultKind::Uninit, "uninitialised bytes written to an output stream".into()).into());
                    }
                    bytes.extend_from_slice(&o.bytes()[place.off..place.off + n as usize]);
                }
                self.push_trace(kind, bytes, Vec::new());
            }
            Hyper::FaultAt => {
                let fp = self.arg_ptr(args, 0)?;
                let p = self.arg_ptr(args, 1)?;
                let text = self.read_cstr(p, 1 << 20)?;
                let bt = if fp.is_null() {
                    self.located_after_main(self.backtrace())
                } else {
                    if fp.kind() != PtrKind::Heap || self.state.heap.get(fp.obj()).map(|o| o.kind) != Some(ObjKind::Frame) {
                        return Err(misuse("__vm_fault_at with a pointer that is not a frame".into()).into());
                    }
                    self.backtrace_from(fp.obj(), None)
                };
                self.push_trace(abi::T_FAULT, text, bt);
            }
            Hyper::Describe => {
                // (the pointer's bits as they are: naming one that points
                // nowhere is no fault)
                let p = Pointer(self.arg(args, 0)?.u64());
                let buf = self.arg_ptr(args, 1)?;
                let size = self.arg_int(args, 2)? as usize;
                let text = self.describe_pointer(p);
                if size > 0 {
                    let mut bytes = text.as_bytes()[..text.len().min(size - 1)].to_vec();
                    bytes.push(0);
                    self.write_bytes(buf, &bytes)?;
                }
                self.set_reg(dst, ret_size, Val::int(text.len() as u128))?;
            }
            Hyper::MayCall => {
                let frame = self.arg_ptr(args, 0)?;
                let p = self.arg_ptr(args, 1)?;
                let name = self.read_cstr(p, 4096)?;
                // (a function the program does not have is one nothing calls)
                let target = std::str::from_utf8(&name).ok().and_then(|n| self.prog.by_name.get(n).copied());
                let may = match target {
                    Some(t) => self.may_call(frame, &[t])?,
                    None => false,
                };
                self.set_reg(dst, ret_size, Val::int(may as u128))?;
            }
            Hyper::CtlGet => {
                let r = self.arg_int(args, 0)? as usize;
                let Some(v) = self.ctl_value(r) else {
                    return Err(misuse(format!("__vm_ctl_get of unknown register {}", r)).into());
                };
                self.set_reg(dst, ret_size, v)?;
            }
            Hyper::CtlSet => {
                let r = self.arg_int(args, 0)? as usize;
                let v = self.arg(args, 1)?;
                match r {
                    abi::CR_FRAME => {
                        self.save_continuation()?;
                        return self.switch_to(Pointer(v.u64()));
                    }
                    abi::CR_CONSTANTS | abi::CR_PC => {
                        return Err(misuse(format!("__vm_ctl_set of read-only register {}", r)).into());
                    }
                    r if plain_register(r) => self.state.ctl[r] = v.u64(),
                    r => return Err(misuse(format!("__vm_ctl_set of unknown register {}", r)).into()),
                }
            }
            Hyper::CtlFlag => {
                let clear = self.arg_int(args, 0)? as u64;
                let set = self.arg_int(args, 1)? as u64;
                let old = self.update_flags(clear, set);
                self.set_reg(dst, ret_size, Val::int(old as u128))?;
            }
            Hyper::FrameMake => {
                let f = self.arg_ptr(args, 0)?;
                let arg = self.arg(args, 1)?;
                let parent = self.arg_ptr(args, 2)?;
                let func = self.code_target(f)?;
                let fd = &self.prog.functions[func as usize];
                if fd.body != FuncBody::Code {
                    return Err(misuse(format!("__vm_frame_make of '{}', which has no body", fd.name)).into());
                }
                let id = self.make_frame(func, parent, &[arg]);
                self.set_reg(dst, ret_size, Val::ptr(Pointer::heap(id)))?;
            }
            Hyper::FrameUnwind => {
                let f = self.arg_ptr(args, 0)?;
                let stop = self.arg_ptr(args, 1)?;
                if f.is_null() {
                    self.pc += 1;
                    return Ok(());
                }
                let chain = self.frame_chain(f.obj());
                if chain.contains(&self.frame) {
                    return Err(misuse("__vm_frame_unwind of the running stack".into()).into());
                }
                for id in chain {
                    if !stop.is_null() && id == stop.obj() {
                        break;
                    }
                    self.free_frame(id);
                }
            }
        }
        self.pc += 1;
        Ok(())
    }

    /// `__vm_ctl_flag(clear, set)`; the old flags.
    fn update_flags(&mut self, clear: u64, set: u64) -> u64 {
        let old = self.state.ctl[abi::CR_FLAGS];
        self.state.ctl[abi::CR_FLAGS] = flags_after(old, clear, set);
        old
    }

    /// The value `__vm_ctl_get(r)` returns, if `r` is a register.
    #[inline]
    fn ctl_value(&mut self, r: usize) -> Option<Val> {
        register_word(&self.state.ctl, &mut self.state.heap, r, self.frame, self.func, self.pc).map(Val::from)
    }

    /// The control-register VM calls an OS makes on every edge, when
    /// their arguments are words and nobody watches them: `__vm_ctl_get`,
    /// `__vm_ctl_flag`, `__vm_ctl_set` of a plain register or of FRAME
    /// to a valid continuation, `__vm_choose` and `__vm_trace` (the
    /// scheduler's per-edge calls). Does what `hypercall` does then and
    /// returns true; false (having done nothing) for every other call.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn fast_hypercall(
        &mut self,
        f: &'p Function,
        target: FuncId,
        dst: u32,
        ret_size: u32,
        args: u32,
        nargs: u32,
        ch: &mut dyn Chooser,
    ) -> bool {
        let FuncBody::Builtin(Builtin::Hyper(h)) = self.prog.functions[target as usize].body else { return false };
        if !matches!(h, Hyper::CtlGet | Hyper::CtlSet | Hyper::CtlFlag | Hyper::Choose | Hyper::Trace) || self.cfg.calls_watched() {
            return false;
        }
        let args = &f.call_args[args as usize..(args + nargs) as usize];
        let [Some(a), b] = self.word_args(args) else { return false };
        match h {
            Hyper::Choose => return self.fast_choose(a as i64 as i32, dst, ret_size, ch),
            Hyper::Trace => return b.is_some_and(|p| self.fast_trace(a as u32, Pointer(p))),
            _ => {}
        }
        let value = match (h, b) {
            (Hyper::CtlGet, _) => match self.ctl_value(a as usize) {
                Some(v) => v,
                None => return false,
            },
            (Hyper::CtlSet, Some(v)) if plain_register(a as usize) => {
                self.state.ctl[a as usize] = v;
                Val::int(0)
            }
            // A transfer the general path would complete without a fault.
            (Hyper::CtlSet, Some(v)) if a as usize == abi::CR_FRAME => {
                let Ok(next) = self.continuation(Pointer(v)) else { return false };
                if self.save_continuation().is_err() {
                    return false;
                }
                self.enter_continuation(next, true);
                return true;
            }
            (Hyper::CtlFlag, Some(set)) => Val::int(self.update_flags(a, set) as u128),
            _ => return false,
        };
        // `__vm_ctl_set` returns nothing. (`set_reg` fails only without a
        // running frame, and `exec` calls this with one.)
        if h != Hyper::CtlSet && self.set_reg(dst, ret_size, value).is_err() {
            return false;
        }
        self.pc += 1;
        true
    }

    /// `__vm_choose(n)` (the scheduler's, on every edge) when the general
    /// path would neither fault nor pause: the choice, as `hypercall`
    /// makes it.
    #[inline]
    fn fast_choose(&mut self, n: i32, dst: u32, ret_size: u32, ch: &mut dyn Chooser) -> bool {
        // (`set_reg` fails only without a running frame: checked first, as
        // a choice once made cannot be taken back)
        if n <= 0 || (n > 1 && self.pause_at_choice) || !(1..=8).contains(&ret_size) || self.state.heap.get(self.frame).is_none() {
            return false;
        }
        let set = self.take_choice(n as u32, None, dst, ret_size, ch);
        debug_assert!(set.is_ok(), "the running frame is live");
        self.pc += 1;
        true
    }

    /// The chooser's value for a choice of `n` ≥ 1 (under `weights`),
    /// recorded in the edge and written to `dst`.
    fn take_choice(&mut self, n: u32, weights: Option<&[u32]>, dst: u32, ret_size: u32, ch: &mut dyn Chooser) -> Step {
        let v = ch.choose(n, weights).min(n - 1);
        self.note_choice(n, v);
        self.set_reg(dst, ret_size, Val::int(v as u128))
    }

    /// `__vm_trace(kind, text)` of a kind without a backtrace (the
    /// scheduler's, on every edge), when the text reads without a fault.
    #[inline]
    fn fast_trace(&mut self, kind: u32, p: Pointer) -> bool {
        // (a failed read leaves nothing behind: the general path reads again and faults)
        if kind == abi::T_FAULT || self.trace_text(kind, p).is_err() {
            return false;
        }
        self.pc += 1;
        true
    }

    /// Adds a trace of `kind` with the text at `p` (one per edge, the
    /// scheduler's: into a spare buffer, given back if the text does not
    /// read); a FAULT trace has the backtrace too.
    fn trace_text(&mut self, kind: u32, p: Pointer) -> Step {
        let mut text = self.spare_bytes.pop().unwrap_or_default();
        text.clear();
        if let Err(e) = self.read_cstr_into(p, 1 << 20, &mut text) {
            self.spare_bytes.push(text);
            return Err(e);
        }
        let bt = if kind == abi::T_FAULT { self.backtrace() } else { Vec::new() };
        self.push_trace(kind, text, bt);
        Ok(())
    }

    /// Before `__vm_ctl_set(FRAME, ...)` transfers control: the running
    /// frame continues after the call, and the edge ends here (for the
    /// trace, at the innermost user frame).
    fn save_continuation(&mut self) -> Step {
        let cont = Word::Ptr(Pointer::code(self.func, self.pc + 1).0);
        self.frame_obj_mut()?.put_word(FRAME_PC as usize, 8, cont);
        self.edge.end = Some(self.innermost_user_frame());
        Ok(())
    }

    /// `__vm_may_call`: whether the continuation of `frame` (from its pc,
    /// then each caller from where it resumes) may call one of `targets`;
    /// for a null frame, whether a call through a pointer may.
    fn may_call(&self, frame: Pointer, targets: &[FuncId]) -> Result<bool, Stop> {
        let reach = self.prog.call_reach(targets);
        if frame.is_null() {
            return Ok(reach.indirect());
        }
        if frame.kind() != PtrKind::Heap || self.state.heap.get(frame.obj()).map(|o| o.kind) != Some(ObjKind::Frame) {
            return Err(misuse("__vm_may_call with a pointer that is not a frame".into()).into());
        }
        for id in self.frame_chain(frame.obj()) {
            let (func, pc) = if id == self.frame {
                (self.func, self.pc)
            } else {
                let pc = Pointer(self.state.heap.get(id).map_or(0, |o| o.pointer_at(FRAME_PC as usize)));
                if pc.kind() != PtrKind::Code || pc.obj() as usize >= self.prog.functions.len() {
                    return Ok(true); // (no pc to reason from)
                }
                (pc.obj(), pc.offset())
            };
            if reach.from_op(func, pc) {
                return Ok(true);
            }
        }
        Ok(false)
    }

    fn read_scalar(&mut self, p: Pointer, size: u32) -> Result<u128, super::Stop> {
        let layout = self.layout();
        let place = self.state.heap.resolve(&layout, p, size, Access::Load).map_err(|e| self.mem_fault(e, p))?;
        if self.segments_active() {
            self.log_os_access(place, size, false);
        }
        let v = self.state.heap.get(place.obj).unwrap().read(place.off, size as usize);
        self.decide(&v, size, "an argument of a VM call");
        Ok(v.bits & mask(size * 8))
    }

    /// Counts an object of `bytes` about to be made (or bytes about to be
    /// added to one), reading the process's memory use after every
    /// `MEMORY_READ_EVERY` bytes of host memory they take: if the use and
    /// this object would pass `Config::memory_limit`, the run stops (a
    /// limit, not a fault of the program: natively, malloc would fail or
    /// the OS would kill it). The object is judged before it is made, so
    /// that one large allocation cannot take the host past the limit.
    pub(super) fn note_made(&mut self, bytes: u64) -> Result<(), Stop> {
        self.poll_stop_before(bytes)?;
        let Some(limit) = self.cfg.memory_limit else { return Ok(()) };
        if count_made(&mut self.made.since_read, Some(limit), bytes) {
            return Ok(());
        }
        self.made.since_read = 0;
        if (limit.used)().saturating_add(host_cost(bytes)) > limit.bytes {
            return Err(Stop::Vm(super::VmError::Limit(super::VmLimit::Memory { bytes: limit.bytes })));
        }
        Ok(())
    }

    /// A live object that `p` points into.
    fn live_object(&self, p: Pointer, what: &str) -> Result<u32, super::Stop> {
        if p.kind() == PtrKind::Heap && matches!(self.state.heap.slot(p.obj()), Slot::Freed { .. }) {
            // A freed block handed back to the OS (realloc after free).
            let e = MemFault::Freed { access: Access::Load, size: 0, obj_size: 0, kind: ObjKind::Heap };
            let mut f = self.mem_fault(e, p);
            f.message = format!("{} of a freed block ({})", what, f.message);
            return Err(f.into());
        }
        if p.kind() != PtrKind::Heap || self.state.heap.get(p.obj()).is_none() {
            return Err(misuse(format!("{} of {:#x}, which is not a live object", what, p.0)).into());
        }
        Ok(p.obj())
    }

    /// `__vm_obj_free`: only heap and system objects, only at offset 0, once.
    fn obj_free(&mut self, p: Pointer) -> Result<(), super::Stop> {
        let fault = |m: String| -> super::Stop { Fault::new(FaultKind::Free, m).into() };
        match p.kind() {
            PtrKind::Global => return Err(fault("invalid free: pointer to a global variable".into())),
            PtrKind::Const => return Err(fault("invalid free: pointer to a constant".into())),
            PtrKind::Code => return Err(fault("invalid free: pointer to a function".into())),
            PtrKind::Heap => {}
        }
        if p.is_null() {
            return Err(fault("invalid free: null pointer".into()));
        }
        match self.state.heap.slot(p.obj()) {
            Slot::Freed { size, .. } => {
                let size = *size;
                let mut m = format!("double free of a {}-byte heap object", size);
                if let Slot::Freed { site, .. } = self.state.heap.slot(p.obj()) {
                    let loc = self.site_loc(*site);
                    if loc.file != u32::MAX {
                        m.push_str(&format!(" (allocated at {}:{})", self.prog.file_name(loc), loc.line));
                    }
                }
                return Err(fault(m));
            }
            Slot::Vacant => return Err(fault(format!("invalid free of {:#x}", p.0))),
            Slot::Live(o) => {
                match o.kind {
                    ObjKind::Alloca | ObjKind::VarArgs => return Err(fault("invalid free: pointer to a stack variable".into())),
                    ObjKind::Frame | ObjKind::Globals | ObjKind::Constants => {
                        return Err(fault(format!("invalid free of a {} object", o.kind.describe())))
                    }
                    _ => {}
                }
                if p.offset() != 0 {
                    return Err(fault(format!("invalid free: pointer to offset {} inside a {}-byte heap object", p.offset(), o.size())));
                }
            }
        }
        self.state.heap.remove(p.obj());
        Ok(())
    }
}

/// A register `__vm_ctl_set` simply stores: not FRAME (a transfer of
/// control), not CONSTANTS or PC (read-only).
pub(crate) fn plain_register(r: usize) -> bool {
    r < abi::CR_COUNT && !matches!(r, abi::CR_FRAME | abi::CR_CONSTANTS | abi::CR_PC | abi::CR_SYMBOLIC)
}

/// The value `__vm_ctl_get(r)` returns, if `r` is a register: FRAME and
/// PC name the running frame and instruction, the others are as stored;
/// a nonzero register other than FLAGS reads as a pointer. Reading FRAME
/// lets the running frame's address leave the machine: no frame stays
/// fresh (`Heap::expose_frames`).
#[inline(always)]
pub(crate) fn register_word(ctl: &[u64; abi::CR_COUNT], heap: &mut Heap, r: usize, frame: u32, func: FuncId, pc: u32) -> Option<Word> {
    Some(match r {
        abi::CR_FRAME => {
            heap.expose_frames();
            Word::Ptr(Pointer::heap(frame).0)
        }
        abi::CR_PC => Word::Ptr(Pointer::code(func, pc).0),
        abi::CR_FLAGS => Word::Int(ctl[r]),
        abi::CR_SYMBOLIC => return None,
        r if r < abi::CR_COUNT => match ctl[r] {
            0 => Word::Int(0),
            bits => Word::Ptr(bits),
        },
        _ => return None,
    })
}

/// FLAGS after `__vm_ctl_flag(clear, set)`.
#[inline(always)]
pub(crate) fn flags_after(old: u64, clear: u64, set: u64) -> u64 {
    (old & !clear) | set
}

/// The host memory `bytes` of a guest object take, about: the data and the
/// definedness layer (a byte each per byte), and the object's own
/// bookkeeping (its layers' headers and allocations, its heap slot), which
/// dominates for small objects.
fn host_cost(bytes: u64) -> u64 {
    const OBJECT_OVERHEAD: u64 = 160;
    bytes.saturating_mul(2).saturating_add(OBJECT_OVERHEAD)
}

/// Counts `bytes` made (`note_made`) where that needs no read of the
/// memory in use: there is no limit, or the bytes made since the last
/// read stay below `MEMORY_READ_EVERY` (true). False, having counted
/// nothing, where a read is due (`note_made` reads; the fast paths leave
/// such an object to it).
pub(crate) fn count_made(made_since_read: &mut u64, limit: Option<super::MemoryLimit>, bytes: u64) -> bool {
    if limit.is_none() {
        return true;
    }
    let made = made_since_read.saturating_add(host_cost(bytes));
    if made >= super::MEMORY_READ_EVERY {
        return false;
    }
    *made_since_read = made;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Objects made are counted without a read of the memory in use until
    /// the reading interval is reached; there the count is left to
    /// `note_made`, which reads. Without a limit nothing is counted.
    #[test]
    fn objects_made_are_counted_until_a_read_is_due() {
        let limit = Some(crate::eval::MemoryLimit { bytes: 1 << 30, used: || 0 });
        let mut made = 0;
        assert!(count_made(&mut made, limit, 100));
        assert_eq!(made, host_cost(100));
        made = crate::eval::MEMORY_READ_EVERY - host_cost(100);
        assert!(!count_made(&mut made, limit, 100), "a read is due");
        assert_eq!(made, crate::eval::MEMORY_READ_EVERY - host_cost(100), "nothing counted");
        let mut none = 0;
        assert!(count_made(&mut none, None, 1 << 40));
        assert_eq!(none, 0);
    }
}
