// The twin of large_array_lost_update.c with the update under a mutex: every
// interleaving keeps both updates. The 8 KiB array is stored in pieces
// (a tree of its words); its states must come back exactly after restores.
// EXPECT: safe
// TAGS: threads memory large-objects
#include <assert.h>
#include <pthread.h>

static int big[2048];
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *bump(void *arg) {
    int base = *(int *)arg;
    for (int i = 0; i < 4; i++)
        big[base + 256 * i] += 1;
    pthread_mutex_lock(&m);
    int v = big[1500];
    big[1500] = v + 1;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void) {
    pthread_t a, b;
    int ba = 3, bb = 7;
    pthread_create(&a, 0, bump, &ba);
    pthread_create(&b, 0, bump, &bb);
    pthread_join(a, 0);
    pthread_join(b, 0);
    int sum = 0;
    for (int i = 0; i < 2048; i++)
        sum += big[i];
    assert(big[1500] == 2 && sum == 10);
    return 0;
}
