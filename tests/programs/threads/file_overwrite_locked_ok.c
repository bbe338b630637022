// The same write-then-read-back as file_overwrite_race.c, under a mutex: each thread reads back its own letter.
// EXPECT: safe
// TAGS: threads files
#include <assert.h>
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
    char mine = *(const char *)arg, back = 0;
    pthread_mutex_lock(&m);
    int fd = open("/tmp/shared", O_RDWR | O_CREAT, 0644);
    pwrite(fd, &mine, 1, 0);
    pread(fd, &back, 1, 0);
    close(fd);
    pthread_mutex_unlock(&m);
    assert(back == mine);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, "A");
    pthread_create(&b, NULL, worker, "B");
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
