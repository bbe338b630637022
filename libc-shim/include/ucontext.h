/* ucontext.h -- user contexts: not modelled. divm cannot switch stacks:
 * its frames are objects that setjmp/longjmp name, and no call makes a
 * frame run on another stack. So the types are glibc's x86-64 ones (a
 * program compiles, and a signal handler's third argument may be read as
 * a ucontext_t), but each of getcontext, setcontext, makecontext and
 * swapcontext calls llvm.divm.unmodelled.NAME, which the VM takes for an
 * LLVM intrinsic it does not implement: the run stops with the verdict
 * `unknown` and the reason "NAME is not modelled by divm": never a result
 * divm cannot vouch for. They are defined here, static inline, so that
 * only a program that calls them declares those intrinsics. */
#ifndef _DIVM_UCONTEXT_H
#define _DIVM_UCONTEXT_H
#include <bits/cdefs.h>
#include <signal.h>
__DIVM_BEGIN_DECLS

typedef long long greg_t;
#define NGREG 23
#define __NGREG NGREG
typedef greg_t gregset_t[NGREG];

/* the general registers' indexes in gregs */
enum {
    REG_R8, REG_R9, REG_R10, REG_R11, REG_R12, REG_R13, REG_R14, REG_R15,
    REG_RDI, REG_RSI, REG_RBP, REG_RBX, REG_RDX, REG_RAX, REG_RCX, REG_RSP,
    REG_RIP, REG_EFL, REG_CSGSFS, REG_ERR, REG_TRAPNO, REG_OLDMASK, REG_CR2
};

struct _libc_fpxreg {
    unsigned short significand[4];
    unsigned short exponent;
    unsigned short __glibc_reserved1[3];
};

struct _libc_xmmreg {
    unsigned int element[4];
};

struct _libc_fpstate {
    unsigned short cwd;
    unsigned short swd;
    unsigned short ftw;
    unsigned short fop;
    unsigned long long rip;
    unsigned long long rdp;
    unsigned int mxcsr;
    unsigned int mxcr_mask;
    struct _libc_fpxreg _st[8];
    struct _libc_xmmreg _xmm[16];
    unsigned int __glibc_reserved1[24];
};
typedef struct _libc_fpstate *fpregset_t;

typedef struct {
    gregset_t gregs;
    fpregset_t fpregs;
    unsigned long long __reserved1[8];
} mcontext_t;

typedef struct ucontext_t {
    unsigned long uc_flags;
    struct ucontext_t *uc_link;
    stack_t uc_stack;
    mcontext_t uc_mcontext;
    sigset_t uc_sigmask;
    struct _libc_fpstate __fpregs_mem;
    unsigned long long __ssp[4];
} ucontext_t;

/* (Past the stop, where a VM would go on, the calls fail.) */
static inline int getcontext(ucontext_t *ucp) {
    (void)ucp;
    void __divm_unmodelled_getcontext(void) __asm__("llvm.divm.unmodelled.getcontext");
    __divm_unmodelled_getcontext();
    return -1;
}

static inline int setcontext(const ucontext_t *ucp) {
    (void)ucp;
    void __divm_unmodelled_setcontext(void) __asm__("llvm.divm.unmodelled.setcontext");
    __divm_unmodelled_setcontext();
    return -1;
}

static inline void makecontext(ucontext_t *ucp, void (*fn)(void), int argc, ...) {
    (void)ucp, (void)fn, (void)argc;
    void __divm_unmodelled_makecontext(void) __asm__("llvm.divm.unmodelled.makecontext");
    __divm_unmodelled_makecontext();
}

static inline int swapcontext(ucontext_t *__restrict oucp, const ucontext_t *__restrict ucp) {
    (void)oucp, (void)ucp;
    void __divm_unmodelled_swapcontext(void) __asm__("llvm.divm.unmodelled.swapcontext");
    __divm_unmodelled_swapcontext();
    return -1;
}

__DIVM_END_DECLS
#endif
