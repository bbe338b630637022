//! `DIVM_STATS=1`: where the VM instructions of a run or a search went,
//! by function (the OS scheduler, the interrupt handler, the threads),
//! with each function's frame size: a frame is copied whenever a
//! suspended or choosing function's registers change, so a large one on
//! the per-edge path costs every edge.

use divm_vm::ir::Program;
use divm_vm::Profile;
use std::sync::Arc;

/// Functions listed; the rest are summed in one line.
const SHOWN: usize = 12;

/// A profile for `prog` if the environment asks for statistics.
pub fn requested(prog: &Program) -> Option<Arc<Profile>> {
    crate::environment::get().stats.then(|| Arc::new(Profile::new(prog.functions.len())))
}

/// Prints the profile on stderr: instructions, share and, when `per` is
/// given (transitions of a search), instructions per transition.
pub fn print(prog: &Program, profile: &Profile, per: Option<u64>) {
    let counts = profile.counts();
    let total: u64 = counts.iter().map(|c| c.1).sum();
    if total == 0 {
        return;
    }
    let per_name = if per.is_some() { " per transition" } else { "" };
    eprintln!("divm: VM instructions by function:");
    eprintln!("  {:>12} {:>6}{}  {:>5}  function", "instructions", "share", per_name, "frame");
    let line = |n: u64, frame: String, name: &str| {
        let share = 100.0 * n as f64 / total as f64;
        match per {
            Some(t) if t > 0 => eprintln!("  {:>12} {:>5.1}% {:>15.1}  {:>5}  {}", n, share, n as f64 / t as f64, frame, name),
            _ => eprintln!("  {:>12} {:>5.1}%  {:>5}  {}", n, share, frame, name),
        }
    };
    for &(f, n) in counts.iter().take(SHOWN) {
        let func = &prog.functions[f as usize];
        line(n, func.frame_size.to_string(), &func.name);
    }
    if counts.len() > SHOWN {
        let rest: u64 = counts[SHOWN..].iter().map(|c| c.1).sum();
        line(rest, String::new(), &format!("({} other functions)", counts.len() - SHOWN));
    }
}
