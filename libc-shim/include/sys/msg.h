/* sys/msg.h -- System V message queues between the threads of the one
 * process divm runs (glibc's values; dios/msg.c). */
#ifndef _DIVM_SYS_MSG_H
#define _DIVM_SYS_MSG_H
#include <bits/cdefs.h>
#include <sys/ipc.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

#define MSG_NOERROR 010000
#define MSG_EXCEPT 020000 /* GNU: msgrcv takes the first message not of the type */
#define MSG_COPY 040000   /* Linux: not supported (ENOSYS) */

typedef unsigned long msgqnum_t;
typedef unsigned long msglen_t;

struct msqid_ds {
    struct ipc_perm msg_perm;
    time_t msg_stime;
    time_t msg_rtime;
    time_t msg_ctime;
    unsigned long __msg_cbytes; /* bytes queued (Linux) */
    msgqnum_t msg_qnum;
    msglen_t msg_qbytes;
    pid_t msg_lspid;
    pid_t msg_lrpid;
    unsigned long __reserved[2];
};

#ifdef _GNU_SOURCE
struct msgbuf {
    long mtype;
    char mtext[1];
};
#endif

int msgget(key_t key, int flags);
int msgsnd(int id, const void *msg, size_t size, int flags);
ssize_t msgrcv(int id, void *msg, size_t size, long type, int flags);
int msgctl(int id, int cmd, struct msqid_ds *buf);

__DIVM_END_DECLS
#endif
