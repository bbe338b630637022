//! Array subscripts checked against the bound their C type gives.
//!
//! `s.a[i]` with `int a[4]` is undefined for `i > 4`, and its access for
//! `i == 4`, even where the bytes are still inside `s` (C11 6.5.6p8, J.2):
//! the VM's object bounds cannot see it. Clang at -O0 writes each subscript
//! as a `getelementptr` whose source element type is the array, `[4 x i32]`,
//! and whose second index is the subscript, so the index step into an array
//! type carries the bound. Optimised IR does not keep that correspondence
//! (LLVM may merge or re-index GEPs: its array indices may legally run
//! past the bound), so only unoptimised user code is checked
//! (`Input::unoptimised`).
//!
//! Exempt, as clang's `-fsanitize=array-bounds` exempts them: the last
//! member of a struct (the flexible-array idiom, `char data[1]`) and
//! zero-length arrays. A subscript of a whole variable (`int a[4]; a[i]`)
//! is left to the object's own bounds, which are the array's. A subscript whose result is only an address
//! (`&a[4]`, one past the end) may reach the bound; one that is read,
//! written or further subscripted may not. A row that decays to a pointer
//! (`m[2]`) is an address: its decay is the same IR as `&m[2][0]`, which
//! clang's sanitizer counts as an access, and a false alarm costs more.

use llvm_ir::constant::Constant;
use llvm_ir::types::Types;
use llvm_ir::{Instruction, Name, Operand, Type, TypeRef};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::promote::Uses;
use super::types::field_type;

/// The bound check one index step of a GEP gets: the array's length, and
/// whether the element is accessed (index < len) or only addressed
/// (index <= len).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bound {
    pub len: u32,
    pub access: bool,
}

/// What the checks need to know about one function's GEPs.
pub struct Subscripts {
    /// GEP results that point to the last member of a struct.
    trailing: HashSet<Name>,
    /// GEP results that are accessed: loaded, stored through, or
    /// subscripted further (a GEP whose first index is 0, not a decay).
    accessed: HashSet<Name>,
    /// Stack variables and their types.
    allocas: HashMap<Name, TypeRef>,
}

impl Subscripts {
    pub fn of(func: &llvm_ir::Function, types: &Types, uses: &Uses) -> Subscripts {
        let mut trailing = HashSet::default();
        let mut accessed = HashSet::default();
        let mut allocas = HashMap::default();
        for bb in &func.basic_blocks {
            for inst in &bb.instrs {
                if let Instruction::Alloca(a) = inst {
                    allocas.insert(a.dest.clone(), a.allocated_type.clone());
                }
                let Instruction::GetElementPtr(g) = inst else { continue };
                if ends_in_last_field(&g.source_element_type, &g.indices, types) {
                    trailing.insert(g.dest.clone());
                }
                let through = |(b, i): &(usize, usize)| match func.basic_blocks[*b].instrs.get(*i) {
                    Some(Instruction::Load(l)) => is_name(&l.address, &g.dest),
                    Some(Instruction::Store(s)) => is_name(&s.address, &g.dest),
                    Some(Instruction::GetElementPtr(h)) => is_name(&h.address, &g.dest) && h.indices.first().is_some_and(is_zero) && !is_decay(h),
                    _ => false,
                };
                if uses.at(&g.dest).iter().any(through) {
                    accessed.insert(g.dest.clone());
                }
            }
        }
        Subscripts { trailing, accessed, allocas }
    }

    /// The check of the step of GEP `g` (result `dest`, base `base`) into
    /// the array type `array` at index position `pos` (>= 1), reached
    /// through a struct's last field within this GEP when `last_field`.
    pub fn bound(&self, dest: &Name, base: &Operand, array: &Type, pos: usize, last_field: bool, types: &Types) -> Option<Bound> {
        let Type::ArrayType { num_elements, .. } = array else { return None };
        let len = u32::try_from(*num_elements).ok().filter(|&n| n > 0)?;
        let exempt = if pos == 1 { self.base_is_trailing(base, types) || self.base_is_the_array(base, array) } else { last_field };
        (!exempt).then(|| Bound { len, access: self.accessed.contains(dest) })
    }

    /// Whether `base` is a whole variable of type `array`: the object's
    /// own bounds are the array's, and they report more (which object,
    /// which offset).
    fn base_is_the_array(&self, base: &Operand, array: &Type) -> bool {
        match base {
            Operand::LocalOperand { name, .. } => self.allocas.get(name).is_some_and(|t| t.as_ref() == array),
            Operand::ConstantOperand(c) => matches!(c.as_ref(), Constant::GlobalReference { ty, .. } if ty.as_ref() == array),
            _ => false,
        }
    }

    /// Whether `base` points to a struct's last member: a GEP result of
    /// this function, or a constant GEP, whose last step is a last field.
    fn base_is_trailing(&self, base: &Operand, types: &Types) -> bool {
        match base {
            Operand::LocalOperand { name, .. } => self.trailing.contains(name),
            Operand::ConstantOperand(c) => match c.as_ref() {
                Constant::GetElementPtr(g) => {
                    let indices: Vec<Operand> = g.indices.iter().map(|i| Operand::ConstantOperand(i.clone())).collect();
                    ends_in_last_field(&g.source_element_type, &indices, types)
                }
                _ => false,
            },
            _ => false,
        }
    }
}

/// Whether the GEP steps `indices` over `ty` end in a struct's last field.
fn ends_in_last_field(ty: &TypeRef, indices: &[Operand], types: &Types) -> bool {
    let mut ty = ty.clone();
    let mut last = false;
    for idx in indices.iter().skip(1) {
        let strukt = matches!(ty.as_ref(), Type::StructType { .. } | Type::NamedStructType { .. });
        let k = constant_index(idx);
        last = match k {
            Some(k) if strukt => is_last_field(&ty, k as usize, types),
            _ => false,
        };
        ty = match field_type(&ty, k.unwrap_or(0) as usize, types) {
            Some(t) => t,
            None => return false,
        };
    }
    last
}

/// Whether field `k` of struct `ty` is its last (a flexible array there is
/// exempt).
pub fn is_last_field(ty: &Type, k: usize, types: &Types) -> bool {
    field_type(ty, k + 1, types).is_none()
}

fn constant_index(op: &Operand) -> Option<u64> {
    match op {
        Operand::ConstantOperand(c) => match c.as_ref() {
            Constant::Int { value, .. } => Some(*value),
            _ => None,
        },
        _ => None,
    }
}

/// An array's decay to a pointer to its first element (`gep [N x T], p,
/// 0, 0`): `m[2]` as a pointer is only an address (one past the last row
/// may be compared), although `&m[2][0]` is the same IR.
fn is_decay(g: &llvm_ir::instruction::GetElementPtr) -> bool {
    matches!(g.source_element_type.as_ref(), Type::ArrayType { .. }) && g.indices.iter().all(is_zero)
}

fn is_zero(op: &Operand) -> bool {
    constant_index(op) == Some(0)
}

fn is_name(op: &Operand, n: &Name) -> bool {
    matches!(op, Operand::LocalOperand { name, .. } if name == n)
}

#[cfg(test)]
mod tests {
    use super::super::{link, Input, Module};
    use crate::ir::*;

    /// The (len, access) bounds of `f`'s GEP terms, linked alone as
    /// unoptimised (`checked`) or optimised user code.
    fn bounds(body: &str, checked: bool) -> Vec<(u32, bool)> {
        let ir = format!(
            "%rec = type {{ [4 x i32], i32 }}
             %old = type {{ i32, [1 x i32] }}
             @m = global [2 x [3 x i32]] zeroinitializer
             define i32 @f(ptr %r, ptr %o, i64 %i) {{ {} }}",
            body
        );
        let module = Module::from_ir_str(&ir).unwrap();
        let p = link(&[Input { module, origin: Origin::User, unoptimised: checked }]).unwrap();
        let f = &p.functions[p.function("f").unwrap() as usize];
        f.gep_terms.iter().map(|t| if t.limit == GepTerm::UNCHECKED { (0, false) } else { (t.array_len() as u32, t.access) }).collect()
    }

    #[test]
    fn a_member_array_subscript_carries_its_bound_strict_where_accessed() {
        let accessed = "%a = getelementptr inbounds %rec, ptr %r, i32 0, i32 0
                        %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %i
                        %v = load i32, ptr %p
                        ret i32 %v";
        assert_eq!(bounds(accessed, true), vec![(4, true)]);
        assert_eq!(bounds(accessed, false), vec![(0, false)], "optimised code is not checked");
        let addressed = "%a = getelementptr inbounds %rec, ptr %r, i32 0, i32 0
                         %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %i
                         %x = ptrtoint ptr %p to i32
                         ret i32 %x";
        assert_eq!(bounds(addressed, true), vec![(4, false)]);
    }

    #[test]
    fn trailing_members_are_flexible_and_rows_of_globals_are_checked() {
        let trailing = "%d = getelementptr inbounds %old, ptr %o, i32 0, i32 1
                        %p = getelementptr inbounds [1 x i32], ptr %d, i64 0, i64 %i
                        %v = load i32, ptr %p
                        ret i32 %v";
        assert_eq!(bounds(trailing, true), vec![(0, false)]);
        // (within one GEP too)
        let one = "%p = getelementptr inbounds %old, ptr %o, i32 0, i32 1, i64 %i
                   %v = load i32, ptr %p
                   ret i32 %v";
        assert_eq!(bounds(one, true), vec![(0, false)]);
        let row = "%p = getelementptr inbounds [3 x i32], ptr @m, i64 0, i64 %i
                   %v = load i32, ptr %p
                   ret i32 %v";
        assert_eq!(bounds(row, true), vec![(3, true)]);
        // (a whole variable's own bounds are the array's)
        let whole = "%a = alloca [4 x i32]
                     %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %i
                     %v = load i32, ptr %p
                     ret i32 %v";
        assert_eq!(bounds(whole, true), vec![(0, false)]);
        // (a row that decays to a pointer is an address: `m[2]` may end a loop)
        let decayed = "%row = getelementptr inbounds [2 x [3 x i32]], ptr %r, i64 0, i64 %i
                       %p = getelementptr inbounds [3 x i32], ptr %row, i64 0, i64 0
                       %x = ptrtoint ptr %p to i32
                       ret i32 %x";
        assert_eq!(bounds(decayed, true), vec![(2, false)]);
    }

    #[test]
    fn only_a_constant_index_past_the_bound_leaves_a_term() {
        let k = |k: u32| {
            format!(
                "%a = getelementptr inbounds %rec, ptr %r, i32 0, i32 0
                 %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 {}
                 %v = load i32, ptr %p
                 ret i32 %v",
                k
            )
        };
        assert_eq!(bounds(&k(3), true), vec![]);
        assert_eq!(bounds(&k(4), true), vec![(4, true)]);
    }
}
