// flock against Linux: shared locks together, an exclusive one alone (LOCK_NB: EWOULDBLOCK), locks of the open file description (a dup shares it, the last close releases it, two opens conflict), a failed conversion that loses the old lock (Linux), a lock on a read-only descriptor, EINVAL for a bad operation and EBADF for a bad descriptor.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/file.h>
#include <unistd.h>

static void t(const char *what, int r) {
    printf("%-24s %d %s\n", what, r, r == 0 ? "" : errno == EWOULDBLOCK ? "EWOULDBLOCK" : errno == EINVAL ? "EINVAL" : errno == EBADF ? "EBADF" : "other");
}

int main(void) {
    char path[64];
    snprintf(path, sizeof path, "/tmp/flock_locks_%d", (int)getpid());
    int a = open(path, O_CREAT | O_RDWR, 0644);
    int b = open(path, O_RDONLY);
    t("a EX", flock(a, LOCK_EX));
    t("a EX again", flock(a, LOCK_EX));
    t("b EX|NB", flock(b, LOCK_EX | LOCK_NB));
    t("b SH|NB", flock(b, LOCK_SH | LOCK_NB));
    int c = dup(a);
    t("dup EX|NB", flock(c, LOCK_EX | LOCK_NB));
    close(a);
    t("b SH|NB (dup open)", flock(b, LOCK_SH | LOCK_NB));
    close(c);
    t("b SH|NB (closed)", flock(b, LOCK_SH | LOCK_NB));
    a = open(path, O_RDWR);
    t("a SH|NB", flock(a, LOCK_SH | LOCK_NB));
    t("a EX|NB (b shares)", flock(a, LOCK_EX | LOCK_NB));
    t("b EX|NB (a lost it)", flock(b, LOCK_EX | LOCK_NB));
    t("a SH|NB", flock(a, LOCK_SH | LOCK_NB));
    t("b UN", flock(b, LOCK_UN));
    t("b UN again", flock(b, LOCK_UN));
    t("a SH|NB", flock(a, LOCK_SH | LOCK_NB));
    t("b SH", flock(b, LOCK_SH));
    t("a EX|NB", flock(a, LOCK_EX | LOCK_NB));
    t("b EX|NB", flock(b, LOCK_EX | LOCK_NB));
    t("bad op 0", flock(b, 0));
    t("bad op SH|EX", flock(b, LOCK_SH | LOCK_EX));
    t("bad op NB", flock(b, LOCK_NB));
    t("bad fd", flock(99, LOCK_SH));
    close(a);
    close(b);
    unlink(path);
    return 0;
}
