// A thread points a symbolic link at another file (symlink to a new name, then rename over the old link) while main reads through the link: main sees the old or the new target, never nothing, and asserting it sees the old one fails in one interleaving.
// EXPECT: error assert
#include <assert.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static void put(const char *path, const char *c) {
    int fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
    write(fd, c, 1);
    close(fd);
}

static void *swapper(void *arg) {
    (void)arg;
    symlink("/tmp/new", "/tmp/link.tmp");
    rename("/tmp/link.tmp", "/tmp/link");
    return 0;
}

int main(void) {
    pthread_t t;
    put("/tmp/old", "o");
    put("/tmp/new", "n");
    symlink("/tmp/old", "/tmp/link");
    pthread_create(&t, 0, swapper, 0);
    int fd = open("/tmp/link", O_RDONLY);
    assert(fd >= 0);
    char c = 0;
    read(fd, &c, 1);
    close(fd);
    assert(c == 'o' || c == 'n');
    assert(c == 'o'); // ERROR
    pthread_join(t, 0);
    return 0;
}
