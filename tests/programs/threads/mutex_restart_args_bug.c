// The twin of mutex_restart_args.c, with the counter read outside its lock:
// two threads can both read the old count, and an increment is lost. The
// restarted lock calls must not hide the race.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t locks[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
static int counts[2];

static void bump(int i) {
    int c = counts[i & 1];
    pthread_mutex_lock(&locks[i & 1]);
    counts[i & 1] = c + 1;
    pthread_mutex_unlock(&locks[i & 1]);
}

static void *worker(void *arg) {
    int i = (int)(long)arg;
    bump(i);
    if (pthread_mutex_trylock(&locks[(i + 1) & 1]) == 0) {
        counts[(i + 1) & 1] += 10;
        pthread_mutex_unlock(&locks[(i + 1) & 1]);
    }
    return 0;
}

int main(void) {
    pthread_t t[3];
    for (long i = 0; i < 3; i++)
        pthread_create(&t[i], 0, worker, (void *)i);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], 0);
    assert(counts[0] % 10 == 2 && counts[1] % 10 == 1); // ERROR
    return 0;
}
