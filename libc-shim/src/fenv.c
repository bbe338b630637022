/* fenv.c -- the floating-point environment. The rounding mode is the OS's
 * (fegetround, fesetround: per thread, and the VM rounds by it). The
 * exception flags are per thread; the libm functions raise them
 * (matherr.c) and feraiseexcept sets them, but plain arithmetic does not:
 * 1.0/0.0 leaves them unchanged. */
#include <fenv.h>

static __thread unsigned flags;

void __divm_fe_raise(int e) { flags |= (unsigned)e & FE_ALL_EXCEPT; }

int feclearexcept(int e) {
    if (e & ~FE_ALL_EXCEPT)
        return -1;
    flags &= ~(unsigned)e;
    return 0;
}

int feraiseexcept(int e) {
    if (e & ~FE_ALL_EXCEPT)
        return -1;
    flags |= (unsigned)e;
    return 0;
}

int fetestexcept(int e) { return (int)(flags & (unsigned)e & FE_ALL_EXCEPT); }

int fegetexceptflag(fexcept_t *f, int e) {
    if (e & ~FE_ALL_EXCEPT)
        return -1;
    *f = (fexcept_t)(flags & (unsigned)e);
    return 0;
}

int fesetexceptflag(const fexcept_t *f, int e) {
    if (e & ~FE_ALL_EXCEPT)
        return -1;
    flags = (flags & ~(unsigned)e) | (*f & (unsigned)e);
    return 0;
}

int fegetenv(fenv_t *env) {
    env->__control = (unsigned)fegetround();
    env->__status = flags;
    return 0;
}

int feholdexcept(fenv_t *env) {
    fegetenv(env);
    flags = 0;
    return 0;
}

int fesetenv(const fenv_t *env) {
    if (env == FE_DFL_ENV) {
        flags = 0;
        return fesetround(FE_TONEAREST);
    }
    if (fesetround((int)env->__control) != 0)
        return -1;
    flags = env->__status & FE_ALL_EXCEPT;
    return 0;
}

int feupdateenv(const fenv_t *env) {
    unsigned raised = flags;
    if (fesetenv(env) != 0)
        return -1;
    flags |= raised;
    return 0;
}
