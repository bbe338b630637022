/* boot_fault.c -- a platform whose __boot dereferences a null pointer
 * before it has a fault handler. */
#include <hypercalls.h>

void __boot(const char *const *env) {
    (void)env;
    int *p = 0;
    *p = 1;
}
