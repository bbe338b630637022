// A lock whose argument is computed just before the call (a register that
// dies at the call) is often contended: when its try is the edge's second
// visible action the call restarts, and the restarted call must lock the
// same mutex. Three threads share two counters, each behind its own
// mutex picked by index; a trylock and an unlock restart the same way.
// Every increment is protected, so the totals are exact.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t locks[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
static int counts[2];

static void bump(int i) {
    pthread_mutex_lock(&locks[i & 1]);
    int c = counts[i & 1];
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
    assert(counts[0] % 10 == 2 && counts[1] % 10 == 1);
    return 0;
}
