// main hands the worker a pointer to its own local variable and writes the variable again before joining: a race on stack memory.
// EXPECT: error race
// FLAGS: --data-races
#include <pthread.h>

static void *worker(void *arg) {
    int *p = arg;
    *p += 1; // ERROR-ANY
    return NULL;
}

int main(void) {
    int local = 0;
    pthread_t t;
    pthread_create(&t, NULL, worker, &local);
    local = 5; // ERROR-ANY
    pthread_join(t, NULL);
    return 0;
}
