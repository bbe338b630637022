// Dereferencing a NULL pointer returned by a lookup that found nothing.
// EXPECT: error memory
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
    int s = find(2)->val;
    s += find(4)->val; // ERROR: null pointer dereference
    printf("%d\n", s);
    return 0;
}
