// Float and double arithmetic (fadd fsub fmul fdiv frem fneg) with exact bit output via %a.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <math.h>

int main(void) {
    double d[] = { 1.5, -2.25, 1e300, 3.0e-310, 0.1, -0.0, 7.0, 1.0 / 3.0 };
    float f[] = { 1.5f, -2.25f, 3e38f, 1e-40f, 0.1f, -0.0f, 7.0f, 1.0f / 3.0f };
    for (int i = 0; i < 8; i++) {
        double a = d[i], b = d[(i + 3) % 8];
        printf("d %a %a %a %a %a %a\n", a + b, a - b, a * b, a / b, fmod(a, b), -a);
        float x = f[i], y = f[(i + 3) % 8];
        printf("f %a %a %a %a %a %a\n", (double)(x + y), (double)(x - y), (double)(x * y),
               (double)(x / y), (double)fmodf(x, y), (double)-x);
    }
    double acc = 0;
    for (int i = 1; i <= 1000; i++) acc += 1.0 / i;
    float facc = 0;
    for (int i = 1; i <= 1000; i++) facc += 1.0f / i;
    printf("harmonic %.17g %.9g\n", acc, (double)facc);
    volatile double z = 0.0;
    printf("div0 %g %g %g\n", 1.0 / z, -1.0 / z, z / z != z / z ? 1.0 : 0.0);
    double m = 0.1 * 3, e = 0.3;
    printf("0.1*3 == 0.3: %d, diff %a\n", m == e, m - e);
    float small = 1.0f;
    int steps = 0;
    while (small / 2 > 0) { small /= 2; steps++; }
    printf("float underflow steps %d last %a\n", steps, (double)small);
    printf("fma-free %a\n", 0.1 * 0.2 + 0.3);
    return 0;
}
