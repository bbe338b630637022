// Sync-point reduction: A's writes come after its unlock; B reads only
// after C has taken and released the lock in between, so in every reduced
// run A's whole segment (both writes) comes first. The race between A's
// writes and B's read is still found, because A's open segment stays in
// the state until A synchronises again: B's read conflicts with it.
// EXPECT: error assert
// TAGS: threads por
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x, turn;

static void *a_thread(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    turn = 1;
    pthread_mutex_unlock(&m);
    x = 1;
    x = 2;
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return NULL;
}

static void *c_thread(void *arg) {
    (void)arg;
    for (;;) {
        pthread_mutex_lock(&m);
        if (turn == 1) {
            turn = 2;
            pthread_mutex_unlock(&m);
            return NULL;
        }
        pthread_mutex_unlock(&m);
    }
}

static void *b_thread(void *arg) {
    (void)arg;
    for (;;) {
        pthread_mutex_lock(&m);
        if (turn == 2) {
            int seen = x;
            pthread_mutex_unlock(&m);
            assert(seen != 1); // ERROR
            return NULL;
        }
        pthread_mutex_unlock(&m);
    }
}

int main(void) {
    pthread_t a, b, c;
    pthread_create(&a, NULL, a_thread, NULL);
    pthread_create(&c, NULL, c_thread, NULL);
    pthread_create(&b, NULL, b_thread, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    pthread_join(c, NULL);
    return 0;
}
