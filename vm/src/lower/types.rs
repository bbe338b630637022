//! Sizes, alignments and field offsets of LLVM types (x86_64 data layout).

use llvm_ir::types::{FPType, NamedStructDef, Types};
use llvm_ir::{Type, TypeRef};

/// Size and alignment of a type as stored in memory (its "alloc size").
pub fn layout(ty: &Type, types: &Types) -> (u64, u64) {
    match ty {
        Type::VoidType => (0, 1),
        Type::IntegerType { bits } => int_layout(*bits),
        Type::PointerType { .. } => (8, 8),
        Type::FPType(fp) => match fp {
            FPType::Half | FPType::BFloat => (2, 2),
            FPType::Single => (4, 4),
            FPType::Double => (8, 8),
            FPType::FP128 | FPType::X86_FP80 | FPType::PPC_FP128 => (16, 16),
        },
        Type::VectorType { element_type, num_elements, .. } => {
            let (es, _) = layout(element_type, types);
            let bits = store_bits(element_type, types);
            // Vectors are packed by element bits, rounded to a power-of-two size.
            let raw = if bits.is_multiple_of(8) { es * *num_elements as u64 } else { (bits * *num_elements as u64).div_ceil(8) };
            let size = raw.next_power_of_two().max(1);
            (size, size.min(64))
        }
        Type::ArrayType { element_type, num_elements } => {
            let (es, ea) = layout(element_type, types);
            (es * *num_elements as u64, ea)
        }
        Type::StructType { element_types, is_packed } => struct_layout(element_types, *is_packed, types).0,
        Type::NamedStructType { name } => match types.named_struct_def(name) {
            Some(NamedStructDef::Defined(t)) => layout(t, types),
            _ => (0, 1),
        },
        _ => (8, 8),
    }
}

/// Size in bytes that a load or store of this type touches.
pub fn store_size(ty: &Type, types: &Types) -> u64 {
    match ty {
        Type::IntegerType { bits } => (*bits as u64).div_ceil(8),
        Type::FPType(FPType::X86_FP80) => 10,
        _ => layout(ty, types).0,
    }
}

fn store_bits(ty: &Type, types: &Types) -> u64 {
    match ty {
        Type::IntegerType { bits } => *bits as u64,
        _ => layout(ty, types).0 * 8,
    }
}

fn int_layout(bits: u32) -> (u64, u64) {
    let bytes = (bits as u64).div_ceil(8);
    // LLVM rounds odd widths up to the next specified integer alignment.
    let align = match bytes {
        0..=1 => 1,
        2 => 2,
        3..=4 => 4,
        5..=8 => 8,
        _ => 16,
    };
    (bytes.div_ceil(align) * align, align)
}

/// Layout of a literal struct: ((size, align), field offsets).
pub fn struct_layout(fields: &[TypeRef], packed: bool, types: &Types) -> ((u64, u64), Vec<u64>) {
    let mut off = 0u64;
    let mut align = 1u64;
    let mut offsets = Vec::with_capacity(fields.len());
    for f in fields {
        let (s, a) = layout(f, types);
        let a = if packed { 1 } else { a };
        off = off.div_ceil(a) * a;
        offsets.push(off);
        off += s;
        align = align.max(a);
    }
    let size = off.div_ceil(align) * align;
    ((size, align), offsets)
}

/// Field offsets of a (possibly named) struct type.
pub fn field_offsets(ty: &Type, types: &Types) -> Option<Vec<u64>> {
    match ty {
        Type::StructType { element_types, is_packed } => Some(struct_layout(element_types, *is_packed, types).1),
        Type::NamedStructType { name } => match types.named_struct_def(name) {
            Some(NamedStructDef::Defined(t)) => field_offsets(t, types),
            _ => None,
        },
        _ => None,
    }
}

/// The type of field `i` of an aggregate.
pub fn field_type(ty: &Type, i: usize, types: &Types) -> Option<TypeRef> {
    match ty {
        Type::StructType { element_types, .. } => element_types.get(i).cloned(),
        Type::NamedStructType { name } => match types.named_struct_def(name) {
            Some(NamedStructDef::Defined(t)) => field_type(t, i, types),
            _ => None,
        },
        Type::ArrayType { element_type, .. } | Type::VectorType { element_type, .. } => Some(element_type.clone()),
        _ => None,
    }
}

/// Offset of element `i` of an aggregate.
pub fn field_offset(ty: &Type, i: usize, types: &Types) -> Option<u64> {
    match ty {
        Type::ArrayType { element_type, .. } => Some(layout(element_type, types).0 * i as u64),
        Type::VectorType { .. } => None,
        _ => field_offsets(ty, types)?.get(i).copied(),
    }
}

/// What a global of type `ty` holds, to show its value: integer, float
/// and pointer scalars and flat arrays of them; anything else is `Other`.
pub fn shape(ty: &Type, types: &Types) -> crate::ir::Shape {
    use crate::ir::{Shape, ValueKind};
    let scalar = |t: &Type| match t {
        Type::IntegerType { bits } if *bits <= 64 => Some(ValueKind::Int),
        Type::FPType(FPType::Single) => Some(ValueKind::Float),
        Type::FPType(FPType::Double) => Some(ValueKind::Double),
        Type::PointerType { .. } => Some(ValueKind::Pointer),
        _ => None,
    };
    if let Some(s) = scalar(ty) {
        return Shape::Scalar(s);
    }
    match ty {
        Type::ArrayType { element_type, .. } => match scalar(element_type) {
            Some(element) => Shape::Array { element, element_size: layout(element_type, types).0 as u32 },
            None => Shape::Records { element_size: layout(element_type, types).0 as u32 },
        },
        _ => Shape::Other,
    }
}
