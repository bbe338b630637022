//! Control flow: branches, calls, returns, frames, setjmp/longjmp.

use super::fault::{Fault, FaultKind};
use super::{Chooser, Machine, Step, Stop, VmError};
use crate::abi;
use crate::ir::*;
use crate::memory::*;

/// Freed frames kept for reuse (enough for the usual call depth).
const SPARE_FRAMES: usize = 64;

/// A new frame for `f` (function `func`), not yet in the heap: its
/// registers zero, its pc at the function's start, its parent `parent`
/// (unless null), then what `fill` writes (the arguments: one uniqueness
/// check of the handle for both). A spare frame keeps its buffers and its
/// handle, so a call allocates nothing.
pub(super) fn fresh_frame(
    spare: &mut Vec<Handle<Object>>,
    f: &Function,
    func: FuncId,
    parent: Pointer,
    fill: impl FnOnce(&mut Object),
) -> Handle<Object> {
    let mut arc = spare.pop().unwrap_or_else(|| Handle::new(Object::new_zero(0, ObjKind::Frame, 0)));
    let o = crate::memory::sole_mut(&mut arc).expect("spare frames are not shared");
    o.reset_frame(f.frame_size as usize, &f.frame_undef, FRAME_PC as usize, Pointer::code(func, 0).0, FRAME_PARENT as usize, parent.0);
    fill(o);
    arc
}

impl<'p> Machine<'p> {
    /// Follows a CFG edge, performing its phi moves as a parallel copy.
    pub(crate) fn jump(&mut self, f: &'p Function, target: u32, moves: u32) -> Step {
        if moves != NO_MOVES {
            let list = &f.moves[moves as usize];
            if !list.cyclic {
                for m in &list.moves {
                    self.copy_value(m.dst, m.src, m.size)?;
                }
            } else {
                self.parallel_moves(&list.moves)?;
            }
        }
        self.pc = target;
        Ok(())
    }

    /// `goto *addr` (`indirectbr`): to the label `addr` holds, which must
    /// be a label of this function that the goto lists among its
    /// destinations (`Pointer::block_address`); anything else faults.
    pub(crate) fn computed_goto(&mut self, f: &'p Function, addr: Operand, cases: u32, ncases: u32) -> Step {
        let v = self.operand(addr, 8)?;
        self.concrete_only(&v, "the target of a computed goto")?;
        if !v.defined(8) {
            return Err(Fault::new(FaultKind::Uninit, "uninitialised value used as the target of a computed goto".into()).into());
        }
        let p = Pointer(v.u64());
        let cs = &f.cases[cases as usize..(cases + ncases) as usize];
        if let Some(c) = cs.iter().find(|c| p == Pointer::block_address(self.func, c.value as u32)) {
            return self.jump(f, c.target, c.moves);
        }
        let name = |id: u32| self.prog.functions.get(id as usize).map(|g| g.name.as_str());
        let what = match (p.kind(), name(p.obj())) {
            _ if p.is_null() => "a null pointer".to_string(),
            (PtrKind::Code, Some(g)) if p.offset() == 0 => format!("function '{}', not a label", g),
            (PtrKind::Code, Some(g)) if p.obj() != self.func => format!("a label of another function, '{}'", g),
            (PtrKind::Code, Some(_)) => "a label this goto does not list among its destinations".to_string(),
            _ => format!("{:#x}, which is not the address of a label", p.0),
        };
        Err(Fault::new(FaultKind::Pointer, format!("computed goto (goto *) to {} (in '{}')", what, f.name)).into())
    }

    /// Moves that form a cycle: read every source before writing any
    /// destination (rare: a swap of loop variables).
    #[cold]
    fn parallel_moves(&mut self, list: &[Move]) -> Step {
        let mut tmp: Vec<Object> = Vec::with_capacity(list.len());
        for m in list {
            let mut o = Object::new_zero(m.size as usize, ObjKind::System, 0);
            if m.size <= 16 {
                let v = self.operand(m.src, m.size)?;
                o.write(0, m.size as usize, v);
            } else {
                match m.src {
                    Operand::Reg(off) => o.copy_from(0, self.frame_obj()?, off as usize, m.size as usize),
                    Operand::Const(off) => {
                        let c = Pointer(self.state.ctl[abi::CR_CONSTANTS]).obj();
                        let co = self.state.heap.get(c).ok_or_else(|| VmError::InvalidProgram("constants".into()))?;
                        o.copy_from(0, co, off as usize, m.size as usize);
                    }
                    _ => o.set_undef(0, m.size as usize),
                }
            }
            tmp.push(o);
        }
        let fo = self.frame_obj_mut()?;
        for (m, o) in list.iter().zip(&tmp) {
            fo.copy_from(m.dst as usize, o, 0, m.size as usize);
        }
        Ok(())
    }

    /// The function a code pointer names (offset 0 only).
    pub(crate) fn code_target(&self, p: Pointer) -> Result<FuncId, Fault> {
        if p.kind() != PtrKind::Code || p.offset() != 0 || p.obj() as usize >= self.prog.functions.len() {
            let what = if p.is_null() { "a null function pointer".to_string() } else { format!("a non-function pointer {:#x}", p.0) };
            return Err(Fault::new(FaultKind::BadCall, format!("call through {}", what)));
        }
        Ok(p.obj())
    }

    /// `fresh_frame` for `func`.
    fn new_frame(&mut self, func: FuncId, parent: Pointer, fill: impl FnOnce(&mut Object)) -> Handle<Object> {
        fresh_frame(&mut self.spare_frames, &self.prog.functions[func as usize], func, parent, fill)
    }

    /// Allocates a frame for `func` with small scalar `args` in its parameter
    /// slots (missing ones undefined).
    pub(crate) fn make_frame(&mut self, func: FuncId, parent: Pointer, args: &[Val]) -> u32 {
        let params = &self.prog.functions[func as usize].params;
        let arc = self.new_frame(func, parent, |o| {
            for (i, &(off, size)) in params.iter().enumerate() {
                o.put_val(off as usize, size as usize, args.get(i).copied().unwrap_or_else(Val::undef));
            }
        });
        self.state.heap.insert_arc(arc)
    }

    /// Makes `frame` (running `func` from its start) the current frame.
    #[inline(always)]
    fn enter(&mut self, frame: u32, func: FuncId, depth: u32) {
        self.state.heap.enter_fresh_frame(frame);
        self.frame = frame;
        self.func = func;
        self.pc = 0;
        self.depth = depth;
    }

    /// Calls `func` from the current frame (whose pc must already hold the
    /// continuation), passing small scalar `args`.
    pub(crate) fn push_frame(&mut self, func: FuncId, args: &[Val], _dst: u32) -> Step {
        // Handlers get headroom above the limit, so a stack overflow can be reported.
        if self.depth >= self.cfg.stack_limit.saturating_add(256) {
            return Err(Fault::new(FaultKind::Stack, format!("stack overflow: more than {} nested calls", self.cfg.stack_limit)).into());
        }
        let f = &self.prog.functions[func as usize];
        if f.body != FuncBody::Code {
            return Err(VmError::InvalidProgram(format!("handler {} is not a defined function", f.name)).into());
        }
        let pc = Word::Ptr(Pointer::code(self.func, self.pc).0);
        self.frame_obj_mut()?.put_word(FRAME_PC as usize, 8, pc);
        let id = self.make_frame(func, Pointer::heap(self.frame), args);
        self.enter(id, func, self.depth + 1);
        Ok(())
    }

    /// Starts `func` in a fresh frame with no parent (scheduler, boot).
    pub(crate) fn enter_fresh(&mut self, func: FuncId, args: &[Val]) -> Result<(), VmError> {
        let f = &self.prog.functions[func as usize];
        if f.body != FuncBody::Code {
            return Err(VmError::InvalidProgram(format!("{} is not a defined function", f.name)));
        }
        let id = self.make_frame(func, Pointer::NULL, args);
        self.enter(id, func, 1);
        Ok(())
    }

    /// Transfers control to an existing frame (or suspends for 0).
    pub(crate) fn switch_to(&mut self, frame: Pointer) -> Step {
        let next = self.continuation(frame)?;
        self.enter_continuation(next, true);
        Ok(())
    }

    /// Like `switch_to`, keeping the depth count (returns from a call).
    fn resume(&mut self, frame: Pointer) -> Step {
        let next = self.continuation(frame)?;
        self.enter_continuation(next, false);
        Ok(())
    }

    /// Where control goes when `frame` becomes the running frame: its id,
    /// function and pc, or `None` for null (suspend). A fault unless it is
    /// a live frame whose pc is a code pointer.
    pub(crate) fn continuation(&self, frame: Pointer) -> Result<Option<(u32, FuncId, u32)>, Fault> {
        if frame.is_null() {
            return Ok(None);
        }
        let Some(o) = self.state.heap.get(frame.obj()).filter(|o| frame.kind() == PtrKind::Heap && o.kind == ObjKind::Frame) else {
            return Err(Fault::new(FaultKind::Hypercall, format!("FRAME set to {:#x}, which is not a live frame", frame.0)));
        };
        let pc = Pointer(o.pointer_at(FRAME_PC as usize));
        if pc.kind() != PtrKind::Code || pc.obj() as usize >= self.prog.functions.len() {
            return Err(Fault::new(FaultKind::Hypercall, "the frame's pc is not a code pointer".into()));
        }
        Ok(Some((frame.obj(), pc.obj(), pc.offset())))
    }

    /// Makes a `continuation` the running one; `recount`: the stack depth
    /// is counted anew (a switch to another stack).
    pub(crate) fn enter_continuation(&mut self, next: Option<(u32, FuncId, u32)>, recount: bool) {
        let Some((frame, func, pc)) = next else {
            self.frame = 0;
            return;
        };
        (self.frame, self.func, self.pc) = (frame, func, pc);
        if recount {
            // Another stack: the list of fresh frames is not about it.
            self.state.heap.expose_frames();
            self.depth = self.frames_from(frame).count() as u32;
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn call(
        &mut self,
        f: &'p Function,
        callee: Callee,
        dst: u32,
        ret_size: u32,
        args: u32,
        nargs: u32,
        ret_class: TyClass,
        ch: &mut dyn Chooser,
    ) -> Step {
        let target = match callee {
            Callee::Direct(id) | Callee::Control(_, id) | Callee::Bits(_, id) => id,
            Callee::Indirect(op) => {
                let v = self.operand(op, 8)?;
                self.concrete_only(&v, "a call target")?;
                if !v.defined(8) {
                    return Err(Fault::new(FaultKind::Uninit, "uninitialised value used as a call target".into()).into());
                }
                self.code_target(Pointer(v.u64()))?
            }
        };
        if !self.cfg.watch_calls.is_empty() && self.cfg.watch_calls.contains(&target) {
            self.edge.calls.push(target);
            let site = super::CallSite { at: self.innermost_user_frame(), inputs_before: self.edge.inputs.len() as u32 };
            self.edge.call_sites.push(site);
        }
        let callee_f = &self.prog.functions[target as usize];
        let arg_list = &f.call_args[args as usize..(args + nargs) as usize];
        match callee_f.body {
            FuncBody::Builtin(b) => return self.builtin(b, callee_f, dst, ret_size, arg_list, ch),
            // An LLVM intrinsic is defined by LLVM: one the VM lacks (of
            // `bfloat` values, say) is the VM's limit, not the program's error.
            FuncBody::Undefined if callee_f.name.starts_with("llvm.") => {
                let what = match callee_f.name.strip_prefix("llvm.divm.unmodelled.") {
                    // (a libc-shim header's stand-in for a function divm cannot model: ucontext.h)
                    Some(libc) => format!("{libc} is not modelled by divm"),
                    None => format!("intrinsic {} (not implemented by divm)", callee_f.name),
                };
                return Err(VmError::Unsupported { what, at: self.here_text() }.into());
            }
            FuncBody::Undefined => {
                return Err(Fault::new(FaultKind::Call, format!("call to undefined function '{}'", callee_f.name)).into());
            }
            FuncBody::Code => {}
        }
        let fixed = callee_f.params.len();
        // `main` may be defined with fewer parameters than the OS passes.
        let lenient = callee_f.name == "main" && nargs as usize >= fixed;
        // So may a callback the runtime calls (`void *worker()` given to
        // pthread_create, common in textbooks): the arguments it does not
        // read are ignored, as in x86-64's registers.
        let callback = f.origin != Origin::User && callee_f.origin == Origin::User;
        let fewer = lenient || (callback && nargs as usize >= fixed);
        if nargs as usize != fixed && !(callee_f.variadic && nargs as usize > fixed) && !fewer {
            return Err(bad_call(callee, callee_f, format!("'{}' takes {} arguments, called with {}", callee_f.name, fixed, nargs)).into());
        }
        // Calls from user code to user code must match the callee's type
        // exactly (as UBSan's -fsanitize=function requires); calls from the
        // runtime (a callback such as a thread's start routine) may pass a
        // pointer for a 64-bit integer. Calls into the runtime adapt integer
        // widths: programs declare library functions themselves, e.g.
        // `void *malloc(unsigned int)` in tasks preprocessed for ILP32.
        let strict = strict_types(f, callee_f);
        let adapt = callee_f.origin != Origin::User;
        let ints = |a: TyClass, b: TyClass| adapt && a & TC_KIND == TC_INT && b & TC_KIND == TC_INT;
        for (i, (a, &(_, size))) in arg_list.iter().zip(&callee_f.params).enumerate() {
            let pc = callee_f.param_classes.get(i).copied().unwrap_or(TC_NONE);
            if (a.size != size || (!lenient && !classes_match(a.class, pc, strict))) && !ints(a.class, pc) {
                return Err(bad_call(
                    callee,
                    callee_f,
                    format!(
                        "argument {} is {} ({}), '{}' expects {} ({})",
                        i + 1,
                        class_words(a.class),
                        Bytes(a.size as u64),
                        callee_f.name,
                        class_words(pc),
                        Bytes(size as u64)
                    ),
                )
                .into());
            }
        }
        // A legacy implicit declaration (`int f()`) of a void function, whose
        // result the caller never reads, is no mismatch anyone observes.
        // (Asked only of a mismatch: liveness is not read on every call.)
        let unread = || callee_f.ret_size == 0 && f.live_registers(self.pc + 1).is_some_and(|mut live| !live.any(|(off, _)| off == dst));
        // `void main()` is an implementation-defined form of main (C17
        // 5.1.2.2.1) whose status is unspecified (5.1.2.2.3): the OS's call
        // gets 0, so the program ends as if main returned 0. A void
        // callback (`void worker(void *)` cast for pthread_create) gives 0
        // too, a null thread result, and an integer one (`int worker(void *)`)
        // is zero-extended as a runtime function's is (`ret`).
        if (lenient || callback) && ret_size != 0 && callee_f.ret_size == 0 && f.origin != Origin::User {
            self.set_reg(dst, ret_size, Val::int(0))?;
        } else if ret_size != 0
            && (callee_f.ret_size != ret_size || !classes_match(ret_class, callee_f.ret_class, strict))
            && !ints(ret_class, callee_f.ret_class)
            && !(callback && callee_f.ret_class & TC_KIND == TC_INT && callee_f.ret_size <= ret_size)
            && !unread()
        {
            return Err(bad_call(
                callee,
                callee_f,
                format!(
                    "'{}' returns {} ({}), the caller expects {} ({})",
                    callee_f.name,
                    class_words(callee_f.ret_class),
                    Bytes(callee_f.ret_size as u64),
                    class_words(ret_class),
                    Bytes(ret_size as u64)
                ),
            )
            .into());
        }
        // OS code gets headroom above the limit, so it can report the overflow.
        let limit = if self.flags() & abi::CF_KERNEL != 0 { self.cfg.stack_limit.saturating_add(256) } else { self.cfg.stack_limit };
        if self.depth >= limit {
            return Err(Fault::new(FaultKind::Stack, format!("stack overflow: more than {} nested calls", self.cfg.stack_limit)).into());
        }
        // A by-value argument's copy reads the caller's memory, as a
        // struct copy's memcpy does: a shared source makes the call a
        // visible action (checked before anything of the call is built,
        // so that an interrupt re-runs it whole).
        if !self.segments_active() && self.prog.functions[self.func as usize].instrumented {
            for a in arg_list.iter().filter(|a| a.byval != 0) {
                let src = Pointer(self.operand(a.val, 8)?.u64());
                let layout = self.layout();
                let Ok(place) = self.state.heap.resolve(&layout, src, a.byval, Access::Load) else { continue };
                let seen = self.visibility(place.obj);
                if seen == super::interrupt::Visibility::Fires {
                    return self.interrupt();
                }
                if self.cfg.record_accesses {
                    self.note_access(place, a.byval, false, false, seen == super::interrupt::Visibility::First);
                }
            }
        }
        // Build the new frame while the caller's registers are readable:
        // small arguments go in before it joins the heap, wide ones after.
        let parent = Pointer::heap(self.frame);
        let mut frame = self.new_frame(target, parent, |_| {});
        let mut dyn_list: Vec<Pointer> = Vec::new();
        let params = arg_list.iter().zip(&callee_f.params);
        for (a, &(off, size)) in params.clone() {
            let v = if a.byval != 0 {
                // The callee owns a private copy of the pointed-to bytes.
                let src = self.operand(a.val, 8)?;
                let copy = self.copy_to_new(Pointer(src.u64()), a.byval, ObjKind::Alloca)?;
                dyn_list.push(copy);
                Val::ptr(copy)
            } else if size > 16 {
                continue;
            } else if let Some(w) = (a.size == size).then(|| self.fast_word(a.val, size)).flatten() {
                let o = crate::memory::sole_mut(&mut frame).expect("a new frame is not shared");
                o.put_word(off as usize, size as usize, w);
                continue;
            } else {
                let mut v = self.operand(a.val, a.size.min(size))?;
                if a.size < size {
                    // An integer widened for a runtime function: zero-extended.
                    let m = mask(a.size * 8);
                    v = Val { bits: v.bits & m, undef: v.undef & m, tag: TAG_NONE };
                }
                v
            };
            let o = crate::memory::sole_mut(&mut frame).expect("a new frame is not shared");
            o.write(off as usize, size.min(16) as usize, v);
        }
        let id = self.state.heap.insert_arc(frame);
        for (a, &(off, size)) in params {
            if a.byval == 0 && size > 16 {
                self.copy_operand_to(a.val, id, off, size)?;
            }
        }
        if callee_f.variadic {
            let extra = &arg_list[fixed.min(arg_list.len())..];
            let va = self.build_varargs(extra)?;
            self.state.heap.get_mut(id).unwrap().write(FRAME_VARARGS as usize, 8, Val::ptr(va));
        }
        if !dyn_list.is_empty() {
            let list = self.new_ptr_list(&dyn_list);
            self.state.heap.get_mut(id).unwrap().write(FRAME_DYN_ALLOCAS as usize, 8, Val::ptr(list));
        }
        // Save the return address in the caller and switch.
        let (func, pc) = (self.func, self.pc);
        suspend_caller(self.frame_obj_mut()?, f, func, pc);
        self.enter(id, target, self.depth + 1);
        if self.cfg.error_calls.contains(&target) {
            // Inside the callee, so that the backtrace names it.
            return Err(Fault::new(FaultKind::Trap, format!("{}() called", callee_f.name)).into());
        }
        Ok(())
    }

    /// A new object holding a copy of `size` bytes at `src`.
    pub(crate) fn copy_to_new(&mut self, src: Pointer, size: u32, kind: ObjKind) -> Result<Pointer, Stop> {
        let layout = self.layout();
        let place = self.state.heap.resolve(&layout, src, size, Access::Load).map_err(|e| self.mem_fault(e, src))?;
        self.segment_read_by_call(place, size)?;
        let mut o = Object::new_zero(size as usize, kind, 0);
        o.copy_from(0, self.state.heap.get(place.obj).unwrap(), place.off, size as usize);
        Ok(Pointer::heap(self.state.heap.insert(o)))
    }

    /// Copies a wide operand of the current frame into another object.
    fn copy_operand_to(&mut self, src: Operand, obj: u32, off: u32, size: u32) -> Step {
        let (from, from_off) = match src {
            Operand::Reg(o) => (self.frame, o),
            Operand::Const(o) => (Pointer(self.state.ctl[abi::CR_CONSTANTS]).obj(), o),
            _ => {
                self.state.heap.get_mut(obj).unwrap().set_undef(off as usize, size as usize);
                return Ok(());
            }
        };
        let (d, s) = self.state.heap.get_two_mut(obj, from).ok_or_else(|| VmError::InvalidProgram("copy".into()))?;
        d.copy_from(off as usize, s, from_off as usize, size as usize);
        Ok(())
    }

    /// The variadic arguments laid out as clang's x86_64 `va_arg` reads them
    /// from the overflow area: each in an 8-byte aligned slot (16 for wider
    /// alignments). The area is a `VarArgs` object: a header of `H` bytes
    /// (`H` as a u32 at 0, then from byte 8 one type class per 8-byte slot:
    /// an argument's class at its first slot, `VA_CONT` at the others,
    /// `VA_PAD` where nothing was passed), then the slots. `va_start` points
    /// at offset `H`; loads from the area are checked against the classes.
    fn build_varargs(&mut self, extra: &[CallArg]) -> Result<Pointer, Stop> {
        let mut off = 0u32;
        let mut places = Vec::with_capacity(extra.len());
        let mut classes: Vec<u8> = Vec::with_capacity(extra.len());
        for a in extra {
            // A struct passed by value (`byval`) travels as its bytes.
            let size = if a.byval != 0 { a.byval } else { a.size };
            let align = if a.align > 8 { 16 } else { 8 };
            let start = off.div_ceil(align) * align;
            classes.extend(std::iter::repeat_n(VA_PAD, ((start - off) / 8) as usize));
            places.push(start);
            let slots = size.div_ceil(8);
            if slots > 0 {
                classes.push(if a.class == TC_NONE || a.class == VA_PAD { TC_AGG } else { a.class });
                classes.extend(std::iter::repeat_n(VA_CONT, slots as usize - 1));
            }
            off = start + slots * 8;
        }
        let h = (8 + classes.len() as u32).div_ceil(16) * 16;
        let mut o = Object::new_zero((h + off) as usize, ObjKind::VarArgs, 0);
        o.write(0, 4, Val::int(h as u128));
        o.bytes_mut()[8..8 + classes.len()].copy_from_slice(&classes);
        let places: Vec<u32> = places.into_iter().map(|p| p + h).collect();
        for (a, &p) in extra.iter().zip(&places) {
            if a.byval == 0 && a.size <= 16 {
                let v = self.operand(a.val, a.size)?;
                o.write(p as usize, a.size as usize, v);
            }
        }
        let id = self.state.heap.insert(o);
        for (a, &p) in extra.iter().zip(&places) {
            if a.byval != 0 {
                let src = Pointer(self.operand(a.val, 8)?.u64());
                let layout = self.layout();
                let place = self.state.heap.resolve(&layout, src, a.byval, Access::Load).map_err(|e| self.mem_fault(e, src))?;
                self.segment_read_by_call(place, a.byval)?;
                let (d, s) = self.state.heap.get_two_mut(id, place.obj).ok_or_else(|| VmError::InvalidProgram("varargs".into()))?;
                d.copy_from(p as usize, s, place.off, a.byval as usize);
            } else if a.size > 16 {
                self.copy_operand_to(a.val, id, p, a.size)?;
            }
        }
        Ok(Pointer::heap(id))
    }

    /// A system object holding a list of pointers.
    pub(crate) fn new_ptr_list(&mut self, ptrs: &[Pointer]) -> Pointer {
        let mut o = Object::new_zero(ptrs.len() * 8, ObjKind::System, 0);
        for (i, p) in ptrs.iter().enumerate() {
            o.write(i * 8, 8, Val::ptr(*p));
        }
        Pointer::heap(self.state.heap.insert(o))
    }

    /// Frees a frame and everything it owns (allocas, varargs).
    pub(crate) fn free_frame(&mut self, frame: u32) {
        let Some(o) = self.state.heap.get(frame) else { return };
        let pc = Pointer(o.pointer_at(FRAME_PC as usize));
        // A buffer kept from call to call: a return allocates nothing.
        let mut owned = std::mem::take(&mut self.owned_scratch);
        owned.clear();
        if let Some(f) = self.prog.functions.get(pc.obj() as usize) {
            owned.extend(f.static_allocas.iter().filter_map(|&r| o.whole_pointer(r as usize)).map(Pointer));
        }
        owned.extend([FRAME_DYN_ALLOCAS, FRAME_VARARGS].iter().filter_map(|&slot| o.whole_pointer(slot as usize)).map(Pointer));
        if let Some(list) = o.whole_pointer(FRAME_DYN_ALLOCAS as usize) {
            if let Some(l) = self.state.heap.get(Pointer(list).obj()) {
                owned.extend((0..l.size()).step_by(8).filter_map(|off| l.whole_pointer(off)).map(Pointer));
            }
        }
        for &p in &owned {
            if p.kind() == PtrKind::Heap {
                if let Some(obj) = self.state.heap.get(p.obj()) {
                    if matches!(obj.kind, ObjKind::Alloca | ObjKind::System | ObjKind::VarArgs) {
                        self.state.heap.remove(p.obj());
                    }
                }
            }
        }
        self.owned_scratch = owned;
        self.recycle_frame(frame);
    }

    /// Before the heap is replaced: the frames it holds that nothing else
    /// does (garbage now) keep their buffers for the next calls.
    pub(crate) fn keep_spare_frames(&mut self) {
        self.state.heap.take_unique_frames(&mut self.spare_frames, SPARE_FRAMES);
    }

    /// Removes a frame that owns nothing; if nobody else holds it, it
    /// keeps its buffers for the next call.
    fn recycle_frame(&mut self, frame: u32) {
        let heap = &mut self.state.heap;
        if let Some(a) = heap.release_fresh_frame(frame).or_else(|| heap.remove(frame)) {
            if self.spare_frames.len() < SPARE_FRAMES && crate::memory::is_sole(&a) {
                self.spare_frames.push(a);
            }
        }
    }

    /// The common call, without building values: a direct call whose
    /// shape fits (`ir::call_fits`, marked at link), with word arguments,
    /// below the stack limit, with no call watched. Does what `call` does
    /// then, and returns true; returns false (having done nothing) for
    /// every other call, which `call` then makes.
    #[inline]
    pub(crate) fn fast_call(&mut self, f: &'p Function, target: FuncId, args: u32, nargs: u32, fits: bool) -> bool {
        if !fits || self.cfg.calls_watched() || self.depth >= self.cfg.stack_limit {
            return false;
        }
        let mut words = [Word::Int(0); FAST_CALL_ARGS];
        if !self.fast_args(&f.call_args[args as usize..(args + nargs) as usize], &mut words) {
            return false;
        }
        let callee = &self.prog.functions[target as usize];
        let frame = self.new_frame(target, Pointer::heap(self.frame), |o| {
            for (&(off, size), &w) in callee.params.iter().zip(&words) {
                o.put_word(off as usize, size as usize, w);
            }
        });
        let id = self.state.heap.insert_arc(frame);
        let Some(caller) = self.state.heap.get_mut(self.frame) else { unreachable!("the running frame is live") };
        suspend_caller(caller, f, self.func, self.pc);
        self.enter(id, target, self.depth + 1);
        true
    }

    /// The common return, without building values: from a frame that owns
    /// no allocas or variadic arguments, into a live calling frame, with a
    /// word of the size the call expects (or nothing). Does what `ret` does
    /// then, and returns true; returns false (having done nothing) for
    /// every other return.
    #[inline]
    pub(crate) fn fast_ret(&mut self, f: &'p Function, val: Option<Operand>, size: u32) -> bool {
        let Some(o) = self.state.heap.get(self.frame).filter(|o| owns_nothing(f, o)) else { return false };
        let Some((parent, pc, &Op::Call { dst, ret_size, .. })) = self.caller_of(o) else { return false };
        let value = match val {
            None => None,
            Some(v) => match self.fast_word(v, size) {
                Some(w) => Some(w),
                None => return false,
            },
        };
        let deliver = size > 0 && ret_size > 0;
        if deliver && ret_size != size {
            return false;
        }
        if self.main_func == Some(self.func) {
            return false; // `ret` notes main's return into the runtime
        }
        self.recycle_frame(self.frame);
        self.depth = self.depth.saturating_sub(1);
        self.frame = parent;
        self.func = pc.obj();
        self.pc = pc.offset();
        if let (true, Some(w)) = (deliver, value) {
            let Some(p) = self.state.heap.get_mut(self.frame) else { unreachable!("checked live above") };
            p.put_word(dst as usize, size as usize, w);
        }
        true
    }

    /// The caller of frame `o`, if it is a live frame stopped after a
    /// call: its id, its pc (the continuation) and the call before it.
    #[inline(always)]
    fn caller_of(&self, o: &Object) -> Option<(u32, Pointer, &'p Op)> {
        let parent = Pointer(o.pointer_at(FRAME_PARENT as usize));
        if parent.kind() != PtrKind::Heap || parent.is_null() {
            return None;
        }
        let p = self.state.heap.get(parent.obj()).filter(|p| p.kind == ObjKind::Frame)?;
        let pc = Pointer(p.pointer_at(FRAME_PC as usize));
        if pc.kind() != PtrKind::Code || pc.offset() == 0 {
            return None;
        }
        let prog: &'p Program = self.prog;
        let op = prog.functions.get(pc.obj() as usize)?.ops.get(pc.offset() as usize - 1)?;
        matches!(op, Op::Call { .. }).then_some((parent.obj(), pc, op))
    }

    /// Before an interrupt that asks to restart the running call
    /// (`MA_RESTART`): when a call of this edge entered the running frame
    /// (still fresh, so the caller's registers are as the call read them
    /// and nothing else holds the frame), from a live frame, and the frame
    /// owns no memory, the frame goes and the caller stands at the call,
    /// which runs again on resume. Otherwise nothing changes and the
    /// interrupt fires where it is.
    pub(crate) fn unwind_fresh_call(&mut self) {
        let f = &self.prog.functions[self.func as usize];
        if !self.state.heap.is_fresh_top(self.frame) {
            return;
        }
        let Some(o) = self.state.heap.get(self.frame).filter(|o| owns_nothing(f, o)) else { return };
        let Some((parent, pc, _)) = self.caller_of(o) else { return };
        self.recycle_frame(self.frame);
        self.depth = self.depth.saturating_sub(1);
        self.frame = parent;
        self.func = pc.obj();
        // (`interrupt` saves this pc, the call's, in the caller's frame)
        self.pc = pc.offset() - 1;
    }

    pub(crate) fn ret(&mut self, f: &'p Function, val: Option<Operand>, size: u32) -> Step {
        let here = super::FrameInfo { func: self.func, pc: self.pc };
        let parent = Pointer(self.frame_obj()?.pointer_at(FRAME_PARENT as usize));
        // Read the return value before the frame goes away.
        let small = match val {
            Some(v) if size <= 16 => Some(match self.fast_word(v, size) {
                Some(w) => Val::from(w),
                None => self.operand(v, size)?,
            }),
            _ => None,
        };
        let wide = match val {
            Some(v) if size > 16 => {
                let mut tmp = Object::new_zero(size as usize, ObjKind::System, 0);
                match v {
                    Operand::Reg(off) => tmp.copy_from(0, self.frame_obj()?, off as usize, size as usize),
                    Operand::Const(off) => {
                        let c = Pointer(self.state.ctl[abi::CR_CONSTANTS]).obj();
                        tmp.copy_from(0, self.state.heap.get(c).unwrap(), off as usize, size as usize)
                    }
                    _ => tmp.set_undef(0, size as usize),
                }
                Some(tmp)
            }
            _ => None,
        };
        let frame = self.frame;
        self.free_frame(frame);
        self.depth = self.depth.saturating_sub(1);
        if parent.is_null() || self.state.heap.get(parent.obj()).is_none() {
            // Returning from a bottom frame ends the edge.
            self.frame = 0;
            return Ok(());
        }
        self.resume(parent)?;
        if self.main_func == Some(here.func) && self.prog.functions[self.func as usize].origin != Origin::User {
            self.main_return = Some(here);
        }
        // Deliver the value to the call that made this frame.
        if size > 0 && self.pc > 0 {
            let caller = &self.prog.functions[self.func as usize];
            if let Some(Op::Call { dst, ret_size, .. }) = caller.ops.get(self.pc as usize - 1) {
                if *ret_size > 0 {
                    if let Some(v) = small {
                        if f.origin == Origin::User && v.undef & mask(size * 8) == mask(size * 8) && self.main_func != Some(here.func) {
                            // Kept to explain a later uninit fault (not main's
                            // own: the fault is located there already, and the
                            // function main got the value from explains it).
                            self.undef_return = Some(here);
                        }
                        let v = if *ret_size > size {
                            // A runtime function's integer result widened for its caller.
                            let m = mask(size * 8);
                            Val { bits: v.bits & m, undef: v.undef & m, tag: TAG_NONE }
                        } else {
                            v
                        };
                        self.set_reg(*dst, *ret_size, v)?;
                    } else if let Some(t) = wide {
                        let d = *dst as usize;
                        self.frame_obj_mut()?.copy_from(d, &t, 0, (*ret_size).min(size) as usize);
                    }
                }
            }
        }
        Ok(())
    }

    /// `setjmp(buf)`: remembers the frame and the call site; returns 0.
    pub(crate) fn setjmp(&mut self, buf: Pointer, dst: u32, ret_size: u32) -> Step {
        let layout = self.layout();
        let place = self.state.heap.resolve(&layout, buf, 16, Access::Store).map_err(|e| self.mem_fault(e, buf))?;
        let frame = Pointer::heap(self.frame);
        self.state.heap.expose_frames();
        let site = Pointer::code(self.func, self.pc);
        let o = self.state.heap.get_mut(place.obj).unwrap();
        o.write(place.off, 8, Val::ptr(frame));
        o.write(place.off + 8, 8, Val::ptr(site));
        if ret_size > 0 {
            self.set_reg(dst, ret_size, Val::int(0))?;
        }
        self.pc += 1;
        Ok(())
    }

    /// `longjmp(buf, v)`: unwinds to the frame saved by setjmp, which must
    /// still be on the current stack, and makes setjmp return `v` (1 if 0).
    pub(crate) fn longjmp(&mut self, buf: Pointer, v: u64) -> Step {
        let layout = self.layout();
        let place = self.state.heap.resolve(&layout, buf, 16, Access::Load).map_err(|e| self.mem_fault(e, buf))?;
        let o = self.state.heap.get(place.obj).unwrap();
        let frame = o.read(place.off, 8);
        let site = o.read(place.off + 8, 8);
        if !frame.defined(8) || !site.defined(8) || !frame.is_ptr() {
            return Err(Fault::new(FaultKind::Uninit, "longjmp with a jmp_buf that setjmp did not fill".into()).into());
        }
        let target = Pointer(frame.u64()).obj();
        let site = Pointer(site.u64());
        // The target must be on the current chain.
        let chain = self.frame_chain(self.frame);
        let Some(pos) = chain.iter().position(|&f| f == target) else {
            return Err(Fault::new(FaultKind::Call, "longjmp to a function that has already returned".into()).into());
        };
        for &f in &chain[..pos] {
            self.free_frame(f);
        }
        self.frame = target;
        self.func = site.obj();
        self.pc = site.offset();
        self.depth = self.depth.saturating_sub(pos as u32);
        let caller = &self.prog.functions[self.func as usize];
        if let Some(Op::Call { dst, ret_size, .. }) = caller.ops.get(self.pc as usize) {
            if *ret_size > 0 {
                let val = if v as u32 == 0 { 1 } else { v };
                self.set_reg(*dst, *ret_size, Val::int(val as u128))?;
            }
        }
        self.pc += 1;
        Ok(())
    }

    /// Frame ids from `frame` outwards.
    pub(crate) fn frame_chain(&self, frame: u32) -> Vec<u32> {
        self.frames_from(frame).collect()
    }

    /// `frame` and its parents, while they are live frames.
    fn frames_from(&self, frame: u32) -> impl Iterator<Item = u32> + '_ {
        let mut fr = frame;
        std::iter::from_fn(move || {
            let o = self.state.heap.get(fr).filter(|o| o.kind == ObjKind::Frame)?;
            let here = fr;
            let p = Pointer(o.pointer_at(FRAME_PARENT as usize));
            fr = if p.kind() == PtrKind::Heap { p.obj() } else { 0 };
            Some(here)
        })
        .take(1_000_000)
    }

    pub(crate) fn layout(&self) -> Layout<'p> {
        Layout {
            globals: &self.prog.globals.slots,
            runtime_globals: &self.prog.runtime_globals.slots,
            constants: &self.prog.constants.slots,
            globals_obj: Pointer(self.state.ctl[abi::CR_GLOBALS]).obj(),
            runtime_globals_obj: Pointer(self.state.ctl[abi::CR_RUNTIME_GLOBALS]).obj(),
            constants_obj: Pointer(self.state.ctl[abi::CR_CONSTANTS]).obj(),
        }
    }
}

/// The frame `caller` of `f`, making the call at `pc` of function `func`,
/// as it waits for the callee: its pc is the one after the call, and the
/// call's result register is forgotten (`forget_result`).
#[inline(always)]
fn suspend_caller(caller: &mut Object, f: &Function, func: FuncId, pc: u32) {
    caller.put_word(FRAME_PC as usize, 8, Word::Ptr(Pointer::code(func, pc + 1).0));
    forget_result(caller, f, pc);
}

/// Puts into the result register of the call at `pc` of `f`, if the call
/// defines it (`Function::defined_result`), the bytes of a fresh frame of
/// `f`: zero, undefined where `Function::frame_undef` says; `caller` is
/// the frame waiting in that call. Nothing reads the register until the
/// return writes it, so its bytes meanwhile are any; they are these on
/// every path that makes the call, so that a state does not depend on
/// which one did (the fast paths' unplaced frames leave it unset until
/// they are placed: `Unplaced`).
pub(crate) fn forget_result(caller: &mut Object, f: &Function, pc: u32) {
    let Some((dst, size)) = f.ops.get(pc as usize).and_then(|op| f.defined_result(op)) else { return };
    let (off, len) = (dst as usize, size as usize);
    if off + len > caller.size() {
        return; // (a guest resized its frame: no register is read there)
    }
    match f.frame_undef.get(off..off + len).filter(|u| u.iter().any(|&b| b != 0)) {
        None if len <= 8 => caller.put_word(off, len, Word::Int(0)),
        None => caller.fill(off, len, 0, 0),
        Some(undef) => undef.iter().enumerate().for_each(|(i, &b)| caller.fill(off + i, 1, 0, b)),
    }
}

/// Whether frame `o` of `f` owns no memory (stack variables, variadic
/// arguments): leaving it frees nothing but the frame.
#[inline(always)]
fn owns_nothing(f: &Function, o: &Object) -> bool {
    f.static_allocas.is_empty() && o.whole_pointer(FRAME_DYN_ALLOCAS as usize).is_none() && o.whole_pointer(FRAME_VARARGS as usize).is_none()
}

/// A class byte of a variadic argument area: a later slot of a multi-slot argument.
pub(crate) const VA_CONT: u8 = 0;
/// A class byte of a variadic argument area: alignment padding, no argument.
pub(crate) const VA_PAD: u8 = 0xff;

/// A type class with its article: "an int", "a double", "a pointer".
fn class_words(c: TyClass) -> String {
    if c == TC_NONE {
        return "nothing".into();
    }
    let name = ty_class_name(c);
    let vowel = name.starts_with(['a', 'e', 'i', 'o', 'u', '_']);
    format!("{} {}", if vowel { "an" } else { "a" }, name)
}

/// A call whose arguments or result do not match the callee.
#[cold]
fn bad_call(callee: Callee, f: &Function, what: String) -> Fault {
    let how = match callee {
        Callee::Direct(_) | Callee::Control(..) | Callee::Bits(..) => format!("'{}' called with the wrong type", f.name),
        Callee::Indirect(_) => format!("'{}' called through a function pointer of the wrong type", f.name),
    };
    Fault::new(FaultKind::BadCall, format!("undefined behaviour: {}: {}", how, what))
}

/// Number of variadic arguments recorded in a `VarArgs` area.
pub(crate) fn va_count(o: &Object) -> usize {
    let h = (o.read(0, 4).bits as usize).min(o.size());
    o.bytes().get(8..h).map(|c| c.iter().filter(|&&c| c != VA_CONT && c != VA_PAD).count()).unwrap_or(0)
}

/// Checks a load of class `class` at byte `off` of a `VarArgs` area against
/// the argument passed there: the fault if it does not match.
#[cold]
pub(crate) fn va_mismatch(o: &Object, off: usize, class: TyClass) -> Option<Fault> {
    if class == TC_NONE || class & TC_KIND == TC_AGG {
        return None;
    }
    let h = (o.read(0, 4).bits as usize).min(o.size());
    let classes = o.bytes().get(8..h).unwrap_or(&[]);
    let want = ty_class_name(class);
    let fault = |m: String| Some(Fault::new(FaultKind::Undefined, format!("undefined behaviour: va_arg of type {} {}", want, m)));
    if off < h {
        return fault("reads before the first variadic argument".into());
    }
    let slot = (off - h) / 8;
    if slot >= classes.len() {
        return fault("reads past the last variadic argument".into());
    }
    let mut start = slot;
    while start > 0 && classes[start] == VA_CONT {
        start -= 1;
    }
    let sc = classes[start];
    if sc == VA_PAD {
        return fault("reads padding where no argument was passed".into());
    }
    let number = classes[..=start].iter().filter(|&&c| c != VA_CONT && c != VA_PAD).count();
    // Bytes into the argument, and the sizes of the argument and the load.
    let rel = off - h - start * 8;
    let (skind, ssize) = (sc & TC_KIND, (sc & !TC_KIND) as usize);
    let (lkind, lsize) = (class & TC_KIND, (class & !TC_KIND) as usize);
    let whole = rel == 0 && lsize == ssize;
    let ok = match skind {
        TC_AGG => true,
        // A struct passed as integer eightbytes is read field by field
        // (optimised code loads its int and float members separately); an
        // `int` read of a 64-bit integer gets its low half, as on x86-64
        // (printf("%d", strlen(s)) is common).
        TC_INT if !whole => rel + lsize <= ssize && (lkind == TC_INT || lkind == TC_FLOAT),
        TC_INT | TC_PTR | TC_FLOAT => whole && classes_match(class, sc, false),
        _ => false,
    };
    if ok {
        return None;
    }
    fault(format!("reads variadic argument {}, which was passed as {}", number, class_words(sc)))
}
