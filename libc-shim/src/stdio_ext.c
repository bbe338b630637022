/* stdio_ext.c -- <stdio_ext.h>: a stream's buffer (there is none), its
 * mode and its last operation. Each reads the stream, so a NULL or closed
 * (freed) stream faults as any stream call does. */
#include <stdio.h>
#include <stdio_ext.h>
#include "stdio_impl.h"

/* Reads the stream (a volatile read, which no optimisation drops). */
static void touch(FILE *f) {
    volatile int mode = f->mode;
    (void)mode;
}

size_t __fbufsize(FILE *f) {
    touch(f);
    return 0;
}
size_t __fpending(FILE *f) {
    touch(f);
    return 0;
}
int __flbf(FILE *f) {
    touch(f);
    return 0;
}
int __freadable(FILE *f) { return (f->mode & __DIVM_F_READ) != 0; }
int __fwritable(FILE *f) { return (f->mode & __DIVM_F_WRITE) != 0; }

/* As glibc: read-only, or the last operation was a read (and the
 * write-only or last-write twin). */
int __freading(FILE *f) { return f->mode == __DIVM_F_READ || f->last == __DIVM_F_READ; }
int __fwriting(FILE *f) { return f->mode == __DIVM_F_WRITE || f->last == __DIVM_F_WRITE; }

/* Stream calls wait for another thread's flockfile either way (their
 * reads and writes do: dios/flockfile.c); the setting is only remembered,
 * and the previous one returned. */
int __fsetlocking(FILE *f, int type) {
    int old = f->bycaller ? FSETLOCKING_BYCALLER : FSETLOCKING_INTERNAL;
    if (type != FSETLOCKING_QUERY)
        f->bycaller = type == FSETLOCKING_BYCALLER;
    return old;
}

void _flushlbf(void) {}

/* Drops what the stream holds: only a pushed-back character. */
void __fpurge(FILE *f) { __divm_unpush(f); }
