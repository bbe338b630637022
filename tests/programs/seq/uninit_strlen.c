// strlen over a heap buffer whose bytes were never written: libc branches on them; the call line is reported.
// EXPECT: error uninit
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

int main(void) {
    char *buf = malloc(16);
    buf[15] = '\0';
    size_t n = strlen(buf); // ERROR
    printf("%zu\n", n);
    free(buf);
    return 0;
}
