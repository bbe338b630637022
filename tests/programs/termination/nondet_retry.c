// A retry loop whose exit depends on a fresh nondet value each turn: the run that never draws the exit value never ends.
// EXPECT: error nontermination
// FLAGS: --termination
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int tries = 0;
    while (__VERIFIER_nondet_int() != 3) { // ERROR-ANY
        tries = tries < 2 ? tries + 1 : 2; // ERROR-ANY
    }
    return 0;
}
