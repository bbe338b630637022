// Two threads, then one again: once the worker is joined, main's long
// loop runs on within an edge, while the worker's own loop, run while
// main may interleave, still ends an edge at every turn.
#include <assert.h>
#include <pthread.h>
int shared;
static void *worker(void *arg) {
    (void)arg;
    for (int i = 0; i < 50; i++)
        shared = i;
    return 0;
}
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    unsigned s = 0;
    for (unsigned i = 0; i < (1u << 21); i++)
        s += i * shared;
    assert(shared == 49);
    return 0;
}
