/* sys/sem.h -- System V semaphore sets between the threads of the one
 * process divm runs (glibc's values; dios/semset.c). union semun is the
 * program's to define, as POSIX says. */
#ifndef _DIVM_SYS_SEM_H
#define _DIVM_SYS_SEM_H
#include <bits/cdefs.h>
#include <bits/timespec.h>
#include <sys/ipc.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

#define SEM_UNDO 0x1000
#define GETPID 11
#define GETVAL 12
#define GETALL 13
#define GETNCNT 14
#define GETZCNT 15
#define SETVAL 16
#define SETALL 17

struct sembuf {
    unsigned short sem_num;
    short sem_op;
    short sem_flg;
};

struct semid_ds {
    struct ipc_perm sem_perm;
    time_t sem_otime;
    time_t sem_ctime;
    unsigned long sem_nsems;
    unsigned long __reserved[2];
};

int semget(key_t key, int nsems, int flags);
int semop(int id, struct sembuf *ops, size_t nops);
/* GNU: semop with a relative timeout (NULL: none); EAGAIN when it ends. */
int semtimedop(int id, struct sembuf *ops, size_t nops, const struct timespec *timeout);
int semctl(int id, int num, int cmd, ...);

__DIVM_END_DECLS
#endif
