/* dirent.h -- directory streams over DiOS's in-VM file system. Entries come
 * in creation order, after "." and ".."; scandir sorts them (libc-shim). */
#ifndef _DIVM_DIRENT_H
#define _DIVM_DIRENT_H
#include <bits/cdefs.h>
#include <bits/types.h>
__DIVM_BEGIN_DECLS
#ifndef __DIVM_INO_T
#define __DIVM_INO_T
#endif
struct dirent {
    __divm_ino_t d_ino;
    __divm_off_t d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[256];
};
#define DT_UNKNOWN 0
#define DT_FIFO 1
#define DT_CHR 2
#define DT_DIR 4
#define DT_BLK 6
#define DT_REG 8
#define DT_LNK 10
#define DT_SOCK 12
typedef struct __divm_dir DIR;
DIR *opendir(const char *path);
DIR *fdopendir(int fd);
struct dirent *readdir(DIR *d);
int readdir_r(DIR *__restrict d, struct dirent *__restrict e, struct dirent **__restrict res);
int closedir(DIR *d);
void rewinddir(DIR *d);
long telldir(DIR *d);
void seekdir(DIR *d, long pos);
int dirfd(DIR *d);
int scandir(const char *path, struct dirent ***list, int (*filter)(const struct dirent *),
            int (*compar)(const struct dirent **, const struct dirent **));
int alphasort(const struct dirent **a, const struct dirent **b);
int versionsort(const struct dirent **a, const struct dirent **b);
/* The large-file names: off_t is already 64 bits. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define dirent64 dirent
#define readdir64 readdir
#define readdir64_r readdir_r
#define scandir64 scandir
#define alphasort64 alphasort
#define versionsort64 versionsort
#endif

__DIVM_END_DECLS
#endif
