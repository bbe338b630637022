/* sys/utsname.h -- the system's name (glibc's layout). */
#ifndef _DIVM_SYS_UTSNAME_H
#define _DIVM_SYS_UTSNAME_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS
struct utsname {
    char sysname[65];
    char nodename[65];
    char release[65];
    char version[65];
    char machine[65];
    char domainname[65];
};
int uname(struct utsname *u);
__DIVM_END_DECLS
#endif
