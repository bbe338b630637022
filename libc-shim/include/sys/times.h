/* sys/times.h -- process times, from DiOS's clock. */
#ifndef _DIVM_SYS_TIMES_H
#define _DIVM_SYS_TIMES_H
#include <bits/cdefs.h>
#include <bits/types.h>
__DIVM_BEGIN_DECLS
#ifndef __DIVM_CLOCK_T
#define __DIVM_CLOCK_T
typedef __divm_clock_t clock_t;
#endif
struct tms {
    clock_t tms_utime;
    clock_t tms_stime;
    clock_t tms_cutime;
    clock_t tms_cstime;
};
clock_t times(struct tms *t);
__DIVM_END_DECLS
#endif
