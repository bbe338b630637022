//! What the simulator shows of a state between edges: global variables by
//! name, the heap objects they point to, and each thread's backtrace.

use crate::trace::location;
use divm_vm::abi;
use divm_vm::ir::{segment_of, DataSlot, Segment, Shape, ValueKind};
use divm_vm::memory::{Object, Pointer, PtrKind};
use divm_vm::Machine;
use std::collections::HashMap;
use std::fmt::Write as _;

/// At most this many elements of an array, and bytes of anything else.
const SHOWN: usize = 16;
/// At most this many heap objects in one `heap` answer.
const OBJECTS_SHOWN: usize = 12;

/// The program's global variable `name` (a static local is `fn.name`).
fn global<'p>(m: &Machine<'p>, name: &str) -> Result<&'p DataSlot, String> {
    let slots = &m.prog.globals.slots;
    if let Some(s) = slots.iter().find(|s| s.name == name && s.size > 0) {
        return Ok(s);
    }
    let statics: Vec<&str> = slots.iter().filter(|s| s.name.rsplit_once('.').is_some_and(|(_, n)| n == name)).map(|s| s.name.as_str()).collect();
    if !statics.is_empty() {
        return Err(format!("{}: no global of that name; static locals of that name: {}", name, statics.join(", ")));
    }
    Err(format!("{}: unknown: no global variable of that name", name))
}

fn globals_object<'m>(m: &'m Machine) -> Option<&'m Object> {
    m.state.heap.get(Pointer(m.state.ctl[abi::CR_GLOBALS]).obj())
}

/// What a value of `kind` and `size` bytes is, for a person (divm reads
/// no C type names: this is what the global's initialiser says).
fn kind_name(kind: ValueKind, size: u32) -> String {
    match kind {
        ValueKind::Int => format!("{}-byte integer", size),
        ValueKind::Float => "float".into(),
        ValueKind::Double => "double".into(),
        ValueKind::Pointer => "pointer".into(),
    }
}

/// `print NAME`: the global's value and what kind of value it is.
pub fn print_global(m: &Machine, name: &str) -> Result<String, String> {
    let s = global(m, name)?;
    let g = globals_object(m).ok_or("the globals object is gone")?;
    let (base, size) = (s.base as usize, s.size as usize);
    if base + size > g.size() {
        return Err(format!("{}: outside the globals object", name));
    }
    Ok(match s.shape {
        Shape::Scalar(kind) => format!("{} = {}  ({})", name, crate::assigned::value(m, g, base, size, kind), kind_name(kind, s.size)),
        Shape::Array { element, element_size } if element_size > 0 => {
            let n = size / element_size as usize;
            let mut items: Vec<String> =
                (0..n.min(SHOWN)).map(|i| crate::assigned::value(m, g, base + i * element_size as usize, element_size as usize, element)).collect();
            if n > SHOWN {
                items.push(format!("... {} more", n - SHOWN));
            }
            format!("{} = {{{}}}  (array of {} {}s)", name, items.join(", "), n, kind_name(element, element_size))
        }
        _ => {
            let mut out = format!("{} = {}  ({} bytes; a struct or other aggregate: divm knows no field names)", name, bytes(g, base, size), size);
            for off in g.pointer_offsets().filter(|&o| o >= base && o + 8 <= base + size) {
                let _ = write!(out, "\n  +{}: {}", off - base, crate::assigned::pointer(m, Pointer(g.pointer_at(off))));
            }
            out
        }
    })
}

/// Up to `SHOWN` bytes in hex, `??` for undefined ones and `pp` for those
/// of a pointer (listed apart: its bits are an object number).
pub(super) fn bytes(o: &Object, base: usize, size: usize) -> String {
    let pointers: Vec<usize> = o.pointer_offsets().collect();
    let in_pointer = |i: usize| pointers.iter().any(|&p| p <= i && i < p + 8);
    let mut s: Vec<String> = (base..base + size.min(SHOWN))
        .map(|i| {
            if in_pointer(i) {
                "pp".into()
            } else if o.is_defined(i, 1) {
                format!("{:02x}", o.bytes()[i])
            } else {
                "??".into()
            }
        })
        .collect();
    if size > SHOWN {
        s.push(format!("... ({} bytes)", size));
    }
    s.join(" ")
}

/// The pointers a global holds, by their offset in it.
pub fn global_pointers(m: &Machine, name: &str) -> Result<Vec<(usize, Pointer)>, String> {
    let s = global(m, name)?;
    let g = globals_object(m).ok_or("the globals object is gone")?;
    let (base, end) = (s.base as usize, (s.base + s.size) as usize);
    Ok(g.pointer_offsets().filter(|&o| o >= base && o + 8 <= end).map(|o| (o - base, Pointer(g.pointer_at(o)))).collect())
}

/// `heap NAME`: the heap objects the variable `name` (its pointers
/// `roots`, by offset) points to, then the objects those point to
/// (breadth first), each with its size, where it was allocated, its bytes
/// and its pointers.
pub fn heap(m: &Machine, name: &str, roots: &[(usize, Pointer)]) -> Result<String, String> {
    if roots.is_empty() {
        return Err(format!("{}: holds no pointer (`print {}` shows its value)", name, name));
    }
    // Heap objects by the number they are shown with.
    let mut number: HashMap<u32, usize> = HashMap::new();
    let mut order: Vec<u32> = Vec::new();
    let name_of = |p: Pointer, number: &mut HashMap<u32, usize>, order: &mut Vec<u32>| -> String {
        if p.kind() != PtrKind::Heap || p.is_null() {
            return crate::assigned::pointer(m, p);
        }
        let Some(o) = m.state.heap.get(p.obj()) else { return "a freed object (dangling)".into() };
        let k = *number.entry(p.obj()).or_insert_with(|| {
            order.push(p.obj());
            order.len()
        });
        let plus = if p.offset() == 0 { String::new() } else { format!(" + {}", p.offset()) };
        format!("#{}{} ({} object)", k, plus, o.kind.describe())
    };
    let mut out = String::new();
    let several = roots.len() > 1 || roots.iter().any(|r| r.0 != 0);
    for (off, p) in roots {
        let at = if several { format!("{}+{}", name, off) } else { name.to_string() };
        let _ = writeln!(out, "{} -> {}", at, name_of(*p, &mut number, &mut order));
    }
    let mut i = 0;
    while i < order.len() && i < OBJECTS_SHOWN {
        let id = order[i];
        i += 1;
        let Some(o) = m.state.heap.get(id) else { continue };
        let site = m.site(o.site);
        let at = if site.func == u32::MAX {
            String::new()
        } else {
            let l = location(m.prog, site);
            format!(", allocated at {}:{} ({})", l.file, l.line, l.function)
        };
        let _ = writeln!(out, "#{}: {} object of {} bytes{}", i, o.kind.describe(), o.size(), at);
        let _ = writeln!(out, "    bytes: {}", bytes(o, 0, o.size()));
        for off in o.pointer_offsets() {
            let to = name_of(Pointer(o.pointer_at(off)), &mut number, &mut order);
            let _ = writeln!(out, "    +{}: -> {}", off, to);
        }
    }
    if order.len() > OBJECTS_SHOWN {
        let _ = writeln!(out, "({} more objects are reachable; not shown)", order.len() - OBJECTS_SHOWN);
    }
    Ok(out.trim_end().to_string())
}

/// One thread as the OS describes it between edges.
pub struct ThreadView {
    pub id: u64,
    /// Finished, waiting to be joined.
    pub zombie: bool,
    /// The call it is blocked in, if it waits.
    pub waits_in: Option<String>,
    /// Its saved continuation (0: none).
    pub frame: u32,
    /// The function it started in (`pthread_create`'s start routine);
    /// `None` for the main thread, or a table without the field.
    pub start: Option<String>,
}

/// The threads, read through DiOS's `__dios_debug_threads` table of
/// offsets; `None` on an OS without one.
pub fn threads(m: &Machine) -> Option<Vec<ThreadView>> {
    let prog = m.prog;
    let slot = prog.constants.slots.iter().find(|s| s.name == "__dios_debug_threads")?;
    let consts = m.state.heap.get(Pointer(m.state.ctl[abi::CR_CONSTANTS]).obj())?;
    let field = |k: usize| -> Option<usize> {
        let at = slot.base as usize + 8 * k;
        (8 * k + 8 <= slot.size as usize && at + 8 <= consts.size()).then(|| consts.read(at, 8).bits as usize)
    };
    let (threads_at, count_at, id_at, frame_at, state_at, wait_at, wait_fn_at) =
        (field(0)?, field(1)?, field(2)?, field(3)?, field(4)?, field(5)?, field(6)?);
    // (Later fields: an older table may not have them.)
    let starts = [field(7), field(8)];
    let st = m.state.heap.get(Pointer(m.state.ctl[abi::CR_STATE]).obj())?;
    let word = |o: &Object, at: usize, size: usize| (at + size <= o.size()).then(|| o.read(at, size).bits as u64);
    let count = word(st, count_at, 4)? as usize;
    let table = m.state.heap.get(Pointer(st.whole_pointer(threads_at)?).obj())?;
    let mut out = Vec::new();
    for k in 0..count {
        let t = m.state.heap.get(Pointer(table.whole_pointer(8 * k)?).obj())?;
        let frame = t.whole_pointer(frame_at).map(Pointer).filter(|p| p.kind() == PtrKind::Heap).map_or(0, |p| p.obj());
        let waits = word(t, wait_at, 4)? != 0;
        let waits_in = waits.then(|| t.whole_pointer(wait_fn_at).and_then(|p| c_string(m, Pointer(p))).unwrap_or_else(|| "a blocking call".into()));
        let start = starts.iter().flatten().filter_map(|&at| t.whole_pointer(at).map(Pointer)).find(|p| p.kind() == PtrKind::Code);
        let start = start.and_then(|p| prog.functions.get(p.obj() as usize)).map(|f| f.name.clone());
        out.push(ThreadView { id: word(t, id_at, 8)?, zombie: word(t, state_at, 4)? != 0, waits_in, frame, start });
    }
    Some(out)
}

/// The C string `p` points to (in the constants, the globals or the heap).
fn c_string(m: &Machine, p: Pointer) -> Option<String> {
    let (o, start) = match p.kind() {
        PtrKind::Heap => (m.state.heap.get(p.obj())?, p.offset() as usize),
        PtrKind::Const | PtrKind::Global => {
            let (seg, i) = segment_of(p.obj(), p.kind() == PtrKind::Const);
            let reg = match seg {
                Segment::Constants => abi::CR_CONSTANTS,
                Segment::Globals => abi::CR_GLOBALS,
                Segment::RuntimeGlobals => abi::CR_RUNTIME_GLOBALS,
                Segment::ThreadLocal => return None,
            };
            let base = m.prog.image(seg).slots.get(i as usize)?.base as usize;
            (m.state.heap.get(Pointer(m.state.ctl[reg]).obj())?, base + p.offset() as usize)
        }
        PtrKind::Code => return None,
    };
    let text = o.bytes().get(start..)?;
    let end = text.iter().position(|&b| b == 0)?;
    Some(String::from_utf8_lossy(&text[..end.min(64)]).into_owned())
}

/// `bt`: each thread's frames, innermost first; `last` is the thread of
/// the last step, `running` the one an edge in progress stopped in (its
/// frames are the machine's, not the ones the OS saved).
pub fn backtraces(m: &Machine, last: Option<u32>, running: Option<u32>) -> String {
    let Some(threads) = threads(m) else {
        return "the OS does not describe its threads (it has no __dios_debug_threads table): no backtraces".into();
    };
    let mut out = String::new();
    for t in &threads {
        let what = if t.zombie {
            "finished, not yet joined".to_string()
        } else if let Some(f) = &t.waits_in {
            format!("blocked in {}", f)
        } else {
            "runnable".into()
        };
        if running == Some(t.id as u32) {
            let _ = writeln!(out, "thread {} (running: stopped partway through a step):", t.id);
            let frames: Vec<_> = m.running_frames().into_iter().map(|(_, fi)| location(m.prog, fi)).collect();
            out.push_str(&crate::report::backtrace_text(&frames));
            continue;
        }
        let ran = if last == Some(t.id as u32) { ", ran the last step" } else { "" };
        let _ = writeln!(out, "thread {} ({}{}):", t.id, what, ran);
        if t.frame == 0 {
            let _ = writeln!(out, "    (no frames)");
            continue;
        }
        let frames: Vec<_> = m.suspended_backtrace(t.frame).into_iter().map(|fi| location(m.prog, fi)).collect();
        out.push_str(&crate::report::backtrace_text(&frames));
    }
    out.trim_end().to_string()
}
