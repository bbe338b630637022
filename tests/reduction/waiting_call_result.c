#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
int shared;
static int echo(int x, int publish) {
    if (publish)
        shared = x;
    return x;
}
void *t(void *a) { shared = -1; return a; }
int main(void) {
    pthread_t th;
    pthread_create(&th, 0, t, 0);
    /* main's first echo publishes nothing; its second stores into shared
     * (the next state), where main waits in the call with the call's
     * result register still holding the first call's result: 0 or 1 */
    for (int j = 0; j < 2; j++) {
#ifdef ONE
        int a = 0;
#else
        int a = j == 0 ? __VERIFIER_nondet_int() != 0 : 0;
#endif
        if (echo(a, j) > 1)
            return 1;
    }
    pthread_join(th, 0);
    return 0;
}
