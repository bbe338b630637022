// G F call:tock fails: an input can keep the loop on the branch that never calls tock.
// EXPECT: error ltl
// FLAGS: --ltl G(F(call:tock))
int __VERIFIER_nondet_int(void);
int ticks;

void tick(void) { ticks = !ticks; } // ERROR-ANY
void tock(void) { ticks = !ticks; }

int main(void) {
    for (;;) {
        if (__VERIFIER_nondet_int() > 0) // ERROR-ANY
            tick(); // ERROR-ANY
        else
            tock();
    }
}
