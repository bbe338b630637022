// One call of scale() sets its local, the next call of it reads the local
// uninitialised: each call's variables start undefined, also when the VM
// gives the second call the first one's frame memory back.
// EXPECT: error uninit
#include <stdio.h>

static int scale(int known) {
    int factor;
    if (known)
        factor = 5;
    return factor;
}

int main(void) {
    int a = scale(1);
    int b = scale(0);
    if (a + b > 7) // ERROR
        printf("big\n");
    return 0;
}
