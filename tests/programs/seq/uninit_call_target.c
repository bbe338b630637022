// Calling through a function pointer field that was never set (the call target is undefined).
// EXPECT: error uninit
#include <stdio.h>
#include <stdlib.h>

struct ops { int (*open)(int); int (*close)(int); };
static int do_open(int x) { return x + 1; }

int main(void) {
    struct ops *o = malloc(sizeof *o);
    o->open = do_open;
    int fd = o->open(1);
    int r = o->close(fd); // ERROR
    printf("%d\n", r);
    free(o);
    return 0;
}
