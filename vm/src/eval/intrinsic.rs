//! Builtins other than hypercalls: LLVM intrinsics and natives.

use super::fault::{Fault, FaultKind};
use super::interrupt::Visibility;
use super::{native, AccessMode, Chooser, Machine, Step, Stop, VmError};
use crate::abi;
use crate::ir::*;
use crate::memory::*;
use crate::scalar::{bits_of_float, fbin_round, float_of, minmax_num_bits, overflow_bits, round, sext, x87, Round};

impl<'p> Machine<'p> {
    /// Executes a builtin call. Advances the pc unless control moved.
    pub(crate) fn builtin(&mut self, b: Builtin, callee: &'p Function, dst: u32, ret_size: u32, args: &'p [CallArg], ch: &mut dyn Chooser) -> Step {
        match b {
            Builtin::Hyper(h) => return self.hypercall(h, dst, ret_size, args, ch),
            Builtin::Intrinsic(i) => self.intrinsic(i, callee, dst, ret_size, args, ch)?,
            Builtin::Math(id) => self.math_call(id, dst, ret_size, args)?,
            Builtin::FmtFloat => {
                // int __vm_fmt_float(char *buf, int cap, double v, int conv, int prec, int alt),
                // and __vm_fmt_ldouble with a `long double v`
                let buf = self.arg_ptr(args, 0)?;
                let cap = self.arg_int(args, 1)? as i32;
                let v = if args[2].size == 16 {
                    // (A long double's 6 bytes of padding are not read.)
                    let v = self.arg(args, 2)?;
                    self.decide(&v, 10, "an argument of a VM call");
                    v.bits
                } else {
                    self.arg_int(args, 2)?
                };
                let conv = self.arg_int(args, 3)? as u8;
                let prec = self.arg_int(args, 4)? as i32;
                let alt = self.arg_int(args, 5)? != 0;
                let s = if args[2].size == 16 {
                    native::fmt_x87(v & mask(80), conv, prec, alt, self.rounding())
                } else {
                    native::fmt_float(f64::from_bits(v as u64), conv, prec, alt, self.rounding())
                };
                if cap > 0 {
                    let n = (s.len()).min(cap as usize - 1);
                    let mut bytes = s.as_bytes()[..n].to_vec();
                    bytes.push(0);
                    self.write_bytes(buf, &bytes)?;
                }
                self.set_reg(dst, ret_size, Val::int(s.len() as u128))?;
            }
            Builtin::ParseDouble => {
                // double __vm_parse_double(const char *s, size_t *consumed, int *erange),
                // and __vm_parse_ldouble returning a `long double`
                let s = self.arg_ptr(args, 0)?;
                // Only what a number can be made of, as strtod reads it:
                // leading white space, then letters, digits and ".+-()_"
                // (whatever the length; nothing past them, which need not
                // be a string's end, nor past the object where the number
                // ends before it: "1.5x" in a char[4]).
                let space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
                let mut text = Vec::new();
                let mut lead = true;
                let at_end = self.read_until(s, usize::MAX, &mut text, true, |c| {
                    lead &= space(c);
                    !(lead || c.is_ascii_alphanumeric() || b".+-()_".contains(&c))
                })?;
                let (v, n, erange) = if ret_size >= 10 {
                    native::parse_x87(&text, self.rounding())
                } else {
                    let (v, n, erange) = native::parse_double(&text, self.rounding());
                    (v.to_bits() as u128, n, erange)
                };
                if at_end && (n == text.len() || text.iter().all(|&c| space(c))) {
                    // strtod would read on past the object: its fault.
                    self.read_cstr(s, usize::MAX)?;
                }
                let consumed = self.arg_ptr(args, 1)?;
                self.write_scalar(consumed, 8, Val::int(n as u128))?;
                let er = self.arg_ptr(args, 2)?;
                self.write_scalar(er, 4, Val::int(erange as u128))?;
                self.set_reg(dst, ret_size, Val::int(v))?;
            }
            Builtin::SetJmp => {
                let buf = self.arg_ptr(args, 0)?;
                return self.setjmp(buf, dst, ret_size);
            }
            Builtin::LongJmp => {
                let buf = self.arg_ptr(args, 0)?;
                let v = self.arg_int(args, 1)? as u64;
                return self.longjmp(buf, v);
            }
        }
        self.pc += 1;
        Ok(())
    }

    /// The arguments of a float intrinsic on `size`-byte `float`s or
    /// `double`s as terms, if one is symbolic and all are defined.
    fn float_term_args(&self, args: &[CallArg], size: u32) -> Option<Vec<crate::term::Term>> {
        if size != 4 && size != 8 {
            return None;
        }
        let vals: Vec<Val> = args.iter().map(|a| self.operand(a.val, size)).collect::<Result<_, _>>().ok()?;
        let symbolic = vals.iter().any(|v| v.as_term().is_some()) && vals.iter().all(|v| v.defined(size));
        symbolic.then(|| vals.iter().map(|v| v.to_term(size * 8)).collect())
    }

    /// Argument `i` as a value of its own size.
    pub(crate) fn arg(&self, args: &[CallArg], i: usize) -> Result<Val, Stop> {
        let a = args.get(i).ok_or_else(|| Fault::new(FaultKind::Call, format!("missing argument {}", i + 1)))?;
        let v = self.operand(a.val, a.size.min(16))?;
        self.concrete_only(&v, "an argument of an intrinsic or VM call")?;
        Ok(v)
    }

    /// Argument `i` as an integer; an undefined value faults (softly).
    pub(crate) fn arg_int(&mut self, args: &[CallArg], i: usize) -> Result<u128, Stop> {
        if let Some(w) = self.word_arg(args, i) {
            return Ok(w as u128);
        }
        let v = self.arg(args, i)?;
        let size = args[i].size.min(16);
        self.decide(&v, size, "an argument of a VM call");
        Ok(v.bits & mask(size * 8))
    }

    pub(crate) fn arg_ptr(&mut self, args: &[CallArg], i: usize) -> Result<Pointer, Stop> {
        Ok(Pointer(self.arg_int(args, i)? as u64))
    }

    /// Reads a NUL-terminated string (at most `max` bytes).
    pub(crate) fn read_cstr(&mut self, p: Pointer, max: usize) -> Result<Vec<u8>, Stop> {
        let mut out = Vec::with_capacity(32); // names and messages: one allocation
        self.read_cstr_into(p, max, &mut out)?;
        Ok(out)
    }

    /// `read_cstr` appended to `out`.
    pub(crate) fn read_cstr_into(&mut self, p: Pointer, max: usize, out: &mut Vec<u8>) -> Result<(), Stop> {
        self.read_until(p, max, out, false, |c| c == 0).map(|_| ())
    }

    /// The bytes from `p` up to the first one `stop` accepts (not included)
    /// or `max` of them, appended to `out`. The object's end is a fault,
    /// or with `quiet_end` the end of the bytes (the result says so).
    fn read_until(&mut self, p: Pointer, max: usize, out: &mut Vec<u8>, quiet_end: bool, mut stop: impl FnMut(u8) -> bool) -> Result<bool, Stop> {
        let layout = self.layout();
        let place = self.state.heap.resolve(&layout, p, 0, Access::Load).map_err(|e| self.mem_fault(e, p))?;
        if self.segments_active() {
            let n = self.state.heap.get(place.obj).map_or(0, |o| o.size().saturating_sub(place.off));
            self.log_os_access(place, n as u32, false);
        }
        let o = self.state.heap.get(place.obj).unwrap();
        let start = out.len();
        let mut off = place.off;
        loop {
            let n = out.len() - start;
            if off >= o.size() || (p.kind() != PtrKind::Heap && n + p.offset() as usize >= self.slot_limit(p)) {
                if quiet_end {
                    return Ok(true);
                }
                let e = MemFault::Bounds {
                    access: Access::Load,
                    size: 1,
                    offset: p.offset() as i64 + n as i64,
                    obj_size: (o.size()) as u32,
                    kind: None,
                    name: None,
                };
                return Err(self.mem_fault(e, p).into());
            }
            if !o.is_defined(off, 1) {
                return Err(Fault::new(FaultKind::Uninit, "uninitialised byte in a string passed to a VM call".into()).into());
            }
            let c = o.bytes()[off];
            if stop(c) || n >= max {
                break;
            }
            out.push(c);
            off += 1;
        }
        Ok(false)
    }

    fn slot_limit(&self, p: Pointer) -> usize {
        self.prog.data_slot(p.obj(), p.kind() == PtrKind::Const).map(|s| s.size as usize).unwrap_or(0)
    }

    pub(crate) fn write_bytes(&mut self, p: Pointer, bytes: &[u8]) -> Step {
        let layout = self.layout();
        let place = self.state.heap.resolve(&layout, p, bytes.len() as u32, Access::Store).map_err(|e| self.mem_fault(e, p))?;
        if self.segments_active() {
            self.log_os_access(place, bytes.len() as u32, true);
        }
        let o = self.state.heap.get_mut(place.obj).unwrap();
        for (i, &b) in bytes.iter().enumerate() {
            o.write(place.off + i, 1, Val::int(b as u128));
        }
        Ok(())
    }

    pub(crate) fn write_scalar(&mut self, p: Pointer, size: u32, v: Val) -> Step {
        let layout = self.layout();
        let place = self.state.heap.resolve(&layout, p, size, Access::Store).map_err(|e| self.mem_fault(e, p))?;
        if self.segments_active() {
            self.log_os_access(place, size, true);
        }
        self.state.heap.get_mut(place.obj).unwrap().write(place.off, size as usize, v);
        Ok(())
    }

    fn math_call(&mut self, id: u16, dst: u32, ret_size: u32, args: &'p [CallArg]) -> Step {
        let name = MATH[id as usize].0;
        let size = args.first().map(|a| a.size).unwrap_or(8);
        let ty = float_ty(size);
        let a = self.arg(args, 0)?;
        let undef = if a.defined(size) { 0 } else { u128::MAX };
        let x = float_of(ty, a.bits);
        let out: Val = match name {
            // `long double`'s exact functions, in its own precision.
            _ if ty == FTy::X87 && x87::math(name, 0, 0, Round::Nearest).is_some() => {
                let b = if args.len() > 1 { self.arg(args, 1)? } else { Val::int(0) };
                let undef = if b.defined(size) { undef } else { u128::MAX };
                Val { bits: x87::math(name, a.bits, b.bits, self.rounding()).unwrap_or(x87::INDEFINITE), undef, tag: TAG_NONE }
            }
            "ldexp" if ty == FTy::X87 => {
                let e = self.arg_int(args, 1)? as i32;
                Val { bits: x87::ldexp(a.bits, e, self.rounding()), undef, tag: TAG_NONE }
            }
            "ldexp" => {
                let e = self.arg_int(args, 1)? as i32;
                let p = native::ldexp(x, e);
                let bits = match self.rounding() {
                    Round::Nearest => bits_of_float(ty, p),
                    rm => round::ldexp_bits(ty, x, e, p, rm),
                };
                Val { bits, undef, tag: TAG_NONE }
            }
            // fdim: x - y where x > y (the subtraction rounds by the
            // mode), else +0 or NaN, the host's.
            "fdim" if self.rounding() != Round::Nearest && x > float_of(ty, self.arg(args, 1)?.bits) => {
                let b = self.arg(args, 1)?;
                let undef = if b.defined(size) { undef } else { u128::MAX };
                Val { bits: fbin_round(FBinOp::Sub, ty, a.bits, b.bits, self.rounding()), undef, tag: TAG_NONE }
            }
            "frexp" => {
                let (m, e) = if ty == FTy::X87 {
                    x87::frexp(a.bits)
                } else {
                    let (m, e) = native::frexp(x);
                    (bits_of_float(ty, m), e)
                };
                let mv = Val { bits: m, undef, tag: TAG_NONE };
                if args.len() == 1 {
                    // The intrinsic (`__builtin_frexp`) returns {float, i32}:
                    // the exponent follows the value at its alloc size.
                    self.set_reg(dst, size, mv)?;
                    return self.set_reg(dst + size, 4, Val { bits: e as u32 as u128, undef: undef & mask(32), tag: TAG_NONE });
                }
                let p = self.arg_ptr(args, 1)?;
                self.write_scalar(p, 4, Val::int(e as u32 as u128))?;
                mv
            }
            "modf" => {
                let p = self.arg_ptr(args, 1)?;
                let (f, i) = if ty == FTy::X87 {
                    x87::modf(a.bits)
                } else {
                    let (f, i) = native::modf(x);
                    (bits_of_float(ty, f), bits_of_float(ty, i))
                };
                self.write_scalar(p, size, Val::int(i))?;
                Val { bits: f, undef, tag: TAG_NONE }
            }
            "fma" => {
                let (y, z) = (self.arg(args, 1)?.bits, self.arg(args, 2)?.bits);
                Val { bits: round::fma_bits(ty, a.bits, y, z, self.rounding()), undef, tag: TAG_NONE }
            }
            // glibc's fminl/fmaxl (the host's double fmin would pick
            // other operands on ties and NaNs).
            "fmin" | "fmax" if ty == FTy::X87 => {
                let b = self.arg(args, 1)?;
                Val {
                    bits: minmax_num_bits(ty, name == "fmax", a.bits & mask(80), b.bits & mask(80), false, false),
                    undef: a.undef | b.undef,
                    tag: TAG_NONE,
                }
            }
            // (Out of range or NaN: the "integer indefinite" value.)
            "lround" | "llround" | "lrint" | "llrint" if ty == FTy::X87 => {
                let rm = if name.ends_with("rint") { Some(self.rounding()) } else { None };
                let r = x87::trunc_int(x87::round_int(a.bits, rm))
                    .and_then(|(neg, m)| i64::try_from(m).ok().map(|v| if neg { v.wrapping_neg() } else { v }))
                    .unwrap_or(i64::MIN);
                Val { bits: r as u64 as u128, undef, tag: TAG_NONE }
            }
            "lround" | "llround" => Val { bits: native::lround(x) as u64 as u128, undef, tag: TAG_NONE },
            "lrint" | "llrint" => Val { bits: round::lrint(x, self.rounding()) as u64 as u128, undef, tag: TAG_NONE },
            // The host computes in its own mode, round to nearest.
            "sqrt" if self.rounding() != Round::Nearest => Val { bits: round::sqrt_bits(ty, a.bits, self.rounding()), undef, tag: TAG_NONE },
            "rint" | "nearbyint" => Val { bits: bits_of_float(ty, round::rint(x, self.rounding())), undef, tag: TAG_NONE },
            _ => {
                let b = if args.len() > 1 { self.arg(args, 1)? } else { Val::int(0) };
                let undef = if b.defined(size) { undef } else { u128::MAX };
                // x87 and `half` values computed in double, then rounded
                // (correctly for sqrt and the exact functions, scalar/half.rs).
                let bits = if matches!(ty, FTy::X87 | FTy::F16) {
                    let r = native::math(id, 8, x.to_bits(), float_of(ty, b.bits).to_bits())
                        .ok_or_else(|| VmError::Unsupported { what: format!("math function {}", name), at: String::new() })?;
                    bits_of_float(ty, f64::from_bits(r))
                } else {
                    native::math(id, size, a.bits as u64, b.bits as u64)
                        .ok_or_else(|| VmError::Unsupported { what: format!("math function {}", name), at: String::new() })?
                        as u128
                };
                Val { bits, undef, tag: TAG_NONE }
            }
        };
        self.set_reg(dst, ret_size, out)
    }

    fn intrinsic(&mut self, i: Intrinsic, callee: &'p Function, dst: u32, ret_size: u32, args: &'p [CallArg], ch: &mut dyn Chooser) -> Step {
        use Intrinsic as I;
        let size = args.first().map(|a| a.size.min(16)).unwrap_or(0);
        let w = size * 8;
        let m = mask(w);
        if self.cfg.solver.is_some() && self.intrinsic_term(i, dst, ret_size, args)? {
            return Ok(());
        }
        match i {
            I::Nop => {}
            I::Identity => {
                let v = self.arg(args, 0)?;
                self.set_reg(dst, ret_size, v)?;
            }
            I::ThreadLocal => {
                let p = self.arg_ptr(args, 0)?;
                let slot = p.obj() & !TLS_SLOT;
                let base = match self.prog.tls.slots.get(slot as usize) {
                    Some(s) if p.kind() == PtrKind::Global && p.obj() & TLS_SLOT != 0 => s.base,
                    _ => return Err(Fault::new(FaultKind::Pointer, "llvm.threadlocal.address of a non-thread-local pointer".into()).into()),
                };
                let block = Pointer(self.state.ctl[abi::CR_TLS]);
                if block.kind() != PtrKind::Heap || self.state.heap.get(block.obj()).is_none() {
                    return Err(Fault::new(FaultKind::Pointer, "no __thread block for the running thread (control register TLS)".into()).into());
                }
                let at = Pointer::heap(block.obj()).add(base as i64 + p.offset() as i64);
                self.set_reg(dst, 8, Val::ptr(at))?;
            }
            I::Memcpy | I::Memmove => {
                let d = self.arg_ptr(args, 0)?;
                let s = self.arg_ptr(args, 1)?;
                let n = self.sized_arg(args, 2, "the length of a memcpy", ch)? as u64;
                self.mem_copy(d, s, n, i == I::Memcpy)?;
            }
            I::Memset => {
                let d = self.arg_ptr(args, 0)?;
                let n = self.sized_arg(args, 2, "the length of a memset", ch)? as u64;
                self.poll_stop_before(n)?;
                // A symbolic byte fills as symbolic bytes.
                let v = match args.get(1).map(|a| self.operand(a.val, 1)).transpose()?.and_then(|v| v.as_term()) {
                    Some(t) => Val::term(crate::term::fit(t, 8)),
                    None => self.arg(args, 1)?,
                };
                if n > 0 {
                    let Some(place) = self.access(d, n as u32, Access::Store, AccessMode { visible: callee_instrumented(self), atomic: false })?
                    else {
                        return Ok(());
                    };
                    let o = self.state.heap.get_mut(place.obj).unwrap();
                    if v.tag == TAG_TERM {
                        for k in 0..n as usize {
                            o.write(place.off + k, 1, v);
                        }
                    } else {
                        o.fill(place.off, n as usize, v.bits as u8, v.undef as u8);
                    }
                }
            }
            I::StackSave => {
                let n = self.dyn_alloca_count()?;
                self.set_reg(dst, ret_size, Val::int(n as u128))?;
            }
            I::ReturnAddress | I::FrameAddress => {
                let level = self.arg_int(args, 0)?;
                let frame = self.frame_obj()?;
                let word = match (i, level) {
                    // Where the caller resumes, as its frame recorded at
                    // the call: distinct per call site. A frame without a
                    // caller (a thread's first) gets its own function's
                    // address, so the result is never null.
                    (I::ReturnAddress, 0) => {
                        let parent = Pointer(frame.pointer_at(FRAME_PARENT as usize));
                        let caller = (parent.kind() == PtrKind::Heap && !parent.is_null()).then(|| self.state.heap.get(parent.obj())).flatten();
                        let pc = caller.map(|o| Pointer(o.pointer_at(FRAME_PC as usize)));
                        pc.filter(|p| p.kind() == PtrKind::Code).unwrap_or(Pointer::code(self.func, 0)).0
                    }
                    (I::FrameAddress, 0) => {
                        // The frame's address leaves the machine.
                        self.state.heap.expose_frames();
                        Pointer::heap(self.frame).0
                    }
                    // Outer frames are not walked: null, which programs
                    // must accept (GCC documents it for levels above 0).
                    _ => 0,
                };
                let v = if word == 0 { Val::int(0) } else { Val::ptr(Pointer(word)) };
                self.set_reg(dst, ret_size, v)?;
            }
            I::StackRestore => {
                let n = self.arg(args, 0)?.u64();
                self.dyn_alloca_restore(n)?;
            }
            I::VaStart => {
                let ap = self.arg_ptr(args, 0)?;
                let va = self.frame_obj()?.read(FRAME_VARARGS as usize, 8);
                if !va.is_ptr() {
                    return Err(Fault::new(FaultKind::Call, "va_start in a function without variadic arguments".into()).into());
                }
                // gp_offset = 48 and fp_offset = 176: registers exhausted, so
                // clang's va_arg reads everything from the overflow area.
                self.write_scalar(ap, 4, Val::int(48))?;
                self.write_scalar(ap.add(4), 4, Val::int(176))?;
                // The arguments start after the area's header (its first u32).
                let vp = Pointer(va.u64());
                let h = self.state.heap.get(vp.obj()).map(|o| o.read(0, 4).bits as i64).unwrap_or(0);
                self.write_scalar(ap.add(8), 8, Val::ptr(vp.add(h)))?;
                self.write_scalar(ap.add(16), 8, Val::int(0))?;
            }
            I::VaEnd => {}
            I::VaCopy => {
                let d = self.arg_ptr(args, 0)?;
                let s = self.arg_ptr(args, 1)?;
                self.mem_copy(d, s, 24, true)?;
            }
            I::Trap => return Err(Fault::new(FaultKind::Trap, "llvm.trap executed".into()).into()),
            I::Overflow(op) | I::Sat(op) => {
                let a = self.arg(args, 0)?;
                let b = self.arg(args, 1)?;
                let (x, y) = (a.bits & m, b.bits & m);
                let (r, ovf, sat) = overflow_bits(op, w, x, y);
                let undef = if (a.undef | b.undef) & m != 0 { u128::MAX } else { 0 };
                if matches!(i, I::Sat(_)) {
                    let v = if ovf { sat } else { r };
                    self.set_reg(dst, ret_size, Val { bits: v, undef, tag: TAG_NONE })?;
                } else {
                    // {iN, i1}: the flag follows the value at its alloc size.
                    let vsize = size;
                    self.set_reg(dst, vsize, Val { bits: r, undef, tag: TAG_NONE })?;
                    self.set_reg(dst + vsize, 1, Val { bits: ovf as u128, undef: undef & 1, tag: TAG_NONE })?;
                }
            }
            I::Ctpop | I::Ctlz | I::Cttz | I::Bswap | I::Bitreverse | I::Abs => {
                let a = self.arg(args, 0)?;
                let x = a.bits & m;
                if matches!(i, I::Abs) && x == 1 << (w - 1) && a.undef & m == 0 {
                    self.abs_overflow(args, w)?;
                }
                let r: u128 = match i {
                    I::Ctpop | I::Ctlz | I::Cttz => count_bits(i, x, w),
                    I::Bswap => x.swap_bytes() >> (128 - w),
                    I::Bitreverse => x.reverse_bits() >> (128 - w),
                    _ => (sext(x, w).unsigned_abs()) & m,
                };
                let undef = if a.undef & m != 0 { u128::MAX } else { 0 };
                self.set_reg(dst, ret_size, Val { bits: r & m, undef, tag: TAG_NONE })?;
            }
            I::SMax | I::SMin | I::UMax | I::UMin | I::Ucmp | I::Scmp => {
                let a = self.arg(args, 0)?;
                let b = self.arg(args, 1)?;
                let (x, y) = (a.bits & m, b.bits & m);
                let (sx, sy) = (sext(x, w), sext(y, w));
                let r = match i {
                    I::SMax => {
                        if sx >= sy {
                            x
                        } else {
                            y
                        }
                    }
                    I::SMin => {
                        if sx <= sy {
                            x
                        } else {
                            y
                        }
                    }
                    I::UMax => x.max(y),
                    I::UMin => x.min(y),
                    I::Ucmp => ord_bits(x.cmp(&y), ret_size),
                    _ => ord_bits(sx.cmp(&sy), ret_size),
                };
                let undef = if (a.undef | b.undef) & m != 0 { u128::MAX } else { 0 };
                self.set_reg(dst, ret_size, Val { bits: r, undef, tag: TAG_NONE })?;
            }
            I::Fshl | I::Fshr => {
                let a = self.arg(args, 0)?.bits & m;
                let b = self.arg(args, 1)?.bits & m;
                let s = (self.arg(args, 2)?.bits & m) % w as u128;
                let s = s as u32;
                let r = if s == 0 {
                    if i == I::Fshl {
                        a
                    } else {
                        b
                    }
                } else if i == I::Fshl {
                    ((a << s) | (b >> (w - s))) & m
                } else {
                    ((a << (w - s)) | (b >> s)) & m
                };
                self.set_reg(dst, ret_size, Val::int(r))?;
            }
            I::Math(id) => self.math_call(id, dst, ret_size, args)?,
            I::FMulAdd | I::FAbs | I::CopySign if self.float_term_args(args, size).is_some() => {
                let (ts, w) = (self.float_term_args(args, size).unwrap_or_default(), size * 8);
                let sign = crate::term::constant(w, 1 << (w - 1));
                let magnitude = |t| crate::term::bin(BinOp::And, t, crate::term::constant(w, mask(w) >> 1));
                let r = match (i, &ts[..]) {
                    // (unfused, as below)
                    (I::FMulAdd, &[a, b, c]) => {
                        crate::term::fbin(FBinOp::Add, self.rounding(), crate::term::fbin(FBinOp::Mul, self.rounding(), a, b), c)
                    }
                    (I::FAbs, &[a]) => magnitude(a),
                    (I::CopySign, &[a, b]) => crate::term::bin(BinOp::Or, magnitude(a), crate::term::bin(BinOp::And, b, sign)),
                    _ => {
                        return Err(VmError::Unsupported { what: format!("a symbolic value as an argument of {:?}", i), at: self.here_text() }.into())
                    }
                };
                self.set_reg(dst, ret_size, Val::term(r))?;
            }
            I::FMulAdd | I::Fma => {
                let ty = float_ty(size);
                let (a, b, c) = (self.arg(args, 0)?.bits, self.arg(args, 1)?.bits, self.arg(args, 2)?.bits);
                let rm = self.rounding();
                // Without FMA instructions (x86-64's baseline) `fmuladd`
                // is a multiplication and an addition, each rounded.
                let r = if i == I::Fma {
                    round::fma_bits(ty, a, b, c, rm)
                } else {
                    fbin_round(FBinOp::Add, ty, fbin_round(FBinOp::Mul, ty, a, b, rm), c, rm)
                };
                self.set_reg(dst, ret_size, Val::int(r))?;
            }
            I::Powi => {
                // As compiler-rt's __powidf2, which native code calls:
                // square and multiply, each product rounded, then the
                // reciprocal for a negative exponent.
                let ty = float_ty(size);
                let av = self.arg(args, 0)?;
                let n = self.arg_int(args, 1)? as i32;
                let rm = self.rounding();
                let one = bits_of_float(ty, 1.0);
                let (mut x, mut r, mut k) = (av.bits & m, one, n);
                loop {
                    if k & 1 != 0 {
                        r = fbin_round(FBinOp::Mul, ty, r, x, rm);
                    }
                    k /= 2;
                    if k == 0 {
                        break;
                    }
                    x = fbin_round(FBinOp::Mul, ty, x, x, rm);
                }
                if n < 0 {
                    r = fbin_round(FBinOp::Div, ty, one, r, rm);
                }
                self.set_reg(dst, ret_size, Val { bits: r, undef: av.undef, tag: TAG_NONE })?;
            }
            I::MinNum | I::MaxNum => {
                let ty = float_ty(size);
                let (a, b) = (self.arg(args, 0)?, self.arg(args, 1)?);
                // (Which operands are literal constants decides ties natively.)
                let konst = |k: usize| matches!(args[k].val, Operand::Imm(_) | Operand::Const(_));
                let bits = minmax_num_bits(ty, i == I::MaxNum, a.bits & m, b.bits & m, konst(0), konst(1));
                self.set_reg(dst, ret_size, Val { bits, undef: a.undef | b.undef, tag: TAG_NONE })?;
            }
            I::FAbs | I::CopySign | I::Minimum | I::Maximum if float_ty(size) == FTy::X87 => {
                let av = self.arg(args, 0)?;
                let b = if args.len() > 1 { self.arg(args, 1)?.bits } else { 0 };
                let bits = match i {
                    I::FAbs => x87::abs(av.bits),
                    I::CopySign => x87::copysign(av.bits, b),
                    _ => x87::minimum(av.bits, b, i == I::Maximum),
                };
                self.set_reg(dst, ret_size, Val { bits, undef: av.undef, tag: TAG_NONE })?;
            }
            I::FAbs | I::CopySign | I::Minimum | I::Maximum => {
                let ty = float_ty(size);
                let av = self.arg(args, 0)?;
                let a = float_of(ty, av.bits);
                let b = if args.len() > 1 { float_of(ty, self.arg(args, 1)?.bits) } else { 0.0 };
                // minimum/maximum order -0 below +0 (LLVM's rule); a NaN
                // operand gives a NaN.
                let below = |x: f64, y: f64| x < y || (x == y && x.is_sign_negative());
                let r = match i {
                    I::FAbs => a.abs(),
                    I::CopySign => a.copysign(b),
                    _ if a.is_nan() || b.is_nan() => f64::NAN,
                    I::Minimum => {
                        if below(a, b) {
                            a
                        } else {
                            b
                        }
                    }
                    _ => {
                        if below(a, b) {
                            b
                        } else {
                            a
                        }
                    }
                };
                let bits = if ty == FTy::F32 { (r as f32).to_bits() as u128 } else { bits_of_float(ty, r) };
                self.set_reg(dst, ret_size, Val { bits, undef: av.undef, tag: TAG_NONE })?;
            }
            I::IsFpClass => {
                let ty = float_ty(size);
                let a = self.arg(args, 0)?.bits;
                let x = float_of(ty, a);
                let test = self.arg_int(args, 1)? as u32;
                // (an x87 value past double's range or precision is
                // classed by its bits)
                let (nan, inf, zero, sub, neg) = match ty {
                    FTy::X87 => {
                        let nan = x87::is_nan(a);
                        let inf = (a >> 64) & 0x7fff == 0x7fff && !nan;
                        (nan, inf, x87::is_zero(a), x87::is_subnormal(a), (a >> 79) & 1 == 1)
                    }
                    // (an f32 or f16 subnormal widened to f64 is a normal double)
                    FTy::F16 => (x.is_nan(), x.is_infinite(), x == 0.0, crate::scalar::half::is_subnormal(a as u16), x.is_sign_negative()),
                    FTy::F32 => (x.is_nan(), x.is_infinite(), x == 0.0, (x as f32).is_subnormal(), x.is_sign_negative()),
                    FTy::F64 => (x.is_nan(), x.is_infinite(), x == 0.0, x.is_subnormal(), x.is_sign_negative()),
                };
                let class = match (neg, nan, inf, zero, sub) {
                    (_, true, ..) => 0b11, // snan | qnan (approximate: any NaN)
                    (true, _, true, ..) => 1 << 2,
                    (false, _, true, ..) => 1 << 9,
                    (true, _, _, true, _) => 1 << 5,
                    (false, _, _, true, _) => 1 << 6,
                    (true, .., true) => 1 << 4,
                    (false, .., true) => 1 << 7,
                    (true, ..) => 1 << 3,
                    (false, ..) => 1 << 8,
                };
                self.set_reg(dst, 1, Val::int((class & test != 0) as u128))?;
            }
            I::ObjectSize => {
                let min = self.arg_int(args, 1)? != 0;
                let v = if min { 0 } else { mask(ret_size * 8) };
                self.set_reg(dst, ret_size, Val::int(v))?;
            }
            I::IsConstant => self.set_reg(dst, ret_size, Val::int(0))?,
            I::GetRounding => {
                // C17 5.2.4.2.2: 0 toward zero, 1 to nearest, 2 upward, 3 downward.
                let r = match self.rounding() {
                    Round::Zero => 0,
                    Round::Nearest => 1,
                    Round::Up => 2,
                    Round::Down => 3,
                };
                self.set_reg(dst, ret_size, Val::int(r))?;
            }
            I::PtrMask => {
                // Objects start maximally aligned, so masking the offset
                // aligns as masking the address does; a mask's high bits
                // (clearing a tag above a native address's 48 bits) leave
                // the object part alone.
                let (p, k) = (self.arg(args, 0)?, self.arg(args, 1)?);
                self.concrete_only(&p, "the pointer of llvm.ptrmask")?;
                self.concrete_only(&k, "the mask of llvm.ptrmask")?;
                let bits = p.u64() & (!0xffff_ffff | k.bits as u64);
                let undef = if p.undef & mask(64) != 0 || k.undef & mask(64) != 0 { u128::MAX } else { 0 };
                self.set_reg(dst, 8, Val { bits: bits as u128, undef, tag: p.tag })?;
            }
        }
        let _ = callee;
        Ok(())
    }

    /// memcpy/memmove with shadows, as one visible action.
    pub(crate) fn mem_copy(&mut self, d: Pointer, s: Pointer, n: u64, overlap_is_error: bool) -> Step {
        if n == 0 {
            return Ok(());
        }
        if n > u32::MAX as u64 {
            return Err(Fault::new(FaultKind::Bounds, format!("copy of {} bytes", n)).into());
        }
        self.poll_stop_before(n)?;
        let visible = callee_instrumented(self);
        let layout = self.layout();
        let sp = self.state.heap.resolve(&layout, s, n as u32, Access::Load).map_err(|e| self.mem_fault(e, s))?;
        let Some((dp, mut seen)) = self.access_seen(d, n as u32, Access::Store, AccessMode { visible, atomic: false })? else { return Ok(()) };
        // The copy's one action reads the source too: a shared source
        // makes it visible even when the destination is private (a shared
        // struct copied into a local), or another thread's write could
        // never come between the copy and what the thread did before it.
        if visible && seen == Visibility::Silent && !self.segments_active() {
            match self.visibility(sp.obj) {
                Visibility::Fires => {
                    self.interrupt()?;
                    return Ok(());
                }
                v => seen = v,
            }
        }
        // The source's read is part of the copy's one action.
        if self.segments_active() {
            self.segment_access(sp, n as u32, false, AccessMode { visible, atomic: false })?;
        }
        if self.cfg.record_accesses {
            self.note_access(sp, n as u32, false, false, seen == Visibility::First);
        }
        if dp.obj == sp.obj {
            let (a, b) = (dp.off, sp.off);
            if overlap_is_error && a < b + n as usize && b < a + n as usize && a != b {
                return Err(Fault::new(FaultKind::Bounds, format!("{} between overlapping ranges", self.copying_call())).into());
            }
            self.state.heap.get_mut(dp.obj).unwrap().copy_within(a, b, n as usize);
        } else {
            let (dst, src) = self.state.heap.get_two_mut(dp.obj, sp.obj).unwrap();
            dst.copy_from(dp.off, src, sp.off, n as usize);
        }
        self.share_object_targets(dp.obj);
        let _ = abi::CF_KERNEL;
        Ok(())
    }
}

impl Machine<'_> {
    /// The call a faulting copy belongs to, as the program wrote it: the
    /// runtime function that user code called (strcpy, strcat, wcscpy copy
    /// with memcpy inside), else memcpy itself.
    fn copying_call(&self) -> &str {
        let mut name = "memcpy";
        for fi in self.points_from(self.frame, Some(super::FrameInfo { func: self.func, pc: self.pc })) {
            let f = &self.prog.functions[fi.func as usize];
            if f.origin == Origin::User {
                break;
            }
            name = &f.name;
        }
        name
    }
}

/// Intrinsic memory operations count as visible only in instrumented code.
fn callee_instrumented(m: &Machine) -> bool {
    m.prog.functions[m.func as usize].instrumented
}

fn ord_bits(o: std::cmp::Ordering, size: u32) -> u128 {
    match o {
        std::cmp::Ordering::Less => mask(size * 8),
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }
}

/// `llvm.ctpop`, `llvm.ctlz` or `llvm.cttz` of the `w`-bit value `x` (its
/// higher bits clear); a zero's count is `w` either way, as the VM
/// defines the `is_zero_poison` case.
pub(crate) fn count_bits(i: Intrinsic, x: u128, w: u32) -> u128 {
    (match i {
        Intrinsic::Ctpop => x.count_ones(),
        Intrinsic::Ctlz => x.leading_zeros() - (128 - w),
        _ if x == 0 => w,
        _ => x.trailing_zeros(),
    }) as u128
}

/// The float format of a `size`-byte operand of a libm call or float
/// intrinsic: `half`, `float`, x87 `long double` (16 bytes) or `double`.
fn float_ty(size: u32) -> FTy {
    match size {
        2 => FTy::F16,
        4 => FTy::F32,
        16 => FTy::X87,
        _ => FTy::F64,
    }
}
