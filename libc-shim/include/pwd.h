/* pwd.h -- the user database: one user, root (uid 0, gid 0, home /root,
 * shell /bin/sh). */
#ifndef _DIVM_PWD_H
#define _DIVM_PWD_H
#include <bits/cdefs.h>
#include <bits/types.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS
#ifndef __DIVM_UID_T
#define __DIVM_UID_T
typedef __divm_uid_t uid_t;
#endif
#ifndef __DIVM_GID_T
#define __DIVM_GID_T
typedef __divm_gid_t gid_t;
#endif

struct passwd {
    char *pw_name;
    char *pw_passwd;
    uid_t pw_uid;
    gid_t pw_gid;
    char *pw_gecos;
    char *pw_dir;
    char *pw_shell;
};

struct passwd *getpwnam(const char *name);
struct passwd *getpwuid(uid_t uid);
int getpwnam_r(const char *name, struct passwd *pwd, char *buf, size_t len, struct passwd **result);
int getpwuid_r(uid_t uid, struct passwd *pwd, char *buf, size_t len, struct passwd **result);
struct passwd *getpwent(void);
void setpwent(void);
void endpwent(void);

__DIVM_END_DECLS
#endif
