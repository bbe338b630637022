// A cycle of two states: the loop flips a flag it never leaves on; the lasso is two turns long.
// EXPECT: error nontermination
// FLAGS: --termination
int main(void) {
    volatile int on = 0;
    int turns = 0;
    while (on != 2) { // ERROR-ANY
        on = !on; // ERROR-ANY
        turns = turns == 0;
    }
    return turns;
}
