// Legacy C that gcc up to 13 accepts with warnings: implicit int, an implicitly declared void function (__VERIFIER_assert, whose result is never read), K&R definitions, int/pointer conversions.
// EXPECT: safe
static int table[4];
main() {
    int *p = table;
    long addr = p;
    char *c = p;
    c[0] = 1;
    __VERIFIER_assert(c[0] == 1);
    return twice(2) == 4 && addr != 0 ? 0 : 1;
}
twice(x) int x; { return 2 * x; }
