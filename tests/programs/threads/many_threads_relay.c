// More than 64 threads live at once (the scheduler's general path, past its 64-bit ready set): 70 threads block on their own semaphore and pass a relay along; when they finish, the common path takes over again. The count is exact in every interleaving.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

#define N 70

static sem_t turn[N + 1], started;
static int counter;

static void *runner(void *arg) {
    int i = (int)(long)arg;
    sem_post(&started); /* (one creation at a time: no 2^N start orders) */
    sem_wait(&turn[i]);
    counter++;
    sem_post(&turn[i + 1]);
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i <= N; i++)
        sem_init(&turn[i], 0, 0);
    sem_init(&started, 0, 0);
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, runner, (void *)(long)i);
        sem_wait(&started);
    }
    sem_post(&turn[0]);
    sem_wait(&turn[N]);
    assert(counter == N);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], 0);
    return 0;
}
