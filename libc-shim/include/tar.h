/* tar.h -- the ustar archive header's magic, type flags and mode bits
 * (POSIX.1-2017 <tar.h>). */
#ifndef _DIVM_TAR_H
#define _DIVM_TAR_H

#define TMAGIC "ustar" /* with its NUL: 6 bytes */
#define TMAGLEN 6
#define TVERSION "00" /* without a NUL */
#define TVERSLEN 2

/* typeflag */
#define REGTYPE '0'
#define AREGTYPE '\0'
#define LNKTYPE '1'
#define SYMTYPE '2'
#define CHRTYPE '3'
#define BLKTYPE '4'
#define DIRTYPE '5'
#define FIFOTYPE '6'
#define CONTTYPE '7'

/* mode, octal */
#define TSUID 04000
#define TSGID 02000
#define TSVTX 01000
#define TUREAD 00400
#define TUWRITE 00200
#define TUEXEC 00100
#define TGREAD 00040
#define TGWRITE 00020
#define TGEXEC 00010
#define TOREAD 00004
#define TOWRITE 00002
#define TOEXEC 00001

#endif
