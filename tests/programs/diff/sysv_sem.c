// System V semaphore sets in one thread, compared with the native run: semget (EINVAL for 0 or too many semaphores and for more than an existing set has, EEXIST, ENOENT), values starting at 0, semctl GETVAL/SETVAL (ERANGE), GETALL/SETALL, GETPID, GETNCNT/GETZCNT with nobody waiting, IPC_STAT/IPC_SET, EINVAL for a semaphore number past the set and a bad command; semop with several operations applied all or none (one that cannot be done leaves the others undone), in order on the same semaphore, wait-for-zero, IPC_NOWAIT (EAGAIN), ERANGE above 32767, EFBIG, E2BIG, EINVAL for no operations, SEM_UNDO accepted; semtimedop with a zero timeout (EAGAIN) and a bad one (EINVAL); IPC_RMID and the stale id.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/sem.h>
#include <time.h>
#include <unistd.h>

union semun {
    int val;
    struct semid_ds *buf;
    unsigned short *array;
};

static const char *err(void) {
    switch (errno) {
    case 0: return "ok";
    case EAGAIN: return "EAGAIN";
    case EEXIST: return "EEXIST";
    case ENOENT: return "ENOENT";
    case EINVAL: return "EINVAL";
    case E2BIG: return "E2BIG";
    case EFBIG: return "EFBIG";
    case ERANGE: return "ERANGE";
    case EIDRM: return "EIDRM";
    default: return "other";
    }
}

static void show(const char *what, long r) {
    if (r < 0)
        printf("%s: fail %s\n", what, err());
    else
        printf("%s: %ld\n", what, r);
    errno = 0;
}

static void values(int id, int n) {
    unsigned short v[8] = {0};
    union semun a = {.array = v};
    int r = semctl(id, 0, GETALL, a);
    printf("values %d:", r);
    for (int i = 0; i < n; i++)
        printf(" %u", v[i]);
    printf("\n");
}

int main(void) {
    key_t key = (key_t)(0x5e000000 | (getpid() & 0xffffff));
    int old = semget(key, 0, 0);
    if (old >= 0)
        semctl(old, 0, IPC_RMID);
    errno = 0;
    show("get missing key", semget(key, 3, 0600));
    show("create 0 sems", semget(key, 0, IPC_CREAT | 0600));
    show("create -1 sems", semget(key, -1, IPC_CREAT | 0600));
    show("create 40000 sems", semget(key, 40000, IPC_CREAT | 0600));
    int id = semget(key, 3, IPC_CREAT | 0640);
    show("create 3", id >= 0 ? 0 : -1);
    show("get with 0", semget(key, 0, 0) == id ? 0 : -1);
    show("get with 2", semget(key, 2, 0) == id ? 0 : -1);
    show("get with 4", semget(key, 4, 0));
    show("create excl", semget(key, 3, IPC_CREAT | IPC_EXCL | 0600));
    values(id, 3);

    union semun a;
    a.val = 2;
    show("setval 0 = 2", semctl(id, 0, SETVAL, a));
    a.val = 32768;
    show("setval 32768", semctl(id, 1, SETVAL, a));
    a.val = -1;
    show("setval -1", semctl(id, 1, SETVAL, a));
    a.val = 1;
    show("setval past the set", semctl(id, 3, SETVAL, a));
    show("getval 0", semctl(id, 0, GETVAL));
    show("getval past the set", semctl(id, 5, GETVAL));
    show("getpid 0 is me", semctl(id, 0, GETPID) == getpid() ? 0 : -1);
    show("getpid 1", semctl(id, 1, GETPID));
    show("getncnt 0", semctl(id, 0, GETNCNT));
    show("getzcnt 1", semctl(id, 1, GETZCNT));
    show("bad command", semctl(id, 0, 12345));
    unsigned short set[3] = {1, 0, 5};
    a.array = set;
    show("setall 1 0 5", semctl(id, 0, SETALL, a));
    values(id, 3);
    unsigned short big[3] = {1, 40000, 5};
    a.array = big;
    show("setall with 40000", semctl(id, 0, SETALL, a));
    values(id, 3);
    show("getpid 1 after setall is me", semctl(id, 1, GETPID) == getpid() ? 0 : -1);

    struct sembuf ops[4];
    ops[0] = (struct sembuf){0, -1, IPC_NOWAIT};
    ops[1] = (struct sembuf){2, -2, IPC_NOWAIT};
    show("take 0 and 2", semop(id, ops, 2));
    values(id, 3);
    ops[0] = (struct sembuf){2, -1, IPC_NOWAIT};
    ops[1] = (struct sembuf){0, -1, IPC_NOWAIT};
    show("take 2 and empty 0", semop(id, ops, 2));
    values(id, 3);
    ops[0] = (struct sembuf){1, 0, IPC_NOWAIT};
    ops[1] = (struct sembuf){1, 3, 0};
    ops[2] = (struct sembuf){1, -2, SEM_UNDO};
    show("zero, +3, -2 on 1", semop(id, ops, 3));
    values(id, 3);
    ops[0] = (struct sembuf){1, 0, IPC_NOWAIT};
    show("wait for zero on 1", semop(id, ops, 1));
    ops[0] = (struct sembuf){0, 0, IPC_NOWAIT};
    show("wait for zero on 0", semop(id, ops, 1));
    ops[0] = (struct sembuf){1, 32767, IPC_NOWAIT};
    show("overflow 1", semop(id, ops, 1));
    ops[0] = (struct sembuf){0, -1, IPC_NOWAIT};
    ops[1] = (struct sembuf){1, 32767, IPC_NOWAIT};
    show("block before overflow", semop(id, ops, 2));
    ops[0] = (struct sembuf){1, 32767, IPC_NOWAIT};
    ops[1] = (struct sembuf){0, -1, IPC_NOWAIT};
    show("overflow before block", semop(id, ops, 2));
    ops[0] = (struct sembuf){3, 1, 0};
    show("sem 3", semop(id, ops, 1));
    show("no operations", semop(id, ops, 0));
    struct sembuf many[501];
    memset(many, 0, sizeof many);
    show("501 operations", semop(id, many, 501));
    ops[0] = (struct sembuf){0, 1, 0};
    show("bad id", semop(id + 1000000, ops, 1));
    ops[0] = (struct sembuf){0, -1, 0};
    struct timespec zero = {0, 0}, bad = {0, 1000000000};
    show("semtimedop empty, zero timeout", semtimedop(id, ops, 1, &zero));
    show("semtimedop bad timeout", semtimedop(id, ops, 1, &bad));
    ops[0] = (struct sembuf){2, -1, 0};
    show("semtimedop ok", semtimedop(id, ops, 1, &zero));
    show("semtimedop no timeout", semtimedop(id, ops, 1, NULL));
    values(id, 3);

    struct semid_ds ds;
    memset(&ds, 0x55, sizeof ds);
    a.buf = &ds;
    show("stat", semctl(id, 0, IPC_STAT, a));
    printf("nsems %lu mode %o\n", (unsigned long)ds.sem_nsems, (unsigned)ds.sem_perm.mode & 0777);
    ds.sem_perm.mode = 0600;
    show("set mode", semctl(id, 0, IPC_SET, a));
    memset(&ds, 0, sizeof ds);
    semctl(id, 0, IPC_STAT, a);
    printf("nsems %lu mode %o\n", (unsigned long)ds.sem_nsems, (unsigned)ds.sem_perm.mode & 0777);

    int p = semget(IPC_PRIVATE, 1, 0600);
    show("private differs", p != id && p >= 0 ? 0 : -1);
    show("remove", semctl(id, 0, IPC_RMID));
    show("getval removed", semctl(id, 0, GETVAL));
    ops[0] = (struct sembuf){0, 1, 0};
    show("semop removed", semop(id, ops, 1));
    show("get removed key", semget(key, 1, 0));
    semctl(p, 0, IPC_RMID);
    return 0;
}
