// A block still pointed to by a local of main is unreachable once main returns: a leak at its malloc.
// EXPECT: error leak
// FLAGS: --leak
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

int main(void) {
    char *name = malloc(32); // ERROR
    strcpy(name, "never freed");
    printf("%s\n", name);
    return 0;
}
