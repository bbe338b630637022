// A recursion 5000 calls deep that ends: not taken as unbounded under --termination (the stack limit is 100000 calls).
// EXPECT: safe
// FLAGS: --termination
static long sum_to(long n) { return n == 0 ? 0 : n + sum_to(n - 1); }

int main(void) {
    return sum_to(5000) != 12502500L;
}
