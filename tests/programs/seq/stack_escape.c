// Using a pointer to a local variable of a function that has returned (its frame is gone).
// EXPECT: error memory
// ERROR: use after scope
#include <stdio.h>

static int *make(int v) {
    int local = v;
    int *p = &local;
    return p;
}

int main(void) {
    int *p = make(3);
    printf("%d\n", *p); // ERROR
    return 0;
}
