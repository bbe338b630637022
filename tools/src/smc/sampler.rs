//! Random runs on parallel workers, consumed in index order.
//!
//! Workers take run indices from a shared counter and send outcomes back;
//! the consumer sees them strictly in index order, so a sequential stopping
//! rule decides exactly as it would with one worker: results do not depend
//! on the number of workers. Runs computed past the stopping point are
//! thrown away.

use super::runner::{RunOutcome, Runner};
use crossbeam::channel;
use divm_vm::VmError;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The index under which a worker reports that it could not boot.
const BOOT: u64 = u64::MAX;

/// Runs `0..` through `make_runner()`'s runners on `workers` threads until
/// `consume` returns true (or the runs are exhausted at `max_runs`).
pub fn sample<'p, M, C>(workers: usize, seed: u64, max_runs: u64, make_runner: M, mut consume: C) -> Result<(), VmError>
where
    M: Fn() -> Result<Runner<'p>, VmError> + Sync,
    C: FnMut(u64, &RunOutcome) -> bool,
{
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = channel::unbounded::<(u64, Result<RunOutcome, VmError>)>();
    let result = crossbeam::scope(|scope| {
        for _ in 0..workers.max(1) {
            let tx = tx.clone();
            let (next, stop, make_runner) = (&next, &stop, &make_runner);
            scope.spawn(move |_| {
                let mut runner = match make_runner() {
                    Ok(r) => r,
                    Err(e) => {
                        let _ = tx.send((BOOT, Err(e)));
                        return;
                    }
                };
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= max_runs {
                        break;
                    }
                    let out = runner.run(seed, i, None);
                    if tx.send((i, out)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        // A failing run counts only when its turn comes, like any other.
        let mut pending: BTreeMap<u64, Result<RunOutcome, VmError>> = BTreeMap::new();
        let mut expected = 0u64;
        let mut outcome = Ok(());
        'receive: for (i, out) in rx.iter() {
            if i == BOOT {
                outcome = out.map(|_| ());
                break;
            }
            pending.insert(i, out);
            while let Some(o) = pending.remove(&expected) {
                expected += 1;
                match o {
                    Err(e) => {
                        outcome = Err(e);
                        break 'receive;
                    }
                    Ok(o) if consume(expected - 1, &o) => break 'receive,
                    Ok(_) => {}
                }
            }
        }
        stop.store(true, Ordering::Relaxed);
        // Drain so that no worker blocks; they see `stop` and finish.
        drop(rx);
        outcome
    });
    result.unwrap_or_else(|_| Err(VmError::InvalidProgram("an SMC worker panicked".into())))
}
