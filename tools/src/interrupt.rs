//! Ctrl-C (SIGINT) and SIGTERM: a long `check` or `smc` stops at the next
//! state or run and reports what it has (`unknown: interrupted`) instead of
//! dying without a report.

use std::sync::atomic::{AtomicBool, Ordering};

static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Installs the handler (once; a second signal ends the process at once,
/// as a user pressing Ctrl-C twice expects).
pub fn install() {
    let _ = ctrlc::set_handler(|| {
        if INTERRUPTED.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
    });
}

pub fn requested() -> bool {
    INTERRUPTED.load(Ordering::Relaxed)
}
