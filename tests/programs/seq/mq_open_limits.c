// mq_open's limits as divm models Linux's: at most 1024 queue descriptors open at once (the 1025th open is EMFILE, and one close makes room again), and at most 256 queues exist (creating the 257th is ENOSPC, opening an existing one still works, and unlinking one makes room).
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <stdio.h>

int main(void) {
    struct mq_attr a = {.mq_maxmsg = 1, .mq_msgsize = 1};
    mqd_t d[1024];
    d[0] = mq_open("/q0", O_RDWR | O_CREAT, 0600, &a);
    assert(d[0] >= 0);
    for (int i = 1; i < 1024; i++)
        assert((d[i] = mq_open("/q0", O_RDONLY)) >= 0);
    errno = 0;
    assert(mq_open("/q0", O_RDONLY) == -1 && errno == EMFILE);
    assert(mq_close(d[0]) == 0);
    assert((d[0] = mq_open("/q0", O_RDONLY)) >= 0);
    for (int i = 0; i < 1024; i++)
        assert(mq_close(d[i]) == 0);

    char name[16];
    for (int i = 1; i < 256; i++) {
        snprintf(name, sizeof name, "/q%d", i);
        mqd_t q = mq_open(name, O_RDWR | O_CREAT, 0600, &a);
        assert(q >= 0);
        mq_close(q);
    }
    errno = 0;
    assert(mq_open("/q256", O_RDWR | O_CREAT, 0600, &a) == -1 && errno == ENOSPC);
    mqd_t q = mq_open("/q7", O_RDWR | O_CREAT, 0600, &a);
    assert(q >= 0);
    assert(mq_unlink("/q7") == 0);
    assert(mq_open("/q256", O_RDWR | O_CREAT, 0600, &a) >= 0);
    return 0;
}
