/* once.c -- pthread_once: 0 not run, 1 running, 2 done. A thread that
 * finds the routine running waits for it to finish. */
#include "dios.h"
#include <pthread.h>

int pthread_once(pthread_once_t *once, void (*fn)(void)) {
    __dios_visible_entry(once, sizeof *once);
    while (*once == 1)
        __dios_wait(DIOS_W_ONCE, once, 0, "pthread_once", 0);
    if (*once == 2)
        return 0;
    *once = 1;
    fn();
    *once = 2;
    return 0;
}
