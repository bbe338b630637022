// flock and a mutex taken in opposite orders by two threads, each with its own open of one file (flock's locks belong to open file descriptions): in some interleaving each holds what the other waits for, a deadlock.
// EXPECT: error deadlock
// TAGS: threads flock deadlock
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/file.h>
#include <unistd.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static char path[64];

static void *worker(void *arg) {
    (void)arg;
    int fd = open(path, O_RDWR);
    flock(fd, LOCK_EX); // ERROR-ANY
    pthread_mutex_lock(&m); // ERROR-ANY
    pthread_mutex_unlock(&m);
    flock(fd, LOCK_UN);
    close(fd);
    return NULL;
}

int main(void) {
    snprintf(path, sizeof path, "/tmp/flock_%d", (int)getpid());
    close(open(path, O_CREAT | O_RDWR, 0644));
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int fd = open(path, O_RDWR);
    pthread_mutex_lock(&m); // ERROR-ANY
    flock(fd, LOCK_EX); // ERROR-ANY
    flock(fd, LOCK_UN);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    close(fd);
    unlink(path);
    return 0;
}
