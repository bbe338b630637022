// Two threads: the worker flips a flag forever once main has set it, and main waits for the worker to stop.
#include <pthread.h>
int go, flag;
void *worker(void *arg) {
    while (!go)
        ;
    while (go)
        flag = !flag;
    return 0;
}
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    go = 1;
    pthread_join(t, 0);
    return 0;
}
