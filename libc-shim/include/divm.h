/* divm.h -- conveniences for programs written for divm, on top of the
 * raw VM interface in <hypercalls.h>. */
#ifndef _DIVM_DIVM_H
#define _DIVM_DIVM_H
#include <hypercalls.h>
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

/* Attach a named proposition (for SMC/LTL queries) to the current edge. */
static __inline__ void divm_label(const char *name) { __vm_trace(_VM_T_LABEL, name); }
/* A non-deterministic value in 0..n-1. */
static __inline__ int divm_choose(int n) { return __vm_choose(n); }
/* Like divm_choose, but SMC samples value i with weight w[i]. */
static __inline__ int divm_choose_weighted(int n, const unsigned *w) { return __vm_choose_weighted(n, w); }
/* Free text attached to the current edge. */
static __inline__ void divm_info(const char *text) { __vm_trace(_VM_T_INFO, text); }

/* The SV-COMP interface, provided by DiOS. */
_Bool __VERIFIER_nondet_bool(void);
char __VERIFIER_nondet_char(void);
signed char __VERIFIER_nondet_schar(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
unsigned int __VERIFIER_nondet_unsigned(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
long long __VERIFIER_nondet_longlong(void);
unsigned long long __VERIFIER_nondet_ulonglong(void);
float __VERIFIER_nondet_float(void);
double __VERIFIER_nondet_double(void);
void *__VERIFIER_nondet_pointer(void);
char *__VERIFIER_nondet_pchar(void);
__SIZE_TYPE__ __VERIFIER_nondet_size_t(void);
unsigned char __VERIFIER_nondet_u8(void);
unsigned short __VERIFIER_nondet_u16(void);
unsigned int __VERIFIER_nondet_u32(void);
unsigned long long __VERIFIER_nondet_u64(void);
void __VERIFIER_assume(int cond);
__divm_noreturn void __VERIFIER_error(void);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
void reach_error(void);
void __VERIFIER_assert(int cond);

__DIVM_END_DECLS
#endif
