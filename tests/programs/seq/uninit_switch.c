// A switch on a value read from an uninitialised array element.
// EXPECT: error uninit
#include <stdio.h>

int main(void) {
    int ops[4];
    ops[0] = 1; ops[1] = 2; ops[3] = 0;
    int acc = 0;
    for (int i = 0; i < 4; i++) {
        switch (ops[i]) { // ERROR
        case 0: acc = 0; break;
        case 1: acc += 1; break;
        case 2: acc *= 2; break;
        default: acc = -1; break;
        }
    }
    printf("%d\n", acc);
    return 0;
}
