// The safe twin of link_unlink_race.c: whichever of link and unlink comes first, the file keeps exactly one name, and it is readable through whichever name is left (the inode lives while linked).
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

static void *remover(void *arg) {
    (void)arg;
    unlink("/tmp/f");
    return 0;
}

int main(void) {
    pthread_t t;
    int fd = open("/tmp/f", O_CREAT | O_WRONLY, 0644);
    write(fd, "abc", 3);
    close(fd);
    pthread_create(&t, 0, remover, 0);
    int r = link("/tmp/f", "/tmp/g");
    pthread_join(t, 0);
    struct stat st;
    assert(stat("/tmp/f", &st) == -1 && errno == ENOENT);
    if (r == 0) {
        assert(stat("/tmp/g", &st) == 0 && st.st_nlink == 1 && st.st_size == 3);
    } else {
        assert(errno == ENOENT && stat("/tmp/g", &st) == -1);
    }
    return 0;
}
