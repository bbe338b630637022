// X counts steps, and under --ltl each step makes at most one visible action, also while one thread runs: the store of 2 is the step right after the store of 1, so no value of x is skipped.
// EXPECT: safe
// FLAGS: --ltl G(x==1->X(x==2))&&F(x==1)
int x;

int main(void) {
    x = 1;
    x = 2;
    x = 3;
    return 0;
}
