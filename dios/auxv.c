/* auxv.c -- getauxval: the auxiliary vector's entries that divm can give
 * truthfully: AT_PAGESZ (4096, as sysconf), AT_CLKTCK (100), the real and
 * effective user and group ids at the time of the call (Linux gives them
 * as at exec; they differ only after a set*id call), AT_SECURE 0,
 * AT_PLATFORM "x86_64", AT_RANDOM 16 bytes (fixed: a check must be
 * repeatable) and AT_MINSIGSTKSZ (MINSIGSTKSZ). divm loads no ELF image
 * and reads no CPU, so the others (AT_PHDR, AT_ENTRY, AT_HWCAP, AT_EXECFN,
 * ...) are absent: 0 with errno ENOENT, as glibc for a type the kernel
 * did not pass. */
#include "dios.h"
#include <errno.h>
#include <signal.h>
#include <sys/auxv.h>
#include <unistd.h>

static const char platform[] = "x86_64";
static const unsigned char random_bytes[16] = {0x3c, 0x1e, 0x9a, 0x54, 0x07, 0xd2, 0x6b, 0xe8,
                                               0x21, 0x8f, 0x45, 0xb0, 0x7c, 0x13, 0xae, 0x66};

unsigned long getauxval(unsigned long type) {
    switch (type) {
    case AT_PAGESZ:
        return 4096;
    case AT_CLKTCK:
        return 100;
    case AT_UID:
        return getuid();
    case AT_EUID:
        return geteuid();
    case AT_GID:
        return getgid();
    case AT_EGID:
        return getegid();
    case AT_SECURE:
        return 0;
    case AT_PLATFORM:
        return (unsigned long)platform;
    case AT_RANDOM:
        return (unsigned long)random_bytes;
    case AT_MINSIGSTKSZ:
        return MINSIGSTKSZ;
    default:
        errno = ENOENT;
        return 0;
    }
}
