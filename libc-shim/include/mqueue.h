/* mqueue.h -- POSIX message queues between the threads of the one process
 * divm runs (dios/mqueue.c). mqd_t is an int as in glibc, but a queue
 * descriptor is not a file descriptor here: read, close, poll and select
 * do not take one. */
#ifndef _DIVM_MQUEUE_H
#define _DIVM_MQUEUE_H
#include <bits/cdefs.h>
#include <bits/pthreadtypes.h>
#include <bits/timespec.h>
#include <bits/types.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS

#ifndef __DIVM_SSIZE_T
#define __DIVM_SSIZE_T
typedef __divm_ssize_t ssize_t;
#endif

typedef int mqd_t;

struct mq_attr {
    long mq_flags;   /* 0 or O_NONBLOCK */
    long mq_maxmsg;  /* messages the queue holds at most */
    long mq_msgsize; /* bytes a message has at most */
    long mq_curmsgs; /* messages in the queue now */
    long __pad[4];
};

struct sigevent;

mqd_t mq_open(const char *name, int flags, ...);
int mq_close(mqd_t q);
int mq_unlink(const char *name);
int mq_send(mqd_t q, const char *msg, size_t len, unsigned prio);
int mq_timedsend(mqd_t q, const char *msg, size_t len, unsigned prio, const struct timespec *__restrict abstime);
ssize_t mq_receive(mqd_t q, char *msg, size_t len, unsigned *prio);
ssize_t mq_timedreceive(mqd_t q, char *__restrict msg, size_t len, unsigned *__restrict prio,
                        const struct timespec *__restrict abstime);
int mq_getattr(mqd_t q, struct mq_attr *attr);
int mq_setattr(mqd_t q, const struct mq_attr *__restrict attr, struct mq_attr *__restrict old);
/* Not modelled: fails with ENOSYS (dios/mqueue.c). */
int mq_notify(mqd_t q, const struct sigevent *ev);

__DIVM_END_DECLS
#endif
