#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
int shared;
void *t(void *a) { shared = 1; return a; }
int main(void) {
    pthread_t th;
    pthread_create(&th, 0, t, 0);
    /* private variables: the load through p is not a visible action, so
     * the next state comes after p's last use */
    int g1 = 0, g2 = 0;
#ifdef ONE
    int *p = &g1;
#else
    int *p = __VERIFIER_nondet_int() ? &g1 : &g2;
#endif
    int v = *p;
    shared = 2;
    shared = 3;
    pthread_join(th, 0);
    return v;
}
