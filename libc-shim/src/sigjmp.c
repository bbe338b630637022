/* sigjmp.c -- sigsetjmp/siglongjmp around the VM's setjmp/longjmp: the
 * signal mask saved at sigsetjmp (savemask nonzero) is restored by
 * siglongjmp, so leaving a handler that way unblocks its signal again. */
#include <setjmp.h>
#include <stddef.h>
#include <signal.h>

void __divm_sigjmp_save(sigjmp_buf env, int savemask) {
    env->__mask_saved = savemask != 0;
    env->__mask = 0;
    if (savemask) {
        sigset_t old;
        sigprocmask(SIG_BLOCK, NULL, &old);
        env->__mask = old.__val[0];
    }
}

void __divm_siglongjmp(sigjmp_buf env, int val) {
    if (env->__mask_saved) {
        sigset_t m = {{0}};
        m.__val[0] = env->__mask;
        sigprocmask(SIG_SETMASK, &m, NULL);
    }
    longjmp(env->__jb, val);
}
