/* sys/prctl.h -- prctl (Linux): the calling thread's name, which threaded
 * programs set for their logs (dios/thread.c); other operations fail
 * with EINVAL, as on a kernel without them. Values are Linux's. */
#ifndef _DIVM_SYS_PRCTL_H
#define _DIVM_SYS_PRCTL_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

#define PR_SET_NAME 15 /* at most 15 characters are kept */
#define PR_GET_NAME 16 /* into a buffer of 16 */

int prctl(int option, ...);

__DIVM_END_DECLS
#endif
