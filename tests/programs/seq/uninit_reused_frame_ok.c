// The twin of uninit_reused_frame.c: both calls set the local, so no
// value is undefined.
// EXPECT: safe
#include <stdio.h>

static int scale(int known) {
    int factor = 1;
    if (known)
        factor = 5;
    return factor;
}

int main(void) {
    int a = scale(1);
    int b = scale(0);
    if (a + b > 7)
        printf("big\n");
    return 0;
}
