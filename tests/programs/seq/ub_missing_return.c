// sign() reaches its end without a return statement for 0 and main uses the result (C11 6.9.1p12): the undefined value is reported where it decides a branch.
// EXPECT: error uninit
#include <stdio.h>

static int sign(int x) {
    if (x > 0)
        return 1;
    if (x < 0)
        return -1;
}

int main(void) {
    int total = 0;
    for (int i = 2; i >= 0; i--) {
        int s = sign(i);
        if (s > 0) // ERROR
            total++;
    }
    printf("%d\n", total);
    return 0;
}
