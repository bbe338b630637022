// A deadlock report names a lock on the heap by where it was allocated: main holds the mutex of a malloc'd queue and joins the worker, which waits for that mutex.
// EXPECT: error deadlock
#include <pthread.h>
#include <stdlib.h>

struct queue {
    int items[4];
    pthread_mutex_t lock;
};

static void *worker(void *arg) {
    struct queue *q = arg;
    pthread_mutex_lock(&q->lock); // ERROR: blocked in pthread_mutex_lock on byte 16 of heap memory allocated at
    q->items[0] = 1;
    pthread_mutex_unlock(&q->lock);
    return 0;
}

int main(void) {
    struct queue *q = malloc(sizeof *q);
    pthread_mutex_init(&q->lock, 0);
    pthread_mutex_lock(&q->lock);
    pthread_t t;
    pthread_create(&t, 0, worker, q);
    pthread_join(t, 0);
    return 0;
}
