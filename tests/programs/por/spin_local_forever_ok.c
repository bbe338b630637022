// Sync-point reduction with loops that run on: a thread that loops for
// ever on its own variable ends its steps at the loop budget, at states
// that repeat, so the search ends; main's exit ends the spinner.
// EXPECT: safe
// TAGS: threads por
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
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
    pthread_mutex_lock(&m);
    y = 1;
    pthread_mutex_unlock(&m);
    return 0;
}
