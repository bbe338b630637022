// A key destructor also runs when the thread ends with pthread_exit (here
// from a nested call), with the thread's value, after which the value
// slot is NULL again; the destructor's work is visible after the join.
// EXPECT: safe
// TAGS: threads tls keys pthread_exit
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

static pthread_key_t key;
static intptr_t released;

static void release(void *v) {
    released = (intptr_t)v;
}

static void bail_out(void) {
    pthread_exit(NULL);
}

static void *worker(void *arg) {
    pthread_setspecific(key, arg);
    bail_out();
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_key_create(&key, release);
    pthread_create(&t, NULL, worker, (void *)(intptr_t)77);
    pthread_join(t, NULL);
    assert(released == 77);
    pthread_key_delete(key);
    return 0;
}
