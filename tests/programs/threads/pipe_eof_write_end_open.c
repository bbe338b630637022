// The reader keeps its own copy of the write end open, so read never sees end of file: after the writer's bytes it blocks for ever (a deadlock; POSIX: EOF only when no write end is open).
// EXPECT: error deadlock
#include <pthread.h>
#include <unistd.h>

static int fds[2];

static void *writer(void *arg) {
    (void)arg;
    write(fds[1], "hi", 2);
    return 0;
}

int main(void) {
    pthread_t t;
    pipe(fds);
    pthread_create(&t, 0, writer, 0);
    pthread_join(t, 0);
    char buf[8];
    while (read(fds[0], buf, sizeof buf) > 0) // ERROR
        ;
    return 0;
}
