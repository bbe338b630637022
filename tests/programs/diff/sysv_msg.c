// System V message queues in one thread, compared with the native run: msgget (IPC_PRIVATE, a key with IPC_CREAT, EEXIST with IPC_EXCL, ENOENT without IPC_CREAT), msgsnd (EINVAL for type 0 and a size above MSGMAX, EAGAIN with IPC_NOWAIT when msg_qbytes is reached), msgrcv by type 0, > 0, < 0 (least type up to |type|) and MSG_EXCEPT, E2BIG leaving the message queued, MSG_NOERROR truncating, ENOMSG with IPC_NOWAIT, a zero-length message, msgctl IPC_STAT (counts, bytes, pids), IPC_SET of msg_qbytes and mode, EINVAL for a bad id, a bad command and an id after IPC_RMID.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <unistd.h>

static const char *err(void) {
    switch (errno) {
    case 0: return "ok";
    case EAGAIN: return "EAGAIN";
    case EEXIST: return "EEXIST";
    case ENOENT: return "ENOENT";
    case EINVAL: return "EINVAL";
    case E2BIG: return "E2BIG";
    case ENOMSG: return "ENOMSG";
    case EIDRM: return "EIDRM";
    default: return "other";
    }
}

static void show(const char *what, long r) {
    printf("%s: %s %s\n", what, r < 0 ? "fail" : "ok", r < 0 ? err() : "");
    errno = 0;
}

struct msg {
    long mtype;
    char mtext[8200];
};

static int send(int id, long type, const char *text) {
    struct msg m;
    m.mtype = type;
    size_t n = strlen(text);
    memcpy(m.mtext, text, n);
    return msgsnd(id, &m, n, IPC_NOWAIT);
}

static void recv(int id, size_t size, long type, int flags) {
    struct msg m;
    memset(&m, 0, sizeof m);
    errno = 0;
    ssize_t n = msgrcv(id, &m, size, type, flags | IPC_NOWAIT);
    if (n < 0)
        printf("msgrcv(size %zu, type %ld): fail %s\n", size, type, err());
    else
        printf("msgrcv(size %zu, type %ld): %zd type %ld '%.*s'\n", size, type, n, m.mtype, (int)n, m.mtext);
    errno = 0;
}

static void stat_of(int id) {
    struct msqid_ds ds;
    memset(&ds, 0x55, sizeof ds);
    int r = msgctl(id, IPC_STAT, &ds);
    printf("stat %d: qnum %lu cbytes %lu qbytes %lu mode %o lspid %s lrpid %s\n", r, (unsigned long)ds.msg_qnum,
           (unsigned long)ds.__msg_cbytes, (unsigned long)ds.msg_qbytes, (unsigned)ds.msg_perm.mode & 0777,
           ds.msg_lspid == getpid() ? "me" : ds.msg_lspid == 0 ? "0" : "other",
           ds.msg_lrpid == getpid() ? "me" : ds.msg_lrpid == 0 ? "0" : "other");
}

int main(void) {
    key_t key = (key_t)(0x5d000000 | (getpid() & 0xffffff));
    int old = msgget(key, 0);
    if (old >= 0)
        msgctl(old, IPC_RMID, NULL);
    errno = 0;
    show("get missing key", msgget(key, 0600));
    int id = msgget(key, IPC_CREAT | 0640);
    show("create key", id);
    show("get key again", msgget(key, 0) == id ? 0 : -1);
    show("create key excl", msgget(key, IPC_CREAT | IPC_EXCL | 0600));
    int p = msgget(IPC_PRIVATE, 0600);
    show("private", p);
    show("private differs", p != id ? 0 : -1);
    stat_of(id);

    struct msg m;
    m.mtype = 0;
    show("send type 0", msgsnd(id, &m, 1, 0));
    m.mtype = -2;
    show("send type -2", msgsnd(id, &m, 1, 0));
    m.mtype = 1;
    show("send 8193 bytes", msgsnd(id, &m, 8193, 0));
    show("send bad id", msgsnd(-1, &m, 1, 0));
    recv(id, 100, 0, 0);

    show("send 5 one", send(id, 5, "one"));
    show("send 2 two", send(id, 2, "two"));
    show("send 7 three", send(id, 7, "three"));
    show("send 2 four", send(id, 2, "four"));
    show("send 3 empty", send(id, 3, ""));
    stat_of(id);
    recv(id, 100, 2, 0);
    recv(id, 100, -4, 0);
    recv(id, 100, 2, MSG_EXCEPT);
    recv(id, 2, 0, 0);
    recv(id, 2, 0, MSG_NOERROR);
    recv(id, 100, 9, 0);
    recv(id, 100, -1, 0);
    recv(id, 100, 0, 0);
    recv(id, 100, 0, 0);
    stat_of(id);

    /* a full queue */
    struct msqid_ds ds;
    msgctl(id, IPC_STAT, &ds);
    ds.msg_qbytes = 10;
    ds.msg_perm.mode = 0600;
    show("set qbytes 10", msgctl(id, IPC_SET, &ds));
    stat_of(id);
    show("send 6 bytes", send(id, 1, "abcdef"));
    show("send 4 bytes", send(id, 1, "ghij"));
    show("send 1 more byte", send(id, 1, "k"));
    show("send 0 bytes", send(id, 1, ""));
    recv(id, 100, 0, 0);
    show("send 1 byte after a receive", send(id, 1, "k"));
    stat_of(id);

    show("bad command", msgctl(id, 12345, &ds));
    show("stat bad id", msgctl(id + 1000000, IPC_STAT, &ds));
    show("remove", msgctl(id, IPC_RMID, NULL));
    show("stat removed", msgctl(id, IPC_STAT, &ds));
    show("send removed", send(id, 1, "x"));
    recv(id, 100, 0, 0);
    show("get removed key", msgget(key, 0));
    int again = msgget(key, IPC_CREAT | 0600);
    show("create key again", again);
    show("new id differs", again != id ? 0 : -1);
    stat_of(again);
    msgctl(again, IPC_RMID, NULL);
    msgctl(p, IPC_RMID, NULL);
    return 0;
}
