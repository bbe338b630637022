// GNU strfry's permutation is an input (glibc draws it at random): one of
// the orders it may give "abc" is the identity, so asserting that the
// string changed fails on some path.
// EXPECT: error assert
#define _GNU_SOURCE
#include <assert.h>
#include <string.h>

int main(void) {
    char s[] = "abc";
    strfry(s);
    assert(strcmp(s, "abc") != 0); // ERROR
    return 0;
}
