// A field of the element one past an array of structs (t.items[3].x) is an access past the array, undefined although t.count's bytes are there (C11 6.5.6p8).
// EXPECT: error memory
#include <stdio.h>

struct item {
    int x;
};
struct table {
    struct item items[3];
    int count;
};

int main(void) {
    struct table t = {{{1}, {2}, {3}}, 3};
    int s = 0;
    for (int i = 0; i <= t.count; i++)
        s += t.items[i].x; // ERROR: index 3 out of bounds for an array of 3 elements
    printf("%d\n", s);
    return 0;
}
