// POSIX message queues in one thread, compared with the native run: names ('/' first, EINVAL; another '/', EACCES; too long, ENAMETOOLONG; "/" alone, ENOENT), O_CREAT/O_EXCL (EEXIST), ENOENT without O_CREAT, attributes (defaults 10 x 8192, EINVAL for 0, negative or over-limit sizes, ignored when the queue exists), priority order with FIFO within a priority, EMSGSIZE both ways, EINVAL for a priority >= MQ_PRIO_MAX, EBADF for the wrong access mode and closed descriptors, O_NONBLOCK (EAGAIN when full and when empty), mq_setattr (only O_NONBLOCK; other flags EINVAL), timed calls (EINVAL for a bad timeout even when they would not block, ETIMEDOUT for a past timeout on a full or empty queue), a queue that lives on after mq_unlink while a descriptor is open, mq_notify's removal of no registration, and O_RDWR | O_WRONLY (EINVAL for an existing queue; a created one gives a descriptor that can neither send nor receive).
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <mqueue.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char *err(void) {
    switch (errno) {
    case 0: return "ok";
    case EAGAIN: return "EAGAIN";
    case EEXIST: return "EEXIST";
    case ENOENT: return "ENOENT";
    case EINVAL: return "EINVAL";
    case EACCES: return "EACCES";
    case ENAMETOOLONG: return "ENAMETOOLONG";
    case EMSGSIZE: return "EMSGSIZE";
    case EBADF: return "EBADF";
    case ETIMEDOUT: return "ETIMEDOUT";
    default: return "other";
    }
}

static char name[64], name2[64];

static void show(const char *what, long r) {
    printf("%s: %s %s\n", what, r < 0 ? "fail" : "ok", r < 0 ? err() : "");
    errno = 0;
}

static void attrs(mqd_t q) {
    struct mq_attr a;
    memset(&a, 0x55, sizeof a);
    int r = mq_getattr(q, &a);
    printf("getattr %d: flags %s maxmsg %ld msgsize %ld curmsgs %ld\n", r, (a.mq_flags & O_NONBLOCK) ? "nonblock" : "0",
           a.mq_maxmsg, a.mq_msgsize, a.mq_curmsgs);
}

int main(void) {
    snprintf(name, sizeof name, "/divm-mq-%d", (int)getpid());
    snprintf(name2, sizeof name2, "/divm-mq2-%d", (int)getpid());
    mq_unlink(name);
    mq_unlink(name2);
    errno = 0;

    /* names */
    char big[NAME_MAX + 3];
    memset(big, 'n', sizeof big - 1);
    big[0] = '/';
    big[sizeof big - 1] = 0;
    show("no slash", mq_open("divm-mq", O_RDWR | O_CREAT, 0600, NULL));
    show("slash inside", mq_open("/divm/mq", O_RDWR | O_CREAT, 0600, NULL));
    show("too long", mq_open(big, O_RDWR | O_CREAT, 0600, NULL));
    show("slash alone", mq_open("/", O_RDWR | O_CREAT, 0600, NULL));
    show("unlink no slash", mq_unlink("divm-mq"));
    show("unlink missing", mq_unlink(name));

    /* creation */
    show("open missing", mq_open(name, O_RDWR));
    struct mq_attr a = {0};
    a.mq_maxmsg = 0, a.mq_msgsize = 16;
    show("maxmsg 0", mq_open(name, O_RDWR | O_CREAT, 0600, &a));
    a.mq_maxmsg = -3;
    show("maxmsg -3", mq_open(name, O_RDWR | O_CREAT, 0600, &a));
    a.mq_maxmsg = 11;
    show("maxmsg 11", mq_open(name, O_RDWR | O_CREAT, 0600, &a));
    a.mq_maxmsg = 3, a.mq_msgsize = 0;
    show("msgsize 0", mq_open(name, O_RDWR | O_CREAT, 0600, &a));
    a.mq_msgsize = 8193;
    show("msgsize 8193", mq_open(name, O_RDWR | O_CREAT, 0600, &a));
    a.mq_msgsize = 16, a.mq_flags = O_NONBLOCK, a.mq_curmsgs = 5;
    mqd_t q = mq_open(name, O_RDWR | O_CREAT | O_EXCL, 0600, &a);
    show("create 3 x 16", q);
    attrs(q);
    show("excl again", mq_open(name, O_RDWR | O_CREAT | O_EXCL, 0600, &a));
    a.mq_maxmsg = -1;
    mqd_t w = mq_open(name, O_WRONLY | O_CREAT, 0600, &a);
    show("existing ignores attr", w);
    attrs(w);
    mqd_t r = mq_open(name, O_RDONLY | O_NONBLOCK);
    show("read only, nonblocking", r);
    attrs(r);
    mqd_t d = mq_open(name2, O_RDWR | O_CREAT, 0600, NULL);
    show("defaults", d);
    attrs(d);

    /* sending and receiving */
    char buf[8192];
    unsigned prio;
    show("send prio max", mq_send(w, "x", 1, MQ_PRIO_MAX));
    show("send prio max on read only", mq_send(r, "x", 1, MQ_PRIO_MAX));
    show("send on read only", mq_send(r, "x", 1, 0));
    show("receive on write only", mq_receive(w, buf, sizeof buf, &prio));
    show("send too big", mq_send(w, "0123456789abcdefg", 17, 1));
    show("receive buffer too small", mq_receive(r, buf, 15, &prio));
    show("receive empty nonblocking", mq_receive(r, buf, 16, &prio));
    show("send a/1", mq_send(w, "a", 1, 1));
    show("send b/5", mq_send(w, "bb", 2, 5));
    show("send c/1", mq_send(q, "ccc", 3, 1));
    attrs(q);
    /* full */
    show("setattr bad flags", mq_setattr(w, &(struct mq_attr){.mq_flags = O_NONBLOCK | O_RDWR}, NULL));
    struct mq_attr old;
    show("setattr nonblock", mq_setattr(w, &(struct mq_attr){.mq_flags = O_NONBLOCK, .mq_maxmsg = 99}, &old));
    printf("old flags %s maxmsg %ld curmsgs %ld\n", (old.mq_flags & O_NONBLOCK) ? "nonblock" : "0", old.mq_maxmsg,
           old.mq_curmsgs);
    attrs(w);
    show("send full nonblocking", mq_send(w, "d", 1, 9));
    struct timespec past = {0, 0}, bad = {0, 1000000000};
    show("timedsend full past", mq_timedsend(q, "d", 1, 9, &past));
    show("timedsend bad timeout", mq_timedsend(q, "d", 1, 9, &bad));
    show("timedreceive bad timeout", mq_timedreceive(q, buf, 16, &prio, &bad));
    for (int i = 0; i < 3; i++) {
        memset(buf, 0, sizeof buf);
        ssize_t n = mq_receive(i == 1 ? q : r, buf, 16, &prio);
        printf("received %zd '%s' prio %u\n", n, buf, prio);
    }
    show("timedreceive empty past", mq_timedreceive(q, buf, 16, &prio, &past));
    /* priorities: highest first, FIFO within one */
    show("setattr blocking", mq_setattr(w, &(struct mq_attr){.mq_flags = 0}, NULL));
    mq_send(d, "p0-first", 8, 0);
    mq_send(d, "p7-first", 8, 7);
    mq_send(d, "p3", 2, 3);
    mq_send(d, "p7-second", 9, 7);
    mq_send(d, "p0-second", 9, 0);
    mq_send(d, "p32767", 6, MQ_PRIO_MAX - 1);
    mq_send(d, "empty", 0, 7);
    attrs(d);
    for (int i = 0; i < 7; i++) {
        memset(buf, 0, sizeof buf);
        ssize_t n = mq_receive(d, buf, sizeof buf, NULL);
        printf("received %zd '%s'\n", n, buf);
    }
    show("timedsend ok", mq_timedsend(q, "t", 1, 2, &past));
    show("timedreceive ok", mq_timedreceive(q, buf, 16, &prio, &past));
    printf("prio %u\n", prio);

    /* unlink while open */
    show("unlink", mq_unlink(name));
    show("open unlinked", mq_open(name, O_RDWR));
    show("send after unlink", mq_send(q, "u", 1, 4));
    show("receive after unlink", mq_receive(r, buf, 16, &prio));
    printf("prio %u\n", prio);
    mqd_t again = mq_open(name, O_RDWR | O_CREAT | O_EXCL, 0600, NULL);
    show("create the name again", again);
    attrs(again);
    show("notify remove none", mq_notify(q, NULL));
    show("open existing O_RDWR|O_WRONLY", mq_open(name, O_RDWR | O_WRONLY));
    mq_unlink(name2);
    mqd_t odd = mq_open(name2, O_RDWR | O_WRONLY | O_CREAT, 0600, NULL);
    show("create O_RDWR|O_WRONLY", odd);
    show("send on it", mq_send(odd, "s", 1, 0));
    show("receive on it", mq_receive(odd, buf, sizeof buf, NULL));
    mq_close(odd);
    show("close", mq_close(q));
    show("close twice", mq_close(q));
    show("send closed", mq_send(q, "z", 1, 0));
    show("getattr closed", mq_getattr(q, &a));
    mq_close(w);
    mq_close(r);
    mq_close(again);
    mq_close(d);
    show("unlink new", mq_unlink(name));
    show("unlink defaults", mq_unlink(name2));
    return 0;
}
