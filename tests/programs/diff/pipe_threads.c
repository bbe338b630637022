// A producer thread sends numbered records through a pipe to a consumer thread, which sums them and stops at end of file; output compared with the native run.
// EXPECT: safe
// MODE: run-diff
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static int fds[2];

static void *producer(void *arg) {
    int n = *(int *)arg;
    for (int i = 1; i <= n; i++) {
        int rec[2] = {i, i * i};
        if (write(fds[1], rec, sizeof rec) != (ssize_t)sizeof rec)
            return (void *)1;
    }
    close(fds[1]);
    return 0;
}

int main(void) {
    pthread_t t;
    int n = 5;
    if (pipe(fds) != 0)
        return 1;
    pthread_create(&t, 0, producer, &n);
    long sum = 0, sq = 0, count = 0;
    int rec[2];
    size_t have = 0;
    ssize_t r;
    while ((r = read(fds[0], (char *)rec + have, sizeof rec - have)) > 0) {
        have += (size_t)r;
        if (have == sizeof rec) {
            sum += rec[0];
            sq += rec[1];
            count++;
            have = 0;
        }
    }
    void *ret;
    pthread_join(t, &ret);
    printf("records %ld sum %ld squares %ld eof %zd producer %p\n", count, sum, sq, r, ret);
    close(fds[0]);
    return 0;
}
