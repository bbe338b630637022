// The worker sets a plain flag that main reads without synchronisation.
#include <pthread.h>
int flag;
void *worker(void *arg) {
    flag = 1;
    return 0;
}
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    int seen = flag;
    pthread_join(t, 0);
    return seen;
}
