/* ecvt.c -- ecvt, fcvt, gcvt, ecvt_r and fcvt_r: a double as a string of
 * digits with the decimal point's position and the sign apart; and their
 * long double twins qecvt, qfcvt, qgcvt, qecvt_r and qfcvt_r (long double
 * is double here, see docs/semantics.md: only the cap on digits differs). The digits
 * are glibc's, which are not always the correctly rounded ones: glibc scales
 * the value by repeated multiplications by ten (ecvt) or by 0.1 (fcvt with a
 * negative count) before printing it, and the rounding of those steps shows
 * in the output; the same steps are taken here, in the same order. */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* More digits than a double holds are not asked of printf; glibc's long
 * double functions ask at most 21. */
#define NDIGIT_MAX 17
#define QNDIGIT_MAX 21
/* The longest fcvt result: all integer digits, the point, the fraction. */
#define CVT_BUF (QNDIGIT_MAX + 3 + DBL_MAX_10_EXP)

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static int cvt_f(double value, int ndigit, int max, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    if (buf == NULL) {
        errno = EINVAL;
        return -1;
    }
    /* Digits rounded off left of the point, put back as zeros. */
    int left = 0;
    if (isfinite(value)) {
        *sign = signbit(value) != 0;
        if (*sign)
            value = -value;
        while (ndigit < 0) {
            double smaller = value * 0.1;
            if (smaller < 1.0) {
                ndigit = 0;
                break;
            }
            value = smaller;
            left++;
            ndigit++;
        }
    } else {
        /* printf writes inf or nan with its own sign. */
        *sign = 0;
    }
    int n = snprintf(buf, len, "%.*f", ndigit < max ? ndigit : max, value);
    if (n < 0 || (size_t)n >= len)
        return -1;
    int i = 0;
    while (i < n && is_digit(buf[i]))
        i++;
    *decpt = i;
    if (i == 0)
        return 0; /* inf or nan */
    if (i < n) {
        i++; /* the point */
        if (*decpt == 1 && buf[0] == '0' && value != 0.0) {
            /* No leading zeros: the point moves right past them. */
            --*decpt;
            while (i < n && buf[i] == '0') {
                --*decpt;
                i++;
            }
        }
        int to = *decpt > 0 ? *decpt : 0;
        memmove(&buf[to], &buf[i], (size_t)(n - i));
        n = to + (n - i);
        buf[n] = '\0';
    }
    if (left > 0) {
        *decpt += left;
        if (len - 1 > (size_t)n) {
            while (left-- > 0 && (size_t)n < len - 1)
                buf[n++] = '0';
            buf[n] = '\0';
        }
    }
    return 0;
}

static int cvt_e(double value, int ndigit, int max, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    /* value = digits * 10^exponent, with one digit before the point. */
    int exponent = 0;
    if (isfinite(value) && value != 0.0) {
        double d = fabs(value), f = 1.0;
        if (d < 1e-307) {
            /* Subnormals: scaled into the normal range first, so that the
             * power of ten below cannot overflow. */
            value /= 1e-307;
            d = fabs(value);
            exponent += DBL_MIN_10_EXP;
        }
        if (d < 1.0) {
            do {
                f *= 10.0;
                exponent--;
            } while (d * f < 1.0);
            value *= f;
        } else if (d >= 10.0) {
            do {
                f *= 10.0;
                exponent++;
            } while (d >= f * 10.0);
            value /= f;
        }
    }
    if (ndigit <= 0 && len > 0) {
        buf[0] = '\0';
        *decpt = 1;
        *sign = isfinite(value) ? signbit(value) != 0 : 0;
    } else if (cvt_f(value, (ndigit < max ? ndigit : max) - 1, max, decpt, sign, buf, len) != 0) {
        return -1;
    }
    *decpt += exponent;
    return 0;
}

int fcvt_r(double value, int ndigit, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    return cvt_f(value, ndigit, NDIGIT_MAX, decpt, sign, buf, len);
}

int ecvt_r(double value, int ndigit, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    return cvt_e(value, ndigit, NDIGIT_MAX, decpt, sign, buf, len);
}

int qfcvt_r(long double value, int ndigit, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    return cvt_f((double)value, ndigit, QNDIGIT_MAX, decpt, sign, buf, len);
}

int qecvt_r(long double value, int ndigit, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    return cvt_e((double)value, ndigit, QNDIGIT_MAX, decpt, sign, buf, len);
}

/* Each function has its own buffer, overwritten by its next call (glibc's
 * q-functions share theirs with nothing either). */
static char ecvt_buf[CVT_BUF];
static char fcvt_buf[CVT_BUF];
static char qecvt_buf[CVT_BUF];
static char qfcvt_buf[CVT_BUF];

char *ecvt(double value, int ndigit, int *restrict decpt, int *restrict sign) {
    ecvt_r(value, ndigit, decpt, sign, ecvt_buf, sizeof ecvt_buf);
    return ecvt_buf;
}

char *fcvt(double value, int ndigit, int *restrict decpt, int *restrict sign) {
    fcvt_r(value, ndigit, decpt, sign, fcvt_buf, sizeof fcvt_buf);
    return fcvt_buf;
}

char *gcvt(double value, int ndigit, char *buf) {
    sprintf(buf, "%.*g", ndigit < NDIGIT_MAX ? ndigit : NDIGIT_MAX, value);
    return buf;
}

char *qecvt(long double value, int ndigit, int *restrict decpt, int *restrict sign) {
    qecvt_r(value, ndigit, decpt, sign, qecvt_buf, sizeof qecvt_buf);
    return qecvt_buf;
}

char *qfcvt(long double value, int ndigit, int *restrict decpt, int *restrict sign) {
    qfcvt_r(value, ndigit, decpt, sign, qfcvt_buf, sizeof qfcvt_buf);
    return qfcvt_buf;
}

char *qgcvt(long double value, int ndigit, char *buf) {
    sprintf(buf, "%.*Lg", ndigit < QNDIGIT_MAX ? ndigit : QNDIGIT_MAX, value);
    return buf;
}
