/*
 * hypercalls.h -- the whole guest-visible interface of the divm VM.
 *
 * This file is the single source of truth: the Rust constants in
 * vm/src/abi.rs must match it, and a test (vm/tests/abi.rs) checks that.
 * docs/hypercalls.md explains each call in prose.
 *
 * Everything here is plain C11 so that a guest OS, libc-shim and user
 * programs can all include it.
 */
#ifndef DIVM_HYPERCALLS_H
#define DIVM_HYPERCALLS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- pointer kinds (bits 63..62 of a pointer) ------------------------- */
#define _VM_PK_HEAP     0 /* malloc, alloca, frames, OS objects */
#define _VM_PK_GLOBAL   1 /* a slot of the globals object */
#define _VM_PK_CONST    2 /* a slot of the constants object */
#define _VM_PK_CODE     3 /* a function plus an instruction index */

/* ---- object kinds for __vm_obj_make ----------------------------------- */
#define _VM_OK_HEAP     0 /* user heap memory: subject to leak checking */
#define _VM_OK_SYSTEM   1 /* OS-private memory: silently collected when unreachable */

/* ---- access kinds for __vm_interrupt_mem ------------------------------ */
#define _VM_MA_LOAD     1
#define _VM_MA_STORE    2
#define _VM_MA_BOTH     3
/* or'd in: if it fires in a frame that a call of this edge entered, the
 * call restarts instead (docs/hypercalls.md, "Restarting a call") */
#define _VM_MA_RESTART  4

/* ---- trace kinds for __vm_trace --------------------------------------- */
#define _VM_T_OUTPUT    0 /* program stdout */
#define _VM_T_ERROUT    1 /* program stderr */
#define _VM_T_INFO      2 /* free text for the user */
#define _VM_T_FAULT     3 /* "<kind>: message"; kind is one of the report's error kinds */
#define _VM_T_SCHED     4 /* decimal id of the thread that runs this edge */
#define _VM_T_LABEL     5 /* a named proposition, e.g. "crit" */
#define _VM_T_EXIT      6 /* decimal exit status: the process has terminated */

/* ---- control registers ------------------------------------------------ */
#define _VM_CR_CONSTANTS         0 /* read-only */
#define _VM_CR_GLOBALS           1
#define _VM_CR_FRAME             2 /* setting it transfers control; 0 suspends */
#define _VM_CR_PC                3 /* read-only: the current code pointer */
#define _VM_CR_STATE             4 /* the OS's root object */
#define _VM_CR_SCHEDULER         5
#define _VM_CR_FAULT_HANDLER     6
#define _VM_CR_INTERRUPT_HANDLER 7
#define _VM_CR_USER1             8
#define _VM_CR_USER2             9
#define _VM_CR_USER3            10
#define _VM_CR_USER4            11
#define _VM_CR_FLAGS            12
#define _VM_CR_TLS              13 /* the running thread's block of __thread variables */
#define _VM_CR_RUNTIME_GLOBALS  14 /* the OS's and libc's globals (_VM_CR_GLOBALS: the program's) */
#define _VM_CR_SYMBOLIC         15 /* symbolic mode: path condition and input count (not for the guest) */
#define _VM_CR_COUNT            16

/* ---- flags (the FLAGS control register) ------------------------------- */
#define _VM_CF_ERROR      (1ull << 0) /* this edge is an error edge */
#define _VM_CF_ACCEPTING  (1ull << 1) /* a Buchi accepting edge */
#define _VM_CF_CANCEL     (1ull << 2) /* discard this edge */
#define _VM_CF_KERNEL     (1ull << 3) /* interrupts masked: OS code runs atomically */
#define _VM_CF_MASK_MEM   (1ull << 4) /* interrupt_mem never fires (no other observer) */
#define _VM_CF_MASK_CFL   (1ull << 5) /* interrupt_cfl never fires (no preemption needed) */
#define _VM_CF_SEQUENTIAL (1ull << 6) /* nothing to interleave: interrupt_cfl waits for a choice or a long edge */
#define _VM_SEQUENTIAL_LOOPS (1ull << 17) /* the loop points such a long edge passes */
#define _VM_SEQUENTIAL_STEPS (1ull << 24) /* ... or the instructions it runs, whichever comes first */
#define _VM_CF_INPUTS     (1ull << 7) /* set by the VM at the path's first __vm_input: no more long edges */
#define _VM_CF_ROUND_SHIFT 8 /* bits 8..9: the running thread's rounding mode, as x86's RC field */
#define _VM_CF_ROUND      (3ull << 8) /* (FE_* >> 10): 0 nearest, 1 down, 2 up, 3 toward zero */
#define _VM_CF_OS_FIRST   (1ull << 16) /* bits 16..31 belong to the OS */
#define _VM_CF_SEARCH_FIRST (1ull << 32) /* bits 32..63 belong to search algorithms */

/* ---- fault kinds passed to FAULT_HANDLER ------------------------------ */
#define _VM_F_BOUNDS       1 /* out of bounds */
#define _VM_F_POINTER      2 /* null or invalid pointer */
#define _VM_F_FREED        3 /* use after free */
#define _VM_F_FREE         4 /* invalid or double free */
#define _VM_F_CONST        5 /* store to a constant */
#define _VM_F_UNINIT       6 /* an undefined value decided something */
#define _VM_F_ARITH        7 /* division or remainder by zero */
#define _VM_F_CALL         8 /* bad call: arity/type mismatch, undefined function, non-code pointer */
#define _VM_F_UNREACHABLE  9 /* `unreachable` executed */
#define _VM_F_HYPERCALL   10 /* hypercall misuse */
#define _VM_F_STACK       11 /* stack depth limit */
#define _VM_F_ASSERT      12 /* llvm.trap / a failed VM-level check */

/* The type of the handlers stored in the control registers. */
typedef void (*__vm_scheduler_t)(void);
typedef void (*__vm_fault_handler_t)(int kind, void *frame, void *pc);
typedef void (*__vm_interrupt_handler_t)(void);

/* An activation frame, as the VM lays it out (DESIGN.md section 2). */
struct __vm_frame {
    void *pc;                  /* code pointer: where this frame resumes */
    struct __vm_frame *parent; /* the caller, or NULL */
    void *dyn_allocas;         /* VM-owned: list of dynamic allocas, or NULL */
    void *varargs;             /* VM-owned: the variadic arguments, or NULL */
    /* register slots follow */
};

/* ---- the hypercalls --------------------------------------------------- */
void    *__vm_obj_make(size_t size, int kind);
void     __vm_obj_free(void *p);
size_t   __vm_obj_size(const void *p);
void     __vm_obj_resize(void *p, size_t size);
void     __vm_obj_shared(void *p);
int      __vm_choose(int n);
int      __vm_choose_weighted(int n, const unsigned *w);
/* A fresh symbolic input of `bits` (1..64) bits, sign- or zero-extended
 * to 64; in a concrete replay, the input's recorded value. Only in
 * symbolic mode (the OS reads divm.symbolic from its environment). */
uint64_t __vm_input(int bits, int is_signed);
/* `v` made concrete: a symbolic value becomes one value its path allows,
 * which the path condition then holds to; any other value is itself. */
uint64_t __vm_concrete(uint64_t v);
void     __vm_interrupt_mem(const void *addr, size_t size, int access);
void     __vm_interrupt_cfl(void);
void     __vm_trace(int kind, const char *text);
/* Like __vm_trace, with an explicit length: the bytes may contain NUL and
 * need not be text (program output is passed on byte for byte). */
void     __vm_trace_bytes(int kind, const void *buf, size_t len);
/* Like __vm_trace(_VM_T_FAULT, text), but the report's location and
 * backtrace start at `frame` (NULL: the current frame). */
void     __vm_fault_at(const void *frame, const char *text);
/* Where `p` points, for a person ("`m`", "byte 24 of `forks`", "heap
 * memory allocated at f.c:6"), written into buf as snprintf does; returns
 * the description's length. */
size_t   __vm_describe(const void *p, char *buf, size_t size);
/* Whether the code that would run on from `frame` (the rest of its
 * function, then each caller's from where it resumes) may call the
 * function named `fn`, directly or through callees; for NULL, whether a
 * call through a function pointer may (a handler's, too). Static and
 * conservative: 0 proves that it does not. */
int      __vm_may_call(const void *frame, const char *fn);
uint64_t __vm_ctl_get(int reg);
void     __vm_ctl_set(int reg, uint64_t value);
uint64_t __vm_ctl_flag(uint64_t clear, uint64_t set);
/* Call fn(arg) in a new frame whose parent is `frame`, without running it:
 * returns the new frame, ready to be scheduled by setting FRAME. */
void    *__vm_frame_make(void (*fn)(void *), void *arg, void *parent);
/* Free a frame, the frames below it up to (not including) `stop`, and their
 * allocas. Used by the OS to discard a thread stack or unwind (longjmp). */
void     __vm_frame_unwind(void *frame, void *stop);

/* The OS entry point. `env` is a NULL-terminated array of "key=value"
 * strings from the driver: "divm.mode=run|check|smc", "divm.leak=1",
 * "divm.malloc-may-fail=1", "divm.nondet-lo=-8", ... (docs/hypercalls.md). */
void     __boot(const char *const *env);

#ifdef __cplusplus
}
#endif
#endif
