// <execinfo.h>: backtrace stores the return addresses of the calling
// thread's frames (here at least show, mid and main), backtrace_symbols
// gives one block whose strings end in "]" as glibc's do, freed with one
// free, and backtrace_symbols_fd writes them. divm had no <execinfo.h>.
// EXPECT: safe
// FLAGS: --leak
#include <assert.h>
#include <execinfo.h>
#include <stdlib.h>
#include <string.h>

static void __attribute__((noinline)) show(void) {
    void *buf[32];
    int n = backtrace(buf, 32);
    assert(n >= 3 && n <= 32);
    for (int i = 0; i < n; i++)
        assert(buf[i] != NULL);
    assert(backtrace(buf, 1) == 1);
    char **s = backtrace_symbols(buf, n);
    assert(s != NULL);
    for (int i = 0; i < n; i++)
        assert(strlen(s[i]) > 2 && s[i][strlen(s[i]) - 1] == ']');
    free(s);
    backtrace_symbols_fd(buf, n, 2);
}

static void __attribute__((noinline)) mid(void) { show(); }

int main(void) {
    mid();
    return 0;
}
