// A thread hands out the address of its __thread variable; once the thread
// has ended, that storage is gone and reading it is a use after free.
// EXPECT: error memory
// TAGS: threads tls use-after-free
#include <pthread.h>
#include <stdio.h>

static __thread int mine = 7;

static void *worker(void *arg) {
    (void)arg;
    mine = 8;
    return &mine;
}

int main(void) {
    pthread_t t;
    void *p;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, &p);
    printf("%d\n", *(int *)p); // ERROR
    return 0;
}
