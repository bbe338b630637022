// A weak function that nothing defines is null, as the static linker leaves it: the program tests it before the call (an optional hook), and a weak variable likewise.
// EXPECT: safe
#include <stdio.h>

__attribute__((weak)) int hook(int);
extern int counter __attribute__((weak));

int main(void) {
    int r = hook ? hook(1) : -1;
    int c = &counter ? counter : 0;
    printf("%d %d\n", r, c);
    return 0;
}
