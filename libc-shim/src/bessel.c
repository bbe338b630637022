/* bessel.c -- the Bessel functions of the first and second kind (XSI):
 * j0 j1 jn y0 y1 yn, computed from their definitions (Abramowitz and
 * Stegun, chapter 9; no library's code):
 *
 * - |x| < 2: the power series (9.1.10 for J_n; 9.1.11/9.1.13 for Y0, Y1,
 *   with the digamma sums), whose terms shrink from the first;
 * - 2 <= |x| < 25: Miller's backward recurrence J_{k-1} = (2k/x) J_k -
 *   J_{k+1} from an order far above x, normalised by J0 + 2 sum J_2k = 1
 *   (9.1.87); Y0 from the Neumann series (9.1.88), (pi/2) Y0 = (ln(x/2) +
 *   gamma) J0 - 2 sum (-1)^k J_2k / k, and Y1 = -Y0' from it termwise
 *   (J_k' = (J_{k-1} - J_{k+1}) / 2);
 * - |x| >= 25: Hankel's asymptotic expansions (9.2.5-9.2.10), P and Q
 *   summed until their terms are below the last bit, with cos and sin of
 *   x - pi/4 (x - 3pi/4) formed from cos x and sin x, so that a large x
 *   loses no accuracy in the subtraction;
 * - jn: forward recurrence from J0, J1 while n < |x| (stable there), else
 *   Miller's recurrence from above n, scaled to stay in range and
 *   normalised by J0; yn: forward recurrence from Y0, Y1 (always stable).
 *
 * Errors as glibc: y*(0) is -HUGE_VAL with ERANGE (a pole, FE_DIVBYZERO),
 * y*(x < 0) NaN with EDOM (FE_INVALID), a finite result that overflows
 * (yn, y1 near 0) -HUGE_VAL with ERANGE, and jn of a nonzero x that
 * underflows to 0 sets ERANGE. Accuracy: a few units in the last place
 * away from the functions' zeros, an absolute error near 1e-16 near them
 * (the diff test diff/bessel.c compares with glibc). */
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stddef.h>

void __divm_fe_raise(int e);

#define PI 3.14159265358979323846
#define EULER 0.57721566490153286061 /* gamma */
#define SERIES_MAX 2.0
#define ASYMPTOTIC_MIN 25.0

/* J0 (n 0) or J1 (n 1) of x >= 0 by the power series. */
static double j_series(int n, double x) {
    double q = -x * x / 4, term = n ? x / 2 : 1, sum = term;
    for (int k = 1; k < 60; k++) {
        term *= q / ((double)k * (k + n));
        sum += term;
        if (fabs(term) < 1e-18 * fabs(sum))
            break;
    }
    return sum;
}

/* Y0 (n 0) or Y1 (n 1) of 0 < x < SERIES_MAX by the power series. */
static double y_series(int n, double x) {
    double l = log(x) - M_LN2, q = -x * x / 4; /* (x / 2 may be 0) */
    if (n == 0) {
        /* (pi/2) Y0 = (ln(x/2) + gamma) J0 + sum_{k>=1} (-1)^(k+1) H_k (x^2/4)^k / (k!)^2 */
        double term = 1, h = 0, sum = 0;
        for (int k = 1; k < 60; k++) {
            term *= q / ((double)k * k);
            h += 1.0 / k;
            double t = -h * term;
            sum += t;
            if (fabs(t) < 1e-18 * fabs(sum))
                break;
        }
        return (2 / PI) * ((l + EULER) * j_series(0, x) + sum);
    }
    /* Y1 = -2/(pi x) + (2/pi) ln(x/2) J1 - (x/(2 pi)) sum (psi(k+1) + psi(k+2)) q^k / (k! (k+1)!),
     * psi(k+1) = H_k - gamma */
    double term = 1, h = 0, sum = 0;
    for (int k = 0; k < 60; k++) {
        if (k > 0) {
            term *= q / ((double)k * (k + 1));
            h += 1.0 / k;
        }
        double t = (2 * h + 1.0 / (k + 1) - 2 * EULER) * term;
        sum += t;
        if (k > 0 && fabs(t) < 1e-18 * fabs(sum))
            break;
    }
    return -2 / (PI * x) + (2 / PI) * l * j_series(1, x) - x / (2 * PI) * sum;
}

/* Hankel's expansion for x >= ASYMPTOTIC_MIN: J_n (y 0) or Y_n (y 1), n 0 or 1. */
static double asymptotic(int n, int y, double x) {
    double mu = 4.0 * n * n, p = 1, q = 0, term = 1, z = 8 * x;
    for (int k = 1; k < 200; k++) {
        double odd = 2.0 * k - 1;
        term *= (mu - odd * odd) / (k * z);
        if (k % 2) {
            q += (k % 4 == 1) ? term : -term;
        } else {
            p += (k % 4 == 2) ? -term : term;
        }
        if (fabs(term) < 1e-18)
            break;
    }
    double c = cos(x), s = sin(x), cc, ss; /* cos and sin of x - (2n+1) pi/4 */
    if (n == 0)
        cc = (c + s) / M_SQRT2, ss = (s - c) / M_SQRT2;
    else
        cc = (s - c) / M_SQRT2, ss = -(s + c) / M_SQRT2;
    double f = sqrt(2 / (PI * x));
    return y ? f * (p * ss + q * cc) : f * (p * cc - q * ss);
}

/* An even starting order for Miller's recurrence at x, n: J_start is
 * negligible next to J_n. */
static int start_order(int n, double x) {
    double m = (x > n ? x : n) + 20 + 2 * sqrt(40 * ((x > n ? x : n) + 1));
    int k = (int)m;
    return k + (k & 1);
}

/* Miller's recurrence for 0 < x: J_n(x), and J0, J1 and the Neumann sums
 * for Y0, Y1 when they are asked for (non-NULL). */
struct neumann {
    double j0, j1, s0, s1; /* s0 = sum (-1)^k J_2k / k, s1 = sum (-1)^k (J_{2k-1} - J_{2k+1}) / k */
};
static double miller(int n, double x, struct neumann *nm) {
    int m = start_order(n, x);
    double next = 0, cur = 1e-300, norm = 0, jn = 0, s0 = 0, s1 = 0, above = 0;
    /* cur = J_k, next = J_{k+1} (unnormalised) going down from k = m */
    for (int k = m; k >= 1; k--) {
        if (k == n)
            jn = cur;
        if (k % 2 == 0) {
            norm += 2 * cur;
            int h = k / 2;
            double sign = (h % 2) ? -1 : 1;
            s0 += sign * cur / h;
        } else {
            /* k = 2h - 1: J_{2h-1} - J_{2h+1} for h = (k+1)/2, J_{2h+1} = `above` */
            int h = (k + 1) / 2;
            double sign = (h % 2) ? -1 : 1;
            s1 += sign * (cur - above) / h;
            above = cur;
        }
        double prev = (2.0 * k / x) * cur - next; /* J_{k-1} */
        next = cur;
        cur = prev;
        if (fabs(cur) > 1e250) { /* rescale everything so far */
            next *= 1e-250, cur *= 1e-250, norm *= 1e-250, jn *= 1e-250, s0 *= 1e-250, s1 *= 1e-250,
                above *= 1e-250;
        }
    }
    /* cur = J_0, next = J_1 */
    norm += cur;
    if (n == 0)
        jn = cur;
    if (nm) {
        nm->j0 = cur / norm;
        nm->j1 = next / norm;
        nm->s0 = s0 / norm;
        nm->s1 = s1 / norm;
    }
    return jn / norm;
}

/* J0 or J1 of x >= 0. */
static double j01(int n, double x) {
    if (isinf(x))
        return 0;
    if (x < SERIES_MAX)
        return j_series(n, x);
    if (x >= ASYMPTOTIC_MIN)
        return asymptotic(n, 0, x);
    return miller(n, x, NULL);
}

static double pole(void) {
    errno = ERANGE;
    __divm_fe_raise(FE_DIVBYZERO);
    return -HUGE_VAL;
}

static double domain(void) {
    errno = EDOM;
    __divm_fe_raise(FE_INVALID);
    return NAN;
}

/* Y0 or Y1 of x, errors included. */
static double y01(int n, double x) {
    if (isnan(x))
        return x;
    if (x < 0)
        return domain();
    if (x == 0)
        return pole();
    if (isinf(x))
        return 0;
    double r;
    if (x < SERIES_MAX) {
        r = y_series(n, x);
    } else if (x >= ASYMPTOTIC_MIN) {
        r = asymptotic(n, 1, x);
    } else {
        struct neumann nm;
        miller(0, x, &nm);
        double l = log(x) - M_LN2 + EULER;
        r = n == 0 ? (2 / PI) * (l * nm.j0 - 2 * nm.s0) : (2 / PI) * (-nm.j0 / x + l * nm.j1 + nm.s1);
    }
    if (isinf(r))
        errno = ERANGE;
    return r;
}

double j0(double x) {
    if (isnan(x))
        return x;
    return j01(0, fabs(x));
}

double j1(double x) {
    if (isnan(x))
        return x;
    double r = j01(1, fabs(x));
    return signbit(x) ? -r : r;
}

double y0(double x) { return y01(0, x); }
double y1(double x) { return y01(1, x); }

double jn(int n, double x) {
    if (isnan(x))
        return x;
    int neg = 0; /* the result's sign: J_{-n} = (-1)^n J_n, J_n(-x) = (-1)^n J_n(x) */
    unsigned un = n < 0 ? 0u - (unsigned)n : (unsigned)n;
    if (n < 0 && (un & 1))
        neg ^= 1;
    if (signbit(x) && (un & 1))
        neg ^= 1;
    double ax = fabs(x), r;
    if (un == 0) {
        r = j01(0, ax);
    } else if (un == 1) {
        r = j01(1, ax);
    } else if (ax == 0 || isinf(ax)) {
        r = 0;
    } else if (ax < SERIES_MAX) {
        /* (x/2)^n / n! sum (-x^2/4)^k / (k! (n+1)...(n+k)) */
        double lead = 1, q = -ax * ax / 4, term = 1, sum = 1;
        for (unsigned k = 1; k <= un && lead != 0; k++)
            lead *= (ax / 2) / k;
        for (int k = 1; k < 60 && lead != 0; k++) {
            term *= q / ((double)k * (un + (double)k));
            sum += term;
            if (fabs(term) < 1e-18 * fabs(sum))
                break;
        }
        r = lead * sum;
    } else if ((double)un < ax) {
        double a = j01(0, ax), b = j01(1, ax);
        for (unsigned k = 1; k < un; k++) {
            double c = (2.0 * k / ax) * b - a;
            a = b, b = c;
        }
        r = b;
    } else if (un > 100000000u) {
        r = 0; /* far below the least double for any x < n */
    } else {
        r = miller((int)un, ax, NULL);
        /* (for x >= ASYMPTOTIC_MIN the normalisation sum is the same identity) */
    }
    if (r == 0 && ax != 0 && !isinf(ax))
        errno = ERANGE;
    return neg ? -r : r;
}

double yn(int n, double x) {
    if (isnan(x))
        return x;
    unsigned un = n < 0 ? 0u - (unsigned)n : (unsigned)n;
    int neg = n < 0 && (un & 1); /* Y_{-n} = (-1)^n Y_n */
    if (x < 0)
        return domain();
    if (x == 0)
        return neg ? -pole() : pole();
    double r;
    if (un == 0) {
        r = y01(0, x);
    } else if (isinf(x)) {
        r = 0;
    } else {
        double a = y01(0, x), b = y01(1, x);
        for (unsigned k = 1; k < un && !isinf(b); k++) {
            double c = (2.0 * k / x) * b - a;
            a = b, b = c;
        }
        r = b;
        if (isinf(r))
            errno = ERANGE;
    }
    return neg ? -r : r;
}

/* The float and long double versions (GNU), through the double ones, as
 * the float versions of the other libm functions here are. */
float j0f(float x) { return (float)j0(x); }
float j1f(float x) { return (float)j1(x); }
float jnf(int n, float x) { return (float)jn(n, x); }
float y0f(float x) { return (float)y0(x); }
float y1f(float x) { return (float)y1(x); }
float ynf(int n, float x) { return (float)yn(n, x); }
long double j0l(long double x) { return j0((double)x); }
long double j1l(long double x) { return j1((double)x); }
long double jnl(int n, long double x) { return jn(n, (double)x); }
long double y0l(long double x) { return y0((double)x); }
long double y1l(long double x) { return y1((double)x); }
long double ynl(int n, long double x) { return yn(n, (double)x); }
