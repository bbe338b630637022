// A home-made "once" with a plain flag instead of pthread_once: both threads
// can see the flag clear and run the initialiser twice.
// EXPECT: error assert
// TAGS: threads once race
#include <assert.h>
#include <pthread.h>

static int initialised;
static int init_runs;

static void init(void) {
    init_runs++;
    assert(init_runs == 1); // ERROR
}

static void *user(void *arg) {
    (void)arg;
    if (!initialised) {
        init();
        initialised = 1;
    }
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, user, NULL);
    pthread_create(&b, NULL, user, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
