// <stdio_ext.h>: nothing is pending after fflush (divm's streams are unbuffered, so nothing ever is), the stream's mode answers readable/writable, the last operation answers reading/writing, __fpurge drops a pushed-back character, and __fsetlocking returns the previous setting (what glibc and divm agree on: the test also runs clean natively).
// EXPECT: safe
#include <assert.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <unistd.h>

int main(void) {
    char path[64];
    snprintf(path, sizeof path, "/tmp/stdio_ext_%d", (int)getpid());
    FILE *w = fopen(path, "w");
    assert(w && __fwritable(w) && !__freadable(w) && __fwriting(w) && !__freading(w));
    fputs("hello", w);
    assert(__fpending(w) <= 5 && !__flbf(w));
    fflush(w);
    assert(__fpending(w) == 0);
    assert(__fsetlocking(w, FSETLOCKING_BYCALLER) == FSETLOCKING_INTERNAL);
    assert(__fsetlocking(w, FSETLOCKING_QUERY) == FSETLOCKING_BYCALLER);
    assert(__fsetlocking(w, FSETLOCKING_INTERNAL) == FSETLOCKING_BYCALLER);
    fclose(w);
    FILE *rw = fopen(path, "r+");
    assert(__freadable(rw) && __fwritable(rw));
    assert(fgetc(rw) == 'h' && __freading(rw) && !__fwriting(rw));
    ungetc('X', rw);
    __fpurge(rw);
    fseek(rw, 0, SEEK_END);
    fputc('!', rw);
    assert(__fwriting(rw) && !__freading(rw));
    _flushlbf();
    fclose(rw);
    FILE *r = fopen(path, "r");
    assert(__freading(r) && !__fwritable(r));
    fclose(r);
    remove(path);
    return 0;
}
