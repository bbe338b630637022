// pthread_once: the init routine runs exactly once although three threads
// race to call it, and nobody proceeds before it has finished.
// EXPECT: safe
// TAGS: threads once
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int *config;
static int init_runs;

static void init_config(void) {
    init_runs++;
    config = malloc(2 * sizeof *config);
    assert(config);
    config[0] = 3;
    config[1] = 4;
}

static void *user(void *arg) {
    (void)arg;
    assert(pthread_once(&once, init_config) == 0);
    assert(config[0] + config[1] == 7);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, user, NULL);
    pthread_create(&b, NULL, user, NULL);
    user(NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(init_runs == 1);
    free(config);
    return 0;
}
