// Recursion that returns: 40 nested calls are 40 distinct states (the stack differs), not a cycle.
// EXPECT: safe
// FLAGS: --termination
static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }

int main(void) { return depth(40) == 40 ? 0 : 1; }
