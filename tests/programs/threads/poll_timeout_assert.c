// poll with a positive timeout is a timed wait: it may time out (return 0) before the writer thread runs, even though the writer writes at once. Assuming it never times out fails; divm finds the run where the timeout comes first.
// EXPECT: error assert
#include <assert.h>
#include <poll.h>
#include <pthread.h>
#include <unistd.h>

static int p[2];

static void *writer(void *arg) {
    (void)arg;
    write(p[1], "w", 1);
    return 0;
}

int main(void) {
    pipe(p);
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    struct pollfd fd = {p[0], POLLIN, 0};
    int r = poll(&fd, 1, 1000);
    assert(r == 1); // ERROR
    pthread_join(t, 0);
    return 0;
}
