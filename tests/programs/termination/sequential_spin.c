// One thread spins without a choice: its loop runs on within one long edge (nothing to interleave), and the edge ends where a state repeats, so the cycle is still found.
// EXPECT: error nontermination
// FLAGS: --termination
int main(void) {
    unsigned char c = 0;
    while (c != 0x100) // ERROR-ANY
        c += 3; // ERROR-ANY
    return 0;
}
