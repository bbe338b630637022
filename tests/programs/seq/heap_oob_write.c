// Writing a string one byte too long for its malloc'd buffer (the terminating NUL) through strcpy faults inside libc; the call line is reported.
// EXPECT: error memory
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

int main(void) {
    const char *msg = "hello";
    char *buf = malloc(strlen(msg));
    strcpy(buf, msg); // ERROR
    printf("%s\n", buf);
    free(buf);
    return 0;
}
