/* setjmp.h -- setjmp/longjmp are natives of the VM (runtime-abi.md). */
#ifndef _DIVM_SETJMP_H
#define _DIVM_SETJMP_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

typedef long jmp_buf[8];
/* sigsetjmp's buffer: setjmp's and, when savemask was nonzero, the
 * thread's signal mask, which siglongjmp restores (sigjmp.c). */
typedef struct {
    long __jb[8];
    int __mask_saved;
    unsigned long __mask;
} sigjmp_buf[1];

__attribute__((__returns_twice__)) int setjmp(jmp_buf env);
__divm_noreturn void longjmp(jmp_buf env, int val);
__attribute__((__returns_twice__)) int _setjmp(jmp_buf env);
__divm_noreturn void _longjmp(jmp_buf env, int val);

void __divm_sigjmp_save(sigjmp_buf env, int savemask);
__divm_noreturn void __divm_siglongjmp(sigjmp_buf env, int val);
/* Macros, as POSIX allows: setjmp must be called in the caller's frame. */
#define sigsetjmp(env, savemask) (__divm_sigjmp_save((env), (savemask)), setjmp((env)->__jb))
#define siglongjmp(env, val) __divm_siglongjmp((env), (val))

__DIVM_END_DECLS
#endif
