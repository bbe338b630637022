//! Vector values, lowered lane by lane onto the scalar ops. A vector
//! register holds its lanes side by side, `i1` lanes one byte each, so
//! every lane gets the scalar semantics of `scalar.rs` and its own
//! definedness, and no evaluator knows about vectors.

use super::{int_width, ty_of, FnCx, R};
use crate::ir::*;
use crate::lower::types::store_size;
use crate::lower::LowerError;
use llvm_ir::types::Typed;
use llvm_ir::{Constant, Instruction, Type, TypeRef};

/// How a value lies in registers: `n` lanes of `bytes` each, of type
/// `elem`. A scalar is one lane.
pub(super) struct Lanes {
    pub n: u32,
    pub bytes: u32,
    pub elem: TypeRef,
    pub vector: bool,
}

fn unsupported<T>(what: &str) -> R<T> {
    Err(LowerError::Unsupported(what.to_string()))
}

impl FnCx<'_> {
    pub(super) fn lanes_of(&self, ty: &TypeRef) -> Lanes {
        match ty.as_ref() {
            Type::VectorType { element_type, num_elements, scalable: false } => {
                let bits_one = matches!(element_type.as_ref(), Type::IntegerType { bits: 1 });
                let bytes = if bits_one { 1 } else { store_size(element_type, self.syms.types) as u32 };
                Lanes { n: *num_elements as u32, bytes, elem: element_type.clone(), vector: true }
            }
            _ => Lanes { n: 1, bytes: self.size_of(ty), elem: ty.clone(), vector: false },
        }
    }

    /// Bytes a register of type `ty` takes: a vector's lanes side by side
    /// (more than its memory layout for `i1` lanes), else the layout.
    pub(super) fn reg_size(&self, ty: &TypeRef) -> u32 {
        let l = self.lanes_of(ty);
        if l.vector {
            (l.n * l.bytes).max(self.size_of(ty))
        } else {
            self.size_of(ty)
        }
    }

    /// Lane `i` of `op` (the operand itself for a scalar).
    pub(super) fn lane(&mut self, op: &llvm_ir::Operand, l: &Lanes, i: u32) -> R<Operand> {
        if !l.vector {
            return self.operand(op);
        }
        match op {
            llvm_ir::Operand::LocalOperand { name, .. } => {
                let (off, size) = *self.regs.get(name).ok_or_else(|| LowerError::Malformed(format!("unknown value {}", name)))?;
                if size < l.n * l.bytes {
                    // (An `i1` vector a call passed: its bits are packed.)
                    return unsupported("a vector of i1 lanes passed to or returned from a function");
                }
                // (The register may be a variable's slot a load forwards:
                // its lanes are read a word at a time too.)
                self.lane_end = self.lane_end.max(off + l.n * l.bytes);
                Ok(Operand::Reg(off + i * l.bytes))
            }
            llvm_ir::Operand::ConstantOperand(c) => match c.as_ref() {
                Constant::Vector(elems) => match elems.get(i as usize) {
                    Some(e) => self.constant(e),
                    None => Err("a vector constant with too few elements".into()),
                },
                Constant::AggregateZero(_) => Ok(Operand::Imm(0)),
                Constant::Undef(_) | Constant::Poison(_) => Ok(Operand::Undef),
                other => unsupported(&format!("vector constant {}", other)),
            },
            llvm_ir::Operand::MetadataOperand | llvm_ir::Operand::MetadataString(_) => Err("a vector metadata operand".into()),
        }
    }

    /// A constant vector of `n` `i1` lanes in register layout: a byte a lane.
    pub(super) fn bit_lanes_constant(&self, c: &llvm_ir::ConstantRef, n: u32) -> R<crate::lower::consts::Image> {
        let mut img = crate::lower::consts::Image { bytes: vec![0; n as usize], ..Default::default() };
        match c.as_ref() {
            Constant::AggregateZero(_) => {}
            Constant::Vector(elems) if elems.len() == n as usize => {
                for (i, e) in elems.iter().enumerate() {
                    match crate::lower::consts::scalar(e, self.syms)? {
                        crate::lower::consts::Scalar::Val { bits, .. } => img.bytes[i] = (bits & 1) as u8,
                        crate::lower::consts::Scalar::Undef => img.undef.push((i as u32, 1)),
                    }
                }
            }
            other => return unsupported(&format!("vector constant {}", other)),
        }
        Ok(img)
    }

    /// A vector whose lanes are `i1` may not pass through memory or a
    /// bit cast here: in memory they are packed bits.
    pub(super) fn packed_bits(&self, ty: &TypeRef) -> bool {
        let l = self.lanes_of(ty);
        l.vector && matches!(l.elem.as_ref(), Type::IntegerType { bits: 1 })
    }

    /// Lowers `inst` if it is one of the instructions only vectors have,
    /// or an access or cast whose vector needs a word here; false if the
    /// scalar lowering takes it (lane by lane where it is elementwise).
    pub(super) fn vector_instruction(&mut self, inst: &Instruction) -> R<bool> {
        use Instruction as X;
        match inst {
            X::ExtractElement(x) => {
                let l = self.lanes_of(&ty_of(&x.vector, self.syms));
                let dst = self.dst(&x.dest);
                match self.constant_index(&x.index) {
                    Some(k) if k < l.n as u64 => {
                        let src = self.lane(&x.vector, &l, k as u32)?;
                        self.emit(Op::Copy { size: l.bytes, dst, src });
                    }
                    Some(_) => self.emit(Op::Copy { size: l.bytes, dst, src: Operand::Undef }),
                    None => {
                        // dst = index == i ? lane i : dst, over every lane
                        // (an index past the end gives poison: undefined).
                        self.emit(Op::Copy { size: l.bytes, dst, src: Operand::Undef });
                        for i in 0..l.n {
                            let src = self.lane(&x.vector, &l, i)?;
                            self.select_if_index(&x.index, i, l.bytes, dst, src, Operand::Reg(dst))?;
                        }
                    }
                }
            }
            X::InsertElement(x) => {
                let vty = ty_of(&x.vector, self.syms);
                let l = self.lanes_of(&vty);
                let dst = self.dst(&x.dest);
                let val = self.operand(&x.element)?;
                let k = self.constant_index(&x.index);
                for i in 0..l.n {
                    let old = self.lane(&x.vector, &l, i)?;
                    let at = dst + i * l.bytes;
                    match k {
                        Some(k) if k == i as u64 => self.emit(Op::Copy { size: l.bytes, dst: at, src: val }),
                        Some(_) => self.emit(Op::Copy { size: l.bytes, dst: at, src: old }),
                        None => self.select_if_index(&x.index, i, l.bytes, at, val, old)?,
                    }
                }
            }
            X::ShuffleVector(x) => {
                let a = self.lanes_of(&ty_of(&x.operand0, self.syms));
                let out = self.lanes_of(&inst.get_type(self.syms.types));
                let dst = self.dst(&x.dest);
                let mask: Vec<Option<u64>> = match x.mask.as_ref() {
                    Constant::Vector(m) => m.iter().map(constant_int).collect(),
                    Constant::AggregateZero(_) => vec![Some(0); out.n as usize],
                    Constant::Undef(_) | Constant::Poison(_) => vec![None; out.n as usize],
                    other => return unsupported(&format!("shufflevector mask {}", other)),
                };
                for (j, m) in mask.into_iter().enumerate() {
                    let src = match m {
                        Some(m) if m < a.n as u64 => self.lane(&x.operand0, &a, m as u32)?,
                        Some(m) if m < 2 * a.n as u64 => self.lane(&x.operand1, &a, m as u32 - a.n)?,
                        _ => Operand::Undef,
                    };
                    self.emit(Op::Copy { size: out.bytes, dst: dst + j as u32 * out.bytes, src });
                }
            }
            // In memory, `i1` lanes are packed bits: an integer of as many
            // bits, loaded or stored whole, then unpacked or packed.
            X::Load(x) if self.packed_bits(&x.loaded_ty) => {
                let l = self.lanes_of(&x.loaded_ty);
                let w = packed_width(&l)?;
                let size = store_size(&x.loaded_ty, self.syms.types) as u32;
                let addr = self.operand(&x.address)?;
                let word = self.temp(8);
                let (visible, atomic) = (self.instrumented, x.atomicity.is_some());
                let class = self.class_of(&x.loaded_ty);
                self.emit(Op::Load { size, dst: word, addr, visible, atomic, align: 0, class, at: None, then_rmw: false, temps_dead: false });
                let dst = self.dst(&x.dest);
                self.unpack_bits(Operand::Reg(word), w, l.n, dst);
            }
            X::Store(x) if self.packed_bits(&ty_of(&x.value, self.syms)) => {
                let l = self.lanes_of(&ty_of(&x.value, self.syms));
                let w = packed_width(&l)?;
                let size = store_size(&ty_of(&x.value, self.syms), self.syms.types) as u32;
                let word = self.temp(8);
                self.pack_bits(&x.value, &l, w, word)?;
                let addr = self.operand(&x.address)?;
                let (visible, atomic) = (self.instrumented, x.atomicity.is_some());
                self.emit(Op::Store { size, addr, val: Operand::Reg(word), visible, atomic, align: 0, at: None });
            }
            X::BitCast(x) if self.packed_bits(&x.to_type) || self.packed_bits(&ty_of(&x.operand, self.syms)) => {
                self.bit_cast_i1_lanes(&x.operand, &x.to_type, &x.dest)?
            }
            X::Call(c) => return self.vector_reduction(c),
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `<N x i1>` to `iN` (lane i is bit i, as in memory) and back; any
    /// other cast of `i1` lanes is unsupported.
    fn bit_cast_i1_lanes(&mut self, a: &llvm_ir::Operand, to: &TypeRef, dest: &llvm_ir::Name) -> R<()> {
        let from = ty_of(a, self.syms);
        let (fl, tl) = (self.lanes_of(&from), self.lanes_of(to));
        let dst = self.dst(dest);
        match (fl.vector, tl.vector, int_width(&tl.elem), int_width(&fl.elem)) {
            (true, false, Some(w), _) if w as u32 == fl.n && w <= 64 => self.pack_bits(a, &fl, w, dst)?,
            (false, true, _, Some(w)) if w as u32 == tl.n && w <= 64 => {
                let src = self.operand(a)?;
                self.unpack_bits(src, w, tl.n, dst);
            }
            _ => return unsupported("a bit cast of a vector of i1 to a type other than an integer of as many bits"),
        }
        Ok(())
    }

    /// `dst` (an integer of `w` bits) gets lane i of `a` as its bit i.
    fn pack_bits(&mut self, a: &llvm_ir::Operand, l: &Lanes, w: u8, dst: u32) -> R<()> {
        let (wide, shifted) = (self.temp(8), self.temp(8));
        self.emit(Op::Copy { size: (w as u32).div_ceil(8), dst, src: Operand::Imm(0) });
        for i in 0..l.n {
            let lane = self.lane(a, l, i)?;
            self.emit(Op::Cast { op: CastOp::ZExt, from: Scalar::Int(1), to: Scalar::Int(w), dst: wide, a: lane, then_call: false });
            self.emit(Op::Bin { op: BinOp::Shl, w, dst: shifted, a: Operand::Reg(wide), b: Operand::Imm(i as u64), then_call: false });
            self.emit(Op::Bin { op: BinOp::Or, w, dst, a: Operand::Reg(dst), b: Operand::Reg(shifted), then_call: false });
        }
        Ok(())
    }

    /// Lane i of the `n` lanes at `dst` gets bit i of `src` (`w` bits).
    fn unpack_bits(&mut self, src: Operand, w: u8, n: u32, dst: u32) {
        let shifted = self.temp(8);
        for i in 0..n {
            self.emit(Op::Bin { op: BinOp::LShr, w, dst: shifted, a: src, b: Operand::Imm(i as u64), then_call: false });
            self.emit(Op::Cast {
                op: CastOp::Trunc,
                from: Scalar::Int(w),
                to: Scalar::Int(1),
                dst: dst + i,
                a: Operand::Reg(shifted),
                then_call: false,
            });
        }
    }

    /// x86's movemask (`_mm_movemask_epi8`, `_mm_movemask_ps`, ...): bit i
    /// of the `i32` result is lane i's sign bit, the rest zero.
    fn movemask(&mut self, c: &llvm_ir::instruction::Call) -> R<()> {
        let [(a, _)] = c.arguments.as_slice() else { return Err("a movemask without one vector argument".into()) };
        let Some(dest) = &c.dest else { return Ok(()) };
        let l = self.lanes_of(&ty_of(a, self.syms));
        let w = (l.bytes * 8) as u8;
        let dst = self.dst(dest);
        let (sign, bit) = (self.temp(8), self.temp(1));
        let (wide, shifted) = (self.temp(8), self.temp(8));
        self.emit(Op::Copy { size: 4, dst, src: Operand::Imm(0) });
        for i in 0..l.n {
            let lane = self.lane(a, &l, i)?;
            self.emit(Op::Bin { op: BinOp::LShr, w, dst: sign, a: lane, b: Operand::Imm(w as u64 - 1), then_call: false });
            self.emit(Op::Cast { op: CastOp::Trunc, from: Scalar::Int(w), to: Scalar::Int(1), dst: bit, a: Operand::Reg(sign), then_call: false });
            self.emit(Op::Cast { op: CastOp::ZExt, from: Scalar::Int(1), to: Scalar::Int(32), dst: wide, a: Operand::Reg(bit), then_call: false });
            self.emit(Op::Bin { op: BinOp::Shl, w: 32, dst: shifted, a: Operand::Reg(wide), b: Operand::Imm(i as u64), then_call: false });
            self.emit(Op::Bin { op: BinOp::Or, w: 32, dst, a: Operand::Reg(dst), b: Operand::Reg(shifted), then_call: false });
        }
        Ok(())
    }

    /// `dst = (index == i) ? a : b`, `size` bytes, through a temporary.
    fn select_if_index(&mut self, index: &llvm_ir::Operand, i: u32, size: u32, dst: u32, a: Operand, b: Operand) -> R<()> {
        let w = int_width(&ty_of(index, self.syms)).ok_or("a vector index that is not an integer")?;
        let idx = self.operand(index)?;
        let cond = self.temp(1);
        self.emit(Op::ICmp { pred: IPred::Eq, w, dst: cond, a: idx, b: Operand::Imm(i as u64), ptrs: false, then_br: false });
        self.emit(Op::Select { size, dst, cond: Operand::Reg(cond), a, b });
        Ok(())
    }

    /// An element-wise intrinsic on vectors: the same intrinsic once per
    /// lane, on lane-sized arguments (its width is its arguments' size);
    /// scalar arguments (`abs`'s and `ctlz`'s flags) go to every lane.
    fn intrinsic_by_lanes(&mut self, name: &str, c: &llvm_ir::instruction::Call) -> R<()> {
        let callee = Callee::Direct(*self.syms.funcs.get(name).ok_or_else(|| LowerError::UnknownSymbol(name.to_string()))?);
        let Some(dest) = &c.dest else { return Ok(()) };
        let out = self.lanes_of(&super::inst_type_of_call(c, self.syms));
        let dst = self.dst(dest);
        let ret_class = self.class_of(&out.elem);
        for i in 0..out.n {
            let first = self.f.call_args.len() as u32;
            for (arg, _) in &c.arguments {
                let l = self.lanes_of(&ty_of(arg, self.syms));
                let val = self.lane(arg, &l, i)?;
                let class = self.class_of(&l.elem);
                let size = l.bytes;
                self.f.call_args.push(CallArg { val, size, align: size.clamp(1, 16), byval: 0, class });
            }
            let nargs = self.f.call_args.len() as u32 - first;
            self.emit(Op::Call { callee, dst: dst + i * out.bytes, ret_size: out.bytes, args: first, nargs, ret_class, fits: false });
        }
        Ok(())
    }

    fn constant_index(&self, op: &llvm_ir::Operand) -> Option<u64> {
        match op {
            llvm_ir::Operand::ConstantOperand(c) => constant_int(c),
            _ => None,
        }
    }

    /// `llvm.vector.reduce.*`: the lanes folded left to right with the
    /// scalar operation (`fadd`/`fmul` from their start value, in order,
    /// as LLVM's unordered reductions may also be).
    fn vector_reduction(&mut self, c: &llvm_ir::instruction::Call) -> R<bool> {
        let Some(name) = callee_name(c) else { return Ok(false) };
        let Some(kind) = name.strip_prefix("llvm.vector.reduce.") else {
            // Other intrinsics compute on scalars: one given a vector
            // would treat it as one wide number.
            let vectors = c.arguments.iter().any(|(a, _)| self.lanes_of(&ty_of(a, self.syms)).vector)
                || c.dest.is_some() && self.lanes_of(&super::inst_type_of_call(c, self.syms)).vector;
            if !name.starts_with("llvm.") || !vectors {
                return Ok(false);
            }
            if is_movemask(name) {
                self.movemask(c)?;
                return Ok(true);
            }
            if !intrinsic_by_name(name).is_some_and(lane_wise) {
                return unsupported(&format!("vector intrinsic {}", name));
            }
            self.intrinsic_by_lanes(name, c)?;
            return Ok(true);
        };
        let kind = kind.split('.').next().unwrap_or("");
        let Some(dest) = &c.dest else { return Ok(true) };
        let (start, v) = match (kind, c.arguments.as_slice()) {
            ("fadd" | "fmul", [(s, _), (v, _)]) => (Some(s), v),
            (_, [(v, _)]) => (None, v),
            _ => return Err("a vector reduction with unexpected arguments".into()),
        };
        let l = self.lanes_of(&ty_of(v, self.syms));
        if !l.vector {
            return Err("a vector reduction of a scalar".into());
        }
        let dst = self.dst(dest);
        let size = l.bytes;
        let first = match start {
            Some(s) => self.operand(s)?,
            None => self.lane(v, &l, 0)?,
        };
        self.emit(Op::Copy { size, dst, src: first });
        let from = if start.is_some() { 0 } else { 1 };
        for i in from..l.n {
            let x = self.lane(v, &l, i)?;
            let acc = Operand::Reg(dst);
            match kind {
                "fadd" | "fmul" | "fmax" | "fmin" => {
                    let ty = super::fp_ty(&l.elem).ok_or("a float reduction of integers")?;
                    let op = match kind {
                        "fadd" => FBinOp::Add,
                        "fmul" => FBinOp::Mul,
                        _ => {
                            // max/min: compare, then select (NaN lanes: the other).
                            let cond = self.temp(1);
                            let pred = if kind == "fmax" { FPred::Ogt } else { FPred::Olt };
                            self.emit(Op::FCmp { pred, ty, dst: cond, a: x, b: acc });
                            self.emit(Op::Select { size, dst, cond: Operand::Reg(cond), a: x, b: acc });
                            continue;
                        }
                    };
                    self.emit(Op::FBin { op, ty, dst, a: acc, b: x });
                }
                _ => {
                    let w = int_width(&l.elem).ok_or("an integer reduction of floats")?;
                    let op = match kind {
                        "add" => BinOp::Add,
                        "mul" => BinOp::Mul,
                        "and" => BinOp::And,
                        "or" => BinOp::Or,
                        "xor" => BinOp::Xor,
                        "smax" | "smin" | "umax" | "umin" => {
                            let pred = match kind {
                                "smax" => IPred::Sgt,
                                "smin" => IPred::Slt,
                                "umax" => IPred::Ugt,
                                _ => IPred::Ult,
                            };
                            let cond = self.temp(1);
                            self.emit(Op::ICmp { pred, w, dst: cond, a: x, b: acc, ptrs: false, then_br: false });
                            self.emit(Op::Select { size, dst, cond: Operand::Reg(cond), a: x, b: acc });
                            continue;
                        }
                        other => return unsupported(&format!("llvm.vector.reduce.{}", other)),
                    };
                    self.emit(Op::Bin { op, w, dst, a: acc, b: x, then_call: false });
                }
            }
        }
        Ok(true)
    }
}

/// x86's sign-bit masks of byte, float and double lanes (SSE2, AVX, AVX2).
pub(crate) fn is_movemask(name: &str) -> bool {
    matches!(
        name,
        "llvm.x86.sse2.pmovmskb.128"
            | "llvm.x86.avx2.pmovmskb"
            | "llvm.x86.sse.movmsk.ps"
            | "llvm.x86.sse2.movmsk.pd"
            | "llvm.x86.avx.movmsk.ps.256"
            | "llvm.x86.avx.movmsk.pd.256"
    )
}

/// The intrinsics that compute each lane alone, their width taken from
/// their arguments' size (`eval/intrinsic.rs`).
fn lane_wise(i: Intrinsic) -> bool {
    use Intrinsic as I;
    // libm on vectors (`llvm.floor.v2f64`, as `-O2` vectorises a loop of
    // `floor` calls): one call per lane, as on scalars. Not `frexp`, whose
    // intrinsic returns a struct (the exponent apart), nor `modf`.
    if let I::Math(id) = i {
        return !matches!(MATH[id as usize].0, "frexp" | "modf");
    }
    matches!(
        i,
        I::Ctpop
            | I::Ctlz
            | I::Cttz
            | I::Bswap
            | I::Bitreverse
            | I::Abs
            | I::SMax
            | I::SMin
            | I::UMax
            | I::UMin
            | I::Fshl
            | I::Fshr
            | I::Sat(_)
            | I::FAbs
            | I::CopySign
            | I::MinNum
            | I::MaxNum
            | I::Minimum
            | I::Maximum
            | I::Fma
            | I::FMulAdd
            | I::Powi
    )
}

/// The integer width `i1` lanes pack into in memory: their count, rounded
/// up to whole bytes (at most 64 here).
fn packed_width(l: &Lanes) -> R<u8> {
    let w = l.n.div_ceil(8) * 8;
    if w > 64 {
        return unsupported("a vector of more than 64 i1 lanes in memory");
    }
    Ok(w as u8)
}

fn constant_int(c: &llvm_ir::ConstantRef) -> Option<u64> {
    match c.as_ref() {
        Constant::Int { value, .. } => Some(*value),
        _ => None,
    }
}

fn callee_name(c: &llvm_ir::instruction::Call) -> Option<&str> {
    match &c.function {
        either::Either::Right(llvm_ir::Operand::ConstantOperand(f)) => match f.as_ref() {
            Constant::GlobalReference { name: llvm_ir::Name::Name(n), .. } => Some(n.as_str()),
            _ => None,
        },
        _ => None,
    }
}
