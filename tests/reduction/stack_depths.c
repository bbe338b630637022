// Three threads whose stacks grow and shrink around their visible actions:
// each depth change of one thread renumbers the frames of the threads
// after it, the same way on many edges (the renumbered copies the
// canonical form remembers). The sum checks the interleavings.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static _Atomic int total;

static void add(int depth, int v) {
    if (depth > 0)
        add(depth - 1, v);
    else
        total += v; /* a visible action at the bottom of the calls */
}

static void *worker(void *arg) {
    int depth = (int)(long)arg;
    for (int r = 0; r < 2; r++)
        add(depth + r, 1);
    return 0;
}

int main(void) {
    pthread_t t[3];
    for (long i = 0; i < 3; i++)
        pthread_create(&t[i], 0, worker, (void *)i);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], 0);
    assert(total == 6);
    return 0;
}
