// Safe twin of heap_oob_write: room for the terminating NUL.
// EXPECT: safe
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

int main(void) {
    const char *msg = "hello";
    char *buf = malloc(strlen(msg) + 1);
    strcpy(buf, msg);
    printf("%s\n", buf);
    free(buf);
    return 0;
}
