// Safe twin of the global out-of-bounds tests.
// EXPECT: safe
#include <string.h>
#include <stdio.h>

int table[3] = { 1, 2, 3 };
static char name[10];

int main(void) {
    memset(name, 'x', sizeof name - 1);
    int s = 0;
    for (int i = 0; i < 3; i++) s += table[i];
    printf("%s %d\n", name, s);
    return 0;
}
