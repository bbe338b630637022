/* sys/sysmacros.h -- a device number's major and minor parts, in glibc's
 * 64-bit encoding, so that numbers agree with a native build: bits 0-7
 * hold the minor's low byte, 8-19 the major's low 12 bits, 20-43 the rest
 * of the minor and 44-63 the rest of the major. */
#ifndef _DIVM_SYS_SYSMACROS_H
#define _DIVM_SYS_SYSMACROS_H
#include <sys/types.h>

static inline unsigned int __divm_dev_major(dev_t d) {
    return (unsigned int)(((d >> 8) & 0xfff) | ((d >> 32) & ~0xfffULL));
}

static inline unsigned int __divm_dev_minor(dev_t d) {
    return (unsigned int)((d & 0xff) | ((d >> 12) & ~0xffULL));
}

static inline dev_t __divm_dev_make(unsigned int maj, unsigned int min) {
    unsigned long long M = maj, m = min;
    return (dev_t)((m & 0xff) | ((M & 0xfff) << 8) | ((m & ~0xffULL) << 12) | ((M & ~0xfffULL) << 32));
}

#define major(d) __divm_dev_major(d)
#define minor(d) __divm_dev_minor(d)
#define makedev(maj, min) __divm_dev_make(maj, min)

#endif
