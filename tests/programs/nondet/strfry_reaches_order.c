// GNU strfry's permutation is an input: the reverse order "cba" is one of
// the six orders of "abc", so the search reaches the failing assertion.
// EXPECT: error assert
#define _GNU_SOURCE
#include <assert.h>
#include <string.h>

int main(void) {
    char s[] = "abc";
    strfry(s);
    assert(strcmp(s, "cba") != 0); // ERROR
    return 0;
}
