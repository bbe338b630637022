//! Inline assembly: the statements divm understands. Memory is
//! sequentially consistent, so a template that only orders or waits does
//! nothing; one that is empty but has outputs tied to inputs passes their
//! values on; and x86's atomic read-modify-writes (`xchg`, `lock; xadd`,
//! `lock; cmpxchg`, `lock; inc`/`dec`/`add`/`sub`/`and`/`or`/`xor` on
//! memory), as hand-written locks and counters use them, are the VM's
//! atomic operations. Anything else is refused: skipped, it could hide
//! what it writes.

use super::{store_size, ty_of, FnCx, R};
use crate::ir::*;
use crate::lower::LowerError;
use llvm_ir::instruction as I;

/// Whether an inline asm constraint string (`=*m,*m,~{memory}`) has an
/// output: a constraint that starts with `=` (an indirect one, `=*m`,
/// writes memory through a pointer argument).
fn has_outputs(constraints: &str) -> bool {
    constraints.split(',').any(|c| c.trim_start().starts_with('='))
}

/// Whether an inline asm template only orders or waits (empty, `nop`,
/// `pause`, a fence): one with no outputs may still write memory through
/// an input pointer (`movl $1, (%0)`), so only these are skipped.
fn does_nothing(template: &str) -> bool {
    instructions(template).all(|i| matches!(i, "nop" | "pause" | "rep" | "mfence" | "lfence" | "sfence"))
}

fn instructions(template: &str) -> impl Iterator<Item = &str> {
    template.split([';', '\n']).map(str::trim).filter(|i| !i.is_empty())
}

/// One operand of the statement (`$N` in the template), by LLVM's
/// numbering: the outputs, then the inputs; clobbers have none.
#[derive(Clone, Copy, Debug)]
struct AsmOperand<'c> {
    /// The constraint without `=` (`r`, `*m`, `{ax}`, `0`).
    text: &'c str,
    output: bool,
    /// The call argument it takes: an input's value or pointer, an
    /// indirect output's pointer; `None` for a direct output (a result).
    arg: Option<usize>,
}

impl AsmOperand<'_> {
    fn memory(&self) -> bool {
        self.text.starts_with('*')
    }
}

fn operands(constraints: &str) -> Vec<AsmOperand<'_>> {
    let mut v = Vec::new();
    let mut arg = 0;
    for k in constraints.split(',').map(str::trim) {
        if k.starts_with('~') {
            continue;
        }
        let (text, output) = match k.strip_prefix('=') {
            Some(t) => (t.trim_start_matches('&'), true),
            None => (k, false),
        };
        let takes = !output || text.starts_with('*');
        v.push(AsmOperand { text, output, arg: takes.then_some(arg) });
        arg += takes as usize;
    }
    v
}

impl FnCx<'_> {
    /// Lowers a call of inline assembly.
    pub(super) fn inline_asm(&mut self, c: &I::Call, asm: &I::InlineAssembly) -> R<()> {
        let ops = operands(&asm.constraints);
        let args = ops.iter().filter(|o| o.arg.is_some()).count();
        let results = ops.iter().filter(|o| o.output && o.arg.is_none()).count();
        if args == c.arguments.len() && results == c.dest.is_some() as usize {
            if c.dest.is_none() && !has_outputs(&asm.constraints) && does_nothing(&asm.assembly) {
                return Ok(());
            }
            if does_nothing(&asm.assembly) && self.asm_passes_values(c, &ops)? {
                return Ok(());
            }
            if self.asm_atomic(c, &asm.assembly, &ops)? {
                return Ok(());
            }
        }
        Err(LowerError::Unsupported(format!("inline assembly `{}`", asm.assembly.trim())))
    }

    /// The input tied to output `i` (its constraint is `i`).
    fn tied<'c>(ops: &[AsmOperand<'c>], i: usize) -> Option<AsmOperand<'c>> {
        ops.iter().find(|o| !o.output && o.text.parse::<usize>() == Ok(i)).copied()
    }

    /// An empty template whose outputs are each tied to an input
    /// (`asm("" : "+r"(x))`, benchmarks' "do not optimise"): each output
    /// gets its input's value (the result, or a store through an `=*`
    /// output's pointer). An output tied to nothing would hold whatever the
    /// register held (refused), unless it is memory the statement also
    /// names as an input (`"+m"`), which the empty template leaves as it was.
    fn asm_passes_values(&mut self, c: &I::Call, ops: &[AsmOperand]) -> R<bool> {
        let mut moves = Vec::new();
        for (i, out) in ops.iter().enumerate().filter(|(_, o)| o.output) {
            match (out.arg, Self::tied(ops, i)) {
                (ptr, Some(input)) => moves.push((ptr, input.arg.expect("an input takes an argument"))),
                (Some(ptr), None) if ops.iter().any(|o| !o.output && o.memory() && o.arg.is_some_and(|a| c.arguments[a].0 == c.arguments[ptr].0)) => {
                }
                _ => return Ok(false),
            }
        }
        for (ptr, a) in moves {
            let value = &c.arguments[a].0;
            let size = store_size(&ty_of(value, self.syms), self.syms.types) as u32;
            let src = self.operand(value)?;
            match ptr {
                None => {
                    let (dst, n) = self.regs[c.dest.as_ref().expect("one result, counted by the caller")];
                    if n != size {
                        return Ok(false); // (a widened output: its other bits are the register's)
                    }
                    self.emit(Op::Copy { size, dst, src });
                }
                Some(p) => {
                    let addr = self.operand(&c.arguments[p].0)?;
                    let visible = self.instrumented;
                    self.emit(Op::Store { size, addr, val: src, visible, atomic: false, align: 0, at: None });
                }
            }
        }
        Ok(true)
    }

    /// One x86 atomic read-modify-write on a memory operand (see the module
    /// comment). A register operand is a result tied to an input (`"+r"`),
    /// or an input; `cmpxchg`'s expected value is the `{ax}` operand.
    fn asm_atomic(&mut self, c: &I::Call, template: &str, ops: &[AsmOperand]) -> R<bool> {
        let mut insns: Vec<&str> = instructions(template).collect();
        let mut locked = false;
        if let Some(rest) = insns.first().and_then(|i| i.strip_prefix("lock")) {
            locked = true;
            match rest.trim() {
                "" => _ = insns.remove(0),
                r => insns[0] = r,
            }
        }
        let [insn] = insns[..] else { return Ok(false) };
        let (mnemonic, rest) = insn.split_once(char::is_whitespace).unwrap_or((insn, ""));
        let args: Vec<&str> = rest.split(',').map(str::trim).filter(|a| !a.is_empty()).collect();
        let Some((base, suffix)) = ["cmpxchg", "xchg", "xadd", "inc", "dec", "add", "sub", "and", "or", "xor"]
            .iter()
            .find_map(|b| mnemonic.strip_prefix(b).map(|s| (*b, s)))
        else {
            return Ok(false);
        };
        let suffix_width = match suffix {
            "b" => Some(8),
            "w" => Some(16),
            "l" => Some(32),
            "q" => Some(64),
            "" => None,
            _ => return Ok(false),
        };
        // `$N`/`${N:k}` names operand N; `$$K` is the immediate K.
        enum Arg {
            Op(usize),
            Imm(u64),
        }
        let parse = |a: &str| -> Option<Arg> {
            if let Some(k) = a.strip_prefix("$$") {
                return k.parse::<i64>().ok().map(|k| Arg::Imm(k as u64));
            }
            let n = a.strip_prefix("${").and_then(|r| r.split([':', '}']).next()).or_else(|| a.strip_prefix('$'))?;
            n.parse().ok().filter(|&n: &usize| n < ops.len()).map(Arg::Op)
        };
        let Some(parsed) = args.iter().map(|a| parse(a)).collect::<Option<Vec<Arg>>>() else { return Ok(false) };
        // The memory operand: the last (AT&T's destination), or the first
        // of an `xchg`, which is symmetric; its pointer.
        let mut parsed = parsed;
        if base == "xchg" && parsed.len() == 2 && matches!(parsed[0], Arg::Op(i) if ops[i].memory()) {
            parsed.swap(0, 1);
        }
        let Some(Arg::Op(m)) = parsed.last() else { return Ok(false) };
        let mem = ops[*m];
        let Some(ptr_arg) = mem.arg.filter(|_| mem.memory()) else { return Ok(false) };
        let addr = self.operand(&c.arguments[ptr_arg].0)?;
        // A register source: its value, and where the instruction's new
        // value of it goes (the result, when it is the direct output).
        let source = |cx: &mut Self, a: &Arg| -> R<Option<(Operand, bool)>> {
            Ok(match a {
                Arg::Imm(k) => Some((Operand::Imm(*k), false)),
                Arg::Op(i) => {
                    let o = ops[*i];
                    let input = if o.output { Self::tied(ops, *i) } else { Some(o) };
                    match input.and_then(|o| o.arg) {
                        Some(a) if !o.memory() => Some((cx.operand(&c.arguments[a].0)?, o.output && o.arg.is_none())),
                        _ => None,
                    }
                }
            })
        };
        // (without a suffix, the register operand's width)
        let register_width = parsed.iter().find_map(|a| match a {
            Arg::Op(i) if !ops[*i].memory() => {
                let o = if ops[*i].output { Self::tied(ops, *i)? } else { ops[*i] };
                Some(store_size(&ty_of(&c.arguments[o.arg?].0, self.syms), self.syms.types) as u32 * 8)
            }
            _ => None,
        });
        let Some(w) = suffix_width.or(register_width).filter(|w| matches!(w, 8 | 16 | 32 | 64)) else { return Ok(false) };
        let visible = self.instrumented;
        let mut wrote = false;
        // Where a value the instruction leaves in a register goes.
        let result_reg = |cx: &mut Self, to_result: bool| -> R<Option<u32>> {
            if !to_result {
                return Ok(None);
            }
            let (dst, n) = cx.regs[c.dest.as_ref().expect("a direct output is the call's result")];
            Ok((n * 8 == w).then_some(dst))
        };
        match (base, parsed.len()) {
            ("xchg" | "xadd", 2) if base == "xchg" || locked => {
                let Some((val, to_result)) = source(self, &parsed[0])? else { return Ok(false) };
                let Some(dst) = (match to_result {
                    true => result_reg(self, true)?,
                    false => Some(self.temp(w / 8)),
                }) else {
                    return Ok(false);
                };
                wrote = to_result;
                let op = if base == "xchg" { RmwOp::Xchg } else { RmwOp::Add };
                self.emit(Op::AtomicRmw { op, w: w as u8, dst, addr, val, visible });
            }
            ("cmpxchg", 2) if locked => {
                let Some((new, _)) = source(self, &parsed[0])? else { return Ok(false) };
                // the accumulator: a result `={ax}` tied to the expected value, or an input `{ax}`
                let Some(ax) = ops.iter().position(|o| o.text == "{ax}" || o.text == "{eax}" || o.text == "{rax}") else { return Ok(false) };
                let Some((expected, to_result)) = source(self, &Arg::Op(ax))? else { return Ok(false) };
                let pair = self.temp(16);
                self.emit(Op::CmpXchg { w: w as u8, visible, dst: pair, flag_off: 8, addr, expected, new });
                if to_result {
                    let Some(dst) = result_reg(self, true)? else { return Ok(false) };
                    self.emit(Op::Copy { size: w / 8, dst, src: Operand::Reg(pair) });
                    wrote = true;
                }
            }
            ("inc" | "dec", 1) | ("add" | "sub" | "and" | "or" | "xor", 2) if locked => {
                let val = match base {
                    "inc" | "dec" => Operand::Imm(1),
                    _ => match source(self, &parsed[0])? {
                        Some((v, false)) => v,
                        _ => return Ok(false),
                    },
                };
                let op = match base {
                    "inc" | "add" => RmwOp::Add,
                    "dec" | "sub" => RmwOp::Sub,
                    "and" => RmwOp::And,
                    "or" => RmwOp::Or,
                    _ => RmwOp::Xor,
                };
                let dst = self.temp(w / 8);
                self.emit(Op::AtomicRmw { op, w: w as u8, dst, addr, val, visible });
            }
            _ => return Ok(false),
        }
        // (a result the instruction did not write, a flag output say, is refused)
        Ok(c.dest.is_none() || wrote)
    }
}
