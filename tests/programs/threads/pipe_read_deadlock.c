// A thread reads a pipe that nobody writes while main, which holds the write end, joins it: every thread is blocked, a deadlock (read of an empty pipe blocks while a write end is open).
// EXPECT: error deadlock
#include <pthread.h>
#include <unistd.h>

static int fds[2];

static void *reader(void *arg) {
    (void)arg;
    char c;
    read(fds[0], &c, 1); // ERROR-ANY
    return 0;
}

int main(void) {
    pthread_t t;
    pipe(fds);
    pthread_create(&t, 0, reader, 0);
    pthread_join(t, 0); // ERROR-ANY
    return 0;
}
