// Safe twin of uninit_branch: the return value is checked before the variable is used.
// EXPECT: safe
#include <stdio.h>

static int parse(const char *s, int *out) {
    if (s[0] >= '0' && s[0] <= '9') { *out = s[0] - '0'; return 1; }
    return 0;
}

int main(void) {
    int v;
    if (parse("x", &v) && v > 3)
        printf("big\n");
    if (parse("7", &v) && v > 3)
        printf("big %d\n", v);
    return 0;
}
