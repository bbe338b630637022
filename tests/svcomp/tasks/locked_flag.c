// Both accesses to the flag hold the mutex: no data race.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int flag;
void *worker(void *arg) {
    pthread_mutex_lock(&m);
    flag = 1;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    int seen = flag;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return seen;
}
