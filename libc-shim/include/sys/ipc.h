/* sys/ipc.h -- System V IPC's common parts (glibc's values): keys, the
 * permission record, ftok. */
#ifndef _DIVM_SYS_IPC_H
#define _DIVM_SYS_IPC_H
#include <bits/cdefs.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

#define IPC_CREAT 01000
#define IPC_EXCL 02000
#define IPC_NOWAIT 04000
#define IPC_RMID 0
#define IPC_SET 1
#define IPC_STAT 2
#define IPC_PRIVATE ((key_t)0)

struct ipc_perm {
    key_t __key;
    uid_t uid;
    gid_t gid;
    uid_t cuid;
    gid_t cgid;
    mode_t mode;
    unsigned short __seq;
};

key_t ftok(const char *path, int id);

__DIVM_END_DECLS
#endif
