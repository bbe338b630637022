// The twin of flock_deadlock.c: both threads take the file's flock before the mutex, so one waits for the other's flock and none deadlocks; the exclusive locks keep the two critical sections apart (the counter is never seen odd).
// EXPECT: safe
// TAGS: threads flock
#include <assert.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/file.h>
#include <unistd.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static char path[64];
static int inside;

static void section(int fd) {
    flock(fd, LOCK_EX);
    pthread_mutex_lock(&m);
    assert(inside == 0);
    inside = 1;
    pthread_mutex_unlock(&m);
    pthread_mutex_lock(&m);
    inside = 0;
    pthread_mutex_unlock(&m);
    flock(fd, LOCK_UN);
}

static void *worker(void *arg) {
    (void)arg;
    int fd = open(path, O_RDWR);
    section(fd);
    close(fd);
    return NULL;
}

int main(void) {
    snprintf(path, sizeof path, "/tmp/flock_%d", (int)getpid());
    close(open(path, O_CREAT | O_RDWR, 0644));
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int fd = open(path, O_RDWR);
    section(fd);
    pthread_join(t, NULL);
    close(fd);
    unlink(path);
    return 0;
}
