/* sys/file.h -- flock, whole-file advisory locks (BSD, Linux; glibc's
 * values). */
#ifndef _DIVM_SYS_FILE_H
#define _DIVM_SYS_FILE_H
#include <bits/cdefs.h>
#include <fcntl.h>
__DIVM_BEGIN_DECLS

#define LOCK_SH 1 /* shared */
#define LOCK_EX 2 /* exclusive */
#define LOCK_NB 4 /* do not block: EWOULDBLOCK */
#define LOCK_UN 8 /* unlock */

int flock(int fd, int op);

__DIVM_END_DECLS
#endif
