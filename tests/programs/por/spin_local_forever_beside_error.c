// Sync-point reduction with loops that run on: a thread that loops for
// ever on its own variables ends its steps at the loop budget, whose
// states repeat, so the search ends and still finds main's assertion,
// which fails in every run.
// EXPECT: error assert
// TAGS: threads por
#include <assert.h>
#include <pthread.h>

static int y;

static void *spinner(void *arg) {
    (void)arg;
    unsigned k = 0;
    for (;;)
        k = (k + 1) % 4;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, spinner, NULL);
    y = 1;
    assert(y == 0); // ERROR
    return 0;
}
