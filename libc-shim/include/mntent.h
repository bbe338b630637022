/* mntent.h -- glibc's file system description files (fstab, mtab) read
 * and written as text (libc-shim/src/mntent.c). Values are glibc's. */
#ifndef _DIVM_MNTENT_H
#define _DIVM_MNTENT_H
#include <bits/cdefs.h>
#include <paths.h>
#include <stdio.h>
__DIVM_BEGIN_DECLS

#define MNTTAB "/etc/fstab"
#define MOUNTED "/etc/mtab"

#define MNTTYPE_IGNORE "ignore"
#define MNTTYPE_NFS "nfs"
#define MNTTYPE_SWAP "swap"

#define MNTOPT_DEFAULTS "defaults"
#define MNTOPT_RO "ro"
#define MNTOPT_RW "rw"
#define MNTOPT_SUID "suid"
#define MNTOPT_NOSUID "nosuid"
#define MNTOPT_NOAUTO "noauto"

struct mntent {
    char *mnt_fsname;
    char *mnt_dir;
    char *mnt_type;
    char *mnt_opts;
    int mnt_freq;
    int mnt_passno;
};

FILE *setmntent(const char *file, const char *mode);
struct mntent *getmntent(FILE *stream);
struct mntent *getmntent_r(FILE *__restrict stream, struct mntent *__restrict result, char *__restrict buffer, int bufsize);
int addmntent(FILE *__restrict stream, const struct mntent *__restrict mnt);
int endmntent(FILE *stream);
char *hasmntopt(const struct mntent *mnt, const char *opt);

__DIVM_END_DECLS
#endif
