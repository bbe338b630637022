//! Progress of long runs on stderr: a live status line under a spinner
//! (indicatif) when stderr is a terminal, plain periodic lines otherwise.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::time::Duration;

pub struct Progress {
    /// `None`: not a terminal, print lines.
    bar: Option<ProgressBar>,
    enabled: bool,
}

impl Progress {
    /// `enabled`: whether to show progress at all.
    pub fn new(enabled: bool) -> Progress {
        let bar = (enabled && std::io::stderr().is_terminal()).then(|| {
            let b = ProgressBar::new_spinner();
            b.set_style(ProgressStyle::with_template("{spinner} divm: {msg} [{elapsed}]").unwrap_or_else(|_| ProgressStyle::default_spinner()));
            b.enable_steady_tick(Duration::from_millis(120));
            b
        });
        Progress { bar, enabled }
    }

    /// A new status (called about once a second).
    pub fn update(&self, status: String) {
        match &self.bar {
            Some(b) => b.set_message(status),
            None if self.enabled => eprintln!("divm: {}", status),
            None => {}
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        // The report follows on a clean screen.
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
    }
}
