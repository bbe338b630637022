/* sys/fsuid.h -- Linux's file-system user and group ids (dios/fsuid.c). */
#ifndef _DIVM_SYS_FSUID_H
#define _DIVM_SYS_FSUID_H
#include <bits/cdefs.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

int setfsuid(uid_t uid);
int setfsgid(gid_t gid);

__DIVM_END_DECLS
#endif
