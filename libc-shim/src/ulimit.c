/* ulimit.c -- XSI ulimit: UL_GETFSIZE is RLIMIT_FSIZE's soft limit in
 * 512-byte blocks (LONG_MAX when unlimited), UL_SETFSIZE sets both limits
 * to that many blocks (setrlimit's EPERM when raising the hard one); as
 * glibc, __UL_GETOPENMAX is RLIMIT_NOFILE's soft limit; any other command
 * is EINVAL. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <sys/resource.h>
#include <ulimit.h>

long ulimit(int cmd, ...) {
    struct rlimit rl;
    switch (cmd) {
    case UL_GETFSIZE:
        if (getrlimit(RLIMIT_FSIZE, &rl) != 0)
            return -1;
        return rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur / 512 > LONG_MAX ? LONG_MAX : (long)(rl.rlim_cur / 512);
    case UL_SETFSIZE: {
        va_list ap;
        va_start(ap, cmd);
        long blocks = va_arg(ap, long);
        va_end(ap);
        if (blocks < 0)
            return errno = EINVAL, -1;
        rl.rlim_cur = rl.rlim_max = (unsigned long)blocks > RLIM_INFINITY / 512 ? RLIM_INFINITY : (rlim_t)blocks * 512;
        if (setrlimit(RLIMIT_FSIZE, &rl) != 0)
            return -1;
        return blocks;
    }
    case __UL_GETOPENMAX:
        if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
            return -1;
        return rl.rlim_cur == RLIM_INFINITY ? LONG_MAX : (long)rl.rlim_cur;
    default:
        return errno = EINVAL, -1;
    }
}
