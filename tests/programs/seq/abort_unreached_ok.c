// Safe twin of abort_call: the abort() is present but never reached.
// EXPECT: safe
#include <stdlib.h>
#include <stdio.h>

static int checked(int state) {
    switch (state) {
    case 0: return 10;
    case 1: return 20;
    default: abort();
    }
}

int main(void) {
    int s = 0;
    for (int i = 0; i < 2; i++) s += checked(i);
    printf("%d\n", s);
    return 0;
}
