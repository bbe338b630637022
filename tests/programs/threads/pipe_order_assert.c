// Two writer threads put one byte each into a pipe; the reader assumes the first thread's byte comes first, which fails in the interleaving where the second writes first.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>
#include <unistd.h>

static int fds[2];

static void *wa(void *arg) {
    (void)arg;
    write(fds[1], "a", 1);
    return 0;
}

static void *wb(void *arg) {
    (void)arg;
    write(fds[1], "b", 1);
    return 0;
}

int main(void) {
    pthread_t a, b;
    pipe(fds);
    pthread_create(&a, 0, wa, 0);
    pthread_create(&b, 0, wb, 0);
    char c[2];
    read(fds[0], &c[0], 1);
    read(fds[0], &c[1], 1);
    assert(c[0] == 'a'); // ERROR
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
