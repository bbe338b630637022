// Bounded buffer of two slots with POSIX semaphores (free/used counts) and a
// mutex: the consumer receives the producer's four items in order.
// EXPECT: safe
// TAGS: threads semaphore
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

#define N 2
#define ITEMS 4
static int buf[N];
static int head, tail;
static sem_t free_slots, used_slots;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *producer(void *arg) {
    (void)arg;
    for (int i = 1; i <= ITEMS; i++) {
        sem_wait(&free_slots);
        pthread_mutex_lock(&m);
        buf[tail] = i;
        tail = (tail + 1) % N;
        pthread_mutex_unlock(&m);
        sem_post(&used_slots);
    }
    return NULL;
}

int main(void) {
    pthread_t t;
    sem_init(&free_slots, 0, N);
    sem_init(&used_slots, 0, 0);
    pthread_create(&t, NULL, producer, NULL);
    for (int i = 1; i <= ITEMS; i++) {
        sem_wait(&used_slots);
        pthread_mutex_lock(&m);
        int v = buf[head];
        head = (head + 1) % N;
        pthread_mutex_unlock(&m);
        sem_post(&free_slots);
        assert(v == i);
    }
    pthread_join(t, NULL);
    sem_destroy(&free_slots);
    sem_destroy(&used_slots);
    return 0;
}
