/* The new thread may act before its creator's next visible action: the
 * creation is a scheduling point even though the creator is not
 * suspended there. */
#include <assert.h>
#include <pthread.h>
static int g;

static void *setter(void *arg) {
    (void)arg;
    g = 1;
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, setter, 0);
    assert(g == 0); /* fails when setter runs first */
    pthread_join(t, 0);
    return 0;
}
