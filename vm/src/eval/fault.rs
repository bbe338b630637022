//! Guest faults: classification, messages, and handing them to the OS.

use super::{FrameInfo, Machine, Stop, Trace, VmError};
use crate::abi;
use crate::ir::{FuncId, FRAME_PC};
use crate::memory::{MemFault, Pointer, Val};

/// Most frames a backtrace lists (a stack overflow, at `Config::stack_limit`
/// calls, has more).
pub const BACKTRACE_LIMIT: usize = 10_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultKind {
    Bounds,
    Pointer,
    Freed,
    Free,
    Const,
    Uninit,
    Arith,
    /// Signed integer overflow (SV-COMP's `no-overflow`): an `nsw`
    /// operation with `Config::ub_overflow`, or INT_MIN / -1.
    Overflow,
    Call,
    Unreachable,
    Hypercall,
    Stack,
    Trap,
    /// Undefined behaviour with pointers and memory: misaligned access,
    /// relational comparison across objects, va_arg misuse.
    Undefined,
    /// A call whose arguments or result do not match the callee's type, or
    /// through a pointer that is not a function.
    BadCall,
}

impl FaultKind {
    /// The number passed to FAULT_HANDLER (hypercalls.h `_VM_F_*`).
    pub fn code(self) -> u32 {
        match self {
            FaultKind::Bounds => abi::F_BOUNDS,
            FaultKind::Pointer => abi::F_POINTER,
            FaultKind::Freed => abi::F_FREED,
            FaultKind::Free => abi::F_FREE,
            FaultKind::Const => abi::F_CONST,
            FaultKind::Uninit => abi::F_UNINIT,
            FaultKind::Arith | FaultKind::Overflow => abi::F_ARITH,
            FaultKind::Call => abi::F_CALL,
            FaultKind::Unreachable => abi::F_UNREACHABLE,
            FaultKind::Hypercall => abi::F_HYPERCALL,
            FaultKind::Stack => abi::F_STACK,
            FaultKind::Trap => abi::F_ASSERT,
            FaultKind::Undefined => abi::F_POINTER,
            FaultKind::BadCall => abi::F_CALL,
        }
    }

    /// The error kind of the report (DESIGN §5).
    pub fn report_kind(self) -> &'static str {
        match self {
            FaultKind::Bounds
            | FaultKind::Pointer
            | FaultKind::Freed
            | FaultKind::Free
            | FaultKind::Const
            | FaultKind::Stack
            | FaultKind::Undefined
            | FaultKind::BadCall => "memory",
            FaultKind::Uninit => "uninit",
            FaultKind::Arith | FaultKind::Overflow => "arith",
            FaultKind::Trap => "assert",
            FaultKind::Call | FaultKind::Unreachable | FaultKind::Hypercall => "other",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Fault {
    pub kind: FaultKind,
    pub message: String,
}

impl Fault {
    pub fn new(kind: FaultKind, message: String) -> Fault {
        Fault { kind, message }
    }
}

impl<'p> Machine<'p> {
    /// Turns a memory error into a fault, naming the allocation site.
    pub(crate) fn mem_fault(&self, e: MemFault, p: Pointer) -> Fault {
        let kind = match &e {
            MemFault::Null { .. } | MemFault::Invalid { .. } | MemFault::Code { .. } => FaultKind::Pointer,
            MemFault::Freed { .. } => FaultKind::Freed,
            MemFault::Bounds { .. } => FaultKind::Bounds,
            MemFault::ConstStore { .. } => FaultKind::Const,
        };
        if let (MemFault::Bounds { .. }, crate::memory::PtrKind::Heap) = (&e, p.kind()) {
            if let crate::memory::Slot::Live(o) = self.state.heap.slot(p.obj()) {
                if o.kind == crate::memory::ObjKind::VarArgs {
                    let n = super::control::va_count(o);
                    let passed = match n {
                        0 => "no variadic arguments were passed".to_string(),
                        1 => "1 was passed".to_string(),
                        n => format!("{} were passed", n),
                    };
                    return Fault::new(kind, format!("undefined behaviour: va_arg reads past the last variadic argument ({})", passed));
                }
            }
        }
        let mut message = e.to_string();
        if matches!(e, MemFault::Bounds { .. } | MemFault::Freed { .. }) && p.kind() == crate::memory::PtrKind::Heap {
            let (site, obj) = match self.state.heap.slot(p.obj()) {
                crate::memory::Slot::Live(o) => (o.site, o.kind),
                crate::memory::Slot::Freed { site, kind, .. } => (*site, *kind),
                _ => (0, crate::memory::ObjKind::Heap),
            };
            let loc = self.site_loc(site);
            if loc.file != u32::MAX {
                let made = if obj == crate::memory::ObjKind::Alloca { "declared" } else { "allocated" };
                message.push_str(&format!(" ({} at {}:{})", made, self.prog.file_name(loc), loc.line));
            }
        }
        Fault::new(kind, message)
    }

    /// The chain of frames from `frame` outwards, at most `BACKTRACE_LIMIT`
    /// of them; the innermost uses `pc`.
    pub(crate) fn backtrace_from(&self, frame: u32, innermost: Option<FrameInfo>) -> Vec<FrameInfo> {
        self.points_from(frame, innermost).collect()
    }

    /// `backtrace_from` as it walks, allocating nothing.
    pub(crate) fn points_from(&self, frame: u32, innermost: Option<FrameInfo>) -> impl Iterator<Item = FrameInfo> + '_ {
        self.framed_points_from(frame, innermost).map(|(_, info)| info)
    }

    /// The frames of `backtrace_from` with the object of each (for a
    /// debugger, which reads their variables), innermost first.
    pub(crate) fn frames_with_points(&self, frame: u32, innermost: Option<FrameInfo>) -> Vec<(u32, FrameInfo)> {
        self.framed_points_from(frame, innermost).collect()
    }

    fn framed_points_from(&self, frame: u32, innermost: Option<FrameInfo>) -> impl Iterator<Item = (u32, FrameInfo)> + '_ {
        let (mut fr, mut first, mut child) = (frame, true, self.func);
        std::iter::from_fn(move || {
            while fr != 0 {
                let o = self.state.heap.get(fr)?;
                let pc = Pointer(o.pointer_at(FRAME_PC as usize));
                let info = match (first, innermost) {
                    (true, Some(i)) => i,
                    (true, None) => FrameInfo { func: pc.obj(), pc: pc.offset() },
                    _ => self.caller_point(child, pc),
                };
                child = info.func;
                first = false;
                let parent = Pointer(o.read(8, 8).u64());
                let this = fr;
                fr = if parent.kind() == crate::memory::PtrKind::Heap { parent.obj() } else { 0 };
                if (info.func as usize) < self.prog.functions.len() {
                    return Some((this, info));
                }
            }
            None
        })
        .take(BACKTRACE_LIMIT)
    }

    /// Where a parent frame stands, from the continuation it saved when
    /// `child` was entered: after a call that is the op after the call, so
    /// the call is one op back; an interrupted frame saved the very op that
    /// will run next.
    pub(crate) fn caller_point(&self, child: FuncId, saved: Pointer) -> FrameInfo {
        let handler = Pointer(self.state.ctl[abi::CR_INTERRUPT_HANDLER]);
        let interrupted = handler.kind() == crate::memory::PtrKind::Code && handler.obj() == child;
        FrameInfo { func: saved.obj(), pc: if interrupted { saved.offset() } else { saved.offset().saturating_sub(1) } }
    }

    /// The frames of a stack suspended at `frame` (a thread's saved
    /// continuation, between edges), innermost first: what a debugger
    /// shows for a thread that is not running.
    pub fn suspended_backtrace(&self, frame: u32) -> Vec<FrameInfo> {
        self.backtrace_from(frame, None)
    }

    /// The current backtrace, innermost first.
    pub(crate) fn backtrace(&self) -> Vec<FrameInfo> {
        self.backtrace_from(self.frame, Some(FrameInfo { func: self.func, pc: self.pc }))
    }

    /// `bt` for an error report: after main returned (the OS exits with
    /// its status), a backtrace with no user frame left starts at main's
    /// return, the only user code left to name.
    pub(crate) fn located_after_main(&self, mut bt: Vec<FrameInfo>) -> Vec<FrameInfo> {
        let user = |fi: &FrameInfo| self.prog.functions.get(fi.func as usize).is_some_and(|f| f.origin == crate::ir::Origin::User);
        if let Some(at) = self.main_return.filter(|_| !bt.iter().any(user)) {
            bt.insert(0, at);
        }
        bt
    }

    pub(crate) fn push_trace(&mut self, kind: u32, bytes: Vec<u8>, backtrace: Vec<FrameInfo>) {
        self.edge.traces.push(Trace { kind, bytes, backtrace });
    }

    /// Hands a fault to the OS: attach the FAULT trace, then call
    /// FAULT_HANDLER(kind, frame, pc) in kernel mode on top of the faulting
    /// frame. If the handler returns, execution continues after the faulting
    /// instruction. `completed_at`: the instruction (at this pc) already ran.
    pub(crate) fn raise(&mut self, mut fault: Fault, completed_at: Option<u32>) -> Result<(), VmError> {
        if fault.kind == FaultKind::Uninit {
            if let Some(fi) = self.undef_return {
                let loc = self.loc_of(fi);
                let name = &self.prog.functions[fi.func as usize].name;
                fault.message.push_str(&format!(
                    " (earlier on this path '{}' returned an undefined value at {}:{}: it reached the end of a non-void function without a return statement, or returned an uninitialised variable)",
                    name,
                    self.prog.file_name(loc),
                    loc.line
                ));
            }
        }
        let completed = completed_at.is_some();
        let at = completed_at.unwrap_or(self.pc);
        let bt = self.located_after_main(self.backtrace_from(self.frame, Some(FrameInfo { func: self.func, pc: at })));
        let text = format!("{}: {}", fault.kind.report_kind(), fault.message);
        let handler = Pointer(self.state.ctl[abi::CR_FAULT_HANDLER]);
        let in_handler = self.flags() & abi::CF_KERNEL != 0 && self.in_fault_handler();
        self.push_trace(abi::T_FAULT, text.clone().into_bytes(), bt);
        self.edge.fault.get_or_insert(fault.kind);
        let Ok(hf) = self.code_target(handler) else {
            return Err(VmError::UnhandledFault(format!("{} at {}", text, self.location_text(FrameInfo { func: self.func, pc: self.pc }))));
        };
        if in_handler {
            return Err(VmError::UnhandledFault(format!("{} (inside the fault handler)", text)));
        }
        // Continuation: for a completed instruction the pc already moved on.
        let cont = if completed { self.pc } else { self.pc + 1 };
        let fault_pc = Pointer::code(self.func, at);
        self.pc = cont;
        let frame_ptr = Pointer::heap(self.frame);
        self.state.heap.expose_frames();
        self.state.ctl[abi::CR_FLAGS] |= abi::CF_KERNEL;
        self.push_frame(hf, &[Val::int(fault.kind.code() as u128), Val::ptr(frame_ptr), Val::ptr(fault_pc)], 0).map_err(|s| match s {
            Stop::Vm(e) => e,
            Stop::Fault(f) => VmError::UnhandledFault(f.message),
            Stop::Pause => VmError::InvalidProgram("a choice while entering the fault handler".into()),
        })
    }

    fn in_fault_handler(&self) -> bool {
        let handler = Pointer(self.state.ctl[abi::CR_FAULT_HANDLER]);
        self.backtrace().iter().any(|fi| fi.func == handler.obj() && handler.kind() == crate::memory::PtrKind::Code)
    }
}
