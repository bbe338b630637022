//! Lowering one LLVM function into the flat `Op` form.

use super::consts::{self, Image, Symbols};
use super::fold::{gep_index_extensions, identity_casts};
use super::promote::{forwarding, parameter_variables, promotable, Uses};
use super::subscript::{is_last_field, Subscripts};
use super::types::{field_offset, field_type, layout, store_size};
use super::Files;
use super::LowerError;
use crate::ir::*;
use either::Either;
use llvm_ir::instruction as I;
use llvm_ir::terminator as T;
use llvm_ir::types::{FPType, Typed};
use llvm_ir::{Constant, ConstantRef, Instruction, Name, Terminator, Type, TypeRef};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

mod asm;
mod constrained;
mod vector;
pub(super) use vector::is_movemask;

pub struct FnCx<'a> {
    pub syms: &'a Symbols<'a>,
    pub consts: &'a mut DataImage,
    pub files: &'a mut Files,
    pub instrumented: bool,
    /// Check array subscripts against their C types' bounds
    /// (`lower::subscript`: unoptimised user code).
    pub check_subscripts: bool,
    subscripts: Option<Subscripts>,
    regs: HashMap<Name, (u32, u32)>,
    frame_size: u32,
    f: Function,
    /// (pred block, succ block) -> moves index
    edge_moves: HashMap<(usize, usize), u32>,
    block_index: HashMap<Name, usize>,
    cur_loc: Loc,
    /// For `__VERIFIER_atomic_*` functions: the function to call before `ret`.
    atomic_end: Option<u32>,
    calls_setjmp: bool,
    /// Promoted stack variables: alloca name -> (value slot, size).
    promoted: HashMap<Name, (u32, u32)>,
    /// `sext`s and `zext`s folded into the GEP after them: result ->
    /// (extended operand, signed) (`fold::gep_index_extensions`).
    index_ext: HashMap<Name, (llvm_ir::Operand, bool)>,
    /// Casts whose result shares its operand's register, emitting no op:
    /// result -> operand (`fold::identity_casts`).
    same_reg: HashMap<Name, Name>,
    /// Temporaries made so far (`temp`).
    temps: u32,
    /// The end of the last vector register: its lanes are read a word at
    /// a time too, so the frame reaches a word past it.
    lane_end: u32,
    /// Loop headers, by block (`Op::Cfl` starts them).
    header: Vec<bool>,
}

type R<T> = Result<T, LowerError>;

fn ty_of(op: &llvm_ir::Operand, syms: &Symbols) -> TypeRef {
    op.get_type(syms.types)
}

/// Integer width of a scalar integer or pointer type, if it is one.
fn int_width(ty: &Type) -> Option<u8> {
    match ty {
        Type::IntegerType { bits } if *bits <= 128 => Some(*bits as u8),
        Type::PointerType { .. } => Some(64),
        _ => None,
    }
}

fn fp_ty(ty: &Type) -> Option<FTy> {
    match ty {
        Type::FPType(FPType::Half) => Some(FTy::F16),
        Type::FPType(FPType::Single) => Some(FTy::F32),
        Type::FPType(FPType::Double) => Some(FTy::F64),
        Type::FPType(FPType::X86_FP80) => Some(FTy::X87),
        _ => None,
    }
}

/// `fp_ty`, or the error for `what` on a type without one: `bfloat`
/// (`__bf16`) and the other formats divm has no arithmetic for.
fn fp_ty_for(ty: &Type, what: &str) -> Result<FTy, LowerError> {
    fp_ty(ty).ok_or_else(|| LowerError::Unsupported(format!("{} on {} values", what, ty)))
}

fn scalar_ty(ty: &Type) -> Option<crate::ir::Scalar> {
    match ty {
        Type::PointerType { .. } => Some(crate::ir::Scalar::Ptr),
        _ => int_width(ty).map(crate::ir::Scalar::Int).or_else(|| fp_ty(ty).map(crate::ir::Scalar::Float)),
    }
}

impl<'a> FnCx<'a> {
    pub fn new(syms: &'a Symbols<'a>, consts: &'a mut DataImage, files: &'a mut Files, name: &str, origin: Origin) -> FnCx<'a> {
        let instrumented = origin != Origin::Os;
        FnCx {
            syms,
            consts,
            files,
            instrumented,
            check_subscripts: false,
            subscripts: None,
            regs: HashMap::default(),
            frame_size: FRAME_HEADER,
            f: Function { frame_size: 0, instrumented, ..Function::new(name, origin, FuncBody::Code) },
            edge_moves: HashMap::default(),
            block_index: HashMap::default(),
            cur_loc: Loc::UNKNOWN,
            atomic_end: None,
            calls_setjmp: false,
            promoted: HashMap::default(),
            index_ext: HashMap::default(),
            same_reg: HashMap::default(),
            temps: 0,
            lane_end: 0,
            header: Vec::new(),
        }
    }

    /// A register of its own for an intermediate value of one instruction.
    fn temp(&mut self, size: u32) -> u32 {
        self.temps += 1;
        self.alloc_reg(&Name::Name(Box::new(format!("divm.tmp.{}", self.temps))), size)
    }

    /// A register for a value of type `ty` (a vector's lanes side by side).
    fn alloc_value(&mut self, name: &Name, ty: &TypeRef) -> (u32, u32) {
        let size = self.reg_size(ty);
        let off = self.alloc_reg(name, size);
        if self.lanes_of(ty).vector {
            self.lane_end = self.lane_end.max(off + size);
        }
        (off, size)
    }

    fn size_of(&self, ty: &Type) -> u32 {
        layout(ty, self.syms.types).0 as u32
    }

    fn class_of(&self, ty: &Type) -> TyClass {
        class_of(ty, self.syms.types)
    }

    fn user(&self) -> bool {
        self.f.origin == Origin::User
    }

    /// The alignment a user-code access must have, as a mask (0: unchecked).
    /// Objects start maximally aligned, so at most 16 is checked.
    fn align_mask(&self, align: u32, ty: &Type) -> u8 {
        if !self.user() {
            return 0;
        }
        let a = if align == 0 { layout(ty, self.syms.types).1 as u32 } else { align };
        (a.clamp(1, 16) - 1) as u8
    }

    fn alloc_reg(&mut self, name: &Name, size: u32) -> u32 {
        let align = size.clamp(1, 8).next_power_of_two();
        let off = self.frame_size.div_ceil(align) * align;
        self.frame_size = off + size.max(1);
        self.regs.insert(name.clone(), (off, size));
        off
    }

    fn dst(&self, name: &Name) -> u32 {
        self.regs[name].0
    }

    fn emit(&mut self, op: Op) {
        self.f.ops.push(op);
        self.f.locs.push(self.cur_loc);
    }

    /// Notes where a user function keeps its stack variable `name`, if
    /// the variable has a name (`Function::stack_vars`).
    fn name_variable(&mut self, name: &Name, home: VarHome) {
        if let (true, Name::Name(n)) = (self.user(), name) {
            self.f.stack_vars.push(StackVar { name: n.to_string(), home });
        }
    }

    fn set_loc(&mut self, dl: &Option<llvm_ir::DebugLoc>) {
        if let Some(d) = dl {
            let file = self.files.intern(&d.filename);
            self.cur_loc = Loc { file, line: d.line, col: d.col.unwrap_or(0) };
        }
    }

    pub fn lower(mut self, func: &llvm_ir::Function) -> Function {
        match self.lower_inner(func) {
            Ok(()) => {}
            Err(e) => {
                // Keep the function callable; executing it reports the problem.
                self.f.ops = vec![Op::Unsupported { what: e.to_string() }];
                self.f.locs = vec![self.cur_loc];
            }
        }
        // Every register has a whole word of frame from its offset on, so
        // the fast paths read and write it with one word access (no
        // shifting at the frame's end).
        let last = self.regs.values().map(|r| r.0).max().unwrap_or(0).max(self.lane_end);
        self.frame_size = self.frame_size.max(last + 8);
        self.f.frame_size = self.frame_size;
        if !self.f.frame_undef.is_empty() {
            self.f.frame_undef.resize(self.frame_size as usize, 0);
        }
        let (regs, overlapping) = register_list(self.regs.values().copied());
        self.f.regs = regs;
        // Static alloca slots stay live: `ret` needs them to free the allocas.
        // In a function that calls setjmp, a longjmp can resume at the setjmp
        // call with any register still needed: keep them all. So too where
        // registers overlap (lowering makes none): a write of one changes
        // another, which liveness does not follow.
        self.f.keeps_registers = self.calls_setjmp || overlapping;
        super::peephole::thread_jumps(&mut self.f);
        super::peephole::fuse_compare_branches(&mut self.f);
        super::peephole::mark_read_modify_writes(&mut self.f, self.calls_setjmp);
        super::peephole::mark_ops_before_calls(&mut self.f);
        // (Liveness follows once calls are marked fitting: `lower::mark_fitting_calls`.)
        self.f
    }

    fn lower_inner(&mut self, func: &llvm_ir::Function) -> R<()> {
        let types = self.syms.types;
        self.f.variadic = func.is_var_arg;
        self.f.ret_size = self.size_of(&func.return_type);
        self.f.ret_class = self.class_of(&func.return_type);
        if let Some(d) = &func.debugloc {
            let file = self.files.intern(&d.filename);
            self.f.loc = Loc { file, line: d.line, col: 0 };
        }
        for p in &func.parameters {
            let (off, size) = self.alloc_value(&p.name, &p.ty);
            self.f.params.push((off, size));
            let class = self.class_of(&p.ty);
            self.f.param_classes.push(class);
        }
        // Stack variables whose address never escapes live in a register
        // slot of their own (a mutable slot: no phis, so reads of an
        // uninitialised variable stay visible as undefined values). Loads
        // and stores that need no op of their own use that slot directly.
        let vars = promotable(func, self.syms);
        let promoted: HashSet<Name> = vars.iter().map(|v| v.0.clone()).collect();
        let uses = Uses::of(func);
        let fwd = forwarding(func, &promoted, &uses);
        self.index_ext = gep_index_extensions(func, types, &fwd, &uses);
        if self.check_subscripts {
            self.subscripts = Some(Subscripts::of(func, types, &uses));
        }
        // A variable that only ever takes over a parameter's value lives in
        // the parameter's register: the copy at entry needs no op.
        let in_params = parameter_variables(func, &promoted, &uses);
        let taken: HashSet<&Name> = in_params.values().collect();
        self.same_reg = identity_casts(func, |n| fwd.aliases.contains_key(n) || fwd.forwarded.contains_key(n) || taken.contains(n));
        // The address of a stack variable in a register slot is no value
        // when only loads and stores use it: they use the slot. (Frames
        // shrink: fib's by 16 of 112 bytes.)
        let only_accessed = |n: &Name| {
            uses.at(n).iter().all(|&(b, i)| matches!(func.basic_blocks[b].instrs.get(i), Some(Instruction::Load(_) | Instruction::Store(_))))
        };
        for (i, bb) in func.basic_blocks.iter().enumerate() {
            self.block_index.insert(bb.name.clone(), i);
            for inst in &bb.instrs {
                if let Some(d) = inst.try_get_result() {
                    if fwd.aliases.contains_key(d) || fwd.forwarded.contains_key(d) || self.index_ext.contains_key(d) || self.same_reg.contains_key(d)
                    {
                        continue;
                    }
                    if promoted.contains(d) && only_accessed(d) {
                        continue;
                    }
                    let ty = inst.get_type(types);
                    self.alloc_value(d, &ty);
                }
            }
        }
        for (name, size) in vars {
            let off = match in_params.get(&name).map(|p| self.regs[p]) {
                Some((off, psize)) if psize == size => off,
                _ => self.alloc_reg(&Name::Name(Box::new(format!("divm.var.{}", name))), size),
            };
            self.promoted.insert(name, (off, size));
        }
        for (value, var) in fwd.aliases.iter().chain(&fwd.forwarded) {
            self.regs.insert(value.clone(), self.promoted[var]);
        }
        for (value, operand) in &self.same_reg {
            let r = *self.regs.get(operand).ok_or("a cast's operand has no register")?;
            self.regs.insert(value.clone(), r);
        }
        // Loop headers: blocks entered by a backward edge in layout order.
        let mut header = vec![false; func.basic_blocks.len()];
        for (i, bb) in func.basic_blocks.iter().enumerate() {
            for s in successors(&bb.term) {
                if let Some(&j) = self.block_index.get(s) {
                    if j <= i {
                        header[j] = true;
                    }
                }
            }
        }
        // SV-COMP: a function named __VERIFIER_atomic_* runs atomically, as
        // if wrapped in __VERIFIER_atomic_begin/end.
        let atomic = func.name.starts_with("__VERIFIER_atomic_") && func.name != "__VERIFIER_atomic_begin" && func.name != "__VERIFIER_atomic_end";
        self.atomic_end = if atomic {
            match (self.syms.funcs.get("__VERIFIER_atomic_begin"), self.syms.funcs.get("__VERIFIER_atomic_end")) {
                (Some(&b), Some(&e)) => {
                    self.set_loc(&func.basic_blocks.first().and_then(|bb| bb.instrs.first().and_then(inst_debugloc)));
                    let args = self.f.call_args.len() as u32;
                    self.emit(Op::Call { callee: Callee::Direct(b), dst: 0, ret_size: 0, args, nargs: 0, ret_class: TC_NONE, fits: false });
                    Some(e)
                }
                _ => None,
            }
        } else {
            None
        };
        self.header = header;
        let mut block_op = Vec::with_capacity(func.basic_blocks.len());
        for (bi, bb) in func.basic_blocks.iter().enumerate() {
            block_op.push(if bi == 0 { 0 } else { self.f.ops.len() as u32 });
            if self.header[bi] && self.instrumented {
                // At the loop's own first line (a thread stopped here is
                // in the loop), not the line that jumped into it.
                let first = bb.instrs.iter().find_map(inst_debugloc).or_else(|| term_debugloc(&bb.term));
                self.set_loc(&first);
                self.emit(Op::Cfl);
            }
            for inst in &bb.instrs {
                self.set_loc(&inst_debugloc(inst));
                if let Err(e) = self.instruction(inst, bi == 0) {
                    self.emit(Op::Unsupported { what: e.to_string() });
                }
            }
            self.set_loc(&term_debugloc(&bb.term));
            if let Err(e) = self.terminator(&bb.term, bi, func) {
                self.emit(Op::Unsupported { what: e.to_string() });
            }
        }
        // Branch targets were emitted as block numbers; make them op indices.
        let fix = |t: &mut u32| *t = block_op[*t as usize];
        for op in &mut self.f.ops {
            match op {
                Op::Br { target, .. } => fix(target),
                Op::CondBr { t, f, .. } => {
                    fix(t);
                    fix(f)
                }
                Op::Switch { default, .. } => fix(default),
                _ => {}
            }
        }
        for c in &mut self.f.cases {
            fix(&mut c.target);
        }
        Ok(())
    }

    // ---- operands ----------------------------------------------------------

    fn operand(&mut self, op: &llvm_ir::Operand) -> R<Operand> {
        match op {
            llvm_ir::Operand::LocalOperand { name, .. } => {
                self.regs.get(name).map(|r| Operand::Reg(r.0)).ok_or_else(|| LowerError::Malformed(format!("unknown value {}", name)))
            }
            llvm_ir::Operand::ConstantOperand(c) => self.constant(c),
            llvm_ir::Operand::MetadataOperand | llvm_ir::Operand::MetadataString(_) => Ok(Operand::Imm(0)),
        }
    }

    fn constant(&mut self, c: &ConstantRef) -> R<Operand> {
        let types = self.syms.types;
        let ty = c.get_type(types);
        let small = match ty.as_ref() {
            Type::IntegerType { bits } => *bits <= 64,
            Type::PointerType { .. } => true,
            Type::FPType(FPType::Single | FPType::Double) => true,
            _ => false,
        };
        if matches!(c.as_ref(), Constant::Undef(_) | Constant::Poison(_)) {
            return Ok(Operand::Undef);
        }
        if small {
            return Ok(match consts::scalar(c, self.syms)? {
                consts::Scalar::Val { bits, ptr: true } => Operand::Ptr(bits as u64),
                consts::Scalar::Val { bits, ptr: false } => Operand::Imm(bits as u64),
                consts::Scalar::Undef => Operand::Undef,
            });
        }
        let (size, align) = layout(&ty, types);
        let base = (self.consts.bytes.len() as u64).div_ceil(align.max(1)) * align.max(1);
        let mut img = Image { bytes: vec![0; size as usize], ..Default::default() };
        if self.packed_bits(&ty) {
            // In a register, `i1` lanes are a byte each (not packed bits).
            img = self.bit_lanes_constant(c, self.lanes_of(&ty).n)?;
        } else {
            consts::write(c, self.syms, &mut img, 0)?;
        }
        self.consts.bytes.resize(base as usize, 0);
        self.consts.bytes.extend_from_slice(&img.bytes);
        self.consts.pointers.extend(img.pointers.iter().map(|p| p + base as u32));
        self.consts.undef.extend(img.undef.iter().map(|&(o, l)| (o + base as u32, l)));
        Ok(Operand::Const(base as u32))
    }

    fn moves_for(&mut self, pred: usize, succ: &Name, func: &llvm_ir::Function) -> R<u32> {
        let si = *self.block_index.get(succ).ok_or("unknown block")?;
        if let Some(&m) = self.edge_moves.get(&(pred, si)) {
            return Ok(m);
        }
        let pred_name = &func.basic_blocks[pred].name;
        let mut list = MoveList::default();
        for inst in &func.basic_blocks[si].instrs {
            let Instruction::Phi(phi) = inst else { continue };
            let Some((v, _)) = phi.incoming_values.iter().find(|(_, b)| b == pred_name) else { continue };
            let src = self.operand(v)?;
            let (dst, size) = self.regs[&phi.dest];
            list.moves.push(Move { dst, src, size });
        }
        let idx = if list.moves.is_empty() {
            NO_MOVES
        } else {
            list.sequentialise();
            self.f.moves.push(list);
            (self.f.moves.len() - 1) as u32
        };
        self.edge_moves.insert((pred, si), idx);
        Ok(idx)
    }

    // ---- terminators --------------------------------------------------------

    fn terminator(&mut self, term: &Terminator, bi: usize, func: &llvm_ir::Function) -> R<()> {
        let bnum = |s: &Self, n: &Name| -> R<u32> { s.block_index.get(n).map(|&i| i as u32).ok_or_else(|| "unknown block".into()) };
        match term {
            Terminator::Ret(r) => {
                let val = match &r.return_operand {
                    Some(v) => Some(self.operand(v)?),
                    None => None,
                };
                let size = self.f.ret_size;
                if let Some(end) = self.atomic_end {
                    let args = self.f.call_args.len() as u32;
                    self.emit(Op::Call { callee: Callee::Direct(end), dst: 0, ret_size: 0, args, nargs: 0, ret_class: TC_NONE, fits: false });
                }
                self.emit(Op::Ret { val, size });
            }
            Terminator::Br(b) if self.shared_indirect_goto(&b.dest, func).is_some() => {
                // Clang lowers every `goto *p` of a function to a jump to
                // one block holding only `indirectbr (phi of the p's)`,
                // located at no goto in particular. Each jump runs it
                // itself: the phi's move, the loop point if that block has
                // one, and the `indirectbr`, all at the goto's line.
                let (gi, ib) = self.shared_indirect_goto(&b.dest, func).unwrap();
                let moves = self.moves_for(bi, &b.dest, func)?;
                let phi_moves = if moves == NO_MOVES { Vec::new() } else { self.f.moves[moves as usize].moves.clone() };
                for m in phi_moves {
                    self.emit(Op::Copy { size: m.size, dst: m.dst, src: m.src });
                }
                if self.header[gi] && self.instrumented {
                    self.emit(Op::Cfl);
                }
                self.indirect_br(ib, gi, func)?;
            }
            Terminator::Br(b) if self.main_return_path(&b.dest, bi, func).is_some() => {
                // main's `return n;` statements jump to one block that
                // loads the value and returns (through the blocks ending
                // the lifetimes of the scopes they leave), located at
                // main's closing brace. Each jump runs that path itself,
                // at the line of its `return`: a non-zero exit status is
                // reported there.
                let path = self.main_return_path(&b.dest, bi, func).unwrap();
                let (&ri, cleanups) = path.split_last().unwrap();
                for &ci in cleanups {
                    let instrs = &func.basic_blocks[ci].instrs;
                    for inst in &instrs[..instrs.len() - 1] {
                        self.instruction(inst, false)?;
                    }
                }
                let rb = &func.basic_blocks[ri];
                for inst in &rb.instrs {
                    self.instruction(inst, false)?;
                }
                self.terminator(&rb.term, ri, func)?;
            }
            Terminator::Br(b) => {
                let moves = self.moves_for(bi, &b.dest, func)?;
                let target = bnum(self, &b.dest)?;
                // Falling through to the next block needs no op.
                if target as usize != bi + 1 || moves != NO_MOVES {
                    self.emit(Op::Br { target, moves });
                }
            }
            Terminator::CondBr(b) => {
                let cond = self.operand(&b.condition)?;
                let tm = self.moves_for(bi, &b.true_dest, func)?;
                let fm = self.moves_for(bi, &b.false_dest, func)?;
                let (t, f) = (bnum(self, &b.true_dest)?, bnum(self, &b.false_dest)?);
                self.emit(Op::CondBr { cond, t, tm, f, fm });
            }
            Terminator::Switch(s) => {
                let w = int_width(&ty_of(&s.operand, self.syms)).ok_or("switch on a non-integer")?;
                let val = self.operand(&s.operand)?;
                let first = self.f.cases.len() as u32;
                for (c, dest) in &s.dests {
                    let value = match consts::scalar(c, self.syms)? {
                        consts::Scalar::Val { bits, .. } => bits,
                        consts::Scalar::Undef => return Err(LowerError::Unsupported("a switch case that is undef".into())),
                    };
                    let moves = self.moves_for(bi, dest, func)?;
                    let target = bnum(self, dest)?;
                    self.f.cases.push(SwitchCase { value, target, moves });
                }
                // In order of value: `SwitchCase::find` finds a case of
                // consecutive values by index.
                self.f.cases[first as usize..].sort_unstable_by_key(|c| c.value);
                let dm = self.moves_for(bi, &s.default_dest, func)?;
                let default = bnum(self, &s.default_dest)?;
                let ncases = self.f.cases.len() as u32 - first;
                self.emit(Op::Switch { val, w, cases: first, ncases, default, dm });
            }
            Terminator::Unreachable(_) => self.emit(Op::Unreachable),
            Terminator::IndirectBr(b) => self.indirect_br(b, bi, func)?,
            Terminator::Invoke(_) | Terminator::Resume(_) => return Err(LowerError::Unsupported("exception handling (invoke)".into())),
            other => return Err(LowerError::Unsupported(format!("terminator {}", other))),
        }
        Ok(())
    }

    /// `indirectbr` ending block `bi`: a jump to one of its destinations,
    /// each with the moves of its edge from `bi`.
    fn indirect_br(&mut self, b: &T::IndirectBr, bi: usize, func: &llvm_ir::Function) -> R<()> {
        let addr = self.operand(&b.operand)?;
        let first = self.f.cases.len() as u32;
        // (A block listed twice is one edge, with one set of moves.)
        let mut seen = HashSet::default();
        for dest in &b.possible_dests {
            let target = *self.block_index.get(dest).ok_or("unknown block")? as u32;
            if seen.insert(target) {
                let moves = self.moves_for(bi, dest, func)?;
                self.f.cases.push(SwitchCase { value: target as u128, target, moves });
            }
        }
        let ncases = self.f.cases.len() as u32 - first;
        self.emit(Op::IndirectBr { addr, cases: first, ncases });
        Ok(())
    }

    /// Block `name` if it holds nothing but a phi and an `indirectbr` on
    /// it (clang's one block for all of a function's `goto *`): its index
    /// and the `indirectbr`.
    fn shared_indirect_goto<'f>(&self, name: &Name, func: &'f llvm_ir::Function) -> Option<(usize, &'f T::IndirectBr)> {
        let i = *self.block_index.get(name)?;
        let bb = &func.basic_blocks[i];
        let (Terminator::IndirectBr(ib), [Instruction::Phi(phi)]) = (&bb.term, bb.instrs.as_slice()) else { return None };
        matches!(&ib.operand, llvm_ir::Operand::LocalOperand { name, .. } if *name == phi.dest).then_some((i, ib))
    }

    /// The blocks a jump from block `from` to `name` runs through to
    /// main's `ret`, if this is the user's `main` and they are only the
    /// shared return block clang makes when a function has several
    /// `return` statements (ends of lifetimes, the load of the return
    /// value, the `ret` of it), reached through cleanup blocks (ends of
    /// lifetimes, then a `switch` on the cleanup slot, whose value `from`
    /// stored as a constant). None when any block is a loop header or
    /// `from` itself.
    fn main_return_path(&self, name: &Name, from: usize, func: &llvm_ir::Function) -> Option<Vec<usize>> {
        if !self.user() || func.name != "main" {
            return None;
        }
        let ends = |is: &[Instruction]| is.iter().all(|i| matches!(i, Instruction::Call(c) if lifetime_marker(c) == Some(false)));
        let mut path = Vec::new();
        let mut next = name;
        loop {
            let i = *self.block_index.get(next)?;
            let bb = &func.basic_blocks[i];
            if i == from || self.header[i] || path.contains(&i) {
                return None;
            }
            path.push(i);
            match (&bb.term, bb.instrs.as_slice()) {
                (Terminator::Ret(r), [e @ .., Instruction::Load(ld)]) if ends(e) => {
                    let ok = matches!(&r.return_operand, Some(llvm_ir::Operand::LocalOperand { name, .. }) if *name == ld.dest);
                    return ok.then_some(path);
                }
                (Terminator::Switch(sw), [e @ .., Instruction::Load(ld)]) if ends(e) => {
                    if !matches!(&sw.operand, llvm_ir::Operand::LocalOperand { name, .. } if *name == ld.dest) {
                        return None;
                    }
                    let slot = func.basic_blocks[from].instrs.iter().rev().find_map(|i| match i {
                        Instruction::Store(st) if st.address == ld.address => Some(&st.value),
                        _ => None,
                    })?;
                    let llvm_ir::Operand::ConstantOperand(c) = slot else { return None };
                    let Constant::Int { value, .. } = c.as_ref() else { return None };
                    let case = sw.dests.iter().find(|(k, _)| matches!(k.as_ref(), Constant::Int { value: v, .. } if v == value));
                    next = case.map_or(&sw.default_dest, |(_, d)| d);
                }
                _ => return None,
            }
        }
    }

    // ---- instructions -------------------------------------------------------

    fn instruction(&mut self, inst: &Instruction, entry: bool) -> R<()> {
        use Instruction as X;
        // An extension the next GEP's term makes itself, or a cast sharing
        // its operand's register (`fold`), needs no op.
        if inst.try_get_result().is_some_and(|d| self.index_ext.contains_key(d) || self.same_reg.contains_key(d)) {
            return Ok(());
        }
        if self.vector_instruction(inst)? {
            return Ok(());
        }
        macro_rules! bin {
            ($x:expr, $op:expr) => {
                self.int_bin($op, &$x.operand0, &$x.operand1, &$x.dest)?
            };
        }
        macro_rules! fbin {
            ($x:expr, $op:expr) => {
                self.fp_bin($op, &$x.operand0, &$x.operand1, &$x.dest)?
            };
        }
        // LLVM's `nsw` (signed overflow is poison) is checked in user code.
        let user = self.user();
        let nsw = move |flag: bool, plain: BinOp, checked: BinOp| if flag && user { checked } else { plain };
        match inst {
            X::Add(x) => bin!(x, nsw(x.nsw, BinOp::Add, BinOp::AddNsw)),
            X::Sub(x) => bin!(x, nsw(x.nsw, BinOp::Sub, BinOp::SubNsw)),
            X::Mul(x) => bin!(x, nsw(x.nsw, BinOp::Mul, BinOp::MulNsw)),
            X::UDiv(x) => bin!(x, BinOp::UDiv),
            X::SDiv(x) => bin!(x, BinOp::SDiv),
            X::URem(x) => bin!(x, BinOp::URem),
            X::SRem(x) => bin!(x, BinOp::SRem),
            X::And(x) => bin!(x, BinOp::And),
            X::Or(x) => bin!(x, BinOp::Or),
            X::Xor(x) => bin!(x, BinOp::Xor),
            X::Shl(x) => bin!(x, nsw(x.nsw, BinOp::Shl, BinOp::ShlNsw)),
            X::LShr(x) => bin!(x, BinOp::LShr),
            X::AShr(x) => bin!(x, BinOp::AShr),
            X::FAdd(x) => fbin!(x, FBinOp::Add),
            X::FSub(x) => fbin!(x, FBinOp::Sub),
            X::FMul(x) => fbin!(x, FBinOp::Mul),
            X::FDiv(x) => fbin!(x, FBinOp::Div),
            X::FRem(x) => fbin!(x, FBinOp::Rem),
            X::FNeg(x) => {
                let l = self.lanes_of(&ty_of(&x.operand, self.syms));
                let ty = fp_ty_for(&l.elem, "fneg")?;
                let dst = self.dst(&x.dest);
                for i in 0..l.n {
                    let a = self.lane(&x.operand, &l, i)?;
                    self.emit(Op::FNeg { ty, dst: dst + i * l.bytes, a });
                }
            }
            X::ICmp(x) => {
                let l = self.lanes_of(&ty_of(&x.operand0, self.syms));
                let w = int_width(&l.elem).ok_or("unsupported: icmp of this type")?;
                let relational = !matches!(x.predicate, llvm_ir::IntPredicate::EQ | llvm_ir::IntPredicate::NE);
                let ptrs = relational && self.user() && matches!(l.elem.as_ref(), Type::PointerType { .. });
                use llvm_ir::IntPredicate as P;
                let pred = match x.predicate {
                    P::EQ => IPred::Eq,
                    P::NE => IPred::Ne,
                    P::UGT => IPred::Ugt,
                    P::UGE => IPred::Uge,
                    P::ULT => IPred::Ult,
                    P::ULE => IPred::Ule,
                    P::SGT => IPred::Sgt,
                    P::SGE => IPred::Sge,
                    P::SLT => IPred::Slt,
                    P::SLE => IPred::Sle,
                };
                let dst = self.dst(&x.dest);
                // (An `i1` result lane is one byte.)
                for i in 0..l.n {
                    let (a, b) = (self.lane(&x.operand0, &l, i)?, self.lane(&x.operand1, &l, i)?);
                    self.emit(Op::ICmp { pred, w, dst: dst + i, a, b, ptrs, then_br: false });
                }
            }
            X::FCmp(x) => {
                use llvm_ir::FPPredicate as P;
                let pred = match x.predicate {
                    P::False => FPred::False,
                    P::OEQ => FPred::Oeq,
                    P::OGT => FPred::Ogt,
                    P::OGE => FPred::Oge,
                    P::OLT => FPred::Olt,
                    P::OLE => FPred::Ole,
                    P::ONE => FPred::One,
                    P::ORD => FPred::Ord,
                    P::UNO => FPred::Uno,
                    P::UEQ => FPred::Ueq,
                    P::UGT => FPred::Ugt,
                    P::UGE => FPred::Uge,
                    P::ULT => FPred::Ult,
                    P::ULE => FPred::Ule,
                    P::UNE => FPred::Une,
                    P::True => FPred::True,
                };
                self.fp_cmp(pred, &x.operand0, &x.operand1, &x.dest)?;
            }
            X::Trunc(x) => self.cast(CastOp::Trunc, &x.operand, &x.to_type, &x.dest)?,
            X::ZExt(x) => self.cast(CastOp::ZExt, &x.operand, &x.to_type, &x.dest)?,
            X::SExt(x) => self.cast(CastOp::SExt, &x.operand, &x.to_type, &x.dest)?,
            X::FPTrunc(x) => self.cast(CastOp::FpTrunc, &x.operand, &x.to_type, &x.dest)?,
            X::FPExt(x) => self.cast(CastOp::FpExt, &x.operand, &x.to_type, &x.dest)?,
            X::FPToUI(x) => self.cast(CastOp::FpToUi, &x.operand, &x.to_type, &x.dest)?,
            X::FPToSI(x) => self.cast(CastOp::FpToSi, &x.operand, &x.to_type, &x.dest)?,
            X::UIToFP(x) => self.cast(CastOp::UiToFp, &x.operand, &x.to_type, &x.dest)?,
            X::SIToFP(x) => self.cast(CastOp::SiToFp, &x.operand, &x.to_type, &x.dest)?,
            X::PtrToInt(x) => self.cast(CastOp::PtrToInt, &x.operand, &x.to_type, &x.dest)?,
            X::IntToPtr(x) => self.cast(CastOp::IntToPtr, &x.operand, &x.to_type, &x.dest)?,
            X::BitCast(x) => self.cast(CastOp::BitCast, &x.operand, &x.to_type, &x.dest)?,
            X::AddrSpaceCast(x) => self.cast(CastOp::BitCast, &x.operand, &x.to_type, &x.dest)?,
            X::Freeze(x) => {
                let src = self.operand(&x.operand)?;
                let (dst, size) = self.regs[&x.dest];
                self.emit(Op::Freeze { size, dst, src });
            }
            X::Select(x) if self.lanes_of(&ty_of(&x.condition, self.syms)).vector => {
                let c = self.lanes_of(&ty_of(&x.condition, self.syms));
                let l = self.lanes_of(&ty_of(&x.true_value, self.syms));
                let dst = self.dst(&x.dest);
                for i in 0..l.n {
                    let cond = self.lane(&x.condition, &c, i)?;
                    let (a, b) = (self.lane(&x.true_value, &l, i)?, self.lane(&x.false_value, &l, i)?);
                    self.emit(Op::Select { size: l.bytes, dst: dst + i * l.bytes, cond, a, b });
                }
            }
            X::Select(x) => {
                let cond = self.operand(&x.condition)?;
                let a = self.operand(&x.true_value)?;
                let b = self.operand(&x.false_value)?;
                let (dst, size) = self.regs[&x.dest];
                self.emit(Op::Select { size, dst, cond, a, b });
            }
            X::Phi(_) => {} // carried out by the moves of incoming edges
            X::Alloca(x) if self.promoted.contains_key(&x.dest) => {
                // An entry-block alloca: the new frame marks it undefined.
                let (off, size) = self.promoted[&x.dest];
                self.f.frame_undef.resize(self.frame_size as usize, 0);
                self.f.frame_undef[off as usize..(off + size) as usize].fill(0xff);
                self.name_variable(&x.dest, VarHome::Slot { off, size });
            }
            // A load or store between a variable's slot and itself (its
            // value is read from, or was computed into, the slot:
            // `promote::Forwarding`) needs no op.
            X::Load(x) if self.promoted_addr(&x.address).is_some_and(|v| self.regs.get(&x.dest) == Some(&v)) => {}
            X::Store(x) if self.promoted_addr(&x.address).is_some_and(|v| self.local_reg(&x.value) == Some(v)) => {}
            X::Load(x) if self.promoted_addr(&x.address).is_some() => {
                let (var, size) = self.promoted_addr(&x.address).unwrap();
                let dst = self.dst(&x.dest);
                self.emit(Op::Copy { size, dst, src: Operand::Reg(var) });
            }
            X::Store(x) if self.promoted_addr(&x.address).is_some() => {
                let (var, size) = self.promoted_addr(&x.address).unwrap();
                let src = self.operand(&x.value)?;
                self.emit(Op::Copy { size, dst: var, src });
            }
            X::Call(c) if c.arguments.iter().any(|(a, _)| self.promoted_addr(a).is_some()) => {
                // Only lifetime markers take a promoted variable's address.
            }
            X::Alloca(x) => {
                let elem = self.size_of(&x.allocated_type);
                let count = self.operand(&x.num_elements)?;
                let count_w = int_width(&ty_of(&x.num_elements, self.syms)).unwrap_or(64);
                let dynamic = !(entry && matches!(count, Operand::Imm(_)));
                let dst = self.dst(&x.dest);
                if !dynamic {
                    self.f.static_allocas.push(dst);
                }
                self.emit(Op::Alloca { dst, elem, count, count_w, dynamic });
                self.name_variable(&x.dest, VarHome::Object { reg: dst });
            }
            X::Load(x) => {
                let size = store_size(&x.loaded_ty, self.syms.types) as u32;
                let addr = self.operand(&x.address)?;
                let dst = self.dst(&x.dest);
                let visible = self.instrumented;
                let align = self.align_mask(x.alignment, &x.loaded_ty);
                let class = self.class_of(&x.loaded_ty);
                let atomic = x.atomicity.is_some();
                self.emit(Op::Load { size, dst, addr, visible, atomic, align, class, at: None, then_rmw: false, temps_dead: false });
            }
            X::Store(x) => {
                let vty = ty_of(&x.value, self.syms);
                let size = store_size(&vty, self.syms.types) as u32;
                let addr = self.operand(&x.address)?;
                let val = self.operand(&x.value)?;
                let visible = self.instrumented;
                let align = self.align_mask(x.alignment, &vty);
                let atomic = x.atomicity.is_some();
                self.emit(Op::Store { size, addr, val, visible, atomic, align, at: None });
            }
            X::GetElementPtr(g) => self.gep(g)?,
            X::ExtractValue(x) => {
                let aty = ty_of(&x.aggregate, self.syms);
                let (off, fty) = self.agg_path(&aty, &x.indices)?;
                let agg = self.operand(&x.aggregate)?;
                let size = self.size_of(&fty);
                let dst = self.dst(&x.dest);
                self.emit(Op::ExtractValue { dst, agg, off, size });
            }
            X::InsertValue(x) => {
                let aty = ty_of(&x.aggregate, self.syms);
                let (off, fty) = self.agg_path(&aty, &x.indices)?;
                let agg = self.operand(&x.aggregate)?;
                let val = self.operand(&x.element)?;
                let size = self.size_of(&fty);
                let agg_size = self.size_of(&aty);
                let dst = self.dst(&x.dest);
                self.emit(Op::InsertValue { dst, agg, agg_size, val, off, size });
            }
            X::AtomicRMW(x) => {
                use llvm_ir::instruction::RMWBinOp as B;
                let vty = ty_of(&x.value, self.syms);
                let w = int_width(&vty).or_else(|| fp_ty(&vty).map(|t| (t.size() * 8) as u8)).ok_or("unsupported: atomicrmw type")?;
                let op = match x.operation {
                    B::Xchg => RmwOp::Xchg,
                    B::Add => RmwOp::Add,
                    B::Sub => RmwOp::Sub,
                    B::And => RmwOp::And,
                    B::Nand => RmwOp::Nand,
                    B::Or => RmwOp::Or,
                    B::Xor => RmwOp::Xor,
                    B::Max => RmwOp::Max,
                    B::Min => RmwOp::Min,
                    B::UMax => RmwOp::UMax,
                    B::UMin => RmwOp::UMin,
                    B::FAdd => RmwOp::FAdd,
                    B::FSub => RmwOp::FSub,
                    B::FMax => RmwOp::FMax,
                    B::FMin => RmwOp::FMin,
                    B::UIncWrap => RmwOp::UIncWrap,
                    B::UDecWrap => RmwOp::UDecWrap,
                };
                let addr = self.operand(&x.address)?;
                let val = self.operand(&x.value)?;
                let dst = self.dst(&x.dest);
                let visible = self.instrumented;
                self.emit(Op::AtomicRmw { op, w, dst, addr, val, visible });
            }
            X::CmpXchg(x) => {
                let vty = ty_of(&x.expected, self.syms);
                let w = int_width(&vty).ok_or("unsupported: cmpxchg type")?;
                let rty = inst.get_type(self.syms.types);
                let flag_off = field_offset(&rty, 1, self.syms.types).ok_or("cmpxchg layout")? as u32;
                let addr = self.operand(&x.address)?;
                let expected = self.operand(&x.expected)?;
                let new = self.operand(&x.replacement)?;
                let dst = self.dst(&x.dest);
                let visible = self.instrumented;
                self.emit(Op::CmpXchg { w, dst, flag_off, addr, expected, new, visible });
            }
            X::Fence(_) => self.emit(Op::Fence),
            X::Call(c) if self.constrained(c)? => {}
            X::Call(c) if lifetime_marker(c).is_some() => {
                // User code's markers only: the runtime is free of uses
                // after scope, and its inlined helpers' markers would only
                // add freed slots to its states (eval::memops `lifetime`).
                if self.instrumented {
                    let var = c.arguments.get(1).ok_or_else(|| LowerError::Malformed("llvm.lifetime without its pointer".into()))?;
                    let var = self.operand(&var.0)?;
                    self.emit(Op::Lifetime { start: lifetime_marker(c) == Some(true), var });
                }
            }
            X::Call(c) => self.call(c)?,
            X::VAArg(_) => return Err(LowerError::Unsupported("va_arg instruction".into())),
            other => return Err(LowerError::Unsupported(inst_name(other).to_string())),
        }
        Ok(())
    }

    /// The register slot of a local value.
    fn local_reg(&self, op: &llvm_ir::Operand) -> Option<(u32, u32)> {
        match op {
            llvm_ir::Operand::LocalOperand { name, .. } => self.regs.get(name).copied(),
            _ => None,
        }
    }

    fn promoted_addr(&self, op: &llvm_ir::Operand) -> Option<(u32, u32)> {
        match op {
            llvm_ir::Operand::LocalOperand { name, .. } => self.promoted.get(name).copied(),
            _ => None,
        }
    }

    /// Lane by lane (a scalar is one lane), as every elementwise op.
    fn int_bin(&mut self, op: BinOp, a: &llvm_ir::Operand, b: &llvm_ir::Operand, dest: &Name) -> R<()> {
        let l = self.lanes_of(&ty_of(a, self.syms));
        let w = int_width(&l.elem).ok_or("unsupported: integer arithmetic on this type")?;
        let dst = self.dst(dest);
        for i in 0..l.n {
            let (x, y) = (self.lane(a, &l, i)?, self.lane(b, &l, i)?);
            self.emit(Op::Bin { op, w, dst: dst + i * l.bytes, a: x, b: y, then_call: false });
        }
        Ok(())
    }

    fn fp_bin(&mut self, op: FBinOp, a: &llvm_ir::Operand, b: &llvm_ir::Operand, dest: &Name) -> R<()> {
        let l = self.lanes_of(&ty_of(a, self.syms));
        let ty = fp_ty_for(&l.elem, "floating-point arithmetic")?;
        let dst = self.dst(dest);
        for i in 0..l.n {
            let (x, y) = (self.lane(a, &l, i)?, self.lane(b, &l, i)?);
            self.emit(Op::FBin { op, ty, dst: dst + i * l.bytes, a: x, b: y });
        }
        Ok(())
    }

    fn fp_cmp(&mut self, pred: FPred, a: &llvm_ir::Operand, b: &llvm_ir::Operand, dest: &Name) -> R<()> {
        let l = self.lanes_of(&ty_of(a, self.syms));
        let ty = fp_ty_for(&l.elem, "fcmp")?;
        let dst = self.dst(dest);
        for i in 0..l.n {
            let (x, y) = (self.lane(a, &l, i)?, self.lane(b, &l, i)?);
            self.emit(Op::FCmp { pred, ty, dst: dst + i, a: x, b: y });
        }
        Ok(())
    }

    fn cast(&mut self, op: CastOp, a: &llvm_ir::Operand, to: &TypeRef, dest: &Name) -> R<()> {
        let (fl, tl) = (self.lanes_of(&ty_of(a, self.syms)), self.lanes_of(to));
        let (dst, size) = self.regs[dest];
        match (scalar_ty(&fl.elem), scalar_ty(&tl.elem)) {
            // Lane by lane: the same number of lanes on both sides.
            (Some(from), Some(to)) if op != CastOp::BitCast || fl.vector == tl.vector && (!fl.vector || fl.n == tl.n) => {
                for i in 0..fl.n {
                    let src = self.lane(a, &fl, i)?;
                    self.emit(Op::Cast { op, from, to, dst: dst + i * tl.bytes, a: src, then_call: false });
                }
            }
            // A bit cast reinterprets the bytes: registers are laid out as memory.
            _ if op == CastOp::BitCast => {
                let src = self.operand(a)?;
                self.emit(Op::Copy { size, dst, src });
            }
            _ => return Err(LowerError::Unsupported(format!("{:?} from {} to {}", op, fl.elem, tl.elem))),
        }
        Ok(())
    }

    fn agg_path(&self, ty: &TypeRef, indices: &[u32]) -> R<(u32, TypeRef)> {
        let types = self.syms.types;
        let mut off = 0u64;
        let mut t = ty.clone();
        for &i in indices {
            off += field_offset(&t, i as usize, types).ok_or("bad aggregate index")?;
            t = field_type(&t, i as usize, types).ok_or("bad aggregate index")?;
        }
        Ok((off as u32, t))
    }

    fn gep(&mut self, g: &I::GetElementPtr) -> R<()> {
        let types = self.syms.types;
        if !matches!(ty_of(&g.address, self.syms).as_ref(), Type::PointerType { .. }) {
            return Err(LowerError::Unsupported("vector getelementptr".into()));
        }
        let base = self.operand(&g.address)?;
        let mut offset: i64 = 0;
        let first = self.f.gep_terms.len() as u32;
        let mut ty = g.source_element_type.clone();
        let mut last_field = false;
        for (i, idx) in g.indices.iter().enumerate() {
            // A folded extension: the term extends its operand itself.
            let (idx, signed) = match idx {
                llvm_ir::Operand::LocalOperand { name, .. } if self.index_ext.contains_key(name) => {
                    let (src, signed) = &self.index_ext[name];
                    (src.clone(), *signed)
                }
                _ => (idx.clone(), true),
            };
            let idx = &idx;
            let idx_ty = ty_of(idx, self.syms);
            let width = int_width(&idx_ty).ok_or("unsupported: vector gep index")?;
            let cidx = match idx {
                llvm_ir::Operand::ConstantOperand(c) => match consts::scalar(c, self.syms)? {
                    // (An index wider than 64 bits counts by its low 64.)
                    consts::Scalar::Val { bits, .. } => Some(crate::scalar::sext(bits as u64, (width as u32).min(64))),
                    consts::Scalar::Undef => None,
                },
                _ => None,
            };
            let (scale, next) = if i == 0 {
                (layout(&ty, types).0 as i64, ty.clone())
            } else {
                match ty.as_ref() {
                    Type::StructType { .. } | Type::NamedStructType { .. } => {
                        let k = cidx.ok_or("non-constant struct index")? as usize;
                        offset += field_offset(&ty, k, types).ok_or("bad struct index")? as i64;
                        last_field = is_last_field(&ty, k, types);
                        ty = field_type(&ty, k, types).ok_or("bad struct index")?;
                        continue;
                    }
                    _ => {
                        let et = field_type(&ty, 0, types).ok_or("bad gep type")?;
                        (layout(&et, types).0 as i64, et)
                    }
                }
            };
            let bound = match &self.subscripts {
                Some(sub) if i > 0 => sub.bound(&g.dest, &g.address, &ty, i, last_field, types),
                _ => None,
            };
            let (limit, access) = bound.map_or((GepTerm::UNCHECKED, false), |b| (b.len as u64 - b.access as u64, b.access));
            match cidx {
                Some(k) => {
                    offset = offset.wrapping_add(crate::scalar::gep_offset(k, scale));
                    let term = GepTerm { index: Operand::Imm(k as u64), width: 64, signed: true, scale: 0, limit, access };
                    // (A constant index past the bound faults when it runs.)
                    if term.checked_offset(k as u64).is_none() {
                        self.f.gep_terms.push(term);
                    }
                }
                None => {
                    let index = self.operand(idx)?;
                    self.f.gep_terms.push(GepTerm { index, width, signed, scale, limit, access });
                }
            }
            last_field = false;
            ty = next;
        }
        let nterms = self.f.gep_terms.len() as u32 - first;
        let dst = self.dst(&g.dest);
        self.emit(Op::Gep { dst, base, offset, terms: first, nterms, wrap: !g.in_bounds });
        Ok(())
    }

    fn call(&mut self, c: &I::Call) -> R<()> {
        let callee = match &c.function {
            Either::Left(asm) => return self.inline_asm(c, asm),
            Either::Right(llvm_ir::Operand::ConstantOperand(k)) => match k.as_ref() {
                Constant::GlobalReference { name, .. } => {
                    let n = match name {
                        Name::Name(s) => s.to_string(),
                        Name::Number(k) => k.to_string(),
                    };
                    if matches!(n.as_str(), "setjmp" | "_setjmp" | "sigsetjmp" | "__sigsetjmp") {
                        self.calls_setjmp = true;
                    }
                    match self.syms.funcs.get(&n) {
                        Some(&id) => Callee::Direct(id),
                        // (a weak function defined nowhere: a call through null)
                        None if self.syms.null.contains(&n) => Callee::Indirect(Operand::Ptr(0)),
                        None => return Err(LowerError::UnknownSymbol(n.clone())),
                    }
                }
                _ => Callee::Indirect(self.constant(k)?),
            },
            Either::Right(op) => Callee::Indirect(self.operand(op)?),
        };
        let first = self.f.call_args.len() as u32;
        for (arg, attrs) in &c.arguments {
            let ty = ty_of(arg, self.syms);
            let (size, align) = layout(&ty, self.syms.types);
            let mut byval = 0;
            for a in attrs {
                if let llvm_ir::function::ParameterAttribute::ByVal(t) = a {
                    byval = self.size_of(t);
                }
            }
            let val = self.operand(arg)?;
            let class = if byval != 0 { ty_class(TC_AGG, byval as u64) } else { self.class_of(&ty) };
            self.f.call_args.push(CallArg { val, size: size as u32, align: align as u32, byval, class });
        }
        let nargs = self.f.call_args.len() as u32 - first;
        let (dst, ret_size) = match &c.dest {
            Some(d) => self.regs[d],
            None => (0, 0),
        };
        let ret_class = match &c.dest {
            Some(_) => self.class_of(&inst_type_of_call(c, self.syms)),
            None => TC_NONE,
        };
        self.emit(Op::Call { callee, dst, ret_size, args: first, nargs, ret_class, fits: false });
        Ok(())
    }
}

/// The type class of a value of type `ty`.
pub fn class_of(ty: &Type, types: &llvm_ir::types::Types) -> TyClass {
    let size = layout(ty, types).0;
    match ty {
        Type::VoidType => TC_NONE,
        Type::IntegerType { .. } => ty_class(TC_INT, size),
        Type::PointerType { .. } => ty_class(TC_PTR, 8),
        Type::FPType(_) => ty_class(TC_FLOAT, size),
        _ => ty_class(TC_AGG, size),
    }
}

/// The result type of a call.
fn inst_type_of_call(c: &I::Call, syms: &Symbols) -> TypeRef {
    c.get_type(syms.types)
}

fn successors(t: &Terminator) -> Vec<&Name> {
    match t {
        Terminator::Br(b) => vec![&b.dest],
        Terminator::CondBr(b) => vec![&b.true_dest, &b.false_dest],
        Terminator::Switch(s) => {
            let mut v: Vec<&Name> = s.dests.iter().map(|(_, n)| n).collect();
            v.push(&s.default_dest);
            v
        }
        Terminator::IndirectBr(b) => b.possible_dests.iter().collect(),
        _ => vec![],
    }
}

/// Whether `c` calls `llvm.lifetime.start` (`Some(true)`) or `.end`.
fn lifetime_marker(c: &I::Call) -> Option<bool> {
    let Either::Right(llvm_ir::Operand::ConstantOperand(k)) = &c.function else { return None };
    let Constant::GlobalReference { name: Name::Name(s), .. } = k.as_ref() else { return None };
    let rest = s.strip_prefix("llvm.lifetime.")?;
    Some(rest.starts_with("start"))
}

fn inst_debugloc(i: &Instruction) -> Option<llvm_ir::DebugLoc> {
    use llvm_ir::HasDebugLoc;
    i.get_debug_loc().clone()
}

fn term_debugloc(t: &Terminator) -> Option<llvm_ir::DebugLoc> {
    use llvm_ir::HasDebugLoc;
    t.get_debug_loc().clone()
}

fn inst_name(i: &Instruction) -> String {
    let s = format!("{}", i);
    let s = s.split('=').next_back().unwrap_or(&s).trim().to_string();
    s.split_whitespace().next().unwrap_or("instruction").to_string()
}

#[allow(unused)]
fn term_unused(_: &T::Ret) {}

/// The registers of a function (offset, size; a name each, some sharing
/// one) sorted by offset, and whether any two overlap (lowering makes
/// none). Liveness and canonical states know a register by its start,
/// and a fast call copies or places registers whole (`eval::fast`): names
/// of one start are one register, of the largest size if they differ.
fn register_list(named: impl Iterator<Item = (u32, u32)>) -> (Vec<(u32, u32)>, bool) {
    let mut regs: Vec<(u32, u32)> = named.collect();
    regs.sort();
    regs.dedup_by(|later, kept| {
        later.0 == kept.0 && {
            kept.1 = kept.1.max(later.1);
            true
        }
    });
    let overlapping = regs.windows(2).any(|w| w[0].0 + w[0].1 > w[1].0);
    (regs, overlapping)
}

#[cfg(test)]
mod tests {
    use super::super::{link, Input, Module};
    use super::register_list;
    use crate::ir::*;

    /// Names of one register count once, a start shared at two sizes
    /// counts as the larger, and a register reaching into the next is
    /// found (its function keeps every register live).
    #[test]
    fn registers_are_listed_once_by_start_and_overlaps_are_found() {
        assert_eq!(register_list([(40, 8), (32, 4), (32, 4)].into_iter()), (vec![(32, 4), (40, 8)], false));
        assert_eq!(register_list([(32, 4), (32, 8), (40, 8)].into_iter()), (vec![(32, 8), (40, 8)], false));
        assert!(register_list([(32, 8), (36, 4)].into_iter()).1);
    }

    /// The registers of `name` in `ir`, linked alone, and whether each is
    /// named by an op, a call's arguments or the parameters.
    fn registers(ir: &str, name: &str) -> Vec<((u32, u32), bool)> {
        let module = Module::from_ir_str(ir).unwrap();
        let p = link(&[Input { module, origin: Origin::User, unoptimised: false }]).unwrap();
        let f = &p.functions[p.function(name).unwrap() as usize];
        assert!(!f.ops.iter().any(|op| matches!(op, Op::Unsupported { .. })), "{:?}", f.ops);
        let mut named: Vec<u32> = f.params.iter().map(|p| p.0).collect();
        for op in &f.ops {
            named.extend(op.dst());
            op.for_each_operand(|o| named.extend(if let Operand::Reg(r) = *o { Some(r) } else { None }));
        }
        named.extend(f.call_args.iter().filter_map(|a| if let Operand::Reg(r) = a.val { Some(r) } else { None }));
        f.regs.iter().map(|&r| (r, named.contains(&r.0))).collect()
    }

    /// A stack variable kept in a register slot that only loads and
    /// stores use needs no register for its address; one whose address
    /// a lifetime marker takes keeps it.
    #[test]
    fn a_promoted_variables_address_has_a_register_only_if_an_op_reads_it() {
        let body = |marker: &str| {
            format!(
                "declare void @llvm.lifetime.start.p0(i64, ptr)
                 define i64 @f(i64 %a) {{
                   %v = alloca i64
                   {}
                   store i64 0, ptr %v
                   %x = load i64, ptr %v
                   %y = add i64 %x, %a
                   store i64 %y, ptr %v
                   %z = load i64, ptr %v
                   ret i64 %z
                 }}",
                marker
            )
        };
        let plain = registers(&body(""), "f");
        assert!(plain.iter().all(|&(_, named)| named), "{:?}", plain);
        let marked = registers(&body("call void @llvm.lifetime.start.p0(i64 8, ptr %v)"), "f");
        assert_eq!(marked.len(), plain.len() + 1, "{:?} {:?}", marked, plain);
    }
}
