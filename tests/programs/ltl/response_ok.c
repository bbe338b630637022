// Every request is served: each worker asks for a mutex (label want) and gets it (label crit); with weak fairness a waiter is not starved here, since the holder leaves for good.
// EXPECT: safe
// FLAGS: --ltl G(label:want->F(label:crit))
#include <divm.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int served;

static void *worker(void *arg) {
    (void)arg;
    divm_label("want");
    pthread_mutex_lock(&m);
    divm_label("crit");
    served++;
    pthread_mutex_unlock(&m);
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
