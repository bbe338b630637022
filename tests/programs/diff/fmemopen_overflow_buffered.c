// fprintf past the end of a fixed fmemopen buffer: glibc's stream is buffered, so the call returns the full count and the error shows at fflush (-1, error indicator set); the buffer keeps what fits and a NUL. divm's streams are unbuffered and report the failure at the fprintf.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

int main(void) {
    char wb[10];
    memset(wb, 'z', sizeof wb);
    FILE *f = fmemopen(wb, sizeof wb, "w");
    if (!f)
        return 1;
    int r = fprintf(f, "abcdefghijklmnop");
    printf("fprintf %d error %d\n", r, ferror(f));
    r = fflush(f);
    printf("fflush %d error %d pos %ld\n", r, ferror(f) != 0, ftell(f));
    printf("[%.9s] %d\n", wb, wb[9]);
    fclose(f);
    return 0;
}
