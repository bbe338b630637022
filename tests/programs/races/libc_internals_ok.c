// Two threads print and allocate at once: the C library's own buffers and heap are not the program's data races.
// EXPECT: safe
// FLAGS: --data-races
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static void *worker(void *arg) {
    int *p = malloc(sizeof *p);
    if (!p)
        return NULL;
    *p = *(int *)arg;
    printf("worker %d\n", *p);
    free(p);
    return NULL;
}

int main(void) {
    static int ids[2] = {1, 2};
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, &ids[0]);
    pthread_create(&t2, NULL, worker, &ids[1]);
    puts("main");
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return 0;
}
