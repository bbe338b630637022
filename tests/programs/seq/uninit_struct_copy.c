// Undefinedness survives a struct copy through memcpy: branching on the copied hole is an error.
// EXPECT: error uninit
#include <stdio.h>
#include <string.h>

struct rec { char tag; int value; long extra; };

int main(void) {
    struct rec a, b;
    a.tag = 'x';
    a.value = 5;
    memcpy(&b, &a, sizeof a);
    if (b.tag == 'x' && b.value == 5)
        printf("copied\n");
    if (b.extra != 0) // ERROR
        printf("extra\n");
    return 0;
}
