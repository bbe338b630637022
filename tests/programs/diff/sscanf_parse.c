// sscanf: %d %i %u %x %o %s %c %f %lf %[..] %n, field widths, assignment suppression and the return count.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

int main(void) {
    int a, b, n;
    unsigned u;
    char word[16], c;
    double d;
    float f;
    int r = sscanf("  42 -17 word X 3.5", "%d %i %15s %c %lf", &a, &b, word, &c, &d);
    printf("r=%d a=%d b=%d word=%s c=%c d=%g\n", r, a, b, word, c, d);
    r = sscanf("0x1f 017 ff", "%i %i %x", &a, &b, &u);
    printf("r=%d %d %d %u\n", r, a, b, u);
    r = sscanf("12345678", "%3d%2d%n", &a, &b, &n);
    printf("r=%d %d %d n=%d\n", r, a, b, n);
    r = sscanf("key=value;rest", "%[^=]=%[^;]", word, word + 8);
    printf("r=%d %s %s\n", r, word, word + 8);
    r = sscanf("1 2 x", "%d %*d %d", &a, &b);
    printf("r=%d a=%d\n", r, a);
    r = sscanf("", "%d", &a);
    printf("empty r=%d\n", r);
    r = sscanf("2.5e1 777", "%f %o", &f, &u);
    printf("r=%d %g %u\n", r, (double)f, u);
    return 0;
}
