// Two threads bump optind, a global the libc defines (it lives in the
// runtime's globals object, not the program's): each `optind++` is a load
// and a store, both visible actions, so an update can be lost. A reduction
// that took the runtime's globals for private would answer safe.
// EXPECT: error assert
// TAGS: threads globals reduction
#include <assert.h>
#include <pthread.h>
#include <unistd.h>

static int done; /* the program's own global, beside the runtime's */

static void *bump(void *arg)
{
    (void)arg;
    optind++;
    done++;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, bump, 0);
    optind++;
    pthread_join(t, 0);
    assert(done == 1);
    assert(optind == 3); // ERROR
    return 0;
}
