//! The global variables a counterexample's step changed, with their new
//! values: the replay that describes a counterexample compares the
//! program's globals object before and after each step. The search never
//! does this, so it costs nothing there.

use crate::trace::Assigned;
use divm_vm::abi;
use divm_vm::ir::{Shape, ValueKind};
use divm_vm::memory::{ObjKind, Object, Pointer, PtrKind, Slot};
use divm_vm::Machine;

/// At most this many changed elements of one array are named in a step.
const ELEMENTS_SHOWN: usize = 8;

/// The program's globals as they were before a step.
pub struct Before(Option<Object>);

/// The program's globals object of `m`'s state (a copy).
pub fn before(m: &Machine) -> Before {
    Before(globals(m).cloned())
}

fn globals<'m>(m: &'m Machine) -> Option<&'m Object> {
    m.state.heap.get(Pointer(m.state.ctl[abi::CR_GLOBALS]).obj())
}

/// What the step from `before` to `m`'s state changed, in slot order.
pub fn changes(before: &Before, m: &Machine) -> Vec<Assigned> {
    let (Some(old), Some(new)) = (&before.0, globals(m)) else { return Vec::new() };
    let prog = m.prog;
    let mut out = Vec::new();
    for s in &prog.globals.slots {
        let (base, size) = (s.base as usize, s.size as usize);
        if size == 0 || base + size > old.size().min(new.size()) || !differs(old, new, base, size) {
            continue;
        }
        match s.shape {
            Shape::Scalar(kind) => out.push(Assigned { name: s.name.clone(), value: value(m, new, base, size, kind) }),
            Shape::Array { element, element_size } if element_size > 0 => {
                let es = element_size as usize;
                let changed: Vec<usize> = (0..size / es).filter(|i| differs(old, new, base + i * es, es)).collect();
                for &i in changed.iter().take(ELEMENTS_SHOWN) {
                    out.push(Assigned { name: format!("{}[{}]", s.name, i), value: value(m, new, base + i * es, es, element) });
                }
                if changed.len() > ELEMENTS_SHOWN {
                    out.push(Assigned {
                        name: format!("{}[…]", s.name),
                        value: format!("({} more elements changed)", changed.len() - ELEMENTS_SHOWN),
                    });
                }
            }
            _ => {
                let first = (0..size).find(|&i| differs(old, new, base + i, 1)).unwrap_or(0);
                let last = (0..size).rev().find(|&i| differs(old, new, base + i, 1)).unwrap_or(first);
                let what = if first == last { format!("(byte {} changed)", first) } else { format!("(bytes {} to {} changed)", first, last) };
                out.push(Assigned { name: s.name.clone(), value: what });
            }
        }
    }
    out
}

/// Whether `[off, off+len)` holds other bits, or other undefined bits.
fn differs(old: &Object, new: &Object, off: usize, len: usize) -> bool {
    let undef = |o: &Object, i: usize| o.undef_mask().get(i).copied().unwrap_or(0);
    old.bytes()[off..off + len] != new.bytes()[off..off + len] || (off..off + len).any(|i| undef(old, i) != undef(new, i))
}

/// The value of `size` bytes at `off` of `obj`, as C would print a `kind`.
pub fn value(m: &Machine, obj: &Object, off: usize, size: usize, kind: ValueKind) -> String {
    if obj.terms().any(|(at, _)| (off..off + size).contains(&(at as usize))) {
        return "(symbolic)".into();
    }
    if !obj.is_defined(off, size) {
        return "(undefined)".into();
    }
    if size > 8 {
        return format!("({} bytes)", size);
    }
    let bits = obj.read(off, size).bits as u64;
    match kind {
        ValueKind::Int => divm_vm::scalar::sext(bits, 8 * size as u32).to_string(),
        ValueKind::Float if size == 4 => format!("{:?}", f32::from_bits(bits as u32)),
        ValueKind::Double if size == 8 => format!("{:?}", f64::from_bits(bits)),
        ValueKind::Pointer => match obj.whole_pointer(off) {
            Some(p) => pointer(m, Pointer(p)),
            None if bits == 0 => "NULL".into(),
            None => format!("(not a whole pointer: {:#x})", bits),
        },
        _ => format!("({:#x})", bits),
    }
}

/// A pointer as a person reads it: `NULL`, `&x`, `&x + 4`, `&f`, or which
/// object it points into (a heap object by where it was allocated, a
/// stack object by where it was declared or its function).
pub fn pointer(m: &Machine, p: Pointer) -> String {
    let prog = m.prog;
    if p.is_null() {
        return "NULL".into();
    }
    let plus = |s: String| if p.offset() == 0 { s } else { format!("{} + {}", s, p.offset()) };
    match p.kind() {
        PtrKind::Global => match prog.data_slot(p.obj(), false) {
            Some(s) => plus(format!("&{}", s.name)),
            None => plus("(a global)".into()),
        },
        PtrKind::Const => plus("(a constant)".into()),
        PtrKind::Code => match prog.functions.get(p.obj() as usize) {
            Some(f) => format!("&{}", f.name),
            None => "(code)".into(),
        },
        PtrKind::Heap => {
            let (site, kind, freed) = match m.state.heap.slot(p.obj()) {
                Slot::Live(o) => (o.site, o.kind, false),
                Slot::Freed { site, kind, .. } => (*site, *kind, true),
                Slot::Vacant => (0, ObjKind::Heap, false),
            };
            let stack = kind == ObjKind::Alloca;
            let what = match (stack, freed) {
                (true, false) => "stack object",
                (true, true) => "ended stack object",
                (false, false) => "heap object",
                (false, true) => "freed heap object",
            };
            let made = if stack { "declared" } else { "allocated" };
            // (an alloca has no line of its own at -O0: its function names it)
            match Some(m.site(site)).filter(|s| s.func != u32::MAX).map(|s| crate::trace::location(prog, s)) {
                Some(l) if l.line != 0 => plus(format!("({what} {made} at {}:{})", l.file, l.line)),
                Some(l) if stack => plus(format!("({what} of {})", l.function)),
                _ => plus(format!("(a {what})")),
            }
        }
    }
}
