// Locking a C11 plain (non-recursive) mutex that the thread already holds
// blocks forever: a deadlock at the second mtx_lock.
// EXPECT: error deadlock
// TAGS: threads c11 mutex deadlock
#include <threads.h>

static mtx_t lock;
static int value;

static void set(int v) {
    mtx_lock(&lock); // ERROR
    value = v;
    mtx_unlock(&lock);
}

int main(void) {
    mtx_init(&lock, mtx_plain);
    mtx_lock(&lock);
    set(3);
    mtx_unlock(&lock);
    return 0;
}
