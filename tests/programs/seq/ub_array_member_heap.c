// A member array that is not the struct's last member gets no flexible-array licence: p->name[i] past its 4 bytes, inside the heap block, is undefined (C11 6.5.6p8).
// EXPECT: error memory
#include <stdlib.h>
#include <string.h>

struct rec {
    int n;
    char name[4];
    int id;
};

int main(void) {
    struct rec *p = malloc(sizeof *p);
    if (!p)
        return 1;
    const char *src = "hello";
    size_t len = strlen(src);
    for (size_t i = 0; i <= len; i++)
        p->name[i] = src[i]; // ERROR: index 4 out of bounds for an array of 4 elements
    free(p);
    return 0;
}
