//! Interrupts: when a thread's action is visible to the others and fires
//! an interrupt (the edge's second visible action, a loop point passed
//! again), and handing control to the OS's interrupt handler.

use super::{Machine, Step, VmError};
use crate::abi;
use crate::memory::{Pointer, Val};

impl<'p> Machine<'p> {
    /// Fires an interrupt before the current instruction: the handler runs in
    /// a new frame whose parent is the interrupted one, in kernel mode, and
    /// gets the interrupted frame as its argument (one `__vm_ctl_get` and
    /// one load fewer on every edge than reading its own frame's parent).
    pub(crate) fn interrupt(&mut self) -> Step {
        let handler = Pointer(self.state.ctl[abi::CR_INTERRUPT_HANDLER]);
        let hf = self.code_target(handler).map_err(|_| VmError::InvalidProgram("INTERRUPT_HANDLER is not set".into()))?;
        // A new edge segment starts: the re-executed action is its first.
        self.visible_done = false;
        self.edge.segment_synced = false;
        self.cfl_seen.clear();
        self.state.ctl[abi::CR_FLAGS] |= abi::CF_KERNEL;
        // (the frame's address leaves the machine, as for the fault handler)
        self.state.heap.expose_frames();
        let interrupted = Val::ptr(Pointer::heap(self.frame));
        self.push_frame(hf, &[interrupted], 0)
    }

    /// Whether an `interrupt_cfl` point fires now.
    pub(crate) fn cfl_fires(&mut self) -> bool {
        if self.flags() & (abi::CF_KERNEL | abi::CF_MASK_CFL) != 0 {
            return false;
        }
        self.loop_passes += 1;
        // (noted even while quiet: after a choice, the next point passed
        // again fires, as it would have without the sequential run)
        passed_again(&mut self.cfl_seen, (self.func, self.pc)) && !self.sequential_run()
    }

    /// Whether loop points stay quiet because no other thread can act
    /// between two passes (`loops_run_on`), and the edge has made no
    /// choice (but the scheduler's pick of the thread), passed fewer than `SEQUENTIAL_LOOPS` loop points and run
    /// fewer than `SEQUENTIAL_STEPS` instructions, and the path has made no
    /// input (`CF_INPUTS`: a symbolic fork ends a sequential run, and the
    /// concrete replay of its path, which has no fork there, must end its
    /// edges alike). A choice ends the edge at the next loop point as
    /// usual, so the search still matches the states between choices; the
    /// budget bounds a loop that never ends, whose edges then end at states
    /// that repeat. (Loop points, not instructions, are the budget: every
    /// evaluator counts them alike, so reference mode has the same states.)
    pub(crate) fn sequential_run(&self) -> bool {
        self.loops_run_on() && self.sequential_budget_left()
    }

    /// Whether a loop needs no state per turn: one live thread
    /// (`CF_SEQUENTIAL`), or loops beside other threads run on
    /// (`Config::loops_run_on_beside_threads`): under the sync-point
    /// reduction threads interleave only at synchronisations, and under
    /// the τ-reduction only at visible actions, so a turn of a loop between
    /// two of them is no interleaving point either (docs/internals.md,
    /// "Sync-point reduction"). Before, such a loop ended a step per turn
    /// while another thread lived, and each point where that thread could
    /// end started a sequential run of the rest of the loop: quadratic.
    #[inline(always)]
    pub(crate) fn loops_run_on(&self) -> bool {
        loops_run_on(self.flags(), self.cfg.loops_run_on_beside_threads())
    }

    /// The second half of `sequential_run`, which the fast paths read once
    /// per run (they cap the run at the budget; a fast run makes no choice).
    pub(crate) fn sequential_budget_left(&self) -> bool {
        self.flags() & abi::CF_INPUTS == 0
            && !self.cfg.no_reduction
            && self.loop_passes < abi::SEQUENTIAL_LOOPS
            && self.edge.steps < abi::SEQUENTIAL_STEPS
            && !self.edge.choices[self.edge.picked_thread as usize..].iter().any(|&(n, _)| n >= 2)
    }

    /// The instruction count a fast run may reach, and whether loop points
    /// are quiet during it (`sequential_run`).
    #[inline(always)]
    pub(crate) fn fast_run_limit(&self) -> (u64, bool) {
        // (flag first: with threads this is one test per run; a run that
        // sets the flag lets its points fire until it ends, which is only
        // conservative)
        if self.sequential_run() {
            (self.step_cap.min(abi::SEQUENTIAL_STEPS), true)
        } else {
            (self.step_cap, false)
        }
    }

    /// Whether a visible action on object `obj` fires an interrupt.
    pub(crate) fn mem_fires(&mut self, obj: u32) -> bool {
        self.visibility(obj) == Visibility::Fires
    }

    /// What an action on object `obj` is to the interleaving (noting the
    /// edge's first visible action).
    pub(crate) fn visibility(&mut self, obj: u32) -> Visibility {
        if self.flags() & (abi::CF_KERNEL | abi::CF_MASK_MEM) != 0 {
            return Visibility::Silent;
        }
        let shared = self.cfg.no_reduction || self.state.heap.get(obj).map(|o| o.shared).unwrap_or(false);
        if !shared {
            return Visibility::Silent;
        }
        if self.visible_done {
            Visibility::Fires
        } else {
            // Loop points count from the visible action on: a loop before
            // it cannot repeat it (a second one fires), so the edge still
            // ends, and a state where the thread merely passed a loop it
            // left before its visible action is not a distinct point.
            self.visible_done = true;
            self.cfl_seen.clear();
            Visibility::First
        }
    }
}

/// `Machine::loops_run_on` for FLAGS and whether loops beside other
/// threads run on (`Config::loops_run_on_beside_threads`): the fast
/// paths' test too.
#[inline(always)]
pub(crate) fn loops_run_on(flags: u64, beside_threads: bool) -> bool {
    flags & abi::CF_SEQUENTIAL != 0 || beside_threads
}

/// An action to the interleaving (`Machine::visibility`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Visibility {
    /// No other thread can see it.
    Silent,
    /// The edge's first visible action: it goes ahead.
    First,
    /// A second visible action: an interrupt fires before it.
    Fires,
}

/// Notes that the edge passed the loop point `key` (function, pc); whether
/// it had passed it before, so the point fires.
#[inline]
pub(crate) fn passed_again(seen: &mut Vec<(u32, u32)>, key: (u32, u32)) -> bool {
    if seen.contains(&key) {
        return true;
    }
    seen.push(key);
    false
}
