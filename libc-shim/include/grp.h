/* grp.h -- the group database: one group, root (gid 0, no members). */
#ifndef _DIVM_GRP_H
#define _DIVM_GRP_H
#include <bits/cdefs.h>
#include <bits/types.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS
#ifndef __DIVM_GID_T
#define __DIVM_GID_T
typedef __divm_gid_t gid_t;
#endif

struct group {
    char *gr_name;
    char *gr_passwd;
    gid_t gr_gid;
    char **gr_mem;
};

struct group *getgrnam(const char *name);
struct group *getgrgid(gid_t gid);
int getgrnam_r(const char *name, struct group *grp, char *buf, size_t len, struct group **result);
int getgrgid_r(gid_t gid, struct group *grp, char *buf, size_t len, struct group **result);
struct group *getgrent(void);
void setgrent(void);
void endgrent(void);

__DIVM_END_DECLS
#endif
