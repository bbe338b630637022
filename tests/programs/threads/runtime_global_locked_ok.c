// The safe twin of runtime_global_race.c: the same two bumps of the libc's
// optind under a mutex. Both globals objects (the program's, holding the
// mutex, and the runtime's) are shared, and no interleaving loses an update.
// EXPECT: safe
// TAGS: threads globals reduction
#include <assert.h>
#include <pthread.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *bump(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    optind++;
    pthread_mutex_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, bump, 0);
    pthread_mutex_lock(&lock);
    optind++;
    pthread_mutex_unlock(&lock);
    pthread_join(t, 0);
    assert(optind == 3);
    return 0;
}
