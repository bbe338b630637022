// pthread_exit, called from a function nested in the pushing one, runs the cleanup handlers still pushed (innermost first, each once); join returns pthread_exit's value, not PTHREAD_CANCELED.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>

static int log_[4], n;
static void note(void *arg) { log_[n++] = (int)(long)arg; }

static void leave(void) { pthread_exit((void *)42L); }

static void *worker(void *arg) {
    (void)arg;
    pthread_cleanup_push(note, (void *)1L);
    pthread_cleanup_push(note, (void *)2L);
    pthread_cleanup_push(note, (void *)3L);
    pthread_cleanup_pop(1); /* runs 3 now */
    leave();
    pthread_cleanup_pop(0);
    pthread_cleanup_pop(0);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    void *ret;
    pthread_join(t, &ret);
    assert(ret == (void *)42L);
    assert(n == 3 && log_[0] == 3 && log_[1] == 2 && log_[2] == 1);
    return 0;
}
