//! `DIVM_STATS=1`: where the VM instructions of a run or a search went,
//! by function (the OS scheduler, the interrupt handler, the threads).

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
    eprintln!("  {:>12} {:>6}{}  function", "instructions", "share", per_name);
    let line = |n: u64, name: &str| {
        let share = 100.0 * n as f64 / total as f64;
        match per {
            Some(t) if t > 0 => eprintln!("  {:>12} {:>5.1}% {:>15.1}  {}", n, share, n as f64 / t as f64, name),
            _ => eprintln!("  {:>12} {:>5.1}%  {}", n, share, name),
        }
    };
    for &(f, n) in counts.iter().take(SHOWN) {
        line(n, &prog.functions[f as usize].name);
    }
    if counts.len() > SHOWN {
        let rest: u64 = counts[SHOWN..].iter().map(|c| c.1).sum();
        line(rest, &format!("({} other functions)", counts.len() - SHOWN));
    }
}
