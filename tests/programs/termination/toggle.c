// A cycle of two states: the loop flips a flag it never leaves on; each turn reads an input (so each turn ends an edge), and the lasso is two turns long.
// EXPECT: error nontermination
// FLAGS: --termination
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
    volatile int on = 0;
    int turns = 0;
    while (on != 2) { // ERROR-ANY
        on = !on; // ERROR-ANY
        turns = turns == 0;
        (void)__VERIFIER_nondet_bool();
    }
    return turns;
}
