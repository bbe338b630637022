//! divm-vm: an LLVM-bitcode virtual machine over graph-organised memory.
//!
//! - `lower`: llvm-ir modules -> a linked `ir::Program` (the only place that
//!   sees llvm-ir types);
//! - `ir`: the lowered, flat instruction form;
//! - `memory`: pointers, objects with definedness and pointer shadows, the heap;
//! - `scalar`: what integer and float operations compute (defined once);
//! - `eval`: instruction semantics, hypercalls, faults, interrupts.
//!
//! The VM knows nothing about threads, search, command lines or printing.

// Every unsafe operation sits in a block with its own SAFETY comment.
#![deny(unsafe_op_in_unsafe_fn)]
#![deny(clippy::undocumented_unsafe_blocks)]

pub mod abi;
pub mod eval;
pub mod ir;
pub mod lower;
pub mod memory;
pub mod scalar;
pub mod term;

pub use eval::{
    CallSite, Chooser, Config, Edge, FaultKind, FirstChoice, FrameInfo, InputSite, LoopSample, LoopWatch, Machine, MemoryLimit, Paused, Profile,
    SegmentAccess, SharedAccess, SolverRef, Trace, VmError, VmLimit, WatchedAt, WatchedRead, BACKTRACE_LIMIT,
};
