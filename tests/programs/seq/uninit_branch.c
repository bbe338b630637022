// Branching on a local variable that is only initialised on one path.
// EXPECT: error uninit
#include <stdio.h>

static int parse(const char *s, int *out) {
    if (s[0] >= '0' && s[0] <= '9') { *out = s[0] - '0'; return 1; }
    return 0;
}

int main(void) {
    int v;
    parse("x", &v);
    if (v > 3) // ERROR
        printf("big\n");
    return 0;
}
