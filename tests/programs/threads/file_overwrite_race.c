// Each thread writes its letter at offset 0 of a shared file and reads it back, with no lock: the other thread can overwrite it between the write and the read (every file call is a visible action).
// EXPECT: error assert
// TAGS: threads files
#include <assert.h>
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

static void *worker(void *arg) {
    char mine = *(const char *)arg, back = 0;
    int fd = open("/tmp/shared", O_RDWR | O_CREAT, 0644);
    pwrite(fd, &mine, 1, 0);
    pread(fd, &back, 1, 0);
    close(fd);
    assert(back == mine); // ERROR
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
