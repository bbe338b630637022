/* fenv.c -- the VM always rounds to nearest and keeps no exception flags. */
#include <fenv.h>

int feclearexcept(int e) { return e & ~FE_ALL_EXCEPT ? -1 : 0; }
int fegetexceptflag(fexcept_t *f, int e) {
    (void)e;
    *f = 0;
    return 0;
}
int feraiseexcept(int e) { return e & ~FE_ALL_EXCEPT ? -1 : 0; }
int fesetexceptflag(const fexcept_t *f, int e) {
    (void)f;
    return e & ~FE_ALL_EXCEPT ? -1 : 0;
}
int fetestexcept(int e) {
    (void)e;
    return 0;
}
int fegetround(void) { return FE_TONEAREST; }
int fesetround(int r) { return r == FE_TONEAREST ? 0 : -1; }
int fegetenv(fenv_t *env) {
    env->__control = FE_TONEAREST;
    env->__status = 0;
    return 0;
}
int feholdexcept(fenv_t *env) { return fegetenv(env); }
int fesetenv(const fenv_t *env) {
    return env == FE_DFL_ENV || env->__control == FE_TONEAREST ? 0 : -1;
}
int feupdateenv(const fenv_t *env) { return fesetenv(env); }
