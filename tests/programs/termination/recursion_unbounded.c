// A recursive bisection keeps mid as the new lo, so a range of width 1 recurses on itself for keys above it: under --termination the stack overflow is a run that never ends.
// EXPECT: error nontermination
// FLAGS: --termination
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int find(int lo, int hi, int key) {
    if (lo >= hi) return lo;
    int mid = lo + (hi - lo) / 2;
    if (mid < key) return find(mid, hi, key); // ERROR: a recursion that does not end
    return find(lo, mid, key);
}

int main(void) {
    int key = __VERIFIER_nondet_int();
    __VERIFIER_assume(key >= 0 && key <= 4);
    return find(0, 4, key) > 4;
}
