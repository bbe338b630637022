// Safe twin of null_deref: the result is checked before use.
// EXPECT: safe
#include <stdio.h>
#include <stddef.h>

struct item { int key, val; };
static struct item items[3] = { { 1, 10 }, { 2, 20 }, { 3, 30 } };

static struct item *find(int key) {
    for (int i = 0; i < 3; i++)
        if (items[i].key == key) return &items[i];
    return NULL;
}

int main(void) {
    int s = 0;
    for (int k = 0; k < 5; k++) {
        struct item *it = find(k);
        if (it) s += it->val;
    }
    printf("%d\n", s);
    return 0;
}
