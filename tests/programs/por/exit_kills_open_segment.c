// Sync-point reduction: main ends the process while a worker may be in
// the middle of a segment that allocates a block and frees it again.
// Ending the process can cut the segment between the two (memory left at
// exit), which the reduced runs never do: an exit while another thread's
// segment is open voids the reduction.
// EXPECT: error leak
// FLAGS: --property tests/svcomp/properties/valid-memcleanup.prp --nondet-range 0..1
// TAGS: threads por
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int *block;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    block = malloc(sizeof *block); // ERROR
    *block = 1;
    free(block);
    block = NULL;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}
