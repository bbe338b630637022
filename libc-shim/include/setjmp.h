/* setjmp.h -- setjmp/longjmp are natives of the VM (runtime-abi.md). */
#ifndef _DIVM_SETJMP_H
#define _DIVM_SETJMP_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

typedef long jmp_buf[8];
typedef jmp_buf sigjmp_buf;

__attribute__((__returns_twice__)) int setjmp(jmp_buf env);
__divm_noreturn void longjmp(jmp_buf env, int val);
__attribute__((__returns_twice__)) int _setjmp(jmp_buf env);
__divm_noreturn void _longjmp(jmp_buf env, int val);

/* There are no signal masks to save, so the sig* forms are the plain ones. */
#define sigsetjmp(env, savemask) setjmp(env)
#define siglongjmp(env, val) longjmp(env, val)

__DIVM_END_DECLS
#endif
