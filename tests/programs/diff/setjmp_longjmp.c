// setjmp/longjmp: return values, longjmp(b, 0) yields 1, jumping out of nested calls, locals kept if volatile.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <setjmp.h>

static jmp_buf env, env2;
static int depth_reached;

static void dive(int depth, int limit) {
    depth_reached = depth;
    if (depth == limit) longjmp(env, depth * 10);
    dive(depth + 1, limit);
    printf("never printed\n");
}

static int guarded(int n) {
    int r = setjmp(env2);
    if (r) return -r;
    if (n > 3) longjmp(env2, n);
    return n;
}

int main(void) {
    volatile int counter = 0;
    int r = setjmp(env);
    printf("setjmp returned %d (counter %d)\n", r, counter);
    counter++;
    if (counter < 4) dive(0, counter * 3);
    printf("depth %d\n", depth_reached);
    jmp_buf b;
    volatile int zero = 0;
    if (setjmp(b) == 0) {
        zero = 5;
        longjmp(b, 0);
    } else {
        printf("longjmp with 0 gives nonzero, zero=%d\n", zero);
    }
    for (int i = 1; i <= 6; i++) printf("guarded(%d) = %d\n", i, guarded(i));
    return 0;
}
