// The exit status depends on a nondet input: for one value the program
// reports failure with exit(1), a non-zero status, error kind exit.
// EXPECT: error exit
// TAGS: nondet exit
#include <stdlib.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

static int parse(unsigned char c) {
    return c >= '0' && c <= '9' ? c - '0' : -1;
}

int main(void) {
    unsigned char c = __VERIFIER_nondet_uchar();
    if (parse(c) == 7)
        exit(1); // ERROR
    return 0;
}
