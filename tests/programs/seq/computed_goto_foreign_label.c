// A goto to the address of a label of another function (GCC: "you may not use this mechanism to jump to code in a different function") is an invalid jump: reported at the goto, naming the function the label belongs to.
// EXPECT: error memory
// ERROR: a label of another function, 'resume_point'
#include <stdio.h>

static void *saved;

static int resume_point(int first) {
    if (first) {
        saved = &&later;
        return 0;
    }
later:
    return 1;
}

int main(void) {
    resume_point(1);
    void *local = &&out;
    volatile int take_saved = 1;
    if (take_saved) local = saved;
    goto *local; // ERROR
out:
    return 0;
}
