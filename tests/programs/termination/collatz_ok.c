// The Collatz iteration from every start 1..8 reaches 1: the loop has no bound of its own, but no value repeats before 1.
// EXPECT: safe
// FLAGS: --termination --nondet-range 1..8
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int n = __VERIFIER_nondet_int();
    int steps = 0;
    while (n != 1) {
        n = n % 2 ? 3 * n + 1 : n / 2;
        steps++;
    }
    return steps < 20 ? 0 : 1;
}
