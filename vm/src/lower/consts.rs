//! Constants: folding LLVM constant expressions into bytes and immediates.

use super::types::{field_offset, field_type, layout};
use super::LowerError;
use crate::ir::BinOp;
use crate::memory::{Pointer, PtrKind};
use crate::scalar::sext;
use llvm_ir::constant::Float;
use llvm_ir::types::{Typed, Types};
use llvm_ir::{Constant, ConstantRef, Type};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// What lowering knows about symbols when it folds constants.
pub struct Symbols<'a> {
    pub types: &'a Types,
    pub funcs: Names<'a, u32>,
    /// name -> (slot, is constant)
    pub globals: Names<'a, (u32, bool)>,
    /// Weak declarations defined nowhere: their address is null.
    pub null: &'a HashSet<String>,
}

/// A module's view of the linked names: its own local ones, then the
/// external ones all modules share (not copied per module: the runtime
/// has thousands).
#[derive(Clone, Copy)]
pub struct Names<'a, T> {
    pub local: &'a HashMap<String, T>,
    pub external: &'a HashMap<String, T>,
}

impl<'a, T> Names<'a, T> {
    pub fn get(&self, name: &str) -> Option<&'a T> {
        self.local.get(name).or_else(|| self.external.get(name))
    }
}

/// A folded scalar constant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    Val { bits: u128, ptr: bool },
    Undef,
}

fn val(bits: u128) -> Result<Scalar, LowerError> {
    Ok(Scalar::Val { bits, ptr: false })
}

pub fn symbol_pointer(name: &str, syms: &Symbols) -> Result<Pointer, LowerError> {
    if let Some(&(slot, constant)) = syms.globals.get(name) {
        let kind = if constant { PtrKind::Const } else { PtrKind::Global };
        return Ok(Pointer::new(kind, slot, 0));
    }
    if let Some(&f) = syms.funcs.get(name) {
        return Ok(Pointer::code(f, 0));
    }
    if syms.null.contains(name) {
        return Ok(Pointer::NULL);
    }
    Err(LowerError::UnknownSymbol(name.to_string()))
}

fn name_str(n: &llvm_ir::Name) -> String {
    match n {
        llvm_ir::Name::Name(s) => s.to_string(),
        llvm_ir::Name::Number(k) => format!("{}", k),
    }
}

fn bits_of(c: &Constant, syms: &Symbols) -> u32 {
    match c.get_type(syms.types).as_ref() {
        Type::IntegerType { bits } => *bits,
        Type::PointerType { .. } => 64,
        Type::FPType(_) => (layout(&c.get_type(syms.types), syms.types).0 * 8) as u32,
        _ => 64,
    }
}

fn mask(bits: u32) -> u128 {
    crate::memory::mask(bits)
}

/// Folds a scalar constant (integer, float, pointer, or an expression of them).
pub fn scalar(c: &ConstantRef, syms: &Symbols) -> Result<Scalar, LowerError> {
    use Constant as C;
    Ok(match c.as_ref() {
        C::Int { value, .. } => Scalar::Val { bits: *value as u128, ptr: false },
        C::WideInt { value, bits } => Scalar::Val { bits: *value & mask(*bits), ptr: false },
        C::Float(f) => match f {
            // (`bfloat` values can be stored and copied; divm has no
            // arithmetic, comparison or conversion for them: lowering
            // refuses those, fp_ty in lower/func.rs.)
            Float::Half(x) | Float::BFloat(x) => Scalar::Val { bits: *x as u128, ptr: false },
            Float::Single(x) => Scalar::Val { bits: x.to_bits() as u128, ptr: false },
            Float::Double(x) => Scalar::Val { bits: x.to_bits() as u128, ptr: false },
            Float::X86_FP80(b) => Scalar::Val { bits: *b, ptr: false },
            other => return Err(LowerError::Unsupported(format!("floating-point constant of type {:?}", other))),
        },
        C::Null(_) => Scalar::Val { bits: 0, ptr: true },
        C::AggregateZero(_) => Scalar::Val { bits: 0, ptr: false },
        C::Undef(_) | C::Poison(_) => Scalar::Undef,
        C::GlobalReference { name, .. } => Scalar::Val { bits: symbol_pointer(&name_str(name), syms)?.0 as u128, ptr: true },
        C::BlockAddress { function, block } => {
            let f = syms.funcs.get(&name_str(function)).ok_or_else(|| LowerError::UnknownSymbol(name_str(function)))?;
            Scalar::Val { bits: Pointer::block_address(*f, *block as u32).0 as u128, ptr: true }
        }
        C::GetElementPtr(g) => {
            let base = scalar(&g.address, syms)?;
            let Scalar::Val { bits, ptr } = base else { return Ok(Scalar::Undef) };
            let mut off: i64 = 0;
            let mut ty = g.source_element_type.clone();
            for (i, idx) in g.indices.iter().enumerate() {
                let Scalar::Val { bits: iv, .. } = scalar(idx, syms)? else { return Ok(Scalar::Undef) };
                let iv = sext(iv, bits_of(idx, syms)) as i64;
                if i == 0 {
                    off = off.wrapping_add(crate::scalar::gep_offset(iv, layout(&ty, syms.types).0 as i64));
                    continue;
                }
                match ty.as_ref() {
                    Type::StructType { .. } | Type::NamedStructType { .. } => {
                        off += field_offset(&ty, iv as usize, syms.types).ok_or("bad struct index")? as i64;
                    }
                    _ => {
                        let et = field_type(&ty, 0, syms.types).ok_or("bad gep type")?;
                        off = off.wrapping_add(crate::scalar::gep_offset(iv, layout(&et, syms.types).0 as i64));
                    }
                }
                ty = field_type(&ty, iv as usize, syms.types).ok_or("bad gep type")?;
            }
            let (bits, ptr) = crate::scalar::gep_address(bits as u64, ptr, off, !g.in_bounds);
            Scalar::Val { bits: bits as u128, ptr }
        }
        C::PtrToInt(x) => {
            let w = bits_of(c, syms);
            match scalar(&x.operand, syms)? {
                Scalar::Val { bits, ptr } => Scalar::Val { bits: bits & mask(w), ptr: ptr && w == 64 },
                u => u,
            }
        }
        C::IntToPtr(x) => match scalar(&x.operand, syms)? {
            Scalar::Val { bits, ptr } => Scalar::Val { bits: bits & mask(64), ptr },
            u => u,
        },
        C::BitCast(x) => scalar(&x.operand, syms)?,
        C::AddrSpaceCast(x) => scalar(&x.operand, syms)?,
        C::Trunc(x) => {
            let w = bits_of(c, syms);
            match scalar(&x.operand, syms)? {
                Scalar::Val { bits, .. } => val(bits & mask(w))?,
                u => u,
            }
        }
        C::Add(x) => binop(&x.operand0, &x.operand1, c, syms, BinOp::Add)?,
        C::Sub(x) => binop(&x.operand0, &x.operand1, c, syms, BinOp::Sub)?,
        C::Mul(x) => binop(&x.operand0, &x.operand1, c, syms, BinOp::Mul)?,
        C::Xor(x) => binop(&x.operand0, &x.operand1, c, syms, BinOp::Xor)?,
        other => return Err(LowerError::Unsupported(format!("constant expression {}", other))),
    })
}

fn binop(a: &ConstantRef, b: &ConstantRef, whole: &Constant, syms: &Symbols, op: BinOp) -> Result<Scalar, LowerError> {
    let w = bits_of(whole, syms);
    match (scalar(a, syms)?, scalar(b, syms)?) {
        (Scalar::Val { bits: x, ptr: px }, Scalar::Val { bits: y, ptr: py }) => {
            let r = crate::scalar::int_bin(op, w, x, y, false).map_err(|e| LowerError::Unsupported(format!("constant expression: {:?}", e)))?;
            Ok(Scalar::Val { bits: r, ptr: crate::scalar::pointer_survives(px, py, x, y, r, w) })
        }
        _ => Ok(Scalar::Undef),
    }
}

/// An initialised byte image with pointer and undefined-byte marks.
#[derive(Default)]
pub struct Image {
    pub bytes: Vec<u8>,
    pub pointers: Vec<u32>,
    pub undef: Vec<(u32, u32)>,
}

/// Writes constant `c` at `off` of `img` (which is large enough).
pub fn write(c: &ConstantRef, syms: &Symbols, img: &mut Image, off: usize) -> Result<(), LowerError> {
    use Constant as C;
    let ty = c.get_type(syms.types);
    let size = layout(&ty, syms.types).0 as usize;
    match c.as_ref() {
        C::AggregateZero(_) | C::Null(_) => {
            img.bytes[off..off + size].fill(0);
        }
        C::Undef(_) | C::Poison(_) => {
            img.undef.push((off as u32, size as u32));
        }
        C::Struct { values, .. } => {
            for (i, v) in values.iter().enumerate() {
                let fo = field_offset(&ty, i, syms.types).ok_or("struct layout")? as usize;
                write(v, syms, img, off + fo)?;
            }
        }
        C::Array { elements, element_type } => {
            let es = layout(element_type, syms.types).0 as usize;
            for (i, v) in elements.iter().enumerate() {
                write(v, syms, img, off + i * es)?;
            }
        }
        C::Vector(elements) => {
            let es = if elements.is_empty() { 0 } else { layout(&elements[0].get_type(syms.types), syms.types).0 as usize };
            for (i, v) in elements.iter().enumerate() {
                write(v, syms, img, off + i * es)?;
            }
        }
        _ => match scalar(c, syms)? {
            Scalar::Val { bits, ptr } => {
                let n = super::types::store_size(&ty, syms.types) as usize;
                let n = n.min(16);
                img.bytes[off..off + n].copy_from_slice(&bits.to_le_bytes()[..n]);
                if ptr && n == 8 && bits != 0 {
                    img.pointers.push(off as u32);
                }
            }
            Scalar::Undef => img.undef.push((off as u32, size as u32)),
        },
    }
    Ok(())
}
