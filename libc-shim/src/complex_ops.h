/* complex_ops.h -- the body of __muldc3/__divdc3 and their long double
 * twins __mulxc3/__divxc3, included by complex.c once per type: T is the
 * real type, CT the complex one, F(name) the libm function of T, MUL and
 * DIV the names. */

/* (a + bi)(c + di), recovering infinities that the plain formula turns into
 * NaN (Annex G.5.1). */
CT MUL(T a, T b, T c, T d) {
    T ac = a * c, bd = b * d, ad = a * d, bc = b * c;
    T x = ac - bd, y = ad + bc;
    if (isnan(x) && isnan(y)) {
        int again = 0;
        if (isinf(a) || isinf(b)) { /* the left factor is infinite */
            a = F(copysign)(isinf(a) ? 1 : 0, a);
            b = F(copysign)(isinf(b) ? 1 : 0, b);
            if (isnan(c))
                c = F(copysign)(0, c);
            if (isnan(d))
                d = F(copysign)(0, d);
            again = 1;
        }
        if (isinf(c) || isinf(d)) { /* the right factor is infinite */
            c = F(copysign)(isinf(c) ? 1 : 0, c);
            d = F(copysign)(isinf(d) ? 1 : 0, d);
            if (isnan(a))
                a = F(copysign)(0, a);
            if (isnan(b))
                b = F(copysign)(0, b);
            again = 1;
        }
        if (!again && (isinf(ac) || isinf(bd) || isinf(ad) || isinf(bc))) { /* overflow in a product */
            if (isnan(a))
                a = F(copysign)(0, a);
            if (isnan(b))
                b = F(copysign)(0, b);
            if (isnan(c))
                c = F(copysign)(0, c);
            if (isnan(d))
                d = F(copysign)(0, d);
            again = 1;
        }
        if (again) {
            x = (T)INFINITY * (a * c - b * d);
            y = (T)INFINITY * (a * d + b * c);
        }
    }
    return __builtin_complex(x, y);
}

/* (a + bi)/(c + di), scaled by a power of two to avoid overflow, with
 * Annex G's infinite and zero cases. */
CT DIV(T a, T b, T c, T d) {
    int scale = 0;
    T m = F(fmax)(F(fabs)(c), F(fabs)(d));
    if (isfinite(m) && m != 0) {
        scale = F(ilogb)(m);
        c = F(scalbn)(c, -scale);
        d = F(scalbn)(d, -scale);
    }
    T den = c * c + d * d;
    T x = F(scalbn)((a * c + b * d) / den, -scale);
    T y = F(scalbn)((b * c - a * d) / den, -scale);
    if (isnan(x) && isnan(y)) {
        if (den == 0 && (!isnan(a) || !isnan(b))) {
            x = F(copysign)(INFINITY, c) * a;
            y = F(copysign)(INFINITY, c) * b;
        } else if ((isinf(a) || isinf(b)) && isfinite(c) && isfinite(d)) {
            a = F(copysign)(isinf(a) ? 1 : 0, a);
            b = F(copysign)(isinf(b) ? 1 : 0, b);
            x = (T)INFINITY * (a * c + b * d);
            y = (T)INFINITY * (b * c - a * d);
        } else if (isinf(m) && isfinite(a) && isfinite(b)) {
            c = F(copysign)(isinf(c) ? 1 : 0, c);
            d = F(copysign)(isinf(d) ? 1 : 0, d);
            x = (T)0 * (a * c + b * d);
            y = (T)0 * (b * c - a * d);
        }
    }
    return __builtin_complex(x, y);
}
