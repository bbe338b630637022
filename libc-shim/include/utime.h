/* utime.h -- times are not recorded (stat reports 0): utime checks its
 * arguments and that the file exists. */
#ifndef _DIVM_UTIME_H
#define _DIVM_UTIME_H
#include <bits/cdefs.h>
#include <bits/types.h>
__DIVM_BEGIN_DECLS
#ifndef __DIVM_TIME_T
#define __DIVM_TIME_T
typedef __divm_time_t time_t;
#endif

struct utimbuf {
    time_t actime;
    time_t modtime;
};

int utime(const char *path, const struct utimbuf *times);

__DIVM_END_DECLS
#endif
