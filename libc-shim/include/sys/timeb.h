/* sys/timeb.h -- ftime, the old millisecond clock (removed from POSIX in
 * 2008, still in glibc), read from DiOS's clock (dios/time.c). */
#ifndef _DIVM_SYS_TIMEB_H
#define _DIVM_SYS_TIMEB_H
#include <bits/cdefs.h>
#include <bits/types.h>
__DIVM_BEGIN_DECLS
#ifndef __DIVM_TIME_T
#define __DIVM_TIME_T
typedef __divm_time_t time_t;
#endif
struct timeb {
    time_t time;             /* seconds since the epoch */
    unsigned short millitm;  /* and milliseconds */
    short timezone;          /* minutes west of UTC: 0, as glibc's */
    short dstflag;           /* 0, as glibc's */
};
int ftime(struct timeb *tp);
__DIVM_END_DECLS
#endif
