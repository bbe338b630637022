// Loops of libm calls that -O2 vectorises into intrinsics on vectors (llvm.floor.v2f64, llvm.sqrt.v2f64, llvm.nearbyint.v4f32, llvm.lrint.v2i64.v2f64, ...): each lane is the scalar function's result; they stopped the run as an unsupported vector intrinsic.
// EXPECT: safe
// MODE: run-diff
// FLAGS: -O2 --cflags=-fno-math-errno
#include <math.h>
#include <stdio.h>

#define N 37
static double a[N], r[N];
static float fa[N], fr[N];
static long lr[N];

static void show(const char *what, const double *v) {
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 1.5 + v[i];
    printf("%-10s %.17g %g %g\n", what, s, v[0], v[N - 1]);
}

static void showf(const char *what) {
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 1.5 + fr[i];
    printf("%-10s %.9g %g %g\n", what, s, fr[0], fr[N - 1]);
}

int main(void) {
    for (int i = 0; i < N; i++) {
        a[i] = (i - 18) * 0.75 + 0.25 * (i % 3);
        fa[i] = (float)((i - 18) * 1.25);
    }
    for (int i = 0; i < N; i++) r[i] = floor(a[i]);
    show("floor", r);
    for (int i = 0; i < N; i++) r[i] = ceil(a[i]);
    show("ceil", r);
    for (int i = 0; i < N; i++) r[i] = trunc(a[i]);
    show("trunc", r);
    for (int i = 0; i < N; i++) r[i] = round(a[i]);
    show("round", r);
    for (int i = 0; i < N; i++) r[i] = rint(a[i]);
    show("rint", r);
    for (int i = 0; i < N; i++) r[i] = sqrt(fabs(a[i]));
    show("sqrt", r);
    for (int i = 0; i < N; i++) r[i] = fmin(a[i], 1.0) + fmax(a[i], -2.0);
    show("fmin/fmax", r);
    for (int i = 0; i < N; i++) r[i] = copysign(2.0, a[i]);
    show("copysign", r);
    for (int i = 0; i < N; i++) fr[i] = nearbyintf(fa[i]);
    showf("nearbyintf");
    for (int i = 0; i < N; i++) fr[i] = floorf(fa[i] * 0.3f) + sqrtf(fabsf(fa[i]));
    showf("floorf");
    for (int i = 0; i < N; i++) lr[i] = lrint(a[i]);
    long t = 0;
    for (int i = 0; i < N; i++) t = t * 3 + lr[i];
    printf("lrint      %ld\n", t);
    return 0;
}
