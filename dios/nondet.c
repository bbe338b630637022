/* nondet.c -- the SV-COMP interface. Values come from __vm_choose over a
 * finite domain: all values of _Bool and 8-bit types; for wider types the
 * range divm.nondet-lo..hi (defaults -8..8 signed, 0..16 unsigned), with a
 * caveat in the trace the first time a path uses a restricted domain. */
#include "dios.h"

#define WEAK __attribute__((weak))

enum {
    C_SHORT, C_USHORT, C_INT, C_UINT, C_LONG, C_ULONG, C_LLONG, C_ULLONG,
    C_FLOAT, C_DOUBLE, C_POINTER, C_SIZE_T, C_U16, C_U32, C_U64, C_S16, C_S32, C_S64,
    C_INT128, C_UINT128, C_UNSIGNED, C_LOFF, C_SECTOR, C_PCHAR, C_PTHREAD, C_SSIZE,
};

static void caveat(int which, const char *name, long long lo, long long hi) {
    struct dios_state *st = __dios_state();
    if (st->caveats & (1ull << which))
        return;
    st->caveats |= 1ull << which;
    struct dios_msg m = {{0}, 0};
    __dios_msg_str(&m, "caveat: __VERIFIER_nondet_");
    __dios_msg_str(&m, name);
    __dios_msg_str(&m, " explored only ");
    if (which == C_POINTER || which == C_PCHAR) {
        __dios_msg_str(&m, "NULL");
    } else {
        __dios_msg_dec(&m, lo);
        __dios_msg_str(&m, "..");
        __dios_msg_dec(&m, hi);
    }
    __vm_trace(_VM_T_INFO, m.buf);
}

/* When a counterexample is described: the value a nondet call returned. */
static long long told(const char *name, long long v, int is_signed) {
    if (!__dios_state()->describe)
        return v;
    struct dios_msg m = {{0}, 0};
    __dios_msg_str(&m, "__VERIFIER_nondet_");
    __dios_msg_str(&m, name);
    __dios_msg_str(&m, "() = ");
    if (is_signed)
        __dios_msg_dec(&m, v);
    else
        __dios_msg_udec(&m, (unsigned long long)v);
    __vm_trace(_VM_T_INFO, m.buf);
    return v;
}

/* The width in bits of an integer type whose largest value is tmax (-1:
 * 64 bits or more). */
static int width_of(long long tmax) {
    int w = 1;
    if (tmax < 0)
        return 64;
    while (w < 64 && (tmax >> w) != 0)
        w++;
    return w;
}

/* A value in lo..hi, clamped to the type's range tmin..tmax; in symbolic
 * mode, an input over the type's whole domain. */
static long long pick(int which, const char *name, int is_signed, long long tmin, long long tmax) {
    struct dios_state *st = __dios_state();
    if (st->symbolic && which != C_FLOAT && which != C_DOUBLE)
        return (long long)__vm_input(width_of(tmax) + (is_signed && tmax >= 0), is_signed);
    long long lo, hi;
    if (is_signed) {
        lo = st->nondet_lo_set ? st->nondet_lo : -8;
        hi = st->nondet_hi_set ? st->nondet_hi : 8;
    } else {
        lo = st->nondet_lo_set ? (st->nondet_lo > 0 ? st->nondet_lo : 0) : 0;
        hi = st->nondet_hi_set ? st->nondet_hi : 16;
    }
    if (lo < tmin)
        lo = tmin;
    if (tmax >= 0 && hi > tmax)
        hi = tmax;
    if (hi < lo)
        hi = lo;
    if (hi - lo > 0x7ffffffe) /* __vm_choose takes an int */
        hi = lo + 0x7ffffffe;
    if (lo > tmin || hi < tmax || tmax < 0)
        caveat(which, name, lo, hi);
    int n = (int)(hi - lo + 1);
    return told(name, lo + (n > 1 ? __vm_choose(n) : 0), is_signed);
}

#define SIGNED(T, name, tag, tmin, tmax) \
    WEAK T __VERIFIER_nondet_##name(void) { return (T)pick(tag, #name, 1, tmin, tmax); }
/* tmax -1 marks a range wider than long long: always restricted */
#define UNSIGNED(T, name, tag, tmax) \
    WEAK T __VERIFIER_nondet_##name(void) { return (T)pick(tag, #name, 0, 0, tmax); }

/* Small types: every value by choice, or an input in symbolic mode. */
static long long small(const char *name, int bits, int is_signed) {
    if (__dios_state()->symbolic)
        return (long long)__vm_input(bits, is_signed);
    long long n = 1ll << bits;
    return told(name, is_signed ? __vm_choose((int)n) - n / 2 : __vm_choose((int)n), is_signed);
}

WEAK _Bool __VERIFIER_nondet_bool(void) { return small("bool", 1, 0); }
/* (the spelling of older SV-COMP tasks) */
WEAK _Bool __VERIFIER_nondet__Bool(void) { return small("_Bool", 1, 0); }
WEAK char __VERIFIER_nondet_char(void) { return (char)small("char", 8, 1); }
WEAK signed char __VERIFIER_nondet_schar(void) { return (signed char)small("schar", 8, 1); }
WEAK signed char __VERIFIER_nondet_s8(void) { return (signed char)small("s8", 8, 1); }
WEAK unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char)small("uchar", 8, 0); }
WEAK unsigned char __VERIFIER_nondet_u8(void) { return (unsigned char)small("u8", 8, 0); }

SIGNED(short, short, C_SHORT, -32768, 32767)
SIGNED(short, s16, C_S16, -32768, 32767)
UNSIGNED(unsigned short, ushort, C_USHORT, 65535)
UNSIGNED(unsigned short, u16, C_U16, 65535)
SIGNED(int, int, C_INT, -2147483647LL - 1, 2147483647LL)
SIGNED(int, s32, C_S32, -2147483647LL - 1, 2147483647LL)
UNSIGNED(unsigned int, uint, C_UINT, 4294967295LL)
UNSIGNED(unsigned int, unsigned, C_UNSIGNED, 4294967295LL)
UNSIGNED(unsigned int, u32, C_U32, 4294967295LL)
SIGNED(long, long, C_LONG, -9223372036854775807LL - 1, 9223372036854775807LL)
SIGNED(long, s64, C_S64, -9223372036854775807LL - 1, 9223372036854775807LL)
SIGNED(long, loff_t, C_LOFF, -9223372036854775807LL - 1, 9223372036854775807LL)
SIGNED(long, ssize_t, C_SSIZE, -9223372036854775807LL - 1, 9223372036854775807LL)
SIGNED(long long, longlong, C_LLONG, -9223372036854775807LL - 1, 9223372036854775807LL)
UNSIGNED(unsigned long, ulong, C_ULONG, -1)
UNSIGNED(unsigned long, u64, C_U64, -1)
UNSIGNED(unsigned long, size_t, C_SIZE_T, -1)
UNSIGNED(unsigned long, sector_t, C_SECTOR, -1)
UNSIGNED(unsigned long, pthread_t, C_PTHREAD, -1)
UNSIGNED(unsigned long long, ulonglong, C_ULLONG, -1)

/* 128 bits: in symbolic mode two 64-bit inputs, high and low half. */
static unsigned __int128 wide(int which, const char *name, int is_signed) {
    if (__dios_state()->symbolic) {
        unsigned __int128 hi = __vm_input(64, 0);
        return hi << 64 | __vm_input(64, 0);
    }
    return (unsigned __int128)pick(which, name, is_signed, -9223372036854775807LL - 1, -1);
}
WEAK __int128 __VERIFIER_nondet_int128(void) { return (__int128)wide(C_INT128, "int128", 1); }
WEAK unsigned __int128 __VERIFIER_nondet_uint128(void) { return wide(C_UINT128, "uint128", 0); }

/* Floats: in symbolic mode an input of the format's bits, so every value
 * (NaNs, infinities, subnormals, -0) is possible; otherwise the integers
 * the range gives. */
WEAK float __VERIFIER_nondet_float(void) {
    if (__dios_state()->symbolic) {
        unsigned bits = (unsigned)__vm_input(32, 0);
        float f;
        __builtin_memcpy(&f, &bits, sizeof f);
        return f;
    }
    return (float)pick(C_FLOAT, "float", 1, -9223372036854775807LL - 1, -1);
}
WEAK double __VERIFIER_nondet_double(void) {
    if (__dios_state()->symbolic) {
        unsigned long long bits = (unsigned long long)__vm_input(64, 0);
        double d;
        __builtin_memcpy(&d, &bits, sizeof d);
        return d;
    }
    return (double)pick(C_DOUBLE, "double", 1, -9223372036854775807LL - 1, -1);
}
WEAK void *__VERIFIER_nondet_pointer(void) {
    caveat(C_POINTER, "pointer", 0, 0);
    return NULL;
}
WEAK char *__VERIFIER_nondet_pchar(void) {
    caveat(C_PCHAR, "pchar", 0, 0);
    return NULL;
}

/* An infeasible path is discarded: cancel the edge. */
WEAK void __VERIFIER_assume(int cond) {
    if (!cond)
        __dios_cancel_edge();
}

/* Atomic sections run in kernel mode: interrupts are masked until the end,
 * and the scheduler keeps the thread exclusive if it blocks inside. Both
 * ends are scheduling points, so that the section is one step of its own
 * (accesses inside it do not count as visible actions of the edge). */
WEAK void __VERIFIER_atomic_begin(void) {
    struct dios_thread *t = __dios_self();
    if (t->atomic == 0 && __dios_state()->nlive > 1)
        __dios_yield();
    if (t->atomic++ == 0) {
        __dios_state()->special++;
        __vm_ctl_flag(0, _VM_CF_KERNEL);
    }
}

WEAK void __VERIFIER_atomic_end(void) {
    struct dios_thread *t = __dios_self();
    if (t->atomic > 0 && --t->atomic == 0) {
        __dios_state()->special--;
        __vm_ctl_flag(_VM_CF_KERNEL, 0);
        if (__dios_state()->nlive > 1)
            __dios_yield();
    }
}
