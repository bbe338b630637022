// Sync-point reduction: every shared access is under the one mutex, the
// workers' results are read after the joins: no race, so the reduction
// holds and the program is safe with far fewer states (tests/por.rs).
// EXPECT: safe
// TAGS: threads por
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count, sum, result[3];

static void *worker(void *arg) {
    int id = (int)(long)arg;
    pthread_mutex_lock(&m);
    count++;
    sum += id;
    count++;
    sum += id;
    pthread_mutex_unlock(&m);
    result[id] = id * 10;
    return NULL;
}

int main(void) {
    pthread_t t[3];
    for (long i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    assert(count == 6 && sum == 6);
    assert(result[0] == 0 && result[1] == 10 && result[2] == 20);
    return 0;
}
