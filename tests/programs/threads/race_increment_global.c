// Two threads each run `hits++` on a shared global: a load, an add and a
// store that the interpreter runs in one dispatch when nothing else can
// observe them. Here both accesses are visible, so another thread can run
// between them and one increment is lost.
// EXPECT: error assert
// TAGS: threads race
#include <assert.h>
#include <pthread.h>

static long hits;

static void *hit(void *arg) {
    (void)arg;
    hits++;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, hit, NULL);
    pthread_create(&b, NULL, hit, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(hits == 2); // ERROR
    return 0;
}
