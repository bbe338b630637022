// fcloseall closes (and frees) every stream fopen made: writing to one afterwards is a use after free.
// EXPECT: error memory
#define _GNU_SOURCE
#include <stdio.h>
#include <unistd.h>

int main(void) {
    char p[64];
    snprintf(p, sizeof p, "/tmp/fcloseall_%d", (int)getpid());
    FILE *f = fopen(p, "w");
    if (!f)
        return 1;
    fcloseall();
    fputs("late\n", f); // ERROR
    return 0;
}
