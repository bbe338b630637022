// Two threads take two mutexes in opposite orders: some schedules
// deadlock, the others exit normally.
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int done;

static void *ab(void *arg) {
    (void)arg;
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    done++;
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    return 0;
}

static void *ba(void *arg) {
    (void)arg;
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a);
    done++;
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    return 0;
}

int main(void) {
    pthread_t x, y;
    pthread_create(&x, 0, ab, 0);
    pthread_create(&y, 0, ba, 0);
    pthread_join(x, 0);
    pthread_join(y, 0);
    return 0;
}
