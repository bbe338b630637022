// A cookie stream's write function that does not check its buffer's room:
// fprintf through fopencookie calls it, and its memcpy past the 8-byte
// array is an out-of-bounds write reported in the program's function.
// EXPECT: error memory
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

static char store[8];
static size_t len;

static ssize_t sink_write(void *c, const char *b, size_t n) {
    memcpy((char *)c + len, b, n); // ERROR
    len += n;
    return (ssize_t)n;
}

int main(void) {
    cookie_io_functions_t io = {NULL, sink_write, NULL, NULL};
    FILE *f = fopencookie(store, "w", io);
    if (!f)
        return 1;
    fprintf(f, "%s", "0123456789");
    return fclose(f);
}
