// Locals at loop heads: divm's correctness witness states a local
// counter's values (i from 0 to 10), a local g's (which shadows the global
// g), a parameter's, and a global h's in sum (the h declared in the loop
// body is not in scope at its head); nothing of j, declared in the for
// loop's first clause.
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "loop_locals.c", 7, "reach_error"); }
int g = 100;
int h = 7;
int sum(int n) {
    int s = 0;
    int i = 0;
    while (i < n) {
        int h = i;
        s += h;
        i++;
    }
    return s;
}
int main(void) {
    int g = 0;
    int i;
    for (i = 0; i < 10; i++)
        g += 2;
    for (int j = 0; j < 3; j++)
        g--;
    if (g != 17 || sum(10) != 45 || h != 7)
        reach_error();
    return 0;
}
