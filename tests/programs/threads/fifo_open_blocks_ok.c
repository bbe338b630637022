// Opening a FIFO blocks until the other end is opened: main opens it for reading while a thread opens it for writing, writes and closes; main reads everything, then end of file.
// EXPECT: safe
#include <assert.h>
#include <fcntl.h>
#include <pthread.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void *writer(void *arg) {
    (void)arg;
    int fd = open("/tmp/fifo", O_WRONLY);
    assert(fd >= 0);
    assert(write(fd, "data", 4) == 4);
    close(fd);
    return 0;
}

int main(void) {
    pthread_t t;
    assert(mkfifo("/tmp/fifo", 0600) == 0);
    struct stat st;
    assert(stat("/tmp/fifo", &st) == 0 && S_ISFIFO(st.st_mode));
    pthread_create(&t, 0, writer, 0);
    int fd = open("/tmp/fifo", O_RDONLY);
    assert(fd >= 0);
    char buf[8];
    size_t got = 0;
    ssize_t r;
    while ((r = read(fd, buf + got, sizeof buf - got)) > 0)
        got += (size_t)r;
    assert(r == 0 && got == 4 && memcmp(buf, "data", 4) == 0);
    close(fd);
    pthread_join(t, 0);
    unlink("/tmp/fifo");
    return 0;
}
