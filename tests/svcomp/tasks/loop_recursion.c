// A loop in a recursive function, active in four frames at once: an
// invariant at its head holds in every frame (t up to 14 in the outermost
// frame, up to 6 in the next: not t <= 6).
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "loop_recursion.c", 5, "reach_error"); }
int walk(int d) {
    int k = 0;
    int t = 0;
    while (k < 2) {
        if (d > 0)
            t += walk(d - 1);
        k++;
    }
    return t + 1;
}
int main(void) {
    if (walk(3) != 15)
        reach_error();
    return 0;
}
