//! Shared handles to objects, and write access through them without an
//! atomic read-modify-write when a handle is plainly the only one.
//!
//! `Arc::get_mut` and `Arc::make_mut` lock the weak count with a
//! compare-exchange to rule out a `Weak` being upgraded meanwhile. A
//! `Handle` is an `Arc` that cannot make a `Weak`, so a strong count of 1,
//! seen through `&mut` to that one handle, already proves that no other
//! thread can reach the object: making another handle needs this one. The
//! interpreter takes write access on every call and return and on every
//! run of instructions, where the locked instruction was a visible share
//! of the time.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::sync::atomic::{fence, Ordering};
use std::sync::Arc;

/// A shared, copy-on-write handle: an `Arc` without `downgrade`.
#[derive(Default)]
pub struct Handle<T>(Arc<T>);

impl<T> Handle<T> {
    pub fn new(value: T) -> Handle<T> {
        Handle(Arc::new(value))
    }

    /// Whether `a` and `b` are handles to the same object.
    pub fn ptr_eq(a: &Handle<T>, b: &Handle<T>) -> bool {
        Arc::ptr_eq(&a.0, &b.0)
    }

    pub fn as_ptr(a: &Handle<T>) -> *const T {
        Arc::as_ptr(&a.0)
    }

    /// The object, if `a` is its only handle; else `a` back.
    pub fn try_unwrap(a: Handle<T>) -> Result<T, Handle<T>> {
        Arc::try_unwrap(a.0).map_err(Handle)
    }
}

impl<T> Clone for Handle<T> {
    #[inline(always)]
    fn clone(&self) -> Handle<T> {
        Handle(Arc::clone(&self.0))
    }
}

impl<T> Deref for Handle<T> {
    type Target = T;
    #[inline(always)]
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: fmt::Debug> fmt::Debug for Handle<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Handles compare and hash by their objects' contents, as `Arc` does.
impl<T: PartialEq> PartialEq for Handle<T> {
    fn eq(&self, o: &Handle<T>) -> bool {
        *self.0 == *o.0
    }
}

impl<T: Eq> Eq for Handle<T> {}

impl<T: Hash> Hash for Handle<T> {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.0.hash(h)
    }
}

/// Whether `a` is the only handle to its object (then writing through it
/// is safe).
#[inline(always)]
pub fn is_sole<T>(a: &Handle<T>) -> bool {
    if Arc::strong_count(&a.0) == 1 {
        // Pairs with the release decrement of the last other handle's drop:
        // what its owner did to the object happens before our writes.
        fence(Ordering::Acquire);
        true
    } else {
        false
    }
}

/// `Arc::get_mut`: the object, if `a` is its only handle.
#[inline(always)]
pub fn sole_mut<T>(a: &mut Handle<T>) -> Option<&mut T> {
    // SAFETY: `is_sole`: no other handle exists, no `Weak` can (a `Handle`
    // makes none), and none can be made while `a` is borrowed mutably.
    is_sole(a).then(|| unsafe { &mut *(Arc::as_ptr(&a.0) as *mut T) })
}

/// `Arc::make_mut`: the object, copied first if another handle shares it.
#[inline(always)]
pub fn unshared_mut<T: Clone>(a: &mut Handle<T>) -> &mut T {
    if is_sole(a) {
        // SAFETY: as in `sole_mut`.
        unsafe { &mut *(Arc::as_ptr(&a.0) as *mut T) }
    } else {
        Arc::make_mut(&mut a.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_handle_is_copied_before_a_write_and_a_sole_one_is_not() {
        let mut a = Handle::new(vec![1u8, 2]);
        let b = a.clone();
        assert!(sole_mut(&mut a).is_none());
        unshared_mut(&mut a).push(3);
        assert_eq!((*a).as_slice(), &[1, 2, 3]);
        assert_eq!((*b).as_slice(), &[1, 2], "the other handle keeps the old object");
        let before = Handle::as_ptr(&a);
        unshared_mut(&mut a).push(4);
        assert_eq!(Handle::as_ptr(&a), before, "a sole handle is written in place");
        sole_mut(&mut a).expect("sole").push(5);
        assert_eq!((*a).as_slice(), &[1, 2, 3, 4, 5]);
    }

    #[test]
    fn handles_compare_by_content_and_unwrap_when_sole() {
        let a = Handle::new(7u32);
        let b = Handle::new(7u32);
        assert!(a == b && !Handle::ptr_eq(&a, &b));
        let c = a.clone();
        let a = Handle::try_unwrap(a).expect_err("shared");
        drop(c);
        assert_eq!(Handle::try_unwrap(a).ok(), Some(7));
    }
}
