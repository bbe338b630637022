// backtrace_symbols returns one malloc'd block holding the pointers and
// their strings (glibc's layout): freeing a string on its own is freeing a
// pointer inside the block, an invalid free.
// EXPECT: error memory
#include <execinfo.h>
#include <stdlib.h>

int main(void) {
    void *buf[8];
    int n = backtrace(buf, 8);
    char **s = backtrace_symbols(buf, n);
    if (!s || n < 1)
        return 1;
    free(s[0]); // ERROR
    free(s);
    return 0;
}
