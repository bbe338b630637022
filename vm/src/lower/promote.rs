//! Stack variables as registers: which entry-block allocas never let
//! their address escape (so a register slot of the frame can hold them),
//! and which of their loads and stores need no instruction of their own.

use super::consts::Symbols;
use super::types::{layout, store_size};
use either::Either;
use llvm_ir::types::{FPType, Typed};
use llvm_ir::{Constant, Instruction, Name, Terminator, Type};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Allocas of the entry block that hold one value, are only loaded and
/// stored whole, and whose address goes nowhere else (lifetime markers
/// aside): (name, size).
/// A vector of `i1`: its register (a byte a lane) is not its memory
/// (packed bits), so no variable slot can hold it.
fn bit_lanes(ty: &Type) -> bool {
    matches!(ty, Type::VectorType { element_type, .. } if matches!(element_type.as_ref(), Type::IntegerType { bits: 1 }))
}

pub fn promotable(func: &llvm_ir::Function, syms: &Symbols) -> Vec<(Name, u32)> {
    let types = syms.types;
    let mut cands: HashMap<Name, u64> = HashMap::default();
    let Some(entry) = func.basic_blocks.first() else { return Vec::new() };
    for inst in &entry.instrs {
        if let Instruction::Alloca(a) = inst {
            let one = matches!(&a.num_elements, llvm_ir::Operand::ConstantOperand(c) if matches!(c.as_ref(), Constant::Int { value: 1, .. }));
            let ty = a.allocated_type.as_ref();
            let scalar = matches!(ty, Type::IntegerType { bits } if bits % 8 == 0 && *bits <= 128)
                || matches!(ty, Type::PointerType { .. } | Type::FPType(FPType::Single | FPType::Double));
            if one && scalar {
                cands.insert(a.dest.clone(), layout(ty, types).0);
            }
        }
    }
    let local = |op: &llvm_ir::Operand| match op {
        llvm_ir::Operand::LocalOperand { name, .. } => Some(name.clone()),
        _ => None,
    };
    let mut escaped: HashSet<Name> = Default::default();
    for bb in &func.basic_blocks {
        for inst in &bb.instrs {
            match inst {
                Instruction::Load(x) => {
                    if let Some(n) = local(&x.address) {
                        if let Some(&size) = cands.get(&n) {
                            if x.volatile
                                || x.atomicity.is_some()
                                || store_size(&x.loaded_ty, types) != size
                                || layout(&x.loaded_ty, types).0 != size
                                || bit_lanes(&x.loaded_ty)
                            {
                                escaped.insert(n);
                            }
                        }
                    }
                }
                Instruction::Store(x) => {
                    if let Some(n) = local(&x.address) {
                        if let Some(&size) = cands.get(&n) {
                            let vt = x.value.get_type(types);
                            if x.volatile || x.atomicity.is_some() || store_size(&vt, types) != size || layout(&vt, types).0 != size || bit_lanes(&vt)
                            {
                                escaped.insert(n);
                            }
                        }
                    }
                    if let Some(n) = local(&x.value) {
                        escaped.insert(n);
                    }
                }
                Instruction::Call(c) => {
                    let lifetime = matches!(&c.function, Either::Right(llvm_ir::Operand::ConstantOperand(k))
                        if matches!(k.as_ref(), Constant::GlobalReference { name: Name::Name(s), .. } if s.starts_with("llvm.lifetime.")));
                    if !lifetime {
                        for (a, _) in &c.arguments {
                            if let Some(n) = local(a) {
                                escaped.insert(n);
                            }
                        }
                    }
                }
                other => {
                    // Any other use of the address lets it escape.
                    for n in operand_names(other) {
                        escaped.insert(n);
                    }
                }
            }
        }
        for n in term_operand_names(&bb.term) {
            escaped.insert(n);
        }
    }
    let mut out: Vec<(Name, u32)> = cands.into_iter().filter(|(n, _)| !escaped.contains(n)).map(|(n, s)| (n, s as u32)).collect();
    out.sort_by(|a, b| format!("{}", a.0).cmp(&format!("{}", b.0)));
    out
}

/// Local values an instruction reads, in operand order (a name once per
/// operand that holds it). Constants cannot name a local value, so only
/// the operands themselves are looked at; block labels are not values.
pub(super) fn operand_names(inst: &Instruction) -> Vec<Name> {
    use Instruction as X;
    let mut out = Vec::new();
    let mut add = |op: &llvm_ir::Operand| {
        if let llvm_ir::Operand::LocalOperand { name, .. } = op {
            out.push(name.clone());
        }
    };
    match inst {
        X::Add(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::Sub(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::Mul(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::UDiv(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::SDiv(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::URem(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::SRem(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::And(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::Or(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::Xor(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::Shl(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::LShr(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::AShr(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::FAdd(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::FSub(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::FMul(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::FDiv(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::FRem(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::FNeg(x) => add(&x.operand),
        X::ExtractElement(x) => each(&mut add, [&x.vector, &x.index]),
        X::InsertElement(x) => each(&mut add, [&x.vector, &x.element, &x.index]),
        X::ShuffleVector(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::ExtractValue(x) => add(&x.aggregate),
        X::InsertValue(x) => each(&mut add, [&x.aggregate, &x.element]),
        X::Alloca(x) => add(&x.num_elements),
        X::Load(x) => add(&x.address),
        X::Store(x) => each(&mut add, [&x.address, &x.value]),
        X::Fence(_) => {}
        X::CmpXchg(x) => each(&mut add, [&x.address, &x.expected, &x.replacement]),
        X::AtomicRMW(x) => each(&mut add, [&x.address, &x.value]),
        X::GetElementPtr(x) => {
            add(&x.address);
            x.indices.iter().for_each(&mut add);
        }
        X::Trunc(x) => add(&x.operand),
        X::ZExt(x) => add(&x.operand),
        X::SExt(x) => add(&x.operand),
        X::FPTrunc(x) => add(&x.operand),
        X::FPExt(x) => add(&x.operand),
        X::FPToUI(x) => add(&x.operand),
        X::FPToSI(x) => add(&x.operand),
        X::UIToFP(x) => add(&x.operand),
        X::SIToFP(x) => add(&x.operand),
        X::PtrToInt(x) => add(&x.operand),
        X::IntToPtr(x) => add(&x.operand),
        X::BitCast(x) => add(&x.operand),
        X::AddrSpaceCast(x) => add(&x.operand),
        X::ICmp(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::FCmp(x) => each(&mut add, [&x.operand0, &x.operand1]),
        X::Phi(x) => x.incoming_values.iter().for_each(|(v, _)| add(v)),
        X::Select(x) => each(&mut add, [&x.condition, &x.true_value, &x.false_value]),
        X::Freeze(x) => add(&x.operand),
        X::Call(x) => call_operands(&x.function, &x.arguments, &mut add),
        X::VAArg(x) => add(&x.arg_list),
        // Clauses are constants.
        X::LandingPad(_) => {}
        X::CatchPad(x) => {
            add(&x.catch_switch);
            x.args.iter().for_each(&mut add);
        }
        X::CleanupPad(x) => {
            add(&x.parent_pad);
            x.args.iter().for_each(&mut add);
        }
    }
    out
}

/// Local values a terminator reads.
pub(super) fn term_operand_names(t: &Terminator) -> Vec<Name> {
    use Terminator as T;
    let mut out = Vec::new();
    let mut add = |op: &llvm_ir::Operand| {
        if let llvm_ir::Operand::LocalOperand { name, .. } = op {
            out.push(name.clone());
        }
    };
    match t {
        T::Ret(x) => x.return_operand.iter().for_each(&mut add),
        T::Br(_) | T::Unreachable(_) => {}
        T::CondBr(x) => add(&x.condition),
        T::Switch(x) => add(&x.operand),
        T::IndirectBr(x) => add(&x.operand),
        T::Invoke(x) => call_operands(&x.function, &x.arguments, &mut add),
        T::Resume(x) => add(&x.operand),
        T::CleanupRet(x) => add(&x.cleanup_pad),
        T::CatchRet(x) => add(&x.catch_pad),
        T::CatchSwitch(x) => add(&x.parent_pad),
        T::CallBr(x) => call_operands(&x.function, &x.arguments, &mut add),
    }
    out
}

/// `add` of each operand.
fn each<const N: usize>(add: &mut impl FnMut(&llvm_ir::Operand), ops: [&llvm_ir::Operand; N]) {
    ops.into_iter().for_each(add);
}

/// The callee (unless inline assembly) and the arguments of a call.
fn call_operands(
    function: &Either<llvm_ir::instruction::InlineAssembly, llvm_ir::Operand>,
    args: &[(llvm_ir::Operand, Vec<llvm_ir::function::ParameterAttribute>)],
    add: &mut impl FnMut(&llvm_ir::Operand),
) {
    if let Either::Right(f) = function {
        add(f);
    }
    args.iter().for_each(|(a, _)| add(a));
}

/// Where each local value is read: (block, instruction index; a block's
/// terminator counts as index `instrs.len()`), once per operand that
/// names it. Computed once per function for the analyses below and
/// `fold::gep_index_extensions`.
#[derive(Default)]
pub struct Uses(HashMap<Name, Vec<(usize, usize)>>);

impl Uses {
    pub fn of(func: &llvm_ir::Function) -> Uses {
        let mut uses: HashMap<Name, Vec<(usize, usize)>> = HashMap::default();
        for (bi, bb) in func.basic_blocks.iter().enumerate() {
            for (ii, inst) in bb.instrs.iter().enumerate() {
                for n in operand_names(inst) {
                    uses.entry(n).or_default().push((bi, ii));
                }
            }
            for n in term_operand_names(&bb.term) {
                uses.entry(n).or_default().push((bi, bb.instrs.len()));
            }
        }
        Uses(uses)
    }

    /// The places that read `n`.
    pub fn at(&self, n: &Name) -> &[(usize, usize)] {
        self.0.get(n).map(Vec::as_slice).unwrap_or(&[])
    }

    /// How many operands name `n`.
    pub fn count(&self, n: &Name) -> usize {
        self.at(n).len()
    }
}

/// Promoted variables that can live in a parameter's own register: at -O0
/// clang copies each parameter into its variable first thing, and that is
/// the parameter's only use. If the entry block stores parameter `p` into
/// variable `v` before anything else touches `v`, and nothing else reads
/// `p`, the two always hold the same value: `v` -> `p`.
pub fn parameter_variables(func: &llvm_ir::Function, promoted: &HashSet<Name>, uses: &Uses) -> HashMap<Name, Name> {
    let params: HashSet<&Name> = func.parameters.iter().map(|p| &p.name).collect();
    let mut out = HashMap::default();
    let Some(entry) = func.basic_blocks.first() else { return out };
    // Variables the entry block has touched so far.
    let mut touched: HashSet<Name> = HashSet::default();
    for inst in &entry.instrs {
        if let Instruction::Store(st) = inst {
            if let (llvm_ir::Operand::LocalOperand { name: p, .. }, llvm_ir::Operand::LocalOperand { name: v, .. }) = (&st.value, &st.address) {
                if params.contains(p) && promoted.contains(v) && !touched.contains(v) && uses.count(p) == 1 && !out.values().any(|q| q == p) {
                    out.insert(v.clone(), p.clone());
                }
            }
        }
        if !matches!(inst, Instruction::Alloca(_)) {
            touched.extend(operand_names(inst).into_iter().filter(|n| promoted.contains(n)));
        }
    }
    out
}

/// Loads and stores of promoted variables that need no instruction of
/// their own (at -O0 clang loads a local for every use and stores every
/// result, so these are about a third of a loop's instructions).
#[derive(Debug, Default)]
pub struct Forwarding {
    /// Loads whose value is read straight from the variable's slot: every
    /// use is later in the same block, and nothing writes the variable in
    /// between. Load name -> variable (alloca name).
    pub aliases: HashMap<Name, Name>,
    /// Values written straight into a variable's slot: the very next
    /// instruction stores them there and is their only use, so the store
    /// needs no instruction. Value name -> variable.
    pub forwarded: HashMap<Name, Name>,
}

/// Whether `inst` computes its result with a single op that reads all its
/// operands before it writes the result (so the result may go straight
/// into a variable that is also an operand, as in `x = x + 1`).
fn writes_result_last(inst: &Instruction, promoted: &HashSet<Name>) -> bool {
    use Instruction as X;
    match inst {
        X::Load(x) => !matches!(&x.address, llvm_ir::Operand::LocalOperand { name, .. } if promoted.contains(name)),
        X::Add(_) | X::Sub(_) | X::Mul(_) | X::UDiv(_) | X::SDiv(_) | X::URem(_) | X::SRem(_) => true,
        X::And(_) | X::Or(_) | X::Xor(_) | X::Shl(_) | X::LShr(_) | X::AShr(_) => true,
        X::FAdd(_) | X::FSub(_) | X::FMul(_) | X::FDiv(_) | X::FRem(_) | X::FNeg(_) => true,
        X::ICmp(_) | X::FCmp(_) | X::GetElementPtr(_) => true,
        X::Trunc(_) | X::ZExt(_) | X::SExt(_) | X::FPTrunc(_) | X::FPExt(_) => true,
        X::FPToUI(_) | X::FPToSI(_) | X::UIToFP(_) | X::SIToFP(_) | X::PtrToInt(_) | X::IntToPtr(_) => true,
        _ => false,
    }
}

/// Whether `func` calls setjmp: a longjmp may resume in the middle of a
/// block, after the variable changed, so loads keep their own copies.
pub fn calls_setjmp(func: &llvm_ir::Function) -> bool {
    func.basic_blocks.iter().flat_map(|bb| &bb.instrs).any(|i| match i {
        Instruction::Call(c) => matches!(&c.function, Either::Right(llvm_ir::Operand::ConstantOperand(k))
            if matches!(k.as_ref(), Constant::GlobalReference { name: Name::Name(s), .. }
                if matches!(s.as_str(), "setjmp" | "_setjmp" | "sigsetjmp" | "__sigsetjmp"))),
        _ => false,
    })
}

/// The loads and stores of the `promoted` variables of `func` that need
/// no instruction (see `Forwarding`).
pub fn forwarding(func: &llvm_ir::Function, promoted: &HashSet<Name>, uses: &Uses) -> Forwarding {
    let mut out = Forwarding::default();
    if promoted.is_empty() || calls_setjmp(func) {
        return out;
    }
    let var_of = |op: &llvm_ir::Operand| match op {
        llvm_ir::Operand::LocalOperand { name, .. } if promoted.contains(name) => Some(name.clone()),
        _ => None,
    };
    // (Phi operands count in the phi's block, which no candidate below
    // accepts.)
    for (bi, bb) in func.basic_blocks.iter().enumerate() {
        // Where each variable is written in this block.
        let mut writes: HashMap<Name, Vec<usize>> = HashMap::default();
        for (ii, inst) in bb.instrs.iter().enumerate() {
            let Instruction::Store(s) = inst else { continue };
            let Some(var) = var_of(&s.address) else { continue };
            let mut at = ii;
            if let (llvm_ir::Operand::LocalOperand { name: v, .. }, Some(prev)) = (&s.value, ii.checked_sub(1).map(|p| &bb.instrs[p])) {
                let only_use = uses.at(v) == [(bi, ii)];
                if only_use && prev.try_get_result() == Some(v) && writes_result_last(prev, promoted) {
                    out.forwarded.insert(v.clone(), var.clone());
                    at = ii - 1;
                }
            }
            writes.entry(var).or_default().push(at);
        }
        for (ii, inst) in bb.instrs.iter().enumerate() {
            let Instruction::Load(l) = inst else { continue };
            let Some(var) = var_of(&l.address) else { continue };
            let used = uses.at(&l.dest);
            if !used.iter().all(|&(b, i)| b == bi && i > ii) {
                continue;
            }
            let last = used.iter().map(|&(_, i)| i).max().unwrap_or(ii);
            // A write at the last use is that instruction's own result,
            // written after it read its operands.
            let clobbered = writes.get(&var).is_some_and(|w| w.iter().any(|&w| ii < w && w < last));
            if !clobbered {
                out.aliases.insert(l.dest.clone(), var);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(s: &str) -> Name {
        Name::Name(Box::new(s.to_string()))
    }

    #[test]
    fn a_variable_lives_in_its_parameters_register_only_if_it_takes_over_the_parameter_first() {
        let m = llvm_ir::Module::from_ir_str(
            "define i32 @f(i32 %a, i32 %b, i32 %c, i32 %d) {
               %a.addr = alloca i32
               %b.addr = alloca i32
               %c.addr = alloca i32
               %d.addr = alloca i32
               %early = load i32, ptr %c.addr
               store i32 %a, ptr %a.addr
               store i32 %b, ptr %b.addr
               store i32 %c, ptr %c.addr
               store i32 %d, ptr %d.addr
               %again = add i32 %b, 1
               ret i32 %again
             }",
        )
        .unwrap();
        let promoted: HashSet<Name> = ["a.addr", "b.addr", "c.addr"].map(name).into_iter().collect();
        let vars = parameter_variables(&m.functions[0], &promoted, &Uses::of(&m.functions[0]));
        // b is read again, c's variable was read before the store, d's
        // variable is not promoted.
        assert_eq!(vars, HashMap::from_iter([(name("a.addr"), name("a"))]));
    }
}
