/* sys/shm.h -- System V shared memory within the one process divm runs
 * (glibc's values; dios/shm.c). */
#ifndef _DIVM_SYS_SHM_H
#define _DIVM_SYS_SHM_H
#include <bits/cdefs.h>
#include <sys/ipc.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

#define SHM_RDONLY 010000
#define SHM_RND 020000
#define SHMLBA 4096

typedef unsigned long shmatt_t;

struct shmid_ds {
    struct ipc_perm shm_perm;
    size_t shm_segsz;
    time_t shm_atime;
    time_t shm_dtime;
    time_t shm_ctime;
    pid_t shm_cpid;
    pid_t shm_lpid;
    shmatt_t shm_nattch;
};

int shmget(key_t key, size_t size, int flags);
void *shmat(int id, const void *addr, int flags);
int shmdt(const void *addr);
int shmctl(int id, int cmd, struct shmid_ds *buf);

__DIVM_END_DECLS
#endif
