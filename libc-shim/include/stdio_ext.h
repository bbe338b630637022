/* stdio_ext.h -- glibc's (and Solaris's) questions about a stream's state.
 * divm's streams are unbuffered (libc-shim/src/stdio_impl.h): no bytes are
 * ever pending in a buffer, and only a character pushed back by ungetc is
 * held in the stream. */
#ifndef _DIVM_STDIO_EXT_H
#define _DIVM_STDIO_EXT_H
#include <bits/cdefs.h>
#include <stdio.h>
__DIVM_BEGIN_DECLS

enum { FSETLOCKING_QUERY = 0, FSETLOCKING_INTERNAL = 1, FSETLOCKING_BYCALLER = 2 };
#define FSETLOCKING_QUERY FSETLOCKING_QUERY
#define FSETLOCKING_INTERNAL FSETLOCKING_INTERNAL
#define FSETLOCKING_BYCALLER FSETLOCKING_BYCALLER

size_t __fbufsize(FILE *f);
size_t __fpending(FILE *f);
int __flbf(FILE *f);
int __freadable(FILE *f);
int __fwritable(FILE *f);
int __freading(FILE *f);
int __fwriting(FILE *f);
int __fsetlocking(FILE *f, int type);
void _flushlbf(void);
void __fpurge(FILE *f);

__DIVM_END_DECLS
#endif
