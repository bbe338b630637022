// pthread_self in a thread equals the id pthread_create stored for it, and
// differs from main's own id (compared with pthread_equal).
// EXPECT: safe
// TAGS: threads self equal
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static void *worker(void *arg) {
    pthread_t *me = malloc(sizeof *me);
    assert(me);
    *me = pthread_self();
    (void)arg;
    return me;
}

int main(void) {
    pthread_t t1, t2;
    pthread_t main_id = pthread_self();
    assert(pthread_equal(main_id, pthread_self()));
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    void *r1, *r2;
    pthread_join(t1, &r1);
    pthread_join(t2, &r2);
    assert(pthread_equal(*(pthread_t *)r1, t1));
    assert(pthread_equal(*(pthread_t *)r2, t2));
    assert(!pthread_equal(t1, t2));
    assert(!pthread_equal(t1, main_id));
    free(r1);
    free(r2);
    return 0;
}
