// Check-then-act race: both threads may see a free slot before either takes
// it, so a fixed-size table receives one entry too many (each check and each
// insert is locked, but not the pair).
// EXPECT: error memory
// TAGS: threads race mutex
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int table[2];
static int used = 1;

static void *insert(void *arg) {
    pthread_mutex_lock(&m);
    int has_room = used < 2;
    pthread_mutex_unlock(&m);
    if (has_room) {
        pthread_mutex_lock(&m);
        table[used] = *(int *)arg; // ERROR
        used++;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void) {
    static int a = 1, b = 2;
    pthread_t t1, t2;
    pthread_create(&t1, NULL, insert, &a);
    pthread_create(&t2, NULL, insert, &b);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return 0;
}
