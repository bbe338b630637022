//! The watchdog: a thread that looks at the clock and at Ctrl-C while the
//! search or the sampler works, so that a limit holds even inside an edge
//! that runs for seconds (the VM reads its `Config::stop` flag as it goes,
//! which this thread's caller sets).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How often the watchdog looks: well within the second a run may take
/// to end after its limit or a signal.
const WATCH_EVERY: Duration = Duration::from_millis(20);

/// Runs `work`, with `check` called on another thread every
/// `WATCH_EVERY` until it returns true (it has stopped the work) or the
/// work is done.
pub fn watching<R>(check: impl Fn() -> bool + Sync, work: impl FnOnce() -> R) -> R {
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        let watcher = s.spawn(|| {
            while !done.load(Ordering::Acquire) && !check() {
                std::thread::park_timeout(WATCH_EVERY);
            }
        });
        // (Set on the way out even if `work` panics: the scope joins the
        // watcher, which must not watch forever.)
        let _finish = Finish { done: &done, watcher: watcher.thread() };
        work()
    })
}

/// Ends the watch when dropped.
struct Finish<'a> {
    done: &'a AtomicBool,
    watcher: &'a std::thread::Thread,
}

impl Drop for Finish<'_> {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Release);
        self.watcher.unpark();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU32;
    use std::time::Instant;

    #[test]
    fn the_check_stops_long_work_and_short_work_ends_at_once() {
        let stop = AtomicBool::new(false);
        let t = Instant::now();
        watching(
            || {
                stop.store(t.elapsed() > Duration::from_millis(100), Ordering::Relaxed);
                stop.load(Ordering::Relaxed)
            },
            || {
                while !stop.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(1));
                }
            },
        );
        assert!(t.elapsed() < Duration::from_secs(2));
        let checks = AtomicU32::new(0);
        let t = Instant::now();
        let r = watching(
            || {
                checks.fetch_add(1, Ordering::Relaxed);
                false
            },
            || 7,
        );
        assert_eq!(r, 7);
        assert!(t.elapsed() < WATCH_EVERY * 10, "{:?}", t.elapsed());
    }
}
