/* ecvt.c -- ecvt, fcvt, gcvt, ecvt_r and fcvt_r: a double as a string of
 * digits with the decimal point's position and the sign apart; and their
 * long double twins qecvt, qfcvt, qgcvt, qecvt_r and qfcvt_r (the same
 * steps in long double, with a cap of 21 digits, ecvt_ops.h). The digits
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
#define QCVT_BUF (QNDIGIT_MAX + 3 + LDBL_MAX_10_EXP)

static int is_digit(char c) { return c >= '0' && c <= '9'; }

#define T double
#define LEN ""
#define FABS fabs
#define TINY 1e-307
#define MIN_10_EXP DBL_MIN_10_EXP
#define CVT_F cvt_f
#define CVT_E cvt_e
#include "ecvt_ops.h"
#undef T
#undef LEN
#undef FABS
#undef TINY
#undef MIN_10_EXP
#undef CVT_F
#undef CVT_E
#define T long double
#define LEN "L"
#define FABS fabsl
#define TINY 1e-4931L
#define MIN_10_EXP LDBL_MIN_10_EXP
#define CVT_F cvt_fl
#define CVT_E cvt_el
#include "ecvt_ops.h"

int fcvt_r(double value, int ndigit, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    return cvt_f(value, ndigit, NDIGIT_MAX, decpt, sign, buf, len);
}

int ecvt_r(double value, int ndigit, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    return cvt_e(value, ndigit, NDIGIT_MAX, decpt, sign, buf, len);
}

int qfcvt_r(long double value, int ndigit, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    return cvt_fl(value, ndigit, QNDIGIT_MAX, decpt, sign, buf, len);
}

int qecvt_r(long double value, int ndigit, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    return cvt_el(value, ndigit, QNDIGIT_MAX, decpt, sign, buf, len);
}

/* Each function has its own buffer, overwritten by its next call (glibc's
 * q-functions share theirs with nothing either). */
static char ecvt_buf[CVT_BUF];
static char fcvt_buf[CVT_BUF];
static char qecvt_buf[QCVT_BUF];
static char qfcvt_buf[QCVT_BUF];

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
