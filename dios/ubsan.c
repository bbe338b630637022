/* ubsan.c -- the handlers of clang's undefined-behaviour checks, as divm
 * errors. User code is compiled with -fsanitize=shift-exponent,vla-bound,
 * float-cast-overflow,float-divide-by-zero (tools/src/compile.rs; the
 * array-bounds handler serves --cflags=-fsanitize=array-bounds)
 * because clang folds these cases to poison (or to inf) before the VM sees
 * them. The checks' data follow clang's ABI: a source location, then type
 * descriptors ({u16 kind, u16 info, char name[]}: kind 0 integer with info
 * log2(bits) << 1 | signed, kind 1 float with info bits); a value of at
 * most 64 bits is passed inline, a wider one by address. The error is
 * reported at the user's call, which carries the line. */
#include "dios.h"

struct ubsan_loc {
    const char *file;
    uint32_t line, column;
};

struct ubsan_type {
    uint16_t kind, info;
    char name[];
};

struct ubsan_two_types {
    struct ubsan_loc loc;
    const struct ubsan_type *a, *b;
};

struct ubsan_one_type {
    struct ubsan_loc loc;
    const struct ubsan_type *t;
};

static unsigned int_bits(const struct ubsan_type *t) { return 1u << (t->info >> 1); }
static int int_signed(const struct ubsan_type *t) { return t->info & 1; }

/* An integer value of type t (at most 64 bits shown), sign-extended. */
static long long int_value(const struct ubsan_type *t, uintptr_t v) {
    unsigned bits = int_bits(t);
    unsigned long long u = bits > 64 ? *(const unsigned long long *)v : (unsigned long long)v;
    if (bits < 64 && int_signed(t) && (u >> (bits - 1)) & 1)
        u |= ~0ull << bits;
    return (long long)u;
}

static void msg_int(struct dios_msg *m, const struct ubsan_type *t, uintptr_t v) {
    if (int_signed(t))
        __dios_msg_dec(m, int_value(t, v));
    else
        __dios_msg_udec(m, (unsigned long long)int_value(t, v));
}

/* A float for messages: NaN, infinities, integral values below 2^64 in
 * full, others with six decimals or as "about dEn". */
static void msg_float(struct dios_msg *m, double x) {
    if (x != x) {
        __dios_msg_str(m, "NaN");
        return;
    }
    if (x < 0) {
        __dios_msg_str(m, "-");
        x = -x;
    }
    if (x > 1.7976931348623157e308) {
        __dios_msg_str(m, "inf");
        return;
    }
    if (x < 18446744073709551616.0) {
        unsigned long long whole = (unsigned long long)x;
        __dios_msg_udec(m, whole);
        unsigned long long frac = (unsigned long long)((x - (double)whole) * 1e6 + 0.5);
        if (frac && frac < 1000000) {
            char d[8];
            int n = 6;
            while (frac % 10 == 0)
                frac /= 10, n--;
            d[n] = 0;
            for (int i = n - 1; i >= 0; i--, frac /= 10)
                d[i] = (char)('0' + frac % 10);
            __dios_msg_str(m, ".");
            __dios_msg_str(m, d);
        }
        return;
    }
    int e = 0;
    while (x >= 10)
        x /= 10, e++;
    __dios_msg_str(m, "about ");
    __dios_msg_udec(m, (unsigned long long)(x + 0.5));
    __dios_msg_str(m, "e");
    __dios_msg_udec(m, (unsigned long long)e);
}

static double float_value(const struct ubsan_type *t, uintptr_t v) {
    if (t->info == 16) {
        _Float16 h;
        uint16_t b = (uint16_t)v;
        __builtin_memcpy(&h, &b, 2);
        return h;
    }
    if (t->info == 32) {
        float f;
        uint32_t b = (uint32_t)v;
        __builtin_memcpy(&f, &b, 4);
        return f;
    }
    double d;
    if (t->info > 64) {
        /* An x87 long double (its 10 bytes) */
        long double ld;
        __builtin_memcpy(&ld, (const void *)v, 10);
        return (double)ld;
    }
    __builtin_memcpy(&d, &v, 8);
    return d;
}

/* A shift by the width or more, or by a negative amount (the VM's own
 * message for the shifts it sees): always an error. With a fitting amount,
 * a left shift of a negative value, or one whose result does not fit
 * (C17 6.5.7p4: `1 << 31`), is signed overflow: an error with
 * --ub-overflow only, as `+ - *` are (clang emits no `nsw` on `shl`). */
void __ubsan_handle_shift_out_of_bounds(struct ubsan_two_types *d, uintptr_t lhs, uintptr_t rhs) {
    struct dios_msg m = {{0}, 0};
    long long amount = int_value(d->b, rhs);
    int negative = int_signed(d->b) && amount < 0;
    if (!negative && (unsigned long long)amount < int_bits(d->a)) {
        if (!__dios_state()->ub_overflow)
            return;
        long long value = int_value(d->a, lhs);
        __dios_msg_str(&m, value < 0 ? "arith: undefined behaviour: left shift of a negative value: "
                                     : "arith: undefined behaviour: signed overflow: ");
        __dios_msg_dec(&m, value);
        __dios_msg_str(&m, " << ");
        __dios_msg_dec(&m, amount);
        if (value >= 0) {
            __dios_msg_str(&m, " does not fit in a signed ");
            __dios_msg_udec(&m, int_bits(d->a));
            __dios_msg_str(&m, "-bit integer");
        }
        __dios_error(NULL, m.buf);
        return;
    }
    __dios_msg_str(&m, "arith: undefined behaviour: shift by ");
    if (negative) {
        __dios_msg_str(&m, "a negative amount (");
        __dios_msg_dec(&m, amount);
        __dios_msg_str(&m, ")");
    } else {
        msg_int(&m, d->b, rhs);
    }
    __dios_msg_str(&m, " of a ");
    __dios_msg_udec(&m, int_bits(d->a));
    __dios_msg_str(&m, "-bit value");
    __dios_error(NULL, m.buf);
}

/* An index past an array whose size the type gives (a member of a struct
 * included, where the access would stay inside the struct). */
void __ubsan_handle_out_of_bounds(struct ubsan_two_types *d, uintptr_t index) {
    struct dios_msg m = {{0}, 0};
    __dios_msg_str(&m, "memory: undefined behaviour: index ");
    msg_int(&m, d->b, index);
    __dios_msg_str(&m, " out of bounds for type ");
    __dios_msg_str(&m, d->a->name);
    __dios_error(NULL, m.buf);
}

void __ubsan_handle_vla_bound_not_positive(struct ubsan_one_type *d, uintptr_t bound) {
    struct dios_msg m = {{0}, 0};
    __dios_msg_str(&m, "memory: undefined behaviour: variable-length array bound ");
    msg_int(&m, d->t, bound);
    __dios_msg_str(&m, " is not positive");
    __dios_error(NULL, m.buf);
}

/* The VM's own message for the conversions it sees. */
void __ubsan_handle_float_cast_overflow(struct ubsan_two_types *d, uintptr_t from) {
    struct dios_msg m = {{0}, 0};
    /* One witness of a symbolic value: formatting it as it is would ask
     * the solver at every digit. */
    if (d->a->info <= 64)
        from = (uintptr_t)__vm_concrete(from);
    __dios_msg_str(&m, "arith: undefined behaviour: float-to-integer conversion out of range: ");
    msg_float(&m, float_value(d->a, from));
    __dios_msg_str(&m, int_signed(d->b) ? " does not fit in a signed " : " does not fit in an unsigned ");
    __dios_msg_udec(&m, int_bits(d->b));
    __dios_msg_str(&m, "-bit integer");
    __dios_error(NULL, m.buf);
}

/* Only float-divide-by-zero is compiled in (integer division is the VM's). */
void __ubsan_handle_divrem_overflow(struct ubsan_one_type *d, uintptr_t lhs, uintptr_t rhs) {
    (void)d, (void)lhs, (void)rhs;
    if (__dios_state()->float_ieee)
        return;
    __dios_error(NULL, "arith: undefined behaviour: floating-point division by zero (--float-ieee gives IEEE infinities and NaNs)");
}
