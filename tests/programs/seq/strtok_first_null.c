// strtok's first call must get a string (C11 7.24.5.8): with NULL, glibc reads through its NULL saved pointer and crashes; divm returned NULL and called the program safe.
// EXPECT: error memory
#include <stdio.h>
#include <string.h>

int main(void) {
    char *t = strtok(NULL, " "); // ERROR
    printf("%s\n", t ? t : "none");
    return 0;
}
