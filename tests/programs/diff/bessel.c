// The Bessel functions j0 j1 jn y0 y1 yn (XSI), compared with glibc's: values over the three ranges divm computes them by (power series below 2, Miller's recurrence below 25, Hankel's expansion above) and their borders, for large and tiny x, orders up to 200 with jn's two recurrences (n below and above x) and yn's overflow, negative x and n (the symmetries), and the special cases with their errno (y of 0: -HUGE_VAL and ERANGE; y of a negative x: NaN and EDOM; jn underflowing to 0: ERANGE; infinities and NaN). Values are printed to 11 decimals (or 11 significant digits when larger than 1), so an error of a few units in the last place does not show.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <math.h>
#include <stdio.h>

static void pr(const char *name, double v) {
    if (isnan(v))
        printf(" %s=nan", name);
    else if (isinf(v))
        printf(" %s=%sinf", name, v < 0 ? "-" : "");
    else if (fabs(v) < 1)
        printf(" %s=%.11f", name, v);
    else
        printf(" %s=%.11g", name, v);
}

static const char *err(void) { return errno == 0 ? "0" : errno == ERANGE ? "ERANGE" : errno == EDOM ? "EDOM" : "other"; }

int main(void) {
    static const double xs[] = {1e-300, 1e-20, 1e-5, 0.1, 0.5, 1, 1.5, 1.9999, 2, 2.0001, 2.5, 3, 3.8317, 4,
                                5, 6.5, 7.5, 8, 10, 12.5, 15, 17.75, 20, 24.999, 25, 25.001, 27, 31.4, 40,
                                50, 77.7, 100, 333.3, 1000, 12345.678, 1e6, 1e9, 1e15, 1e20, 1e100, 1e300};
    for (unsigned i = 0; i < sizeof xs / sizeof *xs; i++) {
        double x = xs[i];
        printf("x=%g:", x);
        pr("j0", j0(x));
        pr("j1", j1(x));
        pr("y0", y0(x));
        pr("y1", y1(x));
        printf("\n ");
        pr("j0(-x)", j0(-x));
        pr("j1(-x)", j1(-x));
        printf("\n");
        static const int ns[] = {2, 3, 5, 10, 30, 75, 200};
        for (unsigned k = 0; k < sizeof ns / sizeof *ns; k++) {
            int n = ns[k];
            double j = jn(n, x), y = yn(n, x);
            printf("  n=%d:", n);
            if (j != 0 && fabs(j) < 1e-3)
                printf(" jn=%.9e", j);
            else
                pr("jn", j);
            if (!isinf(y) && fabs(y) > 1e11)
                printf(" yn=%.9e", y);
            else
                pr("yn", y);
            printf("\n");
        }
    }
    /* symmetries */
    printf("jn(-3, 2.5) == -jn(3, 2.5): %d\n", jn(-3, 2.5) == -jn(3, 2.5));
    printf("jn(-4, 2.5) == jn(4, 2.5): %d\n", jn(-4, 2.5) == jn(4, 2.5));
    printf("jn(3, -2.5) == -jn(3, 2.5): %d\n", jn(3, -2.5) == -jn(3, 2.5));
    printf("yn(-3, 2.5) == -yn(3, 2.5): %d\n", yn(-3, 2.5) == -yn(3, 2.5));
    printf("jn(0, x) == j0(x), jn(1, x) == j1(x): %d %d\n", jn(0, 7.25) == j0(7.25), jn(1, 7.25) == j1(7.25));
    printf("yn(0, x) == y0(x), yn(1, x) == y1(x): %d %d\n", yn(0, 7.25) == y0(7.25), yn(1, 7.25) == y1(7.25));

    /* special cases */
    static const double sx[] = {0.0, -0.0, -1.0, -1e-300, INFINITY, -INFINITY, NAN};
    for (unsigned i = 0; i < sizeof sx / sizeof *sx; i++) {
        double x = sx[i];
        printf("x=%g:", x);
        errno = 0;
        pr("j0", j0(x));
        printf(" %s", err());
        errno = 0;
        pr("j1", j1(x));
        printf(" %s", err());
        errno = 0;
        pr("y0", y0(x));
        printf(" %s", err());
        errno = 0;
        pr("y1", y1(x));
        printf(" %s", err());
        errno = 0;
        pr("jn3", jn(3, x));
        printf(" %s", err());
        errno = 0;
        pr("yn3", yn(3, x));
        printf(" %s\n", err());
    }
    errno = 0;
    pr("jn(40, 1e-300)", jn(40, 1e-300));
    printf(" %s\n", err());
    errno = 0;
    pr("yn(1000, 1)", yn(1000, 1.0));
    printf(" %s\n", err());
    errno = 0;
    pr("y1(1e-310)", y1(1e-310));
    printf(" %s\n", err());
    errno = 0;
    pr("y0(5e-324)", y0(5e-324));
    printf(" %s\n", err());
    errno = 0;
    printf("signbit(jn(3, -0.0)) %d\n", signbit(jn(3, -0.0)) != 0);
    return 0;
}
