// A cycle of joins: main joins A, A joins B and B joins main. Nobody can
// finish, so all three threads are blocked in pthread_join.
// EXPECT: error deadlock
// TAGS: threads join deadlock
#include <pthread.h>
#include <semaphore.h>

static pthread_t main_id, a_id, b_id;
static sem_t ids_ready;

static void *thread_b(void *arg) {
    (void)arg;
    pthread_join(main_id, NULL); // ERROR-ANY
    return NULL;
}

static void *thread_a(void *arg) {
    (void)arg;
    sem_wait(&ids_ready);
    pthread_join(b_id, NULL); // ERROR-ANY
    return NULL;
}

int main(void) {
    main_id = pthread_self();
    sem_init(&ids_ready, 0, 0);
    pthread_create(&a_id, NULL, thread_a, NULL);
    pthread_create(&b_id, NULL, thread_b, NULL);
    sem_post(&ids_ready);
    pthread_join(a_id, NULL); // ERROR-ANY
    return 0;
}
