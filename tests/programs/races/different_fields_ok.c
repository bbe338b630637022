// Two threads write different fields of one struct, each its own: neighbouring bytes are not the same memory location.
// EXPECT: safe
// FLAGS: --data-races
#include <assert.h>
#include <pthread.h>

struct pair {
    int left;
    int right;
} p;

static void *worker(void *arg) {
    (void)arg;
    p.right = 2;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    p.left = 1;
    pthread_join(t, NULL);
    assert(p.left == 1 && p.right == 2);
    return 0;
}
