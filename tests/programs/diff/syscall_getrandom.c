// syscall() by number for the calls of <sys/syscall.h> (threaded code
// logs syscall(SYS_gettid); ints and longs both work as arguments), an
// unknown number fails with ENOSYS, and <sys/random.h>'s getrandom checks
// its flags as Linux does; divm had neither header.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <sys/syscall.h>
#include <unistd.h>

static void *worker(void *arg) {
    long tid = syscall(SYS_gettid);
    *(int *)arg = tid > 0 && tid != syscall(SYS_getpid) && tid == gettid();
    return NULL;
}

int main(void) {
    unsigned char buf[64];
    printf("getrandom %zd %zd %zd\n", getrandom(buf, 16, 0), getrandom(buf, sizeof buf, GRND_NONBLOCK),
           getrandom(buf, 0, GRND_INSECURE));
    errno = 0;
    printf("bad flags %zd %d\n", getrandom(buf, 4, 0x80), errno == EINVAL);
    errno = 0;
    printf("random+insecure %zd %d\n", getrandom(buf, 4, GRND_RANDOM | GRND_INSECURE), errno == EINVAL);
    printf("getentropy %d\n", getentropy(buf, 32));

    /* the main thread's id is the process id */
    printf("main tid==pid %d, getpid %d, getppid %d\n", syscall(SYS_gettid) == getpid(), syscall(SYS_getpid) == getpid(),
           syscall(SYS_getppid) == getppid());
    int other = 0;
    pthread_t t;
    pthread_create(&t, NULL, worker, &other);
    pthread_join(t, NULL);
    printf("thread tid differs %d\n", other);

    fflush(stdout);
    long w = syscall(SYS_write, 1, "written\n", 8);
    long wl = syscall(SYS_write, 1L, "long args\n", strlen("long args\n"));
    printf("write %ld %ld\n", w, wl);
    int fds[2];
    pipe(fds);
    write(fds[1], "abc", 3);
    char in[4] = {0};
    printf("read %ld [%s] close %ld %ld\n", syscall(SYS_read, fds[0], in, sizeof in - 1), in, syscall(SYS_close, fds[0]),
           syscall(SYS_close, fds[1]));
    errno = 0;
    printf("closed again %ld %d\n", syscall(SYS_close, fds[1]), errno == EBADF);
    printf("random %ld yield %ld\n", syscall(SYS_getrandom, buf, 8, 0), syscall(SYS_sched_yield));
    errno = 0;
    printf("unknown %ld %d\n", syscall(100000), errno == ENOSYS);
    return 0;
}
