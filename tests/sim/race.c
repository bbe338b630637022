/* Two threads add one to x; read and write are apart, so an interleaving
 * loses an update and the assertion fails (tests/sim.rs). */
#include <assert.h>
#include <pthread.h>

int x;
int done;

void *worker(void *arg) {
    int seen = x;
    x = seen + 1;
    done = 1;
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    int seen = x;
    x = seen + 1;
    pthread_join(t, 0);
    assert(x == 2);
    return 0;
}
