// A constant subscript one past a member array, written through: undefined (C11 6.5.6p8) although the store lands inside the struct (in s.id).
// EXPECT: error memory
#include <stdio.h>

struct rec {
    char name[4];
    int id;
};

int main(void) {
    struct rec r = {"abc", 1};
    r.name[4] = 'x'; // ERROR: index 4 out of bounds for an array of 4 elements
    printf("%s %d\n", r.name, r.id);
    return 0;
}
