// One thread makes a hard link to a file while another unlinks its name: the link fails (ENOENT) only when the unlink comes first, so asserting that it succeeded fails in that interleaving.
// EXPECT: error assert
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

static void *remover(void *arg) {
    (void)arg;
    unlink("/tmp/f");
    return 0;
}

int main(void) {
    pthread_t t;
    close(open("/tmp/f", O_CREAT | O_WRONLY, 0644));
    pthread_create(&t, 0, remover, 0);
    int r = link("/tmp/f", "/tmp/g");
    assert(r == 0 || errno == ENOENT);
    assert(r == 0); // ERROR
    pthread_join(t, 0);
    return 0;
}
