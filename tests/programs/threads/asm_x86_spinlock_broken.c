// A spinlock on x86's xchg whose lock gives up instead of spinning when
// the lock is taken: xchg returns the old value atomically, so the second
// thread sees 1 and enters the critical section anyway, and the
// assertion that only one thread is inside fails.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>

static int lockv, inside;

static int xchg(int *p, int v) {
    __asm__ __volatile__("xchgl %0, %1" : "=r"(v), "+m"(*p) : "0"(v) : "memory");
    return v;
}

static void *worker(void *arg) {
    (void)arg;
    (void)xchg(&lockv, 1); /* the bug: the old value is not tested */
    inside++;
    assert(inside == 1); // ERROR
    inside--;
    lockv = 0;
    return NULL;
}

int main(void) {
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    return 0;
}
