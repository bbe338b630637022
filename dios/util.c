/* util.c -- kernel helpers: OS allocations and message formatting. */
#include "dios.h"

void *__dios_alloc(size_t size) {
    void *p = __vm_obj_make(size, _VM_OK_SYSTEM);
    __builtin_memset(p, 0, size);
    return p;
}

/* Make room for `need` elements of `elem` bytes in the array `p` with
 * capacity *cap; new slots are zeroed. */
void *__dios_grow(void *p, unsigned *cap, unsigned need, size_t elem) {
    if (p && need <= *cap)
        return p;
    unsigned ncap = *cap ? *cap * 2 : 4;
    if (ncap < need)
        ncap = need;
    if (!p) {
        p = __dios_alloc(ncap * elem);
    } else {
        __vm_obj_resize(p, ncap * elem);
        __builtin_memset((char *)p + *cap * elem, 0, (ncap - *cap) * elem);
    }
    *cap = ncap;
    return p;
}

size_t __dios_strlen(const char *s) {
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}

char *__dios_strdup(const char *s) {
    size_t n = __dios_strlen(s) + 1;
    char *d = __vm_obj_make(n, _VM_OK_SYSTEM);
    __builtin_memcpy(d, s, n);
    return d;
}

void __dios_msg_str(struct dios_msg *m, const char *s) {
    while (*s && m->len + 1 < sizeof m->buf)
        m->buf[m->len++] = *s++;
    m->buf[m->len] = 0;
}

void __dios_msg_udec(struct dios_msg *m, unsigned long long v) {
    char tmp[24];
    int i = 0;
    do {
        tmp[i++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    char out[24];
    int j = 0;
    while (i)
        out[j++] = tmp[--i];
    out[j] = 0;
    __dios_msg_str(m, out);
}

void __dios_msg_dec(struct dios_msg *m, long long v) {
    if (v < 0) {
        __dios_msg_str(m, "-");
        __dios_msg_udec(m, 0ull - (unsigned long long)v);
    } else {
        __dios_msg_udec(m, (unsigned long long)v);
    }
}

void __dios_msg_place(struct dios_msg *m, const void *p) {
    size_t room = sizeof m->buf - m->len, n = __vm_describe(p, m->buf + m->len, room);
    m->len += n < room ? (unsigned)n : (unsigned)room - 1;
}

