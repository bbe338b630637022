/* sys/xattr.h -- extended attributes (libc-shim/src/xattr.c). divm's
 * file system keeps none: every call fails with ENOTSUP once the file is
 * found, as on a Linux file system without them. Values are glibc's. */
#ifndef _DIVM_SYS_XATTR_H
#define _DIVM_SYS_XATTR_H
#include <bits/cdefs.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

#define XATTR_CREATE 1
#define XATTR_REPLACE 2

int setxattr(const char *path, const char *name, const void *value, size_t size, int flags);
int lsetxattr(const char *path, const char *name, const void *value, size_t size, int flags);
int fsetxattr(int fd, const char *name, const void *value, size_t size, int flags);
ssize_t getxattr(const char *path, const char *name, void *value, size_t size);
ssize_t lgetxattr(const char *path, const char *name, void *value, size_t size);
ssize_t fgetxattr(int fd, const char *name, void *value, size_t size);
ssize_t listxattr(const char *path, char *list, size_t size);
ssize_t llistxattr(const char *path, char *list, size_t size);
ssize_t flistxattr(int fd, char *list, size_t size);
int removexattr(const char *path, const char *name);
int lremovexattr(const char *path, const char *name);
int fremovexattr(int fd, const char *name);

__DIVM_END_DECLS
#endif
