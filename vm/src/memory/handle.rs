//! Write access to an object behind its shared handle (`Arc`), without an
//! atomic read-modify-write when the handle is plainly the only one.
//!
//! `Arc::get_mut` and `Arc::make_mut` lock the weak count with a
//! compare-exchange to rule out a `Weak` being upgraded meanwhile. divm
//! never makes a `Weak` to an object, so a strong count of 1 and no weak
//! handle, seen through `&mut` to that one handle, already prove that no
//! other thread can reach the object: making another handle needs this
//! one. The interpreter takes write access on every call and return and on
//! every run of instructions, where the locked instruction was a visible
//! share of the time.

use std::sync::atomic::{fence, Ordering};
use std::sync::Arc;

/// Whether `a` is the only handle to its object (then writing through it
/// is safe).
#[inline(always)]
pub fn is_sole<T>(a: &Arc<T>) -> bool {
    if Arc::strong_count(a) == 1 && Arc::weak_count(a) == 0 {
        // Pairs with the release decrement of the last other handle's drop:
        // what its owner did to the object happens before our writes.
        fence(Ordering::Acquire);
        true
    } else {
        false
    }
}

/// `Arc::get_mut`: the object, if `a` is its only handle. (Without a
/// `Weak`, `Arc::get_mut` would refuse exactly when `is_sole` does.)
#[inline(always)]
pub fn sole_mut<T>(a: &mut Arc<T>) -> Option<&mut T> {
    // SAFETY: `is_sole` — no other handle exists and none can be made
    // while `a` is borrowed mutably.
    is_sole(a).then(|| unsafe { &mut *(Arc::as_ptr(a) as *mut T) })
}

/// `Arc::make_mut`: the object, copied first if another handle shares it.
#[inline(always)]
pub fn unshared_mut<T: Clone>(a: &mut Arc<T>) -> &mut T {
    if is_sole(a) {
        // SAFETY: as in `sole_mut`.
        unsafe { &mut *(Arc::as_ptr(a) as *mut T) }
    } else {
        Arc::make_mut(a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_handle_is_copied_before_a_write_and_a_sole_one_is_not() {
        let mut a = Arc::new(vec![1u8, 2]);
        let b = Arc::clone(&a);
        assert!(sole_mut(&mut a).is_none());
        unshared_mut(&mut a).push(3);
        assert_eq!((*a).as_slice(), &[1, 2, 3]);
        assert_eq!((*b).as_slice(), &[1, 2], "the other handle keeps the old object");
        let before = Arc::as_ptr(&a);
        unshared_mut(&mut a).push(4);
        assert_eq!(Arc::as_ptr(&a), before, "a sole handle is written in place");
        sole_mut(&mut a).expect("sole").push(5);
        assert_eq!((*a).as_slice(), &[1, 2, 3, 4, 5]);
    }

    #[test]
    fn a_weak_handle_makes_the_strong_one_not_sole() {
        let mut a = Arc::new(1u32);
        let w = Arc::downgrade(&a);
        assert!(sole_mut(&mut a).is_none());
        drop(w);
        assert!(sole_mut(&mut a).is_some());
    }
}
