// Under --ub-overflow, x + 100 overflows for x > INT_MAX - 100: the overflow check on a term forks.
// EXPECT: error arith
// FLAGS: --symbolic --ub-overflow
extern int __VERIFIER_nondet_int(void);

volatile int sink;

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = x + 100; // ERROR: signed overflow
    sink = y;
    return 0;
}
