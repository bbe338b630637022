// Three threads, three locks, each thread takes lock i then lock i+1 mod 3:
// a cycle of three waits is possible (the naive dining philosophers).
// EXPECT: error deadlock
// TAGS: threads mutex deadlock
#include <pthread.h>

static pthread_mutex_t fork_[3] = {
    PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER
};
static int meals;

static void dine(int i) {
    pthread_mutex_lock(&fork_[i]);
    pthread_mutex_lock(&fork_[(i + 1) % 3]); // ERROR-ANY
    meals++;
    pthread_mutex_unlock(&fork_[(i + 1) % 3]);
    pthread_mutex_unlock(&fork_[i]);
}

static void *philosopher(void *arg) {
    dine(*(int *)arg);
    return NULL;
}

int main(void) {
    static int one = 1, two = 2;
    pthread_t a, b;
    pthread_create(&a, NULL, philosopher, &one);
    pthread_create(&b, NULL, philosopher, &two);
    dine(0);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
