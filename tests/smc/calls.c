// `rare` is called in one run out of four; `flags.count` and `hist[2]`
// exercise fields and elements in queries. `assume` discards every run
// with an odd draw, so conditioned on the assumption Pr(<> call:rare) = 1/2.
#include <divm.h>

struct { int count; unsigned char done; } flags;
long hist[4];
void __VERIFIER_assume(int);

void rare(void) { flags.count++; }

int main(void) {
    int v = divm_choose(8);
    __VERIFIER_assume(v % 2 == 0);
    hist[v / 2]++;
    if (v / 2 == 0)
        rare();
    if (v / 2 == 3)
        rare();
    flags.done = 1;
    return 0;
}
