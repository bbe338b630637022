/* byteswap.h -- glibc's byte swaps. */
#ifndef _DIVM_BYTESWAP_H
#define _DIVM_BYTESWAP_H
#define bswap_16(x) ((unsigned short)__builtin_bswap16(x))
#define bswap_32(x) ((unsigned int)__builtin_bswap32(x))
#define bswap_64(x) ((unsigned long long)__builtin_bswap64(x))
#endif
