/* sys/param.h -- BSD system parameters and helper macros. */
#ifndef _DIVM_SYS_PARAM_H
#define _DIVM_SYS_PARAM_H
#include <endian.h>
#include <limits.h>
#include <sys/types.h>
#define NBBY CHAR_BIT
#define MAXPATHLEN PATH_MAX
#define MAXSYMLINKS 20
#define NOFILE 256
#define NCARGS 131072
#define NGROUPS NGROUPS_MAX
#define MAXHOSTNAMELEN 64
#define HZ 100
#define setbit(a, i) ((a)[(i) / NBBY] |= 1 << ((i) % NBBY))
#define clrbit(a, i) ((a)[(i) / NBBY] &= ~(1 << ((i) % NBBY)))
#define isset(a, i) ((a)[(i) / NBBY] & (1 << ((i) % NBBY)))
#define isclr(a, i) (((a)[(i) / NBBY] & (1 << ((i) % NBBY))) == 0)
#define howmany(x, y) (((x) + ((y) - 1)) / (y))
#define roundup(x, y) ((((x) + ((y) - 1)) / (y)) * (y))
#define powerof2(x) ((((x) - 1) & (x)) == 0)
#define MIN(a, b) (((a) < (b)) ? (a) : (b))
#define MAX(a, b) (((a) > (b)) ? (a) : (b))
#endif
