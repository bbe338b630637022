// Unlocking a normal mutex that is not locked is undefined behaviour in
// POSIX: pthread misuse (here an unbalanced unlock on an error path).
// EXPECT: error pthread
// TAGS: threads mutex misuse
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int data;

static int update(int v) {
    if (v < 0)
        goto out;
    pthread_mutex_lock(&m);
    data = v;
out:
    pthread_mutex_unlock(&m); // ERROR
    return v;
}

int main(void) {
    update(1);
    update(-1);
    return 0;
}
