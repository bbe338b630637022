/* sys/random.h -- getrandom and getentropy (Linux, glibc). The bytes are
 * inputs a model checker explores (arc4random.c), not a generator's
 * output. */
#ifndef _DIVM_SYS_RANDOM_H
#define _DIVM_SYS_RANDOM_H
#include <bits/cdefs.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

#define GRND_NONBLOCK 0x01
#define GRND_RANDOM 0x02
#define GRND_INSECURE 0x04

ssize_t getrandom(void *buf, size_t n, unsigned int flags);
int getentropy(void *buf, size_t n);

__DIVM_END_DECLS
#endif
