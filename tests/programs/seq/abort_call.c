// abort() called from a helper on an impossible state is reported as kind assert at the abort call.
// EXPECT: error assert
#include <stdlib.h>
#include <stdio.h>

static int checked(int state) {
    switch (state) {
    case 0: return 10;
    case 1: return 20;
    default: abort(); // ERROR
    }
}

int main(void) {
    int s = 0;
    for (int i = 0; i < 3; i++) s += checked(i);
    printf("%d\n", s);
    return 0;
}
