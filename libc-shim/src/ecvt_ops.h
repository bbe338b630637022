/* ecvt_ops.h -- the digits of ecvt and fcvt (cvt_e, cvt_f) and of their
 * long double twins, included by ecvt.c once per type, as glibc builds
 * both from one template: T is the type, LEN printf's length modifier,
 * FABS its fabs, TINY and MIN_10_EXP the scale of its subnormals, CVT_F
 * and CVT_E the names. */

static int CVT_F(T value, int ndigit, int max, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
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
            T smaller = value * 0.1;
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
    int n = snprintf(buf, len, "%.*" LEN "f", ndigit < max ? ndigit : max, value);
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

static int CVT_E(T value, int ndigit, int max, int *restrict decpt, int *restrict sign, char *restrict buf, size_t len) {
    /* value = digits * 10^exponent, with one digit before the point. */
    int exponent = 0;
    if (isfinite(value) && value != 0.0) {
        T d = FABS(value), f = 1.0;
        if (d < TINY) {
            /* Subnormals: scaled into the normal range first, so that the
             * power of ten below cannot overflow. */
            value /= TINY;
            d = FABS(value);
            exponent += MIN_10_EXP;
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
    } else if (CVT_F(value, (ndigit < max ? ndigit : max) - 1, max, decpt, sign, buf, len) != 0) {
        return -1;
    }
    *decpt += exponent;
    return 0;
}
