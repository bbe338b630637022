// longjmp into a function that has returned, from a function called in its place: still an error (the frame whose address setjmp took keeps its id, so the later frame cannot pass for it).
// EXPECT: error other
#include <setjmp.h>

static jmp_buf env;

static int mark(void) {
    return setjmp(env);
}

static void jump(void) {
    longjmp(env, 1); // ERROR
}

int main(void) {
    if (mark() != 0)
        return 1;
    jump();
    return 0;
}
