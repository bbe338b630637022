// A cookie stream whose write function fills an 8-byte array: 7 bytes
// through fprintf fit, so the program is safe (twin of
// fopencookie_overflow.c).
// EXPECT: safe
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

static char store[8];
static size_t len;

static ssize_t sink_write(void *c, const char *b, size_t n) {
    memcpy((char *)c + len, b, n);
    len += n;
    return (ssize_t)n;
}

int main(void) {
    cookie_io_functions_t io = {NULL, sink_write, NULL, NULL};
    FILE *f = fopencookie(store, "w", io);
    if (!f)
        return 1;
    fprintf(f, "%s", "0123456");
    return fclose(f);
}
