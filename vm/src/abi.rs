//! Constants of the guest interface. They mirror `hypercalls.h` exactly;
//! `vm/tests/abi.rs` checks that they match.

pub const PK_HEAP: u64 = 0;
pub const PK_GLOBAL: u64 = 1;
pub const PK_CONST: u64 = 2;
pub const PK_CODE: u64 = 3;

pub const OK_HEAP: u64 = 0;
pub const OK_SYSTEM: u64 = 1;

pub const MA_LOAD: u64 = 1;
pub const MA_STORE: u64 = 2;
pub const MA_BOTH: u64 = 3;
pub const MA_RESTART: u64 = 4;

pub const T_OUTPUT: u32 = 0;
pub const T_ERROUT: u32 = 1;
pub const T_INFO: u32 = 2;
pub const T_FAULT: u32 = 3;
pub const T_SCHED: u32 = 4;
pub const T_LABEL: u32 = 5;
pub const T_EXIT: u32 = 6;

pub const CR_CONSTANTS: usize = 0;
pub const CR_GLOBALS: usize = 1;
pub const CR_FRAME: usize = 2;
pub const CR_PC: usize = 3;
pub const CR_STATE: usize = 4;
pub const CR_SCHEDULER: usize = 5;
pub const CR_FAULT_HANDLER: usize = 6;
pub const CR_INTERRUPT_HANDLER: usize = 7;
pub const CR_USER1: usize = 8;
pub const CR_USER2: usize = 9;
pub const CR_USER3: usize = 10;
pub const CR_USER4: usize = 11;
pub const CR_FLAGS: usize = 12;
pub const CR_TLS: usize = 13;
pub const CR_RUNTIME_GLOBALS: usize = 14;
/// Symbolic mode: the path condition (a `term::Term`, low 32 bits) and
/// the number of inputs made on the path (high 32 bits). Not a pointer;
/// the guest can neither read nor set it.
pub const CR_SYMBOLIC: usize = 15;
pub const CR_COUNT: usize = 16;

pub const CF_ERROR: u64 = 1 << 0;
pub const CF_ACCEPTING: u64 = 1 << 1;
pub const CF_CANCEL: u64 = 1 << 2;
pub const CF_KERNEL: u64 = 1 << 3;
pub const CF_MASK_MEM: u64 = 1 << 4;
pub const CF_MASK_CFL: u64 = 1 << 5;
pub const CF_SEQUENTIAL: u64 = 1 << 6;
/// Set by the VM at a path's first `__vm_input`, never cleared.
pub const CF_INPUTS: u64 = 1 << 7;
/// The running thread's rounding mode (`scalar::Round`), set by the OS.
pub const CF_ROUND_SHIFT: u32 = 8;
pub const CF_ROUND: u64 = 3 << CF_ROUND_SHIFT;
/// Under `CF_SEQUENTIAL`, the loop points an edge passes before they fire
/// (`Machine::sequential_run`): counted the same by every evaluator, so
/// the state space is the same in reference mode.
pub const SEQUENTIAL_LOOPS: u64 = 1 << 17;
/// ... and the instructions, a cap that matters only for loops whose
/// every turn runs over 128 instructions outside inner loops, far below
/// the per-edge instruction limit.
pub const SEQUENTIAL_STEPS: u64 = 1 << 24;
pub const CF_OS_FIRST: u64 = 1 << 16;
pub const CF_SEARCH_FIRST: u64 = 1 << 32;

pub const F_BOUNDS: u32 = 1;
pub const F_POINTER: u32 = 2;
pub const F_FREED: u32 = 3;
pub const F_FREE: u32 = 4;
pub const F_CONST: u32 = 5;
pub const F_UNINIT: u32 = 6;
pub const F_ARITH: u32 = 7;
pub const F_CALL: u32 = 8;
pub const F_UNREACHABLE: u32 = 9;
pub const F_HYPERCALL: u32 = 10;
pub const F_STACK: u32 = 11;
pub const F_ASSERT: u32 = 12;

/// Every constant with its C name, for the consistency test.
pub const ALL: &[(&str, u64)] = &[
    ("_VM_PK_HEAP", PK_HEAP),
    ("_VM_PK_GLOBAL", PK_GLOBAL),
    ("_VM_PK_CONST", PK_CONST),
    ("_VM_PK_CODE", PK_CODE),
    ("_VM_OK_HEAP", OK_HEAP),
    ("_VM_OK_SYSTEM", OK_SYSTEM),
    ("_VM_MA_LOAD", MA_LOAD),
    ("_VM_MA_STORE", MA_STORE),
    ("_VM_MA_BOTH", MA_BOTH),
    ("_VM_MA_RESTART", MA_RESTART),
    ("_VM_T_OUTPUT", T_OUTPUT as u64),
    ("_VM_T_ERROUT", T_ERROUT as u64),
    ("_VM_T_INFO", T_INFO as u64),
    ("_VM_T_FAULT", T_FAULT as u64),
    ("_VM_T_SCHED", T_SCHED as u64),
    ("_VM_T_LABEL", T_LABEL as u64),
    ("_VM_T_EXIT", T_EXIT as u64),
    ("_VM_CR_CONSTANTS", CR_CONSTANTS as u64),
    ("_VM_CR_GLOBALS", CR_GLOBALS as u64),
    ("_VM_CR_FRAME", CR_FRAME as u64),
    ("_VM_CR_PC", CR_PC as u64),
    ("_VM_CR_STATE", CR_STATE as u64),
    ("_VM_CR_SCHEDULER", CR_SCHEDULER as u64),
    ("_VM_CR_FAULT_HANDLER", CR_FAULT_HANDLER as u64),
    ("_VM_CR_INTERRUPT_HANDLER", CR_INTERRUPT_HANDLER as u64),
    ("_VM_CR_USER1", CR_USER1 as u64),
    ("_VM_CR_USER2", CR_USER2 as u64),
    ("_VM_CR_USER3", CR_USER3 as u64),
    ("_VM_CR_USER4", CR_USER4 as u64),
    ("_VM_CR_FLAGS", CR_FLAGS as u64),
    ("_VM_CR_TLS", CR_TLS as u64),
    ("_VM_CR_RUNTIME_GLOBALS", CR_RUNTIME_GLOBALS as u64),
    ("_VM_CR_SYMBOLIC", CR_SYMBOLIC as u64),
    ("_VM_CR_COUNT", CR_COUNT as u64),
    ("_VM_CF_ERROR", CF_ERROR),
    ("_VM_CF_ACCEPTING", CF_ACCEPTING),
    ("_VM_CF_CANCEL", CF_CANCEL),
    ("_VM_CF_KERNEL", CF_KERNEL),
    ("_VM_CF_MASK_MEM", CF_MASK_MEM),
    ("_VM_CF_MASK_CFL", CF_MASK_CFL),
    ("_VM_CF_SEQUENTIAL", CF_SEQUENTIAL),
    ("_VM_CF_INPUTS", CF_INPUTS),
    ("_VM_CF_ROUND_SHIFT", CF_ROUND_SHIFT as u64),
    ("_VM_CF_ROUND", CF_ROUND),
    ("_VM_SEQUENTIAL_LOOPS", SEQUENTIAL_LOOPS),
    ("_VM_SEQUENTIAL_STEPS", SEQUENTIAL_STEPS),
    ("_VM_CF_OS_FIRST", CF_OS_FIRST),
    ("_VM_CF_SEARCH_FIRST", CF_SEARCH_FIRST),
    ("_VM_F_BOUNDS", F_BOUNDS as u64),
    ("_VM_F_POINTER", F_POINTER as u64),
    ("_VM_F_FREED", F_FREED as u64),
    ("_VM_F_FREE", F_FREE as u64),
    ("_VM_F_CONST", F_CONST as u64),
    ("_VM_F_UNINIT", F_UNINIT as u64),
    ("_VM_F_ARITH", F_ARITH as u64),
    ("_VM_F_CALL", F_CALL as u64),
    ("_VM_F_UNREACHABLE", F_UNREACHABLE as u64),
    ("_VM_F_HYPERCALL", F_HYPERCALL as u64),
    ("_VM_F_STACK", F_STACK as u64),
    ("_VM_F_ASSERT", F_ASSERT as u64),
];
